import { describe, expect, it } from 'vitest';
import { againstTarget, rehearsalFigures } from './rehearsal-figures';

describe('the solo rehearsals’ fluency figures', () => {
  it('says whether her speaking time is short of, within or over the part’s window', () => {
    const window = { minS: 20, maxS: 40 };
    expect(againstTarget(12_000, window)).toBe('short');
    expect(againstTarget(30_000, window)).toBe('within');
    expect(againstTarget(45_000, window)).toBe('long');
  });

  it('sums a rehearsal up: turns within their window, mean silence, the longest pause of all', () => {
    const turn = { part: 1 as const, minS: 20, maxS: 40, longestPauseMs: 900, silence: 0.2 };
    const figures = rehearsalFigures({
      test: '1',
      date: '2026-11-29T10:00:00.000Z',
      exam: true,
      turns: [
        { ...turn, speakingMs: 25_000 },
        { ...turn, speakingMs: 8_000, longestPauseMs: 4_200, silence: 0.6 },
        { ...turn, part: 2, minS: 60, maxS: 90, speakingMs: 70_000 },
      ],
    });
    expect(figures).toEqual({ within: 2, silence: (0.2 + 0.6 + 0.2) / 3, longestPauseMs: 4_200 });
  });
});
