import { expect, type Page } from '@playwright/test';
import { progressMessages } from '../../app/i18n/progress-messages';
import { findEntry } from '../../app/content/catalogue';
import { MODEL_TEST_PARTS } from '../../app/content/model-tests/parts';
import { ORAL_TIMER_SHEET, PRACTICE_TEST, writingTrainerSheet } from '../../app/content/practice-tools';
import { trainerMessages } from '../../app/i18n/writing-trainer-messages';
import {
  expectNoAxeViolations,
  expectUniqueIds,
  href,
  hydrated,
  type Lang,
  LANGS,
  messages,
  test,
  WIDTHS,
} from './support';

// The practice tools are named where learners look: a group of their own in the menu, and at the
// end of each sheet the tools that practise what it teaches (from the catalogue and the model
// tests' parts): the model-test parts, the writing trainer and the written exam, the oral timer and
// the oral exam, beside the phrase drill.

const end = (page: Page) => page.getByTestId('practice-links');

async function openMenu(page: Page, lang: Lang) {
  await hydrated(page);
  // Scrolling up a little brings the phone's bottom bar back (it hides while the reader reads on).
  await page.evaluate(() => window.scrollBy(0, -40));
  await page.getByRole('button', { name: messages(lang).nav.openMenu }).click();
  const group = page.getByRole('dialog').getByRole('region', { name: messages(lang).practice.menuTitle });
  await expect(group).toBeVisible();
  return group;
}

for (const lang of LANGS)
  for (const width of [WIDTHS.mobile, WIDTHS.desktop])
    test(`the menu names the practice tools in a group of their own (${lang}, ${width} px)`, async ({
      openPage,
    }) => {
      const text = messages(lang);
      const page = await openPage(width);
      await page.goto(href.home(lang));
      const group = await openMenu(page, lang);
      await expect(group.getByRole('link')).toHaveText([
        text.plan.title,
        progressMessages(lang).title,
        text.drill.title,
        text.mockTests.title,
        text.practice.menuWritingTrainer,
        text.practice.menuOralTimer,
      ]);
      await expect(group.getByRole('link', { name: text.plan.title })).toHaveAttribute(
        'href',
        href.plan(lang),
      );
      await expect(group.getByRole('link', { name: progressMessages(lang).title })).toHaveAttribute(
        'href',
        href.progress(lang),
      );
      await expect(group.getByRole('link', { name: text.drill.title })).toHaveAttribute(
        'href',
        href.drill(lang),
      );
      await expect(group.getByRole('link', { name: text.mockTests.title })).toHaveAttribute(
        'href',
        href.mockTests(lang),
      );
      await expectNoAxeViolations(page, { include: '[role="dialog"]' });
    });

for (const lang of LANGS)
  test(`the menu's writing trainer and oral timer lead to them on their sheets (${lang})`, async ({
    openPage,
  }) => {
    const text = messages(lang);
    const page = await openPage(WIDTHS.mobile);
    await page.goto(href.home(lang));
    let group = await openMenu(page, lang);
    await group.getByRole('link', { name: text.practice.menuWritingTrainer }).click();
    await expect(page).toHaveURL(new RegExp(`${href.sheet(writingTrainerSheet(), lang)}#writing-trainer$`));
    // The task it practises starts on the screen; its button ends the task.
    const task = page.locator('#writing-trainer');
    await expect(task).toBeInViewport();
    await expect(task).toHaveAttribute('data-testid', 'writing-task');
    const open = task.getByRole('button', { name: text.trainer.open });
    // Its name says which task it opens, read as one phrase.
    await expect(open).toHaveAccessibleName(new RegExp(`^${text.trainer.open} – \\p{L}`, 'u'));
    await open.click();
    await expect(page.getByRole('dialog', { name: trainerMessages(lang).title })).toBeVisible();
    await page.keyboard.press('Escape');

    group = await openMenu(page, lang);
    await group.getByRole('link', { name: text.practice.menuOralTimer }).click();
    await expect(page).toHaveURL(new RegExp(`${href.sheet(ORAL_TIMER_SHEET, lang)}#oral-timer$`));
    await expect(page.getByTestId('oral-timer-card')).toBeInViewport();
  });

test('a sheet that teaches model-test parts ends with a link to each, as the model test names it', async ({
  openPage,
}) => {
  for (const lang of LANGS) {
    const page = await openPage(lang === 'de' ? WIDTHS.mobile : WIDTHS.desktop);
    await page.goto(href.sheet('listening-mastery-written', lang));
    const parts = MODEL_TEST_PARTS.filter((p) => p.teaches.sheet === 'listening-mastery-written');
    expect(parts).toHaveLength(3);
    const links = end(page).locator('a[data-kind="mock-part"]');
    await expect(links).toHaveCount(parts.length);
    expect(await links.evaluateAll((as) => as.map((a) => a.getAttribute('href')))).toEqual(
      parts.map((p) => href.mockPart(PRACTICE_TEST, p.slug, lang)),
    );
    await expect(end(page).getByRole('heading', { name: messages(lang).practice.title })).toBeVisible();
    await expect(end(page).getByTestId('drill-link')).toBeVisible();
    await links.first().scrollIntoViewIfNeeded();
    await expectNoAxeViolations(page, { include: '[data-testid="practice-links"]' });
    await links.first().click();
    await expect(page).toHaveURL(new RegExp(`${href.mockPart(PRACTICE_TEST, parts[0]!.slug, lang)}$`));
  }
});

test('a writing sheet ends with the trainer, which opens in place, and the written exam', async ({
  phone: page,
}) => {
  // This sheet has a section called "practice": the block's ids must not meet its ids.
  await page.goto(href.sheet('writing-task-invitation', 'en'));
  await hydrated(page);
  await expectUniqueIds(page);
  const text = messages('en').practice;
  await expect(end(page).locator('a[data-kind="written-exam"]')).toHaveAttribute(
    'href',
    href.mockRun(PRACTICE_TEST, 'en'),
  );
  const button = end(page).getByRole('button', { name: text.writingTrainer });
  await button.scrollIntoViewIfNeeded();
  await expectNoAxeViolations(page, { include: '[data-testid="practice-links"]' });
  await button.click();
  const dialog = page.getByRole('dialog', { name: trainerMessages('en').title });
  await expect(dialog).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(button).toBeFocused();
});

test('an oral sheet ends with the oral timer (on the page when it has it) and the oral exam', async ({
  desktop: page,
}) => {
  await page.goto(href.sheet('speaking-part-1-who-system', 'de'));
  await hydrated(page);
  await expect(end(page).locator('a[data-kind="oral-exam"]')).toHaveAttribute(
    'href',
    href.mockOral(PRACTICE_TEST, 'de'),
  );
  const timer = end(page).locator('a[data-kind="oral-timer"]');
  await timer.scrollIntoViewIfNeeded();
  await expectNoAxeViolations(page, { include: '[data-testid="practice-links"]' });
  await timer.click();
  await expect(page).toHaveURL(/\/speaking-part-1-who-system#oral-timer$/);
  await expect(page.getByTestId('oral-timer-card')).toBeInViewport();

  // A sheet without the timer's card leads to the strategy sheet's.
  expect(findEntry('speaking-topic-technology')?.category).toBe('oral-block');
  await page.goto(href.sheet('speaking-topic-technology', 'en'));
  await expect(end(page).locator('a[data-kind="oral-timer"]')).toHaveAttribute(
    'href',
    `${href.sheet(ORAL_TIMER_SHEET, 'en')}#oral-timer`,
  );
});

test('a foundation sheet ends with the phrase drill only; without scripts only what works is shown', async ({
  phone: page,
  openPage,
}) => {
  await page.goto(href.sheet('functional-language', 'de'));
  await hydrated(page);
  await expect(end(page).getByRole('link')).toHaveCount(1);
  await expect(end(page).getByTestId('drill-link')).toBeVisible();

  const noScript = await openPage(WIDTHS.mobile, { javaScriptEnabled: false });
  // The drill needs scripts: the whole block goes.
  await noScript.goto(href.sheet('functional-language', 'de'));
  await expect(end(noScript)).toBeHidden();
  // The model-test parts are pages of their own: they stay; the trainer's button does not.
  await noScript.goto(href.sheet('reading-mastery', 'de'));
  await expect(end(noScript).locator('a[data-kind="mock-part"]').first()).toBeVisible();
  await noScript.goto(href.sheet('writing-task-apology', 'de'));
  await expect(end(noScript).getByRole('button')).toBeHidden();
  await expect(end(noScript).locator('a[data-kind="written-exam"]')).toBeVisible();
});
