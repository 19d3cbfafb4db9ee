// Interaction figures for the benchmark (npm run bench): how fast the site answers a tap on a
// phone-class CPU. Chromium's CPU is slowed 4× (DevTools protocol, as Lighthouse's mobile profile);
// each interaction runs REPEATS times on a freshly loaded page and the median is reported.
//  - Interaction to next paint: the longest Event Timing entry of the interaction (input delay,
//    handlers and the paint after them: what INP measures). Entries shorter than 16 ms are not
//    reported by browsers; such an interaction counts as 16 ms.
//  - Client-side navigation between two sheets (data cached): from the click to the first frame
//    that shows the new sheet's heading.
// Run alone (`node scripts/bench-interactions.mjs`, after a build) it serves the build itself on
// BENCH_PORT and prints the figures.
/* global window, document, requestAnimationFrame, location -- the functions given to page.evaluate run in the page */
import { pathToFileURL } from 'node:url';
import { chromium } from '@playwright/test';
import { CHROMIUM_ARGS, findChromium } from './find-chromium.mjs';
import { median } from './lighthouse-result.mjs';
import { serveBuild } from './serve-build.mjs';

/** Input to next paint, at most (ms), for every interaction measured. */
const INTERACTION_BUDGET_MS = 100;
/** Click to the new sheet painted, at most (ms). */
const NAVIGATION_BUDGET_MS = 150;

export const CPU_SLOWDOWN = 4;
export const REPEATS = Number(process.env.BENCH_INTERACTION_RUNS ?? 5);
export const PHONE = { width: 375, height: 740 };

/** @typedef {import('@playwright/test').Page} Page */

/**
 * Starts collecting Event Timing entries in the page (before any script of the page runs).
 * @param {Page} page
 */
async function observeEvents(page) {
  await page.addInitScript(() => {
    /** @type {{ name: string, duration: number, interactionId: number }[]} */
    const events = [];
    Object.assign(window, { __events: events });
    new PerformanceObserver((list) => {
      // `interactionId` (Event Timing level 2) is newer than TypeScript's DOM types.
      for (const e of /** @type {(PerformanceEventTiming & { interactionId: number })[]} */ (
        list.getEntries()
      ))
        if (e.interactionId)
          events.push({ name: e.name, duration: e.duration, interactionId: e.interactionId });
    }).observe(
      /** @type {PerformanceObserverInit} */ ({ type: 'event', durationThreshold: 16, buffered: true }),
    );
  });
}

/**
 * The duration of the interaction that `act` performs: the longest Event Timing entry recorded
 * after it (16 ms when none was long enough to be recorded).
 * @param {Page} page
 * @param {() => Promise<unknown>} act
 * @param {() => Promise<unknown>} done waits until the interaction's result is on screen
 */
async function interaction(page, act, done) {
  await page.evaluate(() => {
    /** @type {{ __events: unknown[] }} */ (/** @type {unknown} */ (window)).__events.length = 0;
  });
  await act();
  await done();
  // Event Timing entries arrive after the paint they end with.
  await page.evaluate(() => new Promise((r) => requestAnimationFrame(() => setTimeout(r, 100))));
  const durations = await page.evaluate(() =>
    /** @type {{ __events: { duration: number }[] }} */ (/** @type {unknown} */ (window)).__events.map(
      (e) => e.duration,
    ),
  );
  return Math.max(16, ...durations);
}

/**
 * A page with the CPU slowed, loaded and hydrated (also the writing coach's, scripts/bench-coach.mjs).
 * @param {import('@playwright/test').Browser} browser
 * @param {string} url
 */
export async function slowPage(browser, url) {
  const context = await browser.newContext({ viewport: PHONE, serviceWorkers: 'block' });
  const page = await context.newPage();
  await observeEvents(page);
  const cdp = await context.newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });
  await page.goto(url);
  // Hydrated: the floating menu control is a button (a plain face before scripts run).
  await page.waitForFunction(
    () => document.querySelector('[data-testid="floating-controls"] button[aria-haspopup="dialog"]') !== null,
  );
  await page.waitForLoadState('networkidle');
  return { page, close: () => context.close() };
}

/**
 * The interactions of issue 13, each a fresh page, a warm-up where the first use loads code, then
 * the measured act.
 * @type {{ name: string, path: string, run: (page: Page) => Promise<number> }[]}
 */
const INTERACTIONS = [
  {
    name: 'open the menu',
    path: '/reading-mastery',
    run: async (page) => {
      const button = page.locator('#menu-button');
      // The first opening loads the menu's code (prepared on hover/focus, as a reader's finger does).
      await button.hover();
      await page.waitForLoadState('networkidle');
      return interaction(
        page,
        () => button.click(),
        () => page.getByRole('dialog').waitFor(),
      );
    },
  },
  {
    name: 'switch the language (whole site)',
    path: '/reading-mastery',
    run: async (page) => {
      const other = page.getByTestId('language-switch');
      await other.hover();
      await page.waitForLoadState('networkidle');
      return interaction(
        page,
        () => other.click(),
        () => page.waitForFunction(() => document.documentElement.lang === 'en'),
      );
    },
  },
  {
    name: 'switch one section to English',
    path: '/oral-block-strategy',
    run: async (page) => {
      const section = page.locator('section[data-anchor-section]').first();
      const toggle = section.getByTestId('section-toggle');
      // The other language's data is prepared on hover, as on a phone's first touch.
      await toggle.hover();
      await page.waitForLoadState('networkidle');
      return interaction(
        page,
        () => section.getByRole('button', { name: /^EN:/ }).click(),
        () => section.locator('[lang="en"], h2:not([lang])').first().waitFor(),
      );
    },
  },
  {
    name: 'filter the finder',
    path: '/',
    run: async (page) => {
      const value = page.getByTestId('finder-value-oral-block');
      await value.scrollIntoViewIfNeeded();
      return interaction(
        page,
        () => value.click(),
        () =>
          page.waitForFunction(
            () =>
              document
                .querySelector('[data-testid="finder-value-oral-block"]')
                ?.getAttribute('aria-pressed') === 'true',
          ),
      );
    },
  },
  {
    name: 'open the search',
    path: '/reading-mastery',
    run: async (page) => {
      const trigger = page.getByTestId('header-search');
      await trigger.hover();
      await page.waitForLoadState('networkidle');
      return interaction(
        page,
        () => trigger.click(),
        () => page.getByRole('combobox').waitFor(),
      );
    },
  },
];

/**
 * Client-side navigation from one sheet to the next (its page data already fetched once): the
 * time from the click to the first frame that shows the new sheet's heading.
 * @param {Page} page
 */
async function navigation(page) {
  const next = page.locator('a[data-testid="path-next"]').first();
  const target = await next.getAttribute('href');
  if (!target) throw new Error('no link to the next sheet');
  // Data cached: the reader has been to the next sheet before in this visit.
  await next.click();
  await page.waitForURL(`**${target}`);
  await page.goBack();
  await page.waitForFunction((t) => location.pathname !== t, target);
  await page.waitForLoadState('networkidle');
  const before = await page.locator('h1').innerText();
  return page.evaluate(
    ({ before }) =>
      /** @type {Promise<number>} */ (
        new Promise((resolve) => {
          const link = /** @type {HTMLAnchorElement} */ (
            document.querySelector('a[data-testid="path-next"]')
          );
          let start = 0;
          const watch = () => {
            const h1 = document.querySelector('h1');
            if (h1 && h1.textContent !== before) {
              // The frame after the one that holds the new heading has painted it.
              requestAnimationFrame(() => resolve(performance.now() - start));
              return;
            }
            requestAnimationFrame(watch);
          };
          link.addEventListener(
            'click',
            (e) => {
              start = e.timeStamp;
              requestAnimationFrame(watch);
            },
            { once: true, capture: true },
          );
          link.click();
        })
      ),
    { before },
  );
}

/**
 * Every interaction REPEATS times, and the navigation, on the served build at `origin`.
 * @param {{ origin: string }} options
 */
export async function measureInteractions({ origin }) {
  const executablePath = findChromium();
  if (!executablePath) throw new Error('No Chromium found: set CHROMIUM_PATH.');
  const browser = await chromium.launch({ executablePath, args: CHROMIUM_ARGS });
  try {
    /** @type {{ name: string, medianMs: number, runsMs: number[] }[]} */
    const interactions = [];
    for (const { name, path, run } of INTERACTIONS) {
      const runsMs = [];
      for (let i = 0; i < REPEATS; i++) {
        const { page, close } = await slowPage(browser, `${origin}${path}`);
        try {
          runsMs.push(Math.round(await run(page)));
        } finally {
          await close();
        }
      }
      interactions.push({ name, medianMs: median(runsMs), runsMs });
    }
    const navigationRuns = [];
    for (let i = 0; i < REPEATS; i++) {
      const { page, close } = await slowPage(browser, `${origin}/reading-mastery`);
      try {
        navigationRuns.push(Math.round(/** @type {number} */ (await navigation(page))));
      } finally {
        await close();
      }
    }
    return {
      cpuSlowdown: CPU_SLOWDOWN,
      repeats: REPEATS,
      interactions,
      navigation: {
        name: 'sheet to sheet (data cached)',
        medianMs: median(navigationRuns),
        runsMs: navigationRuns,
      },
    };
  } finally {
    await browser.close();
  }
}

/**
 * The figures as lines of the benchmark's table.
 * @param {Awaited<ReturnType<typeof measureInteractions>>} r
 */
export function interactionReport(r) {
  return [
    `Interactions (${r.cpuSlowdown}× CPU slowdown, 375 px, median of ${r.repeats}; budget ${INTERACTION_BUDGET_MS} ms input to next paint, ${NAVIGATION_BUDGET_MS} ms click to new sheet painted):`,
    '',
    '| interaction | median | runs |',
    '| --- | --- | --- |',
    ...r.interactions.map((i) => `| ${i.name} | ${i.medianMs} ms | ${i.runsMs.join(', ')} |`),
    `| navigation: ${r.navigation.name} | ${r.navigation.medianMs} ms | ${r.navigation.runsMs.join(', ')} |`,
  ];
}

/**
 * The budgets broken, as lines.
 * @param {Awaited<ReturnType<typeof measureInteractions>>} r
 */
export function interactionBudgetsBroken(r) {
  return [
    ...r.interactions
      .filter((i) => i.medianMs > INTERACTION_BUDGET_MS)
      .map((i) => `interaction "${i.name}": ${i.medianMs} ms > ${INTERACTION_BUDGET_MS}`),
    ...(r.navigation.medianMs > NAVIGATION_BUDGET_MS
      ? [`navigation between sheets: ${r.navigation.medianMs} ms > ${NAVIGATION_BUDGET_MS}`]
      : []),
  ];
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const server = await serveBuild({ port: Number(process.env.BENCH_PORT ?? 4300) });
  try {
    const result = await measureInteractions({ origin: server.origin });
    console.log(interactionReport(result).join('\n'));
    const broken = interactionBudgetsBroken(result);
    if (broken.length) console.log(`\nBudgets broken:\n${broken.map((b) => `- ${b}`).join('\n')}`);
  } finally {
    server.stop();
  }
}
