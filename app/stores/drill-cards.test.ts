import { describe, expect, it } from 'vitest';
import { parseStoredProgress, serializeProgress, type StoredCards } from './drill-cards';

const progress: StoredCards = {
  '0123456789ab': { box: 3, due: '2026-11-27' },
  abcdefabcdef: { box: 1, due: '2026-11-24' },
};

describe('drill progress in storage', () => {
  it('keeps the good entries of damaged storage and drops the rest', () => {
    const raw = JSON.stringify({
      version: 1,
      cards: { ...progress, '0123456789ac': { box: 0, due: '2026-11-24' }, x: 1 },
    });
    expect(parseStoredProgress(raw)).toEqual(progress);
    expect(parseStoredProgress(serializeProgress(progress))).toEqual(progress);
    expect(parseStoredProgress('{')).toEqual({});
    expect(parseStoredProgress(null)).toEqual({});
  });
});
