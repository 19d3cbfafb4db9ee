import { expect } from '@playwright/test';
import {
  axeViolations,
  expectNoAxeViolations,
  markRestyled,
  noteColours,
  RESTYLED,
  test,
  WIDTHS,
} from './support';

// The axe helper checks itself: a page with a known violation of each rule family the suite relies
// on must be reported (so a helper that runs one rule, or none, fails here), a clean page must pass,
// and the colour-only run for the second theme must see colour and nothing else.

/** A small document in German with `body` inside its main landmark. */
const documentWith = (body: string, head = '') =>
  `<!doctype html><html lang="de"><head><title>Probe</title>${head}</head>` +
  `<body><main><h1>Probe</h1>${body}</main></body></html>`;

/** One known violation per family: the markup, and the axe rule that must name it. */
const FAMILIES: { family: string; body: string; rule: string; head?: string }[] = [
  {
    family: 'text alternatives',
    body: '<img src="data:image/gif;base64,R0lGODlhAQABAAAAACw=">',
    rule: 'image-alt',
  },
  { family: 'form labels', body: '<input type="text">', rule: 'label' },
  { family: 'names of controls', body: '<button type="button"></button>', rule: 'button-name' },
  { family: 'names of links', body: '<a href="/x"></a>', rule: 'link-name' },
  {
    family: 'visible label in the name',
    body: '<a href="/en" aria-label="Show this page in German">Sprache</a>',
    rule: 'label-content-name-mismatch',
  },
  {
    family: 'colour contrast',
    body: '<p style="color:#bbb;background:#fff">Kaum zu lesen</p>',
    rule: 'color-contrast',
  },
  {
    family: 'target size',
    body:
      '<div style="display:flex"><button type="button" style="width:12px;height:12px;padding:0">a</button>' +
      '<button type="button" style="width:12px;height:12px;padding:0">b</button></div>',
    rule: 'target-size',
  },
  {
    family: 'distinct landmarks',
    body: '<aside aria-label="Tipp">Eins</aside><aside aria-label="Tipp">Zwei</aside>',
    rule: 'landmark-unique',
  },
  { family: 'language of parts', body: '<p lang="xx-nonsense">Text</p>', rule: 'valid-lang' },
  {
    family: 'ARIA values',
    body: '<div role="checkbox" aria-checked="vielleicht">Ja</div>',
    rule: 'aria-valid-attr-value',
  },
  { family: 'lists', body: '<ul><div>kein Listenpunkt</div></ul>', rule: 'list' },
  { family: 'heading order', body: '<h4>Zu tief</h4>', rule: 'heading-order' },
  {
    family: 'scroll regions',
    body:
      '<div style="width:120px;overflow-x:auto"><table><caption>Breit</caption>' +
      '<tr><th>Sprachbausteine</th><th>Leseverstehen</th></tr><tr><td>19,5</td><td>52,5</td></tr></table></div>',
    rule: 'scrollable-region-focusable',
  },
  {
    family: 'nested controls',
    body: '<button type="button">Außen <a href="/x">innen</a></button>',
    rule: 'nested-interactive',
  },
  {
    family: 'zoom',
    head: '<meta name="viewport" content="width=device-width, user-scalable=no">',
    body: '<p>Text</p>',
    rule: 'meta-viewport',
  },
];

test.describe('the axe helper', () => {
  test('passes a clean page', async ({ openPage }) => {
    const page = await openPage(WIDTHS.mobile);
    await page.setContent(documentWith('<p>Alles gut lesbar.</p><a href="/x">Ein Link</a>'));
    expect(await axeViolations(page)).toEqual([]);
  });

  for (const { family, body, rule, head } of FAMILIES)
    test(`reports ${family} (${rule})`, async ({ openPage }) => {
      const page = await openPage(WIDTHS.mobile);
      await page.setContent(documentWith(body, head));
      const found = await axeViolations(page);
      expect(found.map((v) => v.split(':')[0])).toContain(rule);
      await expect(expectNoAxeViolations(page)).rejects.toThrow(rule);
    });

  test('checks colours once a transition has ended, and still finds them wrong where they end wrong', async ({
    openPage,
  }) => {
    const page = await openPage(WIDTHS.mobile);
    // Two chips whose colours fade for 1.5 s when the page starts: one from unreadable to
    // readable, the other from readable to unreadable.
    await page.setContent(
      documentWith(
        '<p id="ends-readable" class="fade">Gleich lesbar</p><p id="ends-pale" class="pale">Gleich blass</p>',
        '<style>p{transition:color 1500ms linear,background-color 1500ms linear;background:#fff}' +
          '.fade{color:#eee} .fade.on{color:#111} .pale{color:#111} .pale.on{color:#eee}</style>',
      ),
    );
    await page.evaluate(() => {
      void document.body.offsetWidth;
      for (const p of document.querySelectorAll('p')) p.classList.add('on');
    });
    const found = await axeViolations(page);
    expect(found).toHaveLength(1);
    expect(found[0]).toContain('#ends-pale');
    expect(found[0]).not.toContain('#ends-readable');
  });

  test('runs the colour rules alone for a second theme', async ({ openPage }) => {
    const page = await openPage(WIDTHS.mobile);
    await page.setContent(
      documentWith(
        '<p style="color:#bbb;background:#fff">Kaum zu lesen</p><img src="data:image/gif;base64,R0lGODlhAQABAAAAACw=">',
      ),
    );
    const all = (await axeViolations(page)).map((v) => v.split(':')[0]);
    expect(all).toEqual(expect.arrayContaining(['color-contrast', 'image-alt']));
    expect((await axeViolations(page, { colours: true })).map((v) => v.split(':')[0])).toEqual([
      'color-contrast',
    ]);
  });

  test('at a second width checks the colours only of what that width shows or colours differently', async ({
    openPage,
  }) => {
    const page = await openPage(WIDTHS.mobile);
    // Unreadable at both widths (found by the first width's run), a box only the wide layout shows,
    // and a card whose background only the wide layout changes; the heading is the same at both.
    await page.setContent(
      documentWith(
        '<p id="both" style="color:#bbb;background:#fff">Immer blass</p>' +
          '<p id="wide-only" class="wide" style="color:#bbb">Nur breit</p>' +
          '<div id="card" class="card"><p id="in-card" style="color:#777">Karte</p></div>',
        '<style>.wide{display:none} @media (min-width: 1000px){.wide{display:block} .card{background:#444}}</style>',
      ),
    );
    await noteColours(page);
    await page.setViewportSize({ width: WIDTHS.desktop, height: 900 });
    expect(await markRestyled(page)).toBe(2);
    const marked = await page.locator(`[${RESTYLED}]`).evaluateAll((els) => els.map((el) => el.id));
    expect(marked).toEqual(['wide-only', 'card']);
    const found = await axeViolations(page, { colours: true, include: `[${RESTYLED}]` });
    expect(found.map((v) => v.split(':')[0])).toEqual(['color-contrast']);
    expect(found[0]).toContain('#wide-only');
    expect(found[0]).toContain('#in-card');
    expect(found[0]).not.toContain('#both');
    // Every other rule still runs on the whole page.
    const rest = await axeViolations(page, { withoutColours: true });
    expect(rest).toEqual([]);
    await page.setContent(documentWith('<img src="data:image/gif;base64,R0lGODlhAQABAAAAACw=">'));
    expect((await axeViolations(page, { withoutColours: true })).map((v) => v.split(':')[0])).toEqual([
      'image-alt',
    ]);
  });
});
