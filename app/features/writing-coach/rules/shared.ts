import type { SheetRoute } from '~/content/catalogue-data';
import type { Localized } from '~/i18n/locales';
import { clauses, isCapital, isLower, type Clause } from '../clauses';
import { FINITE, INFINITIVES, SEIN_PARTICIPLES } from '../lexicon';
import type { CoachTask, TextRange } from '../report';
import type { Sentence, Token } from '../text';

/**
 * The typical B1 mistakes the coach looks for. Precision first: each rule fires only on a pattern
 * that is wrong wherever it appears, so every German sentence the site teaches passes all rules
 * (coach-rules.test.ts). A rule that cannot be made that precise is left out, not weakened.
 */
export interface Rule {
  /** Stable id (the corpus tags planted mistakes with it). */
  id: string;
  /** A short explanation; German examples stay German. */
  explain: Localized;
  /** The sheet section that teaches it. */
  teaches: { sheet: SheetRoute; section: string };
  /** The places in one sentence where the mistake is. */
  find(sentence: Sentence, task: CoachTask): TextRange[];
}

export const span = (from: Token, to: Token = from): TextRange => ({ start: from.start, end: to.end });

/** Runs `check` on every clause of the sentence and collects its places. */
export const perClause =
  (check: (clause: Clause, sentence: Sentence, task: CoachTask) => TextRange[]) =>
  (sentence: Sentence, task: CoachTask): TextRange[] =>
    clauses(sentence).flatMap((clause) => check(clause, sentence, task));

/** Lower-case words in -en that are no infinitive (determiners, pronouns, adverbs). */
const NOT_INFINITIVE = new Set(
  'einen keinen meinen deinen seinen ihren unseren euren diesen jeden allen vielen beiden anderen denen ihnen morgen zusammen unten oben draußen drinnen innen außen gegen neben wegen trotzdem eigenen ganzen einigen wenigen manchen solchen welchen verschiedenen letzten nächsten ersten eben seltenen besten gern gerne sieben mitten'.split(
    ' ',
  ),
);

/** An infinitive: a listed one, or a lower-case word in -en that is no determiner or adverb and not followed by a noun (then it is an adjective). */
export function infinitive(word: Token | undefined, next: Token | undefined): boolean {
  if (!word || !isLower(word)) return false;
  if (INFINITIVES.has(word.text)) return true;
  return (
    /^[a-zäöüß]{4,}en$/.test(word.text) &&
    !NOT_INFINITIVE.has(word.text) &&
    !(next && isCapital(next)) &&
    !participle(word) &&
    !inseparableParticiple(word)
  );
}

/** Whether a word is a finite verb form the lexicon knows. */
export const finite = (word: Token | undefined): boolean => word !== undefined && FINITE.has(word.lower);

/** A participle II: a listed one, or ge…t / ge…en (not gegen, gehen, geben …). */
const NOT_PARTICIPLE = new Set([
  'gegen',
  'gehen',
  'geben',
  'gelten',
  'genießen',
  'gewinnen',
  'gehören',
  'geht',
  'gesamt',
  'gerecht',
  'genug',
  'gestern',
  'gerade',
]);
export function participle(word: Token | undefined): boolean {
  if (!word || !isLower(word) || NOT_PARTICIPLE.has(word.lower)) return false;
  return /^(ge|[a-zäöü]{2,6}ge)[a-zäöüß]{3,}(t|en)$/u.test(word.lower) || SEIN_PARTICIPLES.has(word.lower);
}

export const SEIN = new Set('bin bist ist sind seid war warst waren'.split(' '));

/** Participles without ge-: be-, ver-, er-, ent- and -ieren verbs (bezahlt, vergessen, repariert). */
const NOT_INSEPARABLE = new Set(
  'bestimmt bekannt berühmt bereit besetzt beliebt besten beiden bereits erst etwa verrückt verheiratet entfernt bequem verschieden erwachsen besonders entschuldigt verletzt beschäftigt'.split(
    ' ',
  ),
);
export function inseparableParticiple(word: Token): boolean {
  if (!isLower(word) || NOT_INSEPARABLE.has(word.text)) return false;
  // Not a declined adjective (bestimmten, bekannten).
  if (/ten$/.test(word.text)) return false;
  return /^(be|ver|er|ent|zer)[a-zäöüß]{3,}(t|en)$/.test(word.text) || /^[a-zäöüß]{3,}iert$/.test(word.text);
}
