import { describe, expect, it } from 'vitest';
import { exportProgress, parseProgressFile, parseStoredProgress, serializeProgress } from './progress-file';
import type { Progress } from './schedule';

const progress: Progress = {
  '0123456789ab': { box: 3, due: '2026-11-27' },
  abcdefabcdef: { box: 1, due: '2026-11-24' },
};

describe('drill progress as a file', () => {
  it('reads back what it exported', () => {
    const file = exportProgress(progress, new Date('2026-11-24T10:00:00Z'));
    expect(JSON.parse(file)).toMatchObject({
      format: 'b1-phrase-drill',
      version: 1,
      exported: '2026-11-24T10:00:00.000Z',
    });
    expect(parseProgressFile(file)).toEqual({ progress });
  });

  it('refuses a file that is not the drill’s', () => {
    expect(parseProgressFile('not json')).toEqual({ problem: 'foreign' });
    expect(parseProgressFile('{"cards":{}}')).toEqual({ problem: 'foreign' });
    expect(parseProgressFile('[1,2]')).toEqual({ problem: 'foreign' });
  });

  it('refuses the whole file when one entry is damaged or the version is unknown', () => {
    const with_ = (cards: unknown, version = 1) =>
      JSON.stringify({ format: 'b1-phrase-drill', version, cards });
    expect(parseProgressFile(with_({ ...progress, '0123456789ac': { box: 6, due: '2026-11-24' } }))).toEqual({
      problem: 'damaged',
    });
    expect(parseProgressFile(with_({ '0123456789ac': { box: 2, due: '2026-02-30' } }))).toEqual({
      problem: 'damaged',
    });
    expect(parseProgressFile(with_({ 'not-an-id': { box: 2, due: '2026-02-03' } }))).toEqual({
      problem: 'damaged',
    });
    expect(parseProgressFile(with_(progress, 2))).toEqual({ problem: 'damaged' });
  });

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
