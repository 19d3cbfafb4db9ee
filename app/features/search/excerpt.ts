/** A piece of an excerpt: plain text, marked when it is a match. */
export interface ExcerptPart {
  text: string;
  mark: boolean;
}

const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", nbsp: '\u00a0' };

/** Turns the character references Pagefind writes back into characters. */
function decode(text: string): string {
  return text.replace(/&(#x[0-9a-f]+|#\d+|[a-z]+);/gi, (whole, ref: string) => {
    if (ref[0] !== '#') return ENTITIES[ref.toLowerCase()] ?? whole;
    const code = ref[1] === 'x' || ref[1] === 'X' ? parseInt(ref.slice(2), 16) : parseInt(ref.slice(1), 10);
    return Number.isFinite(code) && code <= 0x10ffff ? String.fromCodePoint(code) : whole;
  });
}

/**
 * Splits a Pagefind excerpt (escaped text with `<mark>` around matches) into parts that React
 * renders as text, so no markup from the index is ever set as HTML.
 */
export function excerptParts(excerpt: string): ExcerptPart[] {
  const parts: ExcerptPart[] = [];
  let mark = false;
  for (const piece of excerpt.split(/(<\/?mark>)/)) {
    if (piece === '<mark>') mark = true;
    else if (piece === '</mark>') mark = false;
    else if (piece) {
      // Any other tag would be Pagefind's, never content: dropped rather than shown as text.
      const text = decode(piece.replace(/<[^>]*>/g, ''));
      const last = parts[parts.length - 1];
      if (last && last.mark === mark) last.text += text;
      else if (text) parts.push({ text, mark });
    }
  }
  return parts;
}
