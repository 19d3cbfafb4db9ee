import type { Localized } from '../../i18n/locales';
import type { PartSlug } from './parts';

/**
 * The part's name and instructions as the task booklet gives them (German) and in English. They
 * are the same for every test, so they are written once, here.
 */
export const PART_TEXT: Record<PartSlug, { name: Localized; instructions: Localized }> = {
  'reading-1': {
    name: { de: 'Leseverstehen, Teil 1', en: 'Reading, part 1' },
    instructions: {
      de: 'Lesen Sie die Überschriften a–j und die Texte 1–5. Welche Überschrift passt zu welchem Text? Jede Überschrift passt höchstens einmal; fünf Überschriften bleiben übrig.',
      en: 'Read headlines a–j and texts 1–5. Which headline fits which text? Each headline fits at most once; five headlines are left over.',
    },
  },
  'reading-2': {
    name: { de: 'Leseverstehen, Teil 2', en: 'Reading, part 2' },
    instructions: {
      de: 'Lesen Sie den Text und die Aufgaben 6–10. Welche Lösung (a, b oder c) ist richtig?',
      en: 'Read the text and items 6–10. Which answer (a, b or c) is right?',
    },
  },
  'reading-3': {
    name: { de: 'Leseverstehen, Teil 3', en: 'Reading, part 3' },
    instructions: {
      de: 'Lesen Sie die Situationen 11–20 und die Anzeigen a–l. Welche Anzeige passt zu welcher Situation? Jede Anzeige passt höchstens einmal. Wenn keine Anzeige passt, wählen Sie x.',
      en: 'Read situations 11–20 and adverts a–l. Which advert fits which situation? Each advert fits at most once. If no advert fits, choose x.',
    },
  },
  'language-elements-1': {
    name: { de: 'Sprachbausteine, Teil 1', en: 'Language elements, part 1' },
    instructions: {
      de: 'Lesen Sie den Text. Welches Wort (a, b oder c) passt in die Lücken 21–30?',
      en: 'Read the text. Which word (a, b or c) fits gaps 21–30?',
    },
  },
  'language-elements-2': {
    name: { de: 'Sprachbausteine, Teil 2', en: 'Language elements, part 2' },
    instructions: {
      de: 'Lesen Sie den Text. Welches Wort aus dem Kasten (a–o) passt in die Lücken 31–40? Jedes Wort passt höchstens einmal.',
      en: 'Read the text. Which word from the box (a–o) fits gaps 31–40? Each word fits at most once.',
    },
  },
  'listening-1': {
    name: { de: 'Hörverstehen, Teil 1', en: 'Listening, part 1' },
    instructions: {
      de: 'Sie hören fünf kurze Texte. Sie hören jeden Text nur einmal. Zu jedem Text lösen Sie eine Aufgabe. Entscheiden Sie beim Hören, ob die Aussagen 41–45 richtig (+) oder falsch (−) sind. Lesen Sie jetzt die Aufgaben 41–45. Dazu haben Sie 30 Sekunden Zeit.',
      en: 'You hear five short texts. You hear each text only once. For each text you answer one item. Decide while listening whether statements 41–45 are true (+) or false (−). Now read items 41–45. You have 30 seconds.',
    },
  },
  'listening-2': {
    name: { de: 'Hörverstehen, Teil 2', en: 'Listening, part 2' },
    instructions: {
      de: 'Sie hören ein Gespräch. Sie hören das Gespräch zweimal. Dazu lösen Sie zehn Aufgaben. Entscheiden Sie beim Hören, ob die Aussagen 46–55 richtig (+) oder falsch (−) sind. Lesen Sie jetzt die Aufgaben 46–55. Dazu haben Sie eine Minute Zeit.',
      en: 'You hear a conversation. You hear it twice. You answer ten items. Decide while listening whether statements 46–55 are true (+) or false (−). Now read items 46–55. You have one minute.',
    },
  },
  'listening-3': {
    name: { de: 'Hörverstehen, Teil 3', en: 'Listening, part 3' },
    instructions: {
      de: 'Sie hören fünf kurze Texte. Sie hören jeden Text zweimal. Zu jedem Text lösen Sie eine Aufgabe. Entscheiden Sie beim Hören, ob die Aussagen 56–60 richtig (+) oder falsch (−) sind. Vor jedem Text haben Sie kurz Zeit, die Aussage zu lesen.',
      en: 'You hear five short texts. You hear each text twice. For each text you answer one item. Decide while listening whether statements 56–60 are true (+) or false (−). Before each text you have a short time to read the statement.',
    },
  },
};

/**
 * What the recording says before a listening part, German (the exam's recordings read the task
 * aloud): numbers in words, no signs, so that every speech engine reads it the same.
 */
export const SPOKEN_INSTRUCTIONS = {
  'listening-1':
    'Hörverstehen, Teil eins. Sie hören fünf kurze Texte. Sie hören jeden Text nur einmal. Entscheiden Sie beim Hören, ob die Aussagen richtig oder falsch sind. Lesen Sie jetzt die Aufgaben einundvierzig bis fünfundvierzig. Dazu haben Sie dreißig Sekunden Zeit.',
  'listening-2':
    'Hörverstehen, Teil zwei. Sie hören ein Gespräch. Sie hören das Gespräch zweimal. Entscheiden Sie beim Hören, ob die Aussagen richtig oder falsch sind. Lesen Sie jetzt die Aufgaben sechsundvierzig bis fünfundfünfzig. Dazu haben Sie eine Minute Zeit.',
  'listening-3':
    'Hörverstehen, Teil drei. Sie hören fünf kurze Texte. Sie hören jeden Text zweimal. Entscheiden Sie beim Hören, ob die Aussagen richtig oder falsch sind. Lesen Sie vor jedem Text die Aufgabe.',
} as const;

/** What the recording says before a text or the conversation is played the second time. */
export const SPOKEN_AGAIN = {
  text: 'Sie hören den Text noch einmal.',
  conversation: 'Sie hören das Gespräch noch einmal.',
} as const;
/** What the recording says at the end of a listening part. */
export const SPOKEN_END = 'Ende des Teils.';
