// @vitest-environment jsdom
import { render } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { DIFFICULTY_READING } from '~/content/model-tests/difficulty';
import { allPartResults } from '~/content/model-tests/results';
import type { Attempt, OralResult, Rehearsal, RunResult } from '~/stores/model-test-records';
import { StandingCard } from './standing-card';

const keys = Object.fromEntries(Array.from({ length: 60 }, (_, i) => [String(i + 1), 'a']));
/** A whole exam of test 2 with every item right, the e-mail assessed at 33. */
const run: RunResult = {
  test: '2',
  date: '2026-11-25T10:00:00.000Z',
  reading: 75,
  language: 30,
  listening: 75,
  writing: 33,
  answers: keys,
};
const attempt: Attempt = {
  test: '1',
  part: 'reading-1',
  date: '2026-11-20T10:00:00.000Z',
  right: 2,
  count: 5,
  points: 10,
  max: 25,
};
const oral: OralResult = {
  test: '3',
  date: '2026-11-26T10:00:00.000Z',
  role: 'A',
  mode: 'alone',
  checks: {},
};

function show(
  attempts: Attempt[],
  runs: RunResult[],
  orals: OralResult[],
  lang: 'de' | 'en' = 'de',
  solo: Rehearsal[] = [],
) {
  return render(
    <MemoryRouter>
      <StandingCard
        lang={lang}
        results={allPartResults(attempts, runs, () => keys)}
        runs={runs}
        orals={orals}
        rehearsals={2}
        solo={solo}
      />
    </MemoryRouter>,
  ).container;
}

describe('where she stands', () => {
  it('without results names both pass marks, what is missing, and that our tests are our own', () => {
    const page = show([], [], []);
    expect(page.textContent).toContain('bestanden mit 135 von 225 Punkten');
    expect(page.textContent).toContain('bestanden mit 45 von 75 Punkten');
    expect(page.querySelector('[data-testid="standing-written"]')!.textContent).toContain('Es fehlt noch');
    expect(page.querySelector('[data-testid="standing-writing"]')!.textContent).toContain('die E-Mail');
    const note = page.querySelector('[data-testid="standing-note"]')!.textContent;
    expect(note).toContain('unseren eigenen Tests');
    expect(note).toContain(`${DIFFICULTY_READING.strong} von ${DIFFICULTY_READING.items}`);
    expect(page.querySelector('[data-testid="standing-oral"]')!.textContent).toContain('Checkliste');
    expect(page.querySelector('svg')).toBeNull();
  });

  it('counts a whole written exam: every subtest from it, the tests named, the total against 135', () => {
    const page = show([attempt], [run], [oral]);
    const written = page.querySelector('[data-testid="standing-written"]')!.textContent;
    expect(written).toContain('Schätzung: 213 von 225 Punkten');
    const reading = page.querySelector('[data-testid="standing-reading"]')!.textContent;
    expect(reading).toContain('Modelltest 2, Leseverstehen, Teil 1, in der ganzen schriftlichen Prüfung');
    expect(reading).not.toContain('Modelltest 1');
    expect(page.querySelector('[data-testid="standing-writing"]')!.textContent).toContain('selbst bewertet');
    // The chart: the part practised alone and the whole exam, in their order.
    expect([...page.querySelectorAll('svg [data-kind]')].map((m) => m.getAttribute('data-kind'))).toEqual([
      'part',
      'exam',
    ]);
    expect(page.querySelector('svg')!.getAttribute('aria-label')).toMatch(/^2 Ergebnisse/);
    // An oral checklist with every answer "no": a rough self-check with the pass mark inside its range.
    const oralLine = page.querySelector('[data-testid="standing-oral"]')!.textContent;
    expect(oralLine).toContain('zwischen 20 und 55');
    expect(page.textContent).toContain('0 von 12 Fragen');
  });

  it('says it in English on the English page', () => {
    const page = show([attempt], [run], [oral], 'en');
    expect(page.textContent).toContain('you pass with 135 of 225 points');
    expect(page.textContent).toContain('Mock test 2, Reading, part 1, in the whole written exam');
  });

  it('lists her rehearsals alone with their fluency figures, the newest first, as fluency only', () => {
    const turn = (speakingMs: number, longestPauseMs: number, silence: number) => ({
      part: 1 as const,
      minS: 20,
      maxS: 40,
      speakingMs,
      longestPauseMs,
      silence,
    });
    const solo: Rehearsal[] = [
      { test: '1', date: '2026-11-20T10:00:00.000Z', exam: false, turns: [turn(10_000, 6_000, 0.5)] },
      {
        test: '2',
        date: '2026-11-27T10:00:00.000Z',
        exam: true,
        turns: [turn(30_000, 2_400, 0.2), turn(15_000, 3_600, 0.4)],
      },
    ];
    const none = show([], [], [], 'de');
    expect(none.querySelector('[data-testid="standing-solo"]')).toBeNull();
    const page = show([], [], [], 'en', solo);
    const items = [...page.querySelectorAll('[data-testid="standing-solo"] li')].map((li) => li.textContent);
    expect(items).toEqual([
      'Mock test 2, Nov 27, 2026: 1 of 2 answers within their time window, longest pause 4 s, silence 30 %',
      'Mock test 1, Nov 20, 2026: 0 of 1 answers within their time window, longest pause 6 s, silence 50 %',
    ]);
    expect(page.textContent).toContain('no grade of your German');
  });
});
