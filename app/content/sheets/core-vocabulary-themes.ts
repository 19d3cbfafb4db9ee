import { table, type Sheet } from '../sheet-schema';

/** German taught in more than one place on this sheet: written once, used where it is taught. */
const EINEN_TERMIN_VEREINBAREN = 'einen Termin vereinbaren';
const EINE_WOHNUNG_KUENDIGEN = 'eine Wohnung kündigen';
const UM_EINE_STELLE_BEWERBEN = 'sich um eine Stelle bewerben';
const EIN_FORMULAR_AUSFUELLEN = 'ein Formular ausfüllen';
const FUER_EINEN_KURS_ANMELDEN = 'sich für einen Kurs anmelden';

/** The columns of every noun table: noun with article and plural, English. */
const nounColumns = [
  { key: 'noun', header: { de: 'Nomen mit Artikel, Plural', en: 'Noun with article, plural' }, lang: 'de' },
  { key: 'english', header: { de: 'Englisch', en: 'English' }, lang: 'en' },
] as const;

/**
 * Noun rows as learners should learn them, in one line: `die Wohnung, die Wohnungen – flat`.
 * `nur Plural` and `—` (no plural) are said in brackets; a `note` (the n-declension) follows after a dot.
 */
function nouns(rows: { noun: string; plural: string; english: string; note?: string; prompt?: string }[]) {
  return rows.map(({ noun, plural, english, note, prompt }) => ({
    noun:
      (plural === 'nur Plural'
        ? `${noun} (nur Plural)`
        : plural === '—'
          ? `${noun} (kein Plural)`
          : `${noun}, ${plural}`) + (note ? ` · ${note}` : ''),
    english,
    // The drill's prompt, where the English alone has another right answer.
    ...(prompt && { drill: { noun: prompt } }),
  }));
}

/** The columns of every table of verbs and collocations: German, English. */
const verbColumns = [
  { key: 'german', header: { de: 'Verb / Verbindung', en: 'Verb / collocation' }, lang: 'de' },
  { key: 'english', header: { de: 'Englisch', en: 'English' }, lang: 'en' },
] as const;

/** Tips on the oral-exam phrases: which part a sentence is made for. */
const PART_1 = { de: 'Teil 1: über sich erzählen', en: 'Part 1: talking about yourself' };
const PART_2 = { de: 'Teil 2: Meinung mit Grund', en: 'Part 2: an opinion with a reason' };
const PART_2_EXPERIENCE = { de: 'Teil 2: eigene Erfahrung', en: 'Part 2: your own experience' };
const PART_3 = {
  de: 'Teil 3: vorschlagen und Aufgaben verteilen',
  en: 'Part 3: suggesting and sharing tasks',
};

/** The title of each theme's list of sentences for the oral exam. */
const FOR_THE_ORAL_EXAM = { de: 'Für die mündliche Prüfung', en: 'For the oral exam' };

/** Cheat sheet #15: Core Vocabulary by Theme (Kernwortschatz nach Themen). */
export const coreVocabularyThemes = {
  pageTitle: {
    main: { de: 'Kernwortschatz', en: 'Core Vocabulary' },
    highlight: { de: 'nach Themen', en: 'by Theme' },
    subtitle: {
      de: 'Dreizehn Alltagsthemen mit Nomen (Artikel und Plural), Verben, Verbindungen und Sätzen für die mündliche Prüfung.',
      en: 'Thirteen everyday topics: nouns (article and plural), verbs, collocations and sentences for the oral exam.',
    },
  },
  exam: { de: 'Alle Prüfungsteile · Wortschatz', en: 'All exam parts · Vocabulary' },
  summary: {
    method: [
      {
        de: 'Jedes Nomen mit Artikel und Plural lernen: **die Wohnung, die Wohnungen**.',
        en: 'Learn every noun with its article and plural: **[[die Wohnung, die Wohnungen]]**.',
      },
      {
        de: 'Verben in festen Verbindungen lernen: nicht nur „vereinbaren“, sondern „einen Termin vereinbaren“.',
        en: 'Learn verbs in collocations: not just [[vereinbaren]] but [[einen Termin vereinbaren]] (to make an appointment).',
      },
      {
        de: 'Endungen helfen beim Artikel: **-ung, -heit, -keit, -schaft → die**, **-chen → das**. Es gibt Ausnahmen.',
        en: 'Endings help with the article: **[[-ung, -heit, -keit, -schaft → die]]**, **[[-chen → das]]**. There are exceptions.',
      },
      {
        de: 'Bei zusammengesetzten Nomen bestimmt das letzte Wort den Artikel: die Miete + der Vertrag = **der Mietvertrag**.',
        en: 'In compound nouns the last word decides the article: [[die Miete]] + [[der Vertrag]] = **[[der Mietvertrag]]**.',
      },
      {
        de: 'Für jedes Thema zwei eigene Sätze für die mündliche Prüfung vorbereiten.',
        en: 'Prepare two sentences of your own on each topic for the oral exam.',
      },
    ],
    phrases: [
      { german: EINEN_TERMIN_VEREINBAREN, translation: 'to make an appointment' },
      { german: EINE_WOHNUNG_KUENDIGEN, translation: 'to give notice on a flat' },
      { german: UM_EINE_STELLE_BEWERBEN, translation: 'to apply for a job' },
      { german: EIN_FORMULAR_AUSFUELLEN, translation: 'to fill in a form' },
      { german: FUER_EINEN_KURS_ANMELDEN, translation: 'to sign up for a course' },
    ],
    figures: [
      {
        label: { de: 'Sprachbausteine Teil 2', en: 'Sprachbausteine part 2' },
        value: {
          de: '10 Lücken, 15 Wörter (a–o), vor allem Wortschatz; 1,5 Punkte pro Lücke',
          en: '10 gaps, 15 words (a–o), mostly vocabulary; 1.5 points per gap',
        },
      },
      {
        label: { de: 'Wörterbuch', en: 'Dictionary' },
        value: { de: 'in keinem Prüfungsteil erlaubt', en: 'not allowed in any part of the exam' },
      },
      {
        label: { de: 'Bestehen', en: 'Passing' },
        value: {
          de: 'je 60 %: schriftlich 135 von 225 Punkten, mündlich 45 von 75 Punkten',
          en: '60 % of each block: 135 of 225 points written, 45 of 75 points oral',
        },
      },
    ],
  },
  sections: [
    {
      id: 'learning-nouns',
      title: {
        de: 'Nomen lernen: immer mit Artikel und Plural',
        en: 'Learning nouns: always with article and plural',
      },
      blocks: [
        {
          type: 'paragraph',
          text: {
            de: 'Wortschatz brauchen Sie in jedem Prüfungsteil, und ein Wörterbuch ist nicht erlaubt. Jedes Thema unten hat Nomen, Verben mit festen Verbindungen und Sätze für die mündliche Prüfung, markiert nach Teil 1, 2 oder 3.',
            en: 'You need vocabulary in every part of the exam, and dictionaries are not allowed. Each topic below has nouns, verbs with collocations and sentences for the oral exam, marked by part 1, 2 or 3.',
          },
        },
        {
          type: 'callout',
          tone: 'info',
          title: { de: 'So lesen Sie die Tabellen', en: 'How to read the tables' },
          items: [
            {
              de: 'Zuerst steht das Nomen mit Artikel, nach dem Komma der Plural, immer mit „die“. **kein Plural**: Man benutzt den Plural (fast) nie. **nur Plural**: zum Beispiel **die Eltern**.',
              en: 'First comes the noun with its article, after the comma the plural, always with [[die]]. [[kein Plural]]: the plural is (almost) never used. [[nur Plural]]: for example [[die Eltern]] (parents).',
            },
            {
              de: '**n-Dekl.** (n-Deklination): Das Nomen bekommt außer im Nominativ Singular ein -n: der Nachbar → den Nachbarn.',
              en: '[[n-Dekl.]] (n-declension): the noun takes -n in every form except the nominative singular: [[der Nachbar → den Nachbarn]].',
            },
            {
              de: 'Bei unregelmäßigen und trennbaren Verben steht oft das Perfekt in Klammern: umziehen (ist umgezogen).',
              en: 'For irregular and separable verbs the Perfekt is often given in brackets: [[umziehen (ist umgezogen)]].',
            },
          ],
        },
        {
          type: 'callout',
          tone: 'tip',
          title: {
            de: 'Sprachbausteine Teil 2: Verbindungen als Ganzes lernen',
            en: 'Sprachbausteine part 2: learn collocations as a whole',
          },
          text: {
            de: 'In Teil 2 fehlt oft ein Teil einer festen Verbindung: [[einen Antrag ___]] (stellen), [[eine Frist ___]] (einhalten). Lernen Sie die Verbindungen in den Tabellen deshalb als Ganzes, nicht Wort für Wort. Ein gelöstes Beispiel mit Wortkasten steht im Spickzettel „Sprachbausteine: Muster erkennen“.',
            en: 'In part 2 one part of a fixed collocation is often missing: [[einen Antrag ___]] ([[stellen]]), [[eine Frist ___]] ([[einhalten]]). So learn the collocations in the tables as a whole, not word by word. A worked example with a word box is on the cheat sheet “Language Elements Patterns”.',
          },
        },
        table({
          caption: { de: 'Endungen, die den Artikel zeigen', en: 'Endings that signal the article' },
          columns: [
            { key: 'ending', header: { de: 'Endung', en: 'Ending' }, lang: 'de' },
            { key: 'examples', header: { de: 'Beispiele', en: 'Examples' }, lang: 'de' },
            { key: 'english', header: { de: 'Englisch', en: 'English' }, lang: 'en' },
            { key: 'rule', header: { de: 'Wie sicher?', en: 'How reliable?' } },
          ],
          rows: [
            {
              ending: '-ung, -heit, -keit, -schaft → die',
              examples: 'die Zeitung, die Gesundheit, die Möglichkeit, die Freundschaft',
              english: 'newspaper, health, possibility, friendship',
              rule: { de: 'fast immer', en: 'almost always' },
            },
            {
              ending: '-ion, -tät, -ie → die',
              examples: 'die Information, die Universität, die Energie',
              english: 'information, university, energy',
              rule: {
                de: 'fast immer (Ausnahmen: das Knie, das Stadion)',
                en: 'almost always (exceptions: [[das Knie]], [[das Stadion]])',
              },
            },
            {
              ending: '-in (Frauen) → die',
              examples: 'die Lehrerin, die Ärztin',
              english: '(female) teacher, (female) doctor',
              rule: {
                de: 'immer, aber nur bei Personen: der Termin, das Benzin',
                en: 'always, but only for people: [[der Termin]], [[das Benzin]]',
              },
            },
            {
              ending: '-e → die',
              examples: 'die Reise, die Kasse, die Miete',
              english: 'trip, checkout, rent',
              rule: {
                de: 'oft, aber viele Ausnahmen: der Name, der Kollege, das Ende, der Käse',
                en: 'often, but many exceptions: [[der Name]], [[der Kollege]], [[das Ende]], [[der Käse]]',
              },
            },
            {
              ending: '-chen, -lein → das',
              examples: 'das Mädchen, das Brötchen',
              english: 'girl, bread roll',
              rule: { de: 'immer', en: 'always' },
            },
            {
              ending: '-um, -ment → das',
              examples: 'das Museum, das Medikament',
              english: 'museum, medicine',
              rule: {
                de: 'meist (Ausnahmen: der Moment, der Irrtum)',
                en: 'mostly (exceptions: [[der Moment]], [[der Irrtum]])',
              },
            },
            {
              ending: 'Tage, Monate, Jahreszeiten → der',
              examples: 'der Montag, der Mai, der Winter',
              english: 'Monday, May, winter',
              rule: {
                de: 'fast immer (Ausnahme: das Frühjahr)',
                en: 'almost always (exception: [[das Frühjahr]])',
              },
            },
            {
              ending: 'Verb als Nomen → das',
              examples: 'das Essen, das Schwimmen',
              english: 'food, eating; swimming',
              rule: { de: 'immer', en: 'always' },
            },
            {
              ending: '-ling, -ismus → der',
              examples: 'der Frühling, der Tourismus',
              english: 'spring, tourism',
              rule: { de: 'fast immer', en: 'almost always' },
            },
            {
              ending: '-er (Person, Gerät) → der',
              examples: 'der Lehrer, der Computer',
              english: 'teacher, computer',
              rule: {
                de: 'oft, aber: die Mutter, das Zimmer, das Fenster',
                en: 'often, but: [[die Mutter]], [[das Zimmer]], [[das Fenster]]',
              },
            },
          ],
        }),
        {
          type: 'callout',
          tone: 'tip',
          title: { de: 'Drei Tricks für den Artikel', en: 'Three tricks for the article' },
          items: [
            {
              de: '**Farbe:** Schreiben Sie jedes Nomen in der Farbe seines Artikels: der = blau, die = rot, das = grün.',
              en: '**Colour:** write every noun in the colour of its article: [[der]] = blue, [[die]] = red, [[das]] = green.',
            },
            {
              de: '**Bild:** Verbinden Sie jeden Artikel mit einem Bild, zum Beispiel der = ein Mann, die = eine Frau, das = ein Kind. Für „der Schlüssel“ stellen Sie sich einen Mann mit einem riesigen Schlüssel vor.',
              en: '**Image:** link each article to a picture, for example [[der]] = a man, [[die]] = a woman, [[das]] = a child. For [[der Schlüssel]] (key), imagine a man holding a huge key.',
            },
            {
              de: '**Letztes Wort:** Bei zusammengesetzten Nomen bestimmt das letzte Wort den Artikel: das Kranken**haus**, die Kranken**kasse**.',
              en: '**Last word:** in compound nouns the last word decides the article: [[das Krankenhaus]] (hospital), [[die Krankenkasse]] (health insurance fund).',
            },
          ],
        },
        {
          type: 'callout',
          tone: 'warning',
          title: {
            de: 'Ehrlich gesagt: Regeln helfen, aber nicht immer',
            en: 'To be honest: rules help, but not always',
          },
          text: {
            de: 'Die Endungen sind Hilfen, keine Garantie: der Tisch, die Wand, das Bett muss man einfach lernen. Vorsicht bei Fremdwörtern: das Museum → die Museen, das Praktikum → die Praktika, die Firma → die Firmen. Mehr über Lernkarten: Spickzettel „Lern- und Gedächtnistechniken“.',
            en: 'The endings are aids, not a guarantee: [[der Tisch]], [[die Wand]], [[das Bett]] simply have to be learnt. Take care with borrowed words: [[das Museum → die Museen]], [[das Praktikum → die Praktika]], [[die Firma → die Firmen]]. More on flashcards: the cheat sheet “Memory and Learning Techniques”.',
          },
        },
      ],
    },
    {
      id: 'home-and-family',
      title: { de: 'Wohnen · Familie und Beziehungen', en: 'Housing · Family and relationships' },
      blocks: [
        table({
          caption: { de: 'Wohnen: Nomen', en: 'Housing: nouns' },
          columns: nounColumns,
          rows: nouns([
            { noun: 'die Wohnung', plural: 'die Wohnungen', english: 'flat, apartment' },
            { noun: 'die Miete', plural: 'die Mieten', english: 'rent' },
            { noun: 'die Nebenkosten', plural: 'nur Plural', english: 'service charges (heating, water …)' },
            { noun: 'der Mietvertrag', plural: 'die Mietverträge', english: 'tenancy agreement' },
            { noun: 'der Vermieter', plural: 'die Vermieter', english: 'landlord' },
            {
              noun: 'der Nachbar',
              plural: 'die Nachbarn',
              english: 'neighbour',
              note: 'n-Dekl.: den/dem/des Nachbarn',
            },
            { noun: 'die Kaution', plural: 'die Kautionen', english: 'deposit' },
            { noun: 'der Hausmeister', plural: 'die Hausmeister', english: 'caretaker' },
          ]),
        }),
        table({
          caption: { de: 'Wohnen: Verben und Verbindungen', en: 'Housing: verbs and collocations' },
          columns: verbColumns,
          rows: [
            { german: EINE_WOHNUNG_KUENDIGEN, english: 'to give notice on a flat' },
            { german: 'umziehen (ist umgezogen)', english: 'to move house' },
            { german: 'einen Mietvertrag unterschreiben', english: 'to sign a tenancy agreement' },
            { german: 'sich beim Vermieter beschweren', english: 'to complain to the landlord' },
            { german: 'Die Heizung funktioniert nicht.', english: 'The heating isn’t working.' },
            { german: 'Rücksicht auf die Nachbarn nehmen', english: 'to be considerate of the neighbours' },
          ],
        }),
        table({
          caption: { de: 'Familie und Beziehungen: Nomen', en: 'Family and relationships: nouns' },
          columns: nounColumns,
          rows: nouns([
            { noun: 'die Eltern', plural: 'nur Plural', english: 'parents' },
            { noun: 'die Geschwister', plural: 'nur Plural', english: 'brothers and sisters, siblings' },
            {
              noun: 'der Partner / die Partnerin',
              plural: 'die Partner / die Partnerinnen',
              english: 'partner',
            },
            { noun: 'die Beziehung', plural: 'die Beziehungen', english: 'relationship' },
            { noun: 'die Hochzeit', plural: 'die Hochzeiten', english: 'wedding' },
            { noun: 'die Scheidung', plural: 'die Scheidungen', english: 'divorce' },
            { noun: 'der Kindergarten', plural: 'die Kindergärten', english: 'nursery school' },
            { noun: 'die Erziehung', plural: '—', english: 'upbringing, parenting' },
          ]),
        }),
        table({
          caption: {
            de: 'Familie und Beziehungen: Verben und Verbindungen',
            en: 'Family and relationships: verbs and collocations',
          },
          columns: verbColumns,
          rows: [
            { german: 'heiraten / verheiratet sein', english: 'to get married / be married' },
            { german: 'sich trennen / sich scheiden lassen', english: 'to separate / get divorced' },
            { german: 'Kinder erziehen', english: 'to bring up children' },
            { german: 'sich um die Kinder kümmern', english: 'to look after the children' },
            { german: 'sich gut mit jemandem verstehen', english: 'to get on well with someone' },
            { german: 'Kontakt halten (mit + Dativ)', english: 'to keep in touch (with)' },
          ],
        }),
        {
          type: 'phrases',
          title: FOR_THE_ORAL_EXAM,
          items: [
            {
              german: 'Ich wohne mit meiner Familie in einer Dreizimmerwohnung am Stadtrand.',
              translation: 'I live with my family in a three-room flat on the edge of town.',
              tip: PART_1,
            },
            {
              german: 'Ich wohne lieber in der Stadt, weil dort alles in der Nähe ist.',
              translation: 'I prefer living in town because everything is close by there.',
              tip: PART_2,
            },
            {
              german: 'In meinem Heimatland wohnen oft drei Generationen in einem Haus.',
              translation: 'In my home country, three generations often live in one house.',
              tip: PART_2_EXPERIENCE,
            },
          ],
        },
      ],
    },
    {
      id: 'work-and-education',
      title: { de: 'Arbeit · Ausbildung und Kurse', en: 'Work · Education and courses' },
      blocks: [
        table({
          caption: { de: 'Arbeit: Nomen', en: 'Work: nouns' },
          columns: nounColumns,
          rows: nouns([
            { noun: 'die Stelle', plural: 'die Stellen', english: 'job, position' },
            { noun: 'die Firma', plural: 'die Firmen', english: 'company' },
            { noun: 'die Bewerbung', plural: 'die Bewerbungen', english: 'job application' },
            {
              noun: 'das Vorstellungsgespräch',
              plural: 'die Vorstellungsgespräche',
              english: 'job interview',
            },
            { noun: 'der Lebenslauf', plural: 'die Lebensläufe', english: 'CV' },
            { noun: 'der Arbeitsvertrag', plural: 'die Arbeitsverträge', english: 'employment contract' },
            { noun: 'das Gehalt', plural: 'die Gehälter', english: 'salary' },
            {
              noun: 'der Kollege / die Kollegin',
              plural: 'die Kollegen / die Kolleginnen',
              english: 'colleague',
              note: 'n-Dekl.: den/dem/des Kollegen',
            },
          ]),
        }),
        table({
          caption: { de: 'Arbeit: Verben und Verbindungen', en: 'Work: verbs and collocations' },
          columns: verbColumns,
          rows: [
            { german: UM_EINE_STELLE_BEWERBEN, english: 'to apply for a job' },
            { german: 'Überstunden machen', english: 'to work overtime' },
            { german: 'im Schichtdienst arbeiten', english: 'to work shifts' },
            { german: 'Urlaub beantragen', english: 'to apply for leave' },
            { german: 'sich krankmelden (hat sich krankgemeldet)', english: 'to call in sick' },
            { german: 'kündigen / die Kündigung bekommen', english: 'to resign / be given notice' },
          ],
        }),
        table({
          caption: { de: 'Ausbildung und Kurse: Nomen', en: 'Education and courses: nouns' },
          columns: nounColumns,
          rows: nouns([
            { noun: 'die Ausbildung', plural: 'die Ausbildungen', english: 'vocational training' },
            { noun: 'die Weiterbildung', plural: 'die Weiterbildungen', english: 'further training' },
            {
              noun: 'die Volkshochschule',
              plural: 'die Volkshochschulen',
              english: 'adult education centre',
            },
            { noun: 'die Anmeldung', plural: 'die Anmeldungen', english: 'registration' },
            {
              noun: 'der Teilnehmer / die Teilnehmerin',
              plural: 'die Teilnehmer / die Teilnehmerinnen',
              english: 'participant',
            },
            { noun: 'das Zeugnis', plural: 'die Zeugnisse', english: 'certificate, school report' },
            { noun: 'der Abschluss', plural: 'die Abschlüsse', english: 'qualification, degree' },
            { noun: 'das Praktikum', plural: 'die Praktika', english: 'internship, work placement' },
          ]),
        }),
        table({
          caption: {
            de: 'Ausbildung und Kurse: Verben und Verbindungen',
            en: 'Education and courses: verbs and collocations',
          },
          columns: verbColumns,
          rows: [
            { german: FUER_EINEN_KURS_ANMELDEN, english: 'to sign up for a course' },
            { german: 'an einem Kurs teilnehmen (hat teilgenommen)', english: 'to take part in a course' },
            { german: 'eine Prüfung machen / bestehen (hat bestanden)', english: 'to take / pass an exam' },
            { german: 'durch eine Prüfung fallen (ist durchgefallen)', english: 'to fail an exam' },
            { german: 'eine Ausbildung machen (als …)', english: 'to train (as a …)' },
            { german: 'ein Zeugnis anerkennen lassen', english: 'to have a certificate recognised' },
          ],
        }),
        {
          type: 'phrases',
          title: FOR_THE_ORAL_EXAM,
          items: [
            {
              german: 'Ich arbeite seit zwei Jahren als Verkäuferin in einem Supermarkt.',
              translation: 'I have been working as a sales assistant in a supermarket for two years.',
              tip: PART_1,
            },
            {
              german: 'Für mich ist ein gutes Arbeitsklima wichtiger als ein hohes Gehalt.',
              translation: 'For me, a good working atmosphere is more important than a high salary.',
              tip: PART_2,
            },
            {
              german: 'Nach dem Kurs möchte ich eine Ausbildung als Elektriker machen.',
              translation: 'After the course I would like to train as an electrician.',
              tip: PART_1,
            },
          ],
        },
      ],
    },
    {
      id: 'health-and-services',
      title: { de: 'Gesundheit · Ämter und Dienstleistungen', en: 'Health · Authorities and services' },
      blocks: [
        table({
          caption: { de: 'Gesundheit: Nomen', en: 'Health: nouns' },
          columns: nounColumns,
          rows: nouns([
            { noun: 'die Praxis', plural: 'die Praxen', english: 'doctor’s surgery, practice' },
            { noun: 'das Rezept', plural: 'die Rezepte', english: 'prescription; recipe' },
            {
              noun: 'das Medikament',
              plural: 'die Medikamente',
              english: 'medicine',
              prompt: 'medicine, medication (das M…)',
            },
            { noun: 'das Krankenhaus', plural: 'die Krankenhäuser', english: 'hospital' },
            { noun: 'die Krankenkasse', plural: 'die Krankenkassen', english: 'health insurance fund' },
            { noun: 'der Schmerz', plural: 'die Schmerzen', english: 'pain' },
            { noun: 'die Erkältung', plural: 'die Erkältungen', english: 'cold' },
            { noun: 'der Notfall', plural: 'die Notfälle', english: 'emergency' },
          ]),
        }),
        table({
          caption: { de: 'Gesundheit: Verben und Verbindungen', en: 'Health: verbs and collocations' },
          columns: verbColumns,
          rows: [
            { german: EINEN_TERMIN_VEREINBAREN, english: 'to make an appointment' },
            { german: 'einen Termin absagen / verschieben', english: 'to cancel / postpone an appointment' },
            { german: 'Fieber / Kopfschmerzen haben', english: 'to have a temperature / a headache' },
            { german: 'ein Medikament einnehmen (hat eingenommen)', english: 'to take a medicine' },
            { german: 'ein Rezept bekommen', english: 'to get a prescription' },
            { german: 'sich untersuchen lassen', english: 'to have a check-up' },
          ],
        }),
        table({
          caption: { de: 'Ämter und Dienstleistungen: Nomen', en: 'Authorities and services: nouns' },
          columns: nounColumns,
          rows: nouns([
            { noun: 'das Amt', plural: 'die Ämter', english: 'office, authority' },
            { noun: 'die Behörde', plural: 'die Behörden', english: 'public authority' },
            { noun: 'das Formular', plural: 'die Formulare', english: 'form' },
            { noun: 'der Antrag', plural: 'die Anträge', english: 'application' },
            {
              noun: 'die Bescheinigung',
              plural: 'die Bescheinigungen',
              english: 'certificate, written confirmation',
              prompt: 'certificate, written confirmation (die Besch…)',
            },
            { noun: 'der Ausweis', plural: 'die Ausweise', english: 'ID card' },
            { noun: 'die Unterschrift', plural: 'die Unterschriften', english: 'signature' },
            { noun: 'die Versicherung', plural: 'die Versicherungen', english: 'insurance' },
          ]),
        }),
        table({
          caption: {
            de: 'Ämter und Dienstleistungen: Verben und Verbindungen',
            en: 'Authorities and services: verbs and collocations',
          },
          columns: verbColumns,
          rows: [
            { german: EIN_FORMULAR_AUSFUELLEN, english: 'to fill in a form' },
            { german: 'einen Antrag stellen', english: 'to submit an application' },
            {
              german: 'sich beim Bürgeramt anmelden',
              english: 'to register your address at the local office',
            },
            { german: 'ein Konto eröffnen', english: 'to open an account' },
            { german: 'Geld überweisen / abheben (hat abgehoben)', english: 'to transfer / withdraw money' },
            { german: 'eine Frist einhalten', english: 'to meet a deadline' },
          ],
        }),
        {
          type: 'phrases',
          title: FOR_THE_ORAL_EXAM,
          items: [
            {
              german: 'Beim Facharzt muss man oft lange auf einen Termin warten. Das finde ich schwierig.',
              translation:
                'You often have to wait a long time for an appointment with a specialist. I find that hard.',
              tip: PART_2,
            },
            {
              german: 'Am Anfang waren die Formulare beim Amt für mich sehr schwierig.',
              translation: 'At the beginning, the forms at the authorities were very difficult for me.',
              tip: PART_2_EXPERIENCE,
            },
            {
              german: 'Ich finde es praktisch, wenn man Anträge online stellen kann.',
              translation: 'I find it practical when you can submit applications online.',
              tip: PART_2,
            },
          ],
        },
      ],
    },
    {
      id: 'leisure-and-shopping',
      title: { de: 'Freizeit und Reisen · Einkaufen', en: 'Free time and travel · Shopping' },
      blocks: [
        table({
          caption: { de: 'Freizeit und Reisen: Nomen', en: 'Free time and travel: nouns' },
          columns: nounColumns,
          rows: nouns([
            { noun: 'der Verein', plural: 'die Vereine', english: 'club, society' },
            { noun: 'der Ausflug', plural: 'die Ausflüge', english: 'outing, day trip' },
            { noun: 'das Museum', plural: 'die Museen', english: 'museum' },
            { noun: 'die Reise', plural: 'die Reisen', english: 'journey, trip' },
            { noun: 'der Urlaub', plural: 'die Urlaube', english: 'holiday; leave from work' },
            { noun: 'die Fahrkarte', plural: 'die Fahrkarten', english: 'ticket' },
            { noun: 'die Unterkunft', plural: 'die Unterkünfte', english: 'accommodation' },
            {
              noun: 'die Sehenswürdigkeit',
              plural: 'die Sehenswürdigkeiten',
              english: 'sight, place of interest',
            },
          ]),
        }),
        table({
          caption: {
            de: 'Freizeit und Reisen: Verben und Verbindungen',
            en: 'Free time and travel: verbs and collocations',
          },
          columns: verbColumns,
          rows: [
            { german: 'Mitglied in einem Verein werden', english: 'to join a club' },
            {
              german: 'sich mit Freunden treffen',
              english: 'to meet friends',
              drill: { german: 'to meet friends (with sich)' },
            },
            { german: 'einen Ausflug machen', english: 'to go on an outing' },
            { german: 'eine Reise buchen', english: 'to book a trip' },
            { german: 'ein Zimmer reservieren', english: 'to reserve a room' },
            { german: 'in Köln umsteigen (ist umgestiegen)', english: 'to change (trains) in Cologne' },
          ],
        }),
        table({
          caption: { de: 'Einkaufen: Nomen', en: 'Shopping: nouns' },
          columns: nounColumns,
          rows: nouns([
            { noun: 'das Geschäft', plural: 'die Geschäfte', english: 'shop; business' },
            { noun: 'das Angebot', plural: 'die Angebote', english: 'offer' },
            { noun: 'der Rabatt', plural: 'die Rabatte', english: 'discount' },
            { noun: 'die Kasse', plural: 'die Kassen', english: 'checkout, till' },
            { noun: 'die Quittung', plural: 'die Quittungen', english: 'receipt' },
            { noun: 'die Rechnung', plural: 'die Rechnungen', english: 'bill, invoice' },
            { noun: 'die Bestellung', plural: 'die Bestellungen', english: 'order' },
            { noun: 'die Lieferung', plural: 'die Lieferungen', english: 'delivery' },
          ]),
        }),
        table({
          caption: { de: 'Einkaufen: Verben und Verbindungen', en: 'Shopping: verbs and collocations' },
          columns: verbColumns,
          rows: [
            { german: 'etwas online bestellen', english: 'to order something online' },
            { german: 'bar / mit Karte bezahlen', english: 'to pay cash / by card' },
            { german: 'im Angebot sein', english: 'to be on special offer' },
            { german: 'etwas umtauschen (hat umgetauscht)', english: 'to exchange something' },
            { german: 'etwas zurückschicken', english: 'to send something back' },
            { german: 'eine Ware reklamieren', english: 'to complain about a faulty item' },
          ],
        }),
        {
          type: 'phrases',
          title: FOR_THE_ORAL_EXAM,
          items: [
            {
              german: 'In meiner Freizeit spiele ich Fußball in einem Verein.',
              translation: 'In my free time I play football in a club.',
              tip: PART_1,
            },
            {
              german: 'Am liebsten mache ich Urlaub am Meer, weil ich mich dort gut erholen kann.',
              translation: 'I like holidays by the sea best because I can relax well there.',
              tip: PART_2,
            },
            {
              german: 'Kleidung kaufe ich lieber im Geschäft, weil ich sie dort anprobieren kann.',
              translation: 'I prefer buying clothes in a shop because I can try them on there.',
              tip: PART_2,
            },
          ],
        },
      ],
    },
    {
      id: 'food-and-celebrations',
      title: {
        de: 'Essen und Ernährung · Feste und Einladungen',
        en: 'Food and diet · Parties and invitations',
      },
      blocks: [
        table({
          caption: { de: 'Essen und Ernährung: Nomen', en: 'Food and diet: nouns' },
          columns: nounColumns,
          rows: nouns([
            {
              noun: 'das Lebensmittel',
              plural: 'die Lebensmittel',
              english: 'food item; (plural) groceries',
            },
            { noun: 'die Ernährung', plural: '—', english: 'diet, nutrition' },
            { noun: 'die Mahlzeit', plural: 'die Mahlzeiten', english: 'meal' },
            { noun: 'das Gericht', plural: 'die Gerichte', english: 'dish' },
            { noun: 'die Zutat', plural: 'die Zutaten', english: 'ingredient' },
            { noun: 'das Gemüse', plural: '—', english: 'vegetables' },
            { noun: 'die Kantine', plural: 'die Kantinen', english: 'canteen' },
          ]),
        }),
        table({
          caption: {
            de: 'Essen und Ernährung: Verben und Verbindungen',
            en: 'Food and diet: verbs and collocations',
          },
          columns: verbColumns,
          rows: [
            { german: 'sich gesund ernähren', english: 'to eat healthily' },
            { german: 'selbst kochen / Essen bestellen', english: 'to cook for yourself / order food' },
            { german: 'auf Fleisch verzichten', english: 'to do without meat' },
            { german: 'einen Tisch reservieren', english: 'to book a table' },
          ],
        }),
        table({
          caption: { de: 'Feste und Einladungen: Nomen', en: 'Parties and invitations: nouns' },
          columns: nounColumns,
          rows: nouns([
            {
              noun: 'das Fest',
              plural: 'die Feste',
              english: 'party, festival',
              prompt: 'celebration, party (das F…)',
            },
            { noun: 'die Einladung', plural: 'die Einladungen', english: 'invitation' },
            { noun: 'der Gast', plural: 'die Gäste', english: 'guest' },
            { noun: 'das Geschenk', plural: 'die Geschenke', english: 'present' },
            { noun: 'der Glückwunsch', plural: 'die Glückwünsche', english: 'congratulations' },
            { noun: 'der Feiertag', plural: 'die Feiertage', english: 'public holiday' },
          ]),
        }),
        table({
          caption: {
            de: 'Feste und Einladungen: Verben und Verbindungen',
            en: 'Parties and invitations: verbs and collocations',
          },
          columns: verbColumns,
          rows: [
            { german: 'ein Fest organisieren', english: 'to organise a party' },
            { german: 'Gäste einladen (hat eingeladen)', english: 'to invite guests' },
            {
              german: 'eine Einladung annehmen (hat angenommen) / absagen',
              english: 'to accept / decline an invitation',
            },
            { german: 'jemandem zum Geburtstag gratulieren', english: 'to wish someone a happy birthday' },
            { german: 'Geld für ein Geschenk sammeln', english: 'to collect money for a present' },
          ],
        }),
        {
          type: 'phrases',
          title: FOR_THE_ORAL_EXAM,
          items: [
            {
              german: 'In der Woche esse ich mittags in der Kantine, am Wochenende koche ich selbst.',
              translation:
                'During the week I eat in the canteen at lunchtime; at the weekend I cook for myself.',
              tip: PART_1,
            },
            {
              german: 'Ich finde es wichtig, dass Kinder in der Schule ein gesundes Mittagessen bekommen.',
              translation: 'I think it’s important that children get a healthy lunch at school.',
              tip: PART_2,
            },
            {
              german: 'Wir könnten Geld sammeln und unserer Kollegin einen Gutschein schenken.',
              translation: 'We could collect money and give our colleague a voucher.',
              tip: PART_3,
            },
            {
              german: 'Ich kann die Getränke besorgen. Kümmerst du dich um den Kuchen?',
              translation: 'I can get the drinks. Will you take care of the cake?',
              tip: PART_3,
            },
          ],
        },
      ],
    },
    {
      id: 'transport-and-weather',
      title: { de: 'Verkehr, Durchsagen und Wetter', en: 'Transport, announcements and weather' },
      blocks: [
        table({
          caption: { de: 'Verkehr und Wetter: Nomen', en: 'Transport and weather: nouns' },
          columns: nounColumns,
          rows: nouns([
            { noun: 'das Gleis', plural: 'die Gleise', english: 'track (Gleis 5 = platform 5)' },
            { noun: 'die Durchsage', plural: 'die Durchsagen', english: 'announcement' },
            { noun: 'die Verspätung', plural: 'die Verspätungen', english: 'delay' },
            { noun: 'die Haltestelle', plural: 'die Haltestellen', english: 'stop (bus, tram)' },
            { noun: 'die Baustelle', plural: 'die Baustellen', english: 'roadworks; building site' },
            { noun: 'die Umleitung', plural: 'die Umleitungen', english: 'diversion' },
            { noun: 'der Stau', plural: 'die Staus', english: 'traffic jam' },
            { noun: 'der Wetterbericht', plural: 'die Wetterberichte', english: 'weather report' },
            { noun: 'das Gewitter', plural: 'die Gewitter', english: 'thunderstorm' },
          ]),
        }),
        table({
          caption: {
            de: 'Verkehr und Wetter: Verben und Verbindungen',
            en: 'Transport and weather: verbs and collocations',
          },
          columns: verbColumns,
          rows: [
            { german: 'Der Zug hat Verspätung.', english: 'The train is late.' },
            { german: 'Der Zug fällt aus (ist ausgefallen).', english: 'The train is cancelled.' },
            { german: 'Die Linie 5 fährt eine Umleitung.', english: 'Line 5 is taking a diversion.' },
            { german: 'im Stau stehen', english: 'to be stuck in a traffic jam' },
            { german: 'Es ist bewölkt / regnerisch / sonnig.', english: 'It is cloudy / rainy / sunny.' },
            { german: 'Es wird bis zu 25 Grad warm.', english: 'It will get up to 25 degrees.' },
          ],
        }),
        {
          type: 'phrases',
          title: { de: 'Für Hören Teil 3 und das Gespräch', en: 'For listening part 3 and the conversation' },
          items: [
            {
              german: 'Achtung an Gleis 3: Der Regionalexpress nach Köln hat etwa zehn Minuten Verspätung.',
              translation:
                'Attention on platform 3: the regional express to Cologne is about ten minutes late.',
              tip: { de: 'Hören Teil 3: Durchsage', en: 'Listening part 3: announcement' },
            },
            {
              german: 'Morgen wird es im Norden bewölkt, im Süden gibt es am Nachmittag Gewitter.',
              translation:
                'Tomorrow it will be cloudy in the north; in the south there will be thunderstorms in the afternoon.',
              tip: { de: 'Hören Teil 3: Wetterbericht', en: 'Listening part 3: weather report' },
            },
            {
              german: 'Ich fahre lieber mit der Bahn als mit dem Auto, weil ich nicht gern im Stau stehe.',
              translation:
                'I prefer going by train to going by car because I don’t like being stuck in traffic.',
              tip: PART_2,
            },
          ],
        },
      ],
    },
    {
      id: 'media-and-environment',
      title: { de: 'Medien und Technik · Umwelt', en: 'Media and technology · Environment' },
      blocks: [
        table({
          caption: { de: 'Medien und Technik: Nomen', en: 'Media and technology: nouns' },
          columns: nounColumns,
          rows: nouns([
            { noun: 'das Gerät', plural: 'die Geräte', english: 'device, appliance' },
            { noun: 'der Bildschirm', plural: 'die Bildschirme', english: 'screen' },
            { noun: 'das Ladegerät', plural: 'die Ladegeräte', english: 'charger' },
            { noun: 'das Passwort', plural: 'die Passwörter', english: 'password' },
            { noun: 'die Nachricht', plural: 'die Nachrichten', english: 'message; (plural) the news' },
            { noun: 'die Sendung', plural: 'die Sendungen', english: 'programme (TV, radio)' },
            { noun: 'das soziale Netzwerk', plural: 'die sozialen Netzwerke', english: 'social network' },
            { noun: 'der Datenschutz', plural: '—', english: 'data protection' },
          ]),
        }),
        table({
          caption: {
            de: 'Medien und Technik: Verben und Verbindungen',
            en: 'Media and technology: verbs and collocations',
          },
          columns: verbColumns,
          rows: [
            { german: 'eine Nachricht schicken', english: 'to send a message' },
            {
              german: 'eine App herunterladen (lädt herunter, hat heruntergeladen)',
              english: 'to download an app',
            },
            { german: 'das Handy aufladen', english: 'to charge the phone' },
            { german: 'sich mit dem Passwort anmelden', english: 'to log in with your password' },
            { german: 'im Internet nach etwas suchen', english: 'to search the internet for something' },
            { german: 'Der Computer ist abgestürzt.', english: 'The computer has crashed.' },
          ],
        }),
        table({
          caption: { de: 'Umwelt: Nomen', en: 'Environment: nouns' },
          columns: nounColumns,
          rows: nouns([
            { noun: 'die Umwelt', plural: '—', english: 'environment' },
            { noun: 'der Müll', plural: '—', english: 'rubbish' },
            { noun: 'die Verpackung', plural: 'die Verpackungen', english: 'packaging' },
            { noun: 'die Pfandflasche', plural: 'die Pfandflaschen', english: 'deposit bottle' },
            {
              noun: 'die Energie',
              plural: 'die Energien',
              english: 'energy (erneuerbare Energien: renewable energy)',
            },
            { noun: 'der Strom', plural: '—', english: 'electricity' },
            { noun: 'der Klimawandel', plural: '—', english: 'climate change' },
            {
              noun: 'das öffentliche Verkehrsmittel',
              plural: 'die öffentlichen Verkehrsmittel',
              english: 'means of public transport',
            },
          ]),
        }),
        table({
          caption: { de: 'Umwelt: Verben und Verbindungen', en: 'Environment: verbs and collocations' },
          columns: verbColumns,
          rows: [
            { german: 'den Müll trennen', english: 'to separate the rubbish' },
            { german: 'Energie / Strom sparen', english: 'to save energy / electricity' },
            { german: 'Plastik vermeiden', english: 'to avoid plastic' },
            { german: 'die Umwelt schützen', english: 'to protect the environment' },
            {
              german: 'Pfandflaschen zurückbringen (hat zurückgebracht)',
              english: 'to take deposit bottles back',
            },
            { german: 'Lebensmittel wegwerfen (hat weggeworfen)', english: 'to throw food away' },
          ],
        }),
        {
          type: 'phrases',
          title: FOR_THE_ORAL_EXAM,
          items: [
            {
              german: 'Meiner Meinung nach sollten Kinder nicht zu viel Zeit vor dem Bildschirm verbringen.',
              translation: 'In my opinion, children should not spend too much time in front of a screen.',
              tip: PART_2,
            },
            {
              german: 'Ich trenne meinen Müll und fahre fast immer mit dem Fahrrad zur Arbeit.',
              translation: 'I separate my rubbish and almost always cycle to work.',
              tip: PART_2_EXPERIENCE,
            },
            {
              german: 'Jeder kann etwas für die Umwelt tun, zum Beispiel weniger Plastik kaufen.',
              translation: 'Everyone can do something for the environment, for example buy less plastic.',
              tip: PART_2,
            },
          ],
        },
      ],
    },
    {
      id: 'opinion-adjectives',
      title: { de: 'Adjektive für die Meinung', en: 'Adjectives for giving your opinion' },
      blocks: [
        {
          type: 'paragraph',
          text: {
            de: 'In Teil 2 und in der E-Mail begründen Sie Ihre Meinung oft mit einem Adjektiv. Lernen Sie das Gegenteil gleich mit: [[Das ist zwar praktisch, aber ziemlich teuer.]]',
            en: 'In part 2 and in the e-mail you often give a reason for your opinion with an adjective. Learn the opposite at the same time: [[Das ist zwar praktisch, aber ziemlich teuer.]] (It’s practical, admittedly, but rather expensive.)',
          },
        },
        table({
          caption: { de: 'Adjektive und ihr Gegenteil', en: 'Adjectives and their opposites' },
          columns: [
            { key: 'german', header: { de: 'Adjektiv ↔ Gegenteil', en: 'Adjective ↔ opposite' }, lang: 'de' },
            { key: 'english', header: { de: 'Englisch', en: 'English' }, lang: 'en' },
          ],
          rows: [
            { german: 'praktisch ↔ unpraktisch', english: 'practical ↔ impractical' },
            { german: 'bequem ↔ umständlich', english: 'convenient, comfortable ↔ awkward, complicated' },
            { german: 'einfach ↔ schwierig', english: 'easy ↔ difficult' },
            { german: 'wichtig ↔ unwichtig', english: 'important ↔ unimportant' },
            { german: 'gesund ↔ ungesund', english: 'healthy ↔ unhealthy' },
            {
              german: 'günstig ↔ teuer',
              english: 'cheap, good value ↔ expensive',
              drill: { german: 'cheap, good value ↔ expensive (g… ↔ t…)' },
            },
            {
              german: 'umweltfreundlich ↔ umweltschädlich',
              english: 'eco-friendly ↔ bad for the environment',
            },
            { german: 'zuverlässig ↔ unzuverlässig', english: 'reliable ↔ unreliable' },
            { german: 'sinnvoll ↔ sinnlos', english: 'sensible, worthwhile ↔ pointless' },
            { german: 'sicher ↔ gefährlich', english: 'safe ↔ dangerous' },
            { german: 'interessant ↔ langweilig', english: 'interesting ↔ boring' },
          ],
        }),
      ],
    },
  ],
  closing: {
    de: 'Lernen Sie jeden Tag ein paar Wörter – immer mit Artikel, Plural und einer festen Verbindung. So wächst Ihr Wortschatz Schritt für Schritt, und Sie finden in der Prüfung schneller das richtige Wort.',
    en: 'Learn a few words every day – always with article, plural and a collocation. That way your vocabulary grows step by step, and in the exam you find the right word faster.',
  },
  seoMeta: {
    title: {
      de: 'Kernwortschatz nach Themen – telc Deutsch B1',
      en: 'Core Vocabulary by Theme – telc Deutsch B1',
    },
    description: {
      de: 'B1-Wortschatz nach Themen für telc Deutsch B1: Nomen mit Artikel und Plural, Verben, feste Verbindungen und Sätze für die mündliche Prüfung.',
      en: 'B1 vocabulary by theme: nouns with article and plural, verbs, collocations and ready sentences for the telc Deutsch B1 oral exam.',
    },
  },
} satisfies Sheet;
