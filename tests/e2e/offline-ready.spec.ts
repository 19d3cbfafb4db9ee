import { expect } from '@playwright/test';
import {
  clientNavigate,
  expectNoAxeViolations,
  href,
  hydrated,
  layoutShifts,
  messages,
  test,
  toastWith,
  watchLayoutShifts,
  WIDTHS,
} from './support';
import { recordToasts, toasts } from './writing-trainer-support';

// Each test waits for the service worker to store the whole site first: three times the usual
// limit, so a busy machine cannot fail them by time alone.
test.slow();

// After its first visit the site stores itself for reading offline (a download of several MB,
// silent until now). When the service worker has stored it the first time, a toast says so once;
// a small line in the footer keeps saying so on every page and visit, in room kept for it.

// The service worker is blocked in the other specs (playwright.config.ts); here it is the subject.
test.use({ serviceWorkers: 'allow' });
// The worker first stores the whole site.
test.setTimeout(90_000);

for (const [lang, width, colorScheme] of [
  ['de', WIDTHS.mobile, 'light'],
  ['en', WIDTHS.desktop, 'dark'],
] as const)
  test(`says once that the site is ready offline, and the footer keeps saying so (${lang}, ${width} px)`, async ({
    openPage,
  }) => {
    const text = messages(lang).offline;
    const page = await openPage(width, { colorScheme, serviceWorkers: 'allow' });
    await watchLayoutShifts(page);
    await recordToasts(page);
    await page.goto(href.sheet('reading-mastery', lang));
    const status = page.getByTestId('offline-status');
    // Until the site is stored the line is empty, its room kept.
    await expect(status).toHaveText('');
    await expect(toastWith(page, text.readyToast)).toBeVisible({ timeout: 60_000 });
    expect(await page.evaluate(() => navigator.serviceWorker.controller !== null)).toBe(true);
    await expect(status).toHaveText(text.readyLine);
    expect((await layoutShifts(page)).total).toBe(0);
    await expectNoAxeViolations(page);

    // The next visit: the line as soon as the worker answers, no toast (a toast would fetch its
    // face: once the network is quiet, it would be on screen).
    await page.reload();
    await hydrated(page);
    await expect(status).toHaveText(text.readyLine);
    await page.waitForLoadState('networkidle');
    expect(await toasts(page)).toEqual([]);
    // Another page of the app says it too.
    await clientNavigate(page, href.overview(lang));
    await expect(page).toHaveURL(new RegExp(`${href.overview(lang)}$`));
    await expect(status).toHaveText(text.readyLine);
  });
