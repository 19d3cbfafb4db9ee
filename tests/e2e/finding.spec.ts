import { expect, type Page } from '@playwright/test';
import { homeMessages } from '../../app/i18n/home-messages';
import { pathStep } from '../../app/content/catalogue';
import {
  CATALOGUE,
  expectNoAxeViolations,
  href,
  hydrated,
  type Lang,
  LANGS,
  messages,
  test,
} from './support';

const PHONE = { width: 375, height: 812 };
const PROGRESS_KEY = 'b1.progress.v1';

/** A fresh page of a given size whose layout shifts (not caused by input) are summed in `__cls`. */
async function openMeasured(page: Page) {
  await page.addInitScript(() => {
    const w = window as unknown as { __cls: number };
    w.__cls = 0;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as unknown as { value: number; hadRecentInput: boolean }[])
        if (!entry.hadRecentInput) w.__cls += entry.value;
    }).observe({ type: 'layout-shift', buffered: true });
  });
}

/** The summed layout shift so far, read after two frames so the last change is painted. */
async function cls(page: Page): Promise<number> {
  return page.evaluate(
    () =>
      new Promise<number>((resolve) =>
        requestAnimationFrame(() =>
          requestAnimationFrame(() => resolve((window as unknown as { __cls: number }).__cls)),
        ),
      ),
  );
}

/** The label a card shows for its place in the learning path. */
function stepLabel(route: string, lang: Lang): string {
  const step = pathStep(route)!;
  const text = messages(lang);
  return `${text.stage[step.category]} · ${text.labels.step.replace('{step}', String(step.step)).replace('{of}', String(step.of))}`;
}

test.describe('overview on a phone', () => {
  test.use({ viewport: PHONE });

  for (const lang of LANGS) {
    test(`the filters come before the first sheet, within the first screen (${lang})`, async ({ page }) => {
      await page.goto(href.overview(lang));
      await hydrated(page);
      const controls = await page.getByTestId('finder-controls').boundingBox();
      const count = await page.getByTestId('finder-count').boundingBox();
      const firstCard = await page.getByTestId('sheet-card').first().boundingBox();
      expect(controls!.y).toBeGreaterThan(0);
      expect(count!.y + count!.height).toBeLessThanOrEqual(PHONE.height);
      expect(count!.y + count!.height).toBeLessThan(firstCard!.y);
    });
  }

  test('a filter narrows the stage sections, which keep their anchors', async ({ page }) => {
    await page.goto(href.overview('en'));
    await hydrated(page);
    await page.getByTestId('finder-value-oral-block').click();
    await expect(page).toHaveURL(/\/en\/cheat-sheets\?stage=oral-block$/);
    await expect(page.getByTestId('finder-count')).toHaveText('Showing 8 of 25 cheat sheets');
    await expect(page.locator('section#oral').getByTestId('sheet-card')).toHaveCount(8);
    await expect(page.locator('section#foundation').getByTestId('sheet-card')).toHaveCount(0);
    await expect(page.locator('section#foundation')).toContainText(messages('en').overview.noneInStage);
    await expect(page.locator('section#written')).toBeAttached();
  });

  test('the list view shows one row per sheet, is remembered, and reloads without a shift', async ({
    page,
  }) => {
    await openMeasured(page);
    await page.goto(href.overview('de'));
    await hydrated(page);
    const card = page.locator('section#written [data-route="reading-mastery"]');
    const cardHeight = (await card.boundingBox())!.height;
    await page.getByTestId('layout-list').click();
    await expect(page.getByTestId('layout-list')).toHaveAttribute('aria-pressed', 'true');
    await expect(page.getByTestId('layout-cards')).toHaveAttribute('aria-pressed', 'false');
    const rowHeight = (await card.boundingBox())!.height;
    expect(rowHeight).toBeLessThan(90);
    expect(rowHeight).toBeLessThan(cardHeight / 2);
    // One row: number, title, step and time, no description.
    await expect(card).toContainText('#01');
    await expect(card).toContainText('60 Min.');
    await expect(card.getByTestId('path-step')).toContainText(
      stepLabel('reading-mastery', 'de').split(' · ')[1]!,
    );
    await expect(
      card.getByText(CATALOGUE.find((e) => e.route === 'reading-mastery')!.description.de),
    ).toBeHidden();

    await page.reload();
    // The list is there in the first paint, before the scripts start.
    await expect(page.locator('html')).toHaveAttribute('data-sheet-layout', 'list');
    expect((await card.boundingBox())!.height).toBe(rowHeight);
    await hydrated(page);
    await expect(page.getByTestId('layout-list')).toHaveAttribute('aria-pressed', 'true');
    expect(await cls(page)).toBe(0);

    await page.getByTestId('layout-cards').click();
    await expect(page.locator('html')).not.toHaveAttribute('data-sheet-layout', 'list');
    expect((await card.boundingBox())!.height).toBe(cardHeight);
  });
});

test.describe('step labels', () => {
  for (const lang of LANGS) {
    test(`every card names its stage and its step in the learning path (${lang})`, async ({ page }) => {
      await page.goto(href.overview(lang));
      const steps = page.getByTestId('path-step');
      await expect(steps).toHaveCount(CATALOGUE.length);
      for (const entry of CATALOGUE)
        await expect(page.locator(`[data-route="${entry.route}"]`).getByTestId('path-step')).toHaveText(
          stepLabel(entry.route, lang),
        );
    });
  }
});

test.describe('home with saved progress', () => {
  test.use({ viewport: PHONE });

  for (const lang of LANGS) {
    test(`"continue" links to the last place read, above the promotional sections, without a shift (${lang})`, async ({
      page,
    }) => {
      await page.goto(href.home(lang));
      await hydrated(page);
      const resume = page.getByTestId('resume-link');
      await expect(resume).toHaveAttribute('data-state', 'start');
      await expect(resume).toHaveAttribute('href', href.sheet('functional-language', lang));
      const startBox = await resume.boundingBox();
      // The sheet's title shows whole on a phone.
      const whole = () =>
        resume
          .getByTestId('resume-title')
          .evaluate((el) => el.scrollHeight <= el.clientHeight && el.scrollWidth <= el.clientWidth);
      expect(await whole()).toBe(true);

      await page.evaluate(
        (key) =>
          localStorage.setItem(
            key,
            JSON.stringify({
              learned: ['functional-language'],
              last: { route: 'reading-mastery', section: 'scan-skim-search' },
            }),
          ),
        PROGRESS_KEY,
      );
      await openMeasured(page);
      await page.reload();
      await hydrated(page);
      await expect(resume).toHaveAttribute('data-state', 'continue');
      await expect(resume).toHaveAttribute('href', `${href.sheet('reading-mastery', lang)}#scan-skim-search`);
      await expect(resume).toContainText(homeMessages(lang).resume.continueTitle);
      await expect(resume).toContainText(CATALOGUE.find((e) => e.route === 'reading-mastery')!.title[lang]);
      expect(await resume.boundingBox()).toEqual(startBox);
      expect(await whole()).toBe(true);
      expect(await cls(page)).toBe(0);

      const resumeBottom = (await resume.boundingBox())!.y;
      expect(resumeBottom).toBeLessThan(PHONE.height);
      for (const id of ['why-title', 'features-title'])
        expect((await page.locator(`#${id}`).boundingBox())!.y).toBeGreaterThan(resumeBottom);
      expect((await page.locator('#path-title').boundingBox())!.y).toBeLessThan(
        (await page.locator('#why-title').boundingBox())!.y,
      );

      const learned = page.locator('#finder [data-route="functional-language"]');
      await expect(learned).toHaveAttribute('data-learned', 'true');
      await expect(learned.getByTestId('learned-mark')).toHaveText(messages(lang).labels.learned);
      await expect(
        page.locator('#finder [data-route="reading-mastery"]').getByTestId('learned-mark'),
      ).toHaveText('');

      await resume.click();
      await expect(page).toHaveURL(new RegExp(`${href.sheet('reading-mastery', lang)}#scan-skim-search$`));
    });
  }
});

test.describe('axe in the new states', () => {
  for (const lang of LANGS)
    for (const width of [375, 1280]) {
      test(`home with progress and the overview as a filtered list (${lang}, ${width} px)`, async ({
        openPage,
      }) => {
        const page = await openPage(width, { height: width < 600 ? 812 : 900 });
        await page.addInitScript(
          ([key, layout]) => {
            localStorage.setItem(
              key!,
              JSON.stringify({ learned: ['functional-language'], last: { route: 'reading-mastery' } }),
            );
            localStorage.setItem('b1.sheet-layout.v1', layout!);
          },
          [PROGRESS_KEY, 'list'],
        );
        await page.goto(href.home(lang));
        await hydrated(page);
        await expect(page.getByTestId('resume-link')).toHaveAttribute('data-state', 'continue');
        await expectNoAxeViolations(page);
        await page.goto(`${href.overview(lang)}?skill=writing`);
        await hydrated(page);
        await expect(page.getByTestId('layout-list')).toHaveAttribute('aria-pressed', 'true');
        await expect(page.getByTestId('finder-active')).toBeVisible();
        await expectNoAxeViolations(page);
      });
    }
});
