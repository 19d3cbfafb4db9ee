import { describe, expect, it } from 'vitest';
import { LANGS } from '../i18n/locales';
import { messages } from '../i18n/messages';
import { href, webManifestPath } from './paths';
import { buildSiteManifest } from './site-manifest';
import { webManifest } from './web-manifest';

describe('web app manifest', () => {
  it.each(LANGS)('installs the site in its language, starting on its home page (%s)', (lang) => {
    const manifest = webManifest(lang);
    expect(manifest.name).toBe(messages(lang).site.name);
    expect(manifest.lang).toBe(lang);
    expect(manifest.start_url).toBe(href.home(lang));
    expect(manifest.scope).toBe('/');
    expect(manifest.display).toBe('standalone');
    // Home-screen labels are cut after about twelve characters.
    expect(manifest.short_name.length).toBeLessThanOrEqual(12);
  });

  it('names any and maskable PNG icons of 192 and 512 pixels', () => {
    const icons = webManifest('de').icons;
    for (const purpose of ['any', 'maskable'] as const)
      for (const size of ['192x192', '512x512'])
        expect(icons.filter((i) => i.purpose === purpose && i.sizes === size)).toHaveLength(1);
  });

  it('lives in the folder of its language', () => {
    expect(webManifestPath('de')).toBe('/manifest.webmanifest');
    expect(webManifestPath('en')).toBe('/en/manifest.webmanifest');
  });
});

describe('offline pages in the site manifest', () => {
  const site = buildSiteManifest();

  it('are pages of each language that are never indexed nor listed in the sitemap', () => {
    for (const lang of LANGS) {
      const page = site.pages.find((p) => p.path === site.offline[lang]);
      expect(page, lang).toMatchObject({ lang, noindex: true, sitemap: false });
    }
    // The only other pages kept out of the index are the search pages.
    expect(
      site.pages
        .filter((p) => p.noindex)
        .map((p) => p.path)
        .sort(),
    ).toEqual([...Object.values(site.offline), '/search', '/en/search'].sort());
  });
});
