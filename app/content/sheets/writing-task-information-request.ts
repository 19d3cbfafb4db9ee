import { table, type Sheet } from '../sheet-schema';
import {
  GREETING_RULE,
  WRITING_CRITERIA_TABLE,
  WRITING_FIGURES,
  WRITING_NOT_REQUIRED,
  WRITING_ONE_TASK,
  WRITING_PLAN,
  WRITING_WEAKER_INTRO,
  finalCheck,
} from './writing-shared';
import { WEEKDAY_CUES } from '../writing-cues';

/** German taught in more than one place on this sheet: written once, used where it is taught. */
const MIT_FREUNDLICHEN_GRUSSEN = 'Mit freundlichen Grüßen';
const ICH_FREUE_MICH_AUF = {
  german: 'Ich freue mich auf Ihre Antwort.',
  translation: 'I look forward to your reply.',
} as const;

/** Cheat sheet #22: Writing practice, the information request (one situation for the exam's one e-mail). */
export const writingTaskInformationRequest = {
  pageTitle: {
    main: { de: 'Schreiben üben:', en: 'Writing practice:' },
    highlight: { de: 'Bitte um Informationen', en: 'Information request' },
    subtitle: {
      de: 'Preise, Zeiten, Bedingungen: So fragen Sie in der Prüfungs-E-Mail höflich nach und bilden indirekte Fragen mit dem Verb am Ende.',
      en: 'Prices, times, conditions: how to ask politely in the exam e-mail and build indirect questions with the verb at the end.',
    },
  },
  exam: { de: 'Schriftliche Prüfung · Schreiben', en: 'Written exam · Writing' },
  summary: {
    method: [
      {
        de: '**Eine E-Mail, vier Leitpunkte:** Die Bitte um Informationen ist ein Übungsthema für die eine Schreibaufgabe der Prüfung, keine eigene Aufgabe.',
        en: '**One e-mail, four guiding points:** the information request is a practice situation for the exam’s one writing task, not a separate task.',
      },
      {
        de: '**Aufbau:** Dank und Grund → klare Fragen zu den Leitpunkten → Bitte um Antwort und Gruß.',
        en: '**Structure:** thanks and reason → clear questions on the guiding points → request for a reply and closing.',
      },
      {
        de: '**Indirekte Frage:** Einleitung + Fragewort oder [[ob]] + Verb am Ende: [[…, wie viel der Kurs kostet.]]',
        en: '**Indirect question:** lead-in + question word or [[ob]] + verb at the end: [[…, wie viel der Kurs kostet.]]',
      },
      {
        de: '**Satzzeichen:** [[Können Sie mir sagen, …?]] endet mit Fragezeichen, [[Ich möchte gern wissen, …]] mit Punkt.',
        en: '**Punctuation:** [[Können Sie mir sagen, …?]] ends with a question mark, [[Ich möchte gern wissen, …]] with a full stop.',
      },
    ],
    phrases: [
      { german: 'Ich interessiere mich für …', translation: 'I am interested in …' },
      {
        german: 'Können Sie mir sagen, wie viel … kostet?',
        translation: 'Can you tell me how much … costs?',
      },
      { german: 'Ich möchte gern wissen, ob …', translation: 'I would like to know whether …' },
      { german: 'Könnten Sie mir bitte … schicken?', translation: 'Could you please send me …?' },
      ICH_FREUE_MICH_AUF,
    ],
    figures: WRITING_FIGURES,
  },
  sections: [
    {
      id: 'situation',
      title: { de: 'Die Situation: nach Informationen fragen', en: 'The situation: asking for information' },
      blocks: [
        WRITING_ONE_TASK,
        {
          type: 'paragraph',
          text: {
            de: 'Die Bitte um Informationen passt, wenn Sie sich für ein Angebot interessieren und mehr wissen möchten: über Preise, Zeiten oder Bedingungen.',
            en: 'The information request fits when you are interested in an offer and want to know more: about prices, times or conditions.',
          },
        },
        table({
          caption: { de: 'Typische Situationen: du oder Sie?', en: 'Typical situations: du or Sie?' },
          columns: [
            { key: 'situation', header: { de: 'Situation', en: 'Situation' } },
            { key: 'register', header: { de: 'Form', en: 'Register' } },
            { key: 'frame', header: { de: 'Anrede / Gruß', en: 'Greeting / closing' }, lang: 'de' },
          ],
          rows: [
            {
              situation: {
                de: 'Ein Sportverein hat Ihnen geschrieben. Sie fragen nach Preisen und Trainingszeiten.',
                en: 'A sports club has written to you. You ask about prices and training times.',
              },
              register: { de: 'Sie (formell)', en: 'Sie (formal)' },
              frame: 'Sehr geehrte Frau Wendt, … / Mit freundlichen Grüßen',
            },
            {
              situation: {
                de: 'Der Gitarrenlehrer Ihres Kindes bietet einen Ferienkurs an. Sie fragen nach Zeiten und Preis.',
                en: 'Your child’s guitar teacher offers a holiday course. You ask about times and the price.',
              },
              register: { de: 'Sie (halbformell)', en: 'Sie (semi-formal)' },
              frame: 'Lieber Herr Seidel, … / Viele Grüße',
            },
            {
              situation: {
                de: 'Eine Freundin nutzt Carsharing. Sie möchten wissen, wie das funktioniert.',
                en: 'A friend uses car sharing. You want to know how it works.',
              },
              register: { de: 'du (informell)', en: 'du (informal)' },
              frame: 'Liebe Nadia, … / Liebe Grüße',
            },
          ],
        }),
        GREETING_RULE,
        {
          type: 'steps',
          items: [
            {
              title: { de: 'Danken und den Grund nennen', en: 'Thank and give your reason' },
              text: {
                de: 'Danken Sie für die E-Mail. Sagen Sie, was Sie interessiert und warum.',
                en: 'Thank them for the e-mail. Say what interests you and why.',
              },
            },
            {
              title: { de: 'Konkret fragen', en: 'Ask concrete questions' },
              text: {
                de: 'Zu jedem Leitpunkt eine klare Frage: Preis, Zeit, Ort, Bedingungen.',
                en: 'One clear question for each guiding point: price, time, place, conditions.',
              },
            },
            {
              title: { de: 'Um etwas bitten', en: 'Ask for something' },
              text: {
                de: 'Um ein Formular, einen Link oder eine baldige Antwort.',
                en: 'For a form, a link or a quick reply.',
              },
            },
            {
              title: { de: 'Danken und schließen', en: 'Thank and close' },
              text: {
                de: 'Ein Satz Dank, dann der passende Gruß.',
                en: 'One sentence of thanks, then the matching closing.',
              },
            },
          ],
        },
      ],
    },
    {
      id: 'thirty-minute-plan',
      title: { de: 'Der Plan für 30 Minuten', en: 'The 30-minute plan' },
      blocks: [
        WRITING_PLAN,
        {
          type: 'callout',
          tone: 'tip',
          title: { de: 'Erst die Fragen notieren', en: 'Note the questions first' },
          text: {
            de: 'Notieren Sie beim Planen Ihre Fragen als Stichwörter („Preis?“, „Mitglied?“) neben den Leitpunkten. Beim Schreiben wechseln Sie die Form: einmal direkt, einmal mit [[ob]], einmal mit [[wann]] oder [[wie viel]].',
            en: 'While planning, note your questions as key words ("Price?", "Member?") next to the guiding points. When writing, vary the form: once direct, once with [[ob]], once with [[wann]] or [[wie viel]].',
          },
        },
      ],
    },
    {
      id: 'sample-task',
      title: { de: 'Eine Aufgabe wie in der Prüfung', en: 'A task as in the exam' },
      blocks: [
        {
          type: 'writingTask',
          title: { de: 'Aufgabe: der Sportverein', en: 'Task: the sports club' },
          text: [
            {
              german:
                'Sie möchten mehr Sport machen. Auf der Internetseite des Sportvereins Grün-Weiß Lindenhof haben Sie Ihre E-Mail-Adresse für Informationen angegeben. Sie bekommen diese E-Mail:',
              translation:
                'You want to do more sport. On the website of the sports club Grün-Weiß Lindenhof you left your e-mail address for information. You receive this e-mail:',
            },
            { german: 'Guten Tag,', translation: 'Hello,' },
            {
              german:
                'vielen Dank für Ihr Interesse an unserem Verein! Ab Oktober beginnen neue Kurse für Erwachsene: Volleyball, Rückenfit und Schwimmen für Anfänger. Die Kurse finden in der Sporthalle in der Lindenstraße oder im Hallenbad statt. Haben Sie noch Fragen? Dann schreiben Sie uns einfach.',
              translation:
                'thank you very much for your interest in our club! New courses for adults start in October: volleyball, back fitness and swimming for beginners. The courses take place in the sports hall on Lindenstraße or at the indoor pool. Do you have any questions? Then just write to us.',
            },
            { german: 'Mit sportlichen Grüßen', translation: 'Sporting regards' },
            { german: 'Claudia Wendt, Geschäftsstelle', translation: 'Claudia Wendt, club office' },
            {
              german:
                'Antworten Sie Frau Wendt. Schreiben Sie zu allen vier Punkten unten etwas. Denken Sie auch an Anrede und Gruß.',
              translation:
                'Reply to Ms Wendt. Write something on all four points below. Remember the greeting and the closing too.',
            },
          ],
          points: [
            {
              german: 'Welcher Kurs und warum',
              translation: 'Which course and why',
              cues: [
                'volleyball',
                'rückenfit',
                'schwimm*',
                'rücken*',
                'interessier*',
                'interesse',
                'anfänger*',
              ],
            },
            {
              german: 'Preis und Mitgliedschaft',
              translation: 'Price and membership',
              cues: [
                'kost*',
                'preis*',
                'euro',
                'gebühr*',
                'bezahl*',
                'zahle*',
                'mitglied*',
                'beitrag',
                'teuer',
                'billig',
                'günstig',
                'geld',
              ],
            },
            {
              german: 'Tage und Uhrzeiten',
              translation: 'Days and times',
              cues: [
                'uhr',
                'uhrzeit*',
                'wann',
                'tagen',
                'abends',
                'zeit',
                'beginnt',
                'findet … statt',
                'stattfinde*',
                ...WEEKDAY_CUES,
              ],
            },
            {
              german: 'Probetraining und Ausrüstung',
              translation: 'Trial session and equipment',
              cues: [
                'probe*',
                'ausprobier*',
                'testen',
                'ausrüstung',
                'mitbring*',
                'bring* … mit',
                'brauche',
                'badekappe',
                'bade*',
                'schuhe',
                'sportschuhe',
                'handtuch',
                'kleidung',
                'sachen',
              ],
            },
          ],
          register: 'Sie',
          asksQuestion: true,
        },
      ],
    },
    {
      id: 'model-answer',
      title: { de: 'Musterantwort und Bewertung', en: 'Model answer and marking' },
      blocks: [
        WRITING_CRITERIA_TABLE,
        {
          type: 'modelAnswer',
          title: { de: 'Musterantwort (Sie-Form)', en: 'Model answer (Sie form)' },
          lines: [
            { german: 'Sehr geehrte Frau Wendt,', translation: 'Dear Ms Wendt,' },
            {
              german:
                'vielen Dank für Ihre E-Mail. Ich interessiere mich für den Kurs „Schwimmen für Anfänger“, denn ich habe als Kind nie richtig schwimmen gelernt. Das möchte ich jetzt endlich ändern.',
              translation:
                'thank you very much for your e-mail. I am interested in the course "Swimming for beginners", because I never properly learned to swim as a child. I would finally like to change that now.',
              points: [1],
              note: {
                de: 'Erst der Dank, dann der Kurs und der Grund mit [[denn]]. Der letzte Satz beginnt mit [[Das]], nicht mit [[Ich]].',
                en: 'First the thanks, then the course and the reason with [[denn]]. The last sentence starts with [[Das]], not with [[Ich]].',
              },
            },
            {
              german:
                'Könnten Sie mir bitte sagen, wie viel der Kurs kostet? Außerdem würde ich gern wissen, ob man dafür Mitglied im Verein sein muss.',
              translation:
                'Could you please tell me how much the course costs? I would also like to know whether you have to be a member of the club for it.',
              points: [2],
              note: {
                de: 'Zwei indirekte Fragen: Nach [[wie viel]] und [[ob]] steht das Verb am Ende. [[Außerdem]] verbindet sie.',
                en: 'Two indirect questions: after [[wie viel]] and [[ob]] the verb goes to the end. [[Außerdem]] links them.',
              },
            },
            {
              german:
                'Wichtig ist für mich auch die Uhrzeit, weil ich bis 17 Uhr arbeite. An welchen Tagen findet der Kurs statt, und um wie viel Uhr beginnt er? Am besten passen mir Dienstag und Donnerstag.',
              translation:
                'The time is also important to me, because I work until 5 p.m. On which days does the course take place, and what time does it start? Tuesday and Thursday suit me best.',
              points: [3],
              note: {
                de: 'Hier eine direkte Frage zur Abwechslung. Die Sätze beginnen mit [[Wichtig]], [[An welchen Tagen]] und [[Am besten]].',
                en: 'A direct question here for variety. The sentences start with [[Wichtig]], [[An welchen Tagen]] and [[Am besten]].',
              },
            },
            {
              german:
                'Zum Schluss noch zwei Fragen: Kann ich vor der Anmeldung einmal zum Probetraining kommen? Und was muss ich mitbringen, zum Beispiel eine Badekappe?',
              translation:
                'Finally, two more questions: can I come to a trial session once before I register? And what do I need to bring, for example a swimming cap?',
              points: [4],
            },
            ICH_FREUE_MICH_AUF,
            { german: MIT_FREUNDLICHEN_GRUSSEN, translation: 'Kind regards' },
            { german: 'Daniel Kowalski', translation: 'Daniel Kowalski' },
          ],
          marking: {
            task: {
              grade: 'A',
              reason: {
                de: 'Alle vier Leitpunkte sind behandelt: Kurs und Grund, Preis und Mitgliedschaft, Tage und Uhrzeit, Probetraining und Ausrüstung.',
                en: 'All four guiding points are handled: course and reason, price and membership, days and time, trial session and equipment.',
              },
            },
            communication: {
              grade: 'A',
              reason: {
                de: 'Durchgehend Sie, Anrede und Gruß passen. [[denn]], [[Außerdem]], [[weil]] und [[Zum Schluss]] verbinden die Teile; direkte und indirekte Fragen wechseln sich ab.',
                en: 'Sie throughout, greeting and closing fit. [[denn]], [[Außerdem]], [[weil]] and [[Zum Schluss]] link the parts; direct and indirect questions alternate.',
              },
            },
            accuracy: {
              grade: 'A',
              reason: {
                de: 'Keine Fehler: Verb am Ende nach [[wie viel]], [[ob]] und [[weil]], [[sich interessieren für]], richtige Satzzeichen.',
                en: 'No mistakes: verb at the end after [[wie viel]], [[ob]] and [[weil]], [[sich interessieren für]], correct punctuation.',
              },
            },
          },
        },
        WRITING_WEAKER_INTRO,
        {
          type: 'modelAnswer',
          title: { de: 'Schwächere Fassung', en: 'Weaker version' },
          lines: [
            {
              german: 'Hallo Frau Wendt,',
              translation: 'Hello Ms Wendt,',
              note: {
                de: 'Heute oft zu lesen und kein Fehler, aber bei einer fremden Person weniger sicher. Sicher ist [[Sehr geehrte Frau Wendt]].',
                en: 'Common today and not a mistake, but less safe with someone you do not know. The safe choice is [[Sehr geehrte Frau Wendt]].',
              },
            },
            {
              german:
                'danke für Ihre E-Mail. Ich interessiere mich an den Schwimmkurs, weil ich kann nicht schwimmen.',
              translation:
                'thanks for your e-mail. I’m interested in the swimming course because I can’t swim.',
              points: [1],
              note: {
                de: 'Richtig: [[für den Schwimmkurs]] und [[weil ich nicht schwimmen kann]] (Verb am Ende).',
                en: 'Correct: [[für den Schwimmkurs]] and [[weil ich nicht schwimmen kann]] (verb at the end).',
              },
            },
            {
              german:
                'Können Sie mir sagen, wie viel kostet der Kurs? Ich möchte auch wissen, ob muss ich Mitglied sein?',
              translation:
                'Can you tell me how much the course costs? I would also like to know whether I have to be a member.',
              points: [2],
              note: {
                de: 'Verb an der falschen Stelle. Richtig: [[wie viel der Kurs kostet]], [[ob ich Mitglied sein muss]], am Ende ein Punkt.',
                en: 'Verb in the wrong place. Correct: [[wie viel der Kurs kostet]], [[ob ich Mitglied sein muss]], with a full stop at the end.',
              },
            },
            {
              german:
                'Kannst du mir sagen, wann der Kurs beginnt? Bis 17 Uhr ich arbeite, Kurs früher schlecht oder später auch?',
              translation:
                'Can you tell me when the course starts? Until 5 p.m. I work, course earlier bad or later too? (The meaning is unclear.)',
              points: [3],
              note: {
                de: 'Plötzlich du statt Sie: Die Form wechselt mitten in der E-Mail. Und den zweiten Satz versteht man kaum. Klar wäre: [[Ich arbeite bis 17 Uhr. Beginnt der Kurs erst danach?]]',
                en: 'Suddenly du instead of Sie: the register changes in the middle of the e-mail. And the second sentence can hardly be understood. Clear would be: [[Ich arbeite bis 17 Uhr. Beginnt der Kurs erst danach?]]',
              },
            },
            {
              german: 'Ich warte auf deine Antwort.',
              translation: 'I am waiting for your reply.',
              note: {
                de: 'Wieder du, und kein Wort zu Probetraining und Ausrüstung: Leitpunkt 4 fehlt.',
                en: 'du again, and not a word about the trial session and equipment: guiding point 4 is missing.',
              },
            },
            {
              german: 'Tschüss',
              translation: 'Bye',
              note: {
                de: 'Zu locker für einen Verein. Richtig: [[Mit freundlichen Grüßen]].',
                en: 'Too casual for a club. Correct: [[Mit freundlichen Grüßen]].',
              },
            },
            { german: 'Daniel', translation: 'Daniel' },
          ],
          marking: {
            task: {
              grade: 'B',
              reason: {
                de: 'Leitpunkt 4 fehlt: keine Frage zu Probetraining und Ausrüstung. Drei von vier Punkten ergeben ein B.',
                en: 'Guiding point 4 is missing: no question about the trial session or equipment. Three of the four points give a B.',
              },
            },
            communication: {
              grade: 'C',
              reason: {
                de: 'Du und Sie sind gemischt, [[Tschüss]] ist zu locker für einen Verein, es gibt kaum Konnektoren, und drei Sätze beginnen mit [[Ich]].',
                en: 'du and Sie are mixed, [[Tschüss]] is too casual for a club, there are hardly any connectors, and three sentences start with [[Ich]].',
              },
            },
            accuracy: {
              grade: 'C',
              reason: {
                de: 'Viele Fehler in der Wortstellung: in beiden indirekten Fragen, nach [[weil]] und nach [[Bis 17 Uhr]]. Dazu [[interessieren an]] und ein falsches Fragezeichen. Meist versteht man trotzdem alles, aber der Satz zur Uhrzeit ist kaum verständlich: deshalb C.',
                en: 'Many word-order mistakes: in both indirect questions, after [[weil]] and after [[Bis 17 Uhr]]. Also [[interessieren an]] and a wrong question mark. Most of it is still clear, but the sentence about the time can hardly be understood: so C.',
              },
            },
          },
        },
        WRITING_NOT_REQUIRED,
      ],
    },
    {
      id: 'indirect-questions',
      title: { de: 'Indirekte Fragen: höflich fragen', en: 'Indirect questions: asking politely' },
      blocks: [
        {
          type: 'paragraph',
          text: {
            de: 'Direkte Fragen sind erlaubt. Indirekte Fragen klingen aber höflicher und zeigen sichere Wortstellung. So bauen Sie sie:',
            en: 'Direct questions are allowed. But indirect questions sound more polite and show that your word order is secure. This is how you build them:',
          },
        },
        {
          type: 'steps',
          items: [
            {
              title: { de: 'Eine Einleitung wählen', en: 'Choose a lead-in' },
              text: {
                same: '[[Können Sie mir sagen, …?]] · [[Könnten Sie mir bitte mitteilen, …?]] · [[Ich möchte gern wissen, …]] · [[Mich würde interessieren, …]]',
              },
            },
            {
              title: { de: 'Fragewort oder ob', en: 'Question word or ob' },
              text: {
                de: 'Eine W-Frage behält ihr Fragewort: [[wann]], [[wo]], [[was]], [[wie viel]], [[wie lange]]. Eine Ja-Nein-Frage bekommt [[ob]].',
                en: 'A question-word question keeps its question word: [[wann]], [[wo]], [[was]], [[wie viel]], [[wie lange]]. A yes/no question gets [[ob]].',
              },
            },
            {
              title: { de: 'Das Verb ans Ende', en: 'Verb to the end' },
              text: {
                de: 'Das konjugierte Verb steht ganz am Ende. Trennbare Verben werden wieder ein Wort: [[Wann fängt der Kurs an?]] → [[…, wann der Kurs anfängt.]]',
                en: 'The conjugated verb goes right to the end. Separable verbs become one word again: [[Wann fängt der Kurs an?]] → [[…, wann der Kurs anfängt.]]',
              },
            },
          ],
        },
        table({
          caption: { de: 'Aus direkt wird indirekt', en: 'From direct to indirect' },
          columns: [
            { key: 'direct', header: { de: 'Direkte Frage', en: 'Direct question' }, lang: 'de' },
            { key: 'indirect', header: { de: 'Indirekte Frage', en: 'Indirect question' }, lang: 'de' },
            { key: 'en', header: { de: 'Englisch', en: 'English' }, lang: 'en' },
          ],
          rows: [
            {
              direct: 'Wie viel kostet ein Monat?',
              indirect: 'Können Sie mir sagen, wie viel ein Monat kostet?',
              en: 'Can you tell me how much a month costs?',
            },
            {
              direct: 'Wann beginnt der Kurs?',
              indirect: 'Ich möchte gern wissen, wann der Kurs beginnt.',
              en: 'I would like to know when the course starts.',
              drill: { indirect: 'I would like to know when the course starts. (möchte gern)' },
            },
            {
              direct: 'Gibt es eine Ermäßigung für Studierende?',
              indirect: 'Könnten Sie mir bitte sagen, ob es eine Ermäßigung für Studierende gibt?',
              en: 'Could you please tell me whether there is a discount for students?',
            },
            {
              direct: 'Muss ich einen Vertrag unterschreiben?',
              indirect: 'Ich würde gern wissen, ob ich einen Vertrag unterschreiben muss.',
              en: 'I would like to know whether I have to sign a contract.',
            },
            {
              direct: 'Wo findet das Training statt?',
              indirect: 'Teilen Sie mir bitte mit, wo das Training stattfindet.',
              en: 'Please let me know where the training takes place.',
            },
            {
              direct: 'Was muss ich mitbringen?',
              indirect: 'Können Sie mir sagen, was ich mitbringen muss?',
              en: 'Can you tell me what I need to bring?',
            },
          ],
        }),
      ],
    },
    {
      id: 'phrases',
      title: { de: 'Redemittel in du- und Sie-Form', en: 'Useful phrases in du and Sie form' },
      blocks: [
        {
          type: 'paragraph',
          text: {
            de: 'Die Sie-Form ist für Vereine, Schulen, Firmen und Vermieter, die du-Form für Freunde und Familie. Die Tabelle zeigt die formelle Sie-Form ([[Sehr geehrte …, / Mit freundlichen Grüßen]]). Kennen Sie die Person schon, etwa den Gitarrenlehrer Ihres Kindes, schreiben Sie halbformell: [[Lieber Herr …, / Viele Grüße]] (siehe „Eine Regel für Anrede und Gruß“).',
            en: 'The Sie form is for clubs, schools, companies and landlords, the du form for friends and family. The table shows the formal Sie form ([[Sehr geehrte …, / Mit freundlichen Grüßen]]). If you already know the person, such as your child’s guitar teacher, write semi-formally: [[Lieber Herr …, / Viele Grüße]] (see “One rule for the greeting and the closing”).',
          },
        },
        table({
          caption: { de: 'Nach Informationen fragen: du und Sie', en: 'Asking for information: du and Sie' },
          columns: [
            { key: 'use', header: { de: 'Wofür?', en: 'What for?' } },
            {
              key: 'du',
              header: { de: 'du (informell)', en: 'du (informal)' },
              lang: 'de',
              drillLabel: '(du)',
            },
            {
              key: 'sie',
              header: { de: 'Sie (formell)', en: 'Sie (formal)' },
              lang: 'de',
              drillLabel: '(Sie)',
            },
            { key: 'en', header: { de: 'Englisch', en: 'English' }, lang: 'en' },
          ],
          rows: [
            {
              use: { de: 'Anrede', en: 'Greeting' },
              du: 'Liebe Nadia, / Lieber Kemal,',
              sie: 'Sehr geehrte Frau Wendt, / Sehr geehrter Herr Hoppe,',
              en: 'Dear Nadia, / Dear Kemal, · Dear Ms Wendt, / Dear Mr Hoppe,',
              drill: {
                du: 'Dear Nadia, / Dear Kemal, (du)',
                sie: 'Dear Ms Wendt, / Dear Mr Hoppe, (formal)',
              },
            },
            {
              use: { de: 'Auf die E-Mail reagieren', en: 'Reacting to the e-mail' },
              du: 'Danke für deine Nachricht!',
              sie: 'Vielen Dank für Ihre Nachricht.',
              en: 'Thank you for your message.',
              drill: { du: 'Thanks for your message! (du)', sie: 'Thank you for your message. (Sie)' },
            },
            {
              use: { de: 'Der Grund', en: 'The reason' },
              du: 'Das möchte ich auch gern ausprobieren.',
              sie: 'Ich interessiere mich für Ihren Abendkurs.',
              en: 'I’d like to try that too. / I’m interested in your evening course.',
              drill: {
                du: 'I’d like to try that too. (du)',
                sie: 'I’m interested in your evening course. (Sie)',
              },
            },
            {
              use: { de: 'Nach dem Preis fragen', en: 'Asking about the price' },
              du: 'Weißt du, was das im Monat kostet?',
              sie: 'Können Sie mir sagen, was das im Monat kostet?',
              en: 'Do you know / Can you tell me what it costs a month?',
              drill: {
                du: 'Do you know what it costs a month? (du)',
                sie: 'Can you tell me what it costs a month? (Sie)',
              },
            },
            {
              use: { de: 'Nach der Zeit fragen', en: 'Asking about times' },
              du: 'Weißt du, an welchen Tagen das Training ist?',
              sie: 'Ich möchte gern wissen, an welchen Tagen das Training stattfindet.',
              en: 'Do you know on which days training is? / I would like to know on which days training takes place.',
              drill: {
                du: 'Do you know on which days training is? (du)',
                sie: 'I would like to know on which days training takes place. (Sie)',
              },
            },
            {
              use: { de: 'Nach Bedingungen fragen', en: 'Asking about conditions' },
              du: 'Muss man dafür Mitglied werden?',
              sie: 'Bitte teilen Sie mir mit, ob man dafür Mitglied werden muss.',
              en: 'Do you have to become a member for it? / Please let me know whether you have to become a member for it.',
              drill: {
                du: 'Do you have to become a member for it? (du, with man)',
                sie: 'Please let me know whether you have to become a member for it. (Sie, with man)',
              },
            },
            {
              use: { de: 'Nach einer Probestunde fragen', en: 'Asking about a trial' },
              du: 'Kann ich einmal mitkommen und es ausprobieren?',
              sie: 'Ist eine kostenlose Probestunde möglich?',
              en: 'Can I come along once and try it? / Is a free trial lesson possible?',
              drill: {
                du: 'Can I come along once and try it? (du)',
                sie: 'Is a free trial lesson possible? (Sie)',
              },
            },
            {
              use: { de: 'Um Unterlagen bitten', en: 'Asking for documents' },
              du: 'Kannst du mir bitte den Link schicken?',
              sie: 'Könnten Sie mir bitte den Link schicken?',
              en: 'Could you please send me the link?',
              drill: {
                du: 'Can you send me the link, please? (du)',
                sie: 'Could you please send me the link? (Sie)',
              },
            },
            {
              use: { de: 'Im Voraus danken', en: 'Thanking in advance' },
              du: 'Danke dir schon mal!',
              sie: 'Vielen Dank im Voraus für Ihre Hilfe.',
              en: 'Thanks in advance! / Many thanks in advance for your help.',
              drill: { du: 'Thanks in advance! (du)', sie: 'Many thanks in advance for your help. (Sie)' },
            },
            {
              use: { de: 'Um Antwort bitten', en: 'Asking for a reply' },
              du: 'Schreib mir bald zurück!',
              sie: ICH_FREUE_MICH_AUF.german,
              en: 'Write back soon! / I look forward to your reply.',
              drill: { du: 'Write back soon! (du)', sie: 'I look forward to your reply. (Sie)' },
            },
            {
              use: { de: 'Gruß', en: 'Closing' },
              du: 'Liebe Grüße / Bis bald',
              sie: MIT_FREUNDLICHEN_GRUSSEN,
              en: 'Love / See you soon · Kind regards',
              drill: { du: 'Love / See you soon (du)', sie: 'Kind regards (Sie)' },
            },
          ],
        }),
      ],
    },
    {
      id: 'mistakes',
      title: { de: 'Typische Fehler', en: 'Typical mistakes' },
      blocks: [
        table({
          caption: {
            de: 'Typische Fehler bei der Bitte um Informationen',
            en: 'Typical mistakes in an information request',
          },
          columns: [
            { key: 'wrong', header: { de: 'Falsch', en: 'Wrong' }, lang: 'de', wrong: true },
            { key: 'right', header: { de: 'Richtig', en: 'Right' }, lang: 'de' },
            { key: 'why', header: { de: 'Warum?', en: 'Why?' } },
          ],
          rows: [
            {
              wrong: 'Können Sie mir sagen, wie viel kostet der Kurs?',
              right: 'Können Sie mir sagen, wie viel der Kurs kostet?',
              why: {
                de: 'In der indirekten Frage steht das Verb am Ende.',
                en: 'In an indirect question the verb goes to the end.',
              },
            },
            {
              wrong: 'Ich möchte wissen, wenn es Parkplätze gibt.',
              right: 'Ich möchte wissen, ob es Parkplätze gibt.',
              why: {
                de: 'Eine Ja-Nein-Frage wird mit [[ob]] indirekt. [[wenn]] heißt „falls“ oder „immer wenn“.',
                en: 'A yes/no question becomes indirect with [[ob]]. [[wenn]] means "if, in case" or "whenever".',
              },
            },
            {
              wrong: 'Ich möchte wissen, wenn der Kurs beginnt.',
              right: 'Ich möchte wissen, wann der Kurs beginnt.',
              why: {
                de: 'Nach der Zeit fragt man mit [[wann]].',
                en: 'To ask about time, use [[wann]].',
              },
            },
            {
              wrong: '…, wann der Kurs fängt an.',
              right: '…, wann der Kurs anfängt.',
              why: {
                de: 'Am Satzende wird das trennbare Verb wieder ein Wort.',
                en: 'At the end of the clause the separable verb becomes one word again.',
              },
            },
            {
              wrong: 'Ich möchte wissen, wo die Halle ist?',
              right: 'Ich möchte wissen, wo die Halle ist.',
              why: {
                de: 'Der Satz beginnt mit einer Aussage, also steht am Ende ein Punkt.',
                en: 'The sentence begins with a statement, so it ends with a full stop.',
              },
            },
            {
              wrong: 'Wieviel kostet das?',
              right: 'Wie viel kostet das?',
              why: {
                de: 'Heute schreibt man [[wie viel]] getrennt.',
                en: 'Current spelling: [[wie viel]] is written as two words.',
              },
            },
            {
              wrong: 'Ich interessiere mich an dem Kurs.',
              right: 'Ich interessiere mich für den Kurs.',
              why: {
                de: '[[sich interessieren für]] + Akkusativ. Aber: [[Interesse an]] + Dativ.',
                en: '[[sich interessieren für]] + accusative. But: [[Interesse an]] + dative.',
              },
            },
            {
              wrong: 'Schicken Sie mir die Preise! Ich will das wissen.',
              right: 'Könnten Sie mir bitte die Preise schicken?',
              why: {
                de: 'Zu direkt. Mit [[Könnten Sie]] und [[bitte]] klingt die Bitte höflich.',
                en: 'Too blunt. With [[Könnten Sie]] and [[bitte]] the request sounds polite.',
              },
            },
          ],
        }),
      ],
    },
    {
      id: 'final-check',
      title: { de: 'Zum Schluss: prüfen', en: 'Finally: check' },
      blocks: [
        finalCheck([
          {
            de: 'Jede indirekte Frage: Verb am Ende, auch nach [[wann]], [[wie viel]] und [[was]]; trennbare Verben zusammen: [[anfängt]].',
            en: 'Every indirect question: verb at the end, also after [[wann]], [[wie viel]] and [[was]]; separable verbs joined: [[anfängt]].',
          },
          {
            de: 'Fragezeichen nur nach einer Frage wie [[Können Sie mir sagen, …?]]; nach [[Ich möchte gern wissen, …]] ein Punkt.',
            en: 'A question mark only after a question such as [[Können Sie mir sagen, …?]]; after [[Ich möchte gern wissen, …]] a full stop.',
          },
          {
            de: 'Höflich bitten: [[Könnten Sie …?]] und [[bitte]], kein Befehl.',
            en: 'Ask politely: [[Könnten Sie …?]] and [[bitte]], no commands.',
          },
        ]),
      ],
    },
    {
      id: 'practice-task',
      title: { de: 'Noch eine Aufgabe: jetzt mit du', en: 'One more task: now with du' },
      blocks: [
        {
          type: 'paragraph',
          text: {
            de: 'Ohne Lösung: Schreiben Sie die E-Mail in 30 Minuten, durchgehend mit du, und prüfen Sie sie mit der Checkliste. Auch unter Freunden passen indirekte Fragen: [[Weißt du, ob …?]]',
            en: 'No solution given: write the e-mail in 30 minutes, using du throughout, and check it with the checklist. Indirect questions work among friends too: [[Weißt du, ob …?]]',
          },
        },
        {
          type: 'writingTask',
          title: { de: 'Übungsaufgabe: Carsharing', en: 'Practice task: car sharing' },
          text: [
            {
              german:
                'Ihre Freundin Nadia hat ihr Auto verkauft und nutzt jetzt Carsharing. Sie schreibt Ihnen:',
              translation: 'Your friend Nadia has sold her car and now uses car sharing. She writes to you:',
            },
            { german: 'Hallo Chris,', translation: 'Hi Chris,' },
            {
              german:
                'stell dir vor, ich habe mein Auto verkauft! Jetzt buche ich einfach mit dem Handy ein Auto und bezahle nur, wenn ich fahre. Das ist viel billiger. Frag mich, wenn du mehr wissen willst!',
              translation:
                'guess what, I’ve sold my car! Now I just book a car with my phone and only pay when I drive. It’s much cheaper. Ask me if you want to know more!',
            },
            { german: 'Liebe Grüße', translation: 'Love' },
            { german: 'Nadia', translation: 'Nadia' },
            {
              german:
                'Antworten Sie Nadia. Schreiben Sie zu allen vier Punkten etwas. Denken Sie auch an Anrede und Gruß.',
              translation:
                'Reply to Nadia. Write something on all four points. Remember the greeting and the closing too.',
            },
          ],
          points: [
            {
              german: 'Ihre Reaktion auf Nadias Nachricht',
              translation: 'Your reaction to Nadia’s news',
              cues: [
                'super',
                'wow',
                'interessant',
                'spannend',
                'überrascht',
                'mutig',
                'klasse',
                'cool',
                'verkauft',
                'freut mich',
                'idee',
                'gute nachricht',
                'glaube ich',
                'finde … toll',
                'finde … gut',
                'überraschung',
                'gedacht',
                'klug',
                'glückwunsch*',
                'entscheidung',
                'vorstellen',
              ],
            },
            {
              german: 'Anmeldung',
              translation: 'Signing up',
              cues: [
                'anmeld*',
                'angemeldet',
                'registrier*',
                'app',
                'konto',
                'führerschein',
                'mitglied*',
                'vertrag',
                'buchen',
                'bucht',
                'buchst',
                'internet',
                'online',
                'kunde',
                'kundin',
                'herunterladen',
                'melde*',
                'mitmachen',
              ],
            },
            {
              german: 'Kosten',
              translation: 'Costs',
              cues: [
                'kost*',
                'preis*',
                'euro',
                'teuer',
                'billig',
                'günstig',
                'bezahl*',
                'zahl*',
                'geld',
                'stunde',
                'kilometer',
                'gebühr*',
                'tarif*',
              ],
            },
            {
              german: 'Wo die Autos stehen',
              translation: 'Where the cars are parked',
              cues: [
                'wo',
                'stehen',
                'steht',
                'parkplatz',
                'parken',
                'parkt',
                'station*',
                'straße',
                'nähe',
                'weit',
                'bahnhof',
                'abholen',
                'zurückbringen',
              ],
            },
          ],
          register: 'du',
          asksQuestion: true,
        },
      ],
    },
  ],
  closing: {
    de: 'Wer klar fragt, bekommt klare Antworten: Mit konkreten Fragen und dem Verb am Ende der indirekten Fragen schreiben Sie eine höfliche, sichere E-Mail.',
    en: 'Ask clearly and you get clear answers: with concrete questions and the verb at the end of your indirect questions, you will write a polite, confident e-mail.',
  },
  seoMeta: {
    title: {
      de: 'Schreiben üben: Bitte um Informationen – telc Deutsch B1',
      en: 'Writing Practice: Information Request – telc Deutsch B1',
    },
    description: {
      de: 'Höflich nach Informationen fragen in der B1-E-Mail: Übungsaufgabe, bewertete Musterantwort, indirekte Fragen mit ob und wann, Redemittel in du und Sie.',
      en: 'Asking for information in the B1 exam e-mail: a practice task, a marked model answer, indirect questions with ob and wann, and phrases in du and Sie.',
    },
  },
} satisfies Sheet;
