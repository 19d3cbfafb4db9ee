/**
 * English messages of the phrase drill page. They live apart from `messages-en.ts` because only the
 * drill's own chunk needs them: in the shared messages they would cost every first visit about
 * 1.5 KB of JavaScript. The menu entry and the sheet's link stay in the shared messages.
 */
export const drillEn = {
  description:
    'Flashcards for the German phrases of every cheat sheet: see the English (or the situation in German with a gap), recall the German, check yourself. Spaced repetition; your progress stays in your browser.',
  intro:
    'See the English meaning (or, if you choose, the situation in German and the phrase with a gap), say the whole German phrase out loud, then check. Cards you know come back less and less often.',
  scheme:
    'Five boxes: a new card, or one you did not know, comes back the same day. Each time you know it, it moves up one box and comes back after {intervals} days.',
  sheets: 'Cards by sheet',
  cards: { one: '{count} card', other: '{count} cards' },
  due: { one: '{count} due', other: '{count} due' },
  total: { one: '{count} card in all, {due} due today', other: '{count} cards in all, {due} due today' },
  practise: 'Practise',
  practiseSheet: 'Practise {title}',
  practiseAll: 'Practise all due cards',
  allDue: 'All due cards',
  loading: 'Loading the cards …',
  loadFailed: 'The cards could not be loaded. Please check your connection.',
  retry: 'Try again',
  english: 'English',
  german: 'German',
  cueChoice: 'Cue',
  cueDe: 'German',
  cueEn: 'English',
  gapTask: 'Say the whole phrase',
  reveal: 'Show the German',
  known: 'Known',
  notKnown: 'Not known',
  listen: 'Listen',
  keys: 'Keys: Space or Enter shows the German, 1 not known, 2 known.',
  left: { one: '{count} card left in this round', other: '{count} cards left in this round' },
  endRound: 'End round',
  roundDone: 'Round complete',
  result: { other: 'Known: {count} · Not known: {notKnown}' },
  nextRound: { one: 'Next round ({count} due)', other: 'Next round ({count} due)' },
  nothingDue: 'Nothing is due here today. Cards you know come back on their day.',
  practiseAnyway: { one: 'Practise the one card anyway', other: 'Practise all {count} cards anyway' },
  backToDrill: 'All sheets of the drill',
  backToSheet: 'Back to the sheet',
  loaded: { one: 'Progress of {count} card loaded.', other: 'Progress of {count} cards loaded.' },
  newPerDay: 'New cards per day',
  newOrder:
    'New cards come first from the sheets’ summaries (“At a glance”), then sheet by sheet along the learning path.',
  limitReached:
    'That was all of today’s new cards. More come tomorrow, or choose more new cards per day on the first page of the drill.',
};

/** The shape the German drill messages must have. */
export type DrillMessages = typeof drillEn;
