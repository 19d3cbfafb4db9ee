import { table, type Sheet } from '../sheet-schema';

/** Cheat sheet #01: Reading Mastery. */
export const readingMastery = {
  pageTitle: {
    main: { de: 'Leseverstehen', en: 'Reading' },
    highlight: { de: 'meistern', en: 'Mastery' },
    subtitle: {
      de: 'Mit der SCAN-SKIM-SEARCH-Methode lösen Sie alle drei Leseteile schnell, gezielt und ohne Panik.',
      en: 'With the SCAN-SKIM-SEARCH method you solve all three reading parts quickly, with focus and without panic.',
    },
  },
  exam: { de: 'Schriftliche Prüfung · Lesen', en: 'Written exam · Reading' },
  sections: [
    {
      id: 'overview',
      title: { de: 'Das Lesen im Überblick', en: 'Reading at a glance' },
      blocks: [
        {
          type: 'paragraph',
          text: {
            de: 'Im Format der Prüfung telc Deutsch B1 hat das Leseverstehen **drei Teile**. Jeder Teil prüft eine andere Art zu lesen: das Thema erfassen, Details genau verstehen und gezielt Informationen suchen. Für das Leseverstehen gibt es insgesamt **75 Punkte**.',
            en: 'In the format of the telc Deutsch B1 exam, reading ([[Leseverstehen]]) has **three parts**. Each part tests a different way of reading: getting the topic, understanding details exactly, and searching for specific information. Reading is worth **75 points** in all.',
          },
        },
        table({
          caption: { de: 'Die drei Leseteile', en: 'The three reading parts' },
          columns: [
            { key: 'part', header: { de: 'Teil', en: 'Part' } },
            { key: 'task', header: { de: 'Aufgabe', en: 'Task' } },
            { key: 'todo', header: { de: 'Was Sie tun', en: 'What you do' } },
            { key: 'method', header: { de: 'Methode', en: 'Method' } },
          ],
          rows: [
            {
              part: { de: 'Teil 1: Globalverstehen', en: 'Part 1: global reading ([[Globalverstehen]])' },
              task: {
                de: '5 kurze Texte, 10 Überschriften; 5 Überschriften sind Ablenker',
                en: '5 short texts, 10 headings; 5 headings are distractors',
              },
              todo: {
                de: 'Jedem Text die passende Überschrift zuordnen',
                en: 'Match the right heading to each text',
              },
              method: {
                de: 'Skim: das Hauptthema jedes Textes erfassen',
                en: 'Skim: get the main topic of each text',
              },
            },
            {
              part: { de: 'Teil 2: Detailverstehen', en: 'Part 2: detailed reading ([[Detailverstehen]])' },
              task: {
                de: 'Ein längerer Text, 5 Aufgaben mit a, b oder c',
                en: 'One longer text, 5 items with a, b or c',
              },
              todo: {
                de: 'Für jede Aufgabe die richtige Antwort wählen',
                en: 'Choose the right answer for each item',
              },
              method: {
                de: 'Search: die passende Textstelle finden und genau lesen',
                en: 'Search: find the right place in the text and read it closely',
              },
            },
            {
              part: {
                de: 'Teil 3: Selektives Verstehen',
                en: 'Part 3: selective reading ([[Selektives Verstehen]])',
              },
              task: {
                de: 'Situationen und Anzeigen (häufig 10 Situationen und 12 Anzeigen)',
                en: 'Situations and adverts (commonly 10 situations and 12 adverts)',
              },
              todo: {
                de: 'Jeder Situation die passende Anzeige zuordnen – oder keine',
                en: 'Match each situation to the right advert – or to none',
              },
              method: {
                de: 'Scan + Search: die Wünsche der Person in den Anzeigen suchen',
                en: 'Scan + search: look for what the person wants in the adverts',
              },
            },
          ],
        }),
        {
          type: 'callout',
          tone: 'info',
          title: { de: 'Zeit und Antwortbogen', en: 'Time and answer sheet' },
          items: [
            {
              de: 'Lesen und Sprachbausteine haben **zusammen 90 Minuten** für **5 Teile**: 3 Leseteile und 2 Teile Sprachbausteine.',
              en: 'Reading and Sprachbausteine share **90 minutes** for **5 parts**: 3 reading parts and 2 Sprachbausteine parts.',
            },
            {
              de: 'Unser Rat (keine offizielle Regel): **höchstens etwa 20 Minuten pro Teil**.',
              en: 'Our advice (not an official rule): **at most about 20 minutes per part**.',
            },
            {
              de: 'Ihre Antworten tragen Sie auf den **Antwortbogen** ein.',
              en: 'You write your answers on the **answer sheet**.',
            },
          ],
        },
      ],
    },
    {
      id: 'scan-skim-search',
      title: { de: 'Die SCAN-SKIM-SEARCH-Methode', en: 'The SCAN-SKIM-SEARCH method' },
      blocks: [
        {
          type: 'paragraph',
          text: {
            de: 'Sie müssen nicht jeden Text Wort für Wort lesen. Die Methode hat drei Schritte. Jeder Schritt hat ein anderes Ziel und ein anderes Tempo.',
            en: 'You do not have to read every text word for word. The method has three steps. Each step has a different goal and a different speed.',
          },
        },
        {
          type: 'steps',
          items: [
            {
              title: { de: 'SCAN – sich einen Überblick verschaffen', en: 'SCAN – get an overview' },
              text: {
                de: 'Sehen Sie sich zuerst die Aufgabe und die Texte an, ohne genau zu lesen. Wie viele Texte gibt es? Was genau sollen Sie tun? Wo stehen Überschriften, Zahlen, Namen oder fett gedruckte Wörter? Dafür brauchen Sie nur 1 bis 2 Minuten.',
                en: 'First look over the task and the texts without reading closely. How many texts are there? What exactly do you have to do? Where are headings, numbers, names or words in bold? This takes only 1 to 2 minutes.',
              },
            },
            {
              title: { de: 'SKIM – das Thema erfassen', en: 'SKIM – get the gist' },
              text: {
                de: 'Lesen Sie den Text schnell. Achten Sie besonders auf den ersten und den letzten Satz eines Absatzes. Fragen Sie sich nur: Worum geht es? Unbekannte Wörter überspringen Sie.',
                en: 'Read the text quickly. Pay special attention to the first and last sentence of a paragraph. Only ask yourself: what is it about? Skip unknown words.',
              },
            },
            {
              title: { de: 'SEARCH – Details finden', en: 'SEARCH – find the details' },
              text: {
                de: 'Jetzt suchen Sie gezielt. Nehmen Sie ein Schlüsselwort aus der Aufgabe und suchen Sie die passende Stelle im Text. Achtung: Im Text steht es oft mit anderen Wörtern. Diese Stelle lesen Sie genau, Satz für Satz.',
                en: 'Now search with a purpose. Take a keyword from the task and look for the matching place in the text. Careful: the text often says it in other words. Read that place closely, sentence by sentence.',
              },
            },
          ],
        },
        {
          type: 'paragraph',
          text: {
            de: 'Warum funktioniert das? Im Schritt **Scan** erfahren Sie, was Sie suchen müssen. Im Schritt **Skim** verstehen Sie den Zusammenhang. Erst im Schritt **Search** lesen Sie langsam, aber nur dort, wo es für die Aufgabe wichtig ist. So bleibt Zeit für die schweren Stellen.',
            en: 'Why does it work? When you **scan**, you learn what you need to look for. When you **skim**, you understand the context. Only when you **search** do you read slowly, and only where it matters for the task. That leaves time for the difficult places.',
          },
        },
        {
          type: 'callout',
          tone: 'tip',
          title: { de: 'Unbekannte Wörter', en: 'Unknown words' },
          text: {
            de: 'Fragen Sie sich: Brauche ich dieses Wort für die Aufgabe? Wenn nicht, lesen Sie weiter. Wenn ja, erraten Sie die Bedeutung aus dem Kontext oder aus den Wortteilen: [[Rückgabe]] + [[Kasten]] = [[Rückgabekasten]] (box for returning things).',
            en: 'Ask yourself: do I need this word for the task? If not, read on. If yes, guess the meaning from the context or from the parts of the word: [[Rückgabe]] (return) + [[Kasten]] (box) = [[Rückgabekasten]] (box for returning things).',
          },
        },
      ],
    },
    {
      id: 'part-1-global',
      title: { de: 'Teil 1: Globalverstehen', en: 'Part 1: global reading' },
      blocks: [
        {
          type: 'paragraph',
          text: {
            de: 'Sie lesen 5 kurze Texte und 10 Überschriften. Nur 5 Überschriften passen, die anderen 5 sind **Ablenker**. Hier zählt das Hauptthema, nicht jedes Detail.',
            en: 'You read 5 short texts and 10 headings. Only 5 headings fit; the other 5 are **distractors**. What counts here is the main topic, not every detail.',
          },
        },
        {
          type: 'steps',
          items: [
            {
              title: { de: 'Scan: Überschriften lesen', en: 'Scan: read the headings' },
              text: {
                de: 'Lesen Sie zuerst alle 10 Überschriften. Unterstreichen Sie in jeder Überschrift das wichtigste Wort.',
                en: 'First read all 10 headings. Underline the most important word in each heading.',
              },
            },
            {
              title: { de: 'Skim: Texte schnell lesen', en: 'Skim: read the texts quickly' },
              text: {
                de: 'Lesen Sie jeden Text einmal schnell. Notieren Sie das Thema in zwei oder drei Wörtern neben dem Text.',
                en: 'Read each text once, quickly. Note the topic in two or three words next to the text.',
              },
            },
            {
              title: { de: 'Zuordnen', en: 'Match' },
              text: {
                de: 'Vergleichen Sie Ihre Notiz mit den Überschriften. Die richtige Überschrift passt zum ganzen Text, nicht nur zu einem Satz.',
                en: 'Compare your note with the headings. The right heading fits the whole text, not just one sentence.',
              },
            },
            {
              title: { de: 'Streichen', en: 'Cross out' },
              text: {
                de: 'Beginnen Sie mit dem Text, bei dem Sie am sichersten sind. Streichen Sie jede benutzte Überschrift durch. So wird die Auswahl kleiner.',
                en: 'Start with the text you are most sure about. Cross out each heading you have used. That makes the choice smaller.',
              },
            },
            {
              title: { de: 'Prüfen', en: 'Check' },
              text: {
                de: 'Am Ende bleiben 5 Überschriften übrig. Lesen Sie sie noch einmal: Passt wirklich keine davon besser zu einem Text?',
                en: 'At the end, 5 headings are left over. Read them once more: does none of them really fit a text better?',
              },
            },
          ],
        },
        {
          type: 'callout',
          tone: 'tip',
          title: { de: 'Gute und schlechte Überschriften', en: 'Good and bad headings' },
          text: {
            de: 'Die richtige Überschrift fasst den ganzen Text zusammen. Ein Ablenker passt oft nur zu einem Detail, ist zu allgemein oder nimmt einfach ein Wort aus dem Text auf.',
            en: 'The right heading sums up the whole text. A distractor often fits only one detail, is too general, or simply repeats a word from the text.',
          },
        },
      ],
    },
    {
      id: 'part-2-detailed',
      title: { de: 'Teil 2: Detailverstehen', en: 'Part 2: detailed reading' },
      blocks: [
        {
          type: 'paragraph',
          text: {
            de: 'Sie lesen einen längeren Text. Dazu gibt es 5 Aufgaben mit je drei Antworten: a, b oder c. Nur eine Antwort ist richtig. Hier müssen Sie genau lesen.',
            en: 'You read one longer text. There are 5 items, each with three answers: a, b or c. Only one answer is right. Here you must read closely.',
          },
        },
        {
          type: 'steps',
          items: [
            {
              title: { de: 'Scan: Aufgaben zuerst', en: 'Scan: items first' },
              text: {
                de: 'Lesen Sie den Titel des Textes und dann die 5 Aufgaben. Unterstreichen Sie in jeder Aufgabe ein Schlüsselwort, zum Beispiel einen Namen, eine Zahl oder ein Thema.',
                en: 'Read the title of the text and then the 5 items. Underline a keyword in each item, for example a name, a number or a topic.',
              },
            },
            {
              title: { de: 'Skim: Text einmal schnell lesen', en: 'Skim: read the text once, quickly' },
              text: {
                de: 'Lesen Sie den ganzen Text schnell. Sie wollen nur wissen: Worum geht es, und wo steht was?',
                en: 'Read the whole text quickly. You only want to know: what is it about, and where is what?',
              },
            },
            {
              title: { de: 'Search: Textstelle finden', en: 'Search: find the place in the text' },
              text: {
                de: 'Suchen Sie für jede Aufgabe die passende Stelle im Text. Schreiben Sie die Nummer der Aufgabe an den Rand.',
                en: 'For each item, look for the matching place in the text. Write the item number in the margin.',
              },
            },
            {
              title: { de: 'Genau lesen', en: 'Read closely' },
              text: {
                de: 'Lesen Sie die Stelle genau, auch den Satz davor und danach. Vergleichen Sie jede Antwort a, b und c mit dem Text.',
                en: 'Read that place closely, including the sentence before and after. Compare each answer a, b and c with the text.',
              },
            },
            {
              title: { de: 'Ausschließen', en: 'Rule out' },
              text: {
                de: 'Streichen Sie Antworten, die der Text verneint oder gar nicht erwähnt. Die Antwort, die übrig bleibt, muss ganz zum Text passen.',
                en: 'Cross out answers that the text denies or does not mention at all. The answer that is left must fit the text completely.',
              },
            },
          ],
        },
        {
          type: 'callout',
          tone: 'warning',
          title: { de: 'Fast richtig ist falsch', en: 'Almost right is wrong' },
          text: {
            de: 'Bei einer falschen Antwort stimmt oft die Hälfte: Der Ort stimmt, aber die Zeit nicht. Oder die Person ist richtig, aber sie macht etwas anderes. Prüfen Sie jedes Detail.',
            en: 'A wrong answer is often half true: the place is right, but the time is not. Or the person is right, but does something else. Check every detail.',
          },
        },
      ],
    },
    {
      id: 'part-3-selective',
      title: { de: 'Teil 3: Selektives Verstehen', en: 'Part 3: selective reading' },
      blocks: [
        {
          type: 'paragraph',
          text: {
            de: 'Sie lesen kurze Situationen: Personen suchen etwas, zum Beispiel einen Kurs, eine Wohnung oder ein Hobby. Dazu gibt es Anzeigen. **Häufig** sind es 10 Situationen und 12 Anzeigen; das ist die übliche Form, keine offizielle Zahl. Für eine Situation kann es **keine passende Anzeige** geben.',
            en: 'You read short situations: people are looking for something, for example a course, a flat or a hobby. There are adverts to go with them. **Commonly** there are 10 situations and 12 adverts; that is the usual form, not an official number. One situation may have **no matching advert**.',
          },
        },
        {
          type: 'steps',
          items: [
            {
              title: { de: 'Scan: Situationen lesen', en: 'Scan: read the situations' },
              text: {
                de: 'Lesen Sie alle Situationen. Unterstreichen Sie die wichtigen Details: Wer? Was? Wann? Wo? Wie viel?',
                en: 'Read all the situations. Underline the important details: who? what? when? where? how much?',
              },
            },
            {
              title: { de: 'Scan: Anzeigen überfliegen', en: 'Scan: look over the adverts' },
              text: {
                de: 'Sehen Sie sich alle Anzeigen kurz an. Notieren Sie zu jeder Anzeige ein Stichwort, zum Beispiel „Sprachkurs“ oder „Wohnung“.',
                en: 'Look at all the adverts briefly. Note one keyword for each advert, for example [[Sprachkurs]] (language course) or [[Wohnung]] (flat).',
              },
            },
            {
              title: { de: 'Search: Kandidaten finden', en: 'Search: find candidates' },
              text: {
                de: 'Suchen Sie für jede Situation die Anzeigen mit dem passenden Thema. Oft passen auf den ersten Blick zwei oder drei.',
                en: 'For each situation, look for the adverts with the matching topic. At first sight, two or three often seem to fit.',
              },
            },
            {
              title: { de: 'Alle Details prüfen', en: 'Check every detail' },
              text: {
                de: 'Eine Anzeige passt nur, wenn **alle** wichtigen Wünsche stimmen: Zeit, Ort, Preis und Zielgruppe. Stimmt ein Detail nicht, passt die Anzeige nicht.',
                en: 'An advert fits only if **all** the important wishes match: time, place, price and target group. One wrong detail means the advert does not fit.',
              },
            },
            {
              title: { de: 'Keine Anzeige? Das ist erlaubt', en: 'No advert? That is allowed' },
              text: {
                de: 'Wenn keine Anzeige alle Wünsche erfüllt, ist „keine Anzeige“ die Lösung. Markieren Sie das so, wie es die Aufgabenstellung verlangt.',
                en: 'If no advert meets all the wishes, "no advert" is the answer. Mark it the way the task instructions say.',
              },
            },
          ],
        },
        {
          type: 'callout',
          tone: 'tip',
          title: { de: 'Mit den leichten Situationen beginnen', en: 'Start with the easy situations' },
          text: {
            de: 'Lösen Sie zuerst die Situationen, bei denen Sie sicher sind. Bei den schweren Situationen gibt es dann weniger Anzeigen zur Auswahl. Ordnen Sie aber keine Anzeige nur deshalb zu, weil sie übrig ist.',
            en: 'First solve the situations you are sure about. For the hard situations there are then fewer adverts to choose from. But never force an advert onto a situation just because it is left over.',
          },
        },
      ],
    },
    {
      id: 'common-traps',
      title: { de: 'Typische Fallen', en: 'Common traps' },
      blocks: [
        {
          type: 'callout',
          tone: 'warning',
          title: { de: 'Darauf fallen viele herein', en: 'Many candidates fall for these' },
          items: [
            {
              de: '**Gleiches Wort, andere Aussage:** Ein Wort aus dem Text steht auch in der Überschrift oder in der Antwort? Das ist noch kein Beweis. Ablenker benutzen oft genau dieselben Wörter.',
              en: '**Same word, different message:** a word from the text also appears in the heading or answer? That proves nothing. Distractors often use exactly the same words.',
            },
            {
              de: '**Synonyme:** Die richtige Lösung sagt es oft mit anderen Wörtern, zum Beispiel [[kostenlos]] im Text und [[umsonst]] in der Aufgabe.',
              en: '**Synonyms:** the right answer often says it in other words, for example [[kostenlos]] in the text and [[umsonst]] in the task (both: free of charge).',
            },
            {
              de: '**Verneinungen:** [[nicht]], [[kein]], [[nie]], [[nicht mehr]] und [[noch nicht]] drehen die Aussage um. Lesen Sie diese Sätze zweimal.',
              en: '**Negations:** [[nicht]] (not), [[kein]] (no), [[nie]] (never), [[nicht mehr]] (no longer) and [[noch nicht]] (not yet) turn the statement around. Read these sentences twice.',
            },
            {
              de: '**Ablenker-Überschriften:** Sie passen nur zu einem Detail, sind zu allgemein oder zu speziell.',
              en: '**Distractor headings:** they fit only one detail, or they are too general or too narrow.',
            },
            {
              de: '**Fast passende Anzeigen:** Die Anzeige bietet etwas Ähnliches, aber nicht genau das Gesuchte: ein Kurs am Abend statt am Vormittag, für Erwachsene statt für Kinder, in einer anderen Stadt.',
              en: '**Adverts that almost fit:** the advert offers something similar, but not exactly what the person wants: a course in the evening instead of the morning, for adults instead of children, in another town.',
            },
            {
              de: '**Zeitfallen:** zu lange an einer Aufgabe bleiben, jedes Wort übersetzen, den Antwortbogen erst in der letzten Minute ausfüllen.',
              en: '**Time traps:** staying too long on one item, translating every word, filling in the answer sheet only in the last minute.',
            },
          ],
        },
        table({
          caption: { de: 'Gleiche Bedeutung, andere Wörter', en: 'Same meaning, different words' },
          columns: [
            { key: 'text', header: { de: 'Im Text steht …', en: 'The text says …' }, lang: 'de' },
            { key: 'task', header: { de: 'In der Aufgabe steht …', en: 'The task says …' }, lang: 'de' },
            { key: 'meaning', header: { de: 'Bedeutung (Englisch)', en: 'Meaning' }, lang: 'en' },
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
        }),
      ],
    },
    {
      id: 'signal-words',
      title: { de: 'Signalwörter beim Lesen', en: 'Signal words for reading' },
      blocks: [
        {
          type: 'paragraph',
          text: {
            de: 'Diese kleinen Wörter zeigen einen Gegensatz, eine Verneinung oder eine Grenze. Genau hier liegen oft die Lösungen und die Fallen. Markieren Sie sie beim Lesen.',
            en: 'These small words show a contrast, a negation or a limit. This is often exactly where the answers and the traps are. Mark them as you read.',
          },
        },
        {
          type: 'phrases',
          title: { de: 'Gegensatz und Verneinung', en: 'Contrast and negation' },
          items: [
            {
              german: 'aber',
              translation: 'but',
              tip: {
                de: 'Nach „aber“ kommt oft die wichtige Information.',
                en: 'The important information often comes after [[aber]].',
              },
            },
            {
              german: 'trotzdem',
              translation: 'nevertheless, still',
              tip: {
                de: 'Etwas passiert, obwohl es einen Grund dagegen gibt.',
                en: 'Something happens although there is a reason against it.',
              },
            },
            {
              german: 'allerdings / jedoch',
              translation: 'however',
              tip: { de: 'Eine Einschränkung folgt.', en: 'A restriction follows.' },
            },
            {
              german: 'kein / keine',
              translation: 'no, not a',
              tip: {
                de: '„Kinder zahlen keinen Beitrag“ = Kinder zahlen nichts.',
                en: '[[Kinder zahlen keinen Beitrag]] = children pay nothing.',
              },
            },
            {
              german: 'nicht mehr',
              translation: 'no longer',
              tip: { de: 'Früher war es so, jetzt nicht mehr.', en: 'It used to be so, now it is not.' },
            },
            {
              german: 'noch nicht',
              translation: 'not yet',
              tip: { de: 'Es kommt vielleicht später.', en: 'It may come later.' },
            },
            { german: 'statt / anstatt', translation: 'instead of' },
            {
              german: 'außer',
              translation: 'except',
              tip: {
                de: '„täglich außer montags“ = nicht am Montag.',
                en: '[[täglich außer montags]] = not on Monday.',
              },
            },
            { german: 'ohne', translation: 'without' },
          ],
        },
        {
          type: 'phrases',
          title: { de: 'Zeit, Menge und Grenzen', en: 'Time, amount and limits' },
          items: [
            { german: 'nur', translation: 'only' },
            {
              german: 'erst',
              translation: 'only, not until',
              tip: { de: '„erst um 10 Uhr“ = nicht früher.', en: '[[erst um 10 Uhr]] = not earlier.' },
            },
            {
              german: 'schon / bereits',
              translation: 'already',
              tip: {
                de: '„schon um 9 Uhr“ = früher als erwartet.',
                en: '[[schon um 9 Uhr]] = earlier than expected.',
              },
            },
            {
              german: 'ab',
              translation: 'from (on)',
              tip: { de: '„ab 1. März“, „ab 18 Jahren“', en: '[[ab 1. März]], [[ab 18 Jahren]]' },
            },
            { german: 'bis', translation: 'until, up to' },
            { german: 'höchstens / mindestens', translation: 'at most / at least' },
            {
              german: 'weiterhin / wie bisher',
              translation: 'still / as before',
              tip: { de: 'Hier ändert sich nichts.', en: 'Nothing changes here.' },
            },
          ],
        },
      ],
    },
    {
      id: 'worked-example',
      title: { de: 'Beispiel: ein kurzer Zeitungstext', en: 'Example: a short newspaper text' },
      blocks: [
        {
          type: 'paragraph',
          text: {
            de: 'Lesen Sie den Text und lösen Sie die Aufgaben zuerst selbst: Scan, Skim, Search. Vergleichen Sie dann mit der Lösung.',
            en: 'Read the text and solve the items yourself first: scan, skim, search. Then compare with the solution.',
          },
        },
        {
          type: 'example',
          title: { de: 'Kurzer Artikel aus der Lokalzeitung', en: 'Short article from the local newspaper' },
          text: [
            {
              german:
                'Ab dem 1. März ist die Stadtbibliothek Neustadt länger geöffnet. Von Dienstag bis Freitag können Sie jetzt bis 20 Uhr kommen, nicht mehr nur bis 18 Uhr. Der Grund ist eine Umfrage vom letzten Herbst: Viele Leserinnen und Leser arbeiten tagsüber und haben erst abends Zeit.',
              translation:
                'From 1 March, Neustadt City Library will be open longer. From Tuesday to Friday you can now come until 8 p.m., no longer only until 6 p.m. The reason is a survey from last autumn: many readers work during the day and only have time in the evening.',
            },
            {
              german:
                'Am Samstag öffnet die Bibliothek schon um 9 Uhr, schließt aber bereits um 13 Uhr. Am Sonntag und am Montag bleibt sie wie bisher geschlossen. Bücher zurückgeben können Sie trotzdem jeden Tag: Der Rückgabekasten neben dem Eingang ist rund um die Uhr geöffnet. Neue Bücher und Filme ausleihen kann man allerdings nur während der Öffnungszeiten.',
              translation:
                'On Saturday the library opens as early as 9 a.m., but already closes at 1 p.m. On Sunday and Monday it stays closed, as before. You can still return books every day: the return box next to the entrance is open around the clock. However, you can only borrow new books and films during opening hours.',
            },
            {
              german:
                'Der Bibliotheksausweis kostet für Erwachsene weiterhin 15 Euro im Jahr. Kinder und Jugendliche unter 18 Jahren zahlen keinen Beitrag.',
              translation:
                'For adults, the library card still costs 15 euros a year. Children and young people under 18 pay no fee.',
            },
          ],
          steps: [
            {
              prompt: {
                de: '1. Welche Überschrift passt am besten? a) [[Bibliothek am Wochenende geschlossen]] · b) [[Längere Öffnungszeiten für Berufstätige]] · c) [[Bibliotheksausweis wird teurer]]',
                en: '1. Which heading fits best? a) [[Bibliothek am Wochenende geschlossen]] (library closed at the weekend) · b) [[Längere Öffnungszeiten für Berufstätige]] (longer opening hours for working people) · c) [[Bibliotheksausweis wird teurer]] (library card gets more expensive)',
              },
              answer: { same: 'b) [[Längere Öffnungszeiten für Berufstätige]]' },
              reasoning: {
                de: 'Das Hauptthema sind die neuen, längeren Öffnungszeiten. [[Berufstätige]] ist ein Synonym für „Leserinnen und Leser, die tagsüber arbeiten“. a) ist ein Ablenker mit dem Wort [[geschlossen]] aus dem Text: Am Samstag ist die Bibliothek aber offen, und die Schließtage sind nur ein Detail. c) ist falsch: [[weiterhin 15 Euro]] heißt, der Preis bleibt gleich.',
                en: 'The main topic is the new, longer opening hours. [[Berufstätige]] is a synonym for "readers who work during the day". a) is a distractor that uses the word [[geschlossen]] (closed) from the text: but on Saturday the library is open, and the closing days are only a detail. c) is wrong: [[weiterhin 15 Euro]] (still 15 euros) means the price stays the same.',
              },
            },
            {
              prompt: {
                de: '2. Bücher zurückgeben kann man … a) [[nur von Dienstag bis Samstag.]] · b) [[auch am Montag.]] · c) [[nur bis 20 Uhr.]]',
                en: '2. You can return books … a) [[nur von Dienstag bis Samstag.]] (only from Tuesday to Saturday) · b) [[auch am Montag.]] (on Monday, too) · c) [[nur bis 20 Uhr.]] (only until 8 p.m.)',
              },
              answer: { same: 'b) [[auch am Montag.]]' },
              reasoning: {
                de: 'Das Signalwort [[trotzdem]] zeigt: Die Bibliothek ist am Sonntag und am Montag geschlossen, aber der Rückgabekasten ist [[rund um die Uhr]] offen, also an jedem Tag. a) und c) beschreiben die Öffnungszeiten für das Ausleihen, nicht für die Rückgabe.',
                en: 'The signal word [[trotzdem]] (still) shows: the library is closed on Sunday and Monday, but the return box is open [[rund um die Uhr]] (around the clock), so every day. a) and c) describe the opening hours for borrowing, not for returning.',
              },
            },
            {
              prompt: {
                de: '3. Kinder und Jugendliche … a) [[zahlen 15 Euro im Jahr.]] · b) [[bekommen den Ausweis kostenlos.]] · c) [[dürfen keine Filme ausleihen.]]',
                en: '3. Children and young people … a) [[zahlen 15 Euro im Jahr.]] (pay 15 euros a year) · b) [[bekommen den Ausweis kostenlos.]] (get the card free of charge) · c) [[dürfen keine Filme ausleihen.]] (are not allowed to borrow films)',
              },
              answer: { same: 'b) [[bekommen den Ausweis kostenlos.]]' },
              reasoning: {
                de: '[[zahlen keinen Beitrag]] bedeutet [[kostenlos]]: Verneinung plus Synonym. a) ist eine Zahlenfalle: 15 Euro zahlen nur Erwachsene. c) nimmt das Wort [[kein]] wieder auf, aber der Text sagt nichts über ein Verbot für Filme.',
                en: '[[zahlen keinen Beitrag]] (pay no fee) means [[kostenlos]] (free of charge): a negation plus a synonym. a) is a number trap: only adults pay 15 euros. c) repeats the word [[kein]], but the text says nothing about a ban on films.',
              },
            },
          ],
        },
        {
          type: 'callout',
          tone: 'info',
          title: { de: 'Was Sie hier geübt haben', en: 'What you practised here' },
          items: [
            {
              de: 'Die Überschrift muss zum ganzen Text passen.',
              en: 'The heading must fit the whole text.',
            },
            { de: 'Richtige Antworten benutzen oft Synonyme.', en: 'Right answers often use synonyms.' },
            {
              de: 'Signalwörter wie [[trotzdem]], [[nicht mehr]] und [[kein]] entscheiden über die Lösung.',
              en: 'Signal words like [[trotzdem]], [[nicht mehr]] and [[kein]] decide the answer.',
            },
          ],
        },
      ],
    },
    {
      id: 'exam-day-tips',
      title: { de: 'Tipps für den Prüfungstag', en: 'Exam-day tips' },
      blocks: [
        {
          type: 'callout',
          tone: 'tip',
          title: { de: 'So behalten Sie die Kontrolle', en: 'How to stay in control' },
          items: [
            {
              de: '**Höchstens etwa 20 Minuten pro Teil** (unser Rat, keine offizielle Regel): 90 Minuten für 5 Teile sind 18 Minuten pro Teil. Sehen Sie regelmäßig auf die Uhr.',
              en: '**At most about 20 minutes per part** (our advice, not an official rule): 90 minutes for 5 parts is 18 minutes per part. Look at the clock regularly.',
            },
            {
              de: '**Antworten sofort übertragen:** Schreiben Sie Ihre Lösungen nach jedem Teil auf den Antwortbogen, nicht erst am Ende.',
              en: '**Transfer answers straight away:** write your answers on the answer sheet after each part, not only at the end.',
            },
            {
              de: '**Nicht hängen bleiben:** Markieren Sie eine schwere Aufgabe, machen Sie weiter und kommen Sie später zurück.',
              en: '**Do not get stuck:** mark a hard item, move on, come back later.',
            },
            {
              de: '**Aufgabenstellung genau lesen:** Was sollen Sie tun? Wenn es ein Beispiel gibt, sehen Sie es sich an.',
              en: '**Read the instructions closely:** what do you have to do? If there is an example, look at it.',
            },
            {
              de: '**Keine Lücke lassen:** Eine leere Antwort bringt sicher keinen Punkt. Schließen Sie falsche Antworten aus und entscheiden Sie sich dann.',
              en: '**Leave no gaps:** an empty answer certainly earns no point. Rule out wrong answers, then decide.',
            },
            {
              de: '**Ruhig bleiben:** Sie müssen nicht jedes Wort verstehen, um die Aufgabe zu lösen.',
              en: '**Stay calm:** you do not need to understand every word to solve the task.',
            },
          ],
        },
        {
          type: 'list',
          items: [
            {
              de: 'Vor der Prüfung: Machen Sie Übungstests mit der Uhr, damit Sie Ihr Tempo kennen.',
              en: 'Before the exam: do practice tests against the clock, so that you know your speed.',
            },
            {
              de: 'Lernen Sie die Signalwörter und Synonyme auf dieser Seite auswendig.',
              en: 'Learn the signal words and synonyms on this page by heart.',
            },
            {
              de: 'Lesen Sie jeden Tag kurze deutsche Texte: Anzeigen, Aushänge, kurze Nachrichten.',
              en: 'Read short German texts every day: adverts, notices, short news items.',
            },
          ],
        },
      ],
    },
  ],
  closing: {
    de: 'Sie müssen nicht jedes Wort verstehen, Sie brauchen eine gute Methode. Mit Scan, Skim und Search lesen Sie ruhig, gezielt und mit Blick auf die Uhr.',
    en: 'You do not need to understand every word; you need a good method. With scan, skim and search you read calmly, with focus and with an eye on the clock.',
  },
  seoMeta: {
    title: { de: 'Leseverstehen meistern – telc Deutsch B1', en: 'Reading Mastery – telc Deutsch B1' },
    description: {
      de: 'Leseverstehen für telc Deutsch B1: die SCAN-SKIM-SEARCH-Methode für alle drei Leseteile, typische Fallen, Signalwörter und ein Beispiel mit Lösung.',
      en: 'Reading for telc Deutsch B1: the SCAN-SKIM-SEARCH method for all three reading parts, common traps, German signal words and a worked example.',
    },
  },
} satisfies Sheet;
