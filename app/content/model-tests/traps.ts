import type { Localized } from '../../i18n/locales';

/**
 * The one fixed list of traps a model-test explanation may name (docs/content-brief.md explains
 * each with an example). `key` marks the explanation of the right answer.
 */
export const TRAPS = {
  key: {
    de: 'Richtige Lösung',
    en: 'Right answer',
  },
  'same-word': {
    de: 'Gleiches Wort, andere Aussage',
    en: 'Same word, different message',
  },
  'partly-true': {
    de: 'Nur zum Teil richtig',
    en: 'Only partly true',
  },
  'not-in-text': {
    de: 'Steht nicht im Text',
    en: 'Not in the text',
  },
  negation: {
    de: 'Verneinung: das Gegenteil',
    en: 'Negation: the opposite',
  },
  'wrong-detail': {
    de: 'Falsche Zeit, falscher Ort oder falsche Person',
    en: 'Wrong time, place or person',
  },
  'other-words': {
    de: 'Richtig, aber mit anderen Wörtern',
    en: 'True, but in other words',
  },
  corrected: {
    de: 'Später korrigiert: Die letzte Information zählt',
    en: 'Corrected later: the last information counts',
  },
  'too-general': {
    de: 'Zu allgemein oder zu eng',
    en: 'Too general or too narrow',
  },
  elsewhere: {
    de: 'Gehört an eine andere Stelle',
    en: 'Belongs somewhere else',
  },
  'one-condition': {
    de: 'Passt fast: eine Bedingung fehlt',
    en: 'Almost fits: one condition is missing',
  },
  'no-advert': {
    de: 'Keine Anzeige passt: x',
    en: 'No advert fits: x',
  },
  meaning: {
    de: 'Grammatisch möglich, aber falsche Bedeutung',
    en: 'Fits the grammar, not the meaning',
  },
  form: {
    de: 'Falsche Form: Kasus, Endung, Zeit',
    en: 'Wrong form: case, ending, tense',
  },
  'word-class': {
    de: 'Falsche Wortart oder Satzstellung',
    en: 'Wrong word class or word order',
  },
  connector: {
    de: 'Falscher Konnektor',
    en: 'Wrong connector',
  },
  preposition: {
    de: 'Falsche Präposition',
    en: 'Wrong preposition',
  },
} as const satisfies Record<string, Localized>;

/** A trap's name: the keys of `TRAPS`. */
export type Trap = keyof typeof TRAPS;
