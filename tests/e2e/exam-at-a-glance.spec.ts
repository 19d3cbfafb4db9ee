import { expect } from '@playwright/test';
import { homeMessages } from '../../app/i18n/home-messages';
import { ORAL_BLOCK, WRITTEN_BLOCK } from '../../app/content/exam-format';
import { expectNoAxeViolations, hydrated, type Lang, messages, test, WIDTHS } from './support';

// The home page says what the exam is: both blocks with parts, points, times and pass marks, within
// the first two screens of a small phone; and search answers questions about the exam with it first.

const HOME: Record<Lang, string> = { de: '/', en: '/en' };

for (const lang of ['de', 'en'] as const) {
  test(`the exam at a glance is within two phone screens, every part linked (${lang})`, async ({
    openPage,
  }) => {
    const page = await openPage(375, { height: 667 });
    await page.goto(HOME[lang]);
    const copy = homeMessages(lang).exam;
    const block = page.getByTestId('exam-at-a-glance');
    await expect(block.getByRole('heading', { level: 2 })).toHaveText(copy.title);
    const written = block.getByTestId('exam-written');
    const oral = block.getByTestId('exam-oral');
    const rows = written.locator('tbody tr');
    await expect(rows).toHaveCount(WRITTEN_BLOCK.parts.length);
    for (const [i, part] of WRITTEN_BLOCK.parts.entries()) {
      const row = rows.nth(i);
      await expect(row.getByRole('cell').first()).toHaveText(String(part.points));
      const name = part.name[lang];
      await expect(row.getByRole('link', { name: new RegExp(`^${name}( \\(|$)`) })).toHaveAttribute(
        'href',
        `${lang === 'en' ? '/en' : ''}/${part.sheet}`,
      );
      // Each part is practised on its own: the e-mail in the writing trainer, not the whole exam.
      await expect(
        row.getByRole('link', { name: copy.practiseWhat.replace('{part}', name) }),
      ).toHaveAttribute(
        'href',
        part.practice.kind === 'writing-trainer'
          ? /\/[a-z-]+#writing-trainer$/
          : /\/mock-tests\/1\/[a-z-]+-\d$/,
      );
    }
    // Reading and Sprachbausteine share the 90 minutes; the total is 150 and 225.
    await expect(written.locator('tbody td[rowspan="2"]')).toHaveText(String(WRITTEN_BLOCK.sharedMinutes));
    await expect(written.locator('tfoot')).toContainText(String(WRITTEN_BLOCK.max));
    await expect(written).toContainText(`${WRITTEN_BLOCK.pass}`);
    await expect(oral.locator('tbody tr')).toHaveCount(ORAL_BLOCK.parts.length);
    for (const part of ORAL_BLOCK.parts)
      await expect(oral.getByRole('link', { name: new RegExp(part.name[lang]) })).toHaveAttribute(
        'href',
        `${lang === 'en' ? '/en' : ''}/${part.sheet}`,
      );
    // A German exam name stays German on the English page, marked as German.
    if (lang === 'en') await expect(oral.locator('[lang="de"]').first()).toHaveText(/Einander kennenlernen/);

    // Both pass marks are within the first two screens of a 375 × 667 phone, and nothing overflows.
    const passLines = block.getByText(/135|45 (von|of) 75/);
    await expect(passLines).toHaveCount(2);
    for (const line of await passLines.all()) {
      const box = await line.evaluate((el) => el.getBoundingClientRect().bottom + window.scrollY);
      expect(box).toBeLessThanOrEqual(2 * 667);
    }
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
    await page.close();
  });

  test(`questions about the exam find the exam overview first (${lang})`, async ({ page }) => {
    const text = messages(lang);
    await page.goto(HOME[lang]);
    await hydrated(page);
    const queries = lang === 'de' ? ['Punkte', 'wie lange', 'bestehen'] : ['points', 'how long', 'pass mark'];
    for (const query of queries) {
      await page.keyboard.press('Control+k');
      const dialog = page.getByRole('dialog', { name: text.search.title });
      await dialog.getByRole('combobox', { name: text.search.inputLabel }).fill(query);
      const first = dialog.getByRole('option').first();
      await expect(first, query).toHaveAttribute('href', `${lang === 'en' ? '/en' : '/'}#exam-title`);
      await expect(first).toContainText(homeMessages(lang).exam.title);
      await page.keyboard.press('Escape');
    }
    // A word from the sheets does not bring the overview up first.
    await page.keyboard.press('Control+k');
    const dialog = page.getByRole('dialog', { name: text.search.title });
    await dialog
      .getByRole('combobox', { name: text.search.inputLabel })
      .fill(lang === 'de' ? 'Beschwerde' : 'complaint');
    await expect(dialog.getByRole('option').first()).toHaveAttribute('href', /writing-task-complaint/);
  });
}

for (const width of [WIDTHS.mobile, WIDTHS.desktop])
  for (const colorScheme of ['light', 'dark'] as const)
    test(`the exam at a glance passes axe at ${width} px, ${colorScheme} (both languages)`, async ({
      openPage,
    }) => {
      const page = await openPage(width, { colorScheme });
      for (const lang of ['de', 'en'] as const) {
        await page.goto(HOME[lang]);
        await hydrated(page);
        await page.getByTestId('exam-at-a-glance').scrollIntoViewIfNeeded();
        await expectNoAxeViolations(page);
      }
    });
