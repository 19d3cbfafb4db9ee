import { table, type Sheet } from '../sheet-schema';
import {
  GREETING_RULE,
  WRITING_CRITERIA_TABLE,
  WRITING_FIGURES,
  WRITING_NOT_REQUIRED,
  WRITING_ONE_TASK,
  WRITING_PLAN,
  WRITING_PRACTICE_INTRO,
  WRITING_WEAKER_INTRO,
  finalCheck,
} from './writing-shared';
import { WEEKDAY_CUES } from '../writing-cues';

/** German taught in more than one place on this sheet: written once, used where it is taught. */
const MIT_FREUNDLICHEN_GRUSSEN = 'Mit freundlichen Grüßen';
const ES_TUT_MIR_WIRKLICH = 'Es tut mir wirklich leid, dass …';

/** Cheat sheet #21: Writing practice, the apology (one situation for the exam's one e-mail). */
export const writingTaskApology = {
  pageTitle: {
    main: { de: 'Schreiben üben:', en: 'Writing practice:' },
    highlight: { de: 'Entschuldigung', en: 'Apology' },
    subtitle: {
      de: 'Sie haben eine Party oder einen Termin verpasst? So entschuldigen Sie sich in der Prüfungs-E-Mail, nennen den Grund und schlagen eine Lösung vor.',
      en: 'Missed a party or an appointment? How to apologise in the exam e-mail, give the reason and suggest a way to make up for it.',
    },
  },
  exam: { de: 'Schriftliche Prüfung · Schreiben', en: 'Written exam · Writing' },
  summary: {
    method: [
      {
        de: '**Eine E-Mail, vier Leitpunkte:** Die Entschuldigung ist ein Übungsthema für die eine Schreibaufgabe der Prüfung, keine eigene Aufgabe.',
        en: '**One e-mail, four guiding points:** the apology is a practice situation for the exam’s one writing task, not a separate task.',
      },
      {
        de: '**Vier Schritte:** sich entschuldigen → den Grund nennen → Verständnis zeigen → eine Lösung oder einen neuen Termin vorschlagen.',
        en: '**Four moves:** apologise → give the reason → show understanding → suggest a way to make up or a new date.',
      },
      {
        de: '**Du oder Sie:** an Freunde du: [[Liebe …, / Liebe Grüße]]. Sie formell: [[Sehr geehrte Frau …, / Mit freundlichen Grüßen]] (Personen, die Sie nicht persönlich kennen, z. B. in der Arztpraxis); Sie halbformell: [[Liebe Frau … / Lieber Herr …, / Viele Grüße]] (Trainer, Kursleiterin, die Sie kennen).',
        en: '**du or Sie:** to friends du: [[Liebe …, / Liebe Grüße]]. Sie, formal: [[Sehr geehrte Frau …, / Mit freundlichen Grüßen]] (people you do not know personally, e.g. at a doctor’s surgery); Sie, semi-formal: [[Liebe Frau … / Lieber Herr …, / Viele Grüße]] (a coach or course teacher you know).',
      },
      {
        de: '**Verb am Ende** nach [[dass]] und [[weil]]: [[…, dass ich nicht gekommen bin.]]',
        en: '**Verb at the end** after [[dass]] and [[weil]]: [[…, dass ich nicht gekommen bin.]]',
      },
    ],
    phrases: [
      { german: ES_TUT_MIR_WIRKLICH, translation: 'I’m really sorry that …' },
      { german: 'Leider musste ich …', translation: 'Unfortunately I had to …' },
      {
        german: 'Ich verstehe gut, dass du enttäuscht bist.',
        translation: 'I fully understand that you are disappointed.',
      },
      {
        german: 'Als Entschuldigung möchte ich dich zum Essen einladen.',
        translation: 'To make up for it, I would like to take you out for a meal.',
      },
      { german: 'Bitte entschuldigen Sie, dass …', translation: 'Please excuse me for …' },
    ],
    figures: WRITING_FIGURES,
  },
  sections: [
    {
      id: 'situation',
      title: { de: 'Die Situation: sich entschuldigen', en: 'The situation: apologising' },
      blocks: [
        WRITING_ONE_TASK,
        {
          type: 'paragraph',
          text: {
            de: 'Die Entschuldigung passt immer dann, wenn Sie etwas verpasst, vergessen oder kaputt gemacht haben und jemand Ihnen deshalb schreibt.',
            en: 'The apology fits whenever you have missed, forgotten or broken something and someone writes to you about it.',
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
                de: 'Sie waren nicht auf der Geburtstagsparty eines Freundes.',
                en: 'You did not go to a friend’s birthday party.',
              },
              register: { de: 'du (informell)', en: 'du (informal)' },
              frame: 'Lieber Tobias, … / Liebe Grüße',
            },
            {
              situation: {
                de: 'Sie haben sich das Fahrrad einer Freundin geliehen, und jetzt ist es kaputt.',
                en: 'You borrowed a friend’s bike and it got damaged.',
              },
              register: { de: 'du (informell)', en: 'du (informal)' },
              frame: 'Hallo Jana, … / Viele Grüße',
            },
            {
              situation: {
                de: 'Sie haben ein Gespräch mit der Lehrerin Ihres Kindes verpasst.',
                en: 'You missed a meeting with your child’s teacher.',
              },
              register: { de: 'Sie (formell)', en: 'Sie (formal)' },
              frame: 'Sehr geehrte Frau Kühn, … / Mit freundlichen Grüßen',
            },
            {
              situation: {
                de: 'Sie waren ohne Absage nicht beim Training oder im Kurs.',
                en: 'You missed training or a class without cancelling.',
              },
              register: { de: 'Sie (halbformell)', en: 'Sie (semi-formal)' },
              frame: 'Lieber Herr Gruber, … / Viele Grüße',
            },
          ],
        }),
        GREETING_RULE,
        {
          type: 'steps',
          items: [
            {
              title: { de: 'Sich entschuldigen', en: 'Apologise' },
              text: {
                de: 'Gleich nach der Anrede, im ersten Satz. Sagen Sie genau, wofür: die Party, den Termin, das Fahrrad.',
                en: 'Straight after the greeting, in the first sentence. Say exactly what for: the party, the appointment, the bike.',
              },
            },
            {
              title: { de: 'Den Grund nennen', en: 'Give the reason' },
              text: {
                de: 'Kurz und glaubhaft, ein oder zwei Sätze mit [[weil]] oder [[deshalb]]. Keine lange Geschichte.',
                en: 'Short and believable: one or two sentences with [[weil]] or [[deshalb]]. No long story.',
              },
            },
            {
              title: { de: 'Verständnis zeigen', en: 'Show understanding' },
              text: {
                de: 'Zeigen Sie, dass Sie an die andere Person denken: [[Du hast bestimmt lange gewartet.]]',
                en: 'Show that you are thinking of the other person: [[Du hast bestimmt lange gewartet.]] (I’m sure you waited a long time.)',
              },
            },
            {
              title: { de: 'Wiedergutmachen', en: 'Make up for it' },
              text: {
                de: 'Schlagen Sie etwas Konkretes vor: einen neuen Termin mit Tag und Uhrzeit, eine Einladung, Ihre Hilfe.',
                en: 'Suggest something concrete: a new date with day and time, an invitation, your help.',
              },
            },
          ],
        },
        {
          type: 'callout',
          tone: 'info',
          title: { de: 'Die Leitpunkte haben Vorrang', en: 'The guiding points come first' },
          text: {
            de: 'Die vier Schritte passen oft zu den Leitpunkten, aber nicht immer. Schreiben Sie zu jedem Leitpunkt etwas. „Verständnis zeigen“ ist ein Extra: Ein Satz genügt.',
            en: 'The four moves often match the guiding points, but not always. Write something on every guiding point. "Show understanding" is an extra: one sentence is enough.',
          },
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
          title: {
            de: 'Grund und Vorschlag zuerst festlegen',
            en: 'Decide on the reason and the offer first',
          },
          text: {
            de: 'Entscheiden Sie in den ersten fünf Minuten: Was war der Grund, und was schlagen Sie vor? Ein einfacher Grund reicht: Arbeit, Krankheit, der Zug ist ausgefallen. Für den Vorschlag notieren Sie Tag, Uhrzeit und Ort. Dann schreiben Sie diesen Teil schnell und konkret.',
            en: 'Decide in the first five minutes: what was the reason, and what will you suggest? A simple reason is enough: work, illness, a cancelled train. For the offer, note a day, a time and a place. Then you write this part quickly and concretely.',
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
          title: { de: 'Aufgabe: die verpasste Party', en: 'Task: the missed party' },
          text: [
            {
              german:
                'Ihr Freund Tobias hat am Samstag seinen 30. Geburtstag gefeiert. Sie hatten zugesagt, sind aber nicht gekommen. Heute bekommen Sie diese E-Mail:',
              translation:
                'Your friend Tobias celebrated his 30th birthday on Saturday. You had said you would come, but you did not. Today you receive this e-mail:',
            },
            { german: 'Hallo Alex,', translation: 'Hi Alex,' },
            {
              german:
                'schade, dass du am Samstag nicht da warst! Wir haben im Garten gegrillt und bis zwei Uhr nachts getanzt. Alle haben nach dir gefragt. Ich habe dich am Abend zweimal angerufen, aber du bist nicht rangegangen. Ist alles in Ordnung bei dir? Melde dich doch mal!',
              translation:
                'what a pity you weren’t there on Saturday! We had a barbecue in the garden and danced until two in the morning. Everyone asked about you. I called you twice in the evening, but you didn’t answer. Is everything all right with you? Do get in touch!',
            },
            { german: 'Viele Grüße', translation: 'Best wishes' },
            { german: 'Tobias', translation: 'Tobias' },
            {
              german:
                'Antworten Sie Tobias. Schreiben Sie zu allen vier Punkten unten etwas. Denken Sie auch an Anrede und Gruß.',
              translation:
                'Reply to Tobias. Write something on all four points below. Remember the greeting and the closing too.',
            },
          ],
          points: [
            {
              german: 'Entschuldigung',
              translation: 'Apology',
              cues: [
                'entschuldig*',
                'tut mir … leid',
                'leid',
                'sorry',
                'verzeih*',
                'schlechtes gewissen',
                'nicht böse',
              ],
            },
            {
              german: 'Grund, warum Sie nicht gekommen sind',
              translation: 'Why you did not come',
              cues: [
                'weil',
                'deshalb',
                'darum',
                'musste',
                'krank',
                'arbeit*',
                'chef*',
                'handy',
                'akku',
                'vergessen',
                'zug',
                'bus',
                'unfall',
                'fieber',
                'passiert',
                'konnte … nicht',
              ],
            },
            {
              german: 'Fragen zur Party',
              translation: 'Questions about the party',
              cues: [
                'wie war*',
                'wie … war',
                'mir erzählen',
                'war es',
                'wer war',
                'wer … da',
                'geschenke',
                'hast du … bekommen',
                'gäste',
                'getanzt',
                'gegrillt',
                'spaß',
                'hattet',
                'habt ihr',
                'fotos',
                'bilder',
                'was habt',
                'lustig',
                'schön gewesen',
              ],
            },
            {
              german: 'Vorschlag für ein Treffen',
              translation: 'A suggestion for meeting up',
              cues: [
                'treffen',
                'einlad*',
                'wie wäre es',
                'hast du … zeit',
                'können wir',
                'könnten wir',
                'wollen wir',
                'lass uns',
                'nachfeiern',
                'nachholen',
                'kaffee',
                'kino',
                'vorschlag',
                'schlage … vor',
                'nächste* woche',
                'wochenende',
                'zum essen',
                'essen gehen',
                'zu mir',
                'bald … sehen',
              ],
            },
          ],
          register: 'du',
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
          title: { de: 'Musterantwort (du-Form)', en: 'Model answer (du form)' },
          lines: [
            { german: 'Lieber Tobias,', translation: 'Dear Tobias,' },
            {
              german:
                'es tut mir wirklich leid, dass ich am Samstag nicht zu deiner Party gekommen bin. Du hast bestimmt auf mich gewartet, und ich verstehe gut, dass du enttäuscht bist.',
              translation:
                'I’m really sorry that I didn’t come to your party on Saturday. I’m sure you were waiting for me, and I fully understand that you’re disappointed.',
              points: [1],
              note: {
                de: 'Erst die Entschuldigung, dann Verständnis. Der zweite Satz beginnt mit [[Du]], nicht mit [[Ich]].',
                en: 'First the apology, then understanding. The second sentence starts with [[Du]], not with [[Ich]].',
              },
            },
            {
              german:
                'Leider hat mich am Nachmittag mein Chef angerufen, weil ein Kollege krank war. Deshalb musste ich bis elf Uhr abends im Restaurant arbeiten. Mein Handy lag die ganze Zeit im Spind, darum habe ich deine Anrufe nicht gehört.',
              translation:
                'Unfortunately my boss called me in the afternoon because a colleague was ill. So I had to work at the restaurant until eleven at night. My phone was in my locker the whole time, which is why I didn’t hear your calls.',
              points: [2],
              note: {
                de: '[[Leider]], [[weil]], [[Deshalb]], [[darum]]: Der Grund ist klar, die Sätze sind verbunden. Nach [[weil]] steht das Verb am Ende.',
                en: '[[Leider]], [[weil]], [[Deshalb]], [[darum]]: the reason is clear and the sentences are linked. After [[weil]] the verb goes to the end.',
              },
            },
            {
              german:
                'Jetzt bin ich aber neugierig: Wie war die Party? Wer war alles da, und hast du schöne Geschenke bekommen?',
              translation:
                'But now I am curious: how was the party? Who was there, and did you get nice presents?',
              points: [3],
            },
            {
              german:
                'Dein Geschenk habe ich natürlich schon gekauft. Als kleine Entschuldigung möchte ich dich gern zum Essen einladen: Hast du am Freitag um sieben Zeit? Wir könnten zum Italiener am Marktplatz gehen.',
              translation:
                'Of course I’ve already bought your present. As a small apology I’d like to take you out for a meal: are you free on Friday at seven? We could go to the Italian restaurant on the market square.',
              points: [4],
              note: {
                de: 'Ein konkreter Vorschlag mit Tag, Uhrzeit und Ort. Die Sätze beginnen mit [[Dein Geschenk]] und [[Als kleine Entschuldigung]], nicht mit [[Ich]].',
                en: 'A concrete offer with day, time and place. The sentences start with [[Dein Geschenk]] and [[Als kleine Entschuldigung]], not with [[Ich]].',
              },
            },
            {
              german: 'Ich hoffe, du bist mir nicht mehr böse. Bis bald!',
              translation: 'I hope you’re not cross with me any more. See you soon!',
            },
            { german: 'Liebe Grüße', translation: 'Love' },
            { german: 'Deine Alex', translation: 'Alex' },
          ],
          marking: {
            task: {
              grade: 'A',
              reason: {
                de: 'Alle vier Leitpunkte sind behandelt: Entschuldigung, Grund, Fragen zur Party und ein Vorschlag mit Tag, Uhrzeit und Ort.',
                en: 'All four guiding points are handled: apology, reason, questions about the party and an offer with day, time and place.',
              },
            },
            communication: {
              grade: 'A',
              reason: {
                de: 'Anrede und Gruß passen zu einem Freund, durchgehend du. [[weil]], [[deshalb]] und [[darum]] verbinden die Sätze; viele Sätze beginnen nicht mit [[Ich]].',
                en: 'Greeting and closing suit a friend, du throughout. [[weil]], [[deshalb]] and [[darum]] link the sentences; many sentences do not start with [[Ich]].',
              },
            },
            accuracy: {
              grade: 'A',
              reason: {
                de: 'Keine Fehler: Verb am Ende nach [[dass]] und [[weil]], richtige Perfektformen, Komma vor jedem Nebensatz.',
                en: 'No mistakes: verb at the end after [[dass]] and [[weil]], correct perfect-tense forms, a comma before every subordinate clause.',
              },
            },
          },
        },
        WRITING_WEAKER_INTRO,
        {
          type: 'modelAnswer',
          title: { de: 'Schwächere Fassung', en: 'Weaker version' },
          lines: [
            { german: 'Lieber Tobias,', translation: 'Dear Tobias,' },
            {
              german: 'ich entschuldige dich für Samstag. Es tut mir sehr Leid.',
              translation: 'I forgive you for Saturday (meant: I apologise for Saturday). I am very sorry.',
              points: [1],
              note: {
                de: '[[Ich entschuldige dich]] heißt: Ich verzeihe dir. Richtig: [[Ich entschuldige mich]]. Und [[leid]] schreibt man klein.',
                en: '[[Ich entschuldige dich]] means "I forgive you". Correct: [[Ich entschuldige mich]]. And [[leid]] is written with a small letter.',
              },
            },
            {
              german:
                'Ich musste arbeiten, weil ein Kollege war krank. Ich hatte mein Handy im Spind. Ich habe deine Anrufe nicht gehört.',
              translation:
                'I had to work because a colleague was ill. I had my phone in my locker. I did not hear your calls.',
              points: [2],
              note: {
                de: 'Nach [[weil]] muss das Verb ans Ende: [[weil ein Kollege krank war]]. Drei Sätze mit [[Ich]] hintereinander, kein Konnektor.',
                en: 'After [[weil]] the verb must go to the end: [[weil ein Kollege krank war]]. Three sentences in a row start with [[Ich]], no connector.',
              },
            },
            {
              german: 'Ich möchte wissen, wie die Party war. Ich hoffe, ihr hattet viel Spaß.',
              translation: 'I would like to know how the party was. I hope you had a lot of fun.',
              points: [3],
            },
            {
              german: 'Ich hoffe, du bist nicht mehr böse.',
              translation: 'I hope you’re not cross any more.',
              note: {
                de: 'Kein Vorschlag für ein Treffen: Leitpunkt 4 fehlt.',
                en: 'No suggestion for meeting up: guiding point 4 is missing.',
              },
            },
            {
              german: MIT_FREUNDLICHEN_GRUSSEN,
              translation: 'Kind regards',
              note: {
                de: 'Zu formell für einen Freund. Besser: [[Liebe Grüße]] oder [[Viele Grüße]].',
                en: 'Too formal for a friend. Better: [[Liebe Grüße]] or [[Viele Grüße]].',
              },
            },
            { german: 'Alex', translation: 'Alex' },
          ],
          marking: {
            task: {
              grade: 'B',
              reason: {
                de: 'Leitpunkt 4 fehlt: Es gibt keinen Vorschlag für ein Treffen. Drei von vier Punkten ergeben ein B.',
                en: 'Guiding point 4 is missing: there is no suggestion for meeting up. Three of the four points give a B.',
              },
            },
            communication: {
              grade: 'C',
              reason: {
                de: 'Fast jeder Satz beginnt mit [[Ich]], die Sätze sind kaum verbunden, und der formelle Gruß passt nicht zu einem Freund.',
                en: 'Almost every sentence starts with [[Ich]], the sentences are hardly linked, and the formal closing does not suit a friend.',
              },
            },
            accuracy: {
              grade: 'B',
              reason: {
                de: 'Einige Fehler ([[entschuldige dich]], [[Leid]], Verbposition nach [[weil]]), aber man versteht alles.',
                en: 'Some mistakes ([[entschuldige dich]], [[Leid]], verb position after [[weil]]), but everything can be understood.',
              },
            },
          },
        },
        WRITING_NOT_REQUIRED,
      ],
    },
    {
      id: 'phrases',
      title: { de: 'Redemittel in du- und Sie-Form', en: 'Useful phrases in du and Sie form' },
      blocks: [
        {
          type: 'paragraph',
          text: {
            de: 'Die du-Form ist für Freunde und Familie, die Sie-Form für Lehrer, Ärztinnen, Trainer oder Vermieter. Die Tabelle zeigt die formelle Sie-Form ([[Sehr geehrte …, / Mit freundlichen Grüßen]]). Kennen Sie die Person gut, etwa Ihren Trainer, schreiben Sie halbformell: [[Lieber Herr …, / Viele Grüße]] (siehe „Eine Regel für Anrede und Gruß“).',
            en: 'The du form is for friends and family, the Sie form for teachers, doctors, coaches or landlords. The table shows the formal Sie form ([[Sehr geehrte …, / Mit freundlichen Grüßen]]). If you know the person well, such as your coach, write semi-formally: [[Lieber Herr …, / Viele Grüße]] (see “One rule for the greeting and the closing”).',
          },
        },
        table({
          caption: { de: 'Sich entschuldigen: du und Sie', en: 'Apologising: du and Sie' },
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
              du: 'Liebe Jana, / Lieber Tobias,',
              sie: 'Sehr geehrte Frau Kühn, / Sehr geehrter Herr Dietrich,',
              en: 'Dear Jana, / Dear Tobias, · Dear Ms Kühn, / Dear Mr Dietrich,',
              drill: {
                du: 'Dear Jana, / Dear Tobias, (du)',
                sie: 'Dear Ms Kühn, / Dear Mr Dietrich, (formal)',
              },
            },
            {
              use: { de: 'Auf die E-Mail reagieren', en: 'Reacting to the e-mail' },
              du: 'Danke für deine Nachricht.',
              sie: 'Vielen Dank für Ihre E-Mail.',
              en: 'Thank you for your message / e-mail.',
              drill: { du: 'Thanks for your message. (du)', sie: 'Thank you for your e-mail. (Sie)' },
            },
            {
              use: { de: 'Sich entschuldigen', en: 'Apologising' },
              du: 'Entschuldige bitte, dass ich nicht gekommen bin.',
              sie: 'Entschuldigen Sie bitte, dass ich nicht gekommen bin.',
              en: 'Please forgive me for not coming.',
            },
            {
              use: { de: 'Der Grund', en: 'The reason' },
              du: 'Leider musste ich ganz plötzlich arbeiten.',
              sie: 'Leider musste ich kurzfristig arbeiten.',
              en: 'Unfortunately I suddenly had to work.',
              drill: {
                du: 'Unfortunately I suddenly had to work. (du)',
                sie: 'Unfortunately I had to work at short notice. (Sie)',
              },
            },
            {
              use: { de: 'Warum Sie nicht abgesagt haben', en: 'Why you did not cancel' },
              du: 'Ich konnte dir nicht Bescheid sagen, weil mein Akku leer war.',
              sie: 'Ich konnte Ihnen nicht absagen, weil mein Akku leer war.',
              en: 'I couldn’t let you know because my battery was dead.',
              drill: {
                du: 'I couldn’t let you know because my battery was dead. (du)',
                sie: 'I couldn’t cancel because my battery was dead. (Sie)',
              },
            },
            {
              use: { de: 'Verständnis zeigen', en: 'Showing understanding' },
              du: 'Ich verstehe gut, dass du sauer bist.',
              sie: 'Ich verstehe, dass Sie verärgert sind.',
              en: 'I understand that you’re annoyed.',
              drill: {
                du: 'I really understand that you’re annoyed. (du)',
                sie: 'I understand that you are annoyed. (Sie)',
              },
            },
            {
              use: { de: 'Wiedergutmachen', en: 'Making up for it' },
              du: 'Als Entschuldigung lade ich dich ins Kino ein.',
              sie: 'Die Kosten für den Termin bezahle ich natürlich.',
              en: 'To make up for it, I’ll take you to the cinema. / Of course I’ll pay the cost of the appointment.',
              drill: {
                du: 'To make up for it, I’ll take you to the cinema. (du)',
                sie: 'Of course I’ll pay the cost of the appointment. (Sie)',
              },
            },
            {
              use: { de: 'Einen neuen Termin vorschlagen', en: 'Suggesting a new date' },
              du: 'Hast du nächste Woche Zeit? Wie wäre es mit Freitag um sieben?',
              sie: 'Könnten wir einen neuen Termin vereinbaren? Mir würde Dienstag nach 16 Uhr gut passen.',
              en: 'Are you free next week? How about Friday at seven? / Could we arrange a new appointment? Tuesday after 4 p.m. would suit me well.',
              drill: {
                du: 'Are you free next week? How about Friday at seven? (du)',
                sie: 'Could we arrange a new appointment? Tuesday after 4 p.m. would suit me well. (Sie)',
              },
            },
            {
              use: { de: 'Um Antwort bitten', en: 'Asking for a reply' },
              du: 'Sag mir bitte Bescheid, ob das passt.',
              sie: 'Bitte teilen Sie mir mit, ob Ihnen das passt.',
              en: 'Please let me know if that suits you.',
              drill: {
                du: 'Please let me know if that suits you. (du)',
                sie: 'Please let me know whether that suits you. (Sie)',
              },
            },
            {
              use: { de: 'Versprechen', en: 'Promising' },
              du: 'Das passiert nicht wieder, versprochen!',
              sie: 'Das wird nicht wieder vorkommen.',
              en: 'It won’t happen again, I promise! / It will not happen again.',
              drill: { du: 'It won’t happen again, I promise! (du)', sie: 'It will not happen again. (Sie)' },
            },
            {
              use: { de: 'Gruß', en: 'Closing' },
              du: 'Viele Grüße / Liebe Grüße',
              sie: MIT_FREUNDLICHEN_GRUSSEN,
              en: 'Best wishes / Love · Kind regards',
              drill: { du: 'Best wishes / Love (du)', sie: 'Kind regards (Sie)' },
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
          caption: { de: 'Typische Fehler bei der Entschuldigung', en: 'Typical mistakes in an apology' },
          columns: [
            { key: 'wrong', header: { de: 'Falsch', en: 'Wrong' }, lang: 'de', wrong: true },
            { key: 'right', header: { de: 'Richtig', en: 'Right' }, lang: 'de' },
            { key: 'why', header: { de: 'Warum?', en: 'Why?' } },
          ],
          rows: [
            {
              wrong: 'Sorry, ich konnte nicht kommen. Viele Grüße',
              right: 'Es tut mir leid, dass ich nicht kommen konnte. Leider musste ich arbeiten.',
              why: {
                de: 'Kein Grund: Wenn der Grund ein Leitpunkt ist, fehlt ein Punkt, und es gibt in der Aufgabenbewältigung kein A mehr.',
                en: 'No reason: if the reason is a guiding point, a point is missing and [[Aufgabenbewältigung]] (task completion) no longer gets an A.',
              },
            },
            {
              wrong: 'Ich hoffe, du bist nicht sauer. Tschüss!',
              right: 'Hast du am Freitag Zeit? Dann lade ich dich zum Essen ein.',
              why: {
                de: 'Kein Angebot, kein neuer Termin: Die Entschuldigung bleibt leer, und oft fehlt ein Leitpunkt.',
                en: 'No offer, no new date: the apology stays empty, and often a guiding point is missing.',
              },
            },
            {
              wrong: 'Ich entschuldige dich.',
              right: 'Ich entschuldige mich (bei dir).',
              why: {
                de: '[[sich entschuldigen]] braucht [[mich]]. [[Ich entschuldige dich]] heißt: Ich verzeihe dir.',
                en: '[[sich entschuldigen]] needs [[mich]]. [[Ich entschuldige dich]] means "I forgive you".',
              },
            },
            {
              wrong: 'Es tut mir Leid.',
              right: 'Es tut mir leid.',
              why: {
                de: 'Heute schreibt man [[leid]] klein.',
                en: 'Current spelling: [[leid]] is written with a small letter.',
              },
            },
            {
              wrong: '…, dass ich bin nicht gekommen.',
              right: '…, dass ich nicht gekommen bin.',
              why: {
                de: 'Nach [[dass]] und [[weil]] steht das konjugierte Verb am Ende.',
                en: 'After [[dass]] and [[weil]] the conjugated verb goes to the end.',
              },
            },
            {
              wrong: 'Entschuldigung für ich habe den Termin vergessen.',
              right: 'Entschuldigung, dass ich den Termin vergessen habe.',
              why: {
                de: '[[für]] + Nomen: [[Entschuldigung für die Verspätung]]. Vor einem Satz steht [[dass]].',
                en: '[[für]] + noun: [[Entschuldigung für die Verspätung]]. Before a clause, use [[dass]].',
              },
            },
            {
              wrong: 'Sehr geehrte Frau Kühn, entschuldige bitte …',
              right: 'Sehr geehrte Frau Kühn, entschuldigen Sie bitte …',
              why: {
                de: 'Du und Sie gemischt. Zur Sie-Anrede gehören [[entschuldigen Sie]], [[Ihnen]] und [[Ihr]].',
                en: 'du and Sie mixed. The Sie greeting goes with [[entschuldigen Sie]], [[Ihnen]] and [[Ihr]].',
              },
            },
            {
              wrong: 'Ich habe krank gewesen.',
              right: 'Ich war krank.',
              why: {
                de: 'Das Perfekt von [[sein]] bildet man mit [[sein]]: [[ich bin krank gewesen]]. Einfacher und üblicher ist das Präteritum: [[ich war]], [[ich hatte]].',
                en: 'The perfect of [[sein]] is formed with [[sein]]: [[ich bin krank gewesen]]. Simpler and more common is the simple past: [[ich war]], [[ich hatte]].',
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
            de: 'Entschuldigung, Grund, Vorschlag: Steht alles da? Hat der Vorschlag Tag und Uhrzeit?',
            en: 'Apology, reason, offer: is everything there? Does the offer have a day and a time?',
          },
          {
            de: '[[Ich entschuldige mich]] mit [[mich]], [[Es tut mir leid]] mit kleinem [[leid]].',
            en: '[[Ich entschuldige mich]] with [[mich]], [[Es tut mir leid]] with a small [[leid]].',
          },
        ]),
      ],
    },
    {
      id: 'practice-task',
      title: { de: 'Noch eine Aufgabe: jetzt mit Sie', en: 'One more task: now with Sie' },
      blocks: [
        WRITING_PRACTICE_INTRO,
        {
          type: 'writingTask',
          title: { de: 'Übungsaufgabe: das verpasste Gespräch', en: 'Practice task: the missed meeting' },
          text: [
            {
              german:
                'Sie hatten gestern um 16 Uhr einen Termin in der Schule: ein Gespräch mit Frau Kühn, der Klassenlehrerin Ihres Sohnes Leon. Sie sind nicht gekommen. Heute bekommen Sie diese E-Mail:',
              translation:
                'Yesterday at 4 p.m. you had an appointment at the school: a meeting with Ms Kühn, your son Leon’s class teacher. You did not come. Today you receive this e-mail:',
            },
            { german: 'Sehr geehrte Familie Ramos,', translation: 'Dear Ramos family,' },
            {
              german:
                'leider sind Sie gestern nicht zu unserem Gespräch gekommen. Ich habe eine halbe Stunde gewartet. Ich möchte gern mit Ihnen über Leons Noten in Mathematik sprechen. Bitte melden Sie sich, damit wir einen neuen Termin finden.',
              translation:
                'unfortunately you did not come to our meeting yesterday. I waited for half an hour. I would like to talk to you about Leon’s marks in maths. Please get in touch so that we can find a new date.',
            },
            { german: MIT_FREUNDLICHEN_GRUSSEN, translation: 'Kind regards' },
            { german: 'Sabine Kühn', translation: 'Sabine Kühn' },
            {
              german:
                'Antworten Sie Frau Kühn. Schreiben Sie zu allen vier Punkten etwas. Denken Sie auch an Anrede und Gruß.',
              translation:
                'Reply to Ms Kühn. Write something on all four points. Remember the greeting and the closing too.',
            },
          ],
          points: [
            {
              german: 'Entschuldigung',
              translation: 'Apology',
              cues: ['entschuldig*', 'tut mir … leid', 'leid', 'verzeih*'],
            },
            {
              german: 'Grund für Ihr Fehlen',
              translation: 'The reason you were absent',
              cues: [
                'deshalb',
                'darum',
                'musste',
                'krank',
                'vergessen',
                'verwechselt',
                'bus',
                'zug',
                'stau',
                'arzt',
                'ärztin',
                'passiert',
                'notfall',
                'chef*',
                'konnte … nicht',
                'arbeiten',
                'bei der arbeit',
                'sohn',
                'fieber',
                'kinderarzt',
                'falsch*',
                'nicht gefunden',
                'verlaufen',
              ],
            },
            {
              german: 'Vorschlag für einen neuen Termin',
              translation: 'A suggestion for a new date',
              cues: [
                'termin',
                'treffen',
                'passt',
                'passen',
                'zeit',
                'uhr',
                'vorschlag*',
                'schlage … vor',
                'könnten wir',
                'möglich',
                'nächste* woche',
                ...WEEKDAY_CUES,
                'können wir … treffen',
                'können wir … vereinbaren',
                'vereinbaren',
              ],
            },
            {
              german: 'Frage zu Leons Noten',
              translation: 'A question about Leon’s marks',
              cues: [
                'note',
                'noten',
                'mathe*',
                'zeugnis',
                'test',
                'prüfung',
                'hausaufgaben',
                'nachhilfe',
                'üben',
                'lernen',
                'schlecht*',
                'besser',
              ],
            },
          ],
          register: 'Sie',
          asksQuestion: true,
        },
        {
          type: 'callout',
          tone: 'tip',
          title: { de: 'Daran denken', en: 'Remember' },
          items: [
            {
              de: 'Durchgehend Sie: [[Sehr geehrte Frau Kühn,]] am Anfang, [[Mit freundlichen Grüßen]] am Ende.',
              en: 'Sie throughout: [[Sehr geehrte Frau Kühn,]] at the start, [[Mit freundlichen Grüßen]] at the end.',
            },
            {
              de: 'Bieten Sie für den neuen Termin zwei Möglichkeiten an: Dann kann Frau Kühn leicht eine wählen.',
              en: 'Offer two options for the new date: then Ms Kühn can easily choose one.',
            },
          ],
        },
      ],
    },
  ],
  closing: {
    de: 'Eine gute Entschuldigung ist kurz: Es tut mir leid, das war der Grund, so mache ich es wieder gut. Mit diesen Schritten und den Redemitteln schreiben Sie die Prüfungs-E-Mail ruhig und sicher.',
    en: 'A good apology is short: I am sorry, this was the reason, this is how I will make up for it. With these moves and phrases you will write the exam e-mail calmly and confidently.',
  },
  seoMeta: {
    title: {
      de: 'Schreiben üben: Entschuldigung – telc Deutsch B1',
      en: 'Writing Practice: Apology – telc Deutsch B1',
    },
    description: {
      de: 'Sich in der B1-E-Mail entschuldigen: Übungsaufgabe mit vier Leitpunkten, bewertete Musterantwort, Redemittel in du- und Sie-Form, typische Fehler.',
      en: 'Apologising in the B1 exam e-mail: a practice task with four guiding points, a marked model answer, phrases in du and Sie form and typical mistakes.',
    },
  },
} satisfies Sheet;
