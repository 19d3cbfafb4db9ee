import { expect, type Page } from '@playwright/test';
import { oralTimerPlan, TIMER_SOURCE } from '../../app/features/oral-timer/timer-plan.server';
import { format } from '../../app/i18n/messages';
import { modelTestMessages } from '../../app/i18n/model-test-messages';
import { expectNoAxeViolations, href, hydrated, type Lang, test, WIDTHS } from './support';

// The oral mock: the test's task sheets, the oral timer's phases on a clock kept with the records
// (a reload finds the same phase), two people at one screen or one alone, then the checklist on
// the four criteria of each part, saved with the results.

const KEY = 'b1.mock-tests.v1';
const MIN = 60_000;

/** Moves the oral run's clock on by `ms` (as if that much time had passed), then reloads. */
async function timePasses(page: Page, ms: number) {
  await page.evaluate(
    ({ key, ms }) => {
      const data = JSON.parse(localStorage.getItem(key)!) as { oral: { clock: { banked: number } } };
      data.oral.clock.banked += ms;
      localStorage.setItem(key, JSON.stringify(data));
    },
    { key: KEY, ms },
  );
  await page.reload();
  await hydrated(page);
}

test('the oral mock: phases on a kept clock, the checklist on four criteria per part, the history', async ({
  openPage,
}) => {
  const lang: Lang = 'de';
  const o = modelTestMessages(lang).oral;
  const plan = oralTimerPlan(TIMER_SOURCE, lang)!;
  const page = await openPage(WIDTHS.mobile);
  await page.goto(href.mockTest('1', lang));
  await hydrated(page);
  await page.getByTestId('oral-link').click();
  await expect(page).toHaveURL(href.mockOral('1', lang));
  await page.getByRole('radio', { name: o.roleB }).check();
  await page.getByRole('button', { name: o.start }).click();

  // Two at one screen, starting with sheet B: only B's text.
  await expect(page.getByTestId('oral-phase')).toHaveText(plan.phases[0]!.title);
  await expect(page.getByTestId('oral-sheet-B')).toBeVisible();
  await expect(page.getByTestId('oral-sheet-A')).toHaveCount(0);
  // A reload comes back to the same phase; the next phase is one tap; time moves the clock on.
  await page.reload();
  await hydrated(page);
  await expect(page.getByTestId('oral-phase')).toHaveText(plan.phases[0]!.title);
  await page.getByRole('button', { name: o.next }).click();
  await expect(page.getByTestId('oral-phase')).toHaveText(plan.phases[1]!.title);
  const part2 = plan.phases.filter((p) => p.stage === 'conversation')[1]!;
  await timePasses(page, (part2.from - plan.phases[1]!.from) * MIN + 30_000);
  await expect(page.getByTestId('oral-phase')).toHaveText(part2.title);
  await expect(page.getByTestId('oral-left')).toContainText(/noch 0?5:[0-3]\d/);

  // The checklist: all twelve questions must be answered; the result is kept.
  await page.getByRole('button', { name: o.finish }).click();
  const checklist = page.getByTestId('oral-checklist');
  await expect(checklist.getByRole('group')).toHaveCount(12);
  await checklist
    .getByRole('group', { name: o.checks['part-1-task'] })
    .getByRole('radio', { name: o.yes })
    .check();
  await page.getByRole('button', { name: o.save }).click();
  await expect(page.getByRole('alert')).toHaveText(format(o.unanswered, { count: '11' }));
  for (const [id, question] of Object.entries(o.checks))
    await checklist
      .getByRole('group', { name: question })
      .getByRole('radio', { name: id.startsWith('part-3') ? o.no : o.yes })
      .check();
  await page.getByRole('button', { name: o.save }).click();
  const history = page.getByTestId('oral-history');
  await expect(history).toContainText(format(o.partScore, { part: o.part1, yes: '4' }));
  await expect(history).toContainText(format(o.partScore, { part: o.part3, yes: '0' }));
  await expect(history.getByRole('link', { name: o.part3 })).toHaveAttribute(
    'href',
    href.sheet('speaking-part-3-listen-system', lang),
  );
  await page.reload();
  await hydrated(page);
  await expect(page.getByTestId('oral-history')).toContainText(
    format(o.partScore, { part: o.part3, yes: '0' }),
  );
  await expect(page.getByRole('button', { name: o.again })).toBeVisible();
});

for (const [lang, width, colorScheme] of [
  ['en', WIDTHS.desktop, 'light'],
  ['de', WIDTHS.mobile, 'dark'],
] as const) {
  test(`axe on the oral mock: start, running, checklist (${lang}, ${width} px, ${colorScheme})`, async ({
    openPage,
  }) => {
    const o = modelTestMessages(lang).oral;
    const page = await openPage(width, { colorScheme });
    await page.goto(href.mockOral('3', lang));
    await hydrated(page);
    await expectNoAxeViolations(page);
    await page.getByRole('button', { name: o.start }).click();
    // Two at one screen: one text of part 2 at a time, person A's first; person B switches, and a
    // reload keeps B's sheet.
    await expect(page.getByTestId('oral-sheet-A')).toBeVisible();
    await expect(page.getByTestId('oral-sheet-B')).toHaveCount(0);
    await expectNoAxeViolations(page);
    await page.getByRole('radio', { name: o.personB }).check();
    await expect(page.getByTestId('oral-sheet-B')).toBeVisible();
    await expect(page.getByTestId('oral-sheet-A')).toHaveCount(0);
    await page.reload();
    await hydrated(page);
    await expect(page.getByRole('radio', { name: o.personB })).toBeChecked();
    await expect(page.getByTestId('oral-sheet-B')).toBeVisible();
    await expect(page.getByTestId('oral-sheet-A')).toHaveCount(0);
    await page.getByRole('button', { name: o.finish }).click();
    await expect(page.getByTestId('oral-checklist')).toBeVisible();
    await expectNoAxeViolations(page);
  });
}
