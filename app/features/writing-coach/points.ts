import type { CoachPoint, PointFinding } from './report';
import type { Sentence, Token } from './text';

/**
 * Cues, as authors write them in the content: one or more words separated by spaces, matched in
 * order on adjacent words of one sentence, case-insensitively. A word ending in `*` matches every
 * word it begins (`geburtstag*`), one starting with `*` every word it ends (`*kurs` matches
 * `Salsakurs`), both: every word it is part of. `…` between words allows any words in between
 * (`ruf* … an`).
 */
type WordMatcher = (word: string) => boolean;

function wordMatcher(pattern: string): WordMatcher {
  const p = pattern.toLowerCase();
  const head = p.startsWith('*');
  const tail = p.endsWith('*') && p.length > 1;
  const core = p.slice(head ? 1 : 0, tail ? -1 : undefined);
  if (head && tail) return (w) => w.includes(core);
  if (head) return (w) => w.endsWith(core);
  if (tail) return (w) => w.startsWith(core);
  return (w) => w === core;
}

/** A compiled cue: groups of adjacent words, the groups in order with anything between them. */
type CompiledCue = WordMatcher[][];

const compiled = new Map<string, CompiledCue>();

function compileCue(cue: string): CompiledCue {
  let found = compiled.get(cue);
  if (!found) {
    found = cue
      .split('…')
      .map((group) => group.trim().split(/\s+/).filter(Boolean).map(wordMatcher))
      .filter((group) => group.length > 0);
    compiled.set(cue, found);
  }
  return found;
}

/** Where a group of adjacent words matches from position `from` on, or -1. */
function matchGroup(words: readonly string[], group: WordMatcher[], from: number): number {
  for (let i = from; i + group.length <= words.length; i++)
    if (group.every((m, k) => m(words[i + k]!))) return i + group.length;
  return -1;
}

/** Whether a cue matches a sentence's words (lower case). */
export function cueMatches(cue: string, words: readonly string[]): boolean {
  let at = 0;
  for (const group of compileCue(cue)) {
    at = matchGroup(words, group, at);
    if (at < 0) return false;
  }
  return true;
}

const lowerWords = (words: readonly Token[]): string[] => words.map((w) => w.lower);

/** Per guiding point: the sentences whose words match one of its cues. */
export function findPoints(points: readonly CoachPoint[], sentences: readonly Sentence[]): PointFinding[] {
  const words = sentences.map((s) => lowerWords(s.words));
  return points.map((point) => {
    const hits = sentences.filter((_, i) => point.cues.some((cue) => cueMatches(cue, words[i]!)));
    return hits.length > 0
      ? { found: true, sentences: hits.map(({ start, end }) => ({ start, end })) }
      : { found: false };
  });
}
