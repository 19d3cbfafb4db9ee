import { readFile } from 'node:fs/promises';
import { expect } from '@playwright/test';
import { modelTestMessages } from '../../app/i18n/model-test-messages';
import { progressMessages } from '../../app/i18n/progress-messages';
import { expectNoAxeViolations, href, hydrated, test } from './support';

// Where she stands (issue 34): a whole written exam she wrote counts on the progress page (the
// written exam against 135 of 225, each subtest naming its test, the chart, the oral self-check
// against 45 of 75) and on the test page, and is explained item by item after it; a backup file
// from her other device is added to what is here and the page says what it added.

const KEY = 'b1.mock-tests.v1';
const ORAL_CHECKS = Object.fromEntries(
  [1, 2, 3].flatMap((p) => ['task', 'expression', 'form', 'sound'].map((c) => [`part-${p}-${c}`, true])),
);
/** A whole written exam of test 1 and an oral checklist of test 2 with every answer "yes". */
const RECORDS = {
  version: 1,
  parts: {},
  attempts: [],
  run: null,
  runs: [
    {
      test: '1',
      date: '2026-11-26T12:00:00.000Z',
      reading: 40,
      language: 15,
      listening: 50,
      writing: 30,
      answers: { '1': 'a', '2': 'b', '6': 'a', '21': 'b', '41': '+' },
    },
  ],
  oral: null,
  orals: [{ test: '2', date: '2026-11-27T09:00:00.000Z', role: 'A', mode: 'alone', checks: ORAL_CHECKS }],
};
/** What her laptop adds: reading part 2 of test 3, checked on its own. */
const LAPTOP_ATTEMPT = {
  test: '3',
  part: 'reading-2',
  date: '2026-11-28T18:00:00.000Z',
  right: 4,
  count: 5,
  points: 20,
  max: 25,
};

test('a whole written exam counts on the progress and test pages and is explained; a backup from another device is added', async ({
  phone: page,
}) => {
  await page.clock.install({ time: new Date('2026-11-29T10:00:00') });
  await page.addInitScript(
    ([key, value]) => {
      if (sessionStorage.getItem('seeded')) return;
      sessionStorage.setItem('seeded', '1');
      localStorage.setItem(key, value);
    },
    [KEY, JSON.stringify(RECORDS)] as const,
  );
  const text = progressMessages('de');
  await page.goto(href.progress('de'));
  await hydrated(page);

  const standing = page.getByTestId('progress-standing');
  await expect(standing).toContainText('bestanden mit 135 von 225 Punkten');
  await expect(standing).toContainText('bestanden mit 45 von 75 Punkten');
  await expect(page.getByTestId('standing-note')).toContainText(
    'unseren eigenen Tests im Format der Prüfung',
  );
  await expect(page.getByTestId('standing-written')).toContainText(/Schätzung: [\d,]+ von 225 Punkten/);
  await expect(page.getByTestId('standing-reading')).toContainText(
    'Modelltest 1, Leseverstehen, Teil 1, in der ganzen schriftlichen Prüfung',
  );
  await expect(page.getByTestId('standing-writing')).toContainText('selbst bewertet');
  await expect(page.getByTestId('standing-oral')).toContainText('zwischen 55 und 75');
  await expect(standing).toContainText(text.standing.oralRough);
  await expect(page.getByTestId('progress-chart').locator('[data-kind="exam"]')).toHaveCount(1);
  await expectNoAxeViolations(page);

  // Saved: the page says where a phone puts the file.
  const backup = text.backup;
  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: backup.save }).click();
  const saved = JSON.parse(await readFile(await (await download).path(), 'utf8')) as {
    stores: Record<string, string>;
  };
  await expect(page.getByTestId('backup-notice')).toContainText('b1-backup-2026-11-29.json');
  await expect(page.getByTestId('backup-notice')).toContainText('Downloads');

  // The laptop's file: everything of this phone plus one part checked there. Added, not replaced.
  const laptop = JSON.parse(saved.stores[KEY]!) as typeof RECORDS & { attempts: unknown[] };
  laptop.attempts.push(LAPTOP_ATTEMPT);
  saved.stores[KEY] = JSON.stringify(laptop);
  await page.getByTestId('backup-file').setInputFiles({
    name: 'laptop.json',
    mimeType: 'application/json',
    buffer: Buffer.from(JSON.stringify(saved)),
  });
  await expect(page.getByRole('group', { name: backup.loadQuestion })).toContainText(backup.loadChoice);
  await expectNoAxeViolations(page);
  await page.getByRole('button', { name: backup.loadMerge }).click();
  await expect(page.getByTestId('backup-notice')).toHaveText(`${backup.merged} 1 ausgewerteter Teil.`);
  const after = JSON.parse((await page.evaluate((key) => localStorage.getItem(key), KEY)) ?? 'null') as {
    runs: unknown[];
    attempts: unknown[];
    orals: unknown[];
  };
  expect([after.runs.length, after.attempts.length, after.orals.length]).toEqual([1, 1, 1]);
  await expect(page.getByTestId('standing-reading')).toContainText('Modelltest 3, Leseverstehen, Teil 2 (');

  // The test page counts the parts done in the whole exam.
  const tests = modelTestMessages('de');
  await page.goto(href.mockTest('1', 'de'));
  await hydrated(page);
  await expect(page.getByTestId('state-reading-1')).toContainText(
    'Zuletzt in der ganzen schriftlichen Prüfung',
  );
  await expect(page.getByTestId('state-listening-3')).not.toHaveText(tests.notDone);
  await expect(page.getByTestId('subtest-reading')).toContainText('3 von 3');

  // After the exam: every item explained as on the part page.
  await page.goto(href.mockRun('1', 'de'));
  await hydrated(page);
  const review = page.getByTestId('run-review');
  await expect(review.locator('details')).toHaveCount(8);
  await review.locator('[data-review-part="reading-2"] summary').click();
  const item6 = review.locator('[data-review-part="reading-2"] li[data-item="6"]');
  await expect(item6).toContainText(/Richtige Lösung: [abc]|Richtig/);
  await expect(item6).toContainText(tests.passage);
  await expectNoAxeViolations(page);
});
