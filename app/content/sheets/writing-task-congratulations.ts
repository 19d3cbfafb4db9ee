import { table, type Sheet } from '../sheet-schema';
import {
  GREETING_RULE,
  finalCheck,
  WRITING_CRITERIA_TABLE,
  WRITING_FIGURES,
  WRITING_NOT_REQUIRED,
  WRITING_ONE_TASK,
  WRITING_PLAN,
  WRITING_PRACTICE_INTRO,
  WRITING_WEAKER_INTRO,
} from './writing-shared';

/** German taught in more than one place on this sheet: written once, used where it is taught. */
const FREUE_MICH_FUER_DICH = 'Ich freue mich so für dich!';
const WUENSCHE_DIR_ERFOLG = 'Ich wünsche dir viel Erfolg im neuen Job!';
const GRATULIERE_IHNEN = 'Ich gratuliere Ihnen herzlich zur bestandenen Prüfung.';
const DU_HAST_VERDIENT = 'Das hast du dir wirklich verdient.';
const GLUECKWUNSCH_HOCHZEIT = 'Herzlichen Glückwunsch zu eurer Hochzeit!';

/** The English of the wedding row in the du/Sie table (both forms). */
const CONGRATULATIONS_WEDDING = 'Congratulations on your wedding!';

/** Cheat sheet #23: Writing practice, congratulations. */
export const writingTaskCongratulations = {
  pageTitle: {
    main: { de: 'Schreiben üben:', en: 'Writing practice:' },
    highlight: { de: 'Glückwünsche', en: 'Congratulations' },
    subtitle: {
      de: 'Eine Freundin oder ein Kollege hat gute Nachrichten: So gratulieren Sie richtig und behandeln alle vier Leitpunkte der E-Mail.',
      en: 'A friend or a colleague has good news: how to congratulate correctly and cover all four guiding points of the e-mail.',
    },
  },
  exam: { de: 'Schriftliche Prüfung · Schreiben', en: 'Written exam · Writing' },
  summary: {
    method: [
      {
        de: '**Eine E-Mail, vier Leitpunkte:** Glückwünsche sind ein Übungsthema für die eine Schreibaufgabe der Prüfung; der Glückwunsch ist nur ein Punkt von vier.',
        en: '**One e-mail, four guiding points:** congratulations are a practice topic for the exam’s one writing task; the congratulation is only one point of four.',
      },
      {
        de: 'Gleich im ersten Satz gratulieren: **Herzlichen Glückwunsch zu** + Dativ ([[zum]], [[zur]]). Auch [[gratulieren]] und [[wünschen]] + Dativ: [[dir]], [[Ihnen]].',
        en: 'Congratulate in the very first sentence: **[[Herzlichen Glückwunsch zu]]** + dative ([[zum]], [[zur]]). [[gratulieren]] and [[wünschen]] + dative too: [[dir]], [[Ihnen]].',
      },
      {
        de: 'Freunde: du. Kollegen, Nachbarn: meist Sie. Antworten Sie, wie die Person schreibt; nie mischen.',
        en: 'Friends: du. Colleagues, neighbours: usually Sie. Answer the way the person writes; never mix.',
      },
      {
        de: 'Sätze mit [[denn]], [[deshalb]], [[wenn]] verbinden; nicht jeden Satz mit „Ich“ beginnen.',
        en: 'Link sentences with [[denn]], [[deshalb]], [[wenn]]; do not start every sentence with "Ich".',
      },
    ],
    phrases: [
      { german: GLUECKWUNSCH_HOCHZEIT, translation: 'Congratulations on your wedding! (to friends)' },
      { german: GRATULIERE_IHNEN, translation: 'Warm congratulations on passing your exam.' },
      { german: FREUE_MICH_FUER_DICH, translation: 'I am so happy for you!' },
      { german: WUENSCHE_DIR_ERFOLG, translation: 'I wish you every success in your new job!' },
      { german: DU_HAST_VERDIENT, translation: 'You really deserve it.' },
    ],
    figures: WRITING_FIGURES,
  },
  sections: [
    {
      id: 'situation',
      title: { de: 'Die Situation: gute Nachrichten beantworten', en: 'The situation: answering good news' },
      blocks: [
        WRITING_ONE_TASK,
        {
          type: 'paragraph',
          text: {
            de: 'Glückwünsche passen, wenn Ihnen jemand eine gute Nachricht schreibt und Sie antworten. Oft gehört zur Nachricht auch eine Einladung oder eine Bitte.',
            en: 'Congratulations fit when someone writes to you with good news and you answer. Often the news also comes with an invitation or a request.',
          },
        },
        table({
          caption: { de: 'Typische Anlässe', en: 'Typical occasions' },
          columns: [
            { key: 'occasion', header: { de: 'Anlass', en: 'Occasion' } },
            { key: 'german', header: { de: 'So gratulieren Sie', en: 'How to congratulate' }, lang: 'de' },
            { key: 'english', header: { de: 'Englisch', en: 'English' }, lang: 'en' },
          ],
          rows: [
            {
              occasion: { de: 'neue Stelle', en: 'a new job' },
              german: 'Herzlichen Glückwunsch zum neuen Job!',
              english: 'Congratulations on the new job!',
            },
            {
              occasion: { de: 'Hochzeit', en: 'a wedding' },
              german: 'Alles Gute zur Hochzeit!',
              english: 'All the best for your wedding!',
            },
            {
              occasion: { de: 'Baby', en: 'a baby' },
              german: 'Herzlichen Glückwunsch zur Geburt eurer Tochter!',
              english: 'Congratulations on the birth of your daughter!',
            },
            {
              occasion: { de: 'bestandene Prüfung', en: 'a passed exam' },
              german: 'Glückwunsch zur bestandenen Prüfung!',
              english: 'Congratulations on passing your exam!',
            },
            {
              occasion: { de: 'Führerschein', en: 'a driving licence' },
              german: 'Super, dass du den Führerschein geschafft hast!',
              english: 'Great that you passed your driving test!',
            },
            {
              occasion: { de: 'neue Wohnung', en: 'a new flat' },
              german: 'Viel Glück in der neuen Wohnung!',
              english: 'Good luck in your new flat!',
            },
          ],
        }),
        GREETING_RULE,
        {
          type: 'callout',
          tone: 'info',
          title: { de: 'Du oder Sie?', en: 'Du or Sie?' },
          items: [
            {
              de: 'Bei Glückwünschen kennen Sie die Person meist: Freunde und Familie informell ([[Liebe Julia,]] … [[Liebe Grüße]]), Kolleginnen, Nachbarn oder die Leiterin Ihres Kurses halbformell ([[Liebe Frau Kraus,]] … [[Herzliche Grüße]]).',
              en: 'With congratulations you usually know the person: friends and family informally ([[Liebe Julia,]] … [[Liebe Grüße]]), colleagues, neighbours or your course leader semi-formally ([[Liebe Frau Kraus,]] … [[Herzliche Grüße]]).',
            },
            {
              de: 'Die Aufgabe zeigt die Form: Schreibt die Person du, antworten Sie mit du. Schreibt sie Sie, bleiben Sie beim Sie.',
              en: 'The task shows the form: if the person writes du, answer with du. If they write Sie, stay with Sie.',
            },
          ],
        },
      ],
    },
    {
      id: 'thirty-minutes',
      title: { de: 'Der Plan für 30 Minuten', en: 'The 30-minute plan' },
      blocks: [
        WRITING_PLAN,
        {
          type: 'callout',
          tone: 'tip',
          title: { de: 'Tipp für Glückwünsche', en: 'Tip for congratulations' },
          text: {
            de: 'Der Glückwunsch ist meist nur ein Leitpunkt von vier. Schreiben Sie ihn kurz und herzlich: ein Glückwunsch, ein Satz mit Gefühl ([[Das freut mich sehr für dich.]]). Die meiste Zeit gehört den anderen drei Punkten, zum Beispiel einer Zusage, einer Frage oder einem Vorschlag.',
            en: 'The congratulation is usually just one guiding point of four. Keep it short and warm: one congratulation, one sentence with feeling ([[Das freut mich sehr für dich.]], I am really happy for you). Most of your time belongs to the other three points, for example accepting an invitation, a question or a suggestion.',
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
          title: { de: 'Aufgabe: Lukas hat eine neue Stelle', en: 'Task: Lukas has a new job' },
          text: [
            {
              german: 'Ihr Freund Lukas hat Ihnen diese E-Mail geschrieben:',
              translation: 'Your friend Lukas has sent you this e-mail:',
            },
            {
              german:
                'Hallo, ich habe tolle Neuigkeiten: Ich habe die Stelle als Koch im Hotel Seeblick in Lindau bekommen! Am 1. Mai fange ich an. Das heißt aber auch: Ich ziehe Ende April an den Bodensee. Am 28. März mache ich bei mir eine kleine Abschiedsfeier. Kommst du? Und erzähl doch mal: Wie war dein erster Tag im neuen Job? Ich bin jetzt schon nervös! Liebe Grüße, Lukas',
              translation:
                'Hi, I have great news: I got the job as a cook at the Hotel Seeblick in Lindau! I start on 1 May. But that also means I am moving to Lake Constance at the end of April. On 28 March I am having a small farewell party at my place. Are you coming? And do tell me: how was your first day in your new job? I am already nervous! Love, Lukas',
            },
            {
              german:
                'Antworten Sie Lukas. Schreiben Sie zu jedem Punkt etwas. Denken Sie an Anrede und Gruß.',
              translation:
                'Answer Lukas. Write something on each point. Remember the greeting and the closing.',
            },
          ],
          points: [
            {
              german: 'Glückwunsch zur neuen Stelle',
              translation: 'Congratulations on the new job',
              cues: [
                'glückwunsch*',
                'gratulier*',
                'toll',
                'super',
                'freut mich',
                'freue mich für dich',
                'stolz',
                'wunderbar',
                'klasse',
                'neue* stelle',
              ],
            },
            {
              german: 'Abschiedsfeier: Kommen Sie?',
              translation: 'The farewell party: are you coming?',
              cues: [
                'abschied*',
                'feier*',
                'party',
                'ich komme',
                'komme … gern',
                'kann … kommen',
                'kann … nicht kommen',
                'dabei',
                'mitbring*',
                'bring* … mit',
                'märz',
              ],
            },
            {
              german: 'Ihr eigener erster Arbeitstag',
              translation: 'Your own first day at work',
              cues: [
                'erste* tag',
                'arbeitstag',
                'nervös',
                'aufregend',
                'aufgeregt',
                'kolleg*',
                'chef*',
                'angst',
                'sorgen',
                'schaffst',
                'damals',
                'am anfang',
                'bei mir war',
              ],
            },
            {
              german: 'Vorschlag: Besuch in Lindau',
              translation: 'Suggestion: a visit to Lindau',
              cues: [
                'besuch*',
                'bodensee',
                'see',
                'vorbeikommen',
                'komme … vorbei',
                'wie wäre es',
                'zu dir',
                'bei dir',
              ],
            },
          ],
          register: 'du',
          asksQuestion: false,
        },
      ],
    },
    {
      id: 'marking',
      title: { de: 'Musterantwort und Bewertung', en: 'Model answer and marking' },
      blocks: [
        WRITING_CRITERIA_TABLE,
        {
          type: 'modelAnswer',
          title: { de: 'Musterantwort (du-Form)', en: 'Model answer (du form)' },
          lines: [
            { german: 'Lieber Lukas,', translation: 'Dear Lukas,' },
            {
              german: 'vielen Dank für deine E-Mail und herzlichen Glückwunsch zur neuen Stelle!',
              translation: 'thank you for your e-mail, and congratulations on the new job!',
              points: [1],
              note: {
                de: '[[Glückwunsch zu]] + Dativ: [[zur]] = [[zu der]], deshalb [[neuen]] mit -en. Nach dem Komma der Anrede geht es klein weiter.',
                en: '[[Glückwunsch zu]] + dative: [[zur]] = [[zu der]], so [[neuen]] ends in -en. After the comma of the greeting, the text goes on in lower case.',
              },
            },
            {
              german: 'Das freut mich sehr für dich, denn du hast lange nach so einer Arbeit gesucht.',
              translation:
                'I am really happy for you, because you looked for a job like this for a long time.',
              points: [1],
              note: {
                de: 'Der Satz beginnt nicht mit „Ich“, und [[denn]] verbindet Gefühl und Grund.',
                en: 'The sentence does not start with "Ich", and [[denn]] links the feeling and the reason.',
              },
            },
            {
              german: 'Natürlich komme ich am 28. März gern zu deiner Abschiedsfeier.',
              translation: 'Of course I will be glad to come to your farewell party on 28 March.',
              points: [2],
            },
            {
              german: 'Soll ich einen Kuchen oder einen Salat mitbringen?',
              translation: 'Shall I bring a cake or a salad?',
              points: [2],
            },
            {
              german:
                'Mein erster Tag im neuen Job war ehrlich gesagt aufregend: Ich war sehr nervös, aber die Kollegen haben mir viel geholfen.',
              translation:
                'To be honest, my first day in my new job was exciting: I was very nervous, but my colleagues helped me a lot.',
              points: [3],
            },
            {
              german: 'Also: Mach dir keine Sorgen – das schaffst du!',
              translation: 'So: do not worry – you can do it!',
              points: [3],
              note: {
                de: '[[Also]] verbindet die eigene Erfahrung mit dem Rat an Lukas.',
                en: '[[Also]] (so) links your own experience with your advice to Lukas.',
              },
            },
            {
              german: 'Wenn du in Lindau wohnst, besuche ich dich gern.',
              translation: 'Once you live in Lindau, I would love to visit you.',
              points: [4],
            },
            {
              german:
                'Wie wäre es mit einem Wochenende im Juni? Dann können wir zusammen am See spazieren gehen.',
              translation: 'How about a weekend in June? Then we can go for a walk by the lake together.',
              points: [4],
            },
            {
              german: 'Ich wünsche dir einen guten Start in Lindau!',
              translation: 'I wish you a good start in Lindau!',
              note: {
                de: '[[wünschen]] + Dativ ([[dir]]) + Akkusativ ([[einen guten Start]]): ein herzlicher Schluss.',
                en: '[[wünschen]] + dative ([[dir]]) + accusative ([[einen guten Start]]): a warm ending.',
              },
            },
            { german: 'Liebe Grüße', translation: 'Love' },
            { german: 'Deine Nora', translation: 'Nora' },
          ],
          marking: {
            task: {
              grade: 'A',
              reason: {
                de: 'Alle vier Leitpunkte sind behandelt: Glückwunsch, Zusage zur Feier, der eigene erste Arbeitstag, Vorschlag für einen Besuch.',
                en: 'All four guiding points are handled: congratulations, accepting the party invitation, your own first day at work, a suggested visit.',
              },
            },
            communication: {
              grade: 'A',
              reason: {
                de: 'Anrede und Gruß passen zu einem Freund, immer du. Die Sätze sind mit [[denn]], [[aber]], [[also]], [[wenn]] verbunden und beginnen verschieden.',
                en: 'Greeting and closing suit a friend, always du. The sentences are linked with [[denn]], [[aber]], [[also]], [[wenn]] and start in different ways.',
              },
            },
            accuracy: {
              grade: 'A',
              reason: {
                de: 'Keine Fehler: Dativ nach [[zu]] und [[wünschen]], Verb am Ende nach [[wenn]], Verb auf Position 2 nach [[Natürlich]], Kommas richtig.',
                en: 'No mistakes: dative after [[zu]] and [[wünschen]], verb at the end after [[wenn]], verb in position 2 after [[Natürlich]], commas right.',
              },
            },
          },
        },
        WRITING_WEAKER_INTRO,
        {
          type: 'modelAnswer',
          title: { de: 'Schwächere Fassung', en: 'Weaker version' },
          lines: [
            { german: 'Lieber Lukas,', translation: 'Dear Lukas,' },
            {
              german: 'ich gratuliere dich zu die neue Stelle!',
              translation: 'I congratulate you on the new job!',
              points: [1],
              note: {
                de: 'Zwei Fehler: [[gratulieren]] + Dativ ([[dir]]), [[zu]] + Dativ ([[zur neuen Stelle]]).',
                en: 'Two mistakes: [[gratulieren]] + dative ([[dir]]), [[zu]] + dative ([[zur neuen Stelle]]).',
              },
            },
            {
              german: 'Ich freue mich für dich, weil du hast lange eine Arbeit gesucht.',
              translation: 'I am happy for you because you looked for a job for a long time.',
              points: [1],
              note: {
                de: 'Nach [[weil]] steht das Verb am Ende: [[weil du lange eine Arbeit gesucht hast]].',
                en: 'After [[weil]] the verb goes to the end: [[weil du lange eine Arbeit gesucht hast]].',
              },
            },
            {
              german: 'Ich komme gern zu Ihrer Feier.',
              translation: 'I will be glad to come to your party.',
              points: [2],
              note: {
                de: 'Plötzlich Sie ([[Ihrer]]): In einer du-E-Mail heißt es immer [[deiner]].',
                en: 'Suddenly Sie ([[Ihrer]]): in a du e-mail it is always [[deiner]].',
              },
            },
            { german: 'Ich bringe einen Kuchen mit.', translation: 'I will bring a cake.', points: [2] },
            {
              german: 'Ich war am ersten Tag auch nervös.',
              translation: 'I was nervous on my first day too.',
              points: [3],
            },
            {
              german: 'Ich denke, du schaffst das.',
              translation: 'I think you can do it.',
              points: [3],
              note: {
                de: 'Der Besuch in Lindau (Leitpunkt 4) fehlt ganz. Und jeder Satz beginnt mit „Ich“.',
                en: 'The visit to Lindau (guiding point 4) is missing completely. And every sentence starts with "Ich".',
              },
            },
            {
              german: 'Ich wünsche dich viel Glück!',
              translation: 'I wish you good luck!',
              note: {
                de: '[[wünschen]] + Dativ: [[Ich wünsche dir …]]',
                en: '[[wünschen]] + dative: [[Ich wünsche dir …]]',
              },
            },
            {
              german: 'Mit freundlichen Grüßen',
              translation: 'Kind regards',
              note: {
                de: 'Zu förmlich für einen Freund. Besser: [[Liebe Grüße]].',
                en: 'Too formal for a friend. Better: [[Liebe Grüße]].',
              },
            },
            { german: 'Nora', translation: 'Nora' },
          ],
          marking: {
            task: {
              grade: 'B',
              reason: {
                de: 'Nur drei von vier Leitpunkten sind behandelt: Der Vorschlag für einen Besuch fehlt.',
                en: 'Only three of the four guiding points are handled: the suggested visit is missing.',
              },
            },
            communication: {
              grade: 'C',
              reason: {
                de: 'Du und Sie sind gemischt, der Gruß passt nicht zur Anrede, jeder Satz beginnt mit „Ich“, die Sätze sind kaum verbunden.',
                en: 'Du and Sie are mixed, the closing does not match the greeting, every sentence starts with "Ich", the sentences are hardly linked.',
              },
            },
            accuracy: {
              grade: 'B',
              reason: {
                de: 'Typische Fehler beim Dativ und bei der Verbposition nach [[weil]]. Der Text bleibt aber gut verständlich.',
                en: 'Typical mistakes with the dative and with the verb position after [[weil]]. But the text stays easy to understand.',
              },
            },
          },
        },
        WRITING_NOT_REQUIRED,
      ],
    },
    {
      id: 'phrases',
      title: { de: 'Redemittel in der du- und Sie-Form', en: 'Phrases in the du and Sie forms' },
      blocks: [
        table({
          caption: {
            de: 'Glückwünsche schreiben: informell und halbformell',
            en: 'Writing congratulations: informal and semi-formal',
          },
          columns: [
            { key: 'use', header: { de: 'Wofür?', en: 'What for?' } },
            { key: 'du', header: { de: 'du (Freunde)', en: 'du (friends)' }, lang: 'de', drillLabel: '(du)' },
            {
              key: 'sie',
              header: {
                de: 'Sie, halbformell (Kollegen, Nachbarn)',
                en: 'Sie, semi-formal (colleagues, neighbours)',
              },
              lang: 'de',
              drillLabel: '(Sie)',
            },
            { key: 'en', header: { de: 'Englisch', en: 'English' }, lang: 'en' },
          ],
          rows: [
            {
              use: { de: 'Anrede', en: 'Greeting' },
              du: 'Liebe Julia, / Hallo Lukas,',
              sie: 'Liebe Frau Kraus, / Lieber Herr Lorenz,',
              en: 'Dear Julia, / Hi Lukas, · Dear Ms Kraus, / Dear Mr Lorenz,',
              drill: {
                du: 'Dear Julia, / Hi Lukas, (du)',
                sie: 'Dear Ms Kraus, / Dear Mr Lorenz, (semi-formal)',
              },
            },
            {
              use: { de: 'Danke für die Nachricht', en: 'Thanks for the news' },
              du: 'Danke für deine E-Mail und die tollen Neuigkeiten!',
              sie: 'Vielen Dank für Ihre Nachricht und die schöne Neuigkeit.',
              en: 'Thank you for your e-mail and the great news!',
              drill: {
                du: 'Thanks for your e-mail and the great news! (du)',
                sie: 'Thank you for your message and the lovely news. (Sie)',
              },
            },
            {
              use: { de: 'Gratulieren', en: 'Congratulating' },
              du: GLUECKWUNSCH_HOCHZEIT,
              sie: 'Herzlichen Glückwunsch zu Ihrer Hochzeit!',
              en: CONGRATULATIONS_WEDDING,
              drill: {
                du: 'Congratulations on your wedding! (to a couple you call du: ihr)',
                sie: 'Congratulations on your wedding! (Sie)',
              },
            },
            {
              use: { de: 'Gratulieren mit Verb', en: 'Congratulating with a verb' },
              du: 'Ich gratuliere dir ganz herzlich zur bestandenen Prüfung!',
              sie: GRATULIERE_IHNEN,
              en: 'Warm congratulations on passing your exam!',
            },
            {
              use: { de: 'Freude zeigen', en: 'Showing joy' },
              du: FREUE_MICH_FUER_DICH,
              sie: 'Das freut mich sehr für Sie.',
              en: 'I am so happy for you!',
              drill: { du: 'I am so happy for you! (du)', sie: 'That makes me very happy for you. (Sie)' },
            },
            {
              use: { de: 'Anerkennung', en: 'Praise' },
              du: DU_HAST_VERDIENT,
              sie: 'Das haben Sie sich wirklich verdient.',
              en: 'You really deserve it.',
            },
            {
              use: { de: 'Nach Details fragen', en: 'Asking for details' },
              du: 'Erzähl mal: Wie heißt die Kleine?',
              sie: 'Darf ich fragen, wie das Baby heißt?',
              en: 'Tell me: what is the little one called? / May I ask what the baby is called?',
              drill: {
                du: 'Tell me: what is the little one called? (du)',
                sie: 'May I ask what the baby is called? (Sie)',
              },
            },
            {
              use: { de: 'Einladung annehmen', en: 'Accepting an invitation' },
              du: 'Zu deiner Feier komme ich sehr gern.',
              sie: 'Zu Ihrer Feier komme ich sehr gern.',
              en: 'I would love to come to your celebration.',
            },
            {
              use: { de: 'Einladung absagen', en: 'Declining an invitation' },
              du: 'Leider kann ich am Samstag nicht kommen, weil ich arbeiten muss.',
              sie: 'Leider kann ich am Samstag nicht kommen, denn ich habe Dienst.',
              en: 'Unfortunately I cannot come on Saturday because I have to work.',
              drill: {
                du: 'Unfortunately I cannot come on Saturday because I have to work. (du)',
                sie: 'Unfortunately I cannot come on Saturday, as I am on duty. (Sie)',
              },
            },
            {
              use: { de: 'Hilfe anbieten', en: 'Offering help' },
              du: 'Wenn du Hilfe beim Umzug brauchst, sag Bescheid!',
              sie: 'Wenn Sie Hilfe brauchen, sagen Sie mir gern Bescheid.',
              en: 'If you need help (with the move), just let me know!',
              drill: {
                du: 'If you need help with the move, just let me know! (du)',
                sie: 'If you need help, just let me know. (Sie)',
              },
            },
            {
              use: { de: 'Treffen vorschlagen', en: 'Suggesting a meeting' },
              du: 'Wollen wir das bald zusammen feiern?',
              sie: 'Vielleicht trinken wir bald einmal zusammen einen Kaffee?',
              en: 'Shall we celebrate together soon? / Maybe we could have a coffee together soon?',
              drill: {
                du: 'Shall we celebrate together soon? (du)',
                sie: 'Maybe we could have a coffee together soon? (Sie)',
              },
            },
            {
              use: { de: 'Gute Wünsche', en: 'Good wishes' },
              du: WUENSCHE_DIR_ERFOLG,
              sie: 'Ich wünsche Ihnen alles Gute für die Zukunft.',
              en: 'I wish you every success in your new job! / I wish you all the best for the future.',
              drill: {
                du: 'I wish you every success in your new job! (du)',
                sie: 'I wish you all the best for the future. (Sie)',
              },
            },
            {
              use: { de: 'Gruß', en: 'Closing' },
              du: 'Liebe Grüße / Bis bald',
              sie: 'Viele Grüße / Herzliche Grüße',
              en: 'Love / See you soon · Best wishes / Warm regards',
              drill: { du: 'Love / See you soon (du)', sie: 'Best wishes / Warm regards (semi-formal)' },
            },
          ],
        }),
      ],
    },
    {
      id: 'grammar-traps',
      title: { de: 'Grammatik-Fallen und typische Fehler', en: 'Grammar traps and typical mistakes' },
      blocks: [
        table({
          caption: { de: 'Drei Muster, die Sie brauchen', en: 'Three patterns you need' },
          columns: [
            { key: 'pattern', header: { de: 'Muster', en: 'Pattern' } },
            { key: 'german', header: { de: 'Beispiel', en: 'Example' }, lang: 'de' },
            { key: 'english', header: { de: 'Englisch', en: 'English' }, lang: 'en' },
          ],
          rows: [
            {
              pattern: {
                de: '[[gratulieren]] + Dativ (Person) + [[zu]] + Dativ (Anlass)',
                en: '[[gratulieren]] + dative (person) + [[zu]] + dative (occasion)',
              },
              german: 'Wir gratulieren euch zum Baby.',
              english: 'We congratulate you both on the baby.',
            },
            {
              pattern: {
                de: '[[Herzlichen Glückwunsch zu]] + Dativ: [[zum]] (der, das), [[zur]] (die), [[zu den]] (Plural). Adjektive enden hier auf -en.',
                en: '[[Herzlichen Glückwunsch zu]] + dative: [[zum]] (der, das), [[zur]] (die), [[zu den]] (plural). Adjectives end in -en here.',
              },
              german: 'Herzlichen Glückwunsch zu den Zwillingen!',
              english: 'Congratulations on the twins!',
            },
            {
              pattern: {
                de: '[[wünschen]] + Dativ (Person) + Akkusativ (was Sie wünschen)',
                en: '[[wünschen]] + dative (person) + accusative (what you wish them)',
              },
              german: 'Wir wünschen Ihnen viel Freude mit dem Baby.',
              english: 'We wish you much joy with the baby.',
            },
          ],
        }),
        table({
          caption: { de: 'Typische Fehler', en: 'Typical mistakes' },
          columns: [
            { key: 'wrong', header: { de: 'falsch', en: 'wrong' }, lang: 'de', wrong: true },
            { key: 'right', header: { de: 'richtig', en: 'right' }, lang: 'de' },
            { key: 'why', header: { de: 'Warum?', en: 'Why?' } },
          ],
          rows: [
            {
              wrong: 'Ich gratuliere dich zur Hochzeit.',
              right: 'Ich gratuliere dir zur Hochzeit.',
              why: {
                de: '[[gratulieren]] + Dativ: [[dir]], [[Ihnen]], [[euch]].',
                en: '[[gratulieren]] + dative: [[dir]], [[Ihnen]], [[euch]].',
              },
            },
            {
              wrong: 'Herzlichen Glückwunsch für dein Baby!',
              right: 'Herzlichen Glückwunsch zu deinem Baby!',
              why: {
                de: 'Glückwunsch **zu**, nicht [[für]]. Nach [[zu]] Dativ: [[deinem]].',
                en: 'Congratulations is [[zu]], not [[für]]. Dative after [[zu]]: [[deinem]].',
              },
            },
            {
              wrong: 'Glückwunsch zu die neue Wohnung!',
              right: 'Glückwunsch zur neuen Wohnung!',
              why: {
                de: '[[zu der]] wird [[zur]]; im Dativ endet das Adjektiv auf -en.',
                en: '[[zu der]] becomes [[zur]]; in the dative the adjective ends in -en.',
              },
            },
            {
              wrong: 'Ich wünsche dich alles Gute.',
              right: 'Ich wünsche dir alles Gute.',
              why: {
                de: 'Die Person steht bei [[wünschen]] im Dativ.',
                en: 'With [[wünschen]], the person is in the dative.',
              },
            },
            {
              wrong: 'Ich bin so stolz für dich!',
              right: 'Ich bin so stolz auf dich!',
              why: {
                de: '[[stolz auf]] + Akkusativ. Aber: [[Ich freue mich für dich]] (Sie teilen die Freude der anderen Person).',
                en: '[[stolz auf]] + accusative. But: [[Ich freue mich für dich]] (you share the other person’s joy).',
              },
            },
            {
              wrong: 'Ich freue mich auf eure gute Nachricht.',
              right: 'Ich freue mich über eure gute Nachricht.',
              why: {
                de: '[[sich freuen über]]: Die Nachricht ist schon da. [[sich freuen auf]] heißt: Es kommt erst noch.',
                en: '[[sich freuen über]]: the news is already here. [[sich freuen auf]] means it is still to come.',
              },
            },
            {
              wrong: 'Lieber Herr Lorenz, wie geht es dir?',
              right: 'Lieber Herr Lorenz, wie geht es Ihnen?',
              why: {
                de: 'Wer [[Herr]] oder [[Frau]] in der Anrede hat, bekommt immer Sie: [[Ihnen]], [[Ihr]], [[Sie]].',
                en: 'Whoever you greet with [[Herr]] or [[Frau]] always gets Sie: [[Ihnen]], [[Ihr]], [[Sie]].',
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
            de: 'Glückwunsch mit [[zu]] + Dativ ([[zum]], [[zur]]), nie mit [[für]].',
            en: 'Congratulations with [[zu]] + dative ([[zum]], [[zur]]), never with [[für]].',
          },
          {
            de: 'Nach [[gratulieren]] und [[wünschen]] die Person im Dativ: [[dir]], [[Ihnen]], [[euch]].',
            en: 'After [[gratulieren]] and [[wünschen]], the person in the dative: [[dir]], [[Ihnen]], [[euch]].',
          },
          {
            de: 'Nicht nur gratuliert? Auch die Frage, die Einladung oder die Bitte in der E-Mail beantwortet?',
            en: 'Not just congratulated? Also answered the question, the invitation or the request in the e-mail?',
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
          title: {
            de: 'Übungsaufgabe: Frau Kraus ist Oma geworden',
            en: 'Practice task: Ms Kraus has become a grandmother',
          },
          text: [
            {
              german: 'Ihre Nachbarin, Frau Kraus, hat Ihnen geschrieben:',
              translation: 'Your neighbour, Ms Kraus, has written to you:',
            },
            {
              german:
                'Guten Tag, ich habe eine schöne Nachricht: Ich bin Oma geworden! Meine Tochter hat am Montag einen kleinen Jungen bekommen, er heißt Felix. Nächste Woche fahre ich für zehn Tage zu ihr nach Bremen. Könnten Sie in dieser Zeit meine Blumen auf dem Balkon gießen? Den Schlüssel würde ich Ihnen am Sonntag bringen. Herzliche Grüße, Ihre Helga Kraus',
              translation:
                'Hello, I have lovely news: I have become a grandma! My daughter had a little boy on Monday; his name is Felix. Next week I am going to stay with her in Bremen for ten days. Could you water the flowers on my balcony during that time? I would bring you the key on Sunday. Warm regards, Helga Kraus',
            },
            {
              german:
                'Antworten Sie Frau Kraus. Schreiben Sie zu allen vier Punkten etwas. Denken Sie an Anrede und Gruß.',
              translation:
                'Reply to Ms Kraus. Write something on all four points. Remember the greeting and the closing.',
            },
          ],
          points: [
            {
              german: 'Glückwunsch zum Enkel',
              translation: 'Congratulations on the grandson',
              cues: [
                'glückwunsch*',
                'gratulier*',
                'enkel*',
                'oma',
                'baby',
                'freut mich',
                'wunderbar',
                'herzlich*',
                'toll',
                'schöne nachricht',
              ],
            },
            {
              german: 'Blumen gießen: ja, wie oft?',
              translation: 'Watering the flowers: yes, how often?',
              cues: [
                'blumen',
                'gieß*',
                'gegossen',
                'pflanzen',
                'balkon',
                'jeden tag',
                'täglich',
                'zweimal',
                'dreimal',
                'jeden zweiten',
                'mache ich gern',
                'kein problem',
              ],
            },
            {
              german: 'Wann Sie am Sonntag zu Hause sind',
              translation: 'When you are at home on Sunday',
              cues: [
                'sonntag',
                'zu hause',
                'uhr',
                'schlüssel',
                'vormittag*',
                'nachmittag*',
                'abends',
                'daheim',
                'klingeln',
                'vorbeibringen',
              ],
            },
            {
              german: 'Ein kleines Geschenk für Felix',
              translation: 'A small present for Felix',
              cues: [
                'geschenk*',
                'schenken',
                'schenke',
                'kleinigkeit',
                'spielzeug',
                'teddy*',
                'kuscheltier',
                'mütze',
                'buch',
                'kleidung',
                'socken',
                'für felix',
                'für den kleinen',
                'gekauft',
                'für das baby',
                'dem baby',
                'freude machen',
              ],
            },
          ],
          register: 'semi',
          asksQuestion: false,
        },
        {
          type: 'callout',
          tone: 'tip',
          title: { de: 'Daran denken', en: 'Remember' },
          items: [
            {
              de: 'Frau Kraus schreibt Sie: Anrede [[Liebe Frau Kraus,]], dann immer [[Sie]], [[Ihnen]], [[Ihr]].',
              en: 'Ms Kraus writes Sie: greeting [[Liebe Frau Kraus,]], then always [[Sie]], [[Ihnen]], [[Ihr]].',
            },
            {
              de: 'Glückwunsch zum Enkel: [[zur Geburt Ihres Enkels]] (Genitiv nach [[Geburt]]).',
              en: 'Congratulations on the grandson: [[zur Geburt Ihres Enkels]] (genitive after [[Geburt]]).',
            },
            {
              de: 'Schreiben Sie zu jedem Punkt zwei Sätze. Ziel: etwa 100 bis 150 Wörter.',
              en: 'Write two sentences on each point. Aim: about 100 to 150 words.',
            },
          ],
        },
      ],
    },
  ],
  closing: {
    de: 'Auf gute Nachrichten antwortet man gern: Gratulieren Sie herzlich, gehen Sie auf alle vier Punkte ein, und Ihre E-Mail ist fertig.',
    en: 'Answering good news is a pleasure: congratulate warmly, answer all four points, and your e-mail is done.',
  },
  seoMeta: {
    title: {
      de: 'Schreiben üben: Glückwünsche – telc Deutsch B1',
      en: 'Writing Practice: Congratulations – telc Deutsch B1',
    },
    description: {
      de: 'Glückwünsche für die E-Mail in telc Deutsch B1: Aufgabe mit Musterantwort, Bewertung, Redemittel in du- und Sie-Form und die Fallen bei gratulieren und wünschen.',
      en: 'Congratulations for the telc Deutsch B1 e-mail: a task with a model answer, marking, phrases in du and Sie forms and the traps of gratulieren and wünschen.',
    },
  },
} satisfies Sheet;
