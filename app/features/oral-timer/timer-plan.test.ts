import { describe, expect, it } from 'vitest';
import { CATALOGUE } from '~/content/catalogue';
import { SHEETS } from '~/content/sheets/index.server';
import { LANGS } from '~/i18n/locales';
import { oralTimerPlan, TIMER_ROUTES, TIMER_SOURCE } from './timer-plan.server';

describe('the oral exam timer plan', () => {
  it.each(LANGS)('runs 20 minutes of preparation, then parts of 3, 6 and 6 minutes (%s)', (lang) => {
    const plan = oralTimerPlan(TIMER_SOURCE, lang)!;
    const length = (stage: string) => plan.phases.filter((p) => p.stage === stage).map((p) => p.to - p.from);
    // EXAM_FACTS.md: 20 minutes of preparation; part 1 about 3, parts 2 and 3 about 6 minutes.
    expect(length('preparation').reduce((a, b) => a + b)).toBe(20);
    expect(length('conversation')).toEqual([3, 6, 6]);
    // Back to back from 0: no gap and no overlap between phases.
    plan.phases.forEach((p, i) => expect(p.from).toBe(i === 0 ? 0 : plan.phases[i - 1]!.to));
    for (const p of plan.phases) {
      expect(p.title.trim()).not.toBe('');
      expect(p.activity.trim()).not.toBe('');
    }
  });

  it('takes its phases from the strategy sheet, in the page language', () => {
    const de = oralTimerPlan(TIMER_SOURCE, 'de')!;
    const en = oralTimerPlan(TIMER_SOURCE, 'en')!;
    expect(de.phases[0]!.title).toBe('Alle Aufgaben lesen');
    expect(en.phases[0]!.title).toBe('Read all tasks');
    expect(de.phases.map((p) => [p.from, p.to])).toEqual(en.phases.map((p) => [p.from, p.to]));
  });

  it('is offered on the strategy sheet and the three speaking parts only, the same plan on each', () => {
    const offered = CATALOGUE.filter((e) => oralTimerPlan(e.route, 'de')).map((e) => e.route);
    expect(offered.sort()).toEqual([...TIMER_ROUTES].sort());
    for (const route of TIMER_ROUTES)
      expect(oralTimerPlan(route, 'en')).toEqual(oralTimerPlan(TIMER_SOURCE, 'en'));
  });

  it('fails the build when the strategy sheet has no marked preparation timeline', () => {
    const source = SHEETS[TIMER_SOURCE]!;
    const unmarked = {
      ...source,
      sections: source.sections.map((s) => ({
        ...s,
        blocks: s.blocks.map((b) => (b.type === 'timeline' ? { ...b, timer: undefined } : b)),
      })),
    };
    expect(() => oralTimerPlan(TIMER_SOURCE, 'de', { ...SHEETS, [TIMER_SOURCE]: unmarked })).toThrow(
      /timer: 'preparation'/,
    );
  });
});
