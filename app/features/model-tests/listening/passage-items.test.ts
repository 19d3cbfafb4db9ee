import { describe, expect, it } from 'vitest';
import { passageItems } from './listening-panel';

describe('the transcript’s deciding passages', () => {
  it('each say which item they decide', () => {
    const labels = passageItems(
      [
        { n: 41, evidence: ['am Samstag'] },
        { n: 42, evidence: ['um acht Uhr', 'nicht vor neun'] },
        { n: 43, evidence: ['am Samstag'] },
      ],
      'Aufgabe {n}',
    );
    expect(labels.get('um acht Uhr')).toBe('Aufgabe 42');
    expect(labels.get('nicht vor neun')).toBe('Aufgabe 42');
    expect(labels.get('am Samstag')).toBe('Aufgabe 41, 43');
  });
});
