import { table, type Sheet } from '../sheet-schema';

/** German taught in more than one place on this sheet: written once, used where it is taught. */
const NICHT_MEHR_NOCH_NICHT = 'nicht mehr / noch nicht';
const TAGLICH_AUSSER_MONTAGS = 'täglich außer montags';
const HOCHSTENS_MINDESTENS = 'höchstens / mindestens';
const WEITERHIN_WIE_BISHER = 'weiterhin / wie bisher';

/** The points of reading parts 1 and 2, in the overview table. */
const FIVE_ITEMS_25_POINTS = { de: '5 Aufgaben × 5 Punkte = 25', en: '5 items × 5 points = 25' };

/** The German name of reading part 3, in the overview table and as its section title. */
const TEIL_3_SELEKTIVES_VERSTEHEN = 'Teil 3: Selektives Verstehen';

/** Cheat sheet #01: Reading Mastery. */
export const readingMastery = {
  pageTitle: {
    main: { de: 'Leseverstehen', en: 'Reading' },
    highlight: { de: 'meistern', en: 'Mastery' },
    subtitle: {
      de: 'Mit SCAN – SKIM – SEARCH (Überblick, Überfliegen, Suchen) lösen Sie alle drei Leseteile schnell und ohne Panik.',
      en: 'With SCAN – SKIM – SEARCH (preview, skim, search) you solve all three reading parts quickly and without panic.',
    },
  },
  exam: { de: 'Schriftliche Prüfung · Lesen', en: 'Written exam · Reading' },
  summary: {
    method: [
      {
        de: '**SCAN – Überblick:** Lesen Sie zuerst die Aufgabe, die Überschriften oder die Situationen, noch nicht die Texte.',
        en: '**SCAN – preview:** first read the task, the headlines or the situations, not yet the texts.',
      },
      {
        de: '**SKIM – Überfliegen:** Lesen Sie jeden Text schnell und fragen Sie nur: Worum geht es? (vor allem Teil 1)',
        en: '**SKIM – skim:** read each text quickly and only ask: what is it about? (mainly part 1)',
      },
      {
        de: '**SEARCH – Suchen:** Finden Sie die passende Stelle und lesen Sie nur dort genau. (vor allem Teil 2 und 3)',
        en: '**SEARCH – search:** find the matching place and read closely only there. (mainly parts 2 and 3)',
      },
      {
        de: 'Teil 3: Jede Anzeige passt höchstens einmal. Passt keine Anzeige, ist die Lösung **x**.',
        en: 'Part 3: each advert fits at most once. If no advert fits, the answer is **x**.',
      },
      {
        de: 'Markieren Sie jede Lösung sofort auf dem Antwortbogen: In der Regel gibt es keine Extrazeit zum Übertragen.',
        en: 'Mark each answer on the answer sheet straight away: there is usually no extra time to transfer answers.',
      },
    ],
    phrases: [
      { german: 'kostenlos = umsonst = gratis', translation: 'free of charge' },
      { german: NICHT_MEHR_NOCH_NICHT, translation: 'no longer / not yet' },
      { german: 'erst um 10 Uhr', translation: 'not until 10 o’clock' },
      { german: TAGLICH_AUSSER_MONTAGS, translation: 'every day except Mondays' },
      { german: HOCHSTENS_MINDESTENS, translation: 'at most / at least' },
    ],
    figures: [
      {
        label: { de: 'Leseverstehen', en: 'Reading' },
        value: { de: '3 Teile, 20 Aufgaben, 75 Punkte', en: '3 parts, 20 items, 75 points' },
      },
      {
        label: { de: 'Punkte pro Aufgabe', en: 'Points per item' },
        value: {
          de: 'Teil 1: 5 × 5 · Teil 2: 5 × 5 · Teil 3: 10 × 2,5',
          en: 'Part 1: 5 × 5 · part 2: 5 × 5 · part 3: 10 × 2.5',
        },
      },
      {
        label: { de: 'Zeit', en: 'Time' },
        value: {
          de: '90 Minuten für 5 Teile; Faustregel: etwa 20 pro Teil, genauer 18 pro Leseteil, 15 pro Teil Sprachbausteine',
          en: '90 minutes for 5 parts; rule of thumb: about 20 per part, more exactly 18 per reading part, 15 per Sprachbausteine part',
        },
      },
      {
        label: { de: 'Bestehen', en: 'Passing' },
        value: {
          de: '60 % der schriftlichen Prüfung: 135 von 225 Punkten; die Teile gleichen sich aus',
          en: '60 % of the written exam: 135 of 225 points; the parts make up for each other',
        },
      },
    ],
  },
  sections: [
    {
      id: 'overview',
      title: { de: 'Das Lesen im Überblick', en: 'Reading at a glance' },
      blocks: [
        {
          type: 'paragraph',
          text: {
            de: 'Im Format der Prüfung telc Deutsch B1 hat das Leseverstehen **drei Teile** mit **20 Aufgaben**. Jeder Teil prüft eine andere Art zu lesen: das Thema erfassen, Details genau verstehen und gezielt Informationen suchen. Jeder Teil bringt 25 Punkte, zusammen **75 Punkte**.',
            en: 'In the format of the telc Deutsch B1 exam, reading ([[Leseverstehen]]) has **three parts** with **20 items**. Each part tests a different way of reading: getting the topic, understanding details exactly, and searching for specific information. Each part is worth 25 points, **75 points** in all.',
          },
        },
        table({
          caption: { de: 'Die drei Leseteile', en: 'The three reading parts' },
          columns: [
            { key: 'part', header: { de: 'Teil', en: 'Part' } },
            { key: 'task', header: { de: 'Aufgabe', en: 'Task' } },
            { key: 'points', header: { de: 'Punkte', en: 'Points' } },
            { key: 'method', header: { de: 'Methode', en: 'Method' } },
          ],
          rows: [
            {
              part: { de: 'Teil 1: Globalverstehen', en: 'Part 1: global reading ([[Globalverstehen]])' },
              task: {
                de: '5 kurze Texte, 10 Überschriften (a–j): Jedem Text die passende Überschrift zuordnen. 5 Überschriften bleiben übrig.',
                en: '5 short texts, 10 headlines (a–j): match the right headline to each text. 5 headlines are left over.',
              },
              points: FIVE_ITEMS_25_POINTS,
              method: { de: 'Überfliegen: das Hauptthema erfassen', en: 'Skim: get the main topic' },
            },
            {
              part: { de: 'Teil 2: Detailverstehen', en: 'Part 2: detailed reading ([[Detailverstehen]])' },
              task: {
                de: 'Ein längerer Artikel, 5 Aufgaben mit a, b oder c',
                en: 'One longer article, 5 items with a, b or c',
              },
              points: FIVE_ITEMS_25_POINTS,
              method: {
                de: 'Suchen: die passende Stelle finden und genau lesen',
                en: 'Search: find the right place and read it closely',
              },
            },
            {
              part: {
                de: TEIL_3_SELEKTIVES_VERSTEHEN,
                en: 'Part 3: selective reading ([[Selektives Verstehen]])',
              },
              task: {
                de: '10 Situationen, 12 Anzeigen (a–l): Jeder Situation eine Anzeige zuordnen – oder **x**, wenn keine passt.',
                en: '10 situations, 12 adverts (a–l): match an advert to each situation – or **x** if none fits.',
              },
              points: { de: '10 Aufgaben × 2,5 Punkte = 25', en: '10 items × 2.5 points = 25' },
              method: {
                de: 'Überblick + Suchen: die Wünsche der Person in den Anzeigen suchen',
                en: 'Preview + search: look for what the person wants in the adverts',
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
              de: 'Als Faustregel (keine offizielle Regel): **etwa 20 Minuten pro Teil**. Genauer Plan: 18 Minuten pro Leseteil, 15 pro Teil Sprachbausteine, 6 Minuten Reserve.',
              en: 'As a rule of thumb (not an official rule): **about 20 minutes per part**. More exact plan: 18 minutes per reading part, 15 per Sprachbausteine part, 6 minutes in reserve.',
            },
            {
              de: 'Alle Lösungen kommen auf den **Antwortbogen**. Rechnen Sie nicht mit Extrazeit zum Übertragen: Der Bogen für Lesen und Sprachbausteine wird in der Regel eingesammelt, wenn die 90 Minuten vorbei sind. Markieren Sie deshalb jede Lösung sofort auf dem Bogen.',
              en: 'All answers go on the **answer sheet**. Do not count on extra time to transfer them: the sheet for reading and Sprachbausteine is usually collected when the 90 minutes end. So mark each answer on the sheet as you go.',
            },
            {
              de: 'Sie bestehen die schriftliche Prüfung mit mindestens 60 % (135 von 225 Punkten). Für das Lesen allein gibt es keine Mindestpunktzahl: Die Teile gleichen sich aus.',
              en: 'You pass the written exam with at least 60 % (135 of 225 points). There is no minimum score for reading alone: the parts make up for each other.',
            },
          ],
        },
      ],
    },
    {
      id: 'scan-skim-search',
      title: {
        de: 'SCAN – SKIM – SEARCH: Überblick – Überfliegen – Suchen',
        en: 'SCAN – SKIM – SEARCH: preview – skim – search',
      },
      blocks: [
        {
          type: 'paragraph',
          text: {
            de: 'Sie müssen nicht jeden Text Wort für Wort lesen. Die Methode heißt **SCAN – SKIM – SEARCH**, drei englische Wörter für drei Schritte: **SCAN** = Überblick, **SKIM** = Überfliegen, **SEARCH** = Suchen. Jeder Schritt hat ein anderes Ziel und ein anderes Tempo. Auf diesem Spickzettel stehen meist die deutschen Namen.',
            en: 'You do not have to read every text word for word. The method is called **SCAN – SKIM – SEARCH**, three steps: **SCAN** = preview ([[Überblick]]), **SKIM** = skim ([[Überfliegen]]), **SEARCH** = search ([[Suchen]]). Each step has a different goal and a different speed. This cheat sheet mostly uses the German names.',
          },
        },
        {
          type: 'steps',
          items: [
            {
              title: { de: 'SCAN – Überblick: erst die Aufgabe', en: 'SCAN – preview: the task first' },
              text: {
                de: 'Sehen Sie sich zuerst die Aufgabe an, ohne die Texte genau zu lesen. Wie viele Texte gibt es? Was genau sollen Sie tun? Lesen Sie die Überschriften, Aufgaben oder Situationen. Dafür brauchen Sie nur etwa 1 bis 2 Minuten. **Teil 1:** die 10 Überschriften; **Teil 2:** die 5 Aufgaben, Schlüsselwörter markieren; **Teil 3:** die 10 Situationen (Wer? Was? Wann? Wo? Wie viel?) – hier zählt dieser Schritt am meisten.',
                en: 'First look over the task without reading the texts closely. How many texts are there? What exactly do you have to do? Read the headlines, items or situations. This takes only about 1 to 2 minutes. **Part 1:** the 10 headlines; **part 2:** the 5 items, mark the keywords; **part 3:** the 10 situations (who? what? when? where? how much?) – this step matters most here.',
              },
            },
            {
              title: {
                de: 'SKIM – Überfliegen: schnell lesen, Thema erfassen',
                en: 'SKIM – skim: read quickly, get the gist',
              },
              text: {
                de: 'Lesen Sie den Text schnell. Achten Sie besonders auf den ersten und den letzten Satz. Fragen Sie sich nur: Worum geht es? Unbekannte Wörter überspringen Sie. **Teil 1:** jeden Text so lesen und das Thema in zwei, drei Wörtern notieren – hier zählt dieser Schritt am meisten; **Teil 2:** den Artikel einmal schnell lesen; **Teil 3:** zu jeder Anzeige ein Stichwort.',
                en: 'Read the text quickly. Pay special attention to the first and the last sentence. Only ask yourself: what is it about? Skip unknown words. **Part 1:** read each text like this and note its topic in two or three words – this step matters most here; **part 2:** read the article once, quickly; **part 3:** one keyword per advert.',
              },
            },
            {
              title: {
                de: 'SEARCH – Suchen: die Stelle finden, genau lesen',
                en: 'SEARCH – search: find the place, read closely',
              },
              text: {
                de: 'Nehmen Sie ein Schlüsselwort aus der Aufgabe und suchen Sie die passende Stelle im Text. Achtung: Im Text steht es oft mit anderen Wörtern. Diese Stelle lesen Sie genau, Satz für Satz. **Teil 1:** nur wenn zwei Überschriften passen; **Teil 2:** für jede Aufgabe – hier zählt dieser Schritt am meisten; **Teil 3:** Zeit, Ort, Preis und Zielgruppe prüfen, sonst **x**.',
                en: 'Take a keyword from the task and look for the matching place in the text. Careful: the text often says it in other words. Read that place closely, sentence by sentence. **Part 1:** only when two headlines fit; **part 2:** for every item – this step matters most here; **part 3:** check time, place, price and target group, else **x**.',
              },
            },
          ],
        },
        {
          type: 'callout',
          tone: 'tip',
          title: { de: 'Unbekannte Wörter', en: 'Unknown words' },
          text: {
            de: 'Fragen Sie sich: Brauche ich dieses Wort für die Aufgabe? Wenn nicht, lesen Sie weiter. Wenn ja, erraten Sie die Bedeutung aus dem Kontext oder aus den Wortteilen: [[Rückgabe]] + [[Kasten]] = [[Rückgabekasten]] (ein Kasten für die Rückgabe).',
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
            de: 'Sie lesen 5 kurze Texte und 10 Überschriften (a–j). Jede Überschrift passt höchstens zu einem Text. Nur 5 Überschriften passen, die anderen 5 sind **Ablenker**. Hier zählt das Hauptthema, nicht jedes Detail. Jede richtige Lösung bringt **5 Punkte**.',
            en: 'You read 5 short texts and 10 headlines (a–j). Each headline fits at most one text. Only 5 headlines fit; the other 5 are **distractors**. What counts here is the main topic, not every detail. Each right answer is worth **5 points**.',
          },
        },
        {
          type: 'steps',
          items: [
            {
              title: { de: 'Überblick: Überschriften lesen', en: 'Preview: read the headlines' },
              text: {
                de: 'Lesen Sie zuerst alle 10 Überschriften. Unterstreichen Sie in jeder Überschrift das wichtigste Wort.',
                en: 'First read all 10 headlines. Underline the most important word in each one.',
              },
            },
            {
              title: { de: 'Überfliegen: Texte schnell lesen', en: 'Skim: read the texts quickly' },
              text: {
                de: 'Lesen Sie jeden Text einmal schnell. Notieren Sie das Thema in zwei oder drei Wörtern neben dem Text.',
                en: 'Read each text once, quickly. Note the topic in two or three words next to the text.',
              },
            },
            {
              title: { de: 'Zuordnen und streichen', en: 'Match and cross out' },
              text: {
                de: 'Beginnen Sie mit dem Text, bei dem Sie am sichersten sind. Die richtige Überschrift passt zum ganzen Text, nicht nur zu einem Satz. Streichen Sie jede benutzte Überschrift durch.',
                en: 'Start with the text you are most sure about. The right headline fits the whole text, not just one sentence. Cross out each headline you have used.',
              },
            },
            {
              title: { de: 'Prüfen', en: 'Check' },
              text: {
                de: 'Am Ende bleiben 5 Überschriften übrig. Lesen Sie sie noch einmal: Passt wirklich keine davon besser zu einem Text?',
                en: 'At the end, 5 headlines are left over. Read them once more: does none of them really fit a text better?',
              },
            },
          ],
        },
        {
          type: 'callout',
          tone: 'tip',
          title: { de: 'So erkennen Sie Ablenker', en: 'How to spot distractors' },
          text: {
            de: 'Die richtige Überschrift fasst den ganzen Text zusammen. Ein Ablenker passt oft nur zu einem Detail, ist zu allgemein oder nimmt einfach ein Wort aus dem Text auf.',
            en: 'The right headline sums up the whole text. A distractor often fits only one detail, is too general, or simply repeats a word from the text.',
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
            de: 'Sie lesen einen längeren Artikel. Dazu gibt es 5 Aufgaben mit je drei Antworten: a, b oder c. Nur eine Antwort ist richtig. Jede richtige Lösung bringt **5 Punkte**. Hier müssen Sie genau lesen.',
            en: 'You read one longer article. There are 5 items, each with three answers: a, b or c. Only one answer is right. Each right answer is worth **5 points**. Here you must read closely.',
          },
        },
        {
          type: 'steps',
          items: [
            {
              title: { de: 'Überblick: Aufgaben zuerst', en: 'Preview: items first' },
              text: {
                de: 'Lesen Sie den Titel und dann die 5 Aufgaben. Unterstreichen Sie in jeder Aufgabe ein Schlüsselwort, zum Beispiel einen Namen, eine Zahl oder ein Thema.',
                en: 'Read the title and then the 5 items. Underline a keyword in each item, for example a name, a number or a topic.',
              },
            },
            {
              title: {
                de: 'Überfliegen: Text einmal schnell lesen',
                en: 'Skim: read the text once, quickly',
              },
              text: {
                de: 'Sie wollen nur wissen: Worum geht es, und wo steht was? Notieren Sie am Rand, wo welches Thema steht.',
                en: 'You only want to know: what is it about, and where is what? Note in the margin where each topic is.',
              },
            },
            {
              title: { de: 'Suchen: Stelle finden, genau lesen', en: 'Search: find the place, read closely' },
              text: {
                de: 'Suchen Sie für jede Aufgabe die passende Stelle. Die Aufgaben folgen meist der Reihenfolge des Textes. Lesen Sie die Stelle genau, auch den Satz davor und danach. Vergleichen Sie a, b und c mit dem Text.',
                en: 'For each item, find the matching place. The items usually follow the order of the text. Read the place closely, including the sentence before and after. Compare a, b and c with the text.',
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
      title: { de: TEIL_3_SELEKTIVES_VERSTEHEN, en: 'Part 3: selective reading' },
      blocks: [
        {
          type: 'paragraph',
          text: {
            de: 'Sie lesen **10 Situationen**: Personen suchen etwas, zum Beispiel einen Kurs, eine Wohnung oder eine Werkstatt. Dazu gibt es **12 Anzeigen (a–l)**. Jede richtige Lösung bringt **2,5 Punkte**.',
            en: 'You read **10 situations**: people are looking for something, for example a course, a flat or a repair shop. There are **12 adverts (a–l)**. Each right answer is worth **2.5 points**.',
          },
        },
        {
          type: 'list',
          items: [
            {
              de: 'Jede Anzeige können Sie **nur einmal** verwenden.',
              en: 'You can use each advert **only once**.',
            },
            {
              de: 'Passt keine Anzeige zu einer Situation, ist die Lösung **x**.',
              en: 'If no advert fits a situation, the answer is **x**.',
            },
            {
              de: 'Rechnen Sie in jedem Test mit **x**. Es kann mehr als eine Situation ohne Anzeige geben.',
              en: 'Expect **x** in every test. There may be more than one situation without an advert.',
            },
          ],
        },
        {
          type: 'steps',
          items: [
            {
              title: { de: 'Überblick: Situationen lesen', en: 'Preview: read the situations' },
              text: {
                de: 'Lesen Sie alle Situationen. Unterstreichen Sie die wichtigen Details: Wer? Was? Wann? Wo? Wie viel?',
                en: 'Read all the situations. Underline the important details: who? what? when? where? how much?',
              },
            },
            {
              title: { de: 'Überblick: Anzeigen kurz ansehen', en: 'Preview: look over the adverts' },
              text: {
                de: 'Sehen Sie sich alle Anzeigen kurz an. Notieren Sie zu jeder Anzeige ein Stichwort, zum Beispiel „Sprachkurs“ oder „Wohnung“.',
                en: 'Look at all the adverts briefly. Note one keyword for each advert, for example [[Sprachkurs]] (language course) or [[Wohnung]] (flat).',
              },
            },
            {
              title: { de: 'Suchen: alle Details prüfen', en: 'Search: check every detail' },
              text: {
                de: 'Oft passen auf den ersten Blick zwei oder drei Anzeigen. Eine Anzeige passt aber nur, wenn **alle** wichtigen Wünsche stimmen: Zeit, Ort, Preis und Zielgruppe.',
                en: 'At first sight, two or three adverts often seem to fit. But an advert fits only if **all** the important wishes match: time, place, price and target group.',
              },
            },
            {
              title: { de: 'Streichen oder x', en: 'Cross out, or x' },
              text: {
                de: 'Streichen Sie jede benutzte Anzeige durch. Erfüllt keine Anzeige alle Wünsche, markieren Sie **x**.',
                en: 'Cross out each advert you have used. If no advert meets all the wishes, mark **x**.',
              },
            },
          ],
        },
        {
          type: 'callout',
          tone: 'tip',
          title: { de: 'Mit den leichten Situationen beginnen', en: 'Start with the easy situations' },
          text: {
            de: 'Lösen Sie zuerst die Situationen, bei denen Sie sicher sind. Dann gibt es weniger Anzeigen zur Auswahl. Ordnen Sie aber keine Anzeige nur deshalb zu, weil sie übrig ist: Es bleiben immer mindestens zwei Anzeigen übrig, und **x** gibt es auch.',
            en: 'First solve the situations you are sure about. Then there are fewer adverts to choose from. But never give a situation an advert just because it is left over: at least two adverts are always left over, and **x** exists too.',
          },
        },
        table({
          caption: {
            de: 'Anzeigen lesen: Abkürzungen in Teil 3',
            en: 'Reading adverts: abbreviations in part 3',
          },
          columns: [
            { key: 'abbr', header: { de: 'In der Anzeige', en: 'In the advert' }, lang: 'de' },
            { key: 'meaning', header: { de: 'Bedeutung', en: 'Meaning' }, lang: 'de' },
            { key: 'english', header: { de: 'Englisch', en: 'English' }, lang: 'en' },
          ],
          rows: [
            {
              abbr: '3 ZKB',
              meaning: '3 Zimmer, Küche, Bad',
              english: '3 rooms, kitchen, bathroom',
              drill: {},
            },
            {
              abbr: 'KM / WM',
              meaning: 'Kaltmiete (ohne Nebenkosten und Heizung) / Warmmiete (mit Nebenkosten und Heizung)',
              english: 'rent without / with the bills and heating',
              drill: {},
            },
            {
              abbr: 'NK / HK',
              meaning: 'Nebenkosten (Wasser, Müll …) / Heizkosten',
              english: 'extra costs, bills (water, rubbish …) / heating costs',
              drill: {},
            },
            {
              abbr: 'm² / qm / möbl.',
              meaning: 'Quadratmeter (beides) / möbliert (mit Möbeln)',
              english: 'square metres (both) / furnished',
              drill: {},
            },
            {
              abbr: 'Kaution: 3 MM',
              meaning:
                'Geld, das man beim Einzug bezahlt und beim Auszug zurückbekommt, wenn nichts kaputt ist; 3 MM = drei Monatsmieten',
              english: 'deposit: three months’ rent',
              drill: {},
            },
            {
              abbr: 'zzgl. / inkl.',
              meaning: 'zuzüglich (kommt dazu) / inklusive (ist schon drin)',
              english: 'plus, on top / including, included',
              drill: {},
            },
            {
              abbr: 'EBK / EG',
              meaning: 'Einbauküche / Erdgeschoss',
              english: 'fitted kitchen / ground floor',
              drill: {},
            },
            {
              abbr: 'WG',
              meaning: 'Wohngemeinschaft',
              english: 'shared flat',
              drill: {},
            },
            {
              abbr: 'VB',
              meaning: 'Verhandlungsbasis: Über den Preis kann man sprechen.',
              english: 'or nearest offer: the price can be discussed',
              drill: {},
            },
            {
              abbr: 'ab sofort',
              meaning: 'von jetzt an, schon heute',
              english: 'from now on, available now',
              drill: {},
            },
            {
              abbr: 'tägl. / Mo–Fr',
              meaning: 'täglich / Montag bis Freitag',
              english: 'daily / Monday to Friday',
              drill: {},
            },
            {
              abbr: 'Std. / ca. / Tel.',
              meaning: 'Stunde(n) / circa, ungefähr / Telefon',
              english: 'hour(s) / about / phone',
              drill: {},
            },
            {
              abbr: 'ab 18 J. / Erw.',
              meaning: 'ab 18 Jahren / Erwachsene',
              english: 'aged 18 and over / adults',
              drill: {},
            },
          ],
        }),
        {
          type: 'callout',
          tone: 'warning',
          title: { de: 'Kleine Wörter, große Wirkung', en: 'Small words, big effect' },
          items: [
            {
              de: '[[500 € KM zzgl. NK]]: Die Wohnung kostet **mehr** als 500 Euro im Monat. Hat die Person nur 500 Euro für alles, passt die Anzeige nicht.',
              en: '[[500 € KM zzgl. NK]]: the flat costs **more** than 500 euros a month. If the person has only 500 euros for everything, the advert does not fit.',
            },
            {
              de: '[[Mo–Fr 9–17 Uhr]]: nicht am Wochenende und nicht am Abend. Wer nur samstags Zeit hat, braucht eine andere Anzeige – oder **x**.',
              en: '[[Mo–Fr 9–17 Uhr]]: not at the weekend and not in the evening. Someone who is free only on Saturdays needs another advert – or **x**.',
            },
          ],
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
              en: '**Same word, different message:** a word from the text also appears in the headline or answer? That proves nothing. Distractors often use exactly the same words.',
            },
            {
              de: '**Synonyme:** Die richtige Lösung sagt es oft mit anderen Wörtern, zum Beispiel [[kostenlos]] im Text und [[umsonst]] in der Aufgabe.',
              en: '**Synonyms:** the right answer often says it in other words, for example [[kostenlos]] in the text and [[umsonst]] in the task (both: free of charge).',
            },
            {
              de: '**Fast passende Anzeigen:** Die Anzeige bietet etwas Ähnliches, aber nicht genau das Gesuchte: ein Kurs am Morgen statt am Abend, für Erwachsene statt für Kinder, in einem anderen Stadtteil.',
              en: '**Adverts that almost fit:** the advert offers something similar, but not exactly what the person wants: a course in the morning instead of the evening, for adults instead of children, in another part of town.',
            },
            {
              de: '**Zeitfallen:** zu lange an einer Aufgabe bleiben, jedes Wort übersetzen, die Lösungen erst am Ende auf den Antwortbogen schreiben.',
              en: '**Time traps:** staying too long on one item, translating every word, writing the answers on the answer sheet only at the end.',
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
            {
              text: 'kostenlos',
              task: 'umsonst / gratis / ohne Gebühr',
              meaning: 'free of charge',
              drill: { task: 'free of charge, but not kostenlos (three ways)' },
            },
            {
              text: 'täglich',
              task: 'jeden Tag',
              meaning: 'every day',
              drill: { text: 'daily (one word)', task: 'every day (two words)' },
            },
            {
              text: 'rund um die Uhr',
              task: 'jederzeit / 24 Stunden',
              meaning: 'around the clock',
              drill: { text: 'around the clock', task: 'at any time / 24 hours' },
            },
            {
              text: 'am Wochenende',
              task: 'samstags und sonntags',
              meaning: 'at the weekend',
              drill: { text: 'at the weekend', task: 'on Saturdays and Sundays' },
            },
            {
              text: 'nach Feierabend',
              task: 'nach der Arbeit / abends',
              meaning: 'after work',
              drill: { text: 'after the end of the working day', task: 'after work / in the evening' },
            },
            {
              text: 'Berufstätige',
              task: 'Leute, die arbeiten',
              meaning: 'working people',
              drill: { text: 'working people (one word)', task: 'people who work' },
            },
            {
              text: 'ohne Vorkenntnisse',
              task: 'für Anfänger',
              meaning: 'for beginners',
              drill: { text: 'without previous knowledge', task: 'for beginners' },
            },
            {
              text: 'preiswert',
              task: 'günstig / nicht teuer',
              meaning: 'inexpensive',
              drill: { text: 'good value (p…)', task: 'cheap / not expensive' },
            },
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
          items: [
            {
              german: 'aber / allerdings / jedoch',
              translation: 'but / however',
              tip: {
                de: 'Danach kommt oft die wichtige Information.',
                en: 'The important information often comes next.',
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
              german: 'Kinder zahlen keinen Eintritt.',
              translation: 'Children pay no admission.',
              tip: {
                de: 'Also: Für Kinder ist der Eintritt frei.',
                en: 'So: admission is free for children.',
              },
            },
            {
              german: NICHT_MEHR_NOCH_NICHT,
              translation: 'no longer / not yet',
              tip: {
                de: 'Früher ja, jetzt nicht mehr. Jetzt nicht, vielleicht später.',
                en: 'Before yes, now no longer. Not now, maybe later.',
              },
            },
            { german: TAGLICH_AUSSER_MONTAGS, translation: 'every day except Mondays' },
            { german: 'statt / ohne', translation: 'instead of / without' },
            {
              german: 'erst um 10 Uhr / schon um 9 Uhr',
              translation: 'not until 10 o’clock / as early as 9 o’clock',
            },
            {
              german: 'ab 18 Jahren / bis 12 Jahre',
              translation: 'from age 18 / up to age 12',
            },
            { german: HOCHSTENS_MINDESTENS, translation: 'at most / at least' },
            {
              german: WEITERHIN_WIE_BISHER,
              translation: 'still / as before',
              drill: [
                { german: WEITERHIN_WIE_BISHER, translation: 'continue to … / as before (w… / wie b…)' },
              ],
              tip: { de: 'Hier ändert sich nichts.', en: 'Nothing changes here.' },
            },
          ],
        },
      ],
    },
    {
      id: 'worked-examples',
      title: { de: 'Drei Beispiele mit Lösung', en: 'Three worked examples' },
      blocks: [
        {
          type: 'paragraph',
          text: {
            de: 'Drei eigene, kurze Übungen im Format von Teil 1, 2 und 3. In der Prüfung sind die Aufgaben länger. Lösen Sie zuerst selbst, dann vergleichen Sie.',
            en: 'Three short practice tasks of our own, in the format of parts 1, 2 and 3. In the exam the tasks are longer. Solve them yourself first, then compare.',
          },
        },
        {
          type: 'example',
          practice: 'reading-1',
          title: {
            de: 'Teil 1 (gekürzt): 3 Texte, 6 Überschriften',
            en: 'Part 1 (shortened): 3 texts, 6 headlines',
          },
          text: [
            {
              german:
                'Text 1: Seit Montag fahren in Neustadt zwei neue Busse auf der Linie 4. Sie fahren nicht mit Diesel, sondern mit Strom. Die Stadt testet die Busse ein Jahr lang. Wenn der Test gut läuft, sollen später alle Stadtbusse elektrisch fahren.',
              translation:
                'Text 1: Since Monday, two new buses have been running on route 4 in Neustadt. They do not run on diesel but on electricity. The town is testing the buses for a year. If the test goes well, all town buses are to run on electricity later.',
            },
            {
              german:
                'Text 2: Immer mehr Familien aus der Region kaufen Obst und Gemüse direkt beim Bauern. Der Hofladen der Familie Maurer in Altdorf ist deshalb jetzt auch am Samstag geöffnet. Besonders gefragt sind Eier und frischer Apfelsaft.',
              translation:
                'Text 2: More and more families from the region buy fruit and vegetables directly from the farmer. The Maurer family’s farm shop in Altdorf is therefore now open on Saturdays, too. Eggs and fresh apple juice are especially popular.',
            },
            {
              german:
                'Text 3: Der Sportverein TSV Neustadt sucht Helferinnen und Helfer für das Stadtfest im Juli. Gebraucht werden vor allem Leute für den Getränkestand und für den Aufbau. Wer mitmachen möchte, meldet sich bis Ende Mai im Vereinsheim.',
              translation:
                'Text 3: The sports club TSV Neustadt is looking for helpers for the town festival in July. Above all, people are needed for the drinks stand and for setting up. Anyone who wants to take part should sign up at the clubhouse by the end of May.',
            },
            { german: 'a) Mit Strom durch die Stadt', translation: 'a) Through town on electricity' },
            { german: 'b) Neue Buslinie ab Montag', translation: 'b) New bus route from Monday' },
            {
              german: 'c) Einkaufen beim Bauern wird beliebter',
              translation: 'c) Shopping at the farm is getting more popular',
            },
            {
              german: 'd) Hofladen am Wochenende geschlossen',
              translation: 'd) Farm shop closed at the weekend',
            },
            {
              german: 'e) Freiwillige für das Stadtfest gesucht',
              translation: 'e) Volunteers wanted for the town festival',
            },
            {
              german: 'f) Sportverein sucht neue Mitglieder',
              translation: 'f) Sports club seeks new members',
            },
          ],
          steps: [
            {
              prompt: { de: 'Text 1: Welche Überschrift passt?', en: 'Text 1: which headline fits?' },
              answer: { same: 'a) [[Mit Strom durch die Stadt]]' },
              reasoning: {
                de: 'Das Thema des ganzen Textes sind Busse, die [[nicht mit Diesel, sondern mit Strom]] fahren. b) ist ein Ablenker: [[Montag]] und [[Linie]] stehen im Text, aber die Linie 4 gibt es schon. Neu sind nur die Busse.',
                en: 'The topic of the whole text is buses that run [[nicht mit Diesel, sondern mit Strom]] (not on diesel but on electricity). b) is a distractor: [[Montag]] and [[Linie]] are in the text, but route 4 already exists. Only the buses are new.',
              },
            },
            {
              prompt: { de: 'Text 2: Welche Überschrift passt?', en: 'Text 2: which headline fits?' },
              answer: { same: 'c) [[Einkaufen beim Bauern wird beliebter]]' },
              reasoning: {
                de: '[[Immer mehr Familien]] heißt: Es wird beliebter. d) sagt das Gegenteil: Der Hofladen ist jetzt auch am Samstag **geöffnet**.',
                en: '[[Immer mehr Familien]] (more and more families) means it is getting more popular. d) says the opposite: the farm shop is now also **open** on Saturdays.',
              },
            },
            {
              prompt: { de: 'Text 3: Welche Überschrift passt?', en: 'Text 3: which headline fits?' },
              answer: { same: 'e) [[Freiwillige für das Stadtfest gesucht]]' },
              reasoning: {
                de: 'Synonym: [[Helferinnen und Helfer]] im Text, [[Freiwillige]] in der Überschrift. f) ist ein Ablenker: Der Verein sucht Hilfe für ein Fest, keine neuen Mitglieder.',
                en: 'Synonym: [[Helferinnen und Helfer]] (helpers) in the text, [[Freiwillige]] (volunteers) in the headline. f) is a distractor: the club wants help for a festival, not new members.',
              },
            },
            {
              prompt: { de: 'Welche Überschriften bleiben übrig?', en: 'Which headlines are left over?' },
              answer: { same: 'b), d), f)' },
              reasoning: {
                de: 'Jede Überschrift passt höchstens einmal. Jeder Ablenker nimmt ein Wort aus einem Text auf ([[Montag]], [[Hofladen]], [[Sportverein]]), sagt aber etwas anderes.',
                en: 'Each headline fits at most once. Each distractor repeats a word from one of the texts ([[Montag]], [[Hofladen]], [[Sportverein]]) but says something else.',
              },
            },
          ],
        },
        {
          type: 'example',
          practice: 'reading-2',
          title: {
            de: 'Teil 2 (gekürzt): ein Artikel, 2 Aufgaben',
            en: 'Part 2 (shortened): one article, 2 items',
          },
          text: [
            { german: 'Sommerlesen im Stadtpark', translation: 'Summer reading in the town park' },
            {
              german:
                'Seit drei Jahren gibt es in Bergheim im Sommer eine besondere Bibliothek: ein großes Zelt im Stadtpark. Von Juni bis August kann man dort Bücher und Zeitschriften lesen oder ausleihen. Die Idee hatte Petra Lang, die Leiterin der Stadtbücherei. „Viele Familien fahren im Sommer nicht weg“, sagt sie. „Für sie wollten wir etwas machen, das nichts kostet.“',
              translation:
                'For three years Bergheim has had a special library in summer: a big tent in the town park. From June to August you can read or borrow books and magazines there. The idea came from Petra Lang, the head of the town library. “Many families do not go away in summer,” she says. “We wanted to do something for them that costs nothing.”',
            },
            {
              german:
                'Das Zelt ist von Dienstag bis Samstag geöffnet, jeweils von 14 bis 19 Uhr. Am Vormittag kommen nur Schulklassen und Kindergärten, die sich vorher anmelden. Einen Bibliotheksausweis braucht man im Park nicht: Man schreibt einfach seinen Namen in eine Liste. „Fast alle Bücher kommen zurück“, sagt Frau Lang. Im nächsten Sommer soll es auch Lesungen am Abend geben.',
              translation:
                'The tent is open from Tuesday to Saturday, from 2 to 7 p.m. each day. In the morning only school classes and nurseries come, and they register in advance. You do not need a library card in the park: you simply write your name on a list. “Almost all the books come back,” says Ms Lang. Next summer there are also to be readings in the evening.',
            },
            {
              german:
                'Aufgabe 6: Das Lesezelt im Stadtpark … a) ist nicht neu und steht jedes Jahr drei Monate im Park. – b) ist im Sommer jeden Vormittag für alle geöffnet. – c) hat die Stadt viel Geld gekostet.',
              translation:
                'Item 6: The reading tent in the town park … a) is not new and stands in the park for three months every year. – b) is open to everyone every morning in summer. – c) cost the town a lot of money.',
            },
            {
              german:
                'Aufgabe 7: Wer im Park ein Buch ausleihen möchte, … a) braucht einen Ausweis der Bücherei. – b) muss nur seinen Namen angeben. – c) muss sich vorher anmelden.',
              translation:
                'Item 7: Anyone who wants to borrow a book in the park … a) needs a library card. – b) only has to give their name. – c) has to register in advance.',
            },
          ],
          steps: [
            {
              prompt: { de: 'Aufgabe 6: Welche Antwort stimmt?', en: 'Item 6: which answer is right?' },
              answer: { same: 'a) [[ist nicht neu und steht jedes Jahr drei Monate im Park]]' },
              reasoning: {
                de: 'Die Stelle: [[Seit drei Jahren … im Sommer]] und [[Von Juni bis August]], also drei Monate. a) sagt das mit anderen Wörtern: [[nicht neu]] statt [[Seit drei Jahren]]. b) ist halb richtig: Am Vormittag ist das Zelt offen, aber nur für [[Schulklassen und Kindergärten]], nicht für alle. Der Vormittag stimmt, die Personen nicht. c) steht nicht im Text: [[nichts kostet]] gilt für die Familien. Was die Stadt bezahlt, sagt der Text nicht.',
                en: 'The passage: [[Seit drei Jahren … im Sommer]] (for three years … in summer) and [[Von Juni bis August]] (from June to August), so three months. a) says this in other words: [[nicht neu]] (not new) instead of [[Seit drei Jahren]]. b) is half true: the tent is open in the morning, but only for [[Schulklassen und Kindergärten]] (school classes and nurseries), not for everyone. The morning is right, the people are not. c) is not in the text: [[nichts kostet]] (costs nothing) is about the families. The text does not say what the town pays.',
              },
            },
            {
              prompt: { de: 'Aufgabe 7: Welche Antwort stimmt?', en: 'Item 7: which answer is right?' },
              answer: { same: 'b) [[muss nur seinen Namen angeben]]' },
              reasoning: {
                de: 'Die Stelle kommt nach der Stelle für Aufgabe 6: [[Einen Bibliotheksausweis braucht man im Park nicht: Man schreibt einfach seinen Namen in eine Liste.]] a) sagt das Gegenteil. c) nimmt ein Wort aus dem Text, aber anmelden müssen sich nur Schulklassen und Kindergärten: die falschen Personen.',
                en: 'The passage comes after the one for item 6: [[Einen Bibliotheksausweis braucht man im Park nicht: Man schreibt einfach seinen Namen in eine Liste.]] (You do not need a library card in the park: you simply write your name on a list.) a) says the opposite. c) repeats a word from the text, but only school classes and nurseries have to register: the wrong people.',
              },
            },
          ],
        },
        {
          type: 'example',
          screenOnly: true,
          practice: 'reading-3',
          title: {
            de: 'Teil 3 (gekürzt): 4 Situationen, 5 Anzeigen',
            en: 'Part 3 (shortened): 4 situations, 5 adverts',
          },
          text: [
            {
              german:
                'Situation 1: Dilara arbeitet bis 17 Uhr. Sie möchte abends einen Yogakurs für Anfänger besuchen.',
              translation:
                'Situation 1: Dilara works until 5 p.m. She would like to attend a yoga course for beginners in the evening.',
            },
            {
              german: 'Situation 2: Herr Öztürk sucht für seine Tochter (8) einen Schwimmkurs am Wochenende.',
              translation:
                'Situation 2: Mr Öztürk is looking for a swimming course at the weekend for his daughter (8).',
            },
            {
              german:
                'Situation 3: Maria möchte ihr altes Fahrrad selbst reparieren, weiß aber nicht, wie. Sie hat nur wenig Geld.',
              translation:
                'Situation 3: Maria wants to repair her old bike herself, but does not know how. She has only a little money.',
            },
            {
              german:
                'Situation 4: Paul sucht eine Wohnung mit Balkon in der Innenstadt, für höchstens 600 Euro.',
              translation:
                'Situation 4: Paul is looking for a flat with a balcony in the town centre, for at most 600 euros.',
            },
            {
              german:
                'a) Yoga am Morgen: Kurse für Anfänger, Montag bis Freitag, 7 bis 8 Uhr. Studio Atem, Bahnhofstraße 3.',
              translation:
                'a) Yoga in the morning: courses for beginners, Monday to Friday, 7 to 8 a.m. Studio Atem, Bahnhofstraße 3.',
            },
            {
              german:
                'b) Schwimmschule Delfin: Kurse für Kinder von 6 bis 10 Jahren, samstags von 10 bis 11 Uhr im Hallenbad.',
              translation:
                'b) Delfin swimming school: courses for children aged 6 to 10, Saturdays from 10 to 11 a.m. at the indoor pool.',
            },
            {
              german:
                'c) Fahrrad kaputt? Jeden Samstag zeigen wir Ihnen in unserer Werkstatt, wie Sie es selbst reparieren – kostenlos! Jugendzentrum, Parkweg 12.',
              translation:
                'c) Bike broken? Every Saturday in our workshop we show you how to repair it yourself – free of charge! Youth centre, Parkweg 12.',
            },
            {
              german:
                'd) Yoga nach Feierabend: Anfängerkurs dienstags um 19 Uhr, die erste Stunde ist gratis. Volkshochschule Neustadt.',
              translation:
                'd) Yoga after work: beginners’ course on Tuesdays at 7 p.m., the first lesson is free. Neustadt adult education centre.',
            },
            {
              german: 'e) Schöne 2-Zimmer-Wohnung mit Balkon, ruhige Lage am Stadtrand, 580 Euro warm.',
              translation:
                'e) Lovely 2-room flat with a balcony, quiet location on the edge of town, 580 euros including heating.',
            },
          ],
          steps: [
            {
              prompt: { de: 'Situation 1: Dilara', en: 'Situation 1: Dilara' },
              answer: { same: 'd)' },
              reasoning: {
                de: 'Zwei Anzeigen haben das Thema Yoga für Anfänger. a) ist aber am Morgen, und Dilara möchte abends gehen. [[nach Feierabend]] und [[um 19 Uhr]] passen zu „abends“.',
                en: 'Two adverts are about yoga for beginners. But a) is in the morning, and Dilara wants to go in the evening. [[nach Feierabend]] (after work) and [[um 19 Uhr]] (at 7 p.m.) fit “in the evening”.',
              },
            },
            {
              prompt: { de: 'Situation 2: Herr Öztürk', en: 'Situation 2: Mr Öztürk' },
              answer: { same: 'b)' },
              reasoning: {
                de: 'Alle Details stimmen: Kind (8) → [[von 6 bis 10 Jahren]], Wochenende → [[samstags]].',
                en: 'Every detail matches: child (8) → [[von 6 bis 10 Jahren]] (aged 6 to 10), weekend → [[samstags]] (on Saturdays).',
              },
            },
            {
              prompt: { de: 'Situation 3: Maria', en: 'Situation 3: Maria' },
              answer: { same: 'c)' },
              reasoning: {
                de: 'Beide Wünsche stimmen: [[selbst reparieren, weiß aber nicht, wie]] → [[zeigen wir Ihnen, wie Sie es selbst reparieren]]; [[wenig Geld]] → [[kostenlos]]. Die Wörter sind verschieden, die Idee ist gleich.',
                en: 'Both wishes match: [[selbst reparieren, weiß aber nicht, wie]] (repair it herself, but does not know how) → [[zeigen wir Ihnen, wie Sie es selbst reparieren]] (we show you how to repair it yourself); [[wenig Geld]] (little money) → [[kostenlos]] (free of charge). The words differ, the idea is the same.',
              },
            },
            {
              prompt: { de: 'Situation 4: Paul', en: 'Situation 4: Paul' },
              answer: { same: 'x' },
              reasoning: {
                de: 'e) hat einen Balkon und kostet weniger als 600 Euro. Aber die Wohnung liegt [[am Stadtrand]], und Paul sucht in der Innenstadt. Ein Detail stimmt nicht, also passt keine Anzeige: **x**. Die Anzeigen a) und e) bleiben übrig.',
                en: 'e) has a balcony and costs less than 600 euros. But the flat is [[am Stadtrand]] (on the edge of town), and Paul is looking in the town centre. One detail is wrong, so no advert fits: **x**. Adverts a) and e) are left over.',
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
              de: 'Die Überschrift muss zum ganzen Text passen, nicht zu einem Wort.',
              en: 'The headline must fit the whole text, not one word.',
            },
            {
              de: 'Richtige Lösungen benutzen oft Synonyme: [[Helfer]] → [[Freiwillige]], [[wenig Geld]] → [[kostenlos]].',
              en: 'Right answers often use synonyms: [[Helfer]] → [[Freiwillige]], [[wenig Geld]] → [[kostenlos]].',
            },
            {
              de: 'In Teil 2 ist eine halb richtige Antwort falsch: Ort, Zeit und Person müssen stimmen.',
              en: 'In part 2 a half-true answer is wrong: place, time and person must all match.',
            },
            {
              de: 'In Teil 3 müssen alle Details stimmen. Sonst ist die Lösung **x**.',
              en: 'In part 3, every detail must match. Otherwise the answer is **x**.',
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
              de: '**Zeitplan mit Kontrollpunkten:** je etwa 18 Minuten für die drei Leseteile, je 15 für die zwei Teile Sprachbausteine, 6 Minuten Reserve (ein Richtwert; der Plan steht im Spickzettel „Der 150-Minuten-Marathon“). Sehen Sie an jedem Kontrollpunkt auf die Uhr.',
              en: '**A time plan with checkpoints:** about 18 minutes for each reading part, 15 for each Sprachbausteine part, 6 minutes in reserve (a guideline; the plan is on the cheat sheet “The 150-Minute Marathon”). Look at the clock at each checkpoint.',
            },
            {
              de: '**Lösungen sofort markieren:** Tragen Sie jede Lösung gleich auf dem Antwortbogen ein. Am Ende gibt es in der Regel keine Extrazeit zum Übertragen.',
              en: '**Mark answers straight away:** put each answer on the answer sheet as you go. There is usually no extra time at the end to transfer answers.',
            },
            {
              de: '**Nicht hängen bleiben:** Markieren Sie eine schwere Aufgabe, machen Sie weiter und kommen Sie später zurück.',
              en: '**Do not get stuck:** mark a hard item, move on, come back later.',
            },
            {
              de: '**Keine Aufgabe leer lassen:** Eine leere Antwort bringt sicher keinen Punkt. Schließen Sie falsche Antworten aus und entscheiden Sie sich dann.',
              en: '**Leave nothing blank:** an empty answer certainly earns no points. Rule out wrong answers, then decide.',
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
              de: 'Lernen Sie die Signalwörter und Synonyme auf dieser Seite.',
              en: 'Learn the signal words and synonyms on this page.',
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
    de: 'Sie müssen nicht jedes Wort verstehen, Sie brauchen eine gute Methode. Mit Überblick, Überfliegen und Suchen lesen Sie ruhig, gezielt und mit Blick auf die Uhr.',
    en: 'You do not need to understand every word; you need a good method. With preview, skim and search you read calmly, with focus and with an eye on the clock.',
  },
  seoMeta: {
    title: { de: 'Leseverstehen meistern – telc Deutsch B1', en: 'Reading Mastery – telc Deutsch B1' },
    description: {
      de: 'Leseverstehen für telc Deutsch B1: Überblick, Überfliegen, Suchen in allen drei Leseteilen, Punkte, Fallen, Signalwörter und drei Beispiele mit Lösung.',
      en: 'Reading for telc Deutsch B1: preview, skim and search in all three reading parts, points, traps, signal words and three worked examples.',
    },
  },
} satisfies Sheet;
