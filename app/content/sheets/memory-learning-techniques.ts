import { table, type Sheet } from '../sheet-schema';

/** German taught in more than one place on this sheet: written once, used where it is taught. */
const VIELEN_DANK_EMAIL = {
  german: 'Vielen Dank für Ihre E-Mail.',
  translation: 'Thank you for your e-mail.',
} as const;
const WAS_HAELTST_DU_DAVON = 'Was hältst du davon, wenn wir …?';
const MEINER_MEINUNG_NACH = 'Meiner Meinung nach ist …';
const MIT_FREUNDLICHEN_GRUESSEN = 'Mit freundlichen Grüßen';

/** The English of WAS_HAELTST_DU_DAVON: a summary phrase and the front of a sample card. */
const WHAT_WOULD_YOU_SAY = 'What would you say if we …?';

/** Cheat sheet #16: Memory and Learning Techniques. */
export const memoryLearningTechniques = {
  pageTitle: {
    main: { de: 'Lern- und Gedächtnistechniken:', en: 'Memory and Learning Techniques:' },
    highlight: { de: 'länger behalten', en: 'Remember for Longer' },
    subtitle: {
      de: 'Mit Wiederholungen im richtigen Abstand, aktivem Abrufen und einer Lernkartei lernen Sie Wörter und Redemittel schneller und behalten sie bis zur Prüfung.',
      en: 'With spaced repetition, active recall and a flashcard box you learn words and phrases faster and keep them until the exam.',
    },
  },
  exam: { de: 'Alle Prüfungsteile · Lernen und Wiederholen', en: 'All exam parts · learning and revision' },
  summary: {
    method: [
      {
        de: '**Mit Abstand wiederholen:** etwa am Tag 1, 2, 4, 7, 14 und 30 (Faustregel, kein fester Plan).',
        en: '**Spaced repetition:** roughly on day 1, 2, 4, 7, 14 and 30 (a rule of thumb, not a fixed plan).',
      },
      {
        de: '**Aktiv abrufen:** Deutsch abdecken, selbst sagen oder schreiben, dann prüfen. Nur lesen reicht nicht.',
        en: '**Active recall:** cover the German, say or write it yourself, then check. Just reading is not enough.',
      },
      {
        de: '**Lernkartei mit 5 Fächern:** richtig → ein Fach weiter, falsch → zurück in Fach 1.',
        en: '**Flashcard box with 5 compartments:** right → one compartment on, wrong → back to compartment 1.',
      },
      {
        de: '**Ganze Redemittel** lernen, Nomen immer mit Artikel und Plural, Verben mit Präposition und Kasus.',
        en: 'Learn **whole phrases**; nouns always with article and plural, verbs with preposition and case.',
      },
      {
        de: '**An sechs Tagen etwa eine Stunde**, davon 15–20 Minuten Lernkartei.',
        en: '**About an hour a day, six days a week**, 15–20 minutes of it on flashcards.',
      },
    ],
    phrases: [
      VIELEN_DANK_EMAIL,
      { german: MIT_FREUNDLICHEN_GRUESSEN, translation: 'Kind regards' },
      { german: 'Und was machst du beruflich?', translation: 'And what do you do for a living?' },
      { german: MEINER_MEINUNG_NACH, translation: 'In my opinion … is …' },
      { german: WAS_HAELTST_DU_DAVON, translation: WHAT_WOULD_YOU_SAY },
    ],
    figures: [
      {
        label: { de: 'Wiederholen (Faustregel)', en: 'Review (rule of thumb)' },
        value: { de: 'Tag 1, 2, 4, 7, 14, 30', en: 'day 1, 2, 4, 7, 14, 30' },
      },
      {
        label: { de: 'Lernkartei', en: 'Flashcard box' },
        value: { de: '5 Fächer', en: '5 compartments' },
      },
      {
        label: { de: 'Lernzeit (Empfehlung)', en: 'Study time (advice)' },
        value: {
          de: 'etwa 1 Stunde am Tag (15–20 Min. Karten)',
          en: 'about 1 hour a day (15–20 min. cards)',
        },
      },
      {
        label: { de: 'In der Prüfung', en: 'In the exam' },
        value: {
          de: 'keine Wörterbücher, keine Handys: Die Wörter müssen im Kopf sein',
          en: 'no dictionaries, no phones: the words have to be in your head',
        },
      },
      {
        label: { de: 'Bestehen', en: 'Passing' },
        value: {
          de: 'schriftlich 135 von 225 Punkten und mündlich 45 von 75 Punkten (jeweils 60 %)',
          en: 'written 135 of 225 points and oral 45 of 75 points (60 % each)',
        },
      },
    ],
  },
  sections: [
    {
      id: 'spaced-repetition',
      title: { de: 'Wiederholen mit Abstand', en: 'Spaced repetition' },
      blocks: [
        {
          type: 'paragraph',
          text: {
            de: 'Was Sie heute lernen, vergessen Sie zum großen Teil in den nächsten Tagen. Jede Wiederholung kurz vor dem Vergessen macht die Erinnerung stärker. Deshalb wiederholen Sie ein neues Wort zuerst nach kurzer Zeit und dann in immer größeren Abständen. In der Prüfung haben Sie kein Wörterbuch und kein Handy: Die Wörter müssen im Kopf sein.',
            en: 'Much of what you learn today is forgotten over the next few days. Each review shortly before you forget makes the memory stronger. So you review a new word after a short time at first, then with longer and longer gaps. In the exam you have no dictionary and no phone: the words have to be in your head.',
          },
        },
        table({
          caption: {
            de: 'Ein einfacher Wiederholungsplan (Empfehlung)',
            en: 'A simple review schedule (advice)',
          },
          columns: [
            { key: 'day', header: { de: 'Wann?', en: 'When?' } },
            { key: 'task', header: { de: 'Was tun?', en: 'What to do' } },
          ],
          rows: [
            {
              day: { de: 'Tag 1', en: 'Day 1' },
              task: {
                de: 'Neu lernen: etwa 10 Wörter oder Redemittel, jedes mit einem Beispielsatz.',
                en: 'Learn new items: about 10 words or phrases, each with an example sentence.',
              },
            },
            {
              day: { de: 'Tag 2', en: 'Day 2' },
              task: {
                de: 'Abdecken und abrufen: Was wissen Sie noch? Lücken markieren.',
                en: 'Cover and recall: what do you still know? Mark the gaps.',
              },
            },
            {
              day: { de: 'Tag 4', en: 'Day 4' },
              task: {
                de: 'Zu jedem Wort einen eigenen Satz schreiben.',
                en: 'Write a sentence of your own with each word.',
              },
            },
            {
              day: { de: 'Tag 7', en: 'Day 7' },
              task: {
                de: 'Laut sprechen: die Redemittel in einem kleinen Dialog benutzen.',
                en: 'Speak aloud: use the phrases in a short dialogue.',
              },
            },
            {
              day: { de: 'Tag 14', en: 'Day 14' },
              task: {
                de: 'Anwenden: die Wörter in einer Übungs-E-Mail benutzen.',
                en: 'Apply: use the words in a practice e-mail.',
              },
            },
            {
              day: { de: 'Tag 30', en: 'Day 30' },
              task: {
                de: 'Kurzer Test: Was Sie jetzt noch wissen, sitzt fest. Den Rest wiederholen Sie wieder ab Tag 1.',
                en: 'Quick test: what you still know now has stuck. Start the rest again from day 1.',
              },
            },
          ],
        }),
        {
          type: 'callout',
          tone: 'info',
          title: { de: 'Ein Rat, keine feste Regel', en: 'Advice, not a fixed rule' },
          text: {
            de: 'Die Tage sind eine Faustregel. Ein Tag früher oder später ist kein Problem. Wichtig ist: Die Abstände werden länger, und was Sie vergessen haben, wiederholen Sie wieder in kurzen Abständen. Prüfung in weniger als 4 Wochen? Tag 1, 2, 4, 7, dann alle 3–4 Tage bis zur Prüfung.',
            en: 'The days are a rule of thumb. A day earlier or later is no problem. What matters: the gaps get longer, and anything you have forgotten starts again with short gaps. Exam in less than 4 weeks? Day 1, 2, 4, 7, then every 3–4 days until the exam.',
          },
        },
      ],
    },
    {
      id: 'active-recall',
      title: { de: 'Aktiv abrufen statt nur lesen', en: 'Active recall instead of just reading' },
      blocks: [
        {
          type: 'paragraph',
          text: {
            de: 'Wenn Sie eine Liste nur lesen, fühlt sich alles bekannt an. In der Prüfung müssen Sie die Wörter aber selbst finden. Üben Sie deshalb genau das: Holen Sie das Wort aus dem Kopf, bevor Sie die Lösung sehen.',
            en: 'When you only read a list, everything feels familiar. But in the exam you have to find the words yourself. So practise exactly that: get the word out of your head before you look at the answer.',
          },
        },
        {
          type: 'steps',
          items: [
            {
              title: { de: 'Abdecken', en: 'Cover' },
              text: {
                de: 'Decken Sie die deutsche Seite oder Spalte mit einem Blatt ab.',
                en: 'Cover the German side or column with a sheet of paper.',
              },
            },
            {
              title: { de: 'Abrufen', en: 'Recall' },
              text: {
                de: 'Sagen Sie das Wort laut oder schreiben Sie es auf, mit Artikel und Plural.',
                en: 'Say the word aloud or write it down, with article and plural.',
              },
            },
            {
              title: { de: 'Prüfen', en: 'Check' },
              text: {
                de: 'Vergleichen Sie genau: Artikel, Endung, Umlaut, Präposition.',
                en: 'Compare carefully: article, ending, umlaut, preposition.',
              },
            },
            {
              title: { de: 'Markieren', en: 'Mark' },
              text: {
                de: 'Falsch oder unsicher? Markieren Sie es und wiederholen Sie es morgen.',
                en: 'Wrong or unsure? Mark it and review it tomorrow.',
              },
            },
          ],
        },
        {
          type: 'example',
          title: { de: 'Selbsttest mit Lücken', en: 'Self-test with gaps' },
          text: [
            {
              german: '1. Ich freue mich ___ Ihre Antwort.',
              translation: '1. I am looking forward ___ your reply.',
            },
            {
              german: '2. Die ___ (fahren) nach Hamburg dauert vier Stunden.',
              translation: '2. The ___ (fahren) to Hamburg takes four hours.',
            },
            {
              german: '3. Gestern ___ ich leider keine Zeit.',
              translation: '3. Unfortunately I ___ no time yesterday.',
            },
          ],
          steps: [
            {
              prompt: { de: 'Lücke 1: Was fehlt?', en: 'Gap 1: what is missing?' },
              answer: { same: '[[auf]]' },
              reasoning: {
                de: 'Es heißt: sich freuen auf + Akkusativ. Lernen Sie das Verb immer mit Präposition und Kasus, dann müssen Sie nicht raten.',
                en: '[[sich freuen auf]] + accusative. Always learn the verb with its preposition and case, then you do not have to guess.',
              },
            },
            {
              prompt: { de: 'Lücke 2: Welches Nomen passt?', en: 'Gap 2: which noun fits?' },
              answer: { same: '[[Fahrt]]' },
              reasoning: {
                de: 'Vor der Lücke steht „die“, und das Verb „dauert“ ist Singular. Also fehlt ein feminines Nomen aus der Wortfamilie „fahren“: die Fahrt.',
                en: '[[die]] comes before the gap, and the verb [[dauert]] is singular, so a feminine noun from the word family [[fahren]] is missing: [[die Fahrt]] (the journey).',
              },
            },
            {
              prompt: { de: 'Lücke 3: Welche Form?', en: 'Gap 3: which form?' },
              answer: { same: '[[hatte]]' },
              reasoning: {
                de: '„Gestern“ zeigt die Vergangenheit; „haben“ steht dann meist im Präteritum. Wer diese Formen abruft statt nur liest, findet sie auch in der Prüfung.',
                en: '[[Gestern]] (yesterday) means the past; [[haben]] then usually takes the Präteritum. If you recall these forms instead of just reading them, you will find them in the exam too.',
              },
            },
          ],
        },
      ],
    },
    {
      id: 'leitner-box',
      title: { de: 'Die Lernkartei (Leitner-System)', en: 'The flashcard box (Leitner system)' },
      blocks: [
        {
          type: 'paragraph',
          text: {
            de: 'Eine Lernkartei ist ein Kasten mit **5 Fächern**. Jede Karte hat vorn die Übersetzung und hinten das Deutsche. Schwere Karten sehen Sie oft, leichte Karten selten. Eine Lernapp mit Karteikarten funktioniert genauso.',
            en: 'A flashcard box has **5 compartments**. Each card has the translation on the front and the German on the back. You see hard cards often and easy cards rarely. A flashcard app works the same way.',
          },
        },
        table({
          caption: { de: 'Die 5 Fächer', en: 'The 5 compartments' },
          columns: [
            { key: 'box', header: { de: 'Fach', en: 'Compartment' } },
            { key: 'when', header: { de: 'Wiederholen (Faustregel)', en: 'Review (rule of thumb)' } },
          ],
          rows: [
            { box: { same: '1' }, when: { de: 'jeden Tag', en: 'every day' } },
            { box: { same: '2' }, when: { de: 'alle 2 Tage', en: 'every 2 days' } },
            { box: { same: '3' }, when: { de: 'einmal pro Woche', en: 'once a week' } },
            { box: { same: '4' }, when: { de: 'alle 2 Wochen', en: 'every 2 weeks' } },
            {
              box: { same: '5' },
              when: { de: 'einmal im Monat', en: 'once a month' },
            },
          ],
        }),
        {
          type: 'steps',
          items: [
            {
              title: { de: 'Neue Karten', en: 'New cards' },
              text: { de: 'Jede neue Karte kommt in Fach 1.', en: 'Every new card goes into compartment 1.' },
            },
            {
              title: { de: 'Richtig', en: 'Right' },
              text: {
                de: 'Die Karte wandert ein Fach weiter: von 1 nach 2, von 2 nach 3 und so weiter.',
                en: 'The card moves on one compartment: from 1 to 2, from 2 to 3 and so on.',
              },
            },
            {
              title: { de: 'Falsch', en: 'Wrong' },
              text: {
                de: 'Die Karte geht zurück in Fach 1, egal aus welchem Fach sie kommt.',
                en: 'The card goes back to compartment 1, whichever compartment it came from.',
              },
            },
            {
              title: { de: 'Gelernt', en: 'Learned' },
              text: {
                de: 'Wissen Sie eine Karte aus Fach 5, nehmen Sie sie heraus. Kurz vor der Prüfung sehen Sie diese Karten noch einmal durch.',
                en: 'If you know a card from compartment 5, take it out. Shortly before the exam, look through these cards once more.',
              },
            },
          ],
        },
        table({
          caption: { de: 'So sieht eine gute Karte aus', en: 'What a good card looks like' },
          columns: [
            { key: 'type', header: { de: 'Wortart', en: 'Word type' } },
            { key: 'front', header: { de: 'Vorderseite', en: 'Front' }, lang: 'en' },
            { key: 'back', header: { de: 'Rückseite', en: 'Back' }, lang: 'de' },
          ],
          rows: [
            {
              type: { de: 'Nomen', en: 'Noun' },
              front: 'appointment',
              back: 'der Termin, die Termine · Ich habe morgen einen Termin.',
            },
            {
              type: { de: 'Verb', en: 'Verb' },
              front: 'to wait for',
              back: 'warten auf + Akk. · hat gewartet',
              drill: { back: 'to wait for, with the case and the Perfekt' },
            },
            {
              type: { de: 'Redemittel', en: 'Phrase' },
              front: WHAT_WOULD_YOU_SAY,
              back: WAS_HAELTST_DU_DAVON,
            },
          ],
        }),
      ],
    },
    {
      id: 'chunks',
      title: { de: 'Redemittel als Ganzes lernen', en: 'Learning phrases as chunks' },
      blocks: [
        {
          type: 'paragraph',
          text: {
            de: 'Lernen Sie feste Wendungen als einen Baustein, nicht Wort für Wort. Im Baustein steckt die Grammatik schon drin: Nach „Meiner Meinung nach“ kommt direkt das Verb, nach „weil“ steht das Verb am Ende. So sprechen Sie schneller und machen weniger Fehler.',
            en: 'Learn fixed expressions as one chunk, not word by word. The grammar is already inside the chunk: after [[Meiner Meinung nach]] the verb comes straight away, after [[weil]] the verb goes at the end. That way you speak faster and make fewer mistakes.',
          },
        },
        {
          type: 'phrases',
          title: { de: 'Bausteine für die Prüfung', en: 'Chunks for the exam' },
          items: [
            {
              ...VIELEN_DANK_EMAIL,
              tip: { de: 'Schreiben: Einleitung', en: 'Writing: opening line' },
            },
            {
              german: 'Leider kann ich nicht kommen, weil …',
              translation: 'Unfortunately I cannot come because …',
              tip: { de: 'Schreiben: absagen mit Grund', en: 'Writing: declining with a reason' },
            },
            {
              german: 'Ich würde mich über eine schnelle Antwort freuen.',
              translation: 'I would be glad of a quick reply.',
              tip: { de: 'Schreiben: Schluss', en: 'Writing: closing line' },
            },
            {
              german: MIT_FREUNDLICHEN_GRUESSEN,
              translation: 'Kind regards',
              tip: { de: 'Schreiben: Gruß (mit Sie)', en: 'Writing: sign-off (with [[Sie]])' },
            },
            {
              german: 'Ich komme aus … und wohne seit … in …',
              translation: 'I come from … and have been living in … for …',
              tip: {
                de: 'Teil 1, Einander kennenlernen: seit + Präsens',
                en: 'Part 1, Getting to know each other ([[Einander kennenlernen]]): [[seit]] + present tense',
              },
            },
            {
              german: 'Und was machst du in deiner Freizeit?',
              translation: 'And what do you do in your free time?',
              tip: {
                de: 'Teil 1: antworten und zurückfragen',
                en: 'Part 1: answer and ask back',
              },
            },
            {
              german: 'In meinem Text sagt eine Frau, dass …',
              translation: 'In my text a woman says that …',
              tip: {
                de: 'Teil 2, Über ein Thema sprechen: den Text wiedergeben',
                en: 'Part 2, Talking about a topic ([[Über ein Thema sprechen]]): report your text',
              },
            },
            {
              german: MEINER_MEINUNG_NACH,
              translation: 'In my opinion … is …',
              tip: { de: 'Teil 2: Meinung sagen', en: 'Part 2: give your opinion' },
            },
            {
              german: 'Gute Idee! Dann kümmere ich mich um …',
              translation: 'Good idea! Then I will take care of …',
              tip: {
                de: 'Teil 3, Gemeinsam etwas planen: zustimmen und Aufgaben verteilen',
                en: 'Part 3, Planning something together ([[Gemeinsam etwas planen]]): agree and share out tasks',
              },
            },
          ],
        },
        {
          type: 'callout',
          tone: 'tip',
          title: { de: 'So lernen Sie Bausteine', en: 'How to learn chunks' },
          items: [
            {
              de: 'Jeden Baustein laut sprechen, bis er flüssig klingt.',
              en: 'Say each chunk aloud until it sounds fluent.',
            },
            {
              de: 'Den Baustein sofort mit eigenen Informationen ergänzen: „Ich komme aus Syrien und wohne seit zwei Jahren in Bremen.“',
              en: 'Complete the chunk with your own details straight away: [[Ich komme aus Syrien und wohne seit zwei Jahren in Bremen.]] (I come from Syria and have been living in Bremen for two years.)',
            },
            {
              de: 'Mehr Redemittel nach Funktion: Spickzettel „Redemittel für jede Situation“.',
              en: 'More phrases by function: the cheat sheet “Functional Language and Communication”.',
            },
          ],
        },
      ],
    },
    {
      id: 'word-families-articles',
      title: { de: 'Wortfamilien und Artikel', en: 'Word families and articles' },
      blocks: [
        {
          type: 'paragraph',
          text: {
            de: 'Viele Wörter gehören zu einer Wortfamilie. Kennen Sie das Verb, verstehen Sie oft auch die Nomen. Das hilft beim Lesen und in den Sprachbausteinen (Teil 2), wenn Sie ein Wort aus einem Kasten wählen.',
            en: 'Many words belong to one family. If you know the verb, you often understand the nouns too. This helps in reading and in Sprachbausteine (part 2), where you choose a word from a box.',
          },
        },
        table({
          caption: { de: 'Die Wortfamilie fahren', en: 'The word family fahren' },
          columns: [
            { key: 'word', header: { de: 'Wort', en: 'Word' }, lang: 'de' },
            { key: 'type', header: { de: 'Wortart', en: 'Word type' } },
            { key: 'english', header: { de: 'Englisch', en: 'English' }, lang: 'en' },
          ],
          rows: [
            {
              word: 'fahren (fährt, ist gefahren)',
              type: { de: 'Verb', en: 'verb' },
              english: 'to go, to drive',
            },
            {
              word: 'die Fahrt, die Fahrten',
              type: { de: 'Nomen', en: 'noun' },
              english: 'ride, drive (a trip by car, bus or train)',
            },
            {
              word: 'der Fahrer / die Fahrerin',
              type: { de: 'Nomen: Person', en: 'noun: person' },
              english: 'driver',
            },
            {
              word: 'abfahren (fährt ab, ist abgefahren)',
              type: { de: 'trennbares Verb', en: 'separable verb' },
              english: 'to leave, to depart',
              drill: { word: 'to leave, to depart (a train, a bus: ab…)' },
            },
            { word: 'die Abfahrt', type: { de: 'Nomen', en: 'noun' }, english: 'departure' },
            {
              word: 'die Fahrkarte, die Fahrkarten',
              type: { de: 'Nomen: Kompositum', en: 'noun: compound' },
              english: 'ticket',
            },
            {
              word: 'die Erfahrung',
              type: { de: 'Nomen, andere Bedeutung', en: 'noun, different meaning' },
              english: 'experience',
            },
          ],
        }),
        {
          type: 'paragraph',
          text: {
            de: 'Lernen Sie jedes Nomen mit Artikel. Die Tabelle der Endungen, die den Artikel zeigen, und die Tricks mit Farben und Bildern stehen im Spickzettel „Kernwortschatz nach Themen“. So funktionieren die Bilder: Jeder Artikel hat eine Figur (der = ein Mann, die = eine Frau, das = ein Kind). Verbinden Sie jedes neue Nomen in einem lustigen Bild mit seiner Figur.',
            en: 'Learn every noun with its article. The table of endings that show the article, and the tricks with colours and images, are on the cheat sheet “Core Vocabulary by Theme” ([[Kernwortschatz nach Themen]]). The images work like this: each article has a figure ([[der]] = a man, [[die]] = a woman, [[das]] = a child). Link each new noun to its figure in a funny picture.',
          },
        },
        {
          type: 'phrases',
          title: { de: 'Bilder zum Merken', en: 'Images to remember' },
          items: [
            {
              german: 'Der Mann isst seine Suppe mit einem riesigen Löffel.',
              translation: 'The man eats his soup with a huge spoon.',
              tip: { de: 'der Löffel', en: '[[der Löffel]] (spoon)' },
            },
            {
              german: 'Die Frau trägt eine Lampe auf dem Kopf.',
              translation: 'The woman wears a lamp on her head.',
              tip: { de: 'die Lampe', en: '[[die Lampe]] (lamp)' },
            },
            {
              german: 'Das Kind winkt aus dem Fenster.',
              translation: 'The child waves from the window.',
              tip: { de: 'das Fenster', en: '[[das Fenster]] (window)' },
            },
          ],
        },
      ],
    },
    {
      id: 'revising-with-cheat-sheets',
      title: {
        de: 'So wiederholen Sie mit diesen Spickzetteln',
        en: 'How to revise with these cheat sheets',
      },
      blocks: [
        {
          type: 'steps',
          items: [
            {
              title: { de: 'Zuerst „Auf einen Blick“', en: '“At a glance” first' },
              text: {
                de: 'Lesen Sie zuerst die Zusammenfassung oben auf der Seite: Methode, wichtige Redemittel, Zahlen. Danach die Abschnitte, die Sie brauchen.',
                en: 'First read the summary at the top of the page: method, key phrases, figures. Then the sections you need.',
              },
            },
            {
              title: { de: 'Deutsche Spalte abdecken', en: 'Cover the German column' },
              text: {
                de: 'Decken Sie in Tabellen und Redemittel-Listen das Deutsche ab. Lesen Sie die Übersetzung und sagen Sie den deutschen Satz. Dann prüfen Sie.',
                en: 'In tables and phrase lists, cover the German. Read the translation and say the German sentence. Then check.',
              },
            },
            {
              title: { de: 'Ausdrucken und markieren', en: 'Print and mark' },
              text: {
                de: 'Drucken Sie die Seite aus. Markieren Sie, was Sie noch nicht können, und schreiben Sie eigene Beispiele an den Rand.',
                en: 'Print the page. Mark what you cannot do yet and write your own examples in the margin.',
              },
            },
            {
              title: { de: 'Karten schreiben', en: 'Make cards' },
              text: {
                de: 'Was Sie zweimal nicht wussten, kommt als Karte in Fach 1 Ihrer Lernkartei.',
                en: 'Anything you did not know twice goes on a card in compartment 1 of your box.',
              },
            },
            {
              title: { de: 'Kurz vor der Prüfung', en: 'Shortly before the exam' },
              text: {
                de: 'In den letzten Tagen lesen Sie nur noch die Zusammenfassungen und Ihre markierten Stellen. Fangen Sie jetzt nichts Neues mehr an.',
                en: 'In the last few days, read only the summaries and the places you have marked. Do not start anything new now.',
              },
            },
          ],
        },
        table({
          caption: {
            de: 'Was Sie für jeden Prüfungsteil im Kopf haben sollten',
            en: 'What to have in your head for each exam part',
          },
          columns: [
            { key: 'part', header: { de: 'Prüfungsteil', en: 'Exam part' } },
            { key: 'what', header: { de: 'Was?', en: 'What?' } },
            { key: 'how', header: { de: 'Wie lernen?', en: 'How to learn it' } },
          ],
          rows: [
            {
              part: { de: 'Lesen', en: 'Reading' },
              what: {
                de: 'Synonyme und Gegenteile: kostenlos = gratis, billig ↔ teuer',
                en: 'synonyms and opposites: [[kostenlos = gratis]] (free), [[billig ↔ teuer]] (cheap ↔ expensive)',
              },
              how: { de: 'Karten mit Wortpaaren', en: 'cards with word pairs' },
            },
            {
              part: { same: 'Sprachbausteine' },
              what: {
                de: 'Verben mit Präposition und Kasus, Konnektoren, Verbformen',
                en: 'verbs with preposition and case, connectors, verb forms',
              },
              how: {
                de: 'Lückensätze und Tabellen abdecken (Spickzettel „B1-Kerngrammatik“)',
                en: 'gap sentences and covering tables (cheat sheet “B1 Core Grammar”)',
              },
            },
            {
              part: { de: 'Hören', en: 'Listening' },
              what: {
                de: 'Zahlen, Uhrzeiten, Wochentage, Wörter aus Durchsagen',
                en: 'numbers, times, days of the week, words from announcements',
              },
              how: {
                de: 'laut sagen und beim Hören mitschreiben',
                en: 'say them aloud and write them down while listening',
              },
            },
            {
              part: { de: 'Schreiben', en: 'Writing' },
              what: {
                de: 'Bausteine für Anrede, Einleitung, Bitte und Gruß',
                en: 'chunks for greeting, opening, request and sign-off',
              },
              how: {
                de: 'Bausteine auswendig lernen und 2–3 E-Mails pro Woche schreiben, je 30 Minuten',
                en: 'learn the chunks by heart and write 2–3 e-mails a week, 30 minutes each',
              },
            },
            {
              part: { de: 'Sprechen', en: 'Speaking' },
              what: {
                de: 'Redemittel für die drei Teile',
                en: 'phrases for the three parts',
              },
              how: {
                de: 'laut üben, aufnehmen, mit eigenen Informationen ergänzen',
                en: 'practise aloud, record yourself, add your own details',
              },
            },
          ],
        }),
      ],
    },
    {
      id: 'weekly-routine',
      title: { de: 'Ein Wochenplan: etwa eine Stunde am Tag', en: 'A weekly plan: about an hour a day' },
      blocks: [
        {
          type: 'paragraph',
          text: {
            de: 'Regelmäßig ist besser als lang und selten. Unser Rat: an sechs Tagen etwa eine Stunde, sonntags nur die Karten. Davon sind 15–20 Minuten für die Lernkartei (die Fächer, die heute dran sind), der Rest für einen Schwerpunkt. Der Plan zeigt die Schwerpunkte; tauschen Sie die Tage, wie es für Sie passt.',
            en: 'Regular beats long and rare. Our advice: about an hour a day, six days a week, and only the cards on Sunday. 15–20 minutes of it go to your flashcard box (the compartments due today), the rest to one focus. The plan shows the focus for each day; swap the days to suit you.',
          },
        },
        table({
          caption: { de: 'Beispiel für eine Lernwoche', en: 'An example study week' },
          columns: [
            { key: 'day', header: { de: 'Tag', en: 'Day' } },
            { key: 'time', header: { de: 'Zeit (dazu Karten)', en: 'Time (plus cards)' } },
            { key: 'task', header: { de: 'Schwerpunkt', en: 'Focus' } },
          ],
          rows: [
            {
              day: { de: 'Montag', en: 'Monday' },
              time: { de: '40 Minuten', en: '40 minutes' },
              task: {
                de: 'Wortschatz: ein Thema (z. B. Wohnen), 10 neue Wörter mit Artikel, Plural und Beispielsatz auf Karten; zu 3 Verben die Wortfamilie suchen.',
                en: 'Vocabulary: one topic (e.g. housing), 10 new words with article, plural and example sentence on cards; find the word family of 3 verbs.',
              },
            },
            {
              day: { de: 'Dienstag', en: 'Tuesday' },
              time: { de: '40 Minuten', en: '40 minutes' },
              task: {
                de: 'Hören: Texte aus Teil 1 nur einmal, Durchsagen aus Teil 3 zweimal hören, ohne anzuhalten – wie in der Prüfung; unbekannte Wörter auf Karten.',
                en: 'Listening: part 1 texts only once, part 3 announcements twice, without pausing – as in the exam; unknown words on cards.',
              },
            },
            {
              day: { de: 'Mittwoch', en: 'Wednesday' },
              time: { de: '40 Minuten', en: '40 minutes' },
              task: {
                de: 'Eine Übung zum Lesen oder zu den Sprachbausteinen mit der Uhr; unbekannte Wörter auf Karten.',
                en: 'One reading or Sprachbausteine exercise against the clock; unknown words on cards.',
              },
            },
            {
              day: { de: 'Donnerstag', en: 'Thursday' },
              time: { de: '40 Minuten', en: '40 minutes' },
              task: {
                de: 'Redemittel für einen Sprechteil laut üben; sich mit dem Handy aufnehmen und anhören.',
                en: 'Practise the phrases for one speaking part aloud; record yourself on your phone and listen.',
              },
            },
            {
              day: { de: 'Freitag', en: 'Friday' },
              time: { de: '40 Minuten', en: '40 minutes' },
              task: {
                de: 'Eine Übungs-E-Mail mit vier Leitpunkten in 30 Minuten schreiben; dann Fehler suchen.',
                en: 'Write a practice e-mail with four guiding points in 30 minutes; then look for mistakes.',
              },
            },
            {
              day: { de: 'Samstag', en: 'Saturday' },
              time: { de: '40 Minuten', en: '40 minutes' },
              task: {
                de: 'Einen Spickzettel wiederholen: deutsche Spalte abdecken, abrufen, prüfen.',
                en: 'Revise one cheat sheet: cover the German column, recall, check.',
              },
            },
            {
              day: { de: 'Sonntag', en: 'Sunday' },
              time: { de: 'nur Karten (Ruhetag)', en: 'cards only (rest day)' },
              task: {
                de: 'Alle Fächer der Lernkartei, die heute dran sind; die nächste Woche planen.',
                en: 'All compartments of the box that are due today; plan the next week.',
              },
            },
          ],
        }),
        {
          type: 'callout',
          tone: 'tip',
          title: { de: 'Damit der Plan hält', en: 'To make the plan stick' },
          items: [
            {
              de: 'Feste Zeit: zum Beispiel immer im Bus oder nach dem Abendessen.',
              en: 'A fixed time: for example always on the bus or after dinner.',
            },
            {
              de: 'Ein Tag fällt aus? Kein Problem. Machen Sie am nächsten Tag einfach weiter.',
              en: 'Missed a day? No problem. Just carry on the next day.',
            },
            {
              de: 'Einen ausführlichen Lernplan und ein Fehlerprotokoll finden Sie im Spickzettel „Üben mit System“.',
              en: 'A detailed study plan and an error log are in the cheat sheet “Practice and Improvement Framework”.',
            },
          ],
        },
      ],
    },
  ],
  closing: {
    de: 'Ihr Gedächtnis ist besser, als Sie denken: Es braucht nur die richtigen Abstände. Jeden Tag ein bisschen – so kommen Sie sicher zur Prüfung.',
    en: 'Your memory is better than you think: it just needs the right gaps. A little every day will carry you safely to the exam.',
  },
  seoMeta: {
    title: {
      de: 'Lern- und Gedächtnistechniken – telc Deutsch B1',
      en: 'Memory and Learning Techniques – telc Deutsch B1',
    },
    description: {
      de: 'Wörter schneller lernen und länger behalten: Wiederholen mit Abstand, aktives Abrufen, Lernkartei, Redemittel, Wortfamilien und ein Wochenplan für B1.',
      en: 'Learn words faster and keep them longer: spaced repetition, active recall, a flashcard box, chunks, word families and a weekly plan for telc Deutsch B1.',
    },
  },
} satisfies Sheet;
