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
};
