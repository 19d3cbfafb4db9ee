// @vitest-environment jsdom
import { beforeEach, describe, expect, it } from 'vitest';
import { parseProgress, readProgress, recordVisit, setLearned } from './reading-progress';

describe('reading progress', () => {
  beforeEach(() => window.localStorage.clear());

  it('remembers learned sheets and the last place read', () => {
    setLearned('reading-mastery', true);
    setLearned('functional-language', true);
    setLearned('reading-mastery', false);
    recordVisit('functional-language', 'letters');
    expect(readProgress()).toEqual({
      learned: ['functional-language'],
      last: { route: 'functional-language', section: 'letters' },
    });
  });

  it('reads broken or foreign data as empty instead of failing', () => {
    for (const raw of ['{', 'null', '42', '{"learned":"x","last":7}', '{"learned":[1,"a","a"]}'])
      expect(() => parseProgress(raw), raw).not.toThrow();
    expect(parseProgress('{"learned":[1,"a","a"],"last":{"route":3}}')).toEqual({
      learned: ['a'],
      last: null,
    });
  });
});
