import { PLUS_MINUS, type ModelTest, type Recording, type StatementItem } from '../schema';

const words = (text: string) => text.split(/\s+/).filter(Boolean).length;

/**
 * A recording: speakers that exist, no empty line, a length in the part's range (words), numbers
 * written as they are said where the player speaks them (a digit is read differently by every
 * speech engine): a line with a digit in its transcript gives its spoken form in `say`.
 */
export function recordingProblems(r: Recording, where: string, range: readonly [number, number]): string[] {
  const problems: string[] = [];
  if (!r.label.trim()) problems.push(`${where}: no label`);
  if (r.lines.length === 0) problems.push(`${where}: no lines`);
  for (const line of r.lines) {
    if (!r.speakers[line.who]) problems.push(`${where}: unknown speaker "${line.who}"`);
    if (!line.text.trim()) problems.push(`${where}: an empty line`);
    if (/\d/.test(line.text) && line.say === undefined)
      problems.push(`${where}: a digit in "${line.text.slice(0, 40)}…" (write numbers as said)`);
    if (line.say !== undefined && (/\d/.test(line.say) || !line.say.trim()))
      problems.push(
        `${where}: the spoken form of "${line.text.slice(0, 40)}…" must say its numbers in words`,
      );
  }
  const count = words(r.lines.map((l) => l.text).join(' '));
  if (count < range[0] || count > range[1])
    problems.push(`${where}: ${count} words, needs ${range[0]}–${range[1]}`);
  return problems;
}

/** The script as the validator searches it: one line per turn, so no quote spans two turns. */
export const script = (r: Recording) => r.lines.map((l) => l.text).join('\n');

/** A listening part answers with both + and −, never one sign throughout. */
export function bothSigns(items: StatementItem<number>[], part: string): string[] {
  return PLUS_MINUS.every((sign) => items.some((i) => i.key === sign))
    ? []
    : [`${part}: every statement has the same key`];
}

/**
 * A speaker correcting themselves ("nein, Moment …", "ach nein, falsch", "nein, Entschuldigung"):
 * a real paper decides at most one item this way, if any.
 */
const CORRECTION =
  /\b(?:ach |oh )?nein,\s+(?:Moment|Entschuldigung|Verzeihung|falsch|sorry|sagen wir|ich meine)\b|\bbesser gesagt\b|\bich meine natürlich\b/i;

/**
 * Self-corrections in listening: at most one item per test is decided by one (`decidedBy`), an item
 * whose deciding line (a script line holding its evidence) has a correction carries that mark, and
 * an item that carries it has a correction in its deciding lines.
 */
export function selfCorrectionProblems(test: ModelTest): string[] {
  const items: [StatementItem<number>, Recording][] = [
    ...test.listening1.items.map((i) => [i, i.recording] as [StatementItem<number>, Recording]),
    ...test.listening2.items.map((i) => [i, test.listening2.recording] as [StatementItem<number>, Recording]),
    ...test.listening3.items.map((i) => [i, i.recording] as [StatementItem<number>, Recording]),
  ];
  const problems: string[] = [];
  for (const [item, recording] of items) {
    const deciding = recording.lines.filter((l) => item.evidence.some((q) => q.trim() && l.text.includes(q)));
    const corrected = deciding.some((l) => CORRECTION.test(l.text));
    if (corrected && item.decidedBy !== 'self-correction')
      problems.push(
        `item ${item.n}: its passage holds a self-correction, mark it decidedBy: 'self-correction'`,
      );
    if (!corrected && item.decidedBy === 'self-correction')
      problems.push(`item ${item.n}: marked as decided by a self-correction, but its passage holds none`);
  }
  const marked = items.filter(([i]) => i.decidedBy === 'self-correction').map(([i]) => i.n);
  if (marked.length > 1)
    problems.push(
      `listening: items ${marked.join(', ')} are decided by a self-correction, at most one per test`,
    );
  return problems;
}

/** The listening parts, each with its items' keys in order ("+--+-"), per test. */
const listeningKeyStrings = (test: ModelTest) =>
  [test.listening1, test.listening2, test.listening3].map((part) => part.items.map((i) => i.key).join(''));

/**
 * Listening keys across the tests: no part has the same key string as that part in another test,
 * and no item number has the same key in every test (a pattern a candidate could learn).
 */
export function listeningKeyPatternProblems(tests: readonly ModelTest[]): string[] {
  const problems: string[] = [];
  const strings = tests.map(listeningKeyStrings);
  for (let part = 0; part < 3; part++)
    for (let a = 0; a < tests.length; a++)
      for (let b = a + 1; b < tests.length; b++)
        if (strings[a]![part] === strings[b]![part])
          problems.push(
            `listening ${part + 1}: tests ${tests[a]!.id} and ${tests[b]!.id} have the same keys (${strings[a]![part]})`,
          );
  if (tests.length > 1) {
    const keyed = tests.map(
      (t) =>
        new Map(
          [...t.listening1.items, ...t.listening2.items, ...t.listening3.items].map((i) => [i.n, i.key]),
        ),
    );
    for (const [n, key] of keyed[0]!)
      if (keyed.every((k) => k.get(n) === key)) problems.push(`item ${n}: keyed ${key} in every test`);
  }
  return problems;
}
