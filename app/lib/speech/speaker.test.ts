import { describe, expect, it } from 'vitest';
import { speechChunks } from './speaker';

describe('speech chunks', () => {
  it('reads a long line sentence by sentence and a short one in one piece', () => {
    expect(speechChunks('Wie spät ist es? Es ist halb drei.')).toEqual([
      'Wie spät ist es? Es ist halb drei.',
    ]);
    const long = `${'Das ist ein langer Satz mit vielen Wörtern. '.repeat(6)}Ende!`;
    const chunks = speechChunks(long);
    expect(chunks).toHaveLength(7);
    expect(chunks.join(' ')).toBe(long);
  });
});
