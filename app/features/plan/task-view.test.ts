import { describe, expect, it } from 'vitest';
import { href } from '~/site/paths';
import { taskView } from './task-view';

describe('a plan task as the page shows it', () => {
  it('leads a rehearsal alone to the oral page with "I practise alone" chosen, one with a partner to the page', () => {
    for (const lang of ['de', 'en'] as const) {
      const alone = taskView({ kind: 'oral', id: 'oral:2', test: '2', minutes: 45, alone: true }, lang);
      const pair = taskView({ kind: 'oral', id: 'oral:2', test: '2', minutes: 45, alone: false }, lang);
      expect(alone.to).toBe(`${href.mockOral('2', lang)}?allein`);
      expect(pair.to).toBe(href.mockOral('2', lang));
    }
  });
});
