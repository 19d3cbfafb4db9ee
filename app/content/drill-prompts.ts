/**
 * Whether the drill's prompts each lead to one German answer (docs/decisions/0017, 0027). A learner
 * who recalls another correct German marks herself wrong, so a prompt must say what decides:
 *
 * - the card builder adds what it can read from the German itself (`cardPrompt`): whom the
 *   German addresses (du, ihr or Sie) and the connector *denn* (where *weil* is as right);
 * - the content tests check the built deck with the other functions here: two prompts that ask
 *   the same (`promptsWithTwoAnswers`, `sharedGlosses`, `ambiguousPrompts` for names) and hints
 *   that point at something the card does not show (`pointsElsewhere`).
 *
 * Pure, for the card builder and the content tests.
 */

/** A card as far as its prompt and answer go. */
interface PromptCard {
  de: string;
  en: string;
}

/** The German as the learner reads it: without the inline markup. */
export function plainGerman(german: string): string {
  return german.replace(/\*\*|\[\[|\]\]/g, '').trim();
}

/**
 * What makes two German phrases one card: the same words, whatever the markup, a full stop or
 * exclamation mark at the end, or the first letter's case (a letter's phrase after the greeting
 * starts in lower case).
 */
export function germanKey(german: string): string {
  const plain = plainGerman(german).replace(/[.!]+$/, '');
  return plain.charAt(0).toLowerCase() + plain.slice(1);
}

// ---------------------------------------------------------------------------------------------
// What the card builder reads from the German

/** Whom a German phrase addresses: one friend or relative, several, or anyone with Sie. */
export type Address = 'du' | 'ihr' | 'Sie';

const ADDRESS_ORDER: readonly Address[] = ['du', 'ihr', 'Sie'];

/** Forms that can only be du (any case: a letter may write *Du*, *Dir*). */
const DU = /(?<![\p{L}-])(du|dich|dir|dein|deine|deinen|deinem|deiner|deines)(?![\p{L}-])/iu;
/** Forms that can only be the plural *ihr*. */
const IHR = /(?<![\p{L}-])(euch|euer|eure|euren|eurem|eurer|eures)(?![\p{L}-])/iu;
/** Lower-case *ihr*: "you" (plural) or "her, their"; the English decides. */
const IHR_LOWER = /(?<![\p{L}-])ihr(?![\p{L}-])/u;
/** The capitalised Sie forms (not *Sie-Form*, not *Ihre* inside a word). */
const SIE = /(?<![\p{L}-])(Sie|Ihnen|Ihr|Ihre|Ihren|Ihrem|Ihrer|Ihres)(?![\p{L}-])/gu;
/** What may stand right before a sentence's first word: nothing, or its end or an opening mark. */
const SENTENCE_START = /(^|[.!?:;/„“"–—…·=(])\s*$/u;
/** The English says "you"... */
const YOU = /\byou(r|rs|rself|rselves)?\b/i;
/** ...and nobody else a Sie or ihr at a sentence start could be (she, they). */
const THIRD_PERSON = /\b(she|her|hers|herself|they|them|their|theirs)\b/i;

/**
 * Whom the German addresses, in the order du, ihr, Sie. Read from the German alone where its
 * forms are plain (du, dich, euch, a capitalised Sie or Ihnen in mid-sentence, as in an
 * imperative *Bitte sagen Sie …*). A capitalised Sie at a sentence start and a lower-case ihr are
 * also "she, they, her, their": they count when the English says "you" and no third person.
 */
export function addressedAs(german: string, english: string): Address[] {
  const text = plainGerman(german);
  const found = new Set<Address>();
  const youOnly = YOU.test(english) && !THIRD_PERSON.test(english);
  if (DU.test(text)) found.add('du');
  if (IHR.test(text) || (youOnly && IHR_LOWER.test(text))) found.add('ihr');
  for (const m of text.matchAll(SIE)) {
    const atStart = SENTENCE_START.test(text.slice(0, m.index));
    if (!atStart || youOnly) found.add('Sie');
  }
  return ADDRESS_ORDER.filter((a) => found.has(a));
}

/** The words inside a prompt's brackets: "(du)", "(du / Sie)", "(to friends, ihr)". */
function glossWords(english: string): string[] {
  return [...english.matchAll(/\(([^()]*)\)/g)].flatMap((m) => m[1]!.split(/[^\p{L}]+/u));
}

/** The forms of address a prompt names in its brackets. */
export function addressLabels(english: string): Address[] {
  const words = glossWords(english);
  return ADDRESS_ORDER.filter((a) => words.includes(a));
}

/** *denn* as a connector (after a comma: "…, denn …"), not the particle of a question. */
const DENN = /,\s+denn(?!\p{L})/u;

/**
 * The prompt a card shows: the sheet's English, and in brackets what only the German decides and
 * the English does not say yet. Whom it addresses (`(du)`, `(Sie)`, `(du / Sie)`, `(ihr)`), and
 * `(denn)` where a *because* could as well be *weil*. Added inside a closing bracket the English
 * already has ("(to friends)" → "(to friends, ihr)").
 */
export function cardPrompt(english: string, german: string): string {
  const prompt = english.trim();
  if (!prompt) return prompt;
  const notes: string[] = [];
  const forms = addressedAs(german, prompt);
  if (forms.length > 0 && addressLabels(prompt).length === 0) notes.push(forms.join(' / '));
  if (DENN.test(plainGerman(german)) && !glossWords(prompt).includes('denn')) notes.push('denn');
  if (notes.length === 0) return prompt;
  return /\)$/.test(prompt)
    ? `${prompt.slice(0, -1)}, ${notes.join(', ')})`
    : `${prompt} (${notes.join(', ')})`;
}

// ---------------------------------------------------------------------------------------------
// Checks of the built deck

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
 * A prompt as a learner tells it from another: without case, punctuation, apostrophe style,
 * articles, the infinitive's "to" and an "oh" or "ah" ("I see." and "Oh, I see!" ask the same).
 */
export function promptKey(english: string): string {
  return english
    .toLowerCase()
    .replace(/[’‘]/g, "'")
    .replace(/[.,!?;:"“”„()=+…–—]/g, ' ')
    .replace(/(?<![\p{L}'-])(a|an|the|to|oh|ah)(?![\p{L}'-])/gu, ' ')
    .replace(/\s+/g, ' ')
    .trim();
}

/** A closing gloss in brackets: "(Sie)", "(a favour)", "(das F…)". */
const TRAILING_GLOSS = /\s*\([^()]*\)\s*$/;

/** The groups of cards (more than one German answer among them) as `prompt → German` lines. */
function conflicts(groups: Iterable<readonly PromptCard[]>): string[][] {
  return [...groups]
    .filter((group) => new Set(group.map((c) => germanKey(c.de))).size > 1)
    .map((group) => group.map((c) => `${c.en} → ${c.de}`));
}

function groupBy(cards: readonly PromptCard[], keys: (card: PromptCard) => readonly string[]) {
  const groups = new Map<string, PromptCard[]>();
  for (const card of cards)
    for (const key of new Set(keys(card))) if (key) groups.set(key, [...(groups.get(key) ?? []), card]);
  return groups;
}

/**
 * Prompts that lead to more than one German answer:
 * - the same prompt once articles, "to", punctuation and "oh" are set aside;
 * - a prompt that is another's without its closing gloss ("think of" beside "think of
 *   (opinion)"): the bare one does not say which it wants. Prompts that each carry their own
 *   gloss ("(du)" and "(Sie)") are told apart by it.
 */
export function promptsWithTwoAnswers(cards: readonly PromptCard[]): string[][] {
  const same = conflicts(groupBy(cards, (c) => [promptKey(c.en)]).values());
  const bare = conflicts(
    [...groupBy(cards, (c) => [promptKey(c.en.replace(TRAILING_GLOSS, ''))]).values()].filter(
      (group) =>
        group.some((c) => !TRAILING_GLOSS.test(c.en)) && group.some((c) => TRAILING_GLOSS.test(c.en)),
    ),
  );
  return [...same, ...bare];
}

/** Articles and grammar labels do not make two German answers alike. */
const NOT_CONTENT = new Set(
  'der die das den dem des ein eine einen einem einer eines sich akk dat kein nur plural'.split(' '),
);

/** The content words of a German answer (three letters or more, lower case). */
function contentWords(german: string): Set<string> {
  const found =
    plainGerman(german)
      .toLowerCase()
      .match(/\p{L}{3,}/gu) ?? [];
  return new Set(found.filter((w) => !NOT_CONTENT.has(w)));
}

/**
 * The glosses of a vocabulary prompt ("certificate, school report" → certificate · school
 * report): a prompt that starts in lower case and is not a sentence, split at commas, slashes,
 * dots, arrows and equals signs. A prompt with a closing gloss says which word it wants and gives
 * none; "to" stays ("to drive" is not "a drive").
 */
function glosses(english: string): string[] {
  if (TRAILING_GLOSS.test(english) || /[.?!…:]/.test(english) || !/^\(?\p{Ll}/u.test(english)) return [];
  return english
    .split(/\s*[,/·↔=]\s*/)
    .map((g) =>
      words(g)
        .replace(/(?<![\p{L}'-])(a|an|the)(?![\p{L}'-])/gu, ' ')
        .replace(/\s+/g, ' ')
        .trim(),
    )
    .filter(Boolean);
}

/**
 * Near-synonyms: vocabulary prompts that share a gloss but want German with no word in common
 * ("certificate, school report" → das Zeugnis and "certificate, written confirmation" → die
 * Bescheinigung). Pairs, as `prompt → German` lines.
 */
export function sharedGlosses(cards: readonly PromptCard[]): string[][] {
  const found: string[][] = [];
  for (const group of groupBy(cards, (c) => glosses(c.en)).values())
    group.forEach((a, i) =>
      group.slice(i + 1).forEach((b) => {
        if (germanKey(a.de) === germanKey(b.de)) return;
        const other = contentWords(b.de);
        if (![...contentWords(a.de)].some((w) => other.has(w)))
          found.push([`${a.en} → ${a.de}`, `${b.en} → ${b.de}`]);
      }),
    );
  return found;
}

/**
 * Prompts whose hint points at something the card does not show ("(three other ways to say it)":
 * other than what?). A card is seen alone, so its brackets may not say other, another, same,
 * above, below, previous or again.
 */
export function pointsElsewhere(cards: readonly PromptCard[]): string[] {
  return cards
    .filter((c) =>
      glossWords(c.en).some((w) => /^(other|others|another|same|above|below|previous|again|else)$/i.test(w)),
    )
    .map((c) => `${c.en} → ${c.de}`);
}

/**
 * The names of a card: capitalised words of the English that stand in the German as they are
 * (Keller, Jonas, Hamburg), except a part's first word and the German a gloss in brackets quotes.
 */
export function names(card: PromptCard): string[] {
  const german = plainGerman(card.de);
  return card.en
    .replace(/\([^()]*\)/g, ' ')
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
 * whose German answers differ beyond those names; each group as `prompt → German` lines. Two
 * prompts that differ only in names ("Dear Ms Keller" and "Dear Ms Kraus") ask the same thing; if
 * their German differs in more than those names ("Sehr geehrte Frau Keller" and "Liebe Frau
 * Kraus"), the learner cannot know which one the card wants.
 */
export function ambiguousPrompts(cards: readonly PromptCard[]): string[][] {
  const byPrompt = new Map<string, { card: PromptCard; answer: string }[]>();
  for (const card of cards) {
    const cardNames = names(card);
    const key = shape(card.en, cardNames);
    byPrompt.set(key, [
      ...(byPrompt.get(key) ?? []),
      { card, answer: shape(plainGerman(card.de), cardNames) },
    ]);
  }
  return [...byPrompt.values()]
    .filter((group) => new Set(group.map((g) => g.answer)).size > 1)
    .map((group) => group.map(({ card }) => `${card.en} → ${card.de}`));
}
