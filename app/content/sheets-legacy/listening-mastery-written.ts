import type { SheetContent } from './legacy-schema';

/** Cheat sheet #03: Listening Mastery, written exam. */
export const listeningMasteryWritten = {
  pageTitle: {
    de: {
      main: 'Hörverstehen',
      highlight: 'in der schriftlichen Prüfung',
      subtitle:
        'Mit der OHR-Methode hören Sie gezielt, notieren schnell und entscheiden sicher: richtig oder falsch.',
    },
    en: {
      main: 'Listening Mastery:',
      highlight: 'Written Exam',
      subtitle:
        'With the OHR method you listen with a purpose, take quick notes and decide with confidence: true or false.',
    },
  },
  exam: { de: 'Schriftliche Prüfung · Hören', en: 'Written exam · Listening' },
  sections: {
    de: [
      {
        id: 'listening-at-a-glance',
        title: 'Das Hörverstehen auf einen Blick',
        blocks: [
          {
            type: 'paragraph',
            text: 'Das Hörverstehen ist ein Teil der schriftlichen Prüfung (150 Minuten ohne Pause). Es dauert **etwa 30 Minuten** und hat **drei Teile** mit zusammen **20 Aussagen**. Bei jeder Aussage entscheiden Sie: **richtig oder falsch**. Für das Hörverstehen gibt es 75 Punkte. Ihre Lösungen markieren Sie auf dem **Antwortbogen**.',
          },
          {
            type: 'table',
            caption: 'Die drei Hörteile',
            columns: [
              { key: 'part', header: 'Teil' },
              { key: 'type', header: 'Art des Hörens' },
              { key: 'items', header: 'Aussagen' },
              { key: 'heard', header: 'Sie hören den Text …' },
              { key: 'strategy', header: 'Strategie' },
            ],
            rows: [
              {
                part: 'Teil 1',
                type: 'Globalverstehen: Worum geht es?',
                items: '5',
                heard: '**nur einmal**',
                strategy:
                  'Auf das Thema und die Hauptaussage achten. Sofort entscheiden, nicht auf Details warten.',
              },
              {
                part: 'Teil 2',
                type: 'Detailverstehen: Was genau wird gesagt?',
                items: '10',
                heard: 'zweimal',
                strategy:
                  'Beim ersten Hören notieren, beim zweiten Hören prüfen. Die Aussagen kommen meist in der Reihenfolge des Textes.',
              },
              {
                part: 'Teil 3',
                type: 'Selektives Verstehen: eine bestimmte Information finden',
                items: '5',
                heard: 'zweimal',
                strategy:
                  'Nur auf die gesuchte Information achten: Zeit, Ort, Zahl, Preis, Gleis. Den Rest ignorieren.',
              },
            ],
          },
        ],
      },
      {
        id: 'ohr-method',
        title: 'Die OHR-Methode',
        blocks: [
          {
            type: 'paragraph',
            text: 'OHR – wie das Ohr – steht für **Orientieren – Hören – Rückblick**. Die Methode hilft Ihnen, in jedem Hörteil gleich vorzugehen. So wissen Sie immer, was Sie gerade tun müssen.',
          },
          {
            type: 'steps',
            items: [
              {
                title: 'O – Orientieren (vor dem Hören)',
                text: 'Lesen Sie alle Aussagen, bevor der Text beginnt. Unterstreichen Sie Schlüsselwörter: Namen, Zeiten, Zahlen, Orte und Wörter wie [[nicht]], [[nur]], [[immer]], [[schon]]. Überlegen Sie: Worum geht es wohl? Was könnte ich hören? Wer eine Erwartung hat, hört gezielter.',
              },
              {
                title: 'H – Hören (während des Hörens)',
                text: 'Achten Sie bei jeder Aussage auf die Schlüsselinformation. Notieren Sie nur Stichwörter, Zahlen und Symbole, keine ganzen Sätze. Bleiben Sie nicht an einem unbekannten Wort hängen: Der Text läuft weiter, und die nächste Aussage wartet.',
              },
              {
                title: 'R – Rückblick (nach dem Hören)',
                text: 'Vergleichen Sie jede Aussage mit Ihren Notizen. Entscheiden Sie: richtig oder falsch. Lassen Sie keine Aussage leer, denn Raten ist besser als nichts. Übertragen Sie Ihre Lösungen sorgfältig auf den Antwortbogen: die richtige Nummer, das richtige Feld.',
              },
            ],
          },
          {
            type: 'callout',
            tone: 'tip',
            title: 'OHR bei zweimaligem Hören (Teil 2 und 3)',
            items: [
              'Beim ersten Hören: Notizen machen und eine erste Lösung auf dem Aufgabenblatt markieren.',
              'Beim zweiten Hören: nur die unsicheren Aussagen (mit ? markiert) genau prüfen.',
              'Übertragen Sie die Lösungen am besten direkt nach jedem Teil. Rechnen Sie nicht mit viel Zeit am Ende.',
            ],
          },
        ],
      },
      {
        id: 'note-symbols',
        title: 'Notizen mit Symbolen',
        blocks: [
          {
            type: 'paragraph',
            text: 'Beim Hören haben Sie keine Zeit für ganze Wörter. Symbole sind schneller. Lernen Sie vor der Prüfung **wenige feste Symbole** und benutzen Sie immer dieselben.',
          },
          {
            type: 'table',
            caption: 'Nützliche Notiz-Symbole',
            columns: [
              { key: 'symbol', header: 'Symbol' },
              { key: 'meaning', header: 'Bedeutung' },
              { key: 'example', header: 'Beispiel (Deutsch)' },
            ],
            germanColumns: ['example'],
            rows: [
              {
                symbol: '→',
                meaning: 'führt zu, danach, nach (Richtung)',
                example: 'Zug → Köln; Regen → Stau',
              },
              { symbol: '+', meaning: 'und, mehr, Vorteil', example: 'Kaffee + Kuchen inklusive' },
              { symbol: '−', meaning: 'weniger, ohne, Nachteil', example: 'Preis − 10 %; Zimmer − Balkon' },
              { symbol: '✓', meaning: 'ja, gibt es, findet statt', example: 'Parkplatz ✓' },
              { symbol: '✗', meaning: 'nein, nicht, fällt aus', example: 'Kurs am Mo ✗' },
              { symbol: '↑', meaning: 'steigt, mehr, höher', example: 'Mieten ↑' },
              { symbol: '↓', meaning: 'sinkt, weniger, niedriger', example: 'Temperatur ↓ 5 Grad' },
              {
                symbol: '≠',
                meaning: 'nicht gleich, anders, nicht … sondern',
                example: 'Mo ≠ Mi (nicht Montag, sondern Mittwoch)',
              },
              { symbol: '=', meaning: 'ist, bedeutet, gleich', example: 'Treffpunkt = Haupteingang' },
              { symbol: '?', meaning: 'unsicher, beim 2. Hören prüfen', example: '? 14:15 oder 14:50' },
              { symbol: '!', meaning: 'wichtig, Achtung', example: '! Ausweis mitbringen' },
              { symbol: 'Ø', meaning: 'kein, nichts, niemand', example: 'Ø Busse nach 22 Uhr' },
              {
                symbol: '14:30',
                meaning: 'Uhrzeiten, Zahlen, Preise immer als Ziffern',
                example: '14:30; 3 ×; 8 €; Gl. 9',
              },
            ],
          },
          {
            type: 'callout',
            tone: 'tip',
            title: 'Kurz und klar abkürzen',
            text: 'Kürzen Sie häufige Wörter ab: Mo, Di, Mi (Wochentage), Min., Std., Gl. (Gleis), ca. (circa). Ihre Notizen müssen nur für Sie lesbar sein, aber auch nach zwei Minuten noch.',
          },
        ],
      },
      {
        id: 'common-traps',
        title: 'Typische Fallen',
        blocks: [
          {
            type: 'paragraph',
            text: 'Die Aussagen sind oft so formuliert, dass sie **ähnlich klingen** wie der Text, aber etwas **anderes bedeuten**. Achten Sie auf diese Fallen:',
          },
          {
            type: 'table',
            caption: 'Fallen beim Hören',
            columns: [
              { key: 'trap', header: 'Falle' },
              { key: 'heard', header: 'Sie hören' },
              { key: 'statement', header: 'Aussage' },
              { key: 'tip', header: 'Was tun?' },
            ],
            germanColumns: ['heard', 'statement'],
            rows: [
              {
                trap: 'Gleiche Wörter, andere Bedeutung',
                heard: 'Der Kurs beginnt nicht am Montag, sondern erst am Mittwoch.',
                statement: 'Der Kurs beginnt am Montag. (falsch)',
                tip: 'Gleiche Wörter sind kein Beweis. Prüfen Sie die ganze Aussage.',
              },
              {
                trap: 'Verneinung',
                heard: 'Eine Anmeldung ist nicht nötig.',
                statement: 'Man muss sich anmelden. (falsch)',
                tip: 'Auf [[nicht]], [[kein]], [[nie]], [[ohne]] achten und sie notieren (✗, Ø).',
              },
              {
                trap: 'Zeit oder Zahl wird geändert',
                heard: 'Die Führung beginnt normalerweise um drei. Heute beginnt sie schon um halb drei.',
                statement: 'Die Führung beginnt heute um 15 Uhr. (falsch)',
                tip: 'Oft zählt die letzte Information. Achten Sie auf [[heute]], [[aber]], [[doch]], [[schon]], [[erst]].',
              },
              {
                trap: 'Richtig, aber mit anderen Wörtern',
                heard: 'Das Konzert fällt leider aus.',
                statement: 'Das Konzert findet nicht statt. (richtig)',
                tip: 'Richtige Aussagen benutzen oft Synonyme. Fragen Sie: Ist die Bedeutung gleich?',
              },
              {
                trap: 'Falsche Person oder falscher Ort',
                heard: 'Meine Schwester arbeitet in München, ich wohne in Augsburg.',
                statement: 'Die Sprecherin wohnt in München. (falsch)',
                tip: 'Notieren Sie, wer was sagt oder macht.',
              },
            ],
          },
          {
            type: 'phrases',
            title: 'Zahlen und Uhrzeiten, die man leicht falsch versteht',
            items: [
              {
                german: 'halb drei',
                translation: 'half past two (2:30 / 14:30), not half past three',
                tip: 'halb + die nächste volle Stunde: halb drei = 2:30 Uhr',
              },
              { german: 'Viertel vor acht', translation: 'quarter to eight (7:45)' },
              { german: 'zwanzig nach neun', translation: 'twenty past nine (9:20)' },
              {
                german: 'dreiundvierzig',
                translation: 'forty-three (43)',
                tip: 'Erst die Einer, dann die Zehner: 3 und 40.',
              },
              { german: 'vierzehn / vierzig', translation: 'fourteen (14) / forty (40)' },
              {
                german: 'um 17 Uhr',
                translation: 'at 5 p.m.',
                tip: 'Im Radio und am Bahnhof hört man meist die 24-Stunden-Zeit.',
              },
            ],
          },
          {
            type: 'callout',
            tone: 'warning',
            title: 'Nur einmal in Teil 1',
            text: 'In Teil 1 hören Sie jeden Text nur einmal. Wenn Sie unsicher sind: Entscheiden Sie nach dem Gesamteindruck und denken Sie nicht weiter darüber nach. Sonst verpassen Sie den nächsten Text.',
          },
        ],
      },
      {
        id: 'worked-example',
        title: 'Beispiel: eine Durchsage am Bahnhof',
        blocks: [
          {
            type: 'paragraph',
            text: 'Durchsagen wie diese sind typisch für das selektive Hören. Lesen Sie zuerst die Aussagen (Orientieren), dann den Text (Hören), dann die Lösungen (Rückblick).',
          },
          {
            type: 'example',
            title: 'Durchsage: Verspätung und Gleiswechsel',
            german: [
              'Achtung an Gleis 7! Der Regionalexpress RE 4 nach Aachen, planmäßige Abfahrt 14:30 Uhr, hat heute etwa 20 Minuten Verspätung.',
              'Grund dafür ist eine technische Störung.',
              'Bitte beachten Sie: Der Zug fährt heute nicht von Gleis 7, sondern von Gleis 9 ab.',
              'Reisende nach Düren können auch die S-Bahn um 14:42 Uhr nehmen.',
              'Das Bordbistro ist heute leider geschlossen. Wir bitten um Entschuldigung.',
            ],
            translation: [
              'Attention on platform 7! The regional express RE 4 to Aachen, scheduled departure 2:30 p.m., is running about 20 minutes late today.',
              'The reason is a technical fault.',
              'Please note: today the train does not leave from platform 7 but from platform 9.',
              'Passengers to Düren can also take the S-Bahn at 2:42 p.m.',
              'Unfortunately the on-board bistro is closed today. We apologise.',
            ],
            steps: [
              {
                prompt: 'Aussage 1: [[Der RE 4 fährt heute pünktlich um 14:30 Uhr ab.]]',
                answer: 'Falsch',
                reasoning:
                  'Die Uhrzeit 14:30 hören Sie wirklich, aber nur als planmäßige Abfahrt. Der Zug hat etwa 20 Minuten Verspätung. Notiz: „14:30 + 20 Min.“ Die Aussage wiederholt eine Zahl aus dem Text, aber die Bedeutung ist anders.',
              },
              {
                prompt:
                  'Aussage 2: [[Der Zug nach Aachen fährt heute von einem anderen Gleis ab als geplant.]]',
                answer: 'Richtig',
                reasoning:
                  'Im Text heißt es „nicht von Gleis 7, sondern von Gleis 9“. Die Aussage sagt dasselbe mit anderen Wörtern: „von einem anderen Gleis als geplant“. Notiz: „Gl. 7 ≠ 9“.',
              },
              {
                prompt: 'Aussage 3: [[Im Zug kann man heute etwas zu essen kaufen.]]',
                answer: 'Falsch',
                reasoning:
                  'Das Bordbistro ist geschlossen. Das Wort „essen“ kommt im Text nicht vor. Sie müssen also die Bedeutung verstehen: Im Bordbistro kauft man Essen und Getränke. Notiz: „Bistro ✗“.',
              },
            ],
          },
          {
            type: 'callout',
            tone: 'info',
            title: 'So könnten Ihre Notizen aussehen',
            text: 'RE 4 → Aachen · 14:30 + 20 Min. · Gl. 7 ≠ 9 · S-Bahn Düren 14:42 · Bistro ✗',
          },
        ],
      },
      {
        id: 'practice-tips',
        title: 'So üben Sie vor der Prüfung',
        blocks: [
          {
            type: 'list',
            items: [
              '**Radionachrichten:** Hören Sie jeden Tag kurze Nachrichten, zuerst langsam gesprochene Nachrichten für Deutschlernende, später normales Radio. Fragen Sie sich danach: Was war das Thema?',
              '**Durchsagen:** Achten Sie am Bahnhof, im Bus oder im Supermarkt auf Durchsagen. Notieren Sie Zeit, Ort und Grund.',
              '**Podcasts auf B1-Niveau:** Hören Sie eine Folge zuerst ohne Text, dann mit Transkript. Markieren Sie, was Sie beim ersten Mal nicht verstanden haben.',
              '**Zahlen-Diktat:** Lassen Sie sich Uhrzeiten, Preise und Telefonnummern diktieren, zum Beispiel von einer Lernpartnerin. Schreiben Sie sie als Ziffern.',
              '**Symbole trainieren:** Machen Sie bei jeder Übung Notizen mit den Symbolen aus der Tabelle. Dann benutzen Sie sie in der Prüfung automatisch.',
              '**Modelltests:** Machen Sie Modelltests wie in der Prüfung: Teil 1 nur einmal hören, Teil 2 und 3 zweimal, ohne Pause.',
            ],
          },
          {
            type: 'callout',
            tone: 'tip',
            title: 'Am Prüfungstag',
            items: [
              'Nutzen Sie die Zeit vor jedem Teil und lesen Sie die Aussagen. So orientieren Sie sich.',
              'Ein Wort nicht verstanden? Weiterhören. Sie brauchen die Hauptinformation, nicht jedes Wort.',
              'Am Ende jedes Teils: Sind alle Lösungen auf dem Antwortbogen?',
            ],
          },
        ],
      },
    ],
    en: [
      {
        id: 'listening-at-a-glance',
        title: 'Listening at a glance',
        blocks: [
          {
            type: 'paragraph',
            text: 'Listening is part of the written exam (150 minutes without a break). It takes **about 30 minutes** and has **three parts** with **20 statements** in all. For each statement you decide: **true or false** ([[richtig]] or [[falsch]]). Listening is worth 75 points. You mark your answers on the **answer sheet** ([[Antwortbogen]]).',
          },
          {
            type: 'table',
            caption: 'The three listening parts',
            columns: [
              { key: 'part', header: 'Part' },
              { key: 'type', header: 'Type of listening' },
              { key: 'items', header: 'Statements' },
              { key: 'heard', header: 'You hear the text …' },
              { key: 'strategy', header: 'Strategy' },
            ],
            rows: [
              {
                part: 'Part 1',
                type: 'Global listening: what is it about?',
                items: '5',
                heard: '**only once**',
                strategy: 'Focus on the topic and the main message. Decide at once; do not wait for details.',
              },
              {
                part: 'Part 2',
                type: 'Detailed listening: what exactly is said?',
                items: '10',
                heard: 'twice',
                strategy:
                  'Take notes the first time, check the second time. The statements usually follow the order of the text.',
              },
              {
                part: 'Part 3',
                type: 'Selective listening: find one specific piece of information',
                items: '5',
                heard: 'twice',
                strategy:
                  'Listen only for the information you need: time, place, number, price, platform. Ignore the rest.',
              },
            ],
          },
        ],
      },
      {
        id: 'ohr-method',
        title: 'The OHR method',
        blocks: [
          {
            type: 'paragraph',
            text: 'OHR (German for "ear") stands for **Overview – Hear – Review** ([[Orientieren – Hören – Rückblick]]: get your bearings, listen, look back). The method helps you work the same way in every listening part, so you always know what to do next.',
          },
          {
            type: 'steps',
            items: [
              {
                title: 'O – Overview (before listening)',
                text: 'Read all the statements before the text starts. Underline key words: names, times, numbers, places and words like [[nicht]] (not), [[nur]] (only), [[immer]] (always), [[schon]] (already). Ask yourself: what is it probably about? What might I hear? If you expect something, you listen with more focus.',
              },
              {
                title: 'H – Hear (while listening)',
                text: 'Listen for the key information for each statement. Note only key words, numbers and symbols, never full sentences. Do not get stuck on an unknown word: the text keeps going, and the next statement is waiting.',
              },
              {
                title: 'R – Review (after listening)',
                text: 'Check each statement against your notes. Decide: true or false. Leave no statement blank, because a guess is better than nothing. Transfer your answers carefully to the answer sheet: the right number, the right box.',
              },
            ],
          },
          {
            type: 'callout',
            tone: 'tip',
            title: 'OHR when you hear the text twice (parts 2 and 3)',
            items: [
              'First listening: take notes and mark a first answer on the task sheet.',
              'Second listening: check only the statements you were unsure about (marked with ?).',
              'It is best to transfer your answers right after each part. Do not count on much time at the end.',
            ],
          },
        ],
      },
      {
        id: 'note-symbols',
        title: 'Notes with symbols',
        blocks: [
          {
            type: 'paragraph',
            text: 'While listening you have no time to write whole words. Symbols are faster. Learn **a few fixed symbols** before the exam and always use the same ones.',
          },
          {
            type: 'table',
            caption: 'Useful note-taking symbols',
            columns: [
              { key: 'symbol', header: 'Symbol' },
              { key: 'meaning', header: 'Meaning' },
              { key: 'example', header: 'Example (German)' },
            ],
            germanColumns: ['example'],
            rows: [
              { symbol: '→', meaning: 'leads to, then, to (direction)', example: 'Zug → Köln; Regen → Stau' },
              { symbol: '+', meaning: 'and, more, advantage', example: 'Kaffee + Kuchen inklusive' },
              {
                symbol: '−',
                meaning: 'less, without, disadvantage',
                example: 'Preis − 10 %; Zimmer − Balkon',
              },
              { symbol: '✓', meaning: 'yes, there is, takes place', example: 'Parkplatz ✓' },
              { symbol: '✗', meaning: 'no, not, cancelled', example: 'Kurs am Mo ✗' },
              { symbol: '↑', meaning: 'rises, more, higher', example: 'Mieten ↑' },
              { symbol: '↓', meaning: 'falls, less, lower', example: 'Temperatur ↓ 5 Grad' },
              {
                symbol: '≠',
                meaning: 'not the same, different, not … but',
                example: 'Mo ≠ Mi (nicht Montag, sondern Mittwoch)',
              },
              { symbol: '=', meaning: 'is, means, the same', example: 'Treffpunkt = Haupteingang' },
              { symbol: '?', meaning: 'unsure, check on the 2nd listening', example: '? 14:15 oder 14:50' },
              { symbol: '!', meaning: 'important, attention', example: '! Ausweis mitbringen' },
              { symbol: 'Ø', meaning: 'none, nothing, nobody', example: 'Ø Busse nach 22 Uhr' },
              {
                symbol: '14:30',
                meaning: 'always write times, numbers and prices as digits',
                example: '14:30; 3 ×; 8 €; Gl. 9',
              },
            ],
          },
          {
            type: 'callout',
            tone: 'tip',
            title: 'Keep abbreviations short and clear',
            text: 'Shorten frequent words: [[Mo, Di, Mi]] (days of the week), [[Min.]] (minutes), [[Std.]] (hours), [[Gl.]] ([[Gleis]], platform), [[ca.]] (about). Your notes only need to be readable for you, but still readable two minutes later.',
          },
        ],
      },
      {
        id: 'common-traps',
        title: 'Common traps',
        blocks: [
          {
            type: 'paragraph',
            text: 'The statements are often written so that they **sound similar** to the text but **mean something different**. Watch out for these traps:',
          },
          {
            type: 'table',
            caption: 'Listening traps',
            columns: [
              { key: 'trap', header: 'Trap' },
              { key: 'heard', header: 'You hear' },
              { key: 'statement', header: 'Statement' },
              { key: 'tip', header: 'What to do' },
            ],
            germanColumns: ['heard', 'statement'],
            rows: [
              {
                trap: 'Same words, different meaning',
                heard: 'Der Kurs beginnt nicht am Montag, sondern erst am Mittwoch.',
                statement: 'Der Kurs beginnt am Montag. (falsch)',
                tip: 'The same words prove nothing. Check the whole statement.',
              },
              {
                trap: 'Negation',
                heard: 'Eine Anmeldung ist nicht nötig.',
                statement: 'Man muss sich anmelden. (falsch)',
                tip: 'Watch for [[nicht]], [[kein]], [[nie]], [[ohne]] and note them (✗, Ø).',
              },
              {
                trap: 'A time or number changes',
                heard: 'Die Führung beginnt normalerweise um drei. Heute beginnt sie schon um halb drei.',
                statement: 'Die Führung beginnt heute um 15 Uhr. (falsch)',
                tip: 'Often the last piece of information counts. Watch for [[heute]], [[aber]], [[doch]], [[schon]], [[erst]].',
              },
              {
                trap: 'True, but in other words',
                heard: 'Das Konzert fällt leider aus.',
                statement: 'Das Konzert findet nicht statt. (richtig)',
                tip: 'True statements often use synonyms. Ask yourself: is the meaning the same?',
              },
              {
                trap: 'Wrong person or wrong place',
                heard: 'Meine Schwester arbeitet in München, ich wohne in Augsburg.',
                statement: 'Die Sprecherin wohnt in München. (falsch)',
                tip: 'Note who says or does what.',
              },
            ],
          },
          {
            type: 'phrases',
            title: 'Numbers and times that are easy to mishear',
            items: [
              {
                german: 'halb drei',
                translation: 'half past two (2:30 / 14:30), not half past three',
                tip: 'halb + the next full hour: [[halb drei]] = 2:30',
              },
              { german: 'Viertel vor acht', translation: 'quarter to eight (7:45)' },
              { german: 'zwanzig nach neun', translation: 'twenty past nine (9:20)' },
              {
                german: 'dreiundvierzig',
                translation: 'forty-three (43)',
                tip: 'Units first, then tens: 3 and 40.',
              },
              { german: 'vierzehn / vierzig', translation: 'fourteen (14) / forty (40)' },
              {
                german: 'um 17 Uhr',
                translation: 'at 5 p.m.',
                tip: 'Radio and stations mostly use the 24-hour clock.',
              },
            ],
          },
          {
            type: 'callout',
            tone: 'warning',
            title: 'Only once in part 1',
            text: 'In part 1 you hear each text only once. If you are unsure, decide on your overall impression and stop thinking about it. Otherwise you miss the next text.',
          },
        ],
      },
      {
        id: 'worked-example',
        title: 'Example: an announcement at the station',
        blocks: [
          {
            type: 'paragraph',
            text: 'Announcements like this one are typical of selective listening. First read the statements (Overview), then the text (Hear), then the answers (Review).',
          },
          {
            type: 'example',
            title: 'Announcement: delay and change of platform',
            german: [
              'Achtung an Gleis 7! Der Regionalexpress RE 4 nach Aachen, planmäßige Abfahrt 14:30 Uhr, hat heute etwa 20 Minuten Verspätung.',
              'Grund dafür ist eine technische Störung.',
              'Bitte beachten Sie: Der Zug fährt heute nicht von Gleis 7, sondern von Gleis 9 ab.',
              'Reisende nach Düren können auch die S-Bahn um 14:42 Uhr nehmen.',
              'Das Bordbistro ist heute leider geschlossen. Wir bitten um Entschuldigung.',
            ],
            translation: [
              'Attention on platform 7! The regional express RE 4 to Aachen, scheduled departure 2:30 p.m., is running about 20 minutes late today.',
              'The reason is a technical fault.',
              'Please note: today the train does not leave from platform 7 but from platform 9.',
              'Passengers to Düren can also take the S-Bahn at 2:42 p.m.',
              'Unfortunately the on-board bistro is closed today. We apologise.',
            ],
            steps: [
              {
                prompt:
                  'Statement 1: [[Der RE 4 fährt heute pünktlich um 14:30 Uhr ab.]] (The RE 4 leaves on time today at 14:30.)',
                answer: 'False ([[falsch]])',
                reasoning:
                  'You really do hear the time 14:30, but only as the scheduled departure. The train is about 20 minutes late. Note: "14:30 + 20 Min." The statement repeats a figure from the text, but the meaning is different.',
              },
              {
                prompt:
                  'Statement 2: [[Der Zug nach Aachen fährt heute von einem anderen Gleis ab als geplant.]] (Today the train to Aachen leaves from a different platform than planned.)',
                answer: 'True ([[richtig]])',
                reasoning:
                  'The text says [[nicht von Gleis 7, sondern von Gleis 9]]. The statement says the same in other words: [[von einem anderen Gleis als geplant]]. Note: "Gl. 7 ≠ 9".',
              },
              {
                prompt:
                  'Statement 3: [[Im Zug kann man heute etwas zu essen kaufen.]] (You can buy something to eat on the train today.)',
                answer: 'False ([[falsch]])',
                reasoning:
                  'The on-board bistro is closed. The word [[essen]] does not appear in the text, so you have to understand the meaning: the on-board bistro is where you buy food and drinks. Note: "Bistro ✗".',
              },
            ],
          },
          {
            type: 'callout',
            tone: 'info',
            title: 'What your notes could look like',
            text: 'RE 4 → Aachen · 14:30 + 20 Min. · Gl. 7 ≠ 9 · S-Bahn Düren 14:42 · Bistro ✗',
          },
        ],
      },
      {
        id: 'practice-tips',
        title: 'How to practise before the exam',
        blocks: [
          {
            type: 'list',
            items: [
              '**Radio news:** Listen to short news every day, first slowly spoken news for German learners, later normal radio. Afterwards ask yourself: what was the topic?',
              '**Announcements:** At the station, on the bus or in the supermarket, pay attention to announcements. Note the time, the place and the reason.',
              '**Podcasts at B1 level:** Listen to an episode first without the text, then with the transcript. Mark what you did not understand the first time.',
              '**Number dictation:** Have someone dictate times, prices and phone numbers to you, for example a study partner. Write them as digits.',
              '**Train your symbols:** Take notes with the symbols from the table in every exercise. Then they come automatically in the exam.',
              '**Model tests:** Do model tests as in the exam: part 1 heard only once, parts 2 and 3 twice, without a break.',
            ],
          },
          {
            type: 'callout',
            tone: 'tip',
            title: 'On exam day',
            items: [
              'Use the time before each part to read the statements. That is your Overview step.',
              'Missed a word? Keep listening. You need the main information, not every word.',
              'At the end of each part: are all your answers on the answer sheet?',
            ],
          },
        ],
      },
    ],
  },
  closing: {
    de: 'Sie müssen nicht jedes Wort verstehen, nur die richtigen Informationen. Mit Überblick, Notizen und einem klaren Rückblick schaffen Sie das.',
    en: 'You do not need to understand every word, only the right information. With an overview, good notes and a clear review, you can do it.',
  },
  seoMeta: {
    de: {
      title: 'Hörverstehen telc Deutsch B1: OHR-Methode, Notiz-Symbole, Fallen',
      description:
        'Hörverstehen im Format der telc Deutsch B1: die drei Teile, die OHR-Methode, Notiz-Symbole, typische Fallen und ein Beispiel mit Lösungen.',
    },
    en: {
      title: 'telc Deutsch B1 Listening: OHR method, note symbols, traps',
      description:
        'Listening in the telc Deutsch B1 format: the three parts, the OHR method, note-taking symbols, common traps and a worked example with answers.',
    },
  },
} satisfies SheetContent;
