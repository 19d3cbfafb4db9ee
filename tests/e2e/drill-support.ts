import type { Page } from '@playwright/test';

/**
 * The overview's per-sheet due counts ("· 12 fällig"), added up: they must make the total line's
 * figure, or a learner cannot trust either.
 */
export async function sheetsDueSum(page: Page): Promise<number> {
  const texts = await page.getByTestId('drill-sheet-due').allTextContents();
  return texts.reduce((sum, t) => sum + Number(/\d+/.exec(t)?.[0] ?? Number.NaN), 0);
}
