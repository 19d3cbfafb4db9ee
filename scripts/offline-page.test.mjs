import { describe, expect, it } from 'vitest';
import { NO_SCRIPT_CSS, STATIC_PAGE_CSS } from '../app/lib/no-script.mjs';
import { staticOfflinePage } from './offline-page.mjs';

const PAGE = [
  '<html lang="en"><head><meta charSet="utf-8"/>',
  '<script>theme()</script>',
  '<link rel="modulepreload" href="/assets/root.js"/>',
  `<noscript><style>${NO_SCRIPT_CSS}</style></noscript></head><body>`,
  '<h1>You are offline</h1>',
  '<script>window.__reactRouterContext = {};</script>',
  '<script type="module" async="">import "/assets/manifest.js";</script>',
  '<script>window.__reactRouterContext.streamController.close();</script>',
  '<script>$RC("B:1","S:1")</script>',
  '</body></html>',
].join('');

describe('the static offline page', () => {
  it("drops the app's scripts and keeps the page's own", () => {
    const html = staticOfflinePage(PAGE, 'en/offline/index.html');
    expect(html).not.toContain('__reactRouterContext');
    expect(html).not.toContain('type="module"');
    expect(html).not.toContain('modulepreload');
    expect(html).toContain('<script>theme()</script>');
    expect(html).toContain('<script>$RC("B:1","S:1")</script>');
    expect(html).toContain('<h1>You are offline</h1>');
  });

  it('hides the controls that need the app, as when scripts are off', () => {
    const html = staticOfflinePage(PAGE, 'en/offline/index.html');
    expect(html).not.toContain('<noscript>');
    expect(html).toContain(`<style>${STATIC_PAGE_CSS}</style>`);
  });

  it('fails the build when the page does not have the expected shape', () => {
    expect(() => staticOfflinePage(PAGE.replace('type="module" async=""', 'type="module"'), 'x')).toThrow(
      /shape/,
    );
  });
});
