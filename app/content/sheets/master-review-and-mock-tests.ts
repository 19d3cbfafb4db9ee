import { table, type Sheet } from '../sheet-schema';

/** An empty cell of the score tracker, to fill in by hand. */
const BLANK = { same: '…' };

/** An empty row of the score tracker. */
const BLANK_ROW = {
  date: BLANK,
  test: BLANK,
  reading: BLANK,
  elements: BLANK,
  listening: BLANK,
  writing: BLANK,
  written: BLANK,
  oral: BLANK,
  passed: BLANK,
};

/** The sheet to review for listening parts 2 and 3 (part 1 names it with its method). */
const LISTENING_WRITTEN_SHEET = {
  de: '„Hörverstehen in der schriftlichen Prüfung“',
  en: '“Listening Mastery: Written Exam”',
};

/** Cheat sheet #10: Master review and mock tests. */
export const masterReviewAndMockTests = {
  pageTitle: {
    main: { de: 'Wiederholung', en: 'Master review' },
    highlight: { de: 'und Modelltests', en: 'and mock tests' },
    subtitle: {
      de: 'Alle Prüfungsteile auf einer Seite, ein Mini-Test mit Lösungen, Ihre Punkte selbst ausrechnen und die Prüfung zu Hause unter echten Bedingungen üben.',
      en: 'Every exam part on one page, a mini test with answers, working out your own points, and practising the exam at home under real conditions.',
    },
  },
  exam: { de: 'Schriftliche und mündliche Prüfung · alle Teile', en: 'Written and oral exam · All parts' },
  summary: {
    method: [
      {
        de: 'Die Checkliste lesen: Zu jedem Teil kennen Sie das Format und eine Methode.',
        en: 'Read the checklist: for every part you know the format and one method.',
      },
      {
        de: 'Einen ganzen Modelltest schreiben: 150 Minuten am Stück, kein Handy, Lösungen sofort auf den Antwortbogen.',
        en: 'Do a whole model test: 150 minutes in one go, no phone, answers straight onto the answer sheet.',
      },
      {
        de: 'Die mündliche Prüfung mit einem Partner üben: erst 20 Minuten allein vorbereiten.',
        en: 'Practise the oral exam with a partner: first prepare alone for 20 minutes.',
      },
      {
        de: 'Punkte ausrechnen, in den Tracker eintragen, den schwächsten Teil zuerst üben.',
        en: 'Work out your points, enter them in the tracker, practise your weakest part first.',
      },
    ],
    phrases: [
      {
        german: 'Könnten Sie die Frage bitte wiederholen?',
        translation: 'Could you repeat the question, please?',
      },
      { german: 'Und was meinst du dazu?', translation: 'And what do you think about it?' },
      { german: 'Wie wäre es, wenn wir …?', translation: 'What if we …?' },
      { german: 'Dann machen wir es so.', translation: 'Let’s do it that way, then.' },
      { german: 'Moment, ich überlege kurz.', translation: 'Just a moment, let me think.' },
    ],
    figures: [
      {
        label: { de: 'Schriftliche Prüfung', en: 'Written exam' },
        value: {
          de: '150 Minuten, 225 Punkte, bestanden ab 135 (60 %)',
          en: '150 minutes, 225 points, pass mark 135 (60 %)',
        },
      },
      {
        label: { de: 'Mündliche Prüfung', en: 'Oral exam' },
        value: {
          de: '20 Minuten Vorbereitung, etwa 15 Minuten pro Paar; 75 Punkte (15 + 30 + 30), bestanden ab 45',
          en: '20 minutes of preparation, about 15 minutes per pair; 75 points (15 + 30 + 30), pass mark 45',
        },
      },
      {
        label: { de: 'Punkte pro Aufgabe', en: 'Points per item' },
        value: {
          de: 'Lesen 5 / 5 / 2,5; Sprachbausteine 1,5; Hören 5 / 2,5 / 5; Schreiben: 3 Kriterien (5/3/1/0), Summe × 3',
          en: 'reading 5 / 5 / 2.5; Sprachbausteine 1.5; listening 5 / 2.5 / 5; writing: 3 criteria (5/3/1/0), sum × 3',
        },
      },
      {
        label: { de: 'Gesamtnote', en: 'Overall grade' },
        value: {
          de: 'nur wenn beide Prüfungen bestanden sind: ab 180 von 300 ausreichend, ab 210 befriedigend, ab 240 gut, ab 270 sehr gut',
          en: 'only when both exams are passed: at least 180 of 300 sufficient, 210 satisfactory, 240 good, 270 very good',
        },
      },
    ],
  },
  sections: [
    {
      id: 'final-review',
      title: { de: 'Checkliste: jeder Teil in zwei Zeilen', en: 'Checklist: every part in two lines' },
      blocks: [
        {
          type: 'paragraph',
          text: {
            de: 'Wissen Sie zu jeder Zeile, was kommt und was Sie tun? Wenn nicht: Lesen Sie den Spickzettel aus der letzten Spalte noch einmal.',
            en: 'For each line, do you know what comes and what you do? If not, read the cheat sheet in the last column again.',
          },
        },
        table({
          caption: { de: 'Die ganze Prüfung auf einen Blick', en: 'The whole exam at a glance' },
          columns: [
            { key: 'part', header: { de: 'Teil', en: 'Part' } },
            { key: 'remember', header: { de: 'Das Wichtigste', en: 'What matters' } },
            { key: 'sheet', header: { de: 'Spickzettel', en: 'Cheat sheet' } },
          ],
          rows: [
            {
              part: { de: 'Lesen, Teil 1', en: 'Reading, part 1' },
              remember: {
                de: '5 Texte, 10 Überschriften. Die Überschrift passt zum ganzen Text, nicht zu einem Wort; 5 bleiben übrig.',
                en: '5 texts, 10 headlines. The headline fits the whole text, not one word; 5 are left over.',
              },
              sheet: {
                de: '„Leseverstehen meistern“ (Überblick – Überfliegen – Suchen)',
                en: '“Reading Mastery” (preview – skim – search)',
              },
            },
            {
              part: { de: 'Lesen, Teil 2', en: 'Reading, part 2' },
              remember: {
                de: 'Ein Artikel, 5 Aufgaben a/b/c. Die Stelle im Text suchen und genau lesen: Fast richtig ist falsch.',
                en: 'One article, 5 items a/b/c. Find the place in the text and read closely: almost right is wrong.',
              },
              sheet: { de: '„Leseverstehen meistern“', en: '“Reading Mastery”' },
            },
            {
              part: { de: 'Lesen, Teil 3', en: 'Reading, part 3' },
              remember: {
                de: '10 Situationen, 12 Anzeigen. Alle Details müssen stimmen, jede Anzeige nur einmal; passt keine, ist die Lösung x.',
                en: '10 situations, 12 adverts. Every detail must match, each advert only once; if none fits, the answer is x.',
              },
              sheet: { de: '„Leseverstehen meistern“', en: '“Reading Mastery”' },
            },
            {
              part: { de: 'Sprachbausteine, Teil 1', en: 'Sprachbausteine, part 1' },
              remember: {
                de: 'Brief mit 10 Lücken, a/b/c, meist Grammatik. Den ganzen Satz lesen: Verbposition, Kasus, Endung.',
                en: 'A letter with 10 gaps, a/b/c, mostly grammar. Read the whole sentence: verb position, case, ending.',
              },
              sheet: {
                de: '„Sprachbausteine: Muster erkennen“ (KBMP)',
                en: '“Language Elements Patterns” (KBMP)',
              },
            },
            {
              part: { de: 'Sprachbausteine, Teil 2', en: 'Sprachbausteine, part 2' },
              remember: {
                de: '10 Lücken, 15 Wörter (a–o), jedes Wort einmal, meist Wortschatz. Wortart prüfen, benutzte Wörter streichen.',
                en: '10 gaps, 15 words (a–o), each word once, mostly vocabulary. Check the word class, cross out used words.',
              },
              sheet: { de: '„Sprachbausteine: Muster erkennen“', en: '“Language Elements Patterns”' },
            },
            {
              part: { de: 'Hören, Teil 1', en: 'Listening, part 1' },
              remember: {
                de: '5 kurze Texte, nur **einmal** gehört. Vorher die Aussagen lesen, dann sofort + oder − markieren.',
                en: '5 short texts, heard **once** only. Read the statements first, then mark + or − at once.',
              },
              sheet: {
                de: '„Hörverstehen in der schriftlichen Prüfung“ (OHR: Orientieren, Hören, Rückblick)',
                en: '“Listening Mastery: Written Exam” (OHR)',
              },
            },
            {
              part: { de: 'Hören, Teil 2', en: 'Listening, part 2' },
              remember: {
                de: 'Ein langes Gespräch, 10 Aussagen, zweimal gehört. Beim zweiten Hören alle Aussagen prüfen.',
                en: 'One long conversation, 10 statements, heard twice. On the second hearing, check all the statements.',
              },
              sheet: LISTENING_WRITTEN_SHEET,
            },
            {
              part: { de: 'Hören, Teil 3', en: 'Listening, part 3' },
              remember: {
                de: '5 kurze Alltagstexte (z. B. Durchsagen), je zweimal. Auf Zahlen, Zeiten und Orte achten.',
                en: '5 short everyday texts (e.g. announcements), each twice. Listen for numbers, times and places.',
              },
              sheet: LISTENING_WRITTEN_SHEET,
            },
            {
              part: { de: 'Schreiben', en: 'Writing' },
              remember: {
                de: 'Eine E-Mail, vier Leitpunkte; im Modelltest eine Aufgabe, keine Wahl. Zu jedem Punkt etwas schreiben, immer du oder immer Sie, am Ende prüfen.',
                en: 'One e-mail, four guiding points; in the model test one task, no choice. Write something on each point, always du or always Sie, check at the end.',
              },
              sheet: {
                de: 'die fünf Spickzettel „Schreiben üben“ (Übungssituationen)',
                en: 'the five “Writing Practice” cheat sheets (practice situations)',
              },
            },
            {
              part: { de: 'Vorbereitung (mündlich)', en: 'Preparation (oral)' },
              remember: {
                de: 'Am besten allein vorbereiten (unser Rat). Stichwörter auf das gestempelte Papier; in der Regel: Notizen ansehen ja, vorlesen nein.',
                en: 'Ideally prepared on your own (our advice). Key words on the stamped paper; usually: look at your notes, yes; read them out, no.',
              },
              sheet: {
                de: '„Strategie für die mündliche Prüfung“ (ACE), „Zuhören in der mündlichen Prüfung“ (OHR)',
                en: '“Oral Block Strategy” (ACE), “Listening Mastery: Oral Exam” (OHR)',
              },
            },
            {
              part: {
                de: 'Mündlich, Teil 1: Einander kennenlernen',
                en: 'Oral, part 1: Getting to know each other ([[Einander kennenlernen]])',
              },
              remember: {
                de: 'Antworten **und** zurückfragen: „Und du?“',
                en: 'Answer **and** ask back: [[Und du?]]',
              },
              sheet: { de: '„Sprechen Teil 1: Das WHO-System“', en: '“Speaking Part 1: The WHO System”' },
            },
            {
              part: {
                de: 'Mündlich, Teil 2: Über ein Thema sprechen',
                en: 'Oral, part 2: Talking about a topic ([[Über ein Thema sprechen]])',
              },
              remember: {
                de: 'Den eigenen Text mit eigenen Worten wiedergeben, Erfahrung und Meinung sagen, dann diskutieren. Keine Bildbeschreibung.',
                en: 'Report your own text in your own words, give your experience and opinion, then discuss. Not a picture description.',
              },
              sheet: { de: '„Sprechen Teil 2: Das PAVE-System“', en: '“Speaking Part 2: The PAVE System”' },
            },
            {
              part: {
                de: 'Mündlich, Teil 3: Gemeinsam etwas planen',
                en: 'Oral, part 3: Planning something together ([[Gemeinsam etwas planen]])',
              },
              remember: {
                de: 'Vorschlagen, reagieren, entscheiden, wer was macht. Am Ende den Plan zusammenfassen.',
                en: 'Suggest, react, decide who does what. At the end, sum up the plan.',
              },
              sheet: {
                de: '„Sprechen Teil 3: Das LISTEN-System“',
                en: '“Speaking Part 3: The LISTEN System”',
              },
            },
          ],
        }),
        {
          type: 'callout',
          tone: 'info',
          title: { de: 'Der ganze Prüfungstag', en: 'The whole exam day' },
          text: {
            de: 'Zeit und Kräfte einteilen: Spickzettel „Der 150-Minuten-Marathon“. Ausweis, Handy, Getränke: Spickzettel „Der Prüfungstag“.',
            en: 'Timing and pacing: cheat sheet “The 150-Minute Marathon”. ID, phone, drinks: cheat sheet “Test Day Mastery”.',
          },
        },
      ],
    },
    {
      id: 'mock-reading',
      title: {
        de: 'Mini-Test 1: Lesen und Sprachbausteine',
        en: 'Mini test 1: reading and Sprachbausteine',
      },
      blocks: [
        {
          type: 'paragraph',
          text: {
            de: 'Unser eigener Mini-Test: viel kürzer als die Prüfung, aber in den echten Formaten und mit den Aufgabennummern der Prüfung. Erst allein lösen, dann die Lösungen lesen.',
            en: 'Our own mini test: much shorter than the exam, but in the real formats and with the exam’s item numbers. Solve it on your own first, then read the answers.',
          },
        },
        {
          type: 'example',
          practice: 'reading-1',
          title: {
            de: 'Lesen, Teil 1 (mini): 2 Texte, 4 Überschriften',
            en: 'Reading, part 1 (mini): 2 texts, 4 headlines',
          },
          text: [
            {
              german:
                'Text 1: Ab nächster Woche ist die Stadtbibliothek mittwochs geschlossen, denn es fehlt Personal. Dafür ist sie samstags dann bis 16 Uhr geöffnet statt nur bis 13 Uhr.',
              translation:
                'Text 1: From next week the town library will be closed on Wednesdays, because it is short of staff. In return it will then be open on Saturdays until 4 p.m. instead of only until 1 p.m.',
            },
            {
              german:
                'Text 2: Vor der Grundschule am Markt gibt es jeden Morgen Stau, weil viele Eltern ihre Kinder mit dem Auto bringen. Jetzt beginnt ein Projekt: Ältere Schülerinnen und Schüler gehen mit den Kleinen in Gruppen zu Fuß zur Schule.',
              translation:
                'Text 2: Every morning there is a traffic jam outside the primary school on the market square, because many parents bring their children by car. Now a project is starting: older pupils walk to school in groups with the little ones.',
            },
            {
              german: 'a) Bibliothek ändert ihre Öffnungszeiten',
              translation: 'a) Library changes its opening hours',
            },
            {
              german: 'b) Bibliothek sucht neue Mitarbeiter',
              translation: 'b) Library looks for new staff',
            },
            {
              german: 'c) Gemeinsam zu Fuß zur Schule',
              translation: 'c) Walking to school together',
            },
            {
              german: 'd) Neue Parkplätze vor der Grundschule',
              translation: 'd) New parking spaces outside the primary school',
            },
          ],
          steps: [
            {
              prompt: { de: 'Aufgabe 1: Text 1', en: 'Item 1: text 1' },
              answer: { same: 'a)' },
              reasoning: {
                de: 'Der ganze Text handelt von neuen Öffnungszeiten: mittwochs zu, samstags länger offen. b) nimmt nur das Wort [[Personal]] auf.',
                en: 'The whole text is about new opening hours: closed on Wednesdays, open longer on Saturdays. b) only picks up the word [[Personal]] (staff).',
              },
            },
            {
              prompt: { de: 'Aufgabe 2: Text 2', en: 'Item 2: text 2' },
              answer: { same: 'c)' },
              reasoning: {
                de: '[[in Gruppen zu Fuß]] heißt [[gemeinsam zu Fuß]]. d) passt zu den Wörtern [[Auto]] und [[Grundschule]], aber von Parkplätzen steht nichts im Text.',
                en: '[[in Gruppen zu Fuß]] (on foot in groups) means [[gemeinsam zu Fuß]] (walking together). d) fits the words [[Auto]] and [[Grundschule]], but the text says nothing about parking spaces.',
              },
            },
          ],
        },
        {
          type: 'example',
          practice: 'reading-3',
          title: {
            de: 'Lesen, Teil 3 (mini): 3 Situationen, 3 Anzeigen',
            en: 'Reading, part 3 (mini): 3 situations, 3 adverts',
          },
          text: [
            {
              german:
                '11. Karin möchte am Wochenende mit ihren Kindern draußen etwas machen, das wenig kostet.',
              translation:
                '11. Karin would like to do something outdoors with her children at the weekend that costs little.',
            },
            {
              german:
                '12. Herr Demir arbeitet tagsüber und möchte lernen, am Computer Tabellen zu erstellen.',
              translation:
                '12. Mr Demir works during the day and would like to learn to make spreadsheets on the computer.',
            },
            {
              german: '13. Julia sucht jemanden, der mittags mit ihrem Hund spazieren geht.',
              translation: '13. Julia is looking for someone to walk her dog at lunchtime.',
            },
            {
              german:
                'a) Kinderbauernhof Sonnenwiese: Tiere füttern, großer Spielplatz. Samstag und Sonntag 10 bis 18 Uhr, Eintritt frei.',
              translation:
                'a) Sonnenwiese children’s farm: feed the animals, big playground. Saturday and Sunday 10 a.m. to 6 p.m., free admission.',
            },
            {
              german:
                'b) Hundeschule Pfote: Kurse für junge Hunde, samstags um 10 Uhr. Die erste Stunde ist gratis.',
              translation:
                'b) Pfote dog school: courses for young dogs, Saturdays at 10 a.m. The first lesson is free.',
            },
            {
              german:
                'c) Tabellen am PC für Einsteiger: vier Abende, donnerstags 18:30 bis 20:30 Uhr, Volkshochschule.',
              translation:
                'c) Spreadsheets on the PC for beginners: four evenings, Thursdays 6.30 to 8.30 p.m., adult education centre.',
            },
          ],
          steps: [
            {
              prompt: { de: 'Aufgabe 11: Karin', en: 'Item 11: Karin' },
              answer: { same: 'a)' },
              reasoning: {
                de: 'Alles stimmt: Wochenende → [[Samstag und Sonntag]], draußen → [[Spielplatz]], wenig kosten → [[Eintritt frei]].',
                en: 'Everything matches: weekend → [[Samstag und Sonntag]], outdoors → [[Spielplatz]] (playground), costing little → [[Eintritt frei]] (free admission).',
              },
            },
            {
              prompt: { de: 'Aufgabe 12: Herr Demir', en: 'Item 12: Mr Demir' },
              answer: { same: 'c)' },
              reasoning: {
                de: 'Er arbeitet tagsüber, der Kurs ist abends, und das Thema stimmt.',
                en: 'He works during the day, the course is in the evening, and the topic matches.',
              },
            },
            {
              prompt: { de: 'Aufgabe 13: Julia', en: 'Item 13: Julia' },
              answer: { same: 'x' },
              reasoning: {
                de: 'b) hat das Thema Hund, aber Julia sucht keinen Kurs. Keine Anzeige passt, also **x**. Anzeige b) bleibt übrig.',
                en: 'b) is about dogs, but Julia is not looking for a course. No advert fits, so the answer is **x**. Advert b) is left over.',
              },
            },
          ],
        },
        {
          type: 'example',
          practice: 'language-elements-1',
          title: {
            de: 'Sprachbausteine, Teil 1 (mini): 3 Lücken, a/b/c',
            en: 'Sprachbausteine, part 1 (mini): 3 gaps, a/b/c',
          },
          text: [
            { german: 'Liebe Frau Hoffmann,', translation: 'Dear Ms Hoffmann,' },
            {
              german:
                'vielen Dank für die Einladung zum Sommerfest. Ich komme sehr gern, ___ (21) ich erst um 18 Uhr Feierabend habe. Können Sie mir sagen, ___ (22) ich etwas mitbringen soll? Ich könnte einen Salat machen. Treffen wir uns dann vor ___ (23) Eingang?',
              translation:
                'thank you for the invitation to the summer party. I would love to come, ___ (21) I only finish work at 6 p.m. Can you tell me ___ (22) I should bring something? I could make a salad. Shall we meet in front of ___ (23) entrance, then?',
            },
            { german: 'Viele Grüße, Daniel Weber', translation: 'Best wishes, Daniel Weber' },
            {
              german: '(21) a) obwohl · b) trotzdem · c) aber',
              translation: '(21) although, nevertheless, but',
            },
            { german: '(22) a) dass · b) ob · c) denn', translation: '(22) that, whether, because' },
            { german: '(23) a) dem · b) den · c) der', translation: '(23) three forms of the article “the”' },
          ],
          steps: [
            {
              prompt: { de: 'Lücke 21', en: 'Gap 21' },
              answer: { same: 'a) obwohl' },
              reasoning: {
                de: 'Das Verb [[habe]] steht am Ende, also ein Nebensatz: [[obwohl]]. [[trotzdem]] und [[aber]] brauchen eine andere Wortstellung.',
                en: 'The verb [[habe]] is at the end, so it is a subordinate clause: [[obwohl]]. [[trotzdem]] and [[aber]] need a different word order.',
              },
            },
            {
              prompt: { de: 'Lücke 22', en: 'Gap 22' },
              answer: { same: 'b) ob' },
              reasoning: {
                de: 'Eine Ja-Nein-Frage im Nebensatz: [[Können Sie mir sagen, ob …]]. [[dass]] passt nicht zu einer Frage, und nach [[denn]] steht das Verb nicht am Ende.',
                en: 'A yes/no question in a subordinate clause: [[Können Sie mir sagen, ob …]] (can you tell me whether …). [[dass]] does not fit a question, and after [[denn]] the verb would not go to the end.',
              },
            },
            {
              prompt: { de: 'Lücke 23', en: 'Gap 23' },
              answer: { same: 'a) dem' },
              reasoning: {
                de: 'Wo treffen wir uns? → [[vor]] + Dativ. [[der Eingang]] ist maskulin, im Dativ [[dem Eingang]].',
                en: 'Where do we meet? → [[vor]] + dative. [[der Eingang]] is masculine; in the dative it is [[dem Eingang]].',
              },
            },
          ],
        },
        {
          type: 'example',
          practice: 'language-elements-2',
          title: {
            de: 'Sprachbausteine, Teil 2 (mini): 3 Lücken, 5 Wörter',
            en: 'Sprachbausteine, part 2 (mini): 3 gaps, 5 words',
          },
          text: [
            {
              german:
                'Liebe Nachbarinnen und Nachbarn, am Samstag, dem 14. Juni, findet in unserem Hof ein Flohmarkt ___ (31). Jeder kann alte Sachen verkaufen, zum Beispiel Kleidung, Bücher oder ___ (32). Wer mitmachen möchte, trägt sich bitte bis Mittwoch in die Liste am Eingang ___ (33). Ihr Hausmeister Herr Brandt',
              translation:
                'Dear neighbours, on Saturday 14 June a flea market ___ (31) in our courtyard. Anyone can sell old things, for example clothes, books or ___ (32). If you want to take part, please put your name on the list at the entrance ___ (33) by Wednesday. Your caretaker, Mr Brandt',
            },
            {
              german: 'a) ein · b) statt · c) Spielzeug · d) teil · e) billig',
              translation:
                'a) ein (verb particle) · b) statt (verb particle) · c) toys · d) teil (verb particle) · e) cheap',
            },
          ],
          steps: [
            {
              prompt: { de: 'Lücke 31', en: 'Gap 31' },
              answer: { same: 'b) statt' },
              reasoning: {
                de: 'Trennbares Verb: [[stattfinden]] → [[findet … statt]]. [[teil]] gehört zu [[teilnehmen]], nicht zu [[finden]].',
                en: 'Separable verb: [[stattfinden]] (take place) → [[findet … statt]]. [[teil]] belongs to [[teilnehmen]] (take part), not to [[finden]].',
              },
            },
            {
              prompt: { de: 'Lücke 32', en: 'Gap 32' },
              answer: { same: 'c) Spielzeug' },
              reasoning: {
                de: 'Nach [[Kleidung, Bücher oder]] fehlt ein Nomen. [[billig]] ist ein Adjektiv und passt nicht in die Liste.',
                en: 'After [[Kleidung, Bücher oder]] a noun is missing. [[billig]] is an adjective and does not fit the list.',
              },
            },
            {
              prompt: { de: 'Lücke 33', en: 'Gap 33' },
              answer: { same: 'a) ein' },
              reasoning: {
                de: '[[sich eintragen]] → [[trägt sich … ein]]. Übrig bleiben d) und e): In Teil 2 brauchen Sie nie alle Wörter.',
                en: '[[sich eintragen]] (put your name down) → [[trägt sich … ein]]. d) and e) are left over: in part 2 you never need all the words.',
              },
            },
          ],
        },
      ],
    },
    {
      id: 'mock-listening',
      title: { de: 'Mini-Test 2: Hören (als Transkript)', en: 'Mini test 2: listening (as a transcript)' },
      blocks: [
        {
          type: 'callout',
          tone: 'warning',
          title: { de: 'Hier gibt es keinen Ton', en: 'There is no audio here' },
          text: {
            de: 'Die Texte stehen als **Transkript** unter den Aufgaben. Lesen Sie zuerst nur die Aussagen 41 und 42. Dann liest eine andere Person die Texte **einmal** laut vor, wie in Teil 1. Erst danach lesen Sie mit.',
            en: 'The texts are given as a **transcript** below the items. First read only statements 41 and 42. Then someone else reads the texts aloud **once**, as in part 1. Only then read along.',
          },
        },
        {
          type: 'example',
          title: {
            de: 'Hören, Teil 1 (mini): 2 Aussagen, richtig oder falsch',
            en: 'Listening, part 1 (mini): 2 statements, true or false',
          },
          text: [
            {
              german: '41. Herr Lang findet das Fitnessstudio zu teuer.',
              translation: '41. Mr Lang thinks the gym is too expensive.',
            },
            {
              german: '42. Frau Okafor fährt jetzt meistens mit dem Fahrrad zur Arbeit.',
              translation: '42. Ms Okafor now mostly cycles to work.',
            },
          ],
          steps: [
            {
              prompt: { de: 'Aussage 41', en: 'Statement 41' },
              answer: { de: '− (falsch)', en: '− (false)' },
              reasoning: {
                de: 'Herr Lang sagt [[zu langweilig]], nicht „zu teuer“. Die Falle: [[kostet fast nichts]] sagt er über den Fußball.',
                en: 'Mr Lang says [[zu langweilig]] (too boring), not “too expensive”. The trap: he says [[kostet fast nichts]] (costs almost nothing) about football.',
              },
            },
            {
              prompt: { de: 'Aussage 42', en: 'Statement 42' },
              answer: { de: '+ (richtig)', en: '+ (true)' },
              reasoning: {
                de: '[[Rad]] = [[Fahrrad]], [[ins Büro]] = zur Arbeit, [[außer wenn es stark regnet]] passt zu [[meistens]].',
                en: '[[Rad]] = [[Fahrrad]] (bike), [[ins Büro]] (to the office) = to work, [[außer wenn es stark regnet]] (except when it pours) fits [[meistens]] (mostly).',
              },
            },
          ],
        },
        {
          type: 'dialogue',
          title: {
            de: 'Transkript zum Vorlesen (erst nach den Aussagen)',
            en: 'Transcript to read aloud (only after the statements)',
          },
          lines: [
            {
              speaker: { de: 'Text 1, Herr Lang', en: 'Text 1, Mr Lang' },
              german:
                'Ins Fitnessstudio gehe ich nicht. Das ist mir einfach zu langweilig. Ich spiele lieber zweimal pro Woche mit Freunden Fußball. Das kostet fast nichts und macht Spaß.',
              translation:
                'I don’t go to the gym. It is simply too boring for me. I would rather play football with friends twice a week. It costs almost nothing and is fun.',
              drill: [
                {
                  german: 'Das ist mir einfach zu langweilig.',
                  translation: 'It is simply too boring for me.',
                },
                {
                  german: 'Ich spiele lieber mit Freunden Fußball.',
                  translation: 'I would rather play football with friends.',
                },
              ],
            },
            {
              speaker: { de: 'Text 2, Frau Okafor', en: 'Text 2, Ms Okafor' },
              german:
                'Früher bin ich jeden Tag mit dem Auto ins Büro gefahren. Seit dem Frühling nehme ich das Rad, außer wenn es stark regnet. Ich bin fitter und spare auch noch Benzin.',
              translation:
                'I used to drive to the office every day. Since the spring I have been taking my bike, except when it is pouring with rain. I am fitter and I save petrol as well.',
              drill: [
                {
                  german: 'Früher bin ich jeden Tag mit dem Auto gefahren.',
                  translation: 'I used to drive every day.',
                },
                {
                  german: 'Seit dem Frühling nehme ich das Rad.',
                  translation: 'Since the spring I have been taking my bike.',
                },
              ],
            },
          ],
        },
        {
          type: 'callout',
          tone: 'info',
          title: { de: 'Ihre Punkte im Mini-Test', en: 'Your score in the mini test' },
          text: {
            de: 'Mit den Gewichten der Prüfung: Aufgaben 1, 2, 41 und 42 je 5, 11 bis 13 je 2,5, 21 bis 23 und 31 bis 33 je 1,5. Höchstens 10 + 7,5 + 9 + 10 = 36,5; bestanden ab 60 %, also ab 21,9. Wo Sie wirklich stehen, zeigt aber erst ein ganzer Modelltest.',
            en: 'With the exam’s weights: items 1, 2, 41 and 42 are worth 5 each, 11 to 13 2.5 each, 21 to 23 and 31 to 33 1.5 each. The maximum is 10 + 7.5 + 9 + 10 = 36.5; 60 %, that is 21.9 or more, is a pass. Only a whole model test shows where you really stand.',
          },
        },
      ],
    },
    {
      id: 'scoring',
      title: { de: 'Punkte ausrechnen: ein Beispiel', en: 'Working out your points: an example' },
      blocks: [
        table({
          caption: { de: 'So viele Punkte bringt jede Aufgabe', en: 'How many points each item is worth' },
          columns: [
            { key: 'part', header: { de: 'Teil', en: 'Part' } },
            { key: 'items', header: { de: 'Aufgaben', en: 'Items' } },
            { key: 'each', header: { de: 'pro Aufgabe', en: 'per item' } },
            { key: 'max', header: { de: 'höchstens', en: 'maximum' } },
          ],
          rows: [
            {
              part: { de: 'Lesen 1 / 2 / 3', en: 'Reading 1 / 2 / 3' },
              items: { same: '5 / 5 / 10' },
              each: { de: '5 / 5 / 2,5', en: '5 / 5 / 2.5' },
              max: { same: '25 + 25 + 25 = 75' },
            },
            {
              part: { de: 'Sprachbausteine 1 und 2', en: 'Sprachbausteine 1 and 2' },
              items: { same: '10 + 10' },
              each: { de: '1,5', en: '1.5' },
              max: { same: '30' },
            },
            {
              part: { de: 'Hören 1 / 2 / 3', en: 'Listening 1 / 2 / 3' },
              items: { same: '5 / 10 / 5' },
              each: { de: '5 / 2,5 / 5', en: '5 / 2.5 / 5' },
              max: { same: '25 + 25 + 25 = 75' },
            },
            {
              part: { de: 'Schreiben', en: 'Writing' },
              items: { de: '1 E-Mail', en: '1 e-mail' },
              each: {
                de: '3 Kriterien je A/B/C/D = 5/3/1/0, Summe mal 3',
                en: '3 criteria, each A/B/C/D = 5/3/1/0, sum times 3',
              },
              max: { same: '45' },
            },
            {
              part: { de: 'Schriftlich gesamt', en: 'Written total' },
              items: { de: '60 Aufgaben + 1 E-Mail', en: '60 items + 1 e-mail' },
              each: { same: '–' },
              max: { de: '225 (bestanden ab 135)', en: '225 (pass mark 135)' },
            },
            {
              part: { de: 'Mündlich 1 / 2 / 3', en: 'Oral 1 / 2 / 3' },
              items: { de: 'je 4 Kriterien', en: '4 criteria each' },
              each: { same: '–' },
              max: { de: '15 + 30 + 30 = 75 (bestanden ab 45)', en: '15 + 30 + 30 = 75 (pass mark 45)' },
            },
          ],
        }),
        {
          type: 'example',
          title: {
            de: 'Amira hat einen ganzen Modelltest gemacht: von den richtigen Antworten zur Note',
            en: 'Amira did a whole model test: from right answers to a grade',
          },
          steps: [
            {
              prompt: { de: 'Lesen 1 / 2 / 3: 4 / 3 / 7 richtig', en: 'Reading 1 / 2 / 3: 4 / 3 / 7 right' },
              answer: { de: '52,5 von 75', en: '52.5 of 75' },
              reasoning: {
                de: '4 × 5 = 20, 3 × 5 = 15, 7 × 2,5 = 17,5. Zusammen 52,5.',
                en: '4 × 5 = 20, 3 × 5 = 15, 7 × 2.5 = 17.5. Together 52.5.',
              },
            },
            {
              prompt: {
                de: 'Sprachbausteine 1 / 2: 6 / 7 richtig',
                en: 'Sprachbausteine 1 / 2: 6 / 7 right',
              },
              answer: { de: '19,5 von 30', en: '19.5 of 30' },
              reasoning: {
                de: '6 + 7 = 13 richtige Lücken, 13 × 1,5 = 19,5.',
                en: '6 + 7 = 13 gaps right, 13 × 1.5 = 19.5.',
              },
            },
            {
              prompt: {
                de: 'Hören 1 / 2 / 3: 3 / 7 / 4 richtig',
                en: 'Listening 1 / 2 / 3: 3 / 7 / 4 right',
              },
              answer: { de: '52,5 von 75', en: '52.5 of 75' },
              reasoning: {
                de: '3 × 5 = 15, 7 × 2,5 = 17,5, 4 × 5 = 20. Zusammen 52,5. Achtung: In Teil 2 zählt eine Aufgabe nur 2,5.',
                en: '3 × 5 = 15, 7 × 2.5 = 17.5, 4 × 5 = 20. Together 52.5. Note: in part 2 an item is worth only 2.5.',
              },
            },
            {
              prompt: {
                de: 'Schreiben: B, A, B (bewertet von einer Lehrerin)',
                en: 'Writing: B, A, B (marked by a teacher)',
              },
              answer: { de: '33 von 45', en: '33 of 45' },
              reasoning: {
                de: 'B, A, B = 3 + 5 + 3 = 11. Die Summe mal 3: 11 × 3 = 33.',
                en: 'B, A, B = 3 + 5 + 3 = 11. The sum times 3: 11 × 3 = 33.',
              },
            },
            {
              prompt: { de: 'Schriftliche Prüfung gesamt', en: 'Written exam in total' },
              answer: { de: '157,5 von 225: bestanden', en: '157.5 of 225: passed' },
              reasoning: {
                de: '52,5 + 19,5 + 52,5 + 33 = 157,5. Nötig sind 60 %, also 135. Die Teile gleichen sich aus: Ein schwächerer Teil ist kein Problem, wenn die Summe reicht.',
                en: '52.5 + 19.5 + 52.5 + 33 = 157.5. You need 60 %, that is 135. The parts make up for each other: a weaker part is no problem as long as the total is enough.',
              },
            },
            {
              prompt: {
                de: 'Mündlich 1 / 2 / 3 (Übung mit Partner, von der Lehrerin geschätzt): 11 / 22 / 24',
                en: 'Oral 1 / 2 / 3 (practice with a partner, estimated by her teacher): 11 / 22 / 24',
              },
              answer: { de: '57 von 75: bestanden', en: '57 of 75: passed' },
              reasoning: {
                de: '11 + 22 + 24 = 57. Nötig sind 60 %, also 45.',
                en: '11 + 22 + 24 = 57. You need 60 %, that is 45.',
              },
            },
            {
              prompt: { de: 'Gesamtnote', en: 'Overall grade' },
              answer: { de: '214,5 von 300: befriedigend', en: '214.5 of 300: befriedigend (satisfactory)' },
              reasoning: {
                de: '157,5 + 57 = 214,5. Das liegt zwischen 210 und 239,5.',
                en: '157.5 + 57 = 214.5. That is between 210 and 239.5.',
              },
            },
          ],
        },
        {
          type: 'callout',
          tone: 'warning',
          title: { de: 'Zwei Regeln, die viele vergessen', en: 'Two rules many people forget' },
          items: [
            {
              de: '**Jede Prüfung für sich:** Sie brauchen 135 schriftlich **und** 45 mündlich. Schriftlich 190 und mündlich 40 sind zusammen 230, aber ohne bestandene mündliche Prüfung gibt es keine Note.',
              en: '**Each exam on its own:** you need 135 in the written **and** 45 in the oral exam. 190 written and 40 oral make 230, but without a passed oral exam there is no grade.',
            },
            {
              de: '**Wiederholen:** Eine nicht bestandene Prüfung (die ganze schriftliche oder die ganze mündliche) können Sie allein wiederholen, aber nur in einer bestimmten Frist. Fragen Sie Ihr Prüfungszentrum.',
              en: '**Retaking:** you can retake a failed exam (the whole written or the whole oral one) on its own, but only within a set period. Ask your exam centre.',
            },
          ],
        },
        {
          type: 'paragraph',
          text: {
            de: 'Ihre E-Mail bewerten: Die Tabelle mit den drei Kriterien steht auf jedem Spickzettel „Schreiben üben“. Noch besser: Eine Lehrerin oder ein Lehrer liest sie.',
            en: 'Marking your e-mail: the table of the three criteria is on every “Writing Practice” cheat sheet. Even better: ask a teacher to read it.',
          },
        },
      ],
    },
    {
      id: 'simulate',
      title: { de: 'Die Prüfung zu Hause simulieren', en: 'Simulating the exam at home' },
      blocks: [
        {
          type: 'paragraph',
          text: {
            de: 'Nehmen Sie einen offiziellen Modelltest für telc Deutsch B1 mit Antwortbogen, Audiodateien und Lösungen. So merken Sie, ob Ihre Zeit reicht.',
            en: 'Use an official model test for telc Deutsch B1 with its answer sheet, audio files and answer key. That way you find out whether your time is enough.',
          },
        },
        {
          type: 'steps',
          items: [
            {
              title: { de: 'Den Tisch vorbereiten', en: 'Set up your desk' },
              text: {
                de: 'Aufgaben und Antwortbogen ausdrucken; Stifte, Radiergummi, Notizpapier und eine Uhr auf den Tisch. Handy, Smartwatch und Wörterbuch in ein anderes Zimmer: In der Prüfung sind sie verboten.',
                en: 'Print the tasks and the answer sheet; pens, an eraser, note paper and a watch on the desk. Phone, smartwatch and dictionary go to another room: they are not allowed in the exam.',
              },
            },
            {
              title: {
                de: 'Lesen und Sprachbausteine: 90 Minuten',
                en: 'Reading and Sprachbausteine: 90 minutes',
              },
              text: {
                de: 'Fünf Teile, als Faustregel etwa 20 Minuten pro Teil. Jede Lösung sofort auf den Antwortbogen: Zum Übertragen gibt es keine Extrazeit.',
                en: 'Five parts, as a rule of thumb about 20 minutes per part. Every answer straight onto the answer sheet: there is no extra time to transfer answers.',
              },
            },
            {
              title: { de: 'Hören: etwa 30 Minuten', en: 'Listening: about 30 minutes' },
              text: {
                de: 'Die Aufnahme nie anhalten und nicht zurückspulen. Teil 1 hören Sie einmal, Teil 2 und 3 zweimal, so wie auf der Aufnahme.',
                en: 'Never pause the recording and never rewind it. You hear part 1 once, parts 2 and 3 twice, just as on the recording.',
              },
            },
            {
              title: { de: 'Schreiben: 30 Minuten', en: 'Writing: 30 minutes' },
              text: {
                de: 'Gleich danach, ohne Pause, so wie meist in der Prüfung. Am Ende die vier Leitpunkte abhaken.',
                en: 'Straight afterwards, without a break, as is usual in the exam. At the end, tick off the four guiding points.',
              },
            },
            {
              title: { de: 'Mündlich mit Partner', en: 'The oral exam with a partner' },
              text: {
                de: 'Jede Person bereitet sich 20 Minuten allein vor. Dann sprechen Sie etwa 15 Minuten zu zweit: alle drei Teile. Material und Checkliste stehen im nächsten Abschnitt.',
                en: 'Each person prepares alone for 20 minutes. Then the two of you talk for about 15 minutes: all three parts. Material and a checklist are in the next section.',
              },
            },
            {
              title: { de: 'Korrigieren und rechnen', en: 'Correct and count' },
              text: {
                de: 'Mit den Lösungen korrigieren, die Punkte wie im Beispiel oben ausrechnen und in den Tracker unten eintragen.',
                en: 'Correct with the answer key, work out the points as in the example above and enter them in the tracker below.',
              },
            },
          ],
        },
        table({
          caption: {
            de: 'Die letzten drei Wochen: ein Plan (unser Rat)',
            en: 'The last three weeks: a plan (our advice)',
          },
          columns: [
            { key: 'week', header: { de: 'Woche', en: 'Week' } },
            { key: 'plan', header: { de: 'Was Sie tun', en: 'What you do' } },
          ],
          rows: [
            {
              week: { de: '1 (drei Wochen vorher)', en: '1 (three weeks before)' },
              plan: {
                de: 'Einen ganzen Modelltest schreiben und auswerten (z. B. Modelltest 2 hier auf der Website; Modelltest 1 üben Sie Teil für Teil). Ein Fehlerheft anfangen. Jeden Tag etwa 30 Minuten den schwächsten Teil üben. Zwei mündliche Durchgänge, je ein Thema. Jetzt einen Übungspartner suchen!',
                en: 'Do a whole model test and analyse it (e.g. model test 2 on this site; practise model test 1 part by part). Start a mistake log. Practise your weakest part for about 30 minutes a day. Two oral run-throughs, one topic each. Find a practice partner now!',
              },
            },
            {
              week: { same: '2' },
              plan: {
                de: 'Einzelne Teile üben, nach dem Fehlerheft. Zwei mündliche Durchgänge mit einem neuen Partner, mit Aufnahme.',
                en: 'Practise single parts, following your mistake log. Two oral run-throughs with a new partner, recorded.',
              },
            },
            {
              week: { de: '3 (letzte Woche)', en: '3 (last week)' },
              plan: {
                de: 'Einen zweiten ganzen Modelltest (z. B. Modelltest 3 hier auf der Website) zur Uhrzeit Ihrer Prüfung schreiben. Zwei ganze mündliche Probeprüfungen mit Aufgaben, die Sie nicht kennen. Die letzten zwei Tage: nichts Neues, nur die Kästen „Auf einen Blick“.',
                en: 'A second whole model test (e.g. model test 3 on this site) at the time of day of your exam. Two full oral mock exams with tasks you have not seen. The last two days: nothing new, only the “At a glance” boxes.',
              },
            },
          ],
        }),
        {
          type: 'callout',
          tone: 'tip',
          title: { de: 'Das Fehlerheft', en: 'The mistake log' },
          text: {
            de: 'Schreiben Sie jeden Fehler aus Tests und Aufnahmen auf, mit der richtigen Form daneben. Lesen Sie das Heft vor jedem Üben fünf Minuten lang. Fehler, die oft kommen, üben Sie gezielt.',
            en: 'Write down every mistake from your tests and recordings, with the correct form next to it. Read the log for five minutes before each practice session. Practise the mistakes that come up often.',
          },
        },
      ],
    },
    {
      id: 'oral-mock-kit',
      title: { de: 'Mündlich üben: Material und Checkliste', en: 'Oral practice: material and checklist' },
      blocks: [
        table({
          caption: {
            de: 'Material für eine mündliche Probeprüfung (auf diesen Spickzetteln)',
            en: 'Material for an oral mock exam (on these cheat sheets)',
          },
          columns: [
            { key: 'part', header: { de: 'Teil', en: 'Part' } },
            { key: 'material', header: { de: 'Material', en: 'Material' } },
          ],
          rows: [
            {
              part: { de: 'Teil 1', en: 'Part 1' },
              material: {
                de: 'Die Stichpunkte Name, Wohnort, Arbeit, Familie, Sprachen, Freizeit: „Sprechen Teil 1: Das WHO-System“',
                en: 'The cues name, where you live, work, family, languages, free time: “Speaking Part 1: The WHO System”',
              },
            },
            {
              part: { de: 'Teil 2', en: 'Part 2' },
              material: {
                de: 'Text A und Text B: Jede Person nimmt einen Text. Dazu die weiteren Fragen mit Argumenten: „Sprechthema: Umwelt“ und „Sprechthema: Technik und Medien“',
                en: 'Text A and text B: each person takes one text. Plus the further questions with arguments: “Speaking Topic: Environment” and “Speaking Topic: Technology and Media”',
              },
            },
            {
              part: { de: 'Teil 3', en: 'Part 3' },
              material: {
                de: 'Planungsaufgaben: Abschiedsfest für Sara („Zuhören in der mündlichen Prüfung“), Umzug von Herrn Yilmaz („Sprechen Teil 3“), Umwelttag und Infoabend (die beiden Sprechthemen)',
                en: 'Planning tasks: a farewell party for Sara (“Listening Mastery: Oral Exam”), Mr Yilmaz’s move (“Speaking Part 3”), an environment day and an information evening (the two speaking topics)',
              },
            },
            {
              part: { de: 'Alle Teile', en: 'All parts' },
              material: {
                de: 'Der mündliche Teil eines offiziellen Modelltests: Aufgaben, die Sie noch nicht kennen, für die letzte Probe',
                en: 'The oral part of an official model test: tasks you have not seen, for the final run-through',
              },
            },
          ],
        }),
        {
          type: 'steps',
          items: [
            {
              title: { de: 'Vorbereiten und sprechen', en: 'Prepare and talk' },
              text: {
                de: '20 Minuten jede Person allein, dann alle drei Teile, etwa 15 Minuten. Der Timer auf den Spickzetteln zur mündlichen Prüfung hilft. Nehmen Sie das Gespräch mit dem Handy auf.',
                en: '20 minutes each on your own, then all three parts, about 15 minutes. The timer on the oral exam cheat sheets helps. Record the conversation on your phone.',
              },
            },
            {
              title: { de: 'Mit der Checkliste prüfen', en: 'Check with the checklist' },
              text: {
                de: 'Hören Sie die Aufnahme zusammen an. Jedes Nein in der Checkliste ist Ihr nächstes Übungsziel: ab ins Fehlerheft.',
                en: 'Listen to the recording together. Every “no” on the checklist is your next practice goal: into the mistake log.',
              },
            },
            {
              title: { de: 'Partner wechseln', en: 'Change partners' },
              text: {
                de: 'Üben Sie jedes Mal mit einer anderen Person. Auch in der Prüfung kennen Sie Ihren Partner vielleicht nicht.',
                en: 'Practise with a different person each time. In the exam, too, you may not know your partner.',
              },
            },
          ],
        },
        table({
          caption: {
            de: 'Ja-Nein-Checkliste für den Partner (statt Punkten)',
            en: 'Yes/no checklist for your partner (instead of points)',
          },
          columns: [
            { key: 'part', header: { de: 'Teil', en: 'Part' } },
            { key: 'check', header: { de: 'Ja oder nein?', en: 'Yes or no?' } },
          ],
          rows: [
            {
              part: { de: 'Teil 1', en: 'Part 1' },
              check: {
                de: 'Zu jedem Stichpunkt etwas gesagt? Mindestens zwei Fragen gestellt? Auf die Antworten reagiert?',
                en: 'Said something on every cue? Asked at least two questions? Reacted to the answers?',
              },
            },
            {
              part: { de: 'Teil 2', en: 'Part 2' },
              check: {
                de: 'Text mit eigenen Worten? Eigene Erfahrung? Meinung mit Grund? Auf den Partner reagiert? Mindestens zwei Fragen gestellt?',
                en: 'Text in your own words? Own experience? Opinion with a reason? Reacted to your partner? Asked at least two questions?',
              },
            },
            {
              part: { de: 'Teil 3', en: 'Part 3' },
              check: {
                de: 'Zu jedem Punkt ein Vorschlag mit Grund? Auf Vorschläge reagiert, auch mal mit Nein und Grund? Geklärt, wer was macht? Den Plan zusammengefasst?',
                en: 'A suggestion with a reason for every point? Reacted to suggestions, sometimes with a no and a reason? Agreed who does what? Summed up the plan?',
              },
            },
            {
              part: { de: 'Alle Teile', en: 'All parts' },
              check: {
                de: 'Frei gesprochen, nicht abgelesen? Bei einem fehlenden Wort umschrieben, nicht geschwiegen?',
                en: 'Spoke freely, did not read out? Described a missing word instead of going silent?',
              },
            },
          ],
        }),
        {
          type: 'paragraph',
          text: {
            de: 'Warum keine Punkte? Punkte nach den Skalen der Prüfung (zum Beispiel 8 / 6 / 2 / 0) kann Ihr Übungspartner nicht sicher vergeben, Ja oder Nein aber schon. Eine Punktzahl kann nur eine Lehrerin oder ein Lehrer schätzen.',
            en: 'Why no points? Your practice partner cannot reliably give points on the exam scales (for example 8 / 6 / 2 / 0), but can say yes or no. Only a teacher can estimate a score.',
          },
        },
      ],
    },
    {
      id: 'score-tracker',
      title: { de: 'Ihr Punkte-Tracker', en: 'Your score tracker' },
      blocks: [
        table({
          caption: {
            de: 'Vorlage zum Ausdrucken: eine Zeile pro Test (erste Zeile: Amira)',
            en: 'A template to print: one row per test (first row: Amira)',
          },
          columns: [
            { key: 'date', header: { de: 'Datum', en: 'Date' } },
            { key: 'test', header: { de: 'Test', en: 'Test' } },
            { key: 'reading', header: { de: 'Lesen (75)', en: 'Reading (75)' } },
            // A soft hyphen: the word may break, so nine columns fit beside each other at 1280 px.
            { key: 'elements', header: { same: 'Sprach\u00adbausteine (30)' } },
            { key: 'listening', header: { de: 'Hören (75)', en: 'Listening (75)' } },
            { key: 'writing', header: { de: 'Schreiben (45)', en: 'Writing (45)' } },
            { key: 'written', header: { de: 'Schriftlich (225, ab 135)', en: 'Written (225, pass 135)' } },
            { key: 'oral', header: { de: 'Mündlich (75, ab 45)', en: 'Oral (75, pass 45)' } },
            { key: 'passed', header: { de: 'Bestanden?', en: 'Passed?' } },
          ],
          rows: [
            {
              date: { de: '3. Mai', en: '3 May' },
              test: { de: 'Modelltest 1', en: 'Model test 1' },
              reading: { de: '52,5', en: '52.5' },
              elements: { de: '19,5', en: '19.5' },
              listening: { de: '52,5', en: '52.5' },
              writing: { same: '33' },
              written: { de: '157,5', en: '157.5' },
              oral: { same: '57' },
              passed: { de: 'ja, beide', en: 'yes, both' },
            },
            BLANK_ROW,
            BLANK_ROW,
            BLANK_ROW,
          ],
        }),
        {
          type: 'list',
          items: [
            {
              de: '**Schwächster Teil zuerst:** Bei Amira sind es die Sprachbausteine (19,5 von 30). Sie liest den Spickzettel „Sprachbausteine: Muster erkennen“ und übt eine Woche lang jeden Tag.',
              en: '**Weakest part first:** for Amira that is Sprachbausteine (19.5 of 30). She reads the cheat sheet “Language Elements Patterns” and practises every day for a week.',
            },
            {
              de: '**Mit Puffer planen:** Üben Sie, bis Sie sicher über 135 und 45 liegen. In der Prüfung sind viele nervöser als zu Hause.',
              en: '**Plan a margin:** practise until you are safely above 135 and 45. Many people are more nervous in the exam than at home.',
            },
            {
              de: '**Mündlich eintragen:** Die Prüferinnen und Prüfer bewerten in jedem Teil vier Kriterien: Ausdrucksfähigkeit, Aufgabenbewältigung, Formale Richtigkeit, Aussprache/Intonation. Tragen Sie nur Punkte ein, die eine Lehrerin oder ein Lehrer geschätzt hat. Mit Ihrem Partner nutzen Sie die Ja-Nein-Checkliste.',
              en: '**Recording oral scores:** in every part the examiners mark four criteria: [[Ausdrucksfähigkeit]] (range of expression), [[Aufgabenbewältigung]] (task completion), [[Formale Richtigkeit]] (formal accuracy), [[Aussprache/Intonation]] (pronunciation and intonation). Enter only points a teacher has estimated. With your partner, use the yes/no checklist.',
            },
          ],
        },
      ],
    },
  ],
  closing: {
    de: 'Sie kennen jetzt jeden Teil, Ihre Punkte und Ihren schwächsten Teil. Üben Sie ihn gezielt, dann gehen Sie ruhig in die Prüfung.',
    en: 'You now know every part, your points and your weakest part. Practise it with focus, then walk into the exam calmly.',
  },
  seoMeta: {
    title: {
      de: 'Wiederholung und Modelltests – telc Deutsch B1',
      en: 'Master Review and Mock Tests – telc Deutsch B1',
    },
    description: {
      de: 'telc Deutsch B1 wiederholen: Checkliste für alle Teile, Mini-Test mit Lösungen, Punkte und Noten selbst ausrechnen, Prüfung simulieren, Punkte-Tracker.',
      en: 'Review telc Deutsch B1: a checklist for every part, a mini test with answers, working out points and grades, simulating the exam and a score tracker.',
    },
  },
} satisfies Sheet;
