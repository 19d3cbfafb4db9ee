import { table, type Sheet } from '../sheet-schema';

/** German taught in more than one place on this sheet: written once, used where it is taught. */
const FREUE_MICH_AUF_ANTWORT = {
  german: 'Ich freue mich auf Ihre Antwort.',
  translation: 'I look forward to your reply.',
} as const;
const EINE_KEINE_MEINE = 'eine · keine · meine';
const EINEM_KEINEM_MEINEM = 'einem · keinem · meinem';
const EINER_KEINER_MEINER = 'einer · keiner · meiner';
const EINES_KEINES_MEINES = 'eines · keines · meines … -s';
const DIE_KLEINE_KUECHE = 'die klein**e** Küche';
/** The greeting whose endings the letter tip teaches (its drill card says whom it greets). */
const GREETING_ENDINGS = 'Lieb**er** Herr Klein, / Lieb**e** Frau Weber,';
const DER_KLEINEN_KUECHE = 'der klein**en** Küche';
const DIE_KLEINEN_KINDER = 'die klein**en** Kinder';
const EINE_KLEINE_KUECHE = 'eine klein**e** Küche';
const EINER_KLEINEN_KUECHE = 'einer klein**en** Küche';
const KEINE_KLEINEN_KINDER = 'keine klein**en** Kinder';
const EIN_KLEINES_KIND = 'ein klein**es** Kind';
const FRISCHE_BROETCHEN = 'frisch**e** Brötchen';
const FAST_NUR_PRAETERITUM = '(fast nur Präteritum)';

/** The four cases as row labels of the grammar tables. */
const NOMINATIV = { de: 'Nominativ', en: 'nominative' };
const AKKUSATIV = { de: 'Akkusativ', en: 'accusative' };
const DATIV = { de: 'Dativ', en: 'dative' };
const GENITIV = { de: 'Genitiv', en: 'genitive' };

/** The caption of both tables of subordinate clauses (word order, then the connectors). */
const NEBENSATZ_VERB_AM_ENDE = {
  de: 'Nebensatz: Das konjugierte Verb steht am Ende',
  en: 'Subordinate clause: the conjugated verb goes at the end',
};

/** The columns of every table by case and gender. */
const GENDER_COLUMNS = [
  { key: 'case', header: { de: 'Kasus', en: 'Case' } },
  { key: 'masc', header: { de: 'maskulin', en: 'masculine' }, lang: 'de' },
  { key: 'fem', header: { de: 'feminin', en: 'feminine' }, lang: 'de' },
  { key: 'neut', header: { de: 'neutral', en: 'neuter' }, lang: 'de' },
  { key: 'plural', header: { same: 'Plural' }, lang: 'de' },
] as const;

/** The columns of the connector tables. */
const CONNECTOR_COLUMNS = [
  { key: 'word', header: { de: 'Konnektor', en: 'Connector' }, lang: 'de' },
  { key: 'meaning', header: { de: 'Bedeutung', en: 'Meaning' }, lang: 'en' },
  { key: 'example', header: { de: 'Beispiel', en: 'Example' }, lang: 'de' },
  { key: 'exampleEn', header: { de: 'Übersetzung', en: 'Translation' }, lang: 'en' },
] as const;

/** The definite article by case and gender. */
const DEFINITE_ARTICLE = table({
  caption: { de: 'Der bestimmte Artikel', en: 'The definite article' },
  columns: GENDER_COLUMNS,
  rows: [
    { case: NOMINATIV, masc: 'der', fem: 'die', neut: 'das', plural: 'die' },
    { case: AKKUSATIV, masc: '**den**', fem: 'die', neut: 'das', plural: 'die' },
    { case: DATIV, masc: '**dem**', fem: '**der**', neut: '**dem**', plural: '**den** … -n' },
    { case: GENITIV, masc: '**des** … -s', fem: '**der**', neut: '**des** … -s', plural: '**der**' },
  ],
});

/**
 * ein, kein and the possessive articles by case and gender. Three forms in a cell take more lines
 * than the phone estimate allows for running text, but they are a paradigm: a table on a phone too.
 */
const INDEFINITE_ARTICLE = table({
  caption: {
    de: 'Unbestimmter Artikel, kein und Possessivartikel',
    en: 'Indefinite article, kein and possessive articles',
  },
  stack: 'never',
  columns: GENDER_COLUMNS,
  rows: [
    {
      case: NOMINATIV,
      masc: 'ein · kein · mein',
      fem: EINE_KEINE_MEINE,
      neut: 'ein · kein · mein',
      plural: '– · keine · meine',
    },
    {
      case: AKKUSATIV,
      masc: 'einen · keinen · meinen',
      fem: EINE_KEINE_MEINE,
      neut: 'ein · kein · mein',
      plural: '– · keine · meine',
    },
    {
      case: DATIV,
      masc: EINEM_KEINEM_MEINEM,
      fem: EINER_KEINER_MEINER,
      neut: EINEM_KEINEM_MEINEM,
      plural: '– · keinen · meinen … -n',
    },
    {
      case: GENITIV,
      masc: EINES_KEINES_MEINES,
      fem: EINER_KEINER_MEINER,
      neut: EINES_KEINES_MEINES,
      plural: '– · keiner · meiner',
    },
  ],
});

/**
 * The personal pronouns by case, the reflexive and the possessive. A paradigm: a table on a phone
 * too, although its English headers come out a little wider than the estimate allows.
 */
const PRONOUNS = table({
  caption: {
    de: 'Pronomen und Possessivartikel (Possessiv: Endungen wie bei kein)',
    en: 'Pronouns and possessive articles (possessives: endings as for kein)',
  },
  stack: 'never',
  columns: [
    { key: 'nom', header: { de: 'Nominativ', en: 'Nominative' }, lang: 'de' },
    { key: 'acc', header: { de: 'Akkusativ', en: 'Accusative' }, lang: 'de' },
    { key: 'dat', header: { de: 'Dativ', en: 'Dative' }, lang: 'de' },
    { key: 'refl', header: { de: 'Reflexiv', en: 'Reflexive' }, lang: 'de' },
    { key: 'poss', header: { de: 'Possessiv', en: 'Possessive' }, lang: 'de' },
  ],
  rows: [
    { nom: 'ich', acc: 'mich', dat: 'mir', refl: 'mich · mir', poss: 'mein' },
    { nom: 'du', acc: 'dich', dat: 'dir', refl: 'dich · dir', poss: 'dein' },
    { nom: 'er · es', acc: 'ihn · es', dat: 'ihm', refl: 'sich', poss: 'sein' },
    { nom: 'sie', acc: 'sie', dat: 'ihr', refl: 'sich', poss: 'ihr' },
    { nom: 'wir', acc: 'uns', dat: 'uns', refl: 'uns', poss: 'unser' },
    { nom: 'ihr', acc: 'euch', dat: 'euch', refl: 'euch', poss: 'euer (eure)' },
    { nom: 'sie (Plural)', acc: 'sie', dat: 'ihnen', refl: 'sich', poss: 'ihr' },
    { nom: 'Sie', acc: 'Sie', dat: '**Ihnen**', refl: 'sich', poss: '**Ihr**' },
  ],
});

/** Präteritum and Perfekt of the most frequent verbs. */
const FREQUENT_VERBS = table({
  caption: {
    de: 'Häufige Verben: Präteritum und Perfekt (er/sie/es)',
    en: 'Frequent verbs: Präteritum and Perfekt (er/sie/es)',
  },
  fold: 'phone',
  columns: [
    { key: 'infinitive', header: { de: 'Infinitiv', en: 'Infinitive' }, lang: 'de' },
    { key: 'past', header: { same: 'Präteritum' }, lang: 'de' },
    { key: 'perfect', header: { same: 'Perfekt' }, lang: 'de' },
    { key: 'english', header: { de: 'Englisch', en: 'English' }, lang: 'en' },
  ],
  rows: [
    { infinitive: 'sein', past: 'war', perfect: 'ist gewesen', english: 'be' },
    { infinitive: 'haben', past: 'hatte', perfect: 'hat gehabt', english: 'have' },
    { infinitive: 'werden', past: 'wurde', perfect: 'ist geworden', english: 'become' },
    {
      infinitive: 'können · müssen · wollen',
      past: 'konnte · musste · wollte',
      perfect: FAST_NUR_PRAETERITUM,
      english: 'can · must · want to',
    },
    {
      infinitive: 'dürfen · sollen · mögen',
      past: 'durfte · sollte · mochte',
      perfect: FAST_NUR_PRAETERITUM,
      english: 'may · should · like',
    },
    {
      infinitive: 'geben',
      past: 'gab (es gab)',
      perfect: 'hat gegeben',
      english: 'give (there was)',
    },
    { infinitive: 'gehen', past: 'ging', perfect: 'ist gegangen', english: 'go' },
    { infinitive: 'kommen', past: 'kam', perfect: 'ist gekommen', english: 'come' },
    { infinitive: 'fahren', past: 'fuhr', perfect: 'ist gefahren', english: 'drive, travel' },
    { infinitive: 'bleiben', past: 'blieb', perfect: 'ist geblieben', english: 'stay' },
    { infinitive: 'anfangen', past: 'fing an', perfect: 'hat angefangen', english: 'begin' },
    { infinitive: 'wissen', past: 'wusste', perfect: 'hat gewusst', english: 'know' },
  ],
});

/** The Konjunktiv II forms of werden, haben, sein and können. */
const KONJUNKTIV_FORMS = table({
  caption: { de: 'Die wichtigsten Formen', en: 'The key forms' },
  columns: [
    { key: 'person', header: { same: 'Person' }, lang: 'de' },
    { key: 'wuerde', header: { same: 'werden' }, lang: 'de' },
    { key: 'haette', header: { same: 'haben' }, lang: 'de' },
    { key: 'waere', header: { same: 'sein' }, lang: 'de' },
    { key: 'koennte', header: { same: 'können' }, lang: 'de' },
  ],
  rows: [
    { person: 'ich · er/sie/es', wuerde: 'würde', haette: 'hätte', waere: 'wäre', koennte: 'könnte' },
    { person: 'du', wuerde: 'würdest', haette: 'hättest', waere: 'wär(e)st', koennte: 'könntest' },
    {
      person: 'wir · sie/Sie',
      wuerde: 'würden',
      haette: 'hätten',
      waere: 'wären',
      koennte: 'könnten',
    },
    { person: 'ihr', wuerde: 'würdet', haette: 'hättet', waere: 'wär(e)t', koennte: 'könntet' },
  ],
});

/** Cheat sheet #13: B1 Core Grammar, the lookup reference. */
export const b1CoreGrammar = {
  pageTitle: {
    main: { de: 'B1-Kerngrammatik', en: 'B1 Core Grammar' },
    highlight: { de: 'zum Nachschlagen', en: 'for Quick Reference' },
    subtitle: {
      de: 'Die wichtigen Tabellen für B1 auf einer Seite: Artikel, Pronomen, Endungen, Satzbau, Zeiten, Konjunktiv II, Passiv, Präpositionen und Konnektoren.',
      en: 'The key B1 tables on one page: articles, pronouns, endings, word order, tenses, Konjunktiv II, the passive, prepositions and connectors.',
    },
  },
  exam: {
    de: 'Alle Prüfungsteile · vor allem Sprachbausteine und Schreiben',
    en: 'All exam parts · especially Sprachbausteine and writing',
  },
  summary: {
    method: [
      {
        de: '**Verb:** im Hauptsatz auf Position 2, im Nebensatz (weil, dass, wenn, ob …) am Ende.',
        en: '**Verb:** in position 2 in a main clause, at the end in a subordinate clause ([[weil, dass, wenn, ob …]]).',
      },
      {
        de: '**Kasus:** Wer? → Nominativ, Wen? → Akkusativ, Wem? → Dativ. Oft bestimmt die Präposition den Kasus.',
        en: '**Case:** [[Wer?]] → nominative, [[Wen?]] → accusative, [[Wem?]] → dative. Often the preposition decides the case.',
      },
      {
        de: '**Adjektive:** Nach der, die, das nur -e oder -en. Mit Artikel im Dativ, Genitiv und Plural immer -en.',
        en: '**Adjectives:** after [[der, die, das]] only -e or -en. With an article, in the dative, genitive and plural always -en.',
      },
      {
        de: '**Konjunktiv II** für Bitten, Wünsche und Vorschläge: könnten, würden, hätte gern.',
        en: '**Konjunktiv II** for requests, wishes and suggestions: [[könnten, würden, hätte gern]].',
      },
      {
        de: '**Passiv:** werden + Partizip II: Das Haus wird gebaut. Das Haus wurde gebaut.',
        en: '**Passive:** [[werden]] + past participle: [[Das Haus wird gebaut.]] [[Das Haus wurde gebaut.]]',
      },
    ],
    phrases: [
      { german: 'Ich schreibe Ihnen, weil …', translation: 'I am writing to you because …' },
      { german: 'Könnten Sie mir bitte sagen, ob …?', translation: 'Could you please tell me whether …?' },
      { german: 'Ich würde gern …', translation: 'I would like to …' },
      { german: 'Deshalb möchte ich …', translation: 'That is why I would like to …' },
      FREUE_MICH_AUF_ANTWORT,
    ],
    // The core tables, the same objects as in the sections below.
    tables: [DEFINITE_ARTICLE, INDEFINITE_ARTICLE, PRONOUNS, KONJUNKTIV_FORMS, FREQUENT_VERBS],
    figures: [
      {
        label: { same: 'Sprachbausteine' },
        value: {
          de: '2 Teile, 20 Aufgaben, 30 Punkte (1,5 pro Aufgabe); Teil 1 prüft vor allem Grammatik',
          en: '2 parts, 20 items, 30 points (1.5 each); part 1 mostly tests grammar',
        },
      },
      {
        label: { de: 'Zeit', en: 'Time' },
        value: {
          de: '90 Minuten für Lesen und Sprachbausteine zusammen',
          en: '90 minutes for reading and Sprachbausteine together',
        },
      },
      {
        label: { de: 'Schreiben', en: 'Writing' },
        value: {
          de: 'eine E-Mail, 45 Punkte; Kriterien: Aufgabenbewältigung, Kommunikative Gestaltung, Formale Richtigkeit',
          en: 'one e-mail, 45 points; criteria: [[Aufgabenbewältigung]] (task completion), [[Kommunikative Gestaltung]] (communicative design), [[Formale Richtigkeit]] (formal accuracy)',
        },
      },
      {
        label: { de: 'Bestehen', en: 'Passing' },
        value: {
          de: 'je 60 %: schriftlich 135 von 225, mündlich 45 von 75 Punkten',
          en: '60 % of each block: 135 of 225 points written, 45 of 75 oral',
        },
      },
    ],
  },
  sections: [
    {
      id: 'articles-cases',
      title: { de: 'Artikel, Pronomen und Kasus', en: 'Articles, pronouns and cases' },
      blocks: [
        {
          type: 'paragraph',
          text: {
            de: 'Die A2-Grammatik wiederholen Sie im Spickzettel „Grammatik-Brücke von A2 zu B1“.',
            en: 'To review A2 grammar, see the cheat sheet “A2–B1 Grammar Bridge”.',
          },
        },
        table({
          caption: { de: 'Wann welcher Kasus?', en: 'Which case when?' },
          columns: [
            { key: 'case', header: { de: 'Kasus', en: 'Case' } },
            { key: 'question', header: { de: 'Frage', en: 'Question' }, lang: 'de' },
            { key: 'use', header: { de: 'Wann?', en: 'When?' } },
            { key: 'example', header: { de: 'Beispiel', en: 'Example' }, lang: 'de' },
            { key: 'english', header: { de: 'Übersetzung', en: 'Translation' }, lang: 'en' },
          ],
          rows: [
            {
              case: NOMINATIV,
              question: 'Wer? Was?',
              use: { de: 'Subjekt; nach sein und werden', en: 'subject; after [[sein]] and [[werden]]' },
              example: 'Der Kurs ist gut.',
              english: 'The course is good.',
            },
            {
              case: AKKUSATIV,
              question: 'Wen? Was?',
              use: {
                de: 'direktes Objekt; nach für, ohne, durch …',
                en: 'direct object; after [[für, ohne, durch …]]',
              },
              example: 'Ich brauche einen Termin.',
              english: 'I need an appointment.',
            },
            {
              case: DATIV,
              question: 'Wem?',
              use: {
                de: 'indirektes Objekt; nach mit, bei, von …; nach helfen, danken, gefallen',
                en: 'indirect object; after [[mit, bei, von …]]; after [[helfen, danken, gefallen]]',
              },
              example: 'Ich helfe meiner Nachbarin.',
              english: 'I help my neighbour.',
              drill: { example: 'I help my neighbour. (female)' },
            },
            {
              case: GENITIV,
              question: 'Wessen?',
              use: {
                de: 'Besitz; nach wegen, trotz, während',
                en: 'possession; after [[wegen, trotz, während]]',
              },
              example: 'das Auto meines Bruders',
              english: 'my brother’s car',
            },
          ],
        }),
        DEFINITE_ARTICLE,
        INDEFINITE_ARTICLE,
        PRONOUNS,
        {
          type: 'callout',
          tone: 'tip',
          title: { de: 'Prüfungstipp: Pronomen und Kasus', en: 'Exam use: pronouns and case' },
          items: [
            {
              de: '[[Ihnen]], [[Ihr]] (Sie-Form) immer groß, [[ihnen]] (= den Leuten) klein.',
              en: '[[Ihnen]], [[Ihr]] (the Sie form) always with a capital, [[ihnen]] (= them) in lower case.',
            },
            {
              de: 'Mit Dativ: [[helfen, danken, gefallen, gratulieren]] – [[Ich danke Ihnen.]]',
              en: 'With the dative: [[helfen, danken, gefallen, gratulieren]] (help, thank, please, congratulate) – [[Ich danke Ihnen.]]',
            },
            {
              de: 'n-Deklination: Einige maskuline Nomen haben außer im Nominativ Singular **-n/-en**: [[der Kollege → den/dem/des Kollegen]], [[der Nachbar → den Nachbarn]], [[der Herr → den Herrn]]; auch [[Kunde]], [[Mensch]], [[Name]] ([[des Namens]]).',
              en: 'n-declension: some masculine nouns take **-n/-en** in every form except the nominative singular: [[der Kollege → den/dem/des Kollegen]], [[der Nachbar → den Nachbarn]], [[der Herr → den Herrn]]; also [[Kunde]], [[Mensch]], [[Name]] ([[des Namens]]).',
            },
          ],
        },
      ],
    },
    {
      id: 'adjective-endings',
      title: { de: 'Adjektivendungen', en: 'Adjective endings' },
      blocks: [
        {
          type: 'paragraph',
          text: {
            de: 'Vor einem Nomen hat das Adjektiv eine Endung. Sie hängt vom Artikel davor ab. Nach sein hat es keine Endung: Der Garten ist klein.',
            en: 'Before a noun, an adjective has an ending. It depends on the article before it. After [[sein]] it has no ending: [[Der Garten ist klein.]]',
          },
        },
        table({
          caption: {
            de: '1. Nach der, die, das (auch dieser, jeder, welcher)',
            en: '1. After der, die, das (also dieser, jeder, welcher)',
          },
          columns: GENDER_COLUMNS,
          rows: [
            {
              case: NOMINATIV,
              masc: 'der klein**e** Garten',
              fem: DIE_KLEINE_KUECHE,
              neut: 'das klein**e** Kind',
              plural: DIE_KLEINEN_KINDER,
            },
            {
              case: AKKUSATIV,
              masc: 'den klein**en** Garten',
              fem: DIE_KLEINE_KUECHE,
              neut: 'das klein**e** Kind',
              plural: DIE_KLEINEN_KINDER,
            },
            {
              case: DATIV,
              masc: 'dem klein**en** Garten',
              fem: DER_KLEINEN_KUECHE,
              neut: 'dem klein**en** Kind',
              plural: 'den klein**en** Kinder**n**',
            },
            {
              case: GENITIV,
              masc: 'des klein**en** Garten**s**',
              fem: DER_KLEINEN_KUECHE,
              neut: 'des klein**en** Kind**es**',
              plural: 'der klein**en** Kinder',
            },
          ],
        }),
        table({
          caption: { de: '2. Nach ein, kein, mein, Ihr …', en: '2. After ein, kein, mein, Ihr …' },
          columns: GENDER_COLUMNS,
          rows: [
            {
              case: NOMINATIV,
              masc: 'ein klein**er** Garten',
              fem: EINE_KLEINE_KUECHE,
              neut: EIN_KLEINES_KIND,
              plural: KEINE_KLEINEN_KINDER,
            },
            {
              case: AKKUSATIV,
              masc: 'einen klein**en** Garten',
              fem: EINE_KLEINE_KUECHE,
              neut: EIN_KLEINES_KIND,
              plural: KEINE_KLEINEN_KINDER,
            },
            {
              case: DATIV,
              masc: 'einem klein**en** Garten',
              fem: EINER_KLEINEN_KUECHE,
              neut: 'einem klein**en** Kind',
              plural: 'keinen klein**en** Kinder**n**',
            },
            {
              case: GENITIV,
              masc: 'eines klein**en** Garten**s**',
              fem: EINER_KLEINEN_KUECHE,
              neut: 'eines klein**en** Kind**es**',
              plural: 'keiner klein**en** Kinder',
            },
          ],
        }),
        table({
          caption: { de: '3. Ohne Artikel', en: '3. Without an article' },
          columns: GENDER_COLUMNS,
          rows: [
            {
              case: NOMINATIV,
              masc: 'frisch**er** Kaffee',
              fem: 'frisch**e** Milch',
              neut: 'frisch**es** Brot',
              plural: FRISCHE_BROETCHEN,
            },
            {
              case: AKKUSATIV,
              masc: 'frisch**en** Kaffee',
              fem: 'frisch**e** Milch',
              neut: 'frisch**es** Brot',
              plural: FRISCHE_BROETCHEN,
            },
            {
              case: DATIV,
              masc: 'mit frisch**em** Kaffee',
              fem: 'mit frisch**er** Milch',
              neut: 'mit frisch**em** Brot',
              plural: 'mit frisch**en** Brötchen',
            },
            {
              case: GENITIV,
              masc: 'frisch**en** Kaffee**s**',
              fem: 'frisch**er** Milch',
              neut: 'frisch**en** Brot**es**',
              plural: 'frisch**er** Brötchen',
            },
          ],
        }),
        {
          type: 'callout',
          tone: 'tip',
          title: { de: 'Drei Faustregeln', en: 'Three rules of thumb' },
          items: [
            {
              de: 'Nach der, die, das: nur **-e** oder **-en**.',
              en: 'After [[der, die, das]]: only **-e** or **-en**.',
            },
            {
              de: 'Mit Artikel im Dativ, im Genitiv und im Plural: immer **-en**.',
              en: 'With an article, in the dative, the genitive and the plural: always **-en**.',
            },
            {
              de: 'Zeigt der Artikel das Genus nicht, zeigt es das Adjektiv: ein klein**er** Garten (der), ein klein**es** Kind (das).',
              en: 'If the article does not show the gender, the adjective does: [[ein kleiner Garten]] (der), [[ein kleines Kind]] (das).',
            },
          ],
        },
        {
          type: 'phrases',
          title: {
            de: 'Prüfungstipp: Anrede und Gruß im Brief',
            en: 'Exam use: greeting and sign-off in the letter',
          },
          items: [
            {
              german: GREETING_ENDINGS,
              translation: 'Dear Mr Klein, / Dear Ms Weber,',
              // The site's one greeting rule (writing-shared.ts): "Liebe Frau …" is semi-formal.
              drill: [
                {
                  german: GREETING_ENDINGS,
                  translation: 'Dear Mr Klein, / Dear Ms Weber, (semi-formal)',
                },
              ],
              tip: {
                de: 'Ohne Artikel, Nominativ: -er (maskulin), -e (feminin).',
                en: 'No article, nominative: -er (masculine), -e (feminine).',
              },
            },
            {
              german: 'Mit freundlich**en** Grüß**en**',
              translation: 'Kind regards',
              tip: { de: 'Ohne Artikel, Dativ Plural: -en.', en: 'No article, dative plural: -en.' },
            },
          ],
        },
      ],
    },
    {
      id: 'word-order',
      title: { de: 'Satzbau: Wo steht das Verb?', en: 'Word order: where does the verb go?' },
      blocks: [
        {
          type: 'paragraph',
          text: {
            de: 'Im Hauptsatz steht das konjugierte Verb auf **Position 2**. Der zweite Verbteil (Infinitiv, Partizip II, Vorsilbe) steht **am Ende**. In der Ja/Nein-Frage steht das Verb ganz vorn.',
            en: 'In a main clause the conjugated verb is in **position 2**. The second part of the verb (infinitive, past participle, prefix) goes **at the end**. In a yes/no question the verb comes first.',
          },
        },
        table({
          caption: { de: 'Hauptsatz und Frage', en: 'Main clause and question' },
          fold: 'phone',
          columns: [
            { key: 'type', header: { de: 'Satzart', en: 'Type' } },
            { key: 'first', header: { same: 'Position 1' }, lang: 'de' },
            { key: 'verb', header: { de: 'Verb (Position 2)', en: 'Verb (position 2)' }, lang: 'de' },
            { key: 'middle', header: { de: 'Mitte', en: 'Middle' }, lang: 'de' },
            { key: 'end', header: { de: 'Ende', en: 'End' }, lang: 'de' },
            { key: 'english', header: { de: 'Übersetzung', en: 'Translation' }, lang: 'en' },
          ],
          rows: [
            {
              type: { de: 'Aussage', en: 'Statement' },
              first: 'Ich',
              verb: 'lerne',
              middle: 'jeden Abend Deutsch.',
              end: '–',
              english: 'I study German every evening.',
            },
            {
              type: { de: 'Anderer Satzanfang', en: 'Different start' },
              first: 'Jeden Abend',
              verb: 'lerne',
              middle: 'ich Deutsch.',
              end: '–',
              english: 'Every evening I study German.',
            },
            {
              type: { de: 'Modalverb', en: 'Modal verb' },
              first: 'Ich',
              verb: 'muss',
              middle: 'heute noch',
              end: 'einkaufen.',
              english: 'I still have to go shopping today.',
            },
            {
              type: { same: 'Perfekt' },
              first: 'Wir',
              verb: 'sind',
              middle: 'am Sonntag nach Köln',
              end: 'gefahren.',
              english: 'We went to Cologne on Sunday.',
            },
            {
              type: { de: 'Trennbares Verb', en: 'Separable verb' },
              first: 'Der Kurs',
              verb: 'fängt',
              middle: 'um 18 Uhr',
              end: 'an.',
              english: 'The course starts at 6 p.m.',
            },
            {
              type: { de: 'W-Frage', en: 'W-question' },
              first: 'Wann',
              verb: 'fängt',
              middle: 'der Kurs',
              end: 'an?',
              english: 'When does the course start?',
            },
            {
              type: {
                de: 'Ja/Nein-Frage: Position 1 bleibt leer',
                en: 'Yes/no question: position 1 stays empty',
              },
              first: '–',
              verb: 'Fängt',
              middle: 'der Kurs um 18 Uhr',
              end: 'an?',
              english: 'Does the course start at 6 p.m.?',
            },
          ],
        }),
        table({
          caption: NEBENSATZ_VERB_AM_ENDE,
          columns: [
            { key: 'main', header: { de: 'Hauptsatz', en: 'Main clause' }, lang: 'de' },
            { key: 'connector', header: { de: 'Konnektor', en: 'Connector' }, lang: 'de' },
            { key: 'middle', header: { de: 'Mitte', en: 'Middle' }, lang: 'de' },
            { key: 'end', header: { de: 'Verb am Ende', en: 'Verb at the end' }, lang: 'de' },
            { key: 'english', header: { de: 'Übersetzung', en: 'Translation' }, lang: 'en' },
          ],
          rows: [
            {
              main: 'Ich bleibe zu Hause,',
              connector: 'weil',
              middle: 'ich morgen früh',
              end: 'arbeiten muss.',
              english: 'I am staying at home because I have to work early tomorrow.',
            },
            {
              main: 'Können Sie mir sagen,',
              connector: 'wann',
              middle: 'die Bibliothek',
              end: 'aufmacht?',
              english: 'Can you tell me when the library opens?',
            },
          ],
        }),
        {
          type: 'list',
          items: [
            {
              de: 'Zwischen Hauptsatz und Nebensatz steht immer ein **Komma**.',
              en: 'A **comma** always separates the main clause and the subordinate clause.',
            },
            {
              de: 'Steht der Nebensatz vorn, beginnt der Hauptsatz mit dem Verb: Wenn ich Zeit habe, **komme** ich mit. (Verb – Komma – Verb)',
              en: 'If the subordinate clause comes first, the main clause starts with the verb: [[Wenn ich Zeit habe, komme ich mit.]] (If I have time, I’ll come along.) Verb – comma – verb.',
            },
          ],
        },
      ],
    },
    {
      id: 'tenses',
      title: { de: 'Zeitformen', en: 'Tenses' },
      blocks: [
        table({
          caption: { de: 'Die Zeitformen im Überblick', en: 'The tenses at a glance' },
          columns: [
            { key: 'tense', header: { de: 'Zeitform', en: 'Tense' } },
            { key: 'form', header: { de: 'Form und Gebrauch', en: 'Form and use' } },
            { key: 'example', header: { de: 'Beispiel', en: 'Example' }, lang: 'de' },
            { key: 'english', header: { de: 'Übersetzung', en: 'Translation' }, lang: 'en' },
          ],
          rows: [
            {
              tense: { same: 'Präsens' },
              form: {
                de: 'Gegenwart; mit Zeitangabe auch Zukunft',
                en: 'present; with a time phrase also the future',
              },
              example: 'Morgen fahre ich nach Berlin.',
              english: 'I’m going to Berlin tomorrow.',
              // One right answer: the word order is what this card asks for.
              drill: { example: 'I’m going to Berlin tomorrow. (Start with “Morgen”.)' },
            },
            {
              tense: { same: 'Perfekt' },
              form: {
                de: 'haben/sein + Partizip II; Vergangenheit beim Sprechen und in E-Mails',
                en: '[[haben/sein]] + past participle; the past in speech and e-mails',
              },
              example: 'Ich habe lange gewartet.',
              english: 'I waited for a long time.',
            },
            {
              tense: { same: 'Präteritum' },
              form: {
                de: 'sein, haben, Modalverben; in Zeitungstexten auch andere Verben',
                en: '[[sein]], [[haben]], modal verbs; in newspaper texts other verbs too',
              },
              example: 'Der Zug war leider voll.',
              english: 'Unfortunately the train was full.',
            },
            {
              tense: { same: 'Plusquamperfekt' },
              form: {
                de: 'hatte/war + Partizip II; etwas passierte vor etwas anderem in der Vergangenheit',
                en: '[[hatte/war]] + past participle; something happened before something else in the past',
              },
              example: 'Als ich ankam, hatte der Film schon angefangen.',
              english: 'When I arrived, the film had already started.',
            },
            {
              tense: { same: 'Futur I' },
              form: {
                de: 'werden + Infinitiv; Pläne, Versprechen, Vermutungen',
                en: '[[werden]] + infinitive; plans, promises, guesses',
              },
              example: 'Ich werde den Termin bestimmt nicht vergessen.',
              english: 'I certainly won’t forget the appointment.',
            },
          ],
        }),
        {
          type: 'callout',
          tone: 'info',
          title: { de: 'Perfekt mit haben oder sein?', en: 'Perfekt with haben or sein?' },
          items: [
            {
              de: '**sein:** Bewegung von A nach B (gehen, fahren, fliegen, kommen), Veränderung (aufstehen, einschlafen, werden) und sein, bleiben, passieren.',
              en: '**sein:** movement from A to B ([[gehen, fahren, fliegen, kommen]]), change ([[aufstehen, einschlafen, werden]]) and [[sein, bleiben, passieren]].',
            },
            {
              de: '**haben:** die meisten anderen Verben, auch alle reflexiven Verben (sich freuen → hat sich gefreut).',
              en: '**haben:** most other verbs, including all reflexive verbs ([[sich freuen → hat sich gefreut]]).',
            },
            {
              de: '**Partizip II:** ge…t (gemacht), ge…en (gefahren), trennbar mit -ge- in der Mitte (eingekauft). Ohne ge-: Verben auf -ieren und mit be-, ver-, er-, ent-, emp-, ge-, zer-, miss- (telefoniert, besucht, vergessen, gehört).',
              en: '**Past participle:** ge…t ([[gemacht]]), ge…en ([[gefahren]]), separable with -ge- in the middle ([[eingekauft]]). No ge-: verbs in -ieren and with be-, ver-, er-, ent-, emp-, ge-, zer-, miss- ([[telefoniert, besucht, vergessen, gehört]]).',
            },
          ],
        },
        FREQUENT_VERBS,
        {
          type: 'callout',
          tone: 'tip',
          title: { de: 'Prüfungstipp', en: 'Exam use' },
          text: {
            de: 'Lesetexte stehen oft im Präteritum. In der E-Mail und im Gespräch erzählen Sie im Perfekt, aber mit war, hatte und den Modalverben im Präteritum.',
            en: 'Reading texts often use the Präteritum. In the e-mail and in conversation, tell events in the Perfekt, but use [[war]], [[hatte]] and the modal verbs in the Präteritum.',
          },
        },
      ],
    },
    {
      id: 'subjunctive-passive',
      title: { de: 'Konjunktiv II und Passiv', en: 'Konjunktiv II and the passive' },
      blocks: [
        {
          type: 'paragraph',
          text: {
            de: '**Konjunktiv II** bilden Sie meist mit **würde + Infinitiv**. Eigene Formen haben vor allem diese vier Verben; müsste und sollte haben dieselben Endungen wie könnte.',
            en: '**Konjunktiv II** is usually formed with **[[würde]] + infinitive**. Mainly these four verbs have their own forms; [[müsste]] and [[sollte]] have the same endings as [[könnte]].',
          },
        },
        KONJUNKTIV_FORMS,
        table({
          caption: { de: 'Wofür Sie den Konjunktiv II brauchen', en: 'What you need Konjunktiv II for' },
          fold: 'phone',
          columns: [
            { key: 'use', header: { de: 'Funktion', en: 'Use' } },
            { key: 'pattern', header: { de: 'Muster', en: 'Pattern' }, lang: 'de' },
            { key: 'example', header: { de: 'Beispiel', en: 'Example' }, lang: 'de' },
            { key: 'english', header: { de: 'Übersetzung', en: 'Translation' }, lang: 'en' },
          ],
          rows: [
            {
              use: { de: 'höfliche Bitte (E-Mail)', en: 'polite request (e-mail)' },
              pattern: 'Könnten Sie …? / Würden Sie …?',
              example: 'Könnten Sie mir bitte den Preis nennen?',
              english: 'Could you please tell me the price?',
            },
            {
              use: { de: 'Wunsch', en: 'wish' },
              pattern: 'Ich hätte gern … / Ich würde gern …',
              example: 'Ich würde gern am Kurs teilnehmen.',
              english: 'I would like to take part in the course.',
            },
            {
              use: { de: 'Ratschlag', en: 'advice' },
              pattern: 'Du solltest … / An deiner Stelle würde ich …',
              example: 'Du solltest früher ins Bett gehen.',
              english: 'You should go to bed earlier.',
            },
            {
              use: { de: 'Vorschlag (mündlich, Teil 3)', en: 'suggestion (oral exam, part 3)' },
              pattern: 'Wir könnten … / Wie wäre es mit …?',
              example: 'Wir könnten am Samstag grillen.',
              english: 'We could have a barbecue on Saturday.',
            },
            {
              use: { de: 'nicht real', en: 'not real' },
              pattern: 'Wenn … hätte/wäre, würde …',
              example: 'Wenn ich mehr Zeit hätte, würde ich öfter reisen.',
              english: 'If I had more time, I would travel more often.',
            },
            {
              use: { de: 'Vergangenheit, nicht real', en: 'past, not real' },
              pattern: 'hätte / wäre + Partizip II',
              example: 'Ich wäre gern gekommen, aber ich war krank.',
              english: 'I would have liked to come, but I was ill.',
            },
          ],
        }),
        {
          type: 'paragraph',
          text: {
            de: 'Im **Passiv** ist wichtig, was passiert, nicht wer es tut. Form: **werden + Partizip II** am Ende. Die Person nennen Sie mit von + Dativ (vom Hausmeister) oder gar nicht. Im Alltag sagt man oft einfach **man**: Man repariert die Straße. = Die Straße wird repariert.',
            en: 'In the **passive**, what happens matters, not who does it. Form: **[[werden]] + past participle** at the end. Name the person with [[von]] + dative ([[vom Hausmeister]], by the caretaker), or not at all. In everyday speech people often just use **[[man]]**: [[Man repariert die Straße.]] = [[Die Straße wird repariert.]] (The road is being repaired.)',
          },
        },
        table({
          caption: {
            de: 'Passiv: Präsens, Präteritum und Perfekt',
            en: 'Passive: present, Präteritum and Perfekt',
          },
          columns: [
            { key: 'tense', header: { de: 'Form', en: 'Form' } },
            { key: 'pattern', header: { de: 'Muster', en: 'Pattern' }, lang: 'de' },
            { key: 'example', header: { de: 'Beispiel', en: 'Example' }, lang: 'de' },
            { key: 'english', header: { de: 'Übersetzung', en: 'Translation' }, lang: 'en' },
          ],
          rows: [
            {
              tense: { same: 'Präsens' },
              pattern: 'wird / werden + Partizip II',
              example: 'Die Fenster werden jeden Monat geputzt.',
              english: 'The windows are cleaned every month.',
            },
            {
              tense: { same: 'Präteritum' },
              pattern: 'wurde / wurden + Partizip II',
              example: 'Das Rathaus wurde 1890 gebaut.',
              english: 'The town hall was built in 1890.',
            },
            {
              tense: { same: 'Perfekt' },
              pattern: 'ist / sind + Partizip II + worden',
              example: 'Die Straße ist repariert worden.',
              english: 'The road has been repaired.',
            },
            {
              tense: { de: 'mit Modalverb', en: 'with a modal verb' },
              pattern: 'Modalverb … Partizip II + werden',
              example: 'Das Formular muss bis Freitag abgegeben werden.',
              english: 'The form must be handed in by Friday.',
            },
          ],
        }),
        {
          type: 'callout',
          tone: 'info',
          title: { de: 'werden hat drei Aufgaben', en: 'werden has three jobs' },
          text: {
            de: 'Präsens: ich werde, du **wirst**, er/sie/es **wird**, wir/sie/Sie werden, ihr werdet. Präteritum: ich/er/sie/es wurde, du wurdest, wir/sie/Sie wurden, ihr wurdet.',
            en: 'Present: [[ich werde, du wirst, er/sie/es wird, wir/sie/Sie werden, ihr werdet]]. Präteritum: [[ich/er/sie/es wurde, du wurdest, wir/sie/Sie wurden, ihr wurdet]].',
          },
          items: [
            {
              de: 'allein: Meine Schwester wird Ärztin. (Veränderung)',
              en: 'on its own: [[Meine Schwester wird Ärztin.]] (My sister is going to be a doctor: change)',
            },
            {
              de: '+ Infinitiv: Ich werde pünktlich sein. (Futur)',
              en: '+ infinitive: [[Ich werde pünktlich sein.]] (I will be on time: future)',
            },
            {
              de: '+ Partizip II: Das Paket wird heute geliefert. (Passiv, oft in Durchsagen und Anzeigen)',
              en: '+ past participle: [[Das Paket wird heute geliefert.]] (The parcel is being delivered today: passive, frequent in announcements and adverts)',
            },
          ],
        },
      ],
    },
    {
      id: 'prepositions',
      title: {
        de: 'Präpositionen und Verben mit Präposition',
        en: 'Prepositions and verbs with prepositions',
      },
      blocks: [
        table({
          caption: { de: 'Präpositionen nach Kasus', en: 'Prepositions by case' },
          columns: [
            { key: 'case', header: { de: 'Kasus', en: 'Case' } },
            { key: 'words', header: { de: 'Präpositionen', en: 'Prepositions' }, lang: 'de' },
            { key: 'example', header: { de: 'Beispiel', en: 'Example' }, lang: 'de' },
            { key: 'english', header: { de: 'Übersetzung', en: 'Translation' }, lang: 'en' },
          ],
          rows: [
            {
              case: AKKUSATIV,
              words: 'durch, für, gegen, ohne, um, bis',
              example: 'Das Geschenk ist für meinen Vater.',
              english: 'The present is for my father.',
            },
            {
              case: DATIV,
              words: 'aus, bei, mit, nach, seit, von, zu, gegenüber, ab',
              example: 'Seit einem Jahr wohne ich bei meiner Tante.',
              english: 'I have been living with my aunt for a year.',
            },
            {
              case: {
                de: 'Wechselpräpositionen: Wo? → Dativ, Wohin? → Akkusativ',
                en: 'Two-way prepositions: [[Wo?]] (where?) → dative, [[Wohin?]] (where to?) → accusative',
              },
              words: 'an, auf, hinter, in, neben, über, unter, vor, zwischen',
              example: 'Ich gehe in den Park. – Ich bin im Park.',
              english: 'I’m going to the park. – I’m in the park.',
            },
            {
              case: GENITIV,
              words: 'wegen, trotz, während (auch: statt)',
              example: 'Wegen des Regens fällt das Fest aus.',
              english: 'The festival is cancelled because of the rain.',
            },
          ],
        }),
        {
          type: 'list',
          items: [
            {
              de: 'Ort (Dativ): liegen, stehen, hängen, sitzen, sein. Richtung (Akkusativ): legen, stellen, hängen, setzen, gehen. Das Buch liegt auf dem Tisch. – Ich lege das Buch auf den Tisch.',
              en: 'Place (dative): [[liegen, stehen, hängen, sitzen, sein]]. Direction (accusative): [[legen, stellen, hängen, setzen, gehen]]. [[Das Buch liegt auf dem Tisch. – Ich lege das Buch auf den Tisch.]] (The book is on the table. – I put the book on the table.)',
            },
            {
              de: 'Kurzformen: am, im, beim, vom, zum (+ dem) · zur (+ der) · ans, ins (+ das).',
              en: 'Short forms: [[am, im, beim, vom, zum]] (+ [[dem]]) · [[zur]] (+ [[der]]) · [[ans, ins]] (+ [[das]]).',
            },
            {
              de: 'Im Alltag hört man oft „wegen dem Regen“. In der Prüfung schreiben Sie den Genitiv: wegen des Regens.',
              en: 'In everyday speech you often hear [[wegen dem Regen]]. In the exam, write the genitive: [[wegen des Regens]].',
            },
          ],
        },
        table({
          caption: {
            de: 'Die häufigsten Verben mit Präposition (A = Akkusativ, D = Dativ)',
            en: 'The most frequent verbs with prepositions (A = accusative, D = dative)',
          },
          fold: 'phone',
          columns: [
            { key: 'verb', header: { de: 'Verb + Präposition', en: 'Verb + preposition' }, lang: 'de' },
            { key: 'english', header: { de: 'Englisch', en: 'English' }, lang: 'en' },
          ],
          rows: [
            { verb: 'denken an + A', english: 'think of', drill: { verb: 'think of (have in mind)' } },
            { verb: 'sich erinnern / sich gewöhnen an + A', english: 'remember / get used to' },
            { verb: 'teilnehmen an + D', english: 'take part in' },
            { verb: 'warten auf + A', english: 'wait for' },
            { verb: 'sich freuen auf + A / über + A', english: 'look forward to / be pleased about' },
            { verb: 'sich vorbereiten auf + A', english: 'prepare for' },
            {
              verb: 'sich bei + D für + A bedanken / entschuldigen',
              english: 'thank sb / apologise to sb for sth',
            },
            { verb: 'sich interessieren für + A', english: 'be interested in' },
            { verb: 'sich anmelden für + A / zu + D', english: 'sign up for' },
            { verb: 'sich bei + D über + A beschweren', english: 'complain to sb about sth' },
            { verb: 'sprechen / sich unterhalten über + A', english: 'talk / chat about' },
            { verb: 'erzählen von + D', english: 'tell about' },
            { verb: 'sich informieren über + A', english: 'find out about' },
            { verb: 'sich kümmern um + A', english: 'look after, take care of' },
            { verb: 'bitten um + A', english: 'ask for (a favour)' },
            {
              verb: 'sich bewerben um + A',
              english: 'apply for',
              drill: { verb: 'apply for (a job; with its preposition)' },
            },
            { verb: 'sich treffen / sich verabreden mit + D', english: 'meet / arrange to meet' },
            { verb: 'sich beschäftigen mit + D', english: 'deal with' },
            { verb: 'fragen / sich erkundigen nach + D', english: 'ask / enquire about' },
            { verb: 'halten von + D', english: 'think of (opinion)' },
            { verb: 'abhängen von + D', english: 'depend on' },
            { verb: 'Angst haben vor + D', english: 'be afraid of' },
            { verb: 'einladen zu + D', english: 'invite to' },
          ],
        }),
        {
          type: 'callout',
          tone: 'info',
          title: { de: 'Fragen und da-Wörter', en: 'Questions and da- words' },
          items: [
            {
              de: 'Sache: Worauf wartest du? – Ich warte darauf. (vor Vokal mit r: wor-, dar-)',
              en: 'Thing: [[Worauf wartest du? – Ich warte darauf.]] (What are you waiting for? – For that.) Before a vowel add r: wor-, dar-.',
            },
            {
              de: 'Person: Auf wen wartest du? – Auf Anna.',
              en: 'Person: [[Auf wen wartest du? – Auf Anna.]] (Who are you waiting for? – For Anna.)',
            },
          ],
        },
        {
          type: 'phrases',
          title: {
            de: 'Prüfungstipp: Verben mit Präposition im Brief',
            en: 'Exam use: verbs with prepositions in the letter',
          },
          items: [
            {
              german: 'Vielen Dank für Ihre Einladung. Ich habe mich sehr darüber gefreut.',
              translation: 'Many thanks for your invitation. I was very pleased about it.',
            },
            {
              ...FREUE_MICH_AUF_ANTWORT,
              tip: {
                de: 'auf: Die Antwort kommt erst noch. über: Die Einladung ist schon da.',
                en: '[[auf]]: the reply is still to come. [[über]]: the invitation is already here.',
              },
            },
          ],
        },
      ],
    },
    {
      id: 'connectors-relative-clauses',
      title: { de: 'Konnektoren und Relativsätze', en: 'Connectors and relative clauses' },
      blocks: [
        {
          type: 'paragraph',
          text: {
            de: 'Lernen Sie Konnektoren in drei Gruppen. Die Gruppe sagt Ihnen, wo das Verb steht. Zweiteilige Konnektoren ([[entweder … oder]], [[weder … noch]], [[nicht nur … sondern auch]], [[sowohl … als auch]], [[zwar … aber]]) stehen im Spickzettel „Sprachbausteine: Muster erkennen“.',
            en: 'Learn connectors in three groups. The group tells you where the verb goes. Two-part connectors ([[entweder … oder]], [[weder … noch]], [[nicht nur … sondern auch]], [[sowohl … als auch]], [[zwar … aber]]) are on the cheat sheet “Language Elements Patterns” ([[Sprachbausteine: Muster erkennen]]).',
          },
        },
        table({
          caption: {
            de: 'Position 0 – keine Änderung: Danach folgt ein normaler Hauptsatz (Verb auf Position 2)',
            en: 'Position 0 – no change: a normal main clause follows (verb in position 2)',
          },
          fold: 'phone',
          columns: CONNECTOR_COLUMNS,
          rows: [
            {
              word: 'und · oder',
              meaning: 'and · or',
              example: 'Ich koche, und du deckst den Tisch.',
              exampleEn: 'I’ll cook and you lay the table.',
            },
            {
              word: 'aber',
              meaning: 'but',
              example: 'Das Zimmer ist klein, aber es ist billig.',
              exampleEn: 'The room is small, but it is cheap.',
            },
            {
              word: 'denn',
              meaning: 'because',
              example: 'Ich nehme den Bus, denn mein Fahrrad ist kaputt.',
              exampleEn: 'I’m taking the bus because my bike is broken.',
            },
            {
              word: 'sondern',
              meaning: 'but (rather), after a negative',
              example: 'Der Kurs ist nicht am Montag, sondern am Dienstag.',
              exampleEn: 'The course is not on Monday but on Tuesday.',
            },
          ],
        }),
        table({
          caption: NEBENSATZ_VERB_AM_ENDE,
          fold: 'phone',
          columns: CONNECTOR_COLUMNS,
          rows: [
            {
              word: 'weil',
              meaning: 'because',
              example: 'Ich kann nicht kommen, weil ich krank bin.',
              exampleEn: 'I can’t come because I am ill.',
            },
            {
              word: 'dass',
              meaning: 'that',
              example: 'Ich hoffe, dass es Ihnen gut geht.',
              exampleEn: 'I hope that you are well.',
            },
            {
              word: 'wenn',
              meaning: 'if; when (every time, now or future)',
              example: 'Wenn es regnet, bleiben wir zu Hause.',
              exampleEn: 'If it rains, we’ll stay at home.',
            },
            {
              word: 'als',
              meaning: 'when (once, in the past)',
              example: 'Als ich klein war, wohnten wir in Izmir.',
              exampleEn: 'When I was little, we lived in Izmir.',
            },
            {
              word: 'obwohl',
              meaning: 'although',
              example: 'Ich gehe spazieren, obwohl es kalt ist.',
              exampleEn: 'I’m going for a walk although it’s cold.',
            },
            {
              word: 'ob',
              meaning: 'whether, if',
              example: 'Ich weiß nicht, ob der Laden noch offen ist.',
              exampleEn: 'I don’t know whether the shop is still open.',
            },
            {
              word: 'damit',
              meaning: 'so that',
              example: 'Ich spreche langsam, damit alle mich verstehen.',
              exampleEn: 'I speak slowly so that everyone understands me.',
            },
            {
              word: 'bevor',
              meaning: 'before',
              example: 'Bevor ich losfahre, rufe ich dich an.',
              exampleEn: 'Before I set off, I’ll call you.',
            },
            {
              word: 'nachdem',
              meaning: 'after',
              example: 'Nachdem wir gegessen hatten, gingen wir ins Kino.',
              exampleEn: 'After we had eaten, we went to the cinema.',
            },
            {
              word: 'während',
              meaning: 'while',
              example: 'Während ich koche, höre ich Radio.',
              exampleEn: 'While I cook, I listen to the radio.',
            },
          ],
        }),
        table({
          caption: {
            de: 'Adverb auf Position 1: Das Verb folgt direkt danach',
            en: 'Adverb in position 1: the verb follows straight after',
          },
          fold: 'phone',
          columns: CONNECTOR_COLUMNS,
          rows: [
            {
              word: 'deshalb',
              meaning: 'that is why, so',
              example: 'Ich war krank. Deshalb konnte ich nicht kommen.',
              exampleEn: 'I was ill. That’s why I couldn’t come.',
            },
            {
              word: 'trotzdem',
              meaning: 'even so, anyway',
              example: 'Es regnet. Trotzdem gehen wir joggen.',
              exampleEn: 'It’s raining. We’re going jogging anyway.',
            },
            {
              word: 'außerdem',
              meaning: 'also, besides',
              example: 'Die Wohnung liegt zentral. Außerdem hat sie einen Balkon.',
              exampleEn: 'The flat is central. It also has a balcony.',
            },
            {
              word: 'sonst',
              meaning: 'otherwise',
              example: 'Wir müssen los, sonst verpassen wir den Zug.',
              exampleEn: 'We have to go, otherwise we’ll miss the train.',
            },
          ],
        }),
        {
          type: 'callout',
          tone: 'warning',
          title: { de: 'Leicht zu verwechseln', en: 'Easy to mix up' },
          items: [
            {
              de: '„weil“ und „denn“ bedeuten dasselbe. Nach weil steht das Verb am Ende, nach denn auf Position 2.',
              en: '[[weil]] and [[denn]] mean the same. After [[weil]] the verb goes at the end, after [[denn]] in position 2.',
            },
            {
              de: '„als“: einmal in der Vergangenheit. „wenn“: immer wieder, jetzt oder in der Zukunft.',
              en: '[[als]]: once, in the past. [[wenn]]: again and again, now or in the future.',
            },
          ],
        },
        {
          type: 'paragraph',
          text: {
            de: '**Relativsätze:** Genus und Zahl kommen vom Nomen vor dem Komma, der Kasus kommt aus dem Relativsatz. Das Verb steht am Ende. Die Formen sind fast wie der bestimmte Artikel.',
            en: '**Relative clauses:** gender and number come from the noun before the comma; the case comes from the relative clause. The verb goes at the end. The forms are almost those of the definite article.',
          },
        },
        table({
          caption: { de: 'Relativpronomen', en: 'Relative pronouns' },
          columns: GENDER_COLUMNS,
          rows: [
            { case: NOMINATIV, masc: 'der', fem: 'die', neut: 'das', plural: 'die' },
            { case: AKKUSATIV, masc: 'den', fem: 'die', neut: 'das', plural: 'die' },
            { case: DATIV, masc: 'dem', fem: 'der', neut: 'dem', plural: '**denen**' },
            { case: GENITIV, masc: '**dessen**', fem: '**deren**', neut: '**dessen**', plural: '**deren**' },
          ],
        }),
        {
          type: 'phrases',
          items: [
            {
              german: 'Der Kurs, **den** ich besuche, ist sehr gut.',
              translation: 'The course I’m attending is very good.',
              tip: { de: 'Akkusativ: Ich besuche den Kurs.', en: 'Accusative: [[Ich besuche den Kurs.]]' },
            },
            {
              german: 'Die Nachbarn, mit **denen** wir oft grillen, kommen aus Spanien.',
              translation: 'The neighbours we often have barbecues with are from Spain.',
              tip: { de: 'mit + Dativ Plural.', en: '[[mit]] + dative plural.' },
            },
            {
              german: 'Der Mann, **dessen** Auto vor der Tür steht, ist unser Vermieter.',
              translation: 'The man whose car is outside the door is our landlord.',
              tip: { de: 'Genitiv: das Auto des Mannes.', en: 'Genitive: [[das Auto des Mannes]].' },
            },
          ],
        },
      ],
    },
  ],
  closing: {
    de: 'Sie müssen nicht alles auswendig wissen. Schlagen Sie nach, schreiben Sie eigene Beispielsätze, und mit jeder Woche brauchen Sie die Tabellen seltener.',
    en: 'You do not need to know everything by heart. Look things up, write your own example sentences, and every week you will need the tables less often.',
  },
  seoMeta: {
    title: {
      de: 'B1-Kerngrammatik zum Nachschlagen – telc Deutsch B1',
      en: 'B1 Core Grammar for Quick Reference – telc Deutsch B1',
    },
    description: {
      de: 'B1-Grammatik in Tabellen: Artikel, Adjektivendungen, Verbposition, Zeiten, Konjunktiv II, Passiv, Präpositionen und Konnektoren für telc Deutsch B1.',
      en: 'B1 grammar in tables: articles, adjective endings, word order, tenses, Konjunktiv II, the passive, prepositions and connectors for telc Deutsch B1.',
    },
  },
} satisfies Sheet;
