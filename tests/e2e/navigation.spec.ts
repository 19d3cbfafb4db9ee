import { expect } from '@playwright/test';
import { CATALOGUE, expectNoAxeViolations, hydrated, messages, test, WIDTHS } from './support';

test.describe('menu', () => {
  test('on mobile it is a drawer from the left with Home and the four groups built from the catalogue', async ({
    phone: page,
  }) => {
    await page.goto('/');
    await hydrated(page);
    const text = messages('de');
    await page.getByRole('button', { name: text.nav.openMenu }).click();
    const dialog = page.getByRole('dialog');
    await expect(dialog).toBeVisible();
    const box = (await dialog.boundingBox())!;
    expect(box.x).toBe(0);
    expect(box.height).toBeGreaterThanOrEqual(739);
    expect(box.width).toBeLessThan(WIDTHS.mobile);
    await expect(dialog.getByRole('link', { name: text.nav.home, exact: true })).toBeVisible();
    for (const title of [
      text.nav.cheatSheets,
      text.stage.foundation,
      text.stage['written-block'],
      text.stage['oral-block'],
    ])
      await expect(dialog.getByRole('heading', { name: title, exact: true })).toBeVisible();
    // Every sheet is in the menu once.
    for (const entry of CATALOGUE)
      await expect(
        dialog.getByRole('link', { name: new RegExp(entry.title.de.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')) }),
      ).toHaveCount(1);
  });

  test('on desktop it is a centred modal', async ({ desktop: page }) => {
    await page.goto('/en');
    await hydrated(page);
    await page.getByRole('button', { name: messages('en').nav.openMenu }).click();
    const box = (await page.getByRole('dialog').boundingBox())!;
    expect(Math.abs(box.x + box.width / 2 - WIDTHS.desktop / 2)).toBeLessThan(2);
    expect(box.y).toBeGreaterThan(0);
  });

  test('closes on the close button and returns focus to the menu button', async ({ desktop: page }) => {
    await page.goto('/en');
    await hydrated(page);
    const trigger = page.getByRole('button', { name: messages('en').nav.openMenu });
    await trigger.click();
    await page.getByRole('button', { name: messages('en').nav.closeMenu }).click();
    await expect(page.getByRole('dialog')).toHaveCount(0);
    await expect(trigger).toBeFocused();
  });

  test('closes on a click on the backdrop and on Escape, and traps focus while open', async ({
    phone: page,
  }) => {
    await page.goto('/en');
    await hydrated(page);
    const trigger = page.getByRole('button', { name: messages('en').nav.openMenu });
    await trigger.click();
    await expect(page.getByRole('dialog')).toBeVisible();
    // A reader taps the backdrop once the drawer has slid in, not during its opening animation.
    await page.waitForFunction(() => document.getAnimations().every((a) => a.playState !== 'running'));
    await page.mouse.click(WIDTHS.mobile - 10, 300);
    await expect(page.getByRole('dialog')).toHaveCount(0);
    await trigger.click();
    await expect(page.getByRole('dialog')).toBeVisible();
    for (let i = 0; i < 40; i++) await page.keyboard.press('Tab');
    expect(await page.evaluate(() => !!document.activeElement?.closest('[role="dialog"]'))).toBe(true);
    await page.keyboard.press('Escape');
    await expect(page.getByRole('dialog')).toHaveCount(0);
  });

  test('a link closes it, navigates and scrolls to the top after 100 ms', async ({ phone: page }) => {
    await page.goto('/en/cheat-sheets');
    await hydrated(page);
    const bar = page.getByTestId('floating-controls');
    await page.evaluate(() => window.scrollTo(0, 1500));
    await expect(bar).toHaveAttribute('data-visible', 'false');
    // Scrolling up a little brings the bottom bar back.
    await page.evaluate(() => window.scrollTo(0, 1400));
    await expect(bar).toHaveAttribute('data-visible', 'true');
    await page.getByRole('button', { name: messages('en').nav.openMenu }).click();
    const entry = CATALOGUE[0]!;
    await page
      .getByRole('dialog')
      .getByRole('link', { name: new RegExp(entry.title.en) })
      .click();
    await expect(page.getByRole('dialog')).toHaveCount(0);
    await expect(page).toHaveURL(new RegExp(`/en/${entry.route}$`));
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
  });

  test('without scripts there is no menu button; the bar links to the overview instead', async ({
    noScript: page,
  }) => {
    await page.goto('/en/reading-mastery');
    const bar = page.getByTestId('floating-controls');
    await expect(bar.getByRole('button')).toHaveCount(0);
    await bar.getByRole('link', { name: messages('en').nav.barOverview }).click();
    await expect(page).toHaveURL(/\/en\/cheat-sheets$/);
  });
});

test.describe('floating controls', () => {
  test('on mobile the bottom bar hides while scrolling down and shows when scrolling up or near the top', async ({
    phone: page,
  }) => {
    await page.goto('/cheat-sheets');
    await hydrated(page);
    const bar = page.getByTestId('floating-controls');
    await expect(bar).toHaveAttribute('data-visible', 'true');
    const scrollTo = (y: number) => page.evaluate((top) => window.scrollTo(0, top), y);
    await scrollTo(800);
    await expect(bar).toHaveAttribute('data-visible', 'false');
    await expect.poll(async () => (await bar.boundingBox())!.y).toBeGreaterThanOrEqual(740);
    await scrollTo(600);
    await expect(bar).toHaveAttribute('data-visible', 'true');
    await expect.poll(async () => (await bar.boundingBox())!.y).toBeLessThan(740);
    await scrollTo(1400);
    await expect(bar).toHaveAttribute('data-visible', 'false');
    await page.evaluate(() => window.scrollTo(0, 5));
    await expect(bar).toHaveAttribute('data-visible', 'true');
  });

  test('on mobile the bar has labelled items; Sections only on sheets, Top only after a screen of scrolling', async ({
    phone: page,
  }) => {
    const text = messages('de');
    await page.goto('/cheat-sheets');
    await hydrated(page);
    const bar = page.getByTestId('floating-controls');
    await expect(bar.getByTestId('bar-sections')).toHaveCount(0);

    await page.goto('/reading-mastery');
    await hydrated(page);
    const items = [
      ['bar-menu', text.nav.barMenu],
      ['bar-search', text.nav.barSearch],
      ['bar-overview', text.nav.barOverview],
      ['bar-sections', text.nav.barSections],
      ['language-switch', text.language.label],
    ] as const;
    for (const [id, label] of items) {
      const item = bar.getByTestId(id);
      await expect(item).toBeVisible();
      await expect(item).toContainText(label);
      const box = (await item.boundingBox())!;
      expect(box.width).toBeGreaterThanOrEqual(44);
      expect(box.height).toBeGreaterThanOrEqual(44);
    }
    await expect(bar.getByTestId('bar-menu')).toHaveAttribute('aria-haspopup', 'dialog');
    await expect(bar.getByTestId('bar-search')).toHaveAttribute('aria-haspopup', 'dialog');
    await expect(bar.getByTestId('bar-overview')).toHaveAttribute('href', '/cheat-sheets');

    // Sections asks the sheet to open its list of sections.
    await page.evaluate(() => {
      window.addEventListener('b1:open-sections', () =>
        document.body.setAttribute('data-sections-asked', ''),
      );
    });
    await bar.getByTestId('bar-sections').click();
    await expect(page.locator('body')).toHaveAttribute('data-sections-asked', '');
    // …and the sheet opens its list of sections.
    const sections = page.getByRole('dialog', { name: text.sheet.sectionsTitle });
    await expect(sections).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(sections).toBeHidden();

    // Top: not there on the first screen, there after one screen of scrolling; the other items stay put.
    const top = bar.getByTestId('bar-top');
    await expect(top).toBeHidden();
    const before = (await bar.getByTestId('language-switch').boundingBox())!;
    const height = page.viewportSize()!.height;
    await page.evaluate((y) => window.scrollTo(0, y), height - 50);
    // eslint-disable-next-line playwright/no-wait-for-timeout -- two scroll events apart in time, as a reader scrolls (the bar reads the direction)
    await page.waitForTimeout(200);
    await page.evaluate((y) => window.scrollTo(0, y), height - 60);
    await expect(bar).toHaveAttribute('data-visible', 'true');
    await expect(top).toBeHidden();
    await page.evaluate((y) => window.scrollTo(0, y), height + 100);
    // eslint-disable-next-line playwright/no-wait-for-timeout -- two scroll events apart in time, as a reader scrolls (the bar reads the direction)
    await page.waitForTimeout(200);
    await page.evaluate((y) => window.scrollTo(0, y), height + 50);
    await expect(top).toBeVisible();
    await expect(top).toContainText(text.nav.barTop);
    expect((await bar.getByTestId('language-switch').boundingBox())!.x).toBe(before.x);
    await expectNoAxeViolations(page);
    await top.click();
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
    await expect(top).toBeHidden();
  });

  test('on a 375 px phone the header is one line in both languages; at 320 px nothing scrolls sideways', async ({
    phone: page,
  }) => {
    for (const path of ['/', '/en']) {
      await page.setViewportSize({ width: WIDTHS.mobile, height: 740 });
      await page.goto(path);
      const header = page.getByRole('banner');
      // One row of 44 px controls and its padding (two lines of the name would make it taller).
      expect((await header.boundingBox())!.height, path).toBeLessThanOrEqual(61);
      await page.setViewportSize({ width: 320, height: 640 });
      expect(await page.evaluate(() => document.documentElement.scrollWidth), path).toBe(320);
    }
  });

  test('back to top scrolls to the top', async ({ desktop: page }) => {
    await page.goto('/en/cheat-sheets');
    await hydrated(page);
    await page.evaluate(() => window.scrollTo(0, 2000));
    await page.getByRole('link', { name: messages('en').nav.backToTop }).click();
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
  });

  test('every route change starts at the top of the new page', async ({ desktop: page }) => {
    await page.goto('/en/cheat-sheets');
    await hydrated(page);
    const card = page.getByTestId('sheet-card').last();
    await card.scrollIntoViewIfNeeded();
    expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(300);
    await card.getByRole('link').click();
    await expect(page).toHaveURL(/\/en\/speaking-topic-technology$/);
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
  });

  test('every footer link resolves', async ({ page, request }) => {
    for (const path of ['/', '/en']) {
      await page.goto(path);
      const hrefs = await page
        .getByRole('contentinfo')
        .getByRole('link')
        .evaluateAll((links) => links.map((a) => a.getAttribute('href')!));
      expect(hrefs.length).toBeGreaterThan(4);
      for (const href of hrefs)
        expect((await request.get(href.split('#')[0]!, { maxRedirects: 0 })).status(), href).toBe(200);
    }
  });
});

test.describe('keyboard and motion', () => {
  test('the skip link is the first stop, visible when focused, and moves focus to the content', async ({
    page,
  }) => {
    await page.goto('/en/reading-mastery');
    await hydrated(page);
    await page.keyboard.press('Tab');
    const skip = page.getByRole('link', { name: messages('en').site.skipLink });
    await expect(skip).toBeFocused();
    await expect(skip).toBeInViewport();
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/#main$/);
    await expect(page.locator('main')).toBeFocused();
  });

  test('every floating control is reachable by keyboard and shows a focus ring', async ({ page }) => {
    await page.goto('/en');
    await hydrated(page);
    // "Back to top" is there once the reader has scrolled a screen down.
    await page.evaluate(() => window.scrollTo(0, window.innerHeight + 100));
    const controls = [
      ['button', messages('en').nav.openMenu],
      ['button', messages('en').nav.barSearch],
      ['link', `${messages('en').language.label}: ${messages('en').language.switchLabel}`],
      ['link', messages('en').nav.backToTop],
    ] as const;
    for (const [role, name] of controls) {
      const control = page.getByTestId('floating-controls').getByRole(role, { name });
      await control.focus();
      await expect(control).toBeFocused();
      expect(await control.evaluate((el) => getComputedStyle(el).outlineStyle)).toBe('solid');
    }
  });

  test('with reduced motion the menu opens without animation', async ({ openPage }) => {
    const page = await openPage(WIDTHS.desktop, { reducedMotion: 'reduce' });
    await page.goto('/en');
    await hydrated(page);
    await page.getByRole('button', { name: messages('en').nav.openMenu }).click();
    const duration = await page.getByRole('dialog').evaluate((el) => getComputedStyle(el).animationDuration);
    expect(parseFloat(duration)).toBeLessThan(0.001);
  });
});
