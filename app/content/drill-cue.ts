/**
 * The German cue of a drill card (issue 34, part 5): on the German site a learner with little
 * English recalls the phrase from German, the situation it is for (the heading of the sheet's
 * section that teaches it) and the phrase with a gap. The gap keeps one right answer: everything
 * but one word (or the part the sheet prints in bold) stands there, and the gap's first letter
 * is given. Pure, derived by the build with the cards.
 */

/** The gap's mark: the first letter of what is missing, then an ellipsis ("g…"). */
const GAP = '…';

/** Splits a phrase into its alternatives (" / ", " = ") and keeps the separators. */
const ALTERNATIVES = /(\s+[/=]\s+)/;

/** A word: letters (with ß, umlauts, hyphens inside). */
const WORD = /\p{L}[\p{L}-]*/gu;

/**
 * Words a cue does not ask for when it can ask for another: the days and months, which the
 * learner cannot tell from the situation ("am S…": Samstag or Sonntag?).
 */
const DAYS = 'Montag Dienstag Mittwoch Donnerstag Freitag Samstag Sonntag';
const MONTHS = 'Januar Februar März April Mai Juni Juli August September Oktober November Dezember';
const FACTS = new Set(`${DAYS} ${MONTHS}`.split(' '));

/**
 * Gaps the longest word of one alternative (the first of equally long ones); a name or a day
 * only when the alternative has no other word of three letters or more.
 */
function gapLongestWord(part: string, names: ReadonlySet<string>): string {
  const all = [...part.matchAll(WORD)];
  const askable = all.filter((m) => m[0].length > 2 && !FACTS.has(m[0]) && !names.has(m[0]));
  let best: RegExpExecArray | undefined;
  for (const m of askable.length > 0 ? askable : all) if (!best || m[0].length > best[0].length) best = m;
  if (!best) return part;
  return `${part.slice(0, best.index)}${best[0][0]}${GAP}${part.slice(best.index + best[0].length)}`;
}

/**
 * The phrase with a gap. Where the sheet prints part of it in bold (the ending, the verb that
 * matters), that part is the gap: its first letter given when it starts a word, none when it is
 * an ending. Otherwise each alternative loses its longest word, not one of the `names` (the
 * people and places the English names too: "Liebe Frau K…" asks for nothing a learner can know)
 * and not a day or month where it has another.
 */
export function gappedGerman(german: string, names: readonly string[] = []): string {
  const text = german.replace(/\[\[|\]\]/g, '').trim();
  if (text.includes('**'))
    return text.replace(/(^|.)\*\*(.+?)\*\*/gu, (_, before: string, bold: string) =>
      /\p{L}/u.test(before) ? `${before}${GAP}` : `${before}${bold[0]}${GAP}`,
    );
  const keep = new Set(names);
  return text
    .split(ALTERNATIVES)
    .map((part, i) => (i % 2 === 1 ? part : gapLongestWord(part, keep)))
    .join('');
}
