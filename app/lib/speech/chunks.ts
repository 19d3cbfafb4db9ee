/**
 * Longer than this many characters at rate 1, a line is read in pieces: about 14 s at the 14
 * characters a second of a German voice. Chrome's network voices stop an utterance after about
 * 15 s without an `end` event (the speaker's watchdog would go on, but the rest of the piece would
 * be lost). At a slower rate fewer characters take that long, so the limit shrinks with the rate.
 */
const LONG_LINE = 200;

const SENTENCE_END = /(?<=[.!?…])\s+/;
/** Where a long sentence can pause: after a comma, semicolon, colon or a dash between words. */
const CLAUSE_END = /(?<=[,;:]|\s[–—])\s+/;

/** Joins `parts` back into pieces of at most `limit` characters where they allow it. */
function packed(parts: string[], limit: number): string[] {
  const pieces: string[] = [];
  for (const part of parts) {
    const last = pieces.at(-1);
    if (last !== undefined && last.length + 1 + part.length <= limit)
      pieces[pieces.length - 1] = `${last} ${part}`;
    else pieces.push(part);
  }
  return pieces;
}

/**
 * A text in pieces a voice reads without stopping: whole when it is short enough for `rate`, else
 * sentence by sentence, and a sentence still too long at its commas (a sentence without one stays
 * whole). Joined with single spaces the pieces give the text again.
 */
export function speechChunks(text: string, rate = 1): string[] {
  const limit = Math.round(LONG_LINE * Math.min(1, rate));
  if (text.length <= limit) return [text];
  return text
    .split(SENTENCE_END)
    .filter(Boolean)
    .flatMap((sentence) =>
      sentence.length <= limit ? [sentence] : packed(sentence.split(CLAUSE_END).filter(Boolean), limit),
    );
}
