import type { SheetContent } from './legacy-schema';

/** Cheat sheet #01: Reading Mastery. */
export const readingMastery = {
  pageTitle: {
    de: {
      main: 'Leseverstehen',
      highlight: 'meistern',
      subtitle:
        'Mit der SCAN-SKIM-SEARCH-Methode lösen Sie alle drei Leseteile schnell, gezielt und ohne Panik.',
    },
    en: {
      main: 'Reading',
      highlight: 'Mastery',
      subtitle:
        'With the SCAN-SKIM-SEARCH method you solve all three reading parts quickly, with focus and without panic.',
    },
  },

  exam: { de: 'Schriftliche Prüfung · Lesen', en: 'Written exam · Reading' },

  sections: {
    de: [
      {
        id: 'overview',
        title: 'Das Lesen im Überblick',
        blocks: [
          {
            type: 'paragraph',
            text: 'Im Format der Prüfung telc Deutsch B1 hat das Leseverstehen **drei Teile**. Jeder Teil prüft eine andere Art zu lesen: das Thema erfassen, Details genau verstehen und gezielt Informationen suchen. Für das Leseverstehen gibt es insgesamt **75 Punkte**.',
          },
          {
            type: 'table',
            caption: 'Die drei Leseteile',
            columns: [
              { key: 'part', header: 'Teil' },
              { key: 'task', header: 'Aufgabe' },
              { key: 'todo', header: 'Was Sie tun' },
              { key: 'method', header: 'Methode' },
            ],
            rows: [
              {
                part: 'Teil 1: Globalverstehen',
                task: '5 kurze Texte, 10 Überschriften; 5 Überschriften sind Ablenker',
                todo: 'Jedem Text die passende Überschrift zuordnen',
                method: 'Skim: das Hauptthema jedes Textes erfassen',
              },
              {
                part: 'Teil 2: Detailverstehen',
                task: 'Ein längerer Text, 5 Aufgaben mit a, b oder c',
                todo: 'Für jede Aufgabe die richtige Antwort wählen',
                method: 'Search: die passende Textstelle finden und genau lesen',
              },
              {
                part: 'Teil 3: Selektives Verstehen',
                task: 'Situationen und Anzeigen (häufig 10 Situationen und 12 Anzeigen)',
                todo: 'Jeder Situation die passende Anzeige zuordnen – oder keine',
                method: 'Scan + Search: die Wünsche der Person in den Anzeigen suchen',
              },
            ],
          },
          {
            type: 'callout',
            tone: 'info',
            title: 'Zeit und Antwortbogen',
            items: [
              'Lesen und Sprachbausteine haben **zusammen 90 Minuten** für **5 Teile**: 3 Leseteile und 2 Teile Sprachbausteine.',
              'Unser Rat (keine offizielle Regel): **höchstens etwa 20 Minuten pro Teil**.',
              'Ihre Antworten tragen Sie auf den **Antwortbogen** ein.',
            ],
          },
        ],
      },
      {
        id: 'scan-skim-search',
        title: 'Die SCAN-SKIM-SEARCH-Methode',
        blocks: [
          {
            type: 'paragraph',
            text: 'Sie müssen nicht jeden Text Wort für Wort lesen. Die Methode hat drei Schritte. Jeder Schritt hat ein anderes Ziel und ein anderes Tempo.',
          },
          {
            type: 'steps',
            items: [
              {
                title: 'SCAN – sich einen Überblick verschaffen',
                text: 'Sehen Sie sich zuerst die Aufgabe und die Texte an, ohne genau zu lesen. Wie viele Texte gibt es? Was genau sollen Sie tun? Wo stehen Überschriften, Zahlen, Namen oder fett gedruckte Wörter? Dafür brauchen Sie nur 1 bis 2 Minuten.',
              },
              {
                title: 'SKIM – das Thema erfassen',
                text: 'Lesen Sie den Text schnell. Achten Sie besonders auf den ersten und den letzten Satz eines Absatzes. Fragen Sie sich nur: Worum geht es? Unbekannte Wörter überspringen Sie.',
              },
              {
                title: 'SEARCH – Details finden',
                text: 'Jetzt suchen Sie gezielt. Nehmen Sie ein Schlüsselwort aus der Aufgabe und suchen Sie die passende Stelle im Text. Achtung: Im Text steht es oft mit anderen Wörtern. Diese Stelle lesen Sie genau, Satz für Satz.',
              },
            ],
          },
          {
            type: 'paragraph',
            text: 'Warum funktioniert das? Im Schritt **Scan** erfahren Sie, was Sie suchen müssen. Im Schritt **Skim** verstehen Sie den Zusammenhang. Erst im Schritt **Search** lesen Sie langsam, aber nur dort, wo es für die Aufgabe wichtig ist. So bleibt Zeit für die schweren Stellen.',
          },
          {
            type: 'callout',
            tone: 'tip',
            title: 'Unbekannte Wörter',
            text: 'Fragen Sie sich: Brauche ich dieses Wort für die Aufgabe? Wenn nicht, lesen Sie weiter. Wenn ja, erraten Sie die Bedeutung aus dem Kontext oder aus den Wortteilen: [[Rückgabe]] + [[Kasten]] = [[Rückgabekasten]] (box for returning things).',
          },
        ],
      },
      {
        id: 'part-1-global',
        title: 'Teil 1: Globalverstehen',
        blocks: [
          {
            type: 'paragraph',
            text: 'Sie lesen 5 kurze Texte und 10 Überschriften. Nur 5 Überschriften passen, die anderen 5 sind **Ablenker**. Hier zählt das Hauptthema, nicht jedes Detail.',
          },
          {
            type: 'steps',
            items: [
              {
                title: 'Scan: Überschriften lesen',
                text: 'Lesen Sie zuerst alle 10 Überschriften. Unterstreichen Sie in jeder Überschrift das wichtigste Wort.',
              },
              {
                title: 'Skim: Texte schnell lesen',
                text: 'Lesen Sie jeden Text einmal schnell. Notieren Sie das Thema in zwei oder drei Wörtern neben dem Text.',
              },
              {
                title: 'Zuordnen',
                text: 'Vergleichen Sie Ihre Notiz mit den Überschriften. Die richtige Überschrift passt zum ganzen Text, nicht nur zu einem Satz.',
              },
              {
                title: 'Streichen',
                text: 'Beginnen Sie mit dem Text, bei dem Sie am sichersten sind. Streichen Sie jede benutzte Überschrift durch. So wird die Auswahl kleiner.',
              },
              {
                title: 'Prüfen',
                text: 'Am Ende bleiben 5 Überschriften übrig. Lesen Sie sie noch einmal: Passt wirklich keine davon besser zu einem Text?',
              },
            ],
          },
          {
            type: 'callout',
            tone: 'tip',
            title: 'Gute und schlechte Überschriften',
            text: 'Die richtige Überschrift fasst den ganzen Text zusammen. Ein Ablenker passt oft nur zu einem Detail, ist zu allgemein oder nimmt einfach ein Wort aus dem Text auf.',
          },
        ],
      },
      {
        id: 'part-2-detailed',
        title: 'Teil 2: Detailverstehen',
        blocks: [
          {
            type: 'paragraph',
            text: 'Sie lesen einen längeren Text. Dazu gibt es 5 Aufgaben mit je drei Antworten: a, b oder c. Nur eine Antwort ist richtig. Hier müssen Sie genau lesen.',
          },
          {
            type: 'steps',
            items: [
              {
                title: 'Scan: Aufgaben zuerst',
                text: 'Lesen Sie den Titel des Textes und dann die 5 Aufgaben. Unterstreichen Sie in jeder Aufgabe ein Schlüsselwort, zum Beispiel einen Namen, eine Zahl oder ein Thema.',
              },
              {
                title: 'Skim: Text einmal schnell lesen',
                text: 'Lesen Sie den ganzen Text schnell. Sie wollen nur wissen: Worum geht es, und wo steht was?',
              },
              {
                title: 'Search: Textstelle finden',
                text: 'Suchen Sie für jede Aufgabe die passende Stelle im Text. Schreiben Sie die Nummer der Aufgabe an den Rand.',
              },
              {
                title: 'Genau lesen',
                text: 'Lesen Sie die Stelle genau, auch den Satz davor und danach. Vergleichen Sie jede Antwort a, b und c mit dem Text.',
              },
              {
                title: 'Ausschließen',
                text: 'Streichen Sie Antworten, die der Text verneint oder gar nicht erwähnt. Die Antwort, die übrig bleibt, muss ganz zum Text passen.',
              },
            ],
          },
          {
            type: 'callout',
            tone: 'warning',
            title: 'Fast richtig ist falsch',
            text: 'Bei einer falschen Antwort stimmt oft die Hälfte: Der Ort stimmt, aber die Zeit nicht. Oder die Person ist richtig, aber sie macht etwas anderes. Prüfen Sie jedes Detail.',
          },
        ],
      },
      {
        id: 'part-3-selective',
        title: 'Teil 3: Selektives Verstehen',
        blocks: [
          {
            type: 'paragraph',
            text: 'Sie lesen kurze Situationen: Personen suchen etwas, zum Beispiel einen Kurs, eine Wohnung oder ein Hobby. Dazu gibt es Anzeigen. **Häufig** sind es 10 Situationen und 12 Anzeigen; das ist die übliche Form, keine offizielle Zahl. Für eine Situation kann es **keine passende Anzeige** geben.',
          },
          {
            type: 'steps',
            items: [
              {
                title: 'Scan: Situationen lesen',
                text: 'Lesen Sie alle Situationen. Unterstreichen Sie die wichtigen Details: Wer? Was? Wann? Wo? Wie viel?',
              },
              {
                title: 'Scan: Anzeigen überfliegen',
                text: 'Sehen Sie sich alle Anzeigen kurz an. Notieren Sie zu jeder Anzeige ein Stichwort, zum Beispiel „Sprachkurs“ oder „Wohnung“.',
              },
              {
                title: 'Search: Kandidaten finden',
                text: 'Suchen Sie für jede Situation die Anzeigen mit dem passenden Thema. Oft passen auf den ersten Blick zwei oder drei.',
              },
              {
                title: 'Alle Details prüfen',
                text: 'Eine Anzeige passt nur, wenn **alle** wichtigen Wünsche stimmen: Zeit, Ort, Preis und Zielgruppe. Stimmt ein Detail nicht, passt die Anzeige nicht.',
              },
              {
                title: 'Keine Anzeige? Das ist erlaubt',
                text: 'Wenn keine Anzeige alle Wünsche erfüllt, ist „keine Anzeige“ die Lösung. Markieren Sie das so, wie es die Aufgabenstellung verlangt.',
              },
            ],
          },
          {
            type: 'callout',
            tone: 'tip',
            title: 'Mit den leichten Situationen beginnen',
            text: 'Lösen Sie zuerst die Situationen, bei denen Sie sicher sind. Bei den schweren Situationen gibt es dann weniger Anzeigen zur Auswahl. Ordnen Sie aber keine Anzeige nur deshalb zu, weil sie übrig ist.',
          },
        ],
      },
      {
        id: 'common-traps',
        title: 'Typische Fallen',
        blocks: [
          {
            type: 'callout',
            tone: 'warning',
            title: 'Darauf fallen viele herein',
            items: [
              '**Gleiches Wort, andere Aussage:** Ein Wort aus dem Text steht auch in der Überschrift oder in der Antwort? Das ist noch kein Beweis. Ablenker benutzen oft genau dieselben Wörter.',
              '**Synonyme:** Die richtige Lösung sagt es oft mit anderen Wörtern, zum Beispiel [[kostenlos]] im Text und [[umsonst]] in der Aufgabe.',
              '**Verneinungen:** [[nicht]], [[kein]], [[nie]], [[nicht mehr]] und [[noch nicht]] drehen die Aussage um. Lesen Sie diese Sätze zweimal.',
              '**Ablenker-Überschriften:** Sie passen nur zu einem Detail, sind zu allgemein oder zu speziell.',
              '**Fast passende Anzeigen:** Die Anzeige bietet etwas Ähnliches, aber nicht genau das Gesuchte: ein Kurs am Abend statt am Vormittag, für Erwachsene statt für Kinder, in einer anderen Stadt.',
              '**Zeitfallen:** zu lange an einer Aufgabe bleiben, jedes Wort übersetzen, den Antwortbogen erst in der letzten Minute ausfüllen.',
            ],
          },
          {
            type: 'table',
            caption: 'Gleiche Bedeutung, andere Wörter',
            columns: [
              { key: 'text', header: 'Im Text steht …' },
              { key: 'task', header: 'In der Aufgabe steht …' },
              { key: 'meaning', header: 'Bedeutung (Englisch)' },
            ],
            rows: [
              { text: 'kostenlos', task: 'umsonst / gratis / ohne Gebühr', meaning: 'free of charge' },
              { text: 'täglich', task: 'jeden Tag', meaning: 'every day' },
              { text: 'rund um die Uhr', task: 'jederzeit / 24 Stunden', meaning: 'around the clock' },
              { text: 'am Wochenende', task: 'samstags und sonntags', meaning: 'at the weekend' },
              { text: 'Berufstätige', task: 'Leute, die arbeiten', meaning: 'working people' },
              {
                text: 'nicht mehr als 10 Personen',
                task: 'höchstens 10 Personen',
                meaning: 'at most 10 people',
              },
              { text: 'ohne Vorkenntnisse', task: 'für Anfänger', meaning: 'for beginners' },
              { text: 'preiswert', task: 'günstig / nicht teuer', meaning: 'inexpensive' },
              { text: 'ab sofort', task: 'von jetzt an', meaning: 'from now on' },
            ],
            germanColumns: ['text', 'task'],
            translationColumns: ['meaning'],
          },
        ],
      },
      {
        id: 'signal-words',
        title: 'Signalwörter beim Lesen',
        blocks: [
          {
            type: 'paragraph',
            text: 'Diese kleinen Wörter zeigen einen Gegensatz, eine Verneinung oder eine Grenze. Genau hier liegen oft die Lösungen und die Fallen. Markieren Sie sie beim Lesen.',
          },
          {
            type: 'phrases',
            title: 'Gegensatz und Verneinung',
            items: [
              { german: 'aber', translation: 'but', tip: 'Nach „aber“ kommt oft die wichtige Information.' },
              {
                german: 'trotzdem',
                translation: 'nevertheless, still',
                tip: 'Etwas passiert, obwohl es einen Grund dagegen gibt.',
              },
              { german: 'allerdings / jedoch', translation: 'however', tip: 'Eine Einschränkung folgt.' },
              {
                german: 'kein / keine',
                translation: 'no, not a',
                tip: '„Kinder zahlen keinen Beitrag“ = Kinder zahlen nichts.',
              },
              { german: 'nicht mehr', translation: 'no longer', tip: 'Früher war es so, jetzt nicht mehr.' },
              { german: 'noch nicht', translation: 'not yet', tip: 'Es kommt vielleicht später.' },
              { german: 'statt / anstatt', translation: 'instead of' },
              { german: 'außer', translation: 'except', tip: '„täglich außer montags“ = nicht am Montag.' },
              { german: 'ohne', translation: 'without' },
            ],
          },
          {
            type: 'phrases',
            title: 'Zeit, Menge und Grenzen',
            items: [
              { german: 'nur', translation: 'only' },
              { german: 'erst', translation: 'only, not until', tip: '„erst um 10 Uhr“ = nicht früher.' },
              {
                german: 'schon / bereits',
                translation: 'already',
                tip: '„schon um 9 Uhr“ = früher als erwartet.',
              },
              { german: 'ab', translation: 'from (on)', tip: '„ab 1. März“, „ab 18 Jahren“' },
              { german: 'bis', translation: 'until, up to' },
              { german: 'höchstens / mindestens', translation: 'at most / at least' },
              {
                german: 'weiterhin / wie bisher',
                translation: 'still / as before',
                tip: 'Hier ändert sich nichts.',
              },
            ],
          },
        ],
      },
      {
        id: 'worked-example',
        title: 'Beispiel: ein kurzer Zeitungstext',
        blocks: [
          {
            type: 'paragraph',
            text: 'Lesen Sie den Text und lösen Sie die Aufgaben zuerst selbst: Scan, Skim, Search. Vergleichen Sie dann mit der Lösung.',
          },
          {
            type: 'example',
            title: 'Kurzer Artikel aus der Lokalzeitung',
            german: [
              'Ab dem 1. März ist die Stadtbibliothek Neustadt länger geöffnet. Von Dienstag bis Freitag können Sie jetzt bis 20 Uhr kommen, nicht mehr nur bis 18 Uhr. Der Grund ist eine Umfrage vom letzten Herbst: Viele Leserinnen und Leser arbeiten tagsüber und haben erst abends Zeit.',
              'Am Samstag öffnet die Bibliothek schon um 9 Uhr, schließt aber bereits um 13 Uhr. Am Sonntag und am Montag bleibt sie wie bisher geschlossen. Bücher zurückgeben können Sie trotzdem jeden Tag: Der Rückgabekasten neben dem Eingang ist rund um die Uhr geöffnet. Neue Bücher und Filme ausleihen kann man allerdings nur während der Öffnungszeiten.',
              'Der Bibliotheksausweis kostet für Erwachsene weiterhin 15 Euro im Jahr. Kinder und Jugendliche unter 18 Jahren zahlen keinen Beitrag.',
            ],
            translation: [
              'From 1 March, Neustadt City Library will be open longer. From Tuesday to Friday you can now come until 8 p.m., no longer only until 6 p.m. The reason is a survey from last autumn: many readers work during the day and only have time in the evening.',
              'On Saturday the library opens as early as 9 a.m., but already closes at 1 p.m. On Sunday and Monday it stays closed, as before. You can still return books every day: the return box next to the entrance is open around the clock. However, you can only borrow new books and films during opening hours.',
              'For adults, the library card still costs 15 euros a year. Children and young people under 18 pay no fee.',
            ],
            steps: [
              {
                prompt:
                  '1. Welche Überschrift passt am besten? a) [[Bibliothek am Wochenende geschlossen]] · b) [[Längere Öffnungszeiten für Berufstätige]] · c) [[Bibliotheksausweis wird teurer]]',
                answer: 'b) [[Längere Öffnungszeiten für Berufstätige]]',
                reasoning:
                  'Das Hauptthema sind die neuen, längeren Öffnungszeiten. [[Berufstätige]] ist ein Synonym für „Leserinnen und Leser, die tagsüber arbeiten“. a) ist ein Ablenker mit dem Wort [[geschlossen]] aus dem Text: Am Samstag ist die Bibliothek aber offen, und die Schließtage sind nur ein Detail. c) ist falsch: [[weiterhin 15 Euro]] heißt, der Preis bleibt gleich.',
              },
              {
                prompt:
                  '2. Bücher zurückgeben kann man … a) [[nur von Dienstag bis Samstag.]] · b) [[auch am Montag.]] · c) [[nur bis 20 Uhr.]]',
                answer: 'b) [[auch am Montag.]]',
                reasoning:
                  'Das Signalwort [[trotzdem]] zeigt: Die Bibliothek ist am Sonntag und am Montag geschlossen, aber der Rückgabekasten ist [[rund um die Uhr]] offen, also an jedem Tag. a) und c) beschreiben die Öffnungszeiten für das Ausleihen, nicht für die Rückgabe.',
              },
              {
                prompt:
                  '3. Kinder und Jugendliche … a) [[zahlen 15 Euro im Jahr.]] · b) [[bekommen den Ausweis kostenlos.]] · c) [[dürfen keine Filme ausleihen.]]',
                answer: 'b) [[bekommen den Ausweis kostenlos.]]',
                reasoning:
                  '[[zahlen keinen Beitrag]] bedeutet [[kostenlos]]: Verneinung plus Synonym. a) ist eine Zahlenfalle: 15 Euro zahlen nur Erwachsene. c) nimmt das Wort [[kein]] wieder auf, aber der Text sagt nichts über ein Verbot für Filme.',
              },
            ],
          },
          {
            type: 'callout',
            tone: 'info',
            title: 'Was Sie hier geübt haben',
            items: [
              'Die Überschrift muss zum ganzen Text passen.',
              'Richtige Antworten benutzen oft Synonyme.',
              'Signalwörter wie [[trotzdem]], [[nicht mehr]] und [[kein]] entscheiden über die Lösung.',
            ],
          },
        ],
      },
      {
        id: 'exam-day-tips',
        title: 'Tipps für den Prüfungstag',
        blocks: [
          {
            type: 'callout',
            tone: 'tip',
            title: 'So behalten Sie die Kontrolle',
            items: [
              '**Höchstens etwa 20 Minuten pro Teil** (unser Rat, keine offizielle Regel): 90 Minuten für 5 Teile sind 18 Minuten pro Teil. Sehen Sie regelmäßig auf die Uhr.',
              '**Antworten sofort übertragen:** Schreiben Sie Ihre Lösungen nach jedem Teil auf den Antwortbogen, nicht erst am Ende.',
              '**Nicht hängen bleiben:** Markieren Sie eine schwere Aufgabe, machen Sie weiter und kommen Sie später zurück.',
              '**Aufgabenstellung genau lesen:** Was sollen Sie tun? Wenn es ein Beispiel gibt, sehen Sie es sich an.',
              '**Keine Lücke lassen:** Eine leere Antwort bringt sicher keinen Punkt. Schließen Sie falsche Antworten aus und entscheiden Sie sich dann.',
              '**Ruhig bleiben:** Sie müssen nicht jedes Wort verstehen, um die Aufgabe zu lösen.',
            ],
          },
          {
            type: 'list',
            items: [
              'Vor der Prüfung: Machen Sie Übungstests mit der Uhr, damit Sie Ihr Tempo kennen.',
              'Lernen Sie die Signalwörter und Synonyme auf dieser Seite auswendig.',
              'Lesen Sie jeden Tag kurze deutsche Texte: Anzeigen, Aushänge, kurze Nachrichten.',
            ],
          },
        ],
      },
    ],

    en: [
      {
        id: 'overview',
        title: 'Reading at a glance',
        blocks: [
          {
            type: 'paragraph',
            text: 'In the format of the telc Deutsch B1 exam, reading ([[Leseverstehen]]) has **three parts**. Each part tests a different way of reading: getting the topic, understanding details exactly, and searching for specific information. Reading is worth **75 points** in all.',
          },
          {
            type: 'table',
            caption: 'The three reading parts',
            columns: [
              { key: 'part', header: 'Part' },
              { key: 'task', header: 'Task' },
              { key: 'todo', header: 'What you do' },
              { key: 'method', header: 'Method' },
            ],
            rows: [
              {
                part: 'Part 1: global reading ([[Globalverstehen]])',
                task: '5 short texts, 10 headings; 5 headings are distractors',
                todo: 'Match the right heading to each text',
                method: 'Skim: get the main topic of each text',
              },
              {
                part: 'Part 2: detailed reading ([[Detailverstehen]])',
                task: 'One longer text, 5 items with a, b or c',
                todo: 'Choose the right answer for each item',
                method: 'Search: find the right place in the text and read it closely',
              },
              {
                part: 'Part 3: selective reading ([[Selektives Verstehen]])',
                task: 'Situations and adverts (commonly 10 situations and 12 adverts)',
                todo: 'Match each situation to the right advert – or to none',
                method: 'Scan + search: look for what the person wants in the adverts',
              },
            ],
          },
          {
            type: 'callout',
            tone: 'info',
            title: 'Time and answer sheet',
            items: [
              'Reading and Sprachbausteine share **90 minutes** for **5 parts**: 3 reading parts and 2 Sprachbausteine parts.',
              'Our advice (not an official rule): **at most about 20 minutes per part**.',
              'You write your answers on the **answer sheet**.',
            ],
          },
        ],
      },
      {
        id: 'scan-skim-search',
        title: 'The SCAN-SKIM-SEARCH method',
        blocks: [
          {
            type: 'paragraph',
            text: 'You do not have to read every text word for word. The method has three steps. Each step has a different goal and a different speed.',
          },
          {
            type: 'steps',
            items: [
              {
                title: 'SCAN – get an overview',
                text: 'First look over the task and the texts without reading closely. How many texts are there? What exactly do you have to do? Where are headings, numbers, names or words in bold? This takes only 1 to 2 minutes.',
              },
              {
                title: 'SKIM – get the gist',
                text: 'Read the text quickly. Pay special attention to the first and last sentence of a paragraph. Only ask yourself: what is it about? Skip unknown words.',
              },
              {
                title: 'SEARCH – find the details',
                text: 'Now search with a purpose. Take a keyword from the task and look for the matching place in the text. Careful: the text often says it in other words. Read that place closely, sentence by sentence.',
              },
            ],
          },
          {
            type: 'paragraph',
            text: 'Why does it work? When you **scan**, you learn what you need to look for. When you **skim**, you understand the context. Only when you **search** do you read slowly, and only where it matters for the task. That leaves time for the difficult places.',
          },
          {
            type: 'callout',
            tone: 'tip',
            title: 'Unknown words',
            text: 'Ask yourself: do I need this word for the task? If not, read on. If yes, guess the meaning from the context or from the parts of the word: [[Rückgabe]] (return) + [[Kasten]] (box) = [[Rückgabekasten]] (box for returning things).',
          },
        ],
      },
      {
        id: 'part-1-global',
        title: 'Part 1: global reading',
        blocks: [
          {
            type: 'paragraph',
            text: 'You read 5 short texts and 10 headings. Only 5 headings fit; the other 5 are **distractors**. What counts here is the main topic, not every detail.',
          },
          {
            type: 'steps',
            items: [
              {
                title: 'Scan: read the headings',
                text: 'First read all 10 headings. Underline the most important word in each heading.',
              },
              {
                title: 'Skim: read the texts quickly',
                text: 'Read each text once, quickly. Note the topic in two or three words next to the text.',
              },
              {
                title: 'Match',
                text: 'Compare your note with the headings. The right heading fits the whole text, not just one sentence.',
              },
              {
                title: 'Cross out',
                text: 'Start with the text you are most sure about. Cross out each heading you have used. That makes the choice smaller.',
              },
              {
                title: 'Check',
                text: 'At the end, 5 headings are left over. Read them once more: does none of them really fit a text better?',
              },
            ],
          },
          {
            type: 'callout',
            tone: 'tip',
            title: 'Good and bad headings',
            text: 'The right heading sums up the whole text. A distractor often fits only one detail, is too general, or simply repeats a word from the text.',
          },
        ],
      },
      {
        id: 'part-2-detailed',
        title: 'Part 2: detailed reading',
        blocks: [
          {
            type: 'paragraph',
            text: 'You read one longer text. There are 5 items, each with three answers: a, b or c. Only one answer is right. Here you must read closely.',
          },
          {
            type: 'steps',
            items: [
              {
                title: 'Scan: items first',
                text: 'Read the title of the text and then the 5 items. Underline a keyword in each item, for example a name, a number or a topic.',
              },
              {
                title: 'Skim: read the text once, quickly',
                text: 'Read the whole text quickly. You only want to know: what is it about, and where is what?',
              },
              {
                title: 'Search: find the place in the text',
                text: 'For each item, look for the matching place in the text. Write the item number in the margin.',
              },
              {
                title: 'Read closely',
                text: 'Read that place closely, including the sentence before and after. Compare each answer a, b and c with the text.',
              },
              {
                title: 'Rule out',
                text: 'Cross out answers that the text denies or does not mention at all. The answer that is left must fit the text completely.',
              },
            ],
          },
          {
            type: 'callout',
            tone: 'warning',
            title: 'Almost right is wrong',
            text: 'A wrong answer is often half true: the place is right, but the time is not. Or the person is right, but does something else. Check every detail.',
          },
        ],
      },
      {
        id: 'part-3-selective',
        title: 'Part 3: selective reading',
        blocks: [
          {
            type: 'paragraph',
            text: 'You read short situations: people are looking for something, for example a course, a flat or a hobby. There are adverts to go with them. **Commonly** there are 10 situations and 12 adverts; that is the usual form, not an official number. One situation may have **no matching advert**.',
          },
          {
            type: 'steps',
            items: [
              {
                title: 'Scan: read the situations',
                text: 'Read all the situations. Underline the important details: who? what? when? where? how much?',
              },
              {
                title: 'Scan: look over the adverts',
                text: 'Look at all the adverts briefly. Note one keyword for each advert, for example [[Sprachkurs]] (language course) or [[Wohnung]] (flat).',
              },
              {
                title: 'Search: find candidates',
                text: 'For each situation, look for the adverts with the matching topic. At first sight, two or three often seem to fit.',
              },
              {
                title: 'Check every detail',
                text: 'An advert fits only if **all** the important wishes match: time, place, price and target group. One wrong detail means the advert does not fit.',
              },
              {
                title: 'No advert? That is allowed',
                text: 'If no advert meets all the wishes, "no advert" is the answer. Mark it the way the task instructions say.',
              },
            ],
          },
          {
            type: 'callout',
            tone: 'tip',
            title: 'Start with the easy situations',
            text: 'First solve the situations you are sure about. For the hard situations there are then fewer adverts to choose from. But never force an advert onto a situation just because it is left over.',
          },
        ],
      },
      {
        id: 'common-traps',
        title: 'Common traps',
        blocks: [
          {
            type: 'callout',
            tone: 'warning',
            title: 'Many candidates fall for these',
            items: [
              '**Same word, different message:** a word from the text also appears in the heading or answer? That proves nothing. Distractors often use exactly the same words.',
              '**Synonyms:** the right answer often says it in other words, for example [[kostenlos]] in the text and [[umsonst]] in the task (both: free of charge).',
              '**Negations:** [[nicht]] (not), [[kein]] (no), [[nie]] (never), [[nicht mehr]] (no longer) and [[noch nicht]] (not yet) turn the statement around. Read these sentences twice.',
              '**Distractor headings:** they fit only one detail, or they are too general or too narrow.',
              '**Adverts that almost fit:** the advert offers something similar, but not exactly what the person wants: a course in the evening instead of the morning, for adults instead of children, in another town.',
              '**Time traps:** staying too long on one item, translating every word, filling in the answer sheet only in the last minute.',
            ],
          },
          {
            type: 'table',
            caption: 'Same meaning, different words',
            columns: [
              { key: 'text', header: 'The text says …' },
              { key: 'task', header: 'The task says …' },
              { key: 'meaning', header: 'Meaning' },
            ],
            rows: [
              { text: 'kostenlos', task: 'umsonst / gratis / ohne Gebühr', meaning: 'free of charge' },
              { text: 'täglich', task: 'jeden Tag', meaning: 'every day' },
              { text: 'rund um die Uhr', task: 'jederzeit / 24 Stunden', meaning: 'around the clock' },
              { text: 'am Wochenende', task: 'samstags und sonntags', meaning: 'at the weekend' },
              { text: 'Berufstätige', task: 'Leute, die arbeiten', meaning: 'working people' },
              {
                text: 'nicht mehr als 10 Personen',
                task: 'höchstens 10 Personen',
                meaning: 'at most 10 people',
              },
              { text: 'ohne Vorkenntnisse', task: 'für Anfänger', meaning: 'for beginners' },
              { text: 'preiswert', task: 'günstig / nicht teuer', meaning: 'inexpensive' },
              { text: 'ab sofort', task: 'von jetzt an', meaning: 'from now on' },
            ],
            germanColumns: ['text', 'task'],
            translationColumns: ['meaning'],
          },
        ],
      },
      {
        id: 'signal-words',
        title: 'Signal words for reading',
        blocks: [
          {
            type: 'paragraph',
            text: 'These small words show a contrast, a negation or a limit. This is often exactly where the answers and the traps are. Mark them as you read.',
          },
          {
            type: 'phrases',
            title: 'Contrast and negation',
            items: [
              {
                german: 'aber',
                translation: 'but',
                tip: 'The important information often comes after [[aber]].',
              },
              {
                german: 'trotzdem',
                translation: 'nevertheless, still',
                tip: 'Something happens although there is a reason against it.',
              },
              { german: 'allerdings / jedoch', translation: 'however', tip: 'A restriction follows.' },
              {
                german: 'kein / keine',
                translation: 'no, not a',
                tip: '[[Kinder zahlen keinen Beitrag]] = children pay nothing.',
              },
              { german: 'nicht mehr', translation: 'no longer', tip: 'It used to be so, now it is not.' },
              { german: 'noch nicht', translation: 'not yet', tip: 'It may come later.' },
              { german: 'statt / anstatt', translation: 'instead of' },
              { german: 'außer', translation: 'except', tip: '[[täglich außer montags]] = not on Monday.' },
              { german: 'ohne', translation: 'without' },
            ],
          },
          {
            type: 'phrases',
            title: 'Time, amount and limits',
            items: [
              { german: 'nur', translation: 'only' },
              { german: 'erst', translation: 'only, not until', tip: '[[erst um 10 Uhr]] = not earlier.' },
              {
                german: 'schon / bereits',
                translation: 'already',
                tip: '[[schon um 9 Uhr]] = earlier than expected.',
              },
              { german: 'ab', translation: 'from (on)', tip: '[[ab 1. März]], [[ab 18 Jahren]]' },
              { german: 'bis', translation: 'until, up to' },
              { german: 'höchstens / mindestens', translation: 'at most / at least' },
              {
                german: 'weiterhin / wie bisher',
                translation: 'still / as before',
                tip: 'Nothing changes here.',
              },
            ],
          },
        ],
      },
      {
        id: 'worked-example',
        title: 'Example: a short newspaper text',
        blocks: [
          {
            type: 'paragraph',
            text: 'Read the text and solve the items yourself first: scan, skim, search. Then compare with the solution.',
          },
          {
            type: 'example',
            title: 'Short article from the local newspaper',
            german: [
              'Ab dem 1. März ist die Stadtbibliothek Neustadt länger geöffnet. Von Dienstag bis Freitag können Sie jetzt bis 20 Uhr kommen, nicht mehr nur bis 18 Uhr. Der Grund ist eine Umfrage vom letzten Herbst: Viele Leserinnen und Leser arbeiten tagsüber und haben erst abends Zeit.',
              'Am Samstag öffnet die Bibliothek schon um 9 Uhr, schließt aber bereits um 13 Uhr. Am Sonntag und am Montag bleibt sie wie bisher geschlossen. Bücher zurückgeben können Sie trotzdem jeden Tag: Der Rückgabekasten neben dem Eingang ist rund um die Uhr geöffnet. Neue Bücher und Filme ausleihen kann man allerdings nur während der Öffnungszeiten.',
              'Der Bibliotheksausweis kostet für Erwachsene weiterhin 15 Euro im Jahr. Kinder und Jugendliche unter 18 Jahren zahlen keinen Beitrag.',
            ],
            translation: [
              'From 1 March, Neustadt City Library will be open longer. From Tuesday to Friday you can now come until 8 p.m., no longer only until 6 p.m. The reason is a survey from last autumn: many readers work during the day and only have time in the evening.',
              'On Saturday the library opens as early as 9 a.m., but already closes at 1 p.m. On Sunday and Monday it stays closed, as before. You can still return books every day: the return box next to the entrance is open around the clock. However, you can only borrow new books and films during opening hours.',
              'For adults, the library card still costs 15 euros a year. Children and young people under 18 pay no fee.',
            ],
            steps: [
              {
                prompt:
                  '1. Which heading fits best? a) [[Bibliothek am Wochenende geschlossen]] (library closed at the weekend) · b) [[Längere Öffnungszeiten für Berufstätige]] (longer opening hours for working people) · c) [[Bibliotheksausweis wird teurer]] (library card gets more expensive)',
                answer: 'b) [[Längere Öffnungszeiten für Berufstätige]]',
                reasoning:
                  'The main topic is the new, longer opening hours. [[Berufstätige]] is a synonym for "readers who work during the day". a) is a distractor that uses the word [[geschlossen]] (closed) from the text: but on Saturday the library is open, and the closing days are only a detail. c) is wrong: [[weiterhin 15 Euro]] (still 15 euros) means the price stays the same.',
              },
              {
                prompt:
                  '2. You can return books … a) [[nur von Dienstag bis Samstag.]] (only from Tuesday to Saturday) · b) [[auch am Montag.]] (on Monday, too) · c) [[nur bis 20 Uhr.]] (only until 8 p.m.)',
                answer: 'b) [[auch am Montag.]]',
                reasoning:
                  'The signal word [[trotzdem]] (still) shows: the library is closed on Sunday and Monday, but the return box is open [[rund um die Uhr]] (around the clock), so every day. a) and c) describe the opening hours for borrowing, not for returning.',
              },
              {
                prompt:
                  '3. Children and young people … a) [[zahlen 15 Euro im Jahr.]] (pay 15 euros a year) · b) [[bekommen den Ausweis kostenlos.]] (get the card free of charge) · c) [[dürfen keine Filme ausleihen.]] (are not allowed to borrow films)',
                answer: 'b) [[bekommen den Ausweis kostenlos.]]',
                reasoning:
                  '[[zahlen keinen Beitrag]] (pay no fee) means [[kostenlos]] (free of charge): a negation plus a synonym. a) is a number trap: only adults pay 15 euros. c) repeats the word [[kein]], but the text says nothing about a ban on films.',
              },
            ],
          },
          {
            type: 'callout',
            tone: 'info',
            title: 'What you practised here',
            items: [
              'The heading must fit the whole text.',
              'Right answers often use synonyms.',
              'Signal words like [[trotzdem]], [[nicht mehr]] and [[kein]] decide the answer.',
            ],
          },
        ],
      },
      {
        id: 'exam-day-tips',
        title: 'Exam-day tips',
        blocks: [
          {
            type: 'callout',
            tone: 'tip',
            title: 'How to stay in control',
            items: [
              '**At most about 20 minutes per part** (our advice, not an official rule): 90 minutes for 5 parts is 18 minutes per part. Look at the clock regularly.',
              '**Transfer answers straight away:** write your answers on the answer sheet after each part, not only at the end.',
              '**Do not get stuck:** mark a hard item, move on, come back later.',
              '**Read the instructions closely:** what do you have to do? If there is an example, look at it.',
              '**Leave no gaps:** an empty answer certainly earns no point. Rule out wrong answers, then decide.',
              '**Stay calm:** you do not need to understand every word to solve the task.',
            ],
          },
          {
            type: 'list',
            items: [
              'Before the exam: do practice tests against the clock, so that you know your speed.',
              'Learn the signal words and synonyms on this page by heart.',
              'Read short German texts every day: adverts, notices, short news items.',
            ],
          },
        ],
      },
    ],
  },

  closing: {
    de: 'Sie müssen nicht jedes Wort verstehen, Sie brauchen eine gute Methode. Mit Scan, Skim und Search lesen Sie ruhig, gezielt und mit Blick auf die Uhr.',
    en: 'You do not need to understand every word; you need a good method. With scan, skim and search you read calmly, with focus and with an eye on the clock.',
  },

  seoMeta: {
    de: {
      title: 'Leseverstehen meistern – telc Deutsch B1',
      description:
        'Leseverstehen für telc Deutsch B1: die SCAN-SKIM-SEARCH-Methode für alle drei Leseteile, typische Fallen, Signalwörter und ein Beispiel mit Lösung.',
    },
    en: {
      title: 'Reading Mastery – telc Deutsch B1',
      description:
        'Reading for telc Deutsch B1: the SCAN-SKIM-SEARCH method for all three reading parts, common traps, German signal words and a worked example.',
    },
  },
} satisfies SheetContent;
