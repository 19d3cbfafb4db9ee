import { describe, expect, it } from 'vitest';
import { SECURITY_HEADERS } from './headers.mjs';

describe('Permissions-Policy', () => {
  /** @type {Record<string, string>} */
  const features = Object.fromEntries(
    SECURITY_HEADERS['Permissions-Policy']
      .split(', ')
      .map((entry) => /** @type {[string, string]} */ (entry.split('='))),
  );

  it('lets only the site itself keep the screen on (the oral exam timer)', () => {
    expect(features['screen-wake-lock']).toBe('(self)');
  });

  it('lets only the site itself use the microphone (the solo oral rehearsal records her turns)', () => {
    expect(features.microphone).toBe('(self)');
  });

  it('denies every other feature it names, to every origin', () => {
    const others = Object.entries(features).filter(
      ([name]) => name !== 'screen-wake-lock' && name !== 'microphone',
    );
    expect(others.length).toBeGreaterThan(10);
    for (const [name, allow] of others) expect(allow, name).toBe('()');
  });
});
