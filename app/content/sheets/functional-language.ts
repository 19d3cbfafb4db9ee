import { table, type Sheet } from '../sheet-schema';
import { WEEKDAY_CUES } from '../writing-cues';

/** German taught in more than one place on this sheet: written once, used where it is taught. */
const MEINER_MEINUNG_NACH = 'Meiner Meinung nach …';
const MIR_FALLT_DAS_WORT = {
  german: 'Mir fällt das Wort gerade nicht ein. Es ist so etwas wie …',
  translation: 'The word escapes me right now. It’s something like …',
} as const;
const ICH_FREUE_MICH_AUF = {
  german: 'Ich freue mich auf Ihre Antwort.',
  translation: 'I look forward to hearing from you.',
} as const;
const WAS_MEINST_DU_DAZU = {
  german: 'Was meinst du dazu?',
  translation: 'What do you think about it?',
} as const;
const MIT_FREUNDLICHEN_GRUSSEN = 'Mit freundlichen Grüßen';

/** The columns of every phrase table on this sheet: function, German, English, tip. */
const phraseColumns = [
  { key: 'function', header: { de: 'Funktion', en: 'Function' } },
  { key: 'german', header: { de: 'Redemittel', en: 'German phrase' }, lang: 'de' },
  { key: 'english', header: { de: 'Englische Übersetzung', en: 'English translation' }, lang: 'en' },
  { key: 'tip', header: { de: 'Tipp', en: 'Tip' } },
] as const;

/** The function of the phrase-table rows that ask about the partner's text (oral exam, part 2). */
const NACH_DEM_TEXT_FRAGEN = { de: 'Nach dem Text fragen', en: 'Asking about your partner’s text' };

/** Cheat sheet #11: Functional Language and Communication (Redemittel für jede Situation). */
export const functionalLanguage = {
  pageTitle: {
    main: { de: 'Redemittel', en: 'Functional Language' },
    highlight: { de: 'für jede Situation', en: 'and Communication' },
    subtitle: {
      de: 'Die wichtigsten Wendungen für Ihre E-Mail und für das Gespräch: Meinung sagen, bitten, danken, vorschlagen und Ideen verbinden.',
      en: 'The key German phrases for your e-mail and for the oral exam: giving your opinion, asking, thanking, suggesting and linking ideas.',
    },
  },
  exam: {
    de: 'Schreiben und Sprechen · E-Mail und mündliche Prüfung',
    en: 'Writing and speaking · E-mail and oral exam',
  },
  summary: {
    method: [
      {
        de: 'E-Mail: Anrede → Einleitung → vier Leitpunkte → Schlusssatz → Gruß.',
        en: 'E-mail: greeting → opening → four guiding points → closing line → sign-off.',
      },
      {
        de: 'Du oder Sie wählen – und in der ganzen E-Mail dabei bleiben.',
        en: 'Choose [[du]] or [[Sie]] – and keep it through the whole e-mail.',
      },
      {
        de: 'Im Gespräch: Meinung mit Grund sagen, auf den Partner reagieren, zurückfragen.',
        en: 'In the conversation: give your opinion with a reason, react to your partner, ask back.',
      },
      {
        de: 'Ein Wort fehlt? Nicht schweigen: umschreiben oder nachfragen.',
        en: 'A word is missing? Do not go silent: describe it or ask.',
      },
    ],
    phrases: [
      { german: MEINER_MEINUNG_NACH, translation: 'In my opinion …' },
      WAS_MEINST_DU_DAZU,
      { german: 'Wie wäre es, wenn wir …?', translation: 'How about if we …?' },
      MIR_FALLT_DAS_WORT,
      ICH_FREUE_MICH_AUF,
    ],
    figures: [
      {
        label: { de: 'Schreiben', en: 'Writing' },
        value: {
          de: 'eine E-Mail, vier Leitpunkte, 30 Minuten, höchstens 45 Punkte',
          en: 'one e-mail, four guiding points, 30 minutes, up to 45 points',
        },
      },
      {
        label: { de: 'Länge der E-Mail', en: 'Length of the e-mail' },
        value: {
          de: 'keine offizielle Wortzahl; etwa 100–150 Wörter als Faustregel',
          en: 'no official word count; about 100–150 words as a rule of thumb',
        },
      },
      {
        label: { de: 'Redemittel', en: 'Set phrases' },
        value: {
          de: '3–4 pro E-Mail (unsere Faustregel, keine Regel der Prüfung)',
          en: '3–4 per e-mail (our rule of thumb, not an exam rule)',
        },
      },
      {
        label: { de: 'Sprechen', en: 'Speaking' },
        value: {
          de: '20 Minuten Vorbereitung, dann etwa 15 Minuten zu zweit',
          en: '20 minutes of preparation, then about 15 minutes in pairs',
        },
      },
      {
        label: { de: 'Mündliche Prüfung', en: 'Oral exam' },
        value: {
          de: 'Teil 1: 15, Teil 2: 30, Teil 3: 30 Punkte – zusammen 75, bestanden ab 45',
          en: 'Part 1: 15, part 2: 30, part 3: 30 points – 75 in all, pass mark 45',
        },
      },
    ],
  },
  sections: [
    {
      id: 'why-phrases',
      title: { de: 'Warum Redemittel so wichtig sind', en: 'Why functional phrases matter' },
      blocks: [
        {
          type: 'paragraph',
          text: {
            de: 'Redemittel sind feste Wendungen für eine bestimmte Aufgabe, zum Beispiel eine Meinung sagen oder höflich bitten. Wenn Sie sie als Ganzes lernen, sparen Sie Zeit, machen weniger Fehler und klingen natürlicher.',
            en: 'Functional phrases ([[Redemittel]]) are fixed expressions for one job, such as giving an opinion or asking politely. Learn them as whole units: you save time, make fewer mistakes and sound more natural.',
          },
        },
        {
          type: 'list',
          items: [
            {
              de: '**Schreiben:** eine E-Mail mit vier Leitpunkten in 30 Minuten. Redemittel helfen Ihnen, jeden Leitpunkt klar zu beginnen und die Teile zu verbinden.',
              en: '**Writing:** one e-mail with four guiding points ([[Leitpunkte]]) in 30 minutes. Phrases help you start each guiding point clearly and link the parts together.',
            },
            {
              de: '**Sprechen:** drei Teile zu zweit – Teil 1 **Einander kennenlernen** (früher: Kontaktaufnahme), Teil 2 **Über ein Thema sprechen** (früher: Gespräch über ein Thema) und Teil 3 **Gemeinsam etwas planen**. Im Gespräch reagieren Sie auf Ihren Partner.',
              en: '**Speaking:** three parts in pairs – part 1, Getting to know each other ([[Einander kennenlernen]]; older name [[Kontaktaufnahme]]), part 2, Talking about a topic ([[Über ein Thema sprechen]]; older name [[Gespräch über ein Thema]]) and part 3, Planning something together ([[Gemeinsam etwas planen]]). In the conversation you react to your partner.',
            },
          ],
        },
      ],
    },
    {
      id: 'email-phrases',
      title: { de: 'Redemittel für die E-Mail', en: 'Phrases for the e-mail' },
      blocks: [
        {
          type: 'paragraph',
          text: {
            de: 'Im Prüfungsteil Schreiben antworten Sie auf eine E-Mail. Ihre Antwort ist informell (**du**, zum Beispiel an eine Freundin) oder halbformell in der **Sie**-Form. Mit **Sie** wählen Sie die Anrede: [[Liebe Frau …]] an eine Person, die Sie kennen (zum Beispiel Ihre Kursleiterin), [[Sehr geehrte Frau …]] an eine Person, die Sie nicht persönlich kennen (zum Beispiel Frau Meyer von der Hausverwaltung). Einladung, Dank oder Beschwerde in der Tabelle sind Übungssituationen, keine eigenen Prüfungsaufgaben. Welche Funktionen Sie in der Prüfung brauchen, zeigen die vier Leitpunkte.',
            en: 'In the writing part you reply to an e-mail. Your reply is informal ([[du]], for example to a friend) or semi-formal in the [[Sie]] form. With [[Sie]] you choose the greeting: [[Liebe Frau …]] to someone you know (for example your course teacher), [[Sehr geehrte Frau …]] to someone you do not know personally (for example Frau Meyer from the property management). The invitations, thanks and complaints in the table are practice situations, not separate exam tasks. The four guiding points tell you which functions you need in the exam.',
          },
        },
        table({
          caption: { de: 'Die E-Mail nach Funktionen', en: 'The e-mail by function' },
          columns: phraseColumns,
          rows: [
            {
              function: { de: 'Anrede (du)', en: 'Greeting ([[du]])' },
              german: 'Liebe Maria, / Lieber Jonas, / Hallo Jonas,',
              english: 'Dear Maria, / Dear Jonas, / Hi Jonas,',
              tip: {
                de: '[[Liebe]] für Frauen, [[Lieber]] für Männer, [[Hallo]] ist locker. Nach dem Komma schreiben Sie klein weiter: [[Liebe Maria, vielen Dank …]]',
                en: '[[Liebe]] for a woman, [[Lieber]] for a man, [[Hallo]] is casual. After the comma, go on in lower case: [[Liebe Maria, vielen Dank …]]',
              },
            },
            {
              function: { de: 'Anrede (Sie, formell)', en: 'Greeting ([[Sie]], formal)' },
              german: 'Sehr geehrte Frau Meyer, / Sehr geehrter Herr Braun,',
              english: 'Dear Ms Meyer, / Dear Mr Braun,',
              // The site's one greeting rule (writing-shared.ts): "Sehr geehrte …" is formal.
              drill: { german: 'Dear Ms Meyer, / Dear Mr Braun, (formal)' },
              tip: {
                de: 'Für Personen, die Sie nicht kennen. Gruß: [[Mit freundlichen Grüßen]]. Die Aufgabe nennt den Namen: nicht [[Sehr geehrte Damen und Herren]].',
                en: 'For people you do not know. Closing: [[Mit freundlichen Grüßen]]. The task names the person: not [[Sehr geehrte Damen und Herren]].',
              },
            },
            {
              function: { de: 'Anrede (Sie, halbformell)', en: 'Greeting ([[Sie]], semi-formal)' },
              german: 'Liebe Frau Keller, / Lieber Herr Schneider,',
              english: 'Dear Ms Keller, / Dear Mr Schneider,',
              // The site's one greeting rule (writing-shared.ts): "Liebe Frau …" is semi-formal.
              drill: { german: 'Dear Ms Keller, / Dear Mr Schneider, (semi-formal)' },
              tip: {
                de: 'Für Bekannte mit Sie. Gruß: [[Viele Grüße]]. [[Sie]], [[Ihnen]], [[Ihr]] immer groß.',
                en: 'For people you know and call [[Sie]]. Closing: [[Viele Grüße]]. [[Sie]], [[Ihnen]], [[Ihr]] always capitalised.',
              },
            },
            {
              function: { de: 'Einleitung', en: 'Opening line' },
              german: 'vielen Dank für deine E-Mail. Ich habe mich sehr darüber gefreut.',
              english: 'Thank you for your e-mail. I was really pleased to get it.',
              tip: {
                de: 'Klein geschrieben, weil der Satz direkt nach der Anrede steht. Mit Sie: [[vielen Dank für Ihre E-Mail.]]',
                en: 'Lower case because it follows the greeting. With [[Sie]]: [[vielen Dank für Ihre E-Mail.]]',
              },
            },
            {
              function: { de: 'Einleitung', en: 'Opening line' },
              german: 'ich schreibe Ihnen, weil …',
              english: 'I am writing to you because …',
              tip: {
                de: 'Verb am Ende: [[…, weil ich eine Frage zu Ihrem Kurs habe.]]',
                en: 'Verb at the end: [[…, weil ich eine Frage zu Ihrem Kurs habe.]] (… because I have a question about your course.)',
              },
            },
            {
              function: { de: 'Danken', en: 'Thanking' },
              german: 'Vielen Dank für deine Hilfe! / Vielen Dank für Ihre Hilfe!',
              english: 'Thank you very much for your help!',
              tip: {
                de: '[[für]] + Akkusativ: [[für den Tipp]], [[für die Einladung]].',
                en: '[[für]] + accusative: [[für den Tipp]] (for the tip), [[für die Einladung]] (for the invitation).',
              },
              drill: { german: 'Thank you very much for your help! (du / Sie)' },
            },
            {
              function: { de: 'Sich entschuldigen', en: 'Apologising' },
              german: 'Es tut mir leid, dass ich erst jetzt antworte.',
              english: 'I’m sorry that I’m only replying now.',
              tip: {
                de: 'Nennen Sie danach kurz den Grund: [[Ich war zwei Wochen krank.]]',
                en: 'Then briefly give the reason: [[Ich war zwei Wochen krank.]] (I was ill for two weeks.)',
              },
            },
            {
              function: { de: 'Einladen', en: 'Inviting' },
              german: 'Ich möchte dich herzlich zu meiner Geburtstagsfeier einladen.',
              english: 'I’d like to warmly invite you to my birthday party.',
              tip: {
                de: 'Mit Sie: [[Ich möchte Sie herzlich … einladen.]] Sagen Sie auch, wann und wo.',
                en: 'With [[Sie]]: [[Ich möchte Sie herzlich … einladen.]] Also say when and where.',
              },
            },
            {
              function: { de: 'Zusagen', en: 'Accepting' },
              german: 'Ich komme sehr gern! Soll ich etwas mitbringen?',
              english: 'I’d love to come! Shall I bring anything?',
              tip: {
                de: 'Eine Frage zurück zeigt Interesse.',
                en: 'A question back shows interest.',
              },
            },
            {
              function: { de: 'Absagen', en: 'Declining' },
              german: 'Leider kann ich nicht kommen, weil ich an dem Tag arbeiten muss.',
              english: 'Unfortunately I can’t come, because I have to work that day.',
              tip: {
                de: 'Immer mit Grund. Danach etwas Freundliches: [[Vielleicht klappt es beim nächsten Mal.]]',
                en: 'Always with a reason. Then something friendly: [[Vielleicht klappt es beim nächsten Mal.]] (Maybe next time.)',
              },
            },
            {
              function: { de: 'Gratulieren', en: 'Congratulating' },
              german: 'Herzlichen Glückwunsch zum Geburtstag! / … zur neuen Stelle!',
              english: 'Happy birthday! / Congratulations on your new job!',
              tip: {
                de: '[[zum]] = [[zu dem]] (der, das), [[zur]] = [[zu der]] (die).',
                en: '[[zum]] = [[zu dem]] (der/das words), [[zur]] = [[zu der]] (die words).',
              },
            },
            {
              function: { de: 'Sich höflich beschweren', en: 'Complaining politely' },
              german: 'Leider bin ich mit der Reparatur nicht zufrieden.',
              english: 'Unfortunately I am not satisfied with the repair.',
              tip: {
                de: '[[mit]] + Dativ. Bleiben Sie sachlich: Was ist passiert, und wann?',
                en: '[[mit]] + dative. Stay calm and factual: what happened, and when?',
              },
            },
            {
              function: { de: 'Sich höflich beschweren', en: 'Complaining politely' },
              german: 'Ich möchte Sie bitten, das Problem bis Freitag zu lösen.',
              english: 'I would like to ask you to solve the problem by Friday.',
              tip: {
                de: 'Sagen Sie klar, was Sie möchten: höflich, aber deutlich.',
                en: 'Say clearly what you want: polite but firm.',
              },
            },
            {
              function: { de: 'Um Informationen bitten', en: 'Asking for information' },
              german: 'Könnten Sie mir bitte mitteilen, wann der Kurs beginnt?',
              english: 'Could you please tell me when the course starts?',
              tip: {
                de: '[[Könnten]] ist höflicher als [[Können]]. Mit du: [[Kannst du mir sagen, …?]]',
                en: '[[Könnten]] is more polite than [[Können]]. With [[du]]: [[Kannst du mir sagen, …?]]',
              },
            },
            {
              function: { de: 'Informationen geben', en: 'Giving information' },
              german: 'Zu deiner Frage: Der Kurs ist immer dienstags.',
              english: 'About your question: the course is always on Tuesdays.',
              tip: {
                de: 'Mit Sie: [[Zu Ihrer Frage: …]] So sieht man sofort, welchen Leitpunkt Sie beantworten.',
                en: 'With [[Sie]]: [[Zu Ihrer Frage: …]] This shows at once which guiding point you are answering.',
              },
            },
            {
              function: { de: 'Rat geben', en: 'Giving advice' },
              german: 'An deiner Stelle würde ich zuerst einen Sprachkurs machen.',
              english: 'If I were you, I would take a language course first.',
              tip: {
                de: 'Mit Sie: [[An Ihrer Stelle würde ich …]]',
                en: 'With [[Sie]]: [[An Ihrer Stelle würde ich …]]',
              },
            },
            {
              function: { de: 'Schlusssatz', en: 'Closing line' },
              german: 'Ich freue mich auf deine Antwort. / Ich freue mich auf Ihre Antwort.',
              english: 'I look forward to your reply.',
              tip: {
                de: 'Passt fast immer. Mit du auch: [[Schreib mir bald!]]',
                en: 'Fits almost every e-mail. With [[du]] also: [[Schreib mir bald!]] (Write soon!)',
              },
              drill: { german: 'I look forward to your reply. (du / Sie)' },
            },
            {
              function: { de: 'Gruß (du)', en: 'Sign-off ([[du]])' },
              german: 'Viele Grüße / Liebe Grüße',
              english: 'Best wishes / Love',
              tip: {
                de: '[[Liebe Grüße]] nur für Freunde; [[Viele Grüße]] passt auch zu [[Liebe Frau Keller]].',
                en: '[[Liebe Grüße]] only for friends; [[Viele Grüße]] also goes with [[Liebe Frau Keller]].',
              },
            },
            {
              function: { de: 'Gruß (Sie)', en: 'Sign-off ([[Sie]])' },
              german: MIT_FREUNDLICHEN_GRUSSEN,
              english: 'Kind regards',
              tip: {
                de: 'Passt zu [[Sehr geehrte …]]. Kein Komma danach; Ihr Name steht in der nächsten Zeile.',
                en: 'Goes with [[Sehr geehrte …]]. No comma after it; your name goes on the next line.',
              },
            },
          ],
        }),
        {
          type: 'callout',
          tone: 'info',
          title: { de: 'So wird die E-Mail bewertet', en: 'How the e-mail is marked' },
          items: [
            {
              de: '**Aufgabenbewältigung:** Wie viele der vier Leitpunkte behandeln Sie? Ein kurzer Satz pro Leitpunkt zählt schon.',
              en: '[[Aufgabenbewältigung]] (task completion): how many of the four guiding points do you cover? One short sentence per point already counts.',
            },
            {
              de: '**Kommunikative Gestaltung:** passende Anrede und passender Gruß, immer du oder immer Sie, die Leitpunkte gut verbunden. Die meisten Sätze sollten nicht mit [[Ich]] oder [[Wir]] beginnen.',
              en: '[[Kommunikative Gestaltung]] (communicative design): a fitting greeting and sign-off, one register throughout ([[du]] or [[Sie]]), the guiding points well linked. Most of your sentences should not start with [[Ich]] or [[Wir]].',
            },
            {
              de: '**Formale Richtigkeit:** Grammatik, Rechtschreibung und Zeichensetzung.',
              en: '[[Formale Richtigkeit]] (formal accuracy): grammar, spelling and punctuation.',
            },
            {
              de: 'Nicht nötig sind Absender, Adresse, Datum und Betreffzeile. Eine offizielle Wortzahl gibt es nicht; etwa 100 bis 150 Wörter sind ein guter Richtwert.',
              en: 'Sender, address, date and subject line are not required. There is no official word count; about 100 to 150 words is a good rule of thumb.',
            },
          ],
        },
        {
          type: 'writingTask',
          title: {
            de: 'Beispiel: eine Antwort an die Kursleiterin (Sie)',
            en: 'Example: a reply to your course teacher ([[Sie]])',
          },
          text: [
            {
              german: 'Ihre Kursleiterin, Frau Keller, plant ein Fest zum Kursende. Sie schreibt an alle:',
              translation:
                'Your course teacher, Ms Keller, is planning a party for the end of the course. She writes to everyone:',
            },
            {
              german:
                'Liebe Kursteilnehmerinnen und Kursteilnehmer, am Ende des Kurses möchte ich mit Ihnen ein kleines Fest machen. Wer hat Ideen? Bitte antworten Sie mir bis Freitag.',
              translation:
                'Dear course participants, at the end of the course I would like to have a small party with you. Does anyone have any ideas? Please reply by Friday.',
            },
            { german: 'Viele Grüße', translation: 'Best wishes' },
            { german: 'Sabine Keller', translation: 'Sabine Keller' },
          ],
          points: [
            {
              german: 'Wann Sie Zeit haben',
              translation: 'When you are free',
              cues: [
                'zeit',
                'passt',
                'passen',
                'uhr',
                'abend*',
                'vormittag*',
                'nachmittag*',
                'wochenende',
                ...WEEKDAY_CUES,
              ],
            },
            {
              german: 'Was Sie mitbringen können',
              translation: 'What you can bring',
              cues: [
                'mitbring*',
                'bring* … mit',
                'salat',
                '*salat',
                'kuchen',
                'getränk*',
                'trinken',
                'essen',
                'teller',
                'gläser',
              ],
            },
            {
              german: 'Ihr Vorschlag für den Ort',
              translation: 'Your suggestion for the place',
              cues: [
                'wie wäre es',
                'park',
                '*park',
                'ort',
                'raum',
                '*raum',
                'café',
                'restaurant',
                'garten',
                'grill*',
                'bei mir',
                'dort',
              ],
            },
            {
              german: 'Ob Sie Ihre Familie mitbringen dürfen',
              translation: 'Whether you may bring your family',
              cues: ['familie', 'mann', 'frau', 'tochter', 'sohn', 'kinder', 'partner*', 'freund*', 'ob ich'],
            },
          ],
          register: 'semi',
          asksQuestion: true,
        },
        {
          type: 'example',
          title: { de: 'Anas Antwort', en: 'Ana’s reply' },
          text: [
            { german: 'Liebe Frau Keller,', translation: 'Dear Ms Keller,' },
            {
              german: 'vielen Dank für Ihre E-Mail. Die Idee mit dem Fest finde ich sehr schön!',
              translation: 'Thank you for your e-mail. I think the idea of a party is lovely!',
            },
            {
              german:
                '(1) Am besten passt mir der Freitagabend, weil ich am Wochenende oft arbeiten muss. Ab 18 Uhr habe ich Zeit. (2) Gern bringe ich einen Nudelsalat und etwas zu trinken mit. Soll ich auch Teller und Gläser mitbringen?',
              translation:
                '(1) Friday evening suits me best, because I often have to work at the weekend. I’m free from 6 p.m. (2) I’d be happy to bring a pasta salad and something to drink. Shall I bring plates and glasses too?',
            },
            {
              german:
                '(3) Wie wäre es mit dem Stadtpark? Dort gibt es Tische und einen Grillplatz. Wenn es regnet, könnten wir im Kursraum feiern.',
              translation:
                '(3) How about the town park? There are tables and a barbecue area there. If it rains, we could celebrate in the classroom.',
            },
            {
              german:
                '(4) Außerdem möchte ich fragen, ob ich meinen Mann und meine Tochter mitbringen darf. Die beiden möchten die Leute aus meinem Kurs gern kennenlernen.',
              translation:
                '(4) I would also like to ask whether I may bring my husband and my daughter. They would love to meet the people from my course.',
            },
            ICH_FREUE_MICH_AUF,
            { german: 'Viele Grüße', translation: 'Best wishes' },
            { german: 'Ana Petrović', translation: 'Ana Petrović' },
          ],
          steps: [
            {
              prompt: {
                de: 'Passen Anrede und Gruß?',
                en: 'Do the greeting and the sign-off fit?',
              },
              answer: {
                de: 'Ja: Ana kennt Frau Keller. [[Liebe Frau Keller,]] und [[Viele Grüße]] sind halbformell, und Ana bleibt bei [[Sie]].',
                en: 'Yes: Ana knows Ms Keller. [[Liebe Frau Keller,]] and [[Viele Grüße]] are semi-formal, and Ana keeps to [[Sie]].',
              },
              reasoning: {
                de: 'In der Prüfung antworten Sie auf eine E-Mail und kennen den Namen: [[Sehr geehrte Damen und Herren]] passt dann nicht. Nach dem Komma geht es klein weiter: [[vielen Dank …]]',
                en: 'In the exam you reply to an e-mail and know the name, so [[Sehr geehrte Damen und Herren]] does not fit. After the comma, go on in lower case: [[vielen Dank …]]',
              },
            },
            {
              prompt: {
                de: 'Wie beginnt Ana die vier Leitpunkte?',
                en: 'How does Ana start the four guiding points?',
              },
              answer: {
                same: '[[Am besten passt mir …]] · [[Gern bringe ich …]] · [[Wie wäre es mit …?]] · [[Außerdem möchte ich fragen, ob …]]',
              },
              reasoning: {
                de: 'Jeder Leitpunkt hat einen klaren Einstieg, und fast kein Satz beginnt mit [[Ich]]. Nach [[weil]] und [[ob]] steht das Verb am Ende. Alle vier Leitpunkte sind behandelt.',
                en: 'Each guiding point has a clear opener, and almost no sentence starts with [[Ich]]. After [[weil]] and [[ob]] the verb goes at the end. All four guiding points are covered.',
              },
            },
          ],
        },
      ],
    },
    {
      id: 'opinion-discussion',
      title: { de: 'Meinung und Diskussion', en: 'Opinions and discussion' },
      blocks: [
        {
          type: 'paragraph',
          text: {
            de: 'Diese Redemittel brauchen Sie vor allem in Teil 2 und 3 der mündlichen Prüfung, manchmal auch in der E-Mail. In Teil 2 sagen Sie zuerst, was in Ihrem Text steht, und fragen nach dem Text Ihres Partners.',
            en: 'You need these phrases above all in parts 2 and 3 of the oral exam, sometimes in your e-mail too. In part 2 you first say what your text says and ask about your partner’s text.',
          },
        },
        table({
          caption: {
            de: 'Teil 2: Text wiedergeben und nachfragen',
            en: 'Part 2: reporting your text and asking about your partner’s',
          },
          columns: phraseColumns,
          rows: [
            {
              function: { de: 'Text wiedergeben', en: 'Reporting your text' },
              german: 'In meinem Text geht es um …',
              english: 'My text is about …',
              tip: {
                de: '[[um]] + Akkusativ: [[… um das Homeoffice.]]',
                en: '[[um]] + accusative: [[… um das Homeoffice.]] (… working from home.)',
              },
            },
            {
              function: { de: 'Text wiedergeben', en: 'Reporting your text' },
              german: 'Die Frau in meinem Text meint, dass …',
              english: 'The woman in my text thinks that …',
              tip: {
                de: 'Kurz die Meinung und einen Grund aus dem Text nennen. Kein langer Vortrag.',
                en: 'Briefly give the opinion and one reason from the text. No long speech.',
              },
            },
            {
              function: NACH_DEM_TEXT_FRAGEN,
              german: 'Worum geht es in deinem Text?',
              english: 'What is your text about?',
              tip: {
                de: 'Gut, wenn Ihr Partner nicht anfängt.',
                en: 'Useful if your partner does not start.',
              },
            },
            {
              function: NACH_DEM_TEXT_FRAGEN,
              german: 'Was meint die Person in deinem Text?',
              english: 'What does the person in your text think?',
              tip: {
                de: 'Dann vergleichen: [[Der Mann in meinem Text sieht das anders.]]',
                en: 'Then compare: [[Der Mann in meinem Text sieht das anders.]] (The man in my text sees it differently.)',
              },
            },
          ],
        }),
        table({
          caption: {
            de: 'Meinung sagen, reagieren, diskutieren',
            en: 'Giving opinions, reacting, discussing',
          },
          columns: phraseColumns,
          rows: [
            {
              function: { de: 'Meinung sagen', en: 'Giving an opinion' },
              german: MEINER_MEINUNG_NACH,
              english: 'In my opinion …',
              tip: {
                de: 'Danach kommt sofort das Verb: [[Meiner Meinung nach ist das zu teuer.]]',
                en: 'The verb comes straight after it: [[Meiner Meinung nach ist das zu teuer.]] (In my opinion that is too expensive.)',
              },
            },
            {
              function: { de: 'Meinung sagen', en: 'Giving an opinion' },
              german: 'Ich finde, dass … / Ich finde es wichtig, dass …',
              english: 'I think that … / I think it’s important that …',
              tip: {
                de: 'Am häufigsten. Auch ohne [[dass]]: [[Ich finde, das ist zu teuer.]]',
                en: 'The most common. Also without [[dass]]: [[Ich finde, das ist zu teuer.]] (I think that’s too expensive.)',
              },
            },
            {
              function: { de: 'Meinung sagen', en: 'Giving an opinion' },
              german: 'Ich bin der Meinung, dass …',
              english: 'I am of the opinion that …',
              tip: {
                de: 'Nach [[dass]] steht das Verb am Ende: [[…, dass Sport wichtig ist.]]',
                en: 'After [[dass]] the verb goes to the end: [[…, dass Sport wichtig ist.]] (… that sport is important.)',
              },
            },
            {
              function: { de: 'Nach der Meinung fragen', en: 'Asking for an opinion' },
              german: 'Was hältst du davon? / Wie siehst du das?',
              english: 'What’s your view on that? / How do you see it?',
              tip: {
                de: 'Erst Ihre Meinung, dann diese Frage: So geben Sie das Wort weiter.',
                en: 'First your opinion, then this question: it hands over to your partner.',
              },
            },
            {
              function: { de: 'Zustimmen', en: 'Agreeing' },
              german: 'Da hast du recht.',
              english: 'You are right about that.',
              tip: { de: 'Mit Sie: [[Da haben Sie recht.]]', en: 'With [[Sie]]: [[Da haben Sie recht.]]' },
            },
            {
              function: { de: 'Zustimmen', en: 'Agreeing' },
              german: 'Das sehe ich genauso.',
              english: 'I see it exactly the same way.',
              tip: {
                de: 'Stärker als nur [[Ja]]. Sagen Sie danach kurz, warum.',
                en: 'Stronger than a simple [[Ja]]. Then briefly say why.',
              },
            },
            {
              function: { de: 'Widersprechen', en: 'Disagreeing' },
              german: 'Das sehe ich ein bisschen anders, weil …',
              english: 'I see that a little differently, because …',
              tip: {
                de: 'Besonders höflich, gut im Gespräch mit dem Partner.',
                en: 'Especially polite; good in the conversation with your partner.',
              },
            },
            {
              function: { de: 'Widersprechen', en: 'Disagreeing' },
              german: 'Da bin ich anderer Meinung, denn …',
              english: 'I don’t agree there, because …',
              tip: {
                de: 'Deutlicher als [[Das sehe ich …]]. Nach [[denn]] steht das Verb auf Position 2.',
                en: 'Firmer than [[Das sehe ich …]]. After [[denn]] the verb is in position 2.',
              },
            },
            {
              function: { de: 'Abwägen', en: 'Weighing up' },
              german: 'Einerseits …, andererseits …',
              english: 'On the one hand …, on the other hand …',
              tip: {
                de: 'Verb direkt danach: [[Einerseits ist das Handy praktisch, andererseits …]]',
                en: 'Verb straight after: [[Einerseits ist das Handy praktisch, andererseits …]] (On the one hand the phone is practical, on the other …)',
              },
            },
            {
              function: { de: 'Teilweise zustimmen', en: 'Partly agreeing' },
              german: 'Das stimmt, aber …',
              english: 'That’s true, but …',
              tip: {
                de: 'Sie geben der anderen Person zum Teil recht und sagen dann Ihre Meinung.',
                en: 'You partly agree with the other person, then give your own opinion.',
              },
            },
            {
              function: { de: 'Unsicher sein', en: 'Being unsure' },
              german: 'Ich bin mir nicht sicher, ob …',
              english: 'I’m not sure whether …',
              tip: {
                de: 'Nach [[ob]] steht das Verb am Ende: [[…, ob das stimmt.]]',
                en: 'After [[ob]] the verb goes to the end: [[…, ob das stimmt.]] (… whether that is true.)',
              },
            },
            {
              function: { de: 'Überrascht reagieren', en: 'Reacting with surprise' },
              german: 'Wirklich? Das wusste ich nicht.',
              english: 'Really? I didn’t know that.',
              tip: {
                de: 'Gut in Teil 1, wenn Ihr Partner etwas über sich erzählt.',
                en: 'Good in part 1 when your partner tells you something about themselves.',
              },
            },
          ],
        }),
      ],
    },
    {
      id: 'asking-suggesting',
      title: {
        de: 'Nachfragen, zurückfragen, vorschlagen',
        en: 'Asking for clarification, asking back, suggesting',
      },
      blocks: [
        {
          type: 'paragraph',
          text: {
            de: 'Nachfragen und Zurückfragen brauchen Sie in allen drei Teilen der mündlichen Prüfung, Vorschläge vor allem in Teil 3.',
            en: 'You need to ask for clarification and ask back in all three parts of the oral exam, and suggestions above all in part 3.',
          },
        },
        table({
          caption: { de: 'Nachfragen und vorschlagen', en: 'Asking for clarification and suggesting' },
          columns: phraseColumns,
          rows: [
            {
              function: { de: 'Nachfragen', en: 'Asking for clarification' },
              german: 'Was meinst du damit?',
              english: 'What do you mean by that?',
              tip: {
                de: 'So fragen Sie Ihren Partner. Mit Sie: [[Wie meinen Sie das?]]',
                en: 'Say this to your partner. With [[Sie]]: [[Wie meinen Sie das?]]',
              },
            },
            {
              function: { de: 'Zurückfragen', en: 'Asking back' },
              german: 'Und du? Wie ist das bei dir?',
              english: 'And you? How is it for you?',
              tip: {
                de: 'Nach jeder Antwort möglich. Zurückfragen wird meistens positiv bewertet.',
                en: 'Works after every answer. Asking back usually counts in your favour.',
              },
            },
            {
              function: { de: 'Vorschlagen', en: 'Suggesting' },
              german: 'Wie wäre es mit …?',
              english: 'How about …?',
              tip: {
                de: 'Mit Dativ: [[Wie wäre es mit einem Picknick?]] Oder: [[Wie wäre es, wenn wir …?]]',
                en: 'With the dative: [[Wie wäre es mit einem Picknick?]] (How about a picnic?) Or: [[Wie wäre es, wenn wir …?]]',
              },
            },
            {
              function: { de: 'Vorschlagen', en: 'Suggesting' },
              german: 'Ich schlage vor, dass wir …',
              english: 'I suggest that we …',
              tip: {
                de: 'Verb am Ende: [[…, dass wir mit dem Bus fahren.]]',
                en: 'Verb at the end: [[…, dass wir mit dem Bus fahren.]] (… that we go by bus.)',
              },
            },
            {
              function: { de: 'Vorschlagen', en: 'Suggesting' },
              german: 'Wir könnten doch …',
              english: 'Why don’t we …',
              tip: {
                de: 'Das kleine [[doch]] macht den Vorschlag freundlich: [[Wir könnten doch einen Kuchen backen.]]',
                en: 'The little word [[doch]] makes the suggestion friendly: [[Wir könnten doch einen Kuchen backen.]] (Why don’t we bake a cake?)',
              },
            },
            {
              function: { de: 'Vorschlag ablehnen', en: 'Turning a suggestion down' },
              german: 'Das finde ich keine so gute Idee, weil … Ich habe einen anderen Vorschlag: …',
              english: 'I don’t think that’s such a good idea, because … I have another suggestion: …',
              tip: {
                de: 'Erst der Grund, dann ein neuer Vorschlag.',
                en: 'First the reason, then a new suggestion.',
              },
            },
            {
              function: { de: 'Aufgaben verteilen', en: 'Sharing out the tasks' },
              german: 'Einverstanden. Wer kümmert sich um die Getränke?',
              english: 'Agreed. Who will take care of the drinks?',
              tip: {
                de: 'Am Ende von Teil 3: Klären Sie, wer was macht.',
                en: 'At the end of part 3: agree who does what.',
              },
            },
            {
              function: { de: 'Zusammenfassen', en: 'Summing up' },
              german: 'Also, wir machen Folgendes: …',
              english: 'So, here’s what we’ll do: …',
              tip: {
                de: 'Zum Schluss den Plan kurz wiederholen.',
                en: 'At the end, repeat the plan briefly.',
              },
            },
          ],
        }),
      ],
    },
    {
      id: 'connecting-ideas',
      title: { de: 'Beispiele geben und Ideen verbinden', en: 'Giving examples and connecting ideas' },
      blocks: [
        {
          type: 'paragraph',
          text: {
            de: 'Mit Beispielen wird Ihre Meinung konkret. Mit Verbindungswörtern wird aus einzelnen Sätzen ein Text, in der E-Mail und beim Sprechen.',
            en: 'Examples make your opinion concrete. Connectors turn single sentences into a text, in your e-mail and when you speak.',
          },
        },
        table({
          caption: {
            de: 'Beispiele geben und Texte verbinden',
            en: 'Giving examples and connecting your text',
          },
          columns: phraseColumns,
          rows: [
            {
              function: { de: 'Beispiele geben', en: 'Giving examples' },
              german: 'Zum Beispiel …',
              english: 'For example …',
              tip: {
                de: 'Am Satzanfang: Verb direkt danach. [[Zum Beispiel fahre ich jeden Tag mit dem Rad.]]',
                en: 'At the start: verb straight after. [[Zum Beispiel fahre ich jeden Tag mit dem Rad.]] (For example, I cycle every day.)',
              },
            },
            {
              function: { de: 'Beispiele geben', en: 'Giving examples' },
              german: 'In meinem Heimatland ist das so: …',
              english: 'In my home country it’s like this: …',
              tip: {
                de: 'Gut für Teil 2: Ein Beispiel aus Ihrem Land macht Ihre Meinung konkret.',
                en: 'Good for part 2: an example from your country makes your opinion concrete.',
              },
            },
            {
              function: { de: 'Ideen verbinden', en: 'Connecting ideas' },
              german: 'Zuerst … Außerdem … Zum Schluss …',
              english: 'First … Also … Finally …',
              tip: {
                de: 'Damit ordnen Sie Ihre Leitpunkte. Verb direkt danach: [[Außerdem möchte ich fragen, …]]',
                en: 'This puts your guiding points in order. Verb straight after: [[Außerdem möchte ich fragen, …]] (I would also like to ask …)',
              },
            },
            {
              function: { de: 'Ideen verbinden', en: 'Connecting ideas' },
              german: 'Deshalb …',
              english: 'That’s why … / Therefore …',
              tip: {
                de: 'Verb direkt danach: [[Deshalb schreibe ich Ihnen.]]',
                en: 'Verb straight after: [[Deshalb schreibe ich Ihnen.]] (That’s why I’m writing to you.)',
              },
            },
            {
              function: { de: 'Ideen verbinden', en: 'Connecting ideas' },
              german: '…, weil … / …, obwohl …',
              english: '…, because … / …, although …',
              tip: {
                de: 'Komma davor, Verb am Ende: [[…, weil ich krank bin.]]',
                en: 'Comma before, verb at the end: [[…, weil ich krank bin.]] (… because I am ill.)',
              },
            },
          ],
        }),
        {
          type: 'callout',
          tone: 'tip',
          title: { de: 'Drei Regeln für die Wortstellung', en: 'Three word-order rules' },
          items: [
            {
              de: '**Am Satzanfang – Verb direkt danach (Position 2):** [[meiner Meinung nach]], [[zum Beispiel]], [[zuerst]], [[außerdem]], [[deshalb]].',
              en: '**At the start of a sentence – verb straight after (position 2):** [[meiner Meinung nach]], [[zum Beispiel]], [[zuerst]], [[außerdem]], [[deshalb]].',
            },
            {
              de: '**Verb am Ende:** [[dass]], [[ob]], [[weil]], [[obwohl]], [[wenn]].',
              en: '**Verb at the end:** [[dass]], [[ob]], [[weil]], [[obwohl]], [[wenn]].',
            },
            {
              de: '**Position 0 – keine Änderung:** [[und]], [[aber]], [[oder]], [[denn]], [[sondern]]: danach normale Wortstellung.',
              en: '**Position 0 – no change:** [[und]], [[aber]], [[oder]], [[denn]], [[sondern]]: normal word order after them.',
            },
          ],
        },
      ],
    },
    {
      id: 'exam-sections',
      title: { de: 'Welche Redemittel in welchem Prüfungsteil?', en: 'Which phrases for which exam part?' },
      blocks: [
        table({
          caption: { de: 'Redemittel nach Prüfungsteil', en: 'Phrases by exam part' },
          columns: [
            { key: 'part', header: { de: 'Prüfungsteil', en: 'Exam part' } },
            {
              key: 'functions',
              header: { de: 'Diese Funktionen brauchen Sie am meisten', en: 'Functions you need most' },
            },
            { key: 'example', header: { de: 'Beispiel', en: 'Example' }, lang: 'de' },
            {
              key: 'translation',
              header: { de: 'Englische Übersetzung', en: 'English translation' },
              lang: 'en',
            },
          ],
          rows: [
            {
              part: {
                de: 'Schreiben: eine E-Mail mit vier Leitpunkten (30 Minuten, 45 Punkte)',
                en: 'Writing: one e-mail with four guiding points (30 minutes, 45 points)',
              },
              functions: {
                de: 'Anrede und Gruß, um Informationen bitten, danken, einladen, Rat geben, Ideen verbinden',
                en: 'Greeting and sign-off, asking for information, thanking, inviting, giving advice, connecting ideas',
              },
              example: 'Außerdem würde ich gern wissen, ob es noch freie Plätze gibt.',
              translation: 'I would also like to know whether there are still places available.',
            },
            {
              part: {
                de: 'Teil 1: Einander kennenlernen (etwa 3 Minuten für beide zusammen, 15 Punkte)',
                en: 'Part 1, Getting to know each other ([[Einander kennenlernen]]; about 3 minutes for the pair, 15 points)',
              },
              functions: {
                de: 'Sich kurz vorstellen (etwa 30 Sekunden, 4–5 Sätze – unser Rat), dann fragen und zurückfragen, überrascht reagieren',
                en: 'A short introduction (about 30 seconds, 4–5 sentences – our advice), then asking and asking back, reacting with surprise',
              },
              example: 'Wirklich? Das wusste ich nicht. Wie lange wohnst du schon hier?',
              translation: 'Really? I didn’t know that. How long have you lived here?',
            },
            {
              part: {
                de: 'Teil 2: Über ein Thema sprechen (etwa 6 Minuten für beide zusammen, 30 Punkte)',
                en: 'Part 2, Talking about a topic ([[Über ein Thema sprechen]]; about 6 minutes for the pair, 30 points)',
              },
              functions: {
                de: 'Sagen, was in Ihrem Text steht; Meinung sagen, Beispiele geben, zustimmen, widersprechen. Kein langer Vortrag.',
                en: 'Saying what your text is about; giving an opinion, giving examples, agreeing, disagreeing. Not a long speech.',
              },
              example:
                'In meinem Text meint eine Ärztin, dass jeder jeden Tag eine Stunde Sport machen sollte. Das sehe ich ein bisschen anders.',
              translation:
                'In my text, a doctor thinks that everyone should do an hour of sport every day. I see that a little differently.',
              drill: {},
            },
            {
              part: {
                de: 'Teil 3: Gemeinsam etwas planen (etwa 6 Minuten, 30 Punkte)',
                en: 'Part 3, Planning something together ([[Gemeinsam etwas planen]]; about 6 minutes, 30 points)',
              },
              functions: {
                de: 'Vorschlagen, zustimmen, höflich widersprechen, teilweise zustimmen, sich einigen, Aufgaben verteilen',
                en: 'Suggesting, agreeing, disagreeing politely, partly agreeing, deciding, sharing out the tasks',
              },
              example: 'Das stimmt, aber wie wäre es, wenn wir lieber am Sonntag fahren?',
              translation: 'That’s true, but how about going on Sunday instead?',
            },
          ],
        }),
        {
          type: 'callout',
          tone: 'info',
          title: { de: 'So wird das Gespräch bewertet', en: 'How the conversation is marked' },
          text: {
            de: 'In jedem Teil bewerten die Prüferinnen und Prüfer nach vier Kriterien: **Ausdrucksfähigkeit**, **Aufgabenbewältigung**, **Formale Richtigkeit** und **Aussprache/Intonation**. Zusammen gibt es 75 Punkte; Sie bestehen mit mindestens 45 Punkten. Redemittel helfen vor allem bei der Ausdrucksfähigkeit und der Aufgabenbewältigung: Sie reagieren passend, fragen zurück und helfen Ihrem Partner.',
            en: 'In each part the examiners mark you on four criteria: [[Ausdrucksfähigkeit]] (range of expression), [[Aufgabenbewältigung]] (task completion), [[Formale Richtigkeit]] (formal accuracy) and [[Aussprache/Intonation]] (pronunciation and intonation). There are 75 points in all; you pass with at least 45. Phrases help above all with range of expression and task completion: you react in a fitting way, ask back and help your partner.',
          },
        },
        {
          type: 'dialogue',
          title: {
            de: 'Teil 3 (Gemeinsam etwas planen): So klingen Redemittel im Gespräch',
            en: 'Part 3 ([[Gemeinsam etwas planen]]): what the phrases sound like in a conversation',
          },
          lines: [
            {
              speaker: { same: 'Aylin' },
              german: 'Wie wäre es, wenn wir für unsere Kursleiterin eine kleine Abschiedsfeier machen?',
              translation: 'How about having a small farewell party for our course teacher?',
              note: { de: 'Vorschlag', en: 'Suggestion' },
            },
            {
              speaker: { same: 'Tarek' },
              german: 'Gute Idee! Ich schlage vor, dass wir am Freitag nach dem Unterricht feiern.',
              translation: 'Good idea! I suggest that we celebrate on Friday after class.',
              note: { de: 'Zustimmen und eigener Vorschlag', en: 'Agreeing plus a suggestion of his own' },
            },
            {
              speaker: { same: 'Aylin' },
              german: 'Hm, da bin ich mir nicht sicher. Am Freitag müssen viele früh nach Hause.',
              translation: 'Hmm, I’m not sure about that. On Friday a lot of people have to go home early.',
              note: { de: 'Unsicher sein, höflich widersprechen', en: 'Being unsure, disagreeing politely' },
            },
            {
              speaker: { same: 'Tarek' },
              german:
                'Das stimmt, aber am Donnerstag haben wir nur bis zwölf Unterricht. Wir könnten doch am Donnerstag feiern.',
              translation:
                'That’s true, but on Thursday we only have class until twelve. Why don’t we celebrate on Thursday?',
              note: { de: 'Zustimmen, neuer Vorschlag', en: 'Agreeing, a new suggestion' },
              drill: [
                {
                  german: 'Wir könnten doch am Donnerstag feiern.',
                  translation: 'Why don’t we celebrate on Thursday?',
                },
              ],
            },
            {
              speaker: { same: 'Aylin' },
              german:
                'Da hast du recht. Gut, dann machen wir es so: Donnerstag nach dem Unterricht. Ich schreibe heute noch allen eine Nachricht. Kümmerst du dich um den Kuchen?',
              translation:
                'You’re right. Good, then let’s do it that way: Thursday after class. I’ll send everyone a message today. Will you take care of the cake?',
              note: {
                de: 'Zustimmen, Ergebnis zusammenfassen, Aufgaben verteilen',
                en: 'Agreeing, summing up the result, sharing out the tasks',
              },
              drill: [
                {
                  german: 'Ich schreibe heute noch allen eine Nachricht.',
                  translation: 'I’ll send everyone a message today.',
                },
                { german: 'Kümmerst du dich um den Kuchen?', translation: 'Will you take care of the cake?' },
              ],
            },
          ],
        },
        {
          type: 'callout',
          tone: 'tip',
          title: { de: 'Die Vorbereitungszeit nutzen', en: 'Use your preparation time' },
          items: [
            {
              de: 'In den 20 Minuten Vorbereitung bekommen Sie normalerweise alle Aufgabenblätter. Notieren Sie auf dem gestempelten Papier auch zwei oder drei Redemittel, zum Beispiel für Ihre Meinung und für einen Vorschlag.',
              en: 'In the 20 minutes of preparation you usually get all the task sheets. On the stamped paper, also note two or three phrases, for example one for your opinion and one for a suggestion.',
            },
            {
              de: 'Die Notizen dürfen Sie normalerweise in die Prüfung mitnehmen und ansehen, aber nicht vorlesen.',
              en: 'You may usually take your notes into the exam and look at them, but not read them out.',
            },
            {
              de: 'Unser Rat: Bereiten Sie sich allein vor, nicht mit Ihrem Partner. Eine offizielle Regel dazu gibt es nicht.',
              en: 'Our advice: prepare on your own, not with your partner. There is no official rule about this.',
            },
          ],
        },
      ],
    },
    {
      id: 'survival-phrases',
      title: { de: 'Fünf Sätze für schwierige Momente', en: 'Five phrases for difficult moments' },
      blocks: [
        {
          type: 'phrases',
          title: { de: 'Notfall-Redemittel', en: 'Survival phrases' },
          items: [
            {
              german: 'Entschuldigung, könnten Sie das bitte wiederholen?',
              translation: 'Sorry, could you repeat that, please?',
              tip: {
                de: 'An die Prüferinnen und Prüfer. An Ihren Partner: [[Kannst du das bitte noch einmal sagen?]]',
                en: 'To the examiners. To your partner: [[Kannst du das bitte noch einmal sagen?]] (Can you say that again, please?)',
              },
            },
            {
              german: 'Einen Moment, ich muss kurz überlegen.',
              translation: 'One moment, I need to think for a second.',
              tip: { de: 'Besser als eine lange Stille.', en: 'Better than a long silence.' },
            },
            {
              ...MIR_FALLT_DAS_WORT,
              tip: {
                de: 'Erklären Sie das Wort dann mit einfachen Wörtern: [[Man braucht es, wenn …]]',
                en: 'Then explain the word in simple words: [[Man braucht es, wenn …]] (You need it when …)',
              },
            },
            {
              ...WAS_MEINST_DU_DAZU,
              tip: {
                de: 'So beziehen Sie Ihren Partner ein. Wichtig in Teil 2 und 3.',
                en: 'This brings your partner in. Important in parts 2 and 3.',
              },
            },
            {
              german: 'Gut, dann machen wir es so.',
              translation: 'Good, then let’s do it that way.',
              tip: {
                de: 'Damit beenden Sie die Planung in Teil 3 mit einer Einigung.',
                en: 'This ends the planning in part 3 with an agreement.',
              },
            },
          ],
        },
        {
          type: 'dialogue',
          title: {
            de: 'Teil 2: Ein Wort fehlt – die Partnerin hilft',
            en: 'Part 2: a word is missing – the partner helps',
          },
          lines: [
            {
              speaker: { same: 'Tarek' },
              german:
                'Ein Mann in meinem Text geht jeden Morgen vor der Arbeit ins … Wie sagt man das? Ich meine den Ort, wo man an Geräten trainiert.',
              translation:
                'A man in my text goes to the … every morning before work. What’s the word? I mean the place where you train on machines.',
              note: {
                de: 'Nicht schweigen: fragen und das Wort umschreiben.',
                en: 'Do not go silent: ask, and describe the word.',
              },
              drill: [
                {
                  german: 'Ich meine den Ort, wo man an Geräten trainiert.',
                  translation: 'I mean the place where you train on machines.',
                },
              ],
            },
            {
              speaker: { same: 'Aylin' },
              german: 'Meinst du das Fitnessstudio?',
              translation: 'Do you mean the gym?',
              note: {
                de: 'Helfen wird meist positiv bewertet.',
                en: 'Helping usually counts in your favour.',
              },
            },
            {
              speaker: { same: 'Tarek' },
              german:
                'Ja, genau, ins Fitnessstudio! Danke. Er findet das gut, weil er danach den ganzen Tag mehr Energie hat.',
              translation:
                'Yes, exactly, to the gym! Thanks. He thinks it’s good, because afterwards he has more energy all day.',
              note: { de: 'Das Wort aufnehmen und weitersprechen.', en: 'Take up the word and carry on.' },
              drill: [
                {
                  german: 'Er findet das gut, weil er danach den ganzen Tag mehr Energie hat.',
                  translation: 'He thinks it’s good, because afterwards he has more energy all day.',
                },
              ],
            },
            {
              speaker: { same: 'Aylin' },
              german: 'Das kenne ich. Ich gehe lieber abends laufen. Und wie siehst du das?',
              translation: 'I know that. I prefer going for a run in the evening. And how do you see it?',
            },
          ],
        },
      ],
    },
    {
      id: 'practice-ideas',
      title: { de: 'So üben Sie Redemittel', en: 'How to practise the phrases' },
      blocks: [
        {
          type: 'steps',
          items: [
            {
              title: { de: 'Redemittel-Karten', en: 'Phrase cards' },
              text: {
                de: 'Vorderseite der Karte: die Funktion, zum Beispiel „einen Vorschlag machen“. Rückseite: zwei passende Redemittel mit einem Beispielsatz. Üben Sie jeden Tag fünf bis zehn Karten, und zwar laut.',
                en: 'Front of the card: the function, for example “making a suggestion”. Back: two matching German phrases with an example sentence. Practise five to ten cards a day, out loud.',
              },
            },
            {
              title: { de: 'Jeden Tag eine Mini-Mail', en: 'A mini e-mail every day' },
              text: {
                de: 'Schreiben Sie jeden Tag fünf oder sechs Sätze: an einem Tag an eine Freundin (du), am nächsten an Ihre Vermieterin (Sie). Benutzen Sie drei Redemittel aus den Tabellen, jeden Tag andere.',
                en: 'Write five or six sentences every day: one day to a friend ([[du]]), the next to your landlady ([[Sie]]). Use three phrases from the tables, different ones each day.',
              },
            },
          ],
        },
      ],
    },
    {
      id: 'final-tips',
      title: { de: 'Tipps zum Schluss', en: 'Final tips' },
      blocks: [
        {
          type: 'callout',
          tone: 'tip',
          title: { de: 'Unsere wichtigsten Tipps', en: 'Our most important tips' },
          items: [
            {
              de: '**Faustregel: 3–4 Redemittel pro E-Mail.** Am einfachsten: pro Leitpunkt ein passender Einstieg ([[Zu deiner/Ihrer Frage: …]], [[Außerdem …]], [[Leider …]]). Anrede, Einleitung, Schlusssatz und Gruß gehören nicht dazu: Die brauchen Sie sowieso. Das ist unsere Faustregel, keine Regel der Prüfung: Gezählt werden die Redemittel nicht, aber sie verbinden Ihre Sätze.',
              en: '**Rule of thumb: 3–4 Redemittel (set phrases) per e-mail.** The easiest way: one fitting opener per guiding point ([[Zu deiner/Ihrer Frage: …]], [[Außerdem …]], [[Leider …]]). Greeting, opening line, closing line and sign-off are not among the 3–4: you need them anyway. This is our rule of thumb, not an exam rule: nobody counts the phrases, but they link your sentences.',
            },
            {
              de: '**Im Gespräch:** Sie und Ihr Partner duzen sich oft. Mit den Prüferinnen und Prüfern sprechen Sie in der Sie-Form.',
              en: '**In the conversation:** You and your partner often say [[du]] to each other. Speak to the examiners with [[Sie]].',
            },
          ],
        },
        {
          type: 'callout',
          tone: 'warning',
          title: { de: 'Inhalt zuerst', en: 'Content comes first' },
          text: {
            de: 'Redemittel sind Werkzeuge, kein Ziel. In der E-Mail zählt zuerst, dass Sie alle vier Leitpunkte behandeln. Eine E-Mail, die am Thema vorbeigeht, bekommt 0 Punkte. Ein einfaches Redemittel ohne Fehler ist besser als ein schwieriges mit Fehlern.',
            en: 'Phrases are tools, not the goal. In the e-mail, what counts first is that you cover all four guiding points. An e-mail that misses the topic scores 0 points. A simple phrase without mistakes is better than a difficult one with mistakes.',
          },
        },
      ],
    },
  ],
  closing: {
    de: 'Redemittel sind Ihr Werkzeugkasten: Mit jedem Satz, den Sie üben, wird Ihr Deutsch sicherer und natürlicher. Fangen Sie heute mit drei Redemitteln an.',
    en: 'Functional phrases are your toolbox: every sentence you practise makes your German more confident and natural. Start today with three phrases.',
  },
  seoMeta: {
    title: {
      de: 'Redemittel für die B1-Prüfung: E-Mail und Gespräch',
      en: 'German B1 Functional Phrases: E-mail and Speaking',
    },
    description: {
      de: 'Die wichtigsten Redemittel für telc Deutsch B1: Anrede und Gruß, bitten, danken, Meinung sagen, vorschlagen – mit Übersetzung, Tipps und Beispielen.',
      en: 'Key German phrases for the telc Deutsch B1 exam: greetings, requests, thanks, opinions and suggestions – with translations, tips and worked examples.',
    },
  },
} satisfies Sheet;
