import { createHash } from 'node:crypto';
import axe from 'axe-core';
import {
  test as base,
  expect,
  type BrowserContext,
  type BrowserContextOptions,
  type Locator,
  type Page,
} from '@playwright/test';
import { SECURITY_HEADERS } from '../../server/headers.mjs';
import { CATALOGUE } from '../../app/content/catalogue';
import { LANGS, type Lang } from '../../app/i18n/locales';
import { messages } from '../../app/i18n/messages';
import { href } from '../../app/site/paths';

export { CATALOGUE, LANGS, messages, href };
export type { Lang };

/** The two widths every layout is checked at. */
export const WIDTHS = { mobile: 375, desktop: 1280 } as const;

/** How a page of `openPage` differs from a plain one: the context's options, and its storage. */
interface PageOptions extends Omit<BrowserContextOptions, 'viewport'> {
  /** The viewport's height: 740 px on a phone, 900 px on anything wider, unless given. */
  height?: number;
  /**
   * `denied`: reading `localStorage` throws, as in a browser that blocks site data; `full`: every
   * write throws a quota error, as on a full device.
   */
  storage?: 'denied' | 'full';
}

/**
 * Opens a page at `width`. The first page a test opens at a width, without context options that
 * change what a context is (storage faults, service workers), gets the context the worker keeps for
 * that width and those options, so its cache is warm (a load took about 0.4 s instead of 0.9 in a
 * fresh context); any further page of the same test at that width gets a fresh context of its own,
 * as a second device or visitor would. Every context is cleared or closed after the test (see
 * `test`).
 */
export type OpenPage = (width: number, options?: PageOptions) => Promise<Page>;

interface PageFixtures {
  openPage: OpenPage;
  /** A page at 375 px (a phone). */
  phone: Page;
  /** A page at 1280 px (a laptop). */
  desktop: Page;
  /** A page at 375 px with JavaScript off. */
  noScript: Page;
  /**
   * Every page in a fresh context (`test.use({ freshContexts: true })`), for a file whose tests
   * watch the network: a warm cache would answer requests they count.
   */
  freshContexts: boolean;
}

interface WorkerFixtures {
  /** The contexts the worker keeps, by viewport and options, for the worker's life. */
  keptContexts: Map<string, BrowserContext>;
}

/** What a test may change on a context that clearing its storage does not undo. */
const CONTEXT_CHANGES = [
  'addInitScript',
  'exposeBinding',
  'exposeFunction',
  'route',
  'routeFromHAR',
  'routeWebSocket',
  'setExtraHTTPHeaders',
  'setGeolocation',
  'setHTTPCredentials',
  'setOffline',
  'newCDPSession',
] as const;
const CLOCK_CHANGES = [
  'install',
  'fastForward',
  'pauseAt',
  'resume',
  'runFor',
  'setFixedTime',
  'setSystemTime',
] as const;

/**
 * Marks `context` in `CHANGED` whenever a test changes it beyond its storage (a route, an init
 * script, the clock, offline …): such a context is closed after the test instead of kept.
 */
const CHANGED = new WeakSet<BrowserContext>();

function watchChanges(context: BrowserContext): void {
  const target = context as unknown as Record<string, (...args: unknown[]) => unknown>;
  for (const name of CONTEXT_CHANGES) {
    const original = target[name]!.bind(context);
    target[name] = (...args) => {
      CHANGED.add(context);
      return original(...args);
    };
  }
  const clock = context.clock as unknown as Record<string, (...args: unknown[]) => unknown>;
  for (const name of CLOCK_CHANGES) {
    const original = clock[name]!.bind(context.clock);
    clock[name] = (...args) => {
      CHANGED.add(context);
      return original(...args);
    };
  }
}

/**
 * The browser tests' `test`: Playwright's, with the page kinds the specs use as fixtures (see
 * `OpenPage`). After each test its pages are closed; a kept context that the test changed beyond its
 * storage, or closed, is dropped; the others get their cookies, local storage, IndexedDB and
 * permissions cleared, so nothing of one test is left for the next.
 */
export const test = base.extend<PageFixtures, WorkerFixtures>({
  keptContexts: [
    async ({}, use) => {
      const contexts = new Map<string, BrowserContext>();
      await use(contexts);
      await Promise.all([...contexts.values()].map((context) => context.close()));
    },
    { scope: 'worker' },
  ],
  freshContexts: [false, { option: true }],
  openPage: async ({ browser, keptContexts, freshContexts }, use) => {
    const own: BrowserContext[] = [];
    const kept = new Set<BrowserContext>();
    const widthsUsed = new Set<number>();
    await use(async (width, { storage, height, ...options } = {}) => {
      const viewport = { width, height: height ?? (width < 600 ? 740 : 900) };
      const key = JSON.stringify({ viewport, options });
      const keepable = !freshContexts && !storage && !options.serviceWorkers && !widthsUsed.has(width);
      widthsUsed.add(width);
      let context = keepable ? keptContexts.get(key) : undefined;
      if (!context) {
        // Made in a test, so it has the project's options (base URL, blocked service workers).
        context = await browser.newContext({ viewport, ...options });
        if (keepable) {
          keptContexts.set(key, context);
          watchChanges(context);
          const made = context;
          made.on('close', () => keptContexts.get(key) === made && keptContexts.delete(key));
        } else own.push(context);
      }
      if (keepable) kept.add(context);
      if (storage)
        await context.addInitScript((how) => {
          if (how === 'full')
            Storage.prototype.setItem = () => {
              throw new DOMException('full', 'QuotaExceededError');
            };
          else
            Object.defineProperty(window, 'localStorage', {
              get() {
                throw new DOMException('denied', 'SecurityError');
              },
            });
        }, storage);
      return context.newPage();
    });
    await Promise.all(own.map((context) => context.close()));
    for (const context of kept) {
      await Promise.all(context.pages().map((page) => page.close()));
      if (CHANGED.has(context)) await context.close();
      else if ([...keptContexts.values()].includes(context)) {
        await context.setStorageState({ cookies: [], origins: [] });
        await context.clearPermissions();
      }
    }
  },
  phone: async ({ openPage }, use) => {
    await use(await openPage(WIDTHS.mobile));
  },
  desktop: async ({ openPage }, use) => {
    await use(await openPage(WIDTHS.desktop));
  },
  noScript: async ({ openPage }, use) => {
    await use(await openPage(WIDTHS.mobile, { javaScriptEnabled: false }));
  },
});

/**
 * Waits until React has hydrated the page (controls that need scripts are live). Without `timeout`
 * it waits as long as the test may run; with one it rejects after that many milliseconds.
 */
export async function hydrated(page: Page, timeout?: number): Promise<void> {
  await page.waitForFunction(
    () => document.querySelector('[data-testid="floating-controls"] button[aria-haspopup="dialog"]') !== null,
    undefined,
    timeout === undefined ? {} : { timeout },
  );
}

/**
 * The toast on screen showing `text`. Not `getByRole('status')`: Radix puts the toast's text in a
 * live region for one second only (to announce it), so under load a test would look too late.
 */
export function toastWith(page: Page, text: string): Locator {
  return page.getByTestId('toast').filter({ hasText: text });
}

/**
 * Waits until the service worker has stored the site and controls the page (specs that allow it).
 * It stores every page first (about 400 files, 28 MB): on a busy 2-core machine that took 36 s once.
 */
export async function offlineReady(page: Page): Promise<void> {
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null, undefined, {
    timeout: 90_000,
  });
}

/** axe-core as it runs in the page. */
type AxeRunner = Pick<typeof axe, 'run'>;

/** The axe rule sets: WCAG 2.0, 2.1 and 2.2 at levels A and AA (target size among them) and the best practices. */
const AXE_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice'];

/** What `axeViolations` runs: every rule, the colour rules alone, or every rule but the colour ones. */
export interface AxeScope {
  /** Only the colour rules (axe's colour category less its AAA rule). */
  colours?: boolean;
  /** Every rule of `AXE_TAGS` but the colour ones (for a page whose colours were checked at another width). */
  withoutColours?: boolean;
  /** A CSS selector: check only these elements and what is inside them. */
  include?: string;
}

/**
 * Waits until the page's running transitions and animations that end have ended (at most 5 s):
 * a chip whose colours fade into the dark theme, a dialog fading in. Axe checks the colours the
 * learner ends up with, not a frame on the way.
 */
async function settled(page: Page): Promise<void> {
  const ended = page.evaluate(() =>
    Promise.all(
      document
        .getAnimations()
        .filter(
          (a) => a.playState === 'running' && Number.isFinite(Number(a.effect?.getComputedTiming().endTime)),
        )
        .map((a) => a.finished.catch(() => undefined)),
    ),
  );
  await Promise.race([ended, new Promise((resolve) => setTimeout(resolve, 5_000))]);
}

/**
 * Runs axe on the page and names each violation and where. By default every rule of `AXE_TAGS`
 * (about 90); `colours` runs only the colour rules, for a page already checked in the other
 * theme; `withoutColours` every other rule, for a page whose colours were checked at the other
 * width (see `markRestyled`). Tags choose the rules (a rule list would replace them); only
 * violations are gathered. axe-core is put into a document once and run there directly, so the
 * second and later checks of a page reuse it warm (about 1.7 s for every rule on the longest sheet,
 * against 2.5–3 s through `@axe-core/playwright`, which injected it twice per call; decision 0051).
 */
export async function axeViolations(
  page: Page,
  { colours = false, withoutColours = false, include }: AxeScope = {},
): Promise<string[]> {
  const options: axe.RunOptions = {
    resultTypes: ['violations'],
    runOnly: { type: 'tag', values: colours ? ['cat.color'] : AXE_TAGS },
    rules: colours
      ? { 'color-contrast-enhanced': { enabled: false } }
      : withoutColours
        ? { 'color-contrast': { enabled: false }, 'link-in-text-block': { enabled: false } }
        : {},
  };
  await settled(page);
  if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(axe.source);
  const violations = await page.evaluate(
    async ({ context, options }) => {
      const found = await (window as unknown as { axe: AxeRunner }).axe.run(context ?? document, options);
      return found.violations.map((v) => ({ id: v.id, targets: v.nodes.map((n) => n.target.join(' ')) }));
    },
    { context: include ?? null, options },
  );
  return violations.map((v) => `${v.id}: ${v.targets.slice(0, 3).join(' | ')}`);
}

/** The attribute `markRestyled` puts on what a new width shows or colours differently. */
export const RESTYLED = 'data-axe-restyled';

/**
 * Notes the colours of everything the page shows now (text colour, background, opacity), so that
 * `markRestyled` can find what another width changed.
 */
export async function noteColours(page: Page): Promise<void> {
  await page.evaluate(() => {
    const noted = new WeakMap<Element, string>();
    for (const el of document.body.querySelectorAll('*')) {
      if (el.getClientRects().length === 0) continue;
      const style = getComputedStyle(el);
      noted.set(el, `${style.color}|${style.backgroundColor}|${style.backgroundImage}|${style.opacity}`);
    }
    (window as unknown as { __notedColours: WeakMap<Element, string> }).__notedColours = noted;
  });
}

/**
 * Marks with `RESTYLED` every element the page shows now that `noteColours` did not see, or whose
 * colours changed since (a card that gets its own background at a breakpoint, with what is in it);
 * returns how many. Axe's colour rules then need to run only on those (`include`).
 */
export async function markRestyled(page: Page): Promise<number> {
  return page.evaluate((attribute) => {
    const noted = (window as unknown as { __notedColours: WeakMap<Element, string> }).__notedColours;
    let marked = 0;
    for (const el of document.body.querySelectorAll('*')) {
      if (el.getClientRects().length === 0) continue;
      const style = getComputedStyle(el);
      const now = `${style.color}|${style.backgroundColor}|${style.backgroundImage}|${style.opacity}`;
      if (noted.get(el) === now || el.parentElement?.closest(`[${attribute}]`)) continue;
      el.setAttribute(attribute, '');
      marked += 1;
    }
    return marked;
  }, RESTYLED);
}

/**
 * Runs axe (see `axeViolations`); expects no violations. A state that changes one part of a page
 * the accessibility walk checks whole (a dialog, a trainer opened on a sheet) passes `include`,
 * the part it changed: the rest of the page is the walk's.
 */
export async function expectNoAxeViolations(page: Page, scope: AxeScope = {}): Promise<void> {
  expect(await axeViolations(page, scope), `axe violations on ${page.url()}`).toEqual([]);
}

/**
 * Axe on a page state at both widths with one load (decision 0051): every rule at the page's
 * phone width, then at 1280 px every rule but colour on the whole page and the colour rules on
 * what the wide layout shows or colours differently (`markRestyled`), then back to the phone
 * width with the marks removed. Expects no violations in either.
 */
export async function expectNoAxeViolationsAtBothWidths(page: Page): Promise<void> {
  const mobile = page.viewportSize() ?? { width: WIDTHS.mobile, height: 800 };
  const phone = await axeViolations(page);
  await noteColours(page);
  await page.setViewportSize({ width: WIDTHS.desktop, height: 900 });
  await page.waitForFunction((width) => window.innerWidth === width, WIDTHS.desktop);
  const desktop = await axeViolations(page, { withoutColours: true });
  const restyled = await markRestyled(page);
  const desktopColours =
    restyled > 0 ? await axeViolations(page, { colours: true, include: `[${RESTYLED}]` }) : [];
  await page.evaluate((attribute) => {
    for (const el of document.querySelectorAll(`[${attribute}]`)) el.removeAttribute(attribute);
  }, RESTYLED);
  await page.setViewportSize(mobile);
  await page.waitForFunction((width) => window.innerWidth === width, mobile.width);
  expect({ phone, desktop, desktopColours }, `axe violations on ${page.url()}`).toEqual({
    phone: [],
    desktop: [],
    desktopColours: [],
  });
}

/** Client-side navigation through the app's router, as a link click would do. */
export async function clientNavigate(page: Page, to: string): Promise<void> {
  await page.evaluate((target) => {
    const router = (
      window as unknown as { __reactRouterDataRouter: { navigate: (to: string) => Promise<void> } }
    ).__reactRouterDataRouter;
    return router.navigate(target);
  }, to);
}

/** Expects every header of `server/headers.mjs` SECURITY_HEADERS on a response, with its exact value. */
export function expectSecurityHeaders(headers: Record<string, string>, where: string): void {
  for (const [name, value] of Object.entries(SECURITY_HEADERS))
    expect(headers[name.toLowerCase()], `${where}: ${name}`).toBe(value);
}

/** The CSP source (`'sha256-…'`) of every inline script of a page that the browser would run. */
export function inlineScriptSources(html: string): string[] {
  return [
    ...html.matchAll(/<script(?![^>]*\bsrc=)(?![^>]*application\/ld\+json)[^>]*>([\s\S]*?)<\/script>/g),
  ].map((m) => `'sha256-${createHash('sha256').update(m[1]!).digest('base64')}'`);
}

/** A table as the browser exposes it to assistive technology: its name and its rows of cells. */
export interface AccessibleTable {
  name: string;
  rows: { role: string; name: string }[][];
}

/**
 * The first table in Chromium's own accessibility tree (what a screen reader is given), read
 * through the DevTools protocol. Playwright's role queries look at the DOM instead, so they
 * cannot tell whether CSS made the browser drop the table semantics.
 */
export async function firstAccessibleTable(page: Page): Promise<AccessibleTable | null> {
  const cdp = await page.context().newCDPSession(page);
  const { nodes } = (await cdp.send('Accessibility.getFullAXTree')) as {
    nodes: {
      nodeId: string;
      ignored: boolean;
      role?: { value: string };
      name?: { value: string };
      childIds?: string[];
    }[];
  };
  await cdp.detach();
  const byId = new Map(nodes.map((n) => [n.nodeId, n]));
  const roleOf = (n: (typeof nodes)[number]) => (n.ignored ? '' : (n.role?.value ?? ''));
  /** The nearest descendants with one of the roles (ignored and generic nodes are looked through). */
  const find = (id: string, roles: string[]): (typeof nodes)[number][] =>
    (byId.get(id)?.childIds ?? []).flatMap((child) => {
      const node = byId.get(child);
      if (!node) return [];
      return roles.includes(roleOf(node)) ? [node] : find(child, roles);
    });
  const table = nodes.find((n) => roleOf(n) === 'table');
  if (!table) return null;
  return {
    name: table.name?.value ?? '',
    rows: find(table.nodeId, ['row']).map((row) =>
      find(row.nodeId, ['cell', 'columnheader', 'rowheader', 'gridcell']).map((cell) => ({
        role: roleOf(cell),
        name: (cell.name?.value ?? '').trim(),
      })),
    ),
  };
}

/** Every id in the document occurs once (a repeated id breaks labels, descriptions and anchors). */
export async function expectUniqueIds(page: Page): Promise<void> {
  const repeated = await page.evaluate(() => {
    const counts = new Map<string, number>();
    for (const el of Array.from(document.querySelectorAll('[id]')))
      counts.set(el.id, (counts.get(el.id) ?? 0) + 1);
    return [...counts].filter(([, n]) => n > 1).map(([id, n]) => `${id} (${n}×)`);
  });
  expect(repeated, `ids that occur more than once on ${page.url()}`).toEqual([]);
}

/**
 * Adds up the layout shifts Chromium reports on `page` (the CLS of the load so far). Call
 * `watchLayoutShifts` before `goto`; shifts right after input are left out, as CLS does.
 */
export async function watchLayoutShifts(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const record = window as unknown as { __shifts: { value: number; sources: string[] }[] };
    record.__shifts = [];
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as unknown as {
        value: number;
        hadRecentInput: boolean;
        startTime: number;
        sources?: { node?: Node; previousRect: DOMRectReadOnly; currentRect: DOMRectReadOnly }[];
      }[])
        if (!entry.hadRecentInput)
          record.__shifts.push({
            value: entry.value,
            sources: (entry.sources ?? []).map(
              (s) =>
                `${Math.round(entry.startTime)} ms ${entry.value.toFixed(4)} ` +
                `${s.node instanceof Element ? s.node.outerHTML.slice(0, 80) : String(s.node?.nodeName)} ` +
                `${JSON.stringify(s.previousRect)} -> ${JSON.stringify(s.currentRect)}`,
            ),
          });
    }).observe({ type: 'layout-shift', buffered: true });
  });
}

/** The layout shifts recorded since `watchLayoutShifts`: their sum and where they came from. */
export async function layoutShifts(page: Page): Promise<{ total: number; sources: string[] }> {
  return page.evaluate(() => {
    const shifts = (window as unknown as { __shifts: { value: number; sources: string[] }[] }).__shifts;
    return { total: shifts.reduce((sum, s) => sum + s.value, 0), sources: shifts.flatMap((s) => s.sources) };
  });
}
