import { describe, expect, it } from 'vitest';
import { dropParam } from './query-string.mjs';

describe('dropParam', () => {
  it('removes the parameter and keeps every other part exactly as sent', () => {
    expect(dropParam('lang=de&q=caf%C3%A9', 'lang')).toBe('q=caf%C3%A9');
    expect(dropParam('x=a%20b&lang=en&y=a+b&z=%2F', 'lang')).toBe('x=a%20b&y=a+b&z=%2F');
    expect(dropParam('a=1&lang=en&lang=de&b=2', 'lang')).toBe('a=1&b=2');
  });

  it('matches the decoded name only, not values or longer names', () => {
    expect(dropParam('language=de&q=lang', 'lang')).toBe('language=de&q=lang');
    expect(dropParam('%6Cang=en&q=1', 'lang')).toBe('q=1');
  });

  it('keeps parts it cannot decode and answers an empty query with an empty one', () => {
    expect(dropParam('%E0%A4=1&lang=de', 'lang')).toBe('%E0%A4=1');
    expect(dropParam('', 'lang')).toBe('');
    expect(dropParam('lang=de', 'lang')).toBe('');
  });
});
