import type { Sentence, Token } from './text';

/** A clause: the words between two punctuation marks of a sentence (, ; : – and the end). */
export interface Clause {
  words: Token[];
  /** The mark before the clause (`,`, `;` …), or none at the sentence's start. */
  after?: string;
  /** The mark that ends it, or none at the sentence's end. */
  before?: string;
}

/** The clauses of a sentence, cut at its punctuation marks. */
export function clauses(sentence: Sentence): Clause[] {
  const found: Clause[] = [];
  let current: Token[] = [];
  let after: string | undefined;
  for (const token of sentence.tokens) {
    if (token.kind === 'punct') {
      if (/[„“”"()]/.test(token.text)) continue;
      if (current.length > 0) found.push({ words: current, ...(after && { after }), before: token.text });
      current = [];
      after = token.text;
    } else current.push(token);
  }
  if (current.length > 0) found.push({ words: current, ...(after && { after }) });
  return found;
}

/** Cuts a clause's words further at und, oder, aber, sondern (coordinated clauses). */
export function coordinated(words: readonly Token[]): Token[][] {
  const parts: Token[][] = [[]];
  for (const word of words) {
    if (['und', 'oder', 'aber', 'sondern'].includes(word.lower)) parts.push([]);
    else parts.at(-1)!.push(word);
  }
  return parts.filter((p) => p.length > 0);
}

/** Whether a word is written with a capital letter. */
export const isCapital = (word: Token): boolean => /^\p{Lu}/u.test(word.text);

/** Whether a word is all lower case (a verb, an adjective, a particle; never a noun). */
export const isLower = (word: Token): boolean => /^\p{Ll}/u.test(word.text);
