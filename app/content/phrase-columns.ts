/** The two columns of a phrase table that make one phrase: the German and its translation. */
export interface PhraseColumns {
  germanKey: string;
  translationKey: string;
}

/**
 * Whether a table is a table of phrases to learn, and which of its columns pair up: exactly one
 * translation column, and one or two German columns (the German phrase is the one nearest before
 * the translation). More German columns (a sentence split into its parts by position) make no
 * phrase. The sheet renders such tables as phrase lists and the phrase drill turns their rows into
 * cards, so both follow this one rule.
 */
export function phraseColumns(
  keys: readonly string[],
  german: readonly string[],
  translation: readonly string[],
): PhraseColumns | undefined {
  if (german.length === 0 || german.length > 2 || translation.length !== 1) return undefined;
  const translationKey = translation[0]!;
  const before = keys.slice(0, keys.indexOf(translationKey)).filter((k) => german.includes(k));
  return { germanKey: before.at(-1) ?? german[0]!, translationKey };
}
