import { describe, expect, it } from 'vitest';
import { recordingType } from './recorder';
import { spaceOf, turnId } from './recordings-db';

describe('recording her turns', () => {
  it('records WebM/Opus where the browser can, MP4/AAC on an iPhone, and nothing where it has neither', () => {
    expect(recordingType((t) => t.startsWith('audio/webm'))).toBe('audio/webm;codecs=opus');
    expect(recordingType((t) => t.startsWith('audio/mp4'))).toBe('audio/mp4;codecs=mp4a.40.2');
    expect(recordingType((t) => t === 'audio/mp4')).toBe('audio/mp4');
    expect(recordingType(() => false)).toBeNull();
  });

  it('keys the turns so that a rehearsal lists in order, and adds up the space they take', () => {
    const ids = [12, 3, 100].map((n) => turnId('2026-11-29T10:00:00.000Z', n)).sort();
    expect(ids.map((id) => id.split('/')[1])).toEqual(['003', '012', '100']);
    expect(spaceOf([{ size: 1000 }, { size: 2500 }] as never)).toBe(3500);
  });
});
