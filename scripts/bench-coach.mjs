// The writing coach's figures for the benchmark (npm run bench; issue 31): how fast feedback on a
// letter of about 200 words comes on a phone-class CPU. As in bench-interactions.mjs, Chromium's CPU
// is slowed 4× (DevTools protocol), the page is phone-sized, and each run is a freshly loaded page;
// the median of REPEATS runs is reported. On a writing sheet the run opens the trainer, puts in a
// learner's letter (B1, with a few mistakes), asks for feedback ("Rückmeldung anzeigen"), then
// corrects one mistake and asks again ("Rückmeldung aktualisieren"). For each of the two:
//  - the analysis: the `coach-analysis` performance measure the app takes around `analyseLetter`
//    (app/features/writing-coach/coach-feedback.tsx), read from the page; budget
//    COACH_ANALYSIS_BUDGET_MS (the issue's);
//  - click to the feedback panel painted: from the click to the frame after the one that holds the
//    panel with the new analysis. The coach's code loads once she writes in the trainer, and its
//    analysis is run once on a short letter while the browser is idle (a learner writes for minutes
//    before she asks); the run waits for that, as her first request would find it.
// Run alone (`node scripts/bench-coach.mjs`, after a build) it serves the build itself on
// BENCH_PORT and prints the figures; it exits 1 when the budget is broken.
/* global document, requestAnimationFrame -- the function given to page.evaluate runs in the page */
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { chromium } from '@playwright/test';
import { CPU_SLOWDOWN, PHONE, REPEATS, slowPage } from './bench-interactions.mjs';
import { CHROMIUM_ARGS, findChromium } from './find-chromium.mjs';
import { median } from './lighthouse-result.mjs';
import { serveBuild } from './serve-build.mjs';

/** The analysis of one letter, at most (ms, median): issue 31. */
export const COACH_ANALYSIS_BUDGET_MS = 50;

/** The writing sheet whose trainer is measured (German: the buttons below are its labels). */
const SHEET = '/writing-task-apology';
const OPEN_TRAINER = 'Diese Aufgabe üben';
const TEXT_AREA = 'Ihre E-Mail';
const REQUEST = 'Rückmeldung anzeigen';
const UPDATE = 'Rückmeldung aktualisieren';
/** The name of the app's performance measure around the analysis. */
const MEASURE = 'coach-analysis';
/** The app's mark once the analysis has been warmed (app/features/writing-coach/coach-feedback.tsx). */
const WARM_MARK = 'coach-warm';

/**
 * A reply to the sheet's task (Tobias's birthday party, missed; du) as a B1 learner writes it: all
 * four points, a little long, with mistakes the coach looks for (the verb after "weil", verb second
 * after "Im Krankenhaus", "mit meine") and one it leaves alone ("auf dem Abend").
 */
const LETTER = `Lieber Tobias,

es tut mir so leid, dass ich am Samstag nicht zu deiner Geburtstagsparty gekommen bin. Du hast bestimmt auf mich gewartet, und ich verstehe gut, dass du jetzt enttäuscht bist.

Am Samstagmorgen hat meine Mutter angerufen, weil mein Vater war im Krankenhaus. Er ist auf der Treppe gefallen und hatte starke Schmerzen im Bein. Deshalb bin ich sofort mit dem Zug nach Köln gefahren. Im Krankenhaus wir haben lange gewartet, und ich habe nicht an mein Handy gedacht. Erst am Abend habe ich deine Nachrichten gelesen, aber da war es schon zu spät. Zum Glück geht es meinem Vater jetzt wieder besser.

Wie war die Party? Waren viele Gäste da, und habt ihr wieder bis Mitternacht getanzt? Ich habe gehört, dass deine Schwester einen großen Kuchen gebacken hat. Hast du schöne Geschenke bekommen? Bitte schick mir ein paar Fotos!

Ich möchte deinen Geburtstag gern mit dir nachfeiern. Hast du nächsten Freitag Zeit? Wir könnten zusammen in das neue italienische Restaurant am Markt gehen, ich lade dich ein. Danach können wir noch mit meine Freunde ins Kino gehen, wenn du Lust hast. Ich freue mich schon auf dem Abend mit dir.

Viele Grüße
Alex`;

/** The same letter after the learner has corrected the first mistake the coach showed her. */
const CORRECTED = LETTER.replace('weil mein Vater war im Krankenhaus', 'weil mein Vater im Krankenhaus war');

/** @typedef {import('@playwright/test').Page} Page */
/** @typedef {{ analysisMs: number, paintedMs: number, words: number }} Feedback */

/**
 * Clicks the trainer's feedback button named `name` (in the page, as a tap would) and resolves with
 * the analysis's measure and the time from the click to the frame after the one that first holds
 * the panel with that analysis.
 * @param {Page} page
 * @param {string} name
 * @returns {Promise<Feedback>}
 */
function feedback(page, name) {
  return page.evaluate(
    ({ name, measure }) =>
      /** @type {Promise<Feedback>} */ (
        new Promise((resolve, reject) => {
          const button = [...document.querySelectorAll('button')].find((b) => b.textContent?.trim() === name);
          if (!button) {
            reject(new Error(`no button "${name}"`));
            return;
          }
          setTimeout(() => reject(new Error(`no feedback 30 s after "${name}"`)), 30_000);
          const before = performance.getEntriesByName(measure, 'measure').length;
          let start = 0;
          const watch = () => {
            const entries = performance.getEntriesByName(measure, 'measure');
            const entry = entries[entries.length - 1];
            if (
              entry &&
              entries.length > before &&
              document.querySelector('[data-testid="coach-panel"]') !== null
            ) {
              // The app's measure carries the words it counted.
              const { words } = /** @type {{ detail: { words: number } }} */ (/** @type {unknown} */ (entry))
                .detail;
              // The frame after the one that holds the panel has painted it.
              requestAnimationFrame(() =>
                resolve({ analysisMs: entry.duration, paintedMs: performance.now() - start, words }),
              );
              return;
            }
            requestAnimationFrame(watch);
          };
          button.addEventListener(
            'click',
            (e) => {
              start = e.timeStamp;
              requestAnimationFrame(watch);
            },
            { once: true, capture: true },
          );
          button.click();
        })
      ),
    { name, measure: MEASURE },
  );
}

/**
 * One run on a freshly loaded sheet: the trainer opened, the letter put in, feedback asked for;
 * then one mistake corrected and the feedback updated.
 * @param {Page} page
 */
async function coachRun(page) {
  // The sheet's first task (each writing task has its own button).
  await page.getByRole('button', { name: OPEN_TRAINER }).first().click();
  const textArea = page.getByRole('dialog').getByRole('textbox', { name: TEXT_AREA });
  await textArea.fill(LETTER);
  await page.getByRole('button', { name: REQUEST }).waitFor();
  // She writes for minutes before she asks: by then the trainer has loaded the coach and warmed its
  // analysis while the browser was idle (the app's `coach-warm` mark).
  await page.waitForFunction((mark) => performance.getEntriesByName(mark, 'mark').length > 0, WARM_MARK);
  await page.waitForLoadState('networkidle');
  const first = await feedback(page, REQUEST);
  await textArea.fill(CORRECTED);
  await page.getByRole('button', { name: UPDATE }).waitFor();
  const update = await feedback(page, UPDATE);
  return { first, update };
}

/**
 * The medians and the runs of one kind of request.
 * @param {string} name
 * @param {Feedback[]} runs
 */
function figures(name, runs) {
  const analysisRuns = runs.map((r) => Number(r.analysisMs.toFixed(1)));
  const paintedRuns = runs.map((r) => Math.round(r.paintedMs));
  return {
    name,
    analysis: { medianMs: Number(median(analysisRuns).toFixed(1)), runsMs: analysisRuns },
    painted: { medianMs: median(paintedRuns), runsMs: paintedRuns },
  };
}

/**
 * The coach's figures, REPEATS runs, on the served build at `origin`.
 * @param {{ origin: string }} options
 */
export async function measureCoach({ origin }) {
  const executablePath = findChromium();
  if (!executablePath) throw new Error('No Chromium found: set CHROMIUM_PATH.');
  const browser = await chromium.launch({ executablePath, args: CHROMIUM_ARGS });
  try {
    /** @type {{ first: Feedback, update: Feedback }[]} */
    const runs = [];
    for (let i = 0; i < REPEATS; i++) {
      const { page, close } = await slowPage(browser, `${origin}${SHEET}`);
      try {
        runs.push(await coachRun(page));
      } finally {
        await close();
      }
    }
    return {
      cpuSlowdown: CPU_SLOWDOWN,
      repeats: REPEATS,
      page: SHEET,
      // As the coach counted them (the measure's detail).
      words: runs[0]?.first.words ?? 0,
      requests: [
        figures(
          'first request of a visit (the coach loaded and warmed while she wrote)',
          runs.map((r) => r.first),
        ),
        figures(
          'update after one correction',
          runs.map((r) => r.update),
        ),
      ],
    };
  } finally {
    await browser.close();
  }
}

/**
 * The figures as lines of the benchmark's report.
 * @param {Awaited<ReturnType<typeof measureCoach>>} r
 */
export function coachReport(r) {
  return [
    `Writing coach (${r.cpuSlowdown}× CPU slowdown, ${PHONE.width} px, median of ${r.repeats}; feedback on a ${r.words}-word letter on ${r.page}; budget ${COACH_ANALYSIS_BUDGET_MS} ms for the analysis):`,
    '',
    '| feedback | analysis | click to panel painted | runs: analysis | runs: painted |',
    '| --- | --- | --- | --- | --- |',
    ...r.requests.map(
      (q) =>
        `| ${q.name} | ${q.analysis.medianMs} ms | ${q.painted.medianMs} ms | ${q.analysis.runsMs.join(', ')} | ${q.painted.runsMs.join(', ')} |`,
    ),
  ];
}

/**
 * The budgets broken, as lines.
 * @param {Awaited<ReturnType<typeof measureCoach>>} r
 */
export function coachBudgetsBroken(r) {
  return r.requests
    .filter((q) => q.analysis.medianMs > COACH_ANALYSIS_BUDGET_MS)
    .map((q) => `writing coach, ${q.name}: analysis ${q.analysis.medianMs} ms > ${COACH_ANALYSIS_BUDGET_MS}`);
}

if (process.argv[1] && import.meta.url === pathToFileURL(path.resolve(process.argv[1])).href) {
  const server = await serveBuild({ port: Number(process.env.BENCH_PORT ?? 4300) });
  try {
    const result = await measureCoach({ origin: server.origin });
    console.log(coachReport(result).join('\n'));
    const broken = coachBudgetsBroken(result);
    if (broken.length) console.log(`\nBudgets broken:\n${broken.map((b) => `- ${b}`).join('\n')}`);
    process.exitCode = broken.length ? 1 : 0;
  } finally {
    server.stop();
  }
}
