import { describe, expect, it } from 'vitest';
import { mark, reveal, startRound } from './round';

describe('a drill round', () => {
  it('takes at most the round size of the due cards', () => {
    expect(startRound([1, 2, 3, 4], 3).queue).toEqual([1, 2, 3]);
  });

  it('marks a card only after its German was revealed', () => {
    const round = startRound(['a', 'b']);
    expect(mark(round, true)).toBe(round);
    const next = mark(reveal(round), true);
    expect(next).toEqual({ queue: ['b'], revealed: false, known: 1, notKnown: 0 });
  });

  it('brings a card not known back after the others, and ends when every card was known once', () => {
    let round = startRound(['a', 'b']);
    round = mark(reveal(round), false);
    expect(round.queue).toEqual(['b', 'a']);
    round = mark(reveal(round), true);
    round = mark(reveal(round), true);
    expect(round).toEqual({ queue: [], revealed: false, known: 2, notKnown: 1 });
  });
});
