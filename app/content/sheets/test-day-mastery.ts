import { table, type Sheet } from '../sheet-schema';

/**
 * German taught in more than one place on this sheet, with its translation: written once, used where it
 * is taught.
 */
const EINEN_MOMENT_BITTE = {
  german: 'Einen Moment bitte, ich überlege kurz.',
  translation: 'One moment, please, let me think.',
} as const;
const FRAGE_WIEDERHOLEN = {
  german: 'Können Sie die Frage bitte wiederholen?',
  translation: 'Can you repeat the question, please?',
} as const;
const WORT_FEHLT = {
  german: 'Mir fällt das Wort gerade nicht ein. Es ist ein Ding, mit dem man …',
  translation: 'The word escapes me right now. It’s a thing you use to …',
} as const;
const NOCH_EINMAL = {
  german: 'Entschuldigung, ich fange noch einmal an.',
  translation: 'Sorry, let me start again.',
} as const;

/** Cheat sheet #09: Test Day Mastery. */
export const testDayMastery = {
  pageTitle: {
    main: { de: 'Der', en: 'Test Day' },
    highlight: { de: 'Prüfungstag', en: 'Mastery' },
    subtitle: {
      de: 'Was Sie mitbringen, was Sie abgeben, wie der Tag abläuft und wie Sie auch mit Herzklopfen ruhig bleiben.',
      en: 'What to bring, what to hand in, how the day runs and how to stay calm even with a pounding heart.',
    },
  },
  exam: { de: 'Schriftliche und mündliche Prüfung', en: 'Written and oral exam' },
  summary: {
    method: [
      {
        de: '**Ausweis** an jedem Prüfungstag, auch zur mündlichen Prüfung: das Original, gültig, mit Foto, derselbe wie bei der Anmeldung. Ohne ihn dürfen Sie nicht teilnehmen.',
        en: 'Your **ID** on every exam day, the oral exam too: the original, valid, with a photo, the one you registered with. Without it you cannot sit the exam.',
      },
      {
        de: 'Handy, Smartwatch, Tasche und Jacke geben Sie ab. Ein Handy zu benutzen, gilt als Täuschung.',
        en: 'You hand in your phone, smartwatch, bag and jacket. Using a phone counts as cheating.',
      },
      {
        de: 'Lösungen sofort auf den Antwortbogen: Hören **+** / **−**, Lesen Teil 3 **x**, wenn keine Anzeige passt.',
        en: 'Answers on the answer sheet at once: listening **+** / **−**, reading part 3 **x** if no advert fits.',
      },
      {
        de: 'Mündlich: Ihre Notizen aus der Vorbereitung dürfen Sie in der Regel ansehen, aber nicht vorlesen.',
        en: 'Oral exam: you may usually look at your notes from the preparation, but not read them out.',
      },
      {
        de: 'Nervös? Länger ausatmen als einatmen (4-4-6), dann ruhig weitersprechen.',
        en: 'Nervous? Breathe out longer than you breathe in (4-4-6), then carry on calmly.',
      },
    ],
    phrases: [
      EINEN_MOMENT_BITTE,
      FRAGE_WIEDERHOLEN,
      WORT_FEHLT,
      NOCH_EINMAL,
      { german: 'Hier ist mein Ausweis.', translation: 'Here is my ID.' },
    ],
    figures: [
      {
        label: { de: 'Schriftliche Prüfung', en: 'Written exam' },
        value: {
          de: '150 Minuten, 225 Punkte, bestanden ab 135 Punkten',
          en: '150 minutes, 225 points, pass mark 135 points',
        },
      },
      {
        label: { de: 'Mündliche Prüfung', en: 'Oral exam' },
        value: {
          de: '20 Minuten Vorbereitung, etwa 15 Minuten pro Paar, 75 Punkte, bestanden ab 45 Punkten',
          en: '20 minutes of preparation, about 15 minutes per pair, 75 points, pass mark 45 points',
        },
      },
      {
        label: { de: 'Termin der mündlichen Prüfung', en: 'Date of the oral exam' },
        value: {
          de: 'am selben Tag oder an einem anderen Tag (meist innerhalb von 14 Tagen), manchmal vor der schriftlichen',
          en: 'the same day or another day (usually within 14 days), sometimes before the written exam',
        },
      },
      {
        label: { de: 'Wiederholen', en: 'Retaking' },
        value: {
          de: 'nur den nicht bestandenen Teil, als ganze schriftliche oder mündliche Prüfung; begrenzte Frist, fragen Sie Ihr Zentrum',
          en: 'only the failed block, the whole written or oral exam; limited period, ask your centre',
        },
      },
    ],
  },
  sections: [
    {
      id: 'bring-and-hand-in',
      title: { de: 'Mitbringen und abgeben', en: 'What to bring and hand in' },
      blocks: [
        {
          type: 'callout',
          tone: 'warning',
          title: { de: 'Das Wichtigste: Ihr Ausweis', en: 'Most important: your ID' },
          text: {
            de: 'Bringen Sie einen **gültigen, amtlichen Ausweis mit Foto im Original** mit, und zwar den Ausweis, mit dem Sie sich angemeldet haben. Eine Kopie oder ein Foto auf dem Handy reicht nicht. **Ohne diesen Ausweis können Sie die Prüfung nicht machen.**',
            en: 'Bring a **valid official photo ID, the original**, and the one you registered with. A copy or a photo on your phone is not enough. **Without this ID you cannot sit the exam.**',
          },
        },
        table({
          caption: { de: 'Was wohin gehört', en: 'What goes where' },
          columns: [
            { key: 'where', header: { de: 'Wo', en: 'Where' } },
            { key: 'what', header: { de: 'Was', en: 'What' } },
          ],
          rows: [
            {
              where: { de: 'Auf dem Tisch', en: 'On the desk' },
              what: {
                de: 'Aufgabenheft, Antwortbogen, Stifte oder Bleistifte, Radiergummi, gestempeltes Notizpapier. Eine Armbanduhr nehmen Sie ab und legen sie auf den Tisch.',
                en: 'Task booklet, answer sheet, pens or pencils, eraser, stamped note paper. You take off your watch and lay it on the desk.',
              },
            },
            {
              where: { de: 'Abgeben', en: 'Hand in' },
              what: {
                de: 'Handy, Smartwatch und alle anderen elektronischen Geräte, Tasche, Jacke',
                en: 'Phone, smartwatch and all other electronic devices, bag, jacket',
              },
            },
            {
              where: { de: 'Nicht erlaubt', en: 'Not allowed' },
              what: {
                de: 'Wörterbücher und elektronische Geräte, in allen Teilen der Prüfung',
                en: 'Dictionaries and electronic devices, in every part of the exam',
              },
            },
            {
              where: { de: 'Vorher fragen', en: 'Ask beforehand' },
              what: {
                de: 'Getränke: Viele Zentren erlauben sie nur in durchsichtigen Flaschen ohne Etikett. Stifte: Fragen Sie, ob Sie eigene mitbringen sollen.',
                en: 'Drinks: many centres allow them only in clear bottles without a label. Pens: ask whether you should bring your own.',
              },
            },
          ],
        }),
        {
          type: 'callout',
          tone: 'warning',
          title: { de: 'Handy = Täuschung', en: 'Phone = cheating' },
          text: {
            de: 'Ein Handy während der Prüfung zu benutzen, gilt als Täuschung, auch ein kurzer Blick auf die Uhrzeit. Nehmen Sie deshalb eine einfache Armbanduhr mit. Schalten Sie das Handy aus, bevor Sie es abgeben.',
            en: 'Using a phone during the exam counts as cheating, even a quick look at the time. So bring a simple watch. Switch your phone off before you hand it in.',
          },
        },
        {
          type: 'dialogue',
          title: { de: 'Beim Einlass', en: 'At check-in' },
          lines: [
            {
              speaker: { de: 'Aufsicht', en: 'Invigilator' },
              german: 'Guten Morgen! Zu welcher Prüfung möchten Sie?',
              translation: 'Good morning! Which exam are you here for?',
            },
            {
              speaker: { de: 'Sie', en: 'You' },
              german: 'Guten Morgen. Ich bin zur B1-Prüfung angemeldet. Hier ist mein Ausweis.',
              translation: 'Good morning. I am registered for the B1 exam. Here is my ID.',
            },
            {
              speaker: { de: 'Aufsicht', en: 'Invigilator' },
              german: 'Danke. Bitte geben Sie Ihr Handy und Ihre Tasche dort drüben ab.',
              translation: 'Thank you. Please hand in your phone and your bag over there.',
            },
            {
              speaker: { de: 'Sie', en: 'You' },
              german: 'Darf ich meine Wasserflasche mitnehmen?',
              translation: 'May I take my water bottle with me?',
            },
            {
              speaker: { de: 'Aufsicht', en: 'Invigilator' },
              german: 'Ja, aber bitte ohne Etikett.',
              translation: 'Yes, but without the label, please.',
              note: {
                de: 'So ist es in vielen Zentren. Die Regeln Ihres Zentrums gelten.',
                en: 'This is how many centres do it. Your centre’s rules apply.',
              },
            },
          ],
        },
      ],
    },
    {
      id: 'the-day',
      title: { de: 'Der Ablauf des Tages', en: 'How the day runs' },
      blocks: [
        {
          type: 'paragraph',
          text: {
            de: 'Der genaue Ablauf hängt vom Prüfungszentrum ab. Lesen Sie Ihre Einladung genau. Sicher ist: Die schriftliche Prüfung dauert **150 Minuten**. Die mündliche Prüfung beginnt mit **20 Minuten** Vorbereitung und dauert dann **etwa 15 Minuten** pro Paar.',
            en: 'The exact schedule depends on the exam centre. Read your invitation carefully. What is certain: the written exam lasts **150 minutes**. The oral exam starts with **20 minutes** of preparation and then takes **about 15 minutes** per pair.',
          },
        },
        {
          type: 'list',
          items: [
            {
              de: '**Ankommen:** Seien Sie früh da. Als Faustregel etwa 30 Minuten vor Beginn, damit Verspätungen im Verkehr Sie nicht stressen.',
              en: '**Arrive:** be there early. As a rule of thumb, about 30 minutes before the start, so that traffic delays do not stress you.',
            },
            {
              de: '**Einlass:** Sie zeigen Ihren Ausweis und geben Handy, Tasche und Jacke ab. Hören Sie gut zu, wenn die Aufsicht den Ablauf erklärt.',
              en: '**Check-in:** you show your ID and hand in your phone, bag and jacket. Listen carefully when the invigilator explains the procedure.',
            },
            {
              de: '**Schriftliche Prüfung:** im Modelltest zuerst Lesen und Sprachbausteine (90 Minuten), dann Hören (etwa 30 Minuten), dann Schreiben (30 Minuten). Es gelten die Anweisungen im Raum. Meist in einer Sitzung ohne geplante Pause. Den Zeitplan dafür finden Sie auf dem Spickzettel „Der 150-Minuten-Marathon“.',
              en: '**Written exam:** in the model test, first reading and Sprachbausteine (90 minutes), then listening (about 30 minutes), then writing (30 minutes). The instructions in the room count. Usually in one sitting without a scheduled break. The time plan is on the cheat sheet “The 150-Minute Marathon”.',
            },
            {
              de: '**Mündliche Prüfung:** am selben Tag oder an einem anderen Tag (meist innerhalb von 14 Tagen), manchmal sogar vor der schriftlichen Prüfung. Ihr Zentrum sagt Ihnen den Termin. An einem anderen Tag zeigen Sie Ihren Ausweis noch einmal.',
              en: '**Oral exam:** on the same day or another day (usually within 14 days), sometimes even before the written exam. Your centre tells you the date. On another day you show your ID again.',
            },
            {
              de: '**Warten:** Zwischen zwei Prüfungen kann es Wartezeit geben. Nehmen Sie etwas zu essen mit. Essen Sie draußen, nicht im Prüfungsraum.',
              en: '**Waiting:** there may be waiting time between two exams. Bring something to eat, and eat it outside, not in the exam room.',
            },
          ],
        },
        {
          type: 'callout',
          tone: 'warning',
          title: { de: 'Wenn etwas dazwischenkommt', en: 'If something goes wrong' },
          text: {
            de: 'Sie stehen im Stau oder sind krank? Rufen Sie sofort Ihr Prüfungszentrum an. Ob Sie noch teilnehmen können oder was dann gilt, entscheidet das Zentrum.',
            en: 'Stuck in traffic or ill? Call your exam centre at once. The centre decides whether you can still take part and what happens next.',
          },
        },
        {
          type: 'timeline',
          caption: {
            de: 'Die mündliche Prüfung: 20 Minuten Vorbereitung, dann etwa 15 Minuten Gespräch (ungefähre Zeiten)',
            en: 'The oral exam: 20 minutes of preparation, then about 15 minutes of talking (approximate times)',
          },
          headers: {
            phase: { same: 'Phase' },
            activity: { de: 'Was passiert', en: 'What happens' },
            duration: { de: 'Zeit', en: 'Time' },
            goal: { de: 'Punkte', en: 'Points' },
          },
          segments: [
            {
              phase: { de: 'Vorbereitung', en: 'Preparation' },
              activity: {
                de: 'Meist in einem anderen Raum, allein mit allen Aufgabenblättern und Notizpapier.',
                en: 'Usually in a separate room, on your own with all the task sheets and note paper.',
              },
              from: 0,
              to: 20,
              goal: { de: 'keine Punkte', en: 'no points' },
            },
            {
              phase: { de: 'Teil 1', en: 'Part 1' },
              activity: {
                de: 'Einander kennenlernen: antworten und zurückfragen.',
                en: 'Getting to know each other ([[Einander kennenlernen]]): answer and ask back.',
              },
              from: 20,
              to: 23,
              goal: { de: '15 Punkte', en: '15 points' },
            },
            {
              phase: { de: 'Teil 2', en: 'Part 2' },
              activity: {
                de: 'Über ein Thema sprechen: sagen, was in Ihrem Text steht, dann Erfahrungen und Meinungen austauschen.',
                en: 'Talking about a topic ([[Über ein Thema sprechen]]): say what your text says, then share experiences and opinions.',
              },
              from: 23,
              to: 29,
              goal: { de: '30 Punkte', en: '30 points' },
            },
            {
              phase: { de: 'Teil 3', en: 'Part 3' },
              activity: {
                de: 'Gemeinsam etwas planen: vorschlagen, reagieren, sich einigen.',
                en: 'Planning something together ([[Gemeinsam etwas planen]]): suggest, react, agree.',
              },
              from: 29,
              to: 35,
              goal: { de: '30 Punkte', en: '30 points' },
            },
          ],
        },
      ],
    },
    {
      id: 'answer-sheet',
      title: { de: 'Der Antwortbogen', en: 'The answer sheet' },
      blocks: [
        {
          type: 'paragraph',
          text: {
            de: 'Punkte gibt es nur für das, was auf dem Antwortbogen steht. Rechnen Sie nicht mit Extrazeit zum Übertragen: Die Seite für Lesen und Sprachbausteine wird in der Regel eingesammelt, wenn die 90 Minuten vorbei sind, die Seite für das Hören gleich nach dem Hören.',
            en: 'Points are given only for what is on the answer sheet. Do not count on extra time to transfer answers: the page for reading and Sprachbausteine is usually collected when the 90 minutes end, the listening page right after listening.',
          },
        },
        {
          type: 'list',
          items: [
            {
              de: '**Sofort markieren:** nach jeder Aufgabe, nicht am Ende des Teils.',
              en: '**Mark at once:** after each item, not at the end of the part.',
            },
            {
              de: '**Hören:** **+** für richtig, **−** für falsch.',
              en: '**Listening:** **+** for true ([[richtig]]), **−** for false ([[falsch]]).',
            },
            {
              de: '**Lesen Teil 3:** **x**, wenn keine Anzeige passt. Das x ist eine Lösung, keine leere Zeile.',
              en: '**Reading part 3:** **x** if no advert fits. The x is an answer, not an empty row.',
            },
            {
              de: '**Klar korrigieren:** Wenn Sie etwas ändern, muss eindeutig sein, was gilt. Halten Sie sich an die Anweisungen auf dem Bogen.',
              en: '**Correct clearly:** if you change something, it must be obvious which answer counts. Follow the instructions on the sheet.',
            },
            {
              de: '**Nummern prüfen:** Steht die Lösung in der richtigen Zeile? Ist keine Zeile leer?',
              en: '**Check the numbers:** is the answer in the right row? Is no row empty?',
            },
          ],
        },
      ],
    },
    {
      id: 'oral-exam',
      title: { de: 'Die mündliche Prüfung vor Ort', en: 'The oral exam at the centre' },
      blocks: [
        {
          type: 'callout',
          tone: 'warning',
          title: {
            de: 'Mündlich an einem anderen Tag? Wieder mit Ausweis!',
            en: 'Oral exam on another day? Bring your ID again!',
          },
          text: {
            de: 'Ist die mündliche Prüfung an einem anderen Tag, brauchen Sie auch dann Ihren Ausweis im Original – denselben wie bei der Anmeldung. Ohne ihn können Sie die mündliche Prüfung nicht machen.',
            en: 'If the oral exam is on another day, you need your original ID on that day too – the same one you registered with. Without it you cannot take the oral exam.',
          },
        },
        {
          type: 'steps',
          items: [
            {
              title: { de: 'Im Vorbereitungsraum', en: 'In the preparation room' },
              text: {
                de: 'In der Regel bekommen Sie **alle** Aufgabenblätter auf einmal. Für Teil 1 stehen dort nur Stichwörter, für Teil 2 Ihr Text, für Teil 3 die Planungsaufgabe. Sie haben 20 Minuten.',
                en: 'You usually get **all** the task sheets at once. For part 1 there are only cue words, for part 2 your text, for part 3 the planning task. You have 20 minutes.',
              },
            },
            {
              title: { de: 'Notizen machen', en: 'Make notes' },
              text: {
                de: 'Meist schreiben Sie auf gestempeltes Papier, das Sie dort bekommen. Schreiben Sie Stichwörter, keine ganzen Sätze: Die Notizen dürfen Sie in der Regel mit in den Prüfungsraum nehmen und ansehen, aber nicht vorlesen.',
                en: 'Usually you write on stamped paper that you are given there. Write keywords, not full sentences: as a rule, you may take the notes into the exam room and look at them, but not read them out.',
              },
            },
            {
              title: { de: 'Allein vorbereiten', en: 'Prepare on your own' },
              text: {
                de: 'Unser Rat, keine offizielle Regel: Bereiten Sie sich allein vor und planen Sie nicht mit Ihrem Partner. Ein natürliches Gespräch entsteht erst im Prüfungsraum.',
                en: 'Our advice, not an official rule: prepare on your own and do not plan with your partner. A natural conversation only happens in the exam room.',
              },
            },
            {
              title: { de: 'Im Prüfungsraum', en: 'In the exam room' },
              text: {
                de: 'Normalerweise sitzen dort zwei Prüferinnen und Prüfer. Zu ihnen sagen Sie „Sie“, zu Ihrem Partner meist „du“.',
                en: 'Normally there are two examiners. You address them as [[Sie]] and your partner usually as [[du]].',
              },
            },
          ],
        },
        {
          type: 'callout',
          tone: 'info',
          title: { de: 'Paar- oder Einzelprüfung?', en: 'Pair or single exam?' },
          text: {
            de: 'Normalerweise machen Sie die mündliche Prüfung zu zweit. Ist nur eine Person angemeldet, übernimmt eine Prüferin oder ein Prüfer die Rolle des Partners. Auch dann gilt: Fragen Sie zurück und reagieren Sie auf Ihr Gegenüber.',
            en: 'Normally you take the oral exam as a pair. If only one candidate is registered, one of the examiners takes the partner’s role. Then, too: ask back and react to the other person.',
          },
        },
        {
          type: 'paragraph',
          text: {
            de: 'Einen Zeitplan für die 20 Minuten Vorbereitung finden Sie auf dem Spickzettel „Strategie für die mündliche Prüfung“.',
            en: 'A time plan for the 20 minutes of preparation is on the cheat sheet “Oral Block Strategy”.',
          },
        },
      ],
    },
    {
      id: 'stay-calm',
      title: { de: 'Ruhig bleiben', en: 'Staying calm' },
      blocks: [
        {
          type: 'paragraph',
          text: {
            de: 'Herzklopfen ist normal. Es zeigt, dass Ihnen die Prüfung wichtig ist. Diese Techniken dauern weniger als eine Minute, und niemand merkt etwas davon.',
            en: 'A pounding heart is normal. It shows that the exam matters to you. These techniques take less than a minute, and nobody notices them.',
          },
        },
        table({
          caption: { de: 'Drei Techniken gegen Nervosität', en: 'Three techniques against nerves' },
          columns: [
            { key: 'technique', header: { de: 'Technik', en: 'Technique' } },
            { key: 'how', header: { de: 'So geht es', en: 'How it works' } },
            { key: 'when', header: { de: 'Wann', en: 'When' } },
          ],
          rows: [
            {
              technique: { de: 'Atmen 4-4-6', en: 'Breathing 4-4-6' },
              how: {
                de: '4 Sekunden durch die Nase einatmen, 4 Sekunden halten, 6 Sekunden langsam ausatmen. Dreimal wiederholen. Das lange Ausatmen beruhigt.',
                en: 'Breathe in through your nose for 4 seconds, hold for 4, breathe out slowly for 6. Repeat three times. The long out-breath calms you.',
              },
              when: {
                de: 'vor dem Start, vor dem Hören, vor dem Prüfungsraum',
                en: 'before the start, before listening, outside the exam room',
              },
            },
            {
              technique: { de: 'Box-Atmung', en: 'Box breathing' },
              how: {
                de: '4 Sekunden einatmen, 4 halten, 4 ausatmen, 4 halten, wie die vier Seiten eines Quadrats.',
                en: 'Breathe in for 4 seconds, hold for 4, breathe out for 4, hold for 4, like the four sides of a square.',
              },
              when: {
                de: 'wenn die Gedanken rasen, zum Beispiel bei einem schweren Text',
                en: 'when your thoughts race, for example during a hard text',
              },
            },
            {
              technique: { de: 'Erdung (Grounding)', en: 'Grounding' },
              how: {
                de: 'Beide Füße fest auf den Boden stellen, den Stuhl im Rücken spüren. Dann in Gedanken auf Deutsch drei Dinge nennen, die Sie sehen: [[der Tisch, die Uhr, das Fenster]].',
                en: 'Put both feet firmly on the floor and feel the chair at your back. Then, in your head, name three things you see, in German: [[der Tisch, die Uhr, das Fenster]] (the table, the clock, the window).',
              },
              when: {
                de: 'im Wartebereich und im Vorbereitungsraum; das Deutsch wärmt Sie dabei gleich auf',
                en: 'in the waiting area and the preparation room; the German warms you up at the same time',
              },
            },
          ],
        }),
        {
          type: 'phrases',
          title: {
            de: 'Zeit gewinnen in der mündlichen Prüfung',
            en: 'Buying time in the oral exam',
          },
          items: [
            {
              ...EINEN_MOMENT_BITTE,
              tip: {
                de: 'Dann einmal ruhig ausatmen und weitersprechen.',
                en: 'Then breathe out calmly once and go on.',
              },
            },
            {
              ...FRAGE_WIEDERHOLEN,
              tip: {
                de: 'Zu Ihrem Partner: [[Kannst du das bitte wiederholen?]]',
                en: 'To your partner: [[Kannst du das bitte wiederholen?]]',
              },
            },
            {
              german: 'Das ist eine gute Frage. Also …',
              translation: 'That’s a good question. Well …',
            },
            {
              ...WORT_FEHLT,
              tip: {
                de: 'Umschreiben statt schweigen: Das zeigt, dass Sie sich helfen können.',
                en: 'Describe it instead of falling silent: it shows you can help yourself.',
              },
            },
            NOCH_EINMAL,
          ],
        },
      ],
    },
    {
      id: 'results-and-retakes',
      title: { de: 'Ergebnis und Wiederholung', en: 'Results and retakes' },
      blocks: [
        {
          type: 'paragraph',
          text: {
            de: 'Sie bestehen, wenn Sie in **beiden** Prüfungen mindestens 60 % haben: schriftlich 135 von 225 Punkten, mündlich 45 von 75 Punkten. In der schriftlichen Prüfung gleichen sich die Teile aus. Eine Mindestpunktzahl für das Hören oder das Schreiben allein gibt es nicht.',
            en: 'You pass if you score at least 60 % in **both** blocks: 135 of 225 points in the written exam, 45 of 75 points in the oral exam. In the written exam the parts make up for each other. There is no minimum score for listening or writing alone.',
          },
        },
        table({
          caption: {
            de: 'Noten (nur wenn beide Prüfungen bestanden sind; zusammen 300 Punkte)',
            en: 'Grades (only when both blocks are passed; 300 points in all)',
          },
          columns: [
            { key: 'points', header: { de: 'Punkte', en: 'Points' } },
            { key: 'grade', header: { de: 'Note', en: 'Grade' }, lang: 'de' },
            { key: 'meaning', header: { de: 'Bedeutung', en: 'Meaning' }, lang: 'en' },
          ],
          rows: [
            { points: { same: '270–300' }, grade: 'sehr gut', meaning: 'very good' },
            { points: { de: '240–269,5', en: '240–269.5' }, grade: 'gut', meaning: 'good' },
            {
              points: { de: '210–239,5', en: '210–239.5' },
              grade: 'befriedigend',
              meaning: 'satisfactory',
            },
            {
              points: { de: '180–209,5', en: '180–209.5' },
              grade: 'ausreichend',
              meaning: 'sufficient',
            },
            {
              points: {
                de: 'ein Prüfungsteil unter 60 % (egal, wie viele Punkte insgesamt)',
                en: 'either block below 60 % (whatever the total)',
              },
              grade: 'nicht bestanden',
              meaning: 'not passed',
            },
          ],
        }),
        {
          type: 'callout',
          tone: 'info',
          title: { de: 'Nur eine Prüfung nicht bestanden?', en: 'Failed only one block?' },
          items: [
            {
              de: 'Sie können die nicht bestandene Prüfung allein wiederholen: die **ganze** schriftliche oder die **ganze** mündliche Prüfung, nie nur einen Teil wie das Hören.',
              en: 'You can retake the failed block on its own: the **whole** written or the **whole** oral exam, never just one part such as listening.',
            },
            {
              de: 'Das geht nur in einer begrenzten Frist. Im Modelltest steht: im selben oder im folgenden Kalenderjahr; manche Zentren sagen 12 Monate. Fragen Sie Ihr Prüfungszentrum.',
              en: 'This is possible only within a limited period. The model test says: in the same or the following calendar year; some centres say 12 months. Ask your exam centre.',
            },
            {
              de: 'Wann und wie Sie Ihr Ergebnis bekommen, sagt Ihnen ebenfalls Ihr Zentrum.',
              en: 'Your centre will also tell you when and how you get your result.',
            },
          ],
        },
      ],
    },
    {
      id: 'checklists',
      title: {
        de: 'Checkliste: Der Abend vorher und der Morgen',
        en: 'Checklist: the night before and the morning',
      },
      blocks: [
        {
          type: 'callout',
          tone: 'tip',
          title: { de: 'Am Abend vorher', en: 'The night before' },
          items: [
            {
              de: 'Ausweis (Original, gültig, derselbe wie bei der Anmeldung) in die Tasche legen – auch am Abend vor einer mündlichen Prüfung an einem anderen Tag.',
              en: 'Put your ID (original, valid, the same as at registration) in your bag – also the night before an oral exam on another day.',
            },
            {
              de: 'Einladung oder Anmeldebestätigung lesen: Adresse, Raum, Uhrzeit, Termin der mündlichen Prüfung.',
              en: 'Read the invitation or registration confirmation: address, room, time, date of the oral exam.',
            },
            {
              de: 'Den Weg planen und einen Puffer für Verspätungen einrechnen.',
              en: 'Plan your route and allow a buffer for delays.',
            },
            {
              de: 'Einpacken: Stifte, Bleistift, Radiergummi, einfache Armbanduhr, Wasser in einer durchsichtigen Flasche ohne Etikett, etwas zu essen für die Wartezeit.',
              en: 'Pack: pens, a pencil, an eraser, a simple watch, water in a clear bottle without a label, something to eat while you wait.',
            },
            {
              de: 'Mehrere Schichten anziehen: Die Jacke geben Sie ab, und der Raum kann kühl oder warm sein.',
              en: 'Wear layers: you hand in your jacket, and the room may be cool or warm.',
            },
            {
              de: 'Nichts Neues mehr lernen. Lesen Sie nur die Kästen „Auf einen Blick“ Ihrer Spickzettel und gehen Sie früh schlafen.',
              en: 'Do not learn anything new. Read only the “At a glance” boxes of your cheat sheets and go to bed early.',
            },
          ],
        },
        {
          type: 'callout',
          tone: 'tip',
          title: { de: 'Am Morgen', en: 'In the morning' },
          items: [
            {
              de: 'Gut frühstücken, aber nicht zu schwer.',
              en: 'Have a good breakfast, but not too heavy.',
            },
            {
              de: 'Vor dem Gehen noch einmal prüfen: Ausweis dabei?',
              en: 'Check once more before you leave: ID with you?',
            },
            {
              de: 'Auf dem Weg Deutsch aufwärmen: Stellen Sie sich leise selbst vor, wie in Teil 1 der mündlichen Prüfung.',
              en: 'Warm up your German on the way: quietly introduce yourself, as in part 1 of the oral exam.',
            },
            {
              de: 'Früh ankommen, zur Toilette gehen, das Handy ausschalten und abgeben.',
              en: 'Arrive early, go to the toilet, switch off your phone and hand it in.',
            },
            {
              de: 'Vor dem Start einmal die 4-4-6-Atmung. Dann los.',
              en: 'Before the start, one round of 4-4-6 breathing. Then off you go.',
            },
          ],
        },
      ],
    },
  ],
  closing: {
    de: 'Sie haben gelernt, jetzt zählt nur noch der Tag selbst. Mit Ausweis, Plan und ruhigem Atem sind Sie gut vorbereitet.',
    en: 'You have done the learning; now only the day itself counts. With your ID, a plan and calm breathing you are well prepared.',
  },
  seoMeta: {
    title: { de: 'Der Prüfungstag – telc Deutsch B1', en: 'Test Day Mastery – telc Deutsch B1' },
    description: {
      de: 'Prüfungstag telc Deutsch B1: Ausweis und Mitbringliste, was verboten ist, Ablauf, Antwortbogen, mündliche Vorbereitung, Ruhe-Techniken und Wiederholung.',
      en: 'telc Deutsch B1 test day: ID and what to bring, what is forbidden, how the day runs, the answer sheet, oral preparation, calming techniques and retakes.',
    },
  },
} satisfies Sheet;
