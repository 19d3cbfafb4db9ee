import type { CoachReport } from './report';
import type { Letter } from './text';

/**
 * Connectors the writing sheets teach (Kommunikative Gestaltung: the points linked to each other).
 * Two-word connectors are written with a space and found as adjacent words.
 */
const CONNECTORS = [
  'weil',
  'dass',
  'obwohl',
  'deshalb',
  'deswegen',
  'darum',
  'trotzdem',
  'außerdem',
  'wenn',
  'damit',
  'denn',
  'aber',
  'dann',
  'zuerst',
  'danach',
  'später',
  'zum schluss',
  'am ende',
  'leider',
  'zum beispiel',
  'also',
  'sondern',
  'oder',
  'ob',
  'als',
  'bevor',
  'nachdem',
  'sobald',
  'übrigens',
  'allerdings',
  'auch',
  'und',
] as const;

/** Words that count as connectors only when they link (not "und" or "auch", which every text has). */
const LINKING = new Set(
  CONNECTORS.filter((c) => c !== 'und' && c !== 'auch' && c !== 'leider' && c !== 'als'),
);

export function coherence(letter: Letter): CoachReport['coherence'] {
  const seen: string[] = [];
  for (const sentence of letter.sentences) {
    const words = sentence.words.map((w) => w.lower);
    words.forEach((word, i) => {
      const pair = `${word} ${words[i + 1] ?? ''}`;
      const found = LINKING.has(pair as never) ? pair : LINKING.has(word as never) ? word : undefined;
      if (found && !seen.includes(found)) seen.push(found);
    });
  }
  const ichStarts = letter.sentences.filter((s) => s.words[0]?.lower === 'ich').length;
  const hasQuestion = letter.sentences.some((s) => s.text.trimEnd().endsWith('?'));
  return { connectors: seen, sentences: letter.sentences.length, ichStarts, hasQuestion };
}
