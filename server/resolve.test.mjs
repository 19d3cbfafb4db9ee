import { describe, expect, it } from 'vitest';
import { createResolver, isSameSite } from './resolve.mjs';

/** @type {import('./resolve.mjs').RoutingManifest} */
const manifest = {
  languages: ['de', 'en'],
  defaultLang: 'de',
  langPrefixes: { de: '', en: '/en' },
  pages: [
    { path: '/', file: 'index.html', lang: 'de' },
    { path: '/en', file: 'en/index.html', lang: 'en' },
    { path: '/reading-mastery', file: 'reading-mastery/index.html', lang: 'de' },
    { path: '/en/reading-mastery', file: 'en/reading-mastery/index.html', lang: 'en' },
  ],
  redirects: [
    { from: '/essential-grammar-foundations', to: '/reading-mastery' },
    { from: '/en/essential-grammar-foundations', to: '/en/reading-mastery' },
  ],
  notFound: { de: '404/index.html', en: 'en/404/index.html' },
};
const resolve = createResolver(
  manifest,
  new Set(['assets/app-1.js', 'robots.txt', 'reading-mastery.data', '404.html', 'en/404.html']),
);

describe('request resolution', () => {
  it('serves pages, files and hashed assets', () => {
    expect(resolve('/en/reading-mastery')).toEqual({
      type: 'page',
      file: 'en/reading-mastery/index.html',
      lang: 'en',
    });
    expect(resolve('/assets/app-1.js')).toEqual({ type: 'file', file: 'assets/app-1.js', immutable: true });
    expect(resolve('/robots.txt')).toEqual({ type: 'file', file: 'robots.txt', immutable: false });
  });

  it('redirects old paths, trailing slashes and ?lang, keeping other parameters', () => {
    expect(resolve('/en/essential-grammar-foundations?x=1')).toEqual({
      type: 'redirect',
      location: '/en/reading-mastery?x=1',
    });
    expect(resolve('/reading-mastery/')).toEqual({ type: 'redirect', location: '/reading-mastery' });
    expect(resolve('/reading-mastery?a=1&lang=en&b=2')).toEqual({
      type: 'redirect',
      location: '/en/reading-mastery?a=1&b=2',
    });
    expect(resolve('/en?lang=de')).toEqual({ type: 'redirect', location: '/' });
  });

  it('never redirects off the site: empty segments are not found, encoded slashes refused', () => {
    expect(resolve('//evil.example?lang=de')).toMatchObject({ type: 'not-found', lang: 'de' });
    expect(resolve('/en//evil.example?lang=de')).toMatchObject({ type: 'not-found', lang: 'en' });
    expect(resolve('/%2Fevil.example?lang=de')).toEqual({ type: 'bad-request' });
    expect(resolve('/%5cevil.example?lang=de')).toEqual({ type: 'bad-request' });
    expect(resolve('/\\evil.example?lang=de')).toEqual({ type: 'bad-request' });
    expect(isSameSite('/en')).toBe(true);
    for (const bad of ['//evil.example', '/\\evil.example', 'https://evil.example', 'evil.example'])
      expect(isSameSite(bad), bad).toBe(false);
  });

  it('keeps the query of a redirect exactly as it was sent', () => {
    expect(resolve('/en?lang=de&q=caf%C3%A9')).toEqual({ type: 'redirect', location: '/?q=caf%C3%A9' });
    expect(resolve('/essential-grammar-foundations?x=a%20b&y=a+b')).toEqual({
      type: 'redirect',
      location: '/reading-mastery?x=a%20b&y=a+b',
    });
    expect(resolve('/caf%C3%A9?lang=en')).toEqual({ type: 'redirect', location: '/en/caf%C3%A9' });
    // A raw `#` would end the URL in the Location: escaped, not dropped.
    expect(resolve('/reading-mastery/?q=a#b')).toEqual({
      type: 'redirect',
      location: '/reading-mastery?q=a%23b',
    });
    // Raw non-ASCII bytes are no URL a browser sends (it percent-encodes them).
    expect(resolve('/reading-mastery/?q=\u00e9')).toEqual({ type: 'bad-request' });
  });

  it('does not serve precompressed copies by name', () => {
    const withCopies = createResolver(manifest, new Set(['assets/app-1.js', 'assets/app-1.js.br']));
    expect(withCopies('/assets/app-1.js.br')).toMatchObject({ type: 'not-found' });
  });

  it('answers unknown paths with the not-found page of their language', () => {
    expect(resolve('/en/nothing')).toEqual({ type: 'not-found', lang: 'en', path: '/en/nothing' });
    expect(resolve('/index.html')).toMatchObject({ type: 'not-found', lang: 'de' });
  });

  it("never serves the static hosts' 404.html copies by name", () => {
    expect(resolve('/404.html')).toEqual({ type: 'not-found', lang: 'de', path: '/404.html' });
    expect(resolve('/en/404.html')).toEqual({ type: 'not-found', lang: 'en', path: '/en/404.html' });
  });

  it('refuses odd input with a 400 and never reflects it', () => {
    for (const url of [
      '/%E0%A4%A',
      '/../etc/passwd',
      '/a/%2e%2e/b',
      '/?lang=<script>',
      '/x%00y',
      `/${'a'.repeat(3000)}`,
      'no-slash',
    ])
      expect(resolve(url), url).toEqual({ type: 'bad-request' });
  });
});
