import { table, type Sheet } from '../sheet-schema';

/** German taught in more than one place on this sheet: written once, used where it is taught. */
const DAS_KONZERT_FAELLT_LEIDER = 'Das Konzert fällt leider aus.';
const EINE_ANMELDUNG_IST_NICHT = 'Eine Anmeldung ist nicht nötig.';
const HALB_DREI = {
  german: 'halb drei',
  translation: 'half past two (2:30 or 14:30), not half past three',
} as const;

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
  summary: {
    method: [
      {
        de: 'O – Orientieren: alle Aussagen lesen, Schlüsselwörter unterstreichen (nicht, nur, schon, erst).',
        en: 'O – Orient yourself ([[Orientieren]]): read all the statements, underline key words ([[nicht]], [[nur]], [[schon]], [[erst]]).',
      },
      {
        de: 'H – Hören: Stichwörter, Zahlen und Symbole notieren. Bei einem unbekannten Wort weiterhören.',
        en: 'H – Hear ([[Hören]]): note key words, numbers and symbols. Keep listening when you miss a word.',
      },
      {
        de: 'R – Rückblick: mit den Notizen vergleichen, + oder − gleich auf den Bogen; bei Unsicherheit ein „?“ ins Heft (keine zweite Lösung).',
        en: 'R – Review ([[Rückblick]]): compare with your notes, + or − on the sheet at once; if unsure, a “?” in the booklet (no second answer).',
      },
      {
        de: 'Teil 1 hören Sie nur einmal: Entscheiden Sie sofort nach jedem Text.',
        en: 'You hear part 1 only once: decide straight after each text.',
      },
      {
        de: 'Beim zweiten Hören (Teil 2, 3): **alle** Aussagen prüfen, eindeutig auf dem Bogen korrigieren.',
        en: 'Second hearing (parts 2, 3): check **all** statements, correct clearly on the sheet.',
      },
    ],
    phrases: [
      HALB_DREI,
      { german: 'nicht am Montag, sondern am Mittwoch', translation: 'not on Monday but on Wednesday' },
      { german: DAS_KONZERT_FAELLT_LEIDER, translation: 'Unfortunately the concert is cancelled.' },
      { german: EINE_ANMELDUNG_IST_NICHT, translation: 'Registration is not necessary.' },
      {
        german: 'Heute beginnt die Führung schon um halb drei.',
        translation: 'Today the tour starts earlier, at half past two.',
      },
    ],
    figures: [
      {
        label: { de: 'Hörverstehen', en: 'Listening' },
        value: {
          de: 'etwa 30 Minuten · 3 Teile · 20 Aussagen (Nr. 41–60)',
          en: 'about 30 minutes · 3 parts · 20 statements (nos. 41–60)',
        },
      },
      {
        label: { de: 'Teil 1', en: 'Part 1' },
        value: { de: '5 Aussagen · 1× hören · je 5 Punkte', en: '5 statements · heard once · 5 points each' },
      },
      {
        label: { de: 'Teil 2', en: 'Part 2' },
        value: {
          de: '10 Aussagen · 2× hören · je 2,5 Punkte',
          en: '10 statements · heard twice · 2.5 points each',
        },
      },
      {
        label: { de: 'Teil 3', en: 'Part 3' },
        value: {
          de: '5 Aussagen · 2× hören · je 5 Punkte',
          en: '5 statements · heard twice · 5 points each',
        },
      },
      {
        label: { de: 'Punkte', en: 'Points' },
        value: {
          de: '75 von 225 im schriftlichen Teil (bestanden ab 135)',
          en: '75 of the written exam’s 225 (pass mark 135)',
        },
      },
      {
        label: { de: 'Antworten', en: 'Answers' },
        value: {
          de: '+ richtig · − falsch · sofort eintragen (meist keine Zeit zum Übertragen)',
          en: '+ true · − false · mark as you go (usually no time to transfer answers)',
        },
      },
    ],
  },
  sections: [
    {
      id: 'listening-at-a-glance',
      title: { de: 'Das Hörverstehen auf einen Blick', en: 'Listening at a glance' },
      blocks: [
        {
          type: 'paragraph',
          text: {
            de: 'Das Hörverstehen gehört zur schriftlichen Prüfung. Es dauert **etwa 30 Minuten** und hat **drei Teile** mit zusammen **20 Aussagen** (Nummer 41 bis 60). Bei jeder Aussage entscheiden Sie: **richtig oder falsch**. Auf dem **Antwortbogen** markieren Sie **+** für richtig und **−** für falsch. Für das Hörverstehen gibt es **75 Punkte**. Bestehen müssen Sie den ganzen schriftlichen Teil: zusammen 135 von 225 Punkten. Eine Mindestpunktzahl nur für das Hören gibt es nicht.',
            en: 'Listening is part of the written exam. It takes **about 30 minutes** and has **three parts** with **20 statements** in all (numbers 41 to 60). For each statement you decide: **true or false** ([[richtig]] or [[falsch]]). On the **answer sheet** ([[Antwortbogen]]) you mark **+** for true and **−** for false. Listening is worth **75 points**. What you must pass is the written exam as a whole: 135 of 225 points. There is no minimum score for listening alone.',
          },
        },
        table({
          caption: { de: 'Die drei Hörteile', en: 'The three listening parts' },
          columns: [
            { key: 'part', header: { de: 'Teil', en: 'Part' } },
            { key: 'texts', header: { de: 'Was Sie hören', en: 'What you hear' } },
            { key: 'items', header: { de: 'Aussagen und Punkte', en: 'Statements and points' } },
            { key: 'heard', header: { de: 'Wie oft?', en: 'How often?' } },
            { key: 'strategy', header: { de: 'Strategie', en: 'Strategy' } },
          ],
          rows: [
            {
              part: { de: 'Teil 1: Globalverstehen', en: 'Part 1: global listening' },
              texts: {
                de: 'fünf kurze Texte, meist Meinungen: Verschiedene Personen sagen kurz, was sie denken',
                en: 'five short texts, usually opinions: different people say briefly what they think',
              },
              items: { de: '5 Aussagen (41–45), je 5 Punkte', en: '5 statements (41–45), 5 points each' },
              heard: {
                de: '**nur einmal**; vorher etwa 30 Sekunden zum Lesen der Aussagen',
                en: '**only once**; about 30 seconds to read the statements first',
              },
              strategy: {
                de: 'Auf die Hauptaussage achten: Was meint die Person? Sofort entscheiden.',
                en: 'Listen for the main message: what does the person think? Decide at once.',
              },
            },
            {
              part: { de: 'Teil 2: Detailverstehen', en: 'Part 2: detailed listening' },
              texts: {
                de: 'ein längeres Gespräch oder ein Interview',
                en: 'one longer conversation or interview',
              },
              items: {
                de: '10 Aussagen (46–55), je 2,5 Punkte',
                en: '10 statements (46–55), 2.5 points each',
              },
              heard: {
                de: 'zweimal; vorher etwa eine Minute zum Lesen der Aussagen',
                en: 'twice; about a minute to read the statements first',
              },
              strategy: {
                de: 'Beim ersten Hören + oder − auf den Bogen, beim zweiten Hören alle Aussagen prüfen.',
                en: 'Mark + or − on the sheet the first time, check all statements the second time.',
              },
            },
            {
              part: { de: 'Teil 3: Selektives Verstehen', en: 'Part 3: selective listening' },
              texts: {
                de: 'fünf kurze Alltagstexte, meist Durchsagen, Nachrichten auf dem Anrufbeantworter oder Ansagen am Telefon, Informationen im Radio, zum Beispiel zum Wetter',
                en: 'five short everyday texts, usually announcements, phone or answering-machine messages, radio information such as the weather',
              },
              items: { de: '5 Aussagen (56–60), je 5 Punkte', en: '5 statements (56–60), 5 points each' },
              heard: { de: 'jeden Text zweimal', en: 'each text twice' },
              strategy: {
                de: 'Nur auf die gesuchte Information achten: Zeit, Ort, Zahl, Preis, Gleis. Den Rest ignorieren.',
                en: 'Listen only for the information you need: time, place, number, price, platform. Ignore the rest.',
              },
            },
          ],
        }),
        {
          type: 'callout',
          tone: 'warning',
          title: { de: 'Wichtig für den Antwortbogen', en: 'Important for the answer sheet' },
          items: [
            {
              de: 'Die Aufnahme wird **nie angehalten**. Sie läuft von Teil 1 bis Teil 3 durch.',
              en: 'The recording is **never stopped**. It runs from part 1 to part 3.',
            },
            {
              de: 'Rechnen Sie **nicht mit Extrazeit** zum Übertragen: Der Antwortbogen wird normalerweise direkt nach dem Hören eingesammelt. Markieren Sie + oder − also gleich, nicht erst am Ende.',
              en: 'Do **not count on extra time** to transfer answers: the answer sheet is normally collected right after listening. So mark + or − as you go, not at the end.',
            },
          ],
        },
      ],
    },
    {
      id: 'ohr-method',
      title: { de: 'Die OHR-Methode', en: 'The OHR method' },
      blocks: [
        {
          type: 'paragraph',
          text: {
            de: 'OHR – wie das Ohr – steht für **Orientieren – Hören – Rückblick**. So gehen Sie in jedem Hörteil gleich vor.',
            en: 'OHR (German for "ear") stands for three German words: **Orientieren – Hören – Rückblick** (orient yourself, hear, review). It gives you the same routine in every listening part.',
          },
        },
        {
          type: 'steps',
          items: [
            {
              title: {
                de: 'O – Orientieren (vor dem Hören)',
                en: 'O – Orient yourself, [[Orientieren]] (before listening)',
              },
              text: {
                de: 'Lesen Sie alle Aussagen, bevor der Text beginnt. Unterstreichen Sie Schlüsselwörter: Namen, Zeiten, Zahlen, Orte und Wörter wie [[nicht]], [[nur]], [[immer]], [[schon]]. Überlegen Sie: Was könnte ich hören? Dann hören Sie gezielter.',
                en: 'Read all the statements before the text starts. Underline key words: names, times, numbers, places and words like [[nicht]] (not), [[nur]] (only), [[immer]] (always), [[schon]] (already). Ask yourself: what might I hear? Then you listen with more focus.',
              },
            },
            {
              title: { de: 'H – Hören (während des Hörens)', en: 'H – Hear, [[Hören]] (while listening)' },
              text: {
                de: 'Achten Sie bei jeder Aussage auf die Schlüsselinformation. Notieren Sie nur Stichwörter, Zahlen und Symbole, keine ganzen Sätze. Bleiben Sie nicht an einem unbekannten Wort hängen: Der Text läuft weiter.',
                en: 'Listen for the key information for each statement. Note only key words, numbers and symbols, never full sentences. Do not get stuck on an unknown word: the text keeps going.',
              },
            },
            {
              title: {
                de: 'R – Rückblick (nach dem Hören)',
                en: 'R – Review, [[Rückblick]] (after listening)',
              },
              text: {
                de: 'Vergleichen Sie jede Aussage mit Ihren Notizen. Entscheiden Sie: + oder −. Lassen Sie keine Aussage leer: Eine leere Antwort bringt sicher keinen Punkt. Markieren Sie Ihre Lösung gleich auf dem Antwortbogen: die richtige Nummer, das richtige Feld.',
                en: 'Compare each statement with your notes. Decide: + or −. Leave no statement blank: a blank answer certainly scores nothing. Mark your answer on the answer sheet at once: the right number, the right box.',
              },
            },
          ],
        },
        {
          type: 'callout',
          tone: 'tip',
          title: {
            de: 'OHR bei zweimaligem Hören (Teil 2 und 3)',
            en: 'OHR when you hear a text twice (parts 2 and 3)',
          },
          items: [
            {
              de: 'Beim ersten Hören: zu jeder Aussage gleich + oder − **auf dem Antwortbogen** markieren. Bei Unsicherheit ein Fragezeichen (?) neben die Aussage im Heft, aber keine zweite Lösung im Heft.',
              en: 'First hearing: mark + or − for each statement **on the answer sheet** at once. If unsure, put a ? next to the statement in the booklet, but no second answer there.',
            },
            {
              de: 'Beim zweiten Hören: **alle** Aussagen prüfen, besonders die mit Fragezeichen. Auch eine „sichere“ Lösung kann falsch sein. Nötige Korrekturen machen Sie sofort auf dem Bogen, eindeutig und so, wie es die Anweisung auf dem Bogen verlangt.',
              en: 'Second hearing: check **all** statements, especially those with a ?. A "sure" answer can be wrong too. Make any corrections on the sheet at once, clearly and as the instructions on the sheet require.',
            },
            {
              de: 'Teil 1 hören Sie nur einmal: Dort kommt die Lösung sofort und endgültig auf den Bogen.',
              en: 'You hear part 1 only once: there the answer goes on the sheet at once, for good.',
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
              symbol: { same: '✗ →' },
              meaning: {
                de: 'nicht …, sondern …: was nicht gilt, mit ✗; was gilt, nach dem Pfeil',
                en: 'not …, but …: what does not apply gets ✗, what applies comes after the arrow',
              },
              example: 'Mo ✗ → Mi (nicht Montag, sondern Mittwoch)',
            },
            {
              symbol: { same: '?' },
              meaning: {
                de: 'unsicher: beim 2. Hören besonders genau prüfen',
                en: 'unsure: check with extra care on the 2nd hearing',
              },
              example: '? 14:15 oder 14:50',
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
            de: 'Kürzen Sie häufige Wörter ab: Mo, Di, Mi (Wochentage), Min., Std., Gl. (Gleis), ca. (circa).',
            en: 'Shorten frequent words: [[Mo, Di, Mi]] (days of the week), [[Min.]] (minutes), [[Std.]] (hours), [[Gl.]] ([[Gleis]], platform), [[ca.]] (about).',
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
            de: 'Die Aussagen klingen oft **ähnlich** wie der Text, bedeuten aber etwas **anderes**. Achten Sie auf diese Fallen:',
            en: 'The statements often **sound like** the text but **mean something different**. Watch out for these traps:',
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
              heard: EINE_ANMELDUNG_IST_NICHT,
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
                de: 'Oft zählt die letzte Information: heute schon um halb drei, also 14:30 Uhr. Achten Sie auf [[heute]], [[aber]], [[doch]], [[schon]], [[erst]].',
                en: 'Often the last piece of information counts: today already at [[halb drei]], so 14:30. Watch for [[heute]], [[aber]], [[doch]], [[schon]], [[erst]].',
              },
            },
            {
              trap: { de: 'Richtig, aber mit anderen Wörtern', en: 'True, but in other words' },
              heard: DAS_KONZERT_FAELLT_LEIDER,
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
              ...HALB_DREI,
              tip: {
                de: 'halb drei = eine halbe Stunde **vor** drei = 2:30 oder 14:30 Uhr, nicht 3:30 Uhr.',
                en: '[[halb drei]] = half an hour **before** three = 2:30 or 14:30, not 3:30. Careful: British "half three" means 3:30.',
              },
            },
            { german: 'Viertel vor acht', translation: 'quarter to eight (7:45)' },
            {
              german: 'dreiundvierzig',
              translation: 'forty-three (43)',
              tip: {
                de: 'Erst die Einer, dann die Zehner: 3 und 40.',
                en: 'Units first, then tens: 3 and 40.',
              },
            },
            { german: 'vierzehn / vierzig', translation: 'fourteen (14) / forty (40)' },
          ],
        },
      ],
    },
    {
      id: 'example-part-1',
      title: {
        de: 'Beispiel Teil 1: Meinungen in einer Umfrage',
        en: 'Example part 1: opinions in a survey',
      },
      blocks: [
        {
          type: 'paragraph',
          text: {
            de: 'In Teil 1 hören Sie fünf kurze Texte, jeden **nur einmal**. Vorher haben Sie etwa 30 Sekunden Zeit, um die Aussagen 41 bis 45 zu lesen. Zu jedem Text gibt es eine Aussage. Unser Beispiel: eine Umfrage im Radio zum Thema „Einkaufen im Internet“.',
            en: 'In part 1 you hear five short texts, each **only once**. First you have about 30 seconds to read statements 41 to 45. There is one statement for each text. Our example: a radio survey on the topic "shopping online" ([[Einkaufen im Internet]]).',
          },
        },
        {
          type: 'example',
          title: { de: 'Umfrage: Kaufen Sie im Internet ein?', en: 'Survey: do you shop online?' },
          text: [
            {
              german:
                'Text 1 – Frau Becker: „Ich bestelle fast alles online, sogar Lebensmittel. Ich habe kein Auto. Für mich ist das eine große Hilfe.“',
              translation:
                'Text 1 – Ms Becker: "I order almost everything online, even groceries. I have no car. For me it is a great help."',
            },
            {
              german:
                'Text 2 – Tim: „Kleidung aus dem Internet? Nie wieder! Letztes Jahr habe ich drei Hosen bestellt, und keine hat gepasst. Jetzt probiere ich alles im Geschäft an.“',
              translation:
                'Text 2 – Tim: "Clothes from the internet? Never again! Last year I ordered three pairs of trousers, and none of them fitted. Now I try everything on in the shop."',
            },
            {
              german:
                'Text 3 – Ayşe: „Die Preise vergleiche ich im Internet. Kaufen möchte ich dann aber lieber im kleinen Laden bei uns um die Ecke. Dort kennt man mich.“',
              translation:
                'Text 3 – Ayşe: "I compare prices online. But then I prefer to buy in the little shop round the corner. They know me there."',
            },
            {
              german:
                'Text 4 – Herr Wolf: „Online einkaufen, das machen bei uns die Kinder. Wenn ich etwas brauche, fahre ich in die Stadt.“',
              translation:
                'Text 4 – Mr Wolf: "Shopping online is what the children do in our family. When I need something, I go into town."',
            },
            {
              german:
                'Text 5 – Marie: „Wenn ich frei habe, sind die Geschäfte oft schon zu. Also bestelle ich viel im Internet. Ehrlich gesagt würde ich aber lieber in der Stadt bummeln.“',
              translation:
                'Text 5 – Marie: "When I am free, the shops are often already closed. So I order a lot online. But to be honest, I would rather stroll around town."',
            },
          ],
          steps: [
            {
              prompt: {
                de: 'Aussage 41 (Text 1): [[Frau Becker findet Online-Einkaufen praktisch.]]',
                en: 'Statement 41 (text 1): [[Frau Becker findet Online-Einkaufen praktisch.]] (Ms Becker finds online shopping practical.)',
              },
              answer: { de: 'Richtig: +', en: 'True: + ([[richtig]])' },
              reasoning: {
                de: 'In Text 1 sagt Frau Becker: „eine große Hilfe“. Das bedeutet hier dasselbe wie „praktisch“: andere Wörter, gleiche Bedeutung.',
                en: 'In text 1 Ms Becker says [[eine große Hilfe]] (a great help). Here that means the same as [[praktisch]]: other words, same meaning.',
              },
            },
            {
              prompt: {
                de: 'Aussage 42 (Text 2): [[Tim kauft seine Kleidung heute im Internet.]]',
                en: 'Statement 42 (text 2): [[Tim kauft seine Kleidung heute im Internet.]] (Tim buys his clothes online these days.)',
              },
              answer: { de: 'Falsch: −', en: 'False: − ([[falsch]])' },
              reasoning: {
                de: 'Tim sagt „Nie wieder!“ und „Jetzt probiere ich alles im Geschäft an“. Die Wörter „Kleidung“ und „Internet“ kommen in Text 2 zwar vor, aber Tim sagt etwas anderes.',
                en: 'Tim says [[Nie wieder!]] (never again) and [[Jetzt probiere ich alles im Geschäft an]] (now I try everything on in the shop). You do hear the words [[Kleidung]] and [[Internet]] in text 2, but Tim says something different.',
              },
            },
            {
              prompt: {
                de: 'Aussage 43 (Text 3): [[Ayşe informiert sich online, aber sie kauft lieber im Geschäft.]]',
                en: 'Statement 43 (text 3): [[Ayşe informiert sich online, aber sie kauft lieber im Geschäft.]] (Ayşe finds information online, but prefers to buy in a shop.)',
              },
              answer: { de: 'Richtig: +', en: 'True: + ([[richtig]])' },
              reasoning: {
                de: 'In Text 3 vergleicht Ayşe die Preise im Internet und kauft „lieber im kleinen Laden“. Beide Teile der Aussage stimmen.',
                en: 'In text 3 Ayşe compares prices online and buys [[lieber im kleinen Laden]] (preferably in the little shop). Both halves of the statement are true.',
              },
            },
            {
              prompt: {
                de: 'Aussage 44 (Text 4): [[Herr Wolf kauft oft für seine Kinder im Internet ein.]]',
                en: 'Statement 44 (text 4): [[Herr Wolf kauft oft für seine Kinder im Internet ein.]] (Mr Wolf often shops online for his children.)',
              },
              answer: { de: 'Falsch: −', en: 'False: − ([[falsch]])' },
              reasoning: {
                de: 'In Text 4 kaufen die Kinder online, nicht Herr Wolf. Er selbst fährt in die Stadt. „Kinder“ und „online“ sind hier die Falle: falsche Person.',
                en: 'In text 4 it is the children who shop online, not Mr Wolf. He goes into town himself. [[Kinder]] and [[online]] are the trap here: the wrong person.',
              },
            },
            {
              prompt: {
                de: 'Aussage 45 (Text 5): [[Marie kauft am liebsten im Internet ein.]]',
                en: 'Statement 45 (text 5): [[Marie kauft am liebsten im Internet ein.]] (Marie likes shopping online best.)',
              },
              answer: { de: 'Falsch: −', en: 'False: − ([[falsch]])' },
              reasoning: {
                de: 'Marie bestellt viel im Internet, aber nur, weil die Geschäfte oft zu sind. Am Ende von Text 5 sagt sie: „lieber in der Stadt bummeln“. Es geht um ihre Meinung, nicht nur um das, was sie tut.',
                en: 'Marie orders a lot online, but only because the shops are often closed. At the end of text 5 she says [[lieber in der Stadt bummeln]] (would rather stroll around town). The statement is about her opinion, not only about what she does.',
              },
            },
          ],
        },
        {
          type: 'callout',
          tone: 'warning',
          title: { de: 'Nur einmal in Teil 1', en: 'Only once in part 1' },
          text: {
            de: 'Entscheiden Sie direkt nach jedem Text und markieren Sie + oder − auf dem Bogen. Unsicher? Entscheiden Sie nach dem Gesamteindruck, sonst verpassen Sie den nächsten Text.',
            en: 'Decide straight after each text and mark + or − on the sheet. Unsure? Go with your overall impression, or you miss the next text.',
          },
        },
      ],
    },
    {
      id: 'example-part-2',
      title: { de: 'Beispiel Teil 2: ein Interview im Radio', en: 'Example part 2: a radio interview' },
      blocks: [
        {
          type: 'paragraph',
          text: {
            de: 'In Teil 2 hören Sie ein längeres Gespräch oder Interview **zweimal**. Vorher haben Sie etwa eine Minute Zeit, um die zehn Aussagen 46 bis 55 zu lesen. Hier sehen Sie nur einen **Ausschnitt**: den Anfang eines Interviews und die ersten vier Aussagen.',
            en: 'In part 2 you hear one longer conversation or interview **twice**. First you have about a minute to read the ten statements 46 to 55. Here you see only an **excerpt**: the start of an interview and the first four statements.',
          },
        },
        {
          type: 'example',
          title: {
            de: 'Ausschnitt: ein Reparatur-Café im Stadtteil',
            en: 'Excerpt: a repair café in the neighbourhood',
          },
          text: [
            {
              german:
                'Moderator: Frau Hartmann, Sie organisieren in Ihrem Stadtteil ein Reparatur-Café. Seit wann gibt es das?',
              translation:
                'Host: Ms Hartmann, you run a repair café in your part of town. How long has it been going?',
            },
            {
              german: 'Frau Hartmann: Seit gut zwei Jahren. Die Idee hatte aber eigentlich mein Nachbar.',
              translation:
                'Ms Hartmann: For just over two years. But the idea actually came from my neighbour.',
            },
            {
              german: 'Moderator: Und wie funktioniert das genau?',
              translation: 'Host: And how exactly does it work?',
            },
            {
              german:
                'Frau Hartmann: Wir treffen uns jeden ersten Samstag im Monat im Gemeindehaus, von zehn bis halb drei. Die Leute bringen ihre kaputten Sachen mit, zum Beispiel Lampen oder Fahrräder.',
              translation:
                'Ms Hartmann: We meet on the first Saturday of every month in the community hall, from ten until half past two. People bring their broken things, for example lamps or bikes.',
            },
            {
              german: 'Moderator: Was kostet so eine Reparatur?',
              translation: 'Host: What does a repair like that cost?',
            },
            {
              german:
                'Frau Hartmann: Die Reparatur selbst ist kostenlos. Nur wenn wir ein neues Teil brauchen, muss man das bezahlen.',
              translation:
                'Ms Hartmann: The repair itself is free. Only if we need a new part do you have to pay for it.',
            },
            {
              german: 'Moderator: Klappt denn jede Reparatur?',
              translation: 'Host: Does every repair work out?',
            },
            {
              german:
                'Frau Hartmann: Leider nicht. Ungefähr zwei Drittel der Sachen können wir reparieren. Bei Handys ist es oft schwierig.',
              translation:
                'Ms Hartmann: Unfortunately not. We can repair about two thirds of the things. With mobile phones it is often difficult.',
            },
          ],
          steps: [
            {
              prompt: {
                de: 'Aussage 46: [[Frau Hartmann hatte die Idee für das Reparatur-Café.]]',
                en: 'Statement 46: [[Frau Hartmann hatte die Idee für das Reparatur-Café.]] (Ms Hartmann had the idea for the repair café.)',
              },
              answer: { de: 'Falsch: −', en: 'False: − ([[falsch]])' },
              reasoning: {
                de: 'In ihrer ersten Antwort sagt Frau Hartmann: „Die Idee hatte aber eigentlich mein Nachbar.“ Das Wort „Idee“ hören Sie, aber die Person ist eine andere. Notiz: „Idee: Nachbar“.',
                en: 'In her first answer Ms Hartmann says [[Die Idee hatte aber eigentlich mein Nachbar.]] (But the idea actually came from my neighbour.) You hear the word [[Idee]], but it is a different person. Note: "Idee: Nachbar".',
              },
            },
            {
              prompt: {
                de: 'Aussage 47: [[Das Reparatur-Café ist bis 14:30 Uhr geöffnet.]]',
                en: 'Statement 47: [[Das Reparatur-Café ist bis 14:30 Uhr geöffnet.]] (The repair café is open until 14:30.)',
              },
              answer: { de: 'Richtig: +', en: 'True: + ([[richtig]])' },
              reasoning: {
                de: 'Frau Hartmann sagt: „von zehn bis halb drei“. Halb drei ist eine halbe Stunde **vor** drei, also 14:30 Uhr. Wer hier an 15:30 Uhr denkt, entscheidet falsch. Notiz: „1. Sa im Monat, 10–14:30“.',
                en: 'Ms Hartmann says [[von zehn bis halb drei]]. [[Halb drei]] is half an hour **before** three, so 14:30. If you think of 15:30 here, you get it wrong. Note: "1. Sa im Monat, 10–14:30".',
              },
            },
            {
              prompt: {
                de: 'Aussage 48: [[Ersatzteile bekommt man im Reparatur-Café kostenlos.]]',
                en: 'Statement 48: [[Ersatzteile bekommt man im Reparatur-Café kostenlos.]] (You get spare parts free of charge at the repair café.)',
              },
              answer: { de: 'Falsch: −', en: 'False: − ([[falsch]])' },
              reasoning: {
                de: 'Das Wort „kostenlos“ hören Sie wirklich, aber nur für „die Reparatur selbst“. Ein Ersatzteil ist „ein neues Teil“, und das muss man bezahlen. Notiz: „Reparatur 0 €, neues Teil €“.',
                en: 'You really do hear [[kostenlos]] (free), but only for [[die Reparatur selbst]] (the repair itself). A spare part ([[Ersatzteil]]) is [[ein neues Teil]] (a new part), and you have to pay for that. Note: "Reparatur 0 €, neues Teil €".',
              },
            },
            {
              prompt: {
                de: 'Aussage 49: [[Die meisten Sachen können im Reparatur-Café repariert werden.]]',
                en: 'Statement 49: [[Die meisten Sachen können im Reparatur-Café repariert werden.]] (Most things can be repaired at the repair café.)',
              },
              answer: { de: 'Richtig: +', en: 'True: + ([[richtig]])' },
              reasoning: {
                de: 'In ihrer letzten Antwort sagt Frau Hartmann: „Ungefähr zwei Drittel“. Das ist mehr als die Hälfte, also „die meisten“.',
                en: 'In her last answer Ms Hartmann says [[ungefähr zwei Drittel]] (about two thirds). That is more than half, so [[die meisten]] (most).',
              },
            },
          ],
        },
        {
          type: 'callout',
          tone: 'tip',
          title: { de: 'Reihenfolge und zweites Hören', en: 'Order, and the second hearing' },
          text: {
            de: 'Die Aussagen folgen meist dem Gespräch: Wenn Sie schon die Stelle zu 49 hören, ist 48 vorbei. Prüfen Sie beim zweiten Hören alle Aussagen, auch die „sicheren“. Bei 48 hilft das besonders: „kostenlos“ gilt nur für die Reparatur.',
            en: 'The statements usually follow the conversation: once you hear the place for 49, 48 is over. On the second hearing, check all statements, the "sure" ones too. It helps most with 48: [[kostenlos]] is only about the repair.',
          },
        },
      ],
    },
    {
      id: 'example-part-3',
      title: {
        de: 'Beispiel Teil 3: kurze Texte aus dem Alltag',
        en: 'Example part 3: short everyday texts',
      },
      blocks: [
        {
          type: 'paragraph',
          text: {
            de: 'In Teil 3 hören Sie fünf kurze Alltagstexte, jeden **zweimal**. Zu jedem Text gibt es eine Aussage. Hier sehen Sie einen **Ausschnitt** mit drei der fünf Texte (Aussagen 56 bis 58): eine Durchsage, eine Nachricht auf dem Anrufbeantworter und das Wetter im Radio.',
            en: 'In part 3 you hear five short everyday texts, each **twice**. There is one statement for each text. Here you see an **excerpt** with three of the five texts (statements 56 to 58): an announcement, an answering-machine message and a radio weather report.',
          },
        },
        {
          type: 'example',
          title: {
            de: 'Ausschnitt: Bahnhof, Anrufbeantworter, Wetter',
            en: 'Excerpt: station, answering machine, weather',
          },
          text: [
            {
              german:
                'Text 1 – Durchsage am Bahnhof: „Achtung an Gleis 7! Der Regionalexpress RE 4 nach Aachen, planmäßige Abfahrt 14:30 Uhr, hat heute etwa 20 Minuten Verspätung. Bitte beachten Sie: Der Zug fährt heute nicht von Gleis 7, sondern von Gleis 9 ab.“',
              translation:
                'Text 1 – Station announcement: "Attention on platform 7! The regional express RE 4 to Aachen, scheduled departure 14:30, is running about 20 minutes late today. Please note: today the train does not leave from platform 7 but from platform 9."',
            },
            {
              german:
                'Text 2 – Anrufbeantworter: „Guten Tag, hier ist die Zahnarztpraxis Dr. Yilmaz. Ihr Termin morgen um halb neun muss leider ausfallen, denn die Zahnärztin ist krank. Bitte rufen Sie uns an, dann bekommen Sie einen neuen Termin. Wir sind heute bis 18 Uhr erreichbar.“',
              translation:
                'Text 2 – Answering machine: "Hello, this is Dr Yilmaz’s dental practice. Unfortunately your appointment tomorrow at half past eight has to be cancelled, because the dentist is ill. Please call us and we will give you a new appointment. You can reach us until 6 p.m. today."',
            },
            {
              german:
                'Text 3 – Wetter im Radio: „Und nun das Wetter: Am Vormittag scheint noch die Sonne. Am Nachmittag kommen von Westen Wolken, und es regnet. Die Temperaturen liegen zwischen 14 und 17 Grad.“',
              translation:
                'Text 3 – Radio weather: "And now the weather: in the morning the sun is still shining. In the afternoon clouds come in from the west, and it rains. Temperatures are between 14 and 17 degrees."',
            },
          ],
          steps: [
            {
              prompt: {
                de: 'Aussage 56 (Text 1): [[Der Zug nach Aachen fährt heute von einem anderen Gleis ab als geplant.]]',
                en: 'Statement 56 (text 1): [[Der Zug nach Aachen fährt heute von einem anderen Gleis ab als geplant.]] (Today the train to Aachen leaves from a different platform than planned.)',
              },
              answer: { de: 'Richtig: +', en: 'True: + ([[richtig]])' },
              reasoning: {
                de: 'In Text 1 heißt es: „nicht von Gleis 7, sondern von Gleis 9“. Die Aussage sagt dasselbe mit anderen Wörtern. Die Verspätung ist hier nicht wichtig: Sie brauchen nur diese eine Information. Notiz: „Gl. 7 ✗ → 9“.',
                en: 'Text 1 says [[nicht von Gleis 7, sondern von Gleis 9]]. The statement says the same in other words. The delay does not matter here: you only need this one piece of information. Note: "Gl. 7 ✗ → 9".',
              },
            },
            {
              prompt: {
                de: 'Aussage 57 (Text 2): [[Die Person soll morgen um 8:30 Uhr in die Praxis kommen.]]',
                en: 'Statement 57 (text 2): [[Die Person soll morgen um 8:30 Uhr in die Praxis kommen.]] (The person is to come to the practice tomorrow at 8:30.)',
              },
              answer: { de: 'Falsch: −', en: 'False: − ([[falsch]])' },
              reasoning: {
                de: 'In Text 2 hören Sie „halb neun“, also 8:30 Uhr. Aber dieser Termin fällt aus. Die Person soll für einen neuen Termin anrufen. Notiz: „Termin 8:30 ✗ → anrufen“.',
                en: 'In text 2 you hear [[halb neun]], which is 8:30. But that appointment is cancelled. The person is to call for a new one. Note: "Termin 8:30 ✗ → anrufen".',
              },
            },
            {
              prompt: {
                de: 'Aussage 58 (Text 3): [[Am Nachmittag soll es regnen.]]',
                en: 'Statement 58 (text 3): [[Am Nachmittag soll es regnen.]] (It is expected to rain in the afternoon.)',
              },
              answer: { de: 'Richtig: +', en: 'True: + ([[richtig]])' },
              reasoning: {
                de: 'In Text 3 heißt es: „Am Nachmittag kommen von Westen Wolken, und es regnet.“ Sonne gibt es nur am Vormittag. Notiz: „Vorm. Sonne, Nachm. Regen“.',
                en: 'Text 3 says [[Am Nachmittag kommen von Westen Wolken, und es regnet.]] The sun is only forecast for the morning. Note: "Vorm. Sonne, Nachm. Regen".',
              },
            },
          ],
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
              de: '**Zahlen-Diktat:** Lassen Sie sich Uhrzeiten, Preise und Telefonnummern diktieren, zum Beispiel von einer Lernpartnerin. Schreiben Sie sie als Ziffern.',
              en: '**Number dictation:** Have someone dictate times, prices and phone numbers to you, for example a study partner. Write them as digits.',
            },
            {
              de: '**Modelltests:** Machen Sie Modelltests wie in der Prüfung: Teil 1 nur einmal hören, Teil 2 und 3 zweimal, die Aufnahme nie anhalten. Markieren Sie + oder − sofort auf dem Antwortbogen.',
              en: '**Model tests:** Do model tests as in the exam: part 1 heard only once, parts 2 and 3 twice, never stopping the recording. Mark + or − on the answer sheet at once.',
            },
          ],
        },
      ],
    },
  ],
  closing: {
    de: 'Sie müssen nicht jedes Wort verstehen, nur die richtigen Informationen. Wer sich orientiert, kurze Notizen macht und beim zweiten Hören alles prüft, schafft das.',
    en: 'You do not need to understand every word, only the right information. Get your bearings, take short notes and check everything on the second hearing: you can do it.',
  },
  seoMeta: {
    title: {
      de: 'Hörverstehen telc Deutsch B1: OHR-Methode, Notiz-Symbole, Fallen',
      en: 'telc Deutsch B1 Listening: OHR method, note symbols, traps',
    },
    description: {
      de: 'Hörverstehen im Format der telc Deutsch B1: die drei Teile, Punkte, die OHR-Methode, Notiz-Symbole, typische Fallen und Beispiele mit Lösungen.',
      en: 'Listening in the telc Deutsch B1 format: the three parts, points, the OHR method, note-taking symbols, common traps and worked examples with answers.',
    },
  },
} satisfies Sheet;
