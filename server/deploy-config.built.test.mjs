import { describe, expect, it } from 'vitest';
import { readCspTable, readSiteManifest } from './build-output.mjs';
import { STATIC_HOST_MAX_RULES, headersFile, pageHeaderRules } from './deploy-config.mjs';

const manifest = readSiteManifest();
const csp = readCspTable();

describe('the static host’s _headers of the real build', () => {
  it('stays within the rules a static host reads and gives every page exactly one rule', () => {
    const rules = headersFile({ manifest, csp })
      .split('\n\n')
      .filter((b) => b.startsWith('/'));
    expect(rules.length).toBeLessThanOrEqual(STATIC_HOST_MAX_RULES);
    const pageRules = pageHeaderRules(manifest, csp);
    for (const page of manifest.pages)
      expect(
        pageRules.filter((r) => r.pages.includes(page.path)),
        page.path,
      ).toHaveLength(1);
  });

  it('lets a page that shares a rule run its own inline scripts and its language’s not-found page’s', () => {
    for (const rule of pageHeaderRules(manifest, csp).filter((r) => r.pages.length > 1)) {
      expect(rule.path, rule.path).toMatch(/\/\*$/);
      /** @param {string | undefined} policy */
      const scripts = (policy) =>
        (policy ?? '')
          .split('; ')
          .find((d) => d.startsWith('script-src '))
          ?.split(' ')
          .slice(1) ?? [];
      /** @type {string[]} */
      const files = [
        ...manifest.pages.filter((p) => rule.pages.includes(p.path)).map((p) => p.file),
        manifest.notFound[/** @type {'de' | 'en'} */ (rule.lang)],
      ];
      for (const file of files)
        for (const s of scripts(csp[file])) expect(scripts(rule.policy), file).toContain(s);
    }
  });
});
