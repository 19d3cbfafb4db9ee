import { table, type Sheet } from '../sheet-schema';

/** Cheat sheet #03: Listening Mastery, written exam. */
export const listeningMasteryWritten = {
  pageTitle: {
    main: { de: 'Hörverstehen', en: 'Listening Mastery:' },
    highlight: { de: 'in der schriftlichen Prüfung', en: 'Written Exam' },
    subtitle: {
      de: 'Mit der OHR-Methode hören Sie gezielt, notieren schnell und entscheiden sicher: richtig oder falsch.',
      en: 'With the OHR method you listen with a purpose, take quick notes and decide with confidence: true or false.',
    },
  },
  exam: { de: 'Schriftliche Prüfung · Hören', en: 'Written exam · Listening' },
  sections: [
    {
      id: 'listening-at-a-glance',
      title: { de: 'Das Hörverstehen auf einen Blick', en: 'Listening at a glance' },
      blocks: [
        {
          type: 'paragraph',
          text: {
            de: 'Das Hörverstehen ist ein Teil der schriftlichen Prüfung (150 Minuten ohne Pause). Es dauert **etwa 30 Minuten** und hat **drei Teile** mit zusammen **20 Aussagen**. Bei jeder Aussage entscheiden Sie: **richtig oder falsch**. Für das Hörverstehen gibt es 75 Punkte. Ihre Lösungen markieren Sie auf dem **Antwortbogen**.',
            en: 'Listening is part of the written exam (150 minutes without a break). It takes **about 30 minutes** and has **three parts** with **20 statements** in all. For each statement you decide: **true or false** ([[richtig]] or [[falsch]]). Listening is worth 75 points. You mark your answers on the **answer sheet** ([[Antwortbogen]]).',
          },
        },
        table({
          caption: { de: 'Die drei Hörteile', en: 'The three listening parts' },
          columns: [
            { key: 'part', header: { de: 'Teil', en: 'Part' } },
            { key: 'type', header: { de: 'Art des Hörens', en: 'Type of listening' } },
            { key: 'items', header: { de: 'Aussagen', en: 'Statements' } },
            { key: 'heard', header: { de: 'Sie hören den Text …', en: 'You hear the text …' } },
            { key: 'strategy', header: { de: 'Strategie', en: 'Strategy' } },
          ],
          rows: [
            {
              part: { de: 'Teil 1', en: 'Part 1' },
              type: { de: 'Globalverstehen: Worum geht es?', en: 'Global listening: what is it about?' },
              items: { same: '5' },
              heard: { de: '**nur einmal**', en: '**only once**' },
              strategy: {
                de: 'Auf das Thema und die Hauptaussage achten. Sofort entscheiden, nicht auf Details warten.',
                en: 'Focus on the topic and the main message. Decide at once; do not wait for details.',
              },
            },
            {
              part: { de: 'Teil 2', en: 'Part 2' },
              type: {
                de: 'Detailverstehen: Was genau wird gesagt?',
                en: 'Detailed listening: what exactly is said?',
              },
              items: { same: '10' },
              heard: { de: 'zweimal', en: 'twice' },
              strategy: {
                de: 'Beim ersten Hören notieren, beim zweiten Hören prüfen. Die Aussagen kommen meist in der Reihenfolge des Textes.',
                en: 'Take notes the first time, check the second time. The statements usually follow the order of the text.',
              },
            },
            {
              part: { de: 'Teil 3', en: 'Part 3' },
              type: {
                de: 'Selektives Verstehen: eine bestimmte Information finden',
                en: 'Selective listening: find one specific piece of information',
              },
              items: { same: '5' },
              heard: { de: 'zweimal', en: 'twice' },
              strategy: {
                de: 'Nur auf die gesuchte Information achten: Zeit, Ort, Zahl, Preis, Gleis. Den Rest ignorieren.',
                en: 'Listen only for the information you need: time, place, number, price, platform. Ignore the rest.',
              },
            },
          ],
        }),
      ],
    },
    {
      id: 'ohr-method',
      title: { de: 'Die OHR-Methode', en: 'The OHR method' },
      blocks: [
        {
          type: 'paragraph',
          text: {
            de: 'OHR – wie das Ohr – steht für **Orientieren – Hören – Rückblick**. Die Methode hilft Ihnen, in jedem Hörteil gleich vorzugehen. So wissen Sie immer, was Sie gerade tun müssen.',
            en: 'OHR (German for "ear") stands for **Overview – Hear – Review** ([[Orientieren – Hören – Rückblick]]: get your bearings, listen, look back). The method helps you work the same way in every listening part, so you always know what to do next.',
          },
        },
        {
          type: 'steps',
          items: [
            {
              title: { de: 'O – Orientieren (vor dem Hören)', en: 'O – Overview (before listening)' },
              text: {
                de: 'Lesen Sie alle Aussagen, bevor der Text beginnt. Unterstreichen Sie Schlüsselwörter: Namen, Zeiten, Zahlen, Orte und Wörter wie [[nicht]], [[nur]], [[immer]], [[schon]]. Überlegen Sie: Worum geht es wohl? Was könnte ich hören? Wer eine Erwartung hat, hört gezielter.',
                en: 'Read all the statements before the text starts. Underline key words: names, times, numbers, places and words like [[nicht]] (not), [[nur]] (only), [[immer]] (always), [[schon]] (already). Ask yourself: what is it probably about? What might I hear? If you expect something, you listen with more focus.',
              },
            },
            {
              title: { de: 'H – Hören (während des Hörens)', en: 'H – Hear (while listening)' },
              text: {
                de: 'Achten Sie bei jeder Aussage auf die Schlüsselinformation. Notieren Sie nur Stichwörter, Zahlen und Symbole, keine ganzen Sätze. Bleiben Sie nicht an einem unbekannten Wort hängen: Der Text läuft weiter, und die nächste Aussage wartet.',
                en: 'Listen for the key information for each statement. Note only key words, numbers and symbols, never full sentences. Do not get stuck on an unknown word: the text keeps going, and the next statement is waiting.',
              },
            },
            {
              title: { de: 'R – Rückblick (nach dem Hören)', en: 'R – Review (after listening)' },
              text: {
                de: 'Vergleichen Sie jede Aussage mit Ihren Notizen. Entscheiden Sie: richtig oder falsch. Lassen Sie keine Aussage leer, denn Raten ist besser als nichts. Übertragen Sie Ihre Lösungen sorgfältig auf den Antwortbogen: die richtige Nummer, das richtige Feld.',
                en: 'Check each statement against your notes. Decide: true or false. Leave no statement blank, because a guess is better than nothing. Transfer your answers carefully to the answer sheet: the right number, the right box.',
              },
            },
          ],
        },
        {
          type: 'callout',
          tone: 'tip',
          title: {
            de: 'OHR bei zweimaligem Hören (Teil 2 und 3)',
            en: 'OHR when you hear the text twice (parts 2 and 3)',
          },
          items: [
            {
              de: 'Beim ersten Hören: Notizen machen und eine erste Lösung auf dem Aufgabenblatt markieren.',
              en: 'First listening: take notes and mark a first answer on the task sheet.',
            },
            {
              de: 'Beim zweiten Hören: nur die unsicheren Aussagen (mit ? markiert) genau prüfen.',
              en: 'Second listening: check only the statements you were unsure about (marked with ?).',
            },
            {
              de: 'Übertragen Sie die Lösungen am besten direkt nach jedem Teil. Rechnen Sie nicht mit viel Zeit am Ende.',
              en: 'It is best to transfer your answers right after each part. Do not count on much time at the end.',
            },
          ],
        },
      ],
    },
    {
      id: 'note-symbols',
      title: { de: 'Notizen mit Symbolen', en: 'Notes with symbols' },
      blocks: [
        {
          type: 'paragraph',
          text: {
            de: 'Beim Hören haben Sie keine Zeit für ganze Wörter. Symbole sind schneller. Lernen Sie vor der Prüfung **wenige feste Symbole** und benutzen Sie immer dieselben.',
            en: 'While listening you have no time to write whole words. Symbols are faster. Learn **a few fixed symbols** before the exam and always use the same ones.',
          },
        },
        table({
          caption: { de: 'Nützliche Notiz-Symbole', en: 'Useful note-taking symbols' },
          columns: [
            { key: 'symbol', header: { same: 'Symbol' } },
            { key: 'meaning', header: { de: 'Bedeutung', en: 'Meaning' } },
            { key: 'example', header: { de: 'Beispiel (Deutsch)', en: 'Example (German)' }, lang: 'de' },
          ],
          rows: [
            {
              symbol: { same: '→' },
              meaning: { de: 'führt zu, danach, nach (Richtung)', en: 'leads to, then, to (direction)' },
              example: 'Zug → Köln; Regen → Stau',
            },
            {
              symbol: { same: '+' },
              meaning: { de: 'und, mehr, Vorteil', en: 'and, more, advantage' },
              example: 'Kaffee + Kuchen inklusive',
            },
            {
              symbol: { same: '−' },
              meaning: { de: 'weniger, ohne, Nachteil', en: 'less, without, disadvantage' },
              example: 'Preis − 10 %; Zimmer − Balkon',
            },
            {
              symbol: { same: '✓' },
              meaning: { de: 'ja, gibt es, findet statt', en: 'yes, there is, takes place' },
              example: 'Parkplatz ✓',
            },
            {
              symbol: { same: '✗' },
              meaning: { de: 'nein, nicht, fällt aus', en: 'no, not, cancelled' },
              example: 'Kurs am Mo ✗',
            },
            {
              symbol: { same: '↑' },
              meaning: { de: 'steigt, mehr, höher', en: 'rises, more, higher' },
              example: 'Mieten ↑',
            },
            {
              symbol: { same: '↓' },
              meaning: { de: 'sinkt, weniger, niedriger', en: 'falls, less, lower' },
              example: 'Temperatur ↓ 5 Grad',
            },
            {
              symbol: { same: '≠' },
              meaning: {
                de: 'nicht gleich, anders, nicht … sondern',
                en: 'not the same, different, not … but',
              },
              example: 'Mo ≠ Mi (nicht Montag, sondern Mittwoch)',
            },
            {
              symbol: { same: '=' },
              meaning: { de: 'ist, bedeutet, gleich', en: 'is, means, the same' },
              example: 'Treffpunkt = Haupteingang',
            },
            {
              symbol: { same: '?' },
              meaning: { de: 'unsicher, beim 2. Hören prüfen', en: 'unsure, check on the 2nd listening' },
              example: '? 14:15 oder 14:50',
            },
            {
              symbol: { same: '!' },
              meaning: { de: 'wichtig, Achtung', en: 'important, attention' },
              example: '! Ausweis mitbringen',
            },
            {
              symbol: { same: 'Ø' },
              meaning: { de: 'kein, nichts, niemand', en: 'none, nothing, nobody' },
              example: 'Ø Busse nach 22 Uhr',
            },
            {
              symbol: { same: '14:30' },
              meaning: {
                de: 'Uhrzeiten, Zahlen, Preise immer als Ziffern',
                en: 'always write times, numbers and prices as digits',
              },
              example: '14:30; 3 ×; 8 €; Gl. 9',
            },
          ],
        }),
        {
          type: 'callout',
          tone: 'tip',
          title: { de: 'Kurz und klar abkürzen', en: 'Keep abbreviations short and clear' },
          text: {
            de: 'Kürzen Sie häufige Wörter ab: Mo, Di, Mi (Wochentage), Min., Std., Gl. (Gleis), ca. (circa). Ihre Notizen müssen nur für Sie lesbar sein, aber auch nach zwei Minuten noch.',
            en: 'Shorten frequent words: [[Mo, Di, Mi]] (days of the week), [[Min.]] (minutes), [[Std.]] (hours), [[Gl.]] ([[Gleis]], platform), [[ca.]] (about). Your notes only need to be readable for you, but still readable two minutes later.',
          },
        },
      ],
    },
    {
      id: 'common-traps',
      title: { de: 'Typische Fallen', en: 'Common traps' },
      blocks: [
        {
          type: 'paragraph',
          text: {
            de: 'Die Aussagen sind oft so formuliert, dass sie **ähnlich klingen** wie der Text, aber etwas **anderes bedeuten**. Achten Sie auf diese Fallen:',
            en: 'The statements are often written so that they **sound similar** to the text but **mean something different**. Watch out for these traps:',
          },
        },
        table({
          caption: { de: 'Fallen beim Hören', en: 'Listening traps' },
          columns: [
            { key: 'trap', header: { de: 'Falle', en: 'Trap' } },
            { key: 'heard', header: { de: 'Sie hören', en: 'You hear' }, lang: 'de' },
            { key: 'statement', header: { de: 'Aussage', en: 'Statement' }, lang: 'de' },
            { key: 'tip', header: { de: 'Was tun?', en: 'What to do' } },
          ],
          rows: [
            {
              trap: { de: 'Gleiche Wörter, andere Bedeutung', en: 'Same words, different meaning' },
              heard: 'Der Kurs beginnt nicht am Montag, sondern erst am Mittwoch.',
              statement: 'Der Kurs beginnt am Montag. (falsch)',
              tip: {
                de: 'Gleiche Wörter sind kein Beweis. Prüfen Sie die ganze Aussage.',
                en: 'The same words prove nothing. Check the whole statement.',
              },
            },
            {
              trap: { de: 'Verneinung', en: 'Negation' },
              heard: 'Eine Anmeldung ist nicht nötig.',
              statement: 'Man muss sich anmelden. (falsch)',
              tip: {
                de: 'Auf [[nicht]], [[kein]], [[nie]], [[ohne]] achten und sie notieren (✗, Ø).',
                en: 'Watch for [[nicht]], [[kein]], [[nie]], [[ohne]] and note them (✗, Ø).',
              },
            },
            {
              trap: { de: 'Zeit oder Zahl wird geändert', en: 'A time or number changes' },
              heard: 'Die Führung beginnt normalerweise um drei. Heute beginnt sie schon um halb drei.',
              statement: 'Die Führung beginnt heute um 15 Uhr. (falsch)',
              tip: {
                de: 'Oft zählt die letzte Information. Achten Sie auf [[heute]], [[aber]], [[doch]], [[schon]], [[erst]].',
                en: 'Often the last piece of information counts. Watch for [[heute]], [[aber]], [[doch]], [[schon]], [[erst]].',
              },
            },
            {
              trap: { de: 'Richtig, aber mit anderen Wörtern', en: 'True, but in other words' },
              heard: 'Das Konzert fällt leider aus.',
              statement: 'Das Konzert findet nicht statt. (richtig)',
              tip: {
                de: 'Richtige Aussagen benutzen oft Synonyme. Fragen Sie: Ist die Bedeutung gleich?',
                en: 'True statements often use synonyms. Ask yourself: is the meaning the same?',
              },
            },
            {
              trap: { de: 'Falsche Person oder falscher Ort', en: 'Wrong person or wrong place' },
              heard: 'Meine Schwester arbeitet in München, ich wohne in Augsburg.',
              statement: 'Die Sprecherin wohnt in München. (falsch)',
              tip: { de: 'Notieren Sie, wer was sagt oder macht.', en: 'Note who says or does what.' },
            },
          ],
        }),
        {
          type: 'phrases',
          title: {
            de: 'Zahlen und Uhrzeiten, die man leicht falsch versteht',
            en: 'Numbers and times that are easy to mishear',
          },
          items: [
            {
              german: 'halb drei',
              translation: 'half past two (2:30 / 14:30), not half past three',
              tip: {
                de: 'halb + die nächste volle Stunde: halb drei = 2:30 Uhr',
                en: 'halb + the next full hour: [[halb drei]] = 2:30',
              },
            },
            { german: 'Viertel vor acht', translation: 'quarter to eight (7:45)' },
            { german: 'zwanzig nach neun', translation: 'twenty past nine (9:20)' },
            {
              german: 'dreiundvierzig',
              translation: 'forty-three (43)',
              tip: {
                de: 'Erst die Einer, dann die Zehner: 3 und 40.',
                en: 'Units first, then tens: 3 and 40.',
              },
            },
            { german: 'vierzehn / vierzig', translation: 'fourteen (14) / forty (40)' },
            {
              german: 'um 17 Uhr',
              translation: 'at 5 p.m.',
              tip: {
                de: 'Im Radio und am Bahnhof hört man meist die 24-Stunden-Zeit.',
                en: 'Radio and stations mostly use the 24-hour clock.',
              },
            },
          ],
        },
        {
          type: 'callout',
          tone: 'warning',
          title: { de: 'Nur einmal in Teil 1', en: 'Only once in part 1' },
          text: {
            de: 'In Teil 1 hören Sie jeden Text nur einmal. Wenn Sie unsicher sind: Entscheiden Sie nach dem Gesamteindruck und denken Sie nicht weiter darüber nach. Sonst verpassen Sie den nächsten Text.',
            en: 'In part 1 you hear each text only once. If you are unsure, decide on your overall impression and stop thinking about it. Otherwise you miss the next text.',
          },
        },
      ],
    },
    {
      id: 'worked-example',
      title: { de: 'Beispiel: eine Durchsage am Bahnhof', en: 'Example: an announcement at the station' },
      blocks: [
        {
          type: 'paragraph',
          text: {
            de: 'Durchsagen wie diese sind typisch für das selektive Hören. Lesen Sie zuerst die Aussagen (Orientieren), dann den Text (Hören), dann die Lösungen (Rückblick).',
            en: 'Announcements like this one are typical of selective listening. First read the statements (Overview), then the text (Hear), then the answers (Review).',
          },
        },
        {
          type: 'example',
          title: {
            de: 'Durchsage: Verspätung und Gleiswechsel',
            en: 'Announcement: delay and change of platform',
          },
          text: [
            {
              german:
                'Achtung an Gleis 7! Der Regionalexpress RE 4 nach Aachen, planmäßige Abfahrt 14:30 Uhr, hat heute etwa 20 Minuten Verspätung.',
              translation:
                'Attention on platform 7! The regional express RE 4 to Aachen, scheduled departure 2:30 p.m., is running about 20 minutes late today.',
            },
            {
              german: 'Grund dafür ist eine technische Störung.',
              translation: 'The reason is a technical fault.',
            },
            {
              german: 'Bitte beachten Sie: Der Zug fährt heute nicht von Gleis 7, sondern von Gleis 9 ab.',
              translation: 'Please note: today the train does not leave from platform 7 but from platform 9.',
            },
            {
              german: 'Reisende nach Düren können auch die S-Bahn um 14:42 Uhr nehmen.',
              translation: 'Passengers to Düren can also take the S-Bahn at 2:42 p.m.',
            },
            {
              german: 'Das Bordbistro ist heute leider geschlossen. Wir bitten um Entschuldigung.',
              translation: 'Unfortunately the on-board bistro is closed today. We apologise.',
            },
          ],
          steps: [
            {
              prompt: {
                de: 'Aussage 1: [[Der RE 4 fährt heute pünktlich um 14:30 Uhr ab.]]',
                en: 'Statement 1: [[Der RE 4 fährt heute pünktlich um 14:30 Uhr ab.]] (The RE 4 leaves on time today at 14:30.)',
              },
              answer: { de: 'Falsch', en: 'False ([[falsch]])' },
              reasoning: {
                de: 'Die Uhrzeit 14:30 hören Sie wirklich, aber nur als planmäßige Abfahrt. Der Zug hat etwa 20 Minuten Verspätung. Notiz: „14:30 + 20 Min.“ Die Aussage wiederholt eine Zahl aus dem Text, aber die Bedeutung ist anders.',
                en: 'You really do hear the time 14:30, but only as the scheduled departure. The train is about 20 minutes late. Note: "14:30 + 20 Min." The statement repeats a figure from the text, but the meaning is different.',
              },
            },
            {
              prompt: {
                de: 'Aussage 2: [[Der Zug nach Aachen fährt heute von einem anderen Gleis ab als geplant.]]',
                en: 'Statement 2: [[Der Zug nach Aachen fährt heute von einem anderen Gleis ab als geplant.]] (Today the train to Aachen leaves from a different platform than planned.)',
              },
              answer: { de: 'Richtig', en: 'True ([[richtig]])' },
              reasoning: {
                de: 'Im Text heißt es „nicht von Gleis 7, sondern von Gleis 9“. Die Aussage sagt dasselbe mit anderen Wörtern: „von einem anderen Gleis als geplant“. Notiz: „Gl. 7 ≠ 9“.',
                en: 'The text says [[nicht von Gleis 7, sondern von Gleis 9]]. The statement says the same in other words: [[von einem anderen Gleis als geplant]]. Note: "Gl. 7 ≠ 9".',
              },
            },
            {
              prompt: {
                de: 'Aussage 3: [[Im Zug kann man heute etwas zu essen kaufen.]]',
                en: 'Statement 3: [[Im Zug kann man heute etwas zu essen kaufen.]] (You can buy something to eat on the train today.)',
              },
              answer: { de: 'Falsch', en: 'False ([[falsch]])' },
              reasoning: {
                de: 'Das Bordbistro ist geschlossen. Das Wort „essen“ kommt im Text nicht vor. Sie müssen also die Bedeutung verstehen: Im Bordbistro kauft man Essen und Getränke. Notiz: „Bistro ✗“.',
                en: 'The on-board bistro is closed. The word [[essen]] does not appear in the text, so you have to understand the meaning: the on-board bistro is where you buy food and drinks. Note: "Bistro ✗".',
              },
            },
          ],
        },
        {
          type: 'callout',
          tone: 'info',
          title: { de: 'So könnten Ihre Notizen aussehen', en: 'What your notes could look like' },
          text: { same: 'RE 4 → Aachen · 14:30 + 20 Min. · Gl. 7 ≠ 9 · S-Bahn Düren 14:42 · Bistro ✗' },
        },
      ],
    },
    {
      id: 'practice-tips',
      title: { de: 'So üben Sie vor der Prüfung', en: 'How to practise before the exam' },
      blocks: [
        {
          type: 'list',
          items: [
            {
              de: '**Radionachrichten:** Hören Sie jeden Tag kurze Nachrichten, zuerst langsam gesprochene Nachrichten für Deutschlernende, später normales Radio. Fragen Sie sich danach: Was war das Thema?',
              en: '**Radio news:** Listen to short news every day, first slowly spoken news for German learners, later normal radio. Afterwards ask yourself: what was the topic?',
            },
            {
              de: '**Durchsagen:** Achten Sie am Bahnhof, im Bus oder im Supermarkt auf Durchsagen. Notieren Sie Zeit, Ort und Grund.',
              en: '**Announcements:** At the station, on the bus or in the supermarket, pay attention to announcements. Note the time, the place and the reason.',
            },
            {
              de: '**Podcasts auf B1-Niveau:** Hören Sie eine Folge zuerst ohne Text, dann mit Transkript. Markieren Sie, was Sie beim ersten Mal nicht verstanden haben.',
              en: '**Podcasts at B1 level:** Listen to an episode first without the text, then with the transcript. Mark what you did not understand the first time.',
            },
            {
              de: '**Zahlen-Diktat:** Lassen Sie sich Uhrzeiten, Preise und Telefonnummern diktieren, zum Beispiel von einer Lernpartnerin. Schreiben Sie sie als Ziffern.',
              en: '**Number dictation:** Have someone dictate times, prices and phone numbers to you, for example a study partner. Write them as digits.',
            },
            {
              de: '**Symbole trainieren:** Machen Sie bei jeder Übung Notizen mit den Symbolen aus der Tabelle. Dann benutzen Sie sie in der Prüfung automatisch.',
              en: '**Train your symbols:** Take notes with the symbols from the table in every exercise. Then they come automatically in the exam.',
            },
            {
              de: '**Modelltests:** Machen Sie Modelltests wie in der Prüfung: Teil 1 nur einmal hören, Teil 2 und 3 zweimal, ohne Pause.',
              en: '**Model tests:** Do model tests as in the exam: part 1 heard only once, parts 2 and 3 twice, without a break.',
            },
          ],
        },
        {
          type: 'callout',
          tone: 'tip',
          title: { de: 'Am Prüfungstag', en: 'On exam day' },
          items: [
            {
              de: 'Nutzen Sie die Zeit vor jedem Teil und lesen Sie die Aussagen. So orientieren Sie sich.',
              en: 'Use the time before each part to read the statements. That is your Overview step.',
            },
            {
              de: 'Ein Wort nicht verstanden? Weiterhören. Sie brauchen die Hauptinformation, nicht jedes Wort.',
              en: 'Missed a word? Keep listening. You need the main information, not every word.',
            },
            {
              de: 'Am Ende jedes Teils: Sind alle Lösungen auf dem Antwortbogen?',
              en: 'At the end of each part: are all your answers on the answer sheet?',
            },
          ],
        },
      ],
    },
  ],
  closing: {
    de: 'Sie müssen nicht jedes Wort verstehen, nur die richtigen Informationen. Mit Überblick, Notizen und einem klaren Rückblick schaffen Sie das.',
    en: 'You do not need to understand every word, only the right information. With an overview, good notes and a clear review, you can do it.',
  },
  seoMeta: {
    title: {
      de: 'Hörverstehen telc Deutsch B1: OHR-Methode, Notiz-Symbole, Fallen',
      en: 'telc Deutsch B1 Listening: OHR method, note symbols, traps',
    },
    description: {
      de: 'Hörverstehen im Format der telc Deutsch B1: die drei Teile, die OHR-Methode, Notiz-Symbole, typische Fallen und ein Beispiel mit Lösungen.',
      en: 'Listening in the telc Deutsch B1 format: the three parts, the OHR method, note-taking symbols, common traps and a worked example with answers.',
    },
  },
} satisfies Sheet;
