import { expect, type Page } from '@playwright/test';
import { trainerMessages } from '../../app/i18n/writing-trainer-messages';
import { hydrated, messages, type Lang } from './support';

/** The sheet every trainer test practises on, and the file name its download gets. */
export const SHEET = '/writing-task-apology';

/** A short reply to the apology task. */
export const REPLY =
  'Lieber Tobias,\n\nes tut mir sehr leid, dass ich am Samstag nicht da war.\n\nViele Grüße\nAlex';

/** Every message of the trainer: the two the sheet carries and the trainer's own. */
export const trainerText = (lang: Lang) => ({ ...messages(lang).trainer, ...trainerMessages(lang) });

/** The trainer's dialog. */
export const trainer = (page: Page, lang: Lang = 'de') =>
  page.getByRole('dialog', { name: trainerText(lang).title });

/** The "Practise this task" button of a task of the sheet (`task` from 0: the sheet's first task). */
export const taskButton = (page: Page, lang: Lang = 'de', task = 0) =>
  page.getByRole('button', { name: trainerText(lang).open }).nth(task);

/**
 * Opens the trainer with a task's button (the sheet's first task unless told), once the page has
 * hydrated; returns the dialog.
 */
export async function openTrainer(page: Page, lang: Lang = 'de', task = 0) {
  await hydrated(page);
  await taskButton(page, lang, task).click();
  const dialog = trainer(page, lang);
  await expect(dialog).toBeVisible();
  return dialog;
}

/** The text area of the trainer. */
export const textArea = (page: Page, lang: Lang = 'de') =>
  trainer(page, lang).getByRole('textbox', { name: trainerText(lang).yourText });

/** Records the text of every toast the page shows, from before the first script runs. */
export async function recordToasts(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const seen: string[] = [];
    (window as unknown as { __toasts: string[] }).__toasts = seen;
    new MutationObserver((records) => {
      for (const record of records)
        for (const node of Array.from(record.addedNodes))
          if (node instanceof Element)
            for (const toast of [node, ...Array.from(node.querySelectorAll('[data-testid="toast"]'))])
              if (toast.matches('[data-testid="toast"]')) seen.push(toast.textContent ?? '');
    }).observe(document, { childList: true, subtree: true });
  });
}

/** The toasts recorded by `recordToasts`. */
export const toasts = (page: Page) =>
  page.evaluate(() => (window as unknown as { __toasts: string[] }).__toasts);

/**
 * With the page's clock paused, lets it run in small steps until `check` passes: after a reload the
 * page's start-up (the deferred bootstrap, React's scheduling, the trainer's code arriving) waits on
 * timers too. `check` should fail fast (a short timeout), so that the clock gets its next step. The
 * steps follow each other every 100 ms of real time (not toPass's backing off to a second, which on
 * a busy machine gave the page too little of its own time: a reload then needed more than 10 s).
 */
export async function runClockUntil(page: Page, check: () => Promise<void>): Promise<void> {
  await expect(async () => {
    await page.clock.runFor(100);
    await check();
  }).toPass({ intervals: [100], timeout: 20_000 });
}
