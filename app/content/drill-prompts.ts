/**
 * Whether the drill's prompts each lead to one German answer (docs/decisions/0017, 0027). Two
 * prompts that differ only in names ("Dear Ms Keller" and "Dear Ms Kraus") ask the same thing; if
 * their German differs in more than those names ("Sehr geehrte Frau Keller" and "Liebe Frau
 * Kraus"), the learner cannot know which one the card wants. Pure, for the content tests.
 */

/** A card as far as its prompt and answer go. */
interface PromptCard {
  de: string;
  en: string;
}

/** The German without the inline markup. */
const plain = (german: string) => german.replace(/\*\*|\[\[|\]\]/g, '').trim();

/** Case, punctuation and apostrophe styles do not tell prompts apart. */
function words(text: string): string {
  return text
    .toLowerCase()
    .replace(/[’‘]/g, "'")
    .replace(/[.,!?;:"“”„()]/g, '')
    .replace(/\s+/g, ' ')
    .trim();
}

/**
 * The names of a card: capitalised words of the English that stand in the German as they are
 * (Keller, Jonas), except a part's first word.
 */
function names(card: PromptCard): string[] {
  const german = plain(card.de);
  return card.en
    .split(/\s*[/·]\s*/)
    .flatMap((part) => part.split(/\s+/).slice(1))
    .map((w) => w.replace(/[^\p{L}-]/gu, ''))
    .filter(
      (w) => /^\p{Lu}\p{Ll}+/u.test(w) && new RegExp(`(^|[^\\p{L}])${w}([^\\p{L}]|$)`, 'u').test(german),
    );
}

/** The text with the names replaced by "…", its slash-separated parts in a fixed order. */
function shape(text: string, cardNames: readonly string[]): string {
  let out = text;
  for (const name of cardNames) out = out.replace(new RegExp(`(?<!\\p{L})${name}(?!\\p{L})`, 'gu'), '…');
  return out
    .split(/\s*\/\s*/)
    .map(words)
    .sort()
    .join(' / ');
}

/**
 * The groups of cards whose prompts ask the same (the same words once names are set aside) but
 * whose German answers differ beyond those names; each group as `prompt → German` lines.
 */
export function ambiguousPrompts(cards: readonly PromptCard[]): string[][] {
  const byPrompt = new Map<string, { card: PromptCard; answer: string }[]>();
  for (const card of cards) {
    const cardNames = names(card);
    const key = shape(card.en, cardNames);
    byPrompt.set(key, [...(byPrompt.get(key) ?? []), { card, answer: shape(plain(card.de), cardNames) }]);
  }
  return [...byPrompt.values()]
    .filter((group) => new Set(group.map((g) => g.answer)).size > 1)
    .map((group) => group.map(({ card }) => `${card.en} → ${card.de}`));
}
