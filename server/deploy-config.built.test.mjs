import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { readCspTable, readSiteManifest } from './build-output.mjs';
import { SHARED_RULE_CSP, STATIC_HOST_MAX_RULES, headersFile, pageHeaderRules } from './deploy-config.mjs';

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

  it('gives a model test’s pages one rule per language, whatever the number of tests', () => {
    const shared = pageHeaderRules(manifest, csp).filter((r) => r.pages.length > 1);
    expect(shared.map((r) => r.path).sort()).toEqual(['/en/mock-tests/*', '/mock-tests/*']);
    expect(manifest.pages.filter((p) => p.storedOnOpen !== null).length).toBe(
      shared.reduce((n, r) => n + r.pages.length, 0),
    );
  });

  it('lets a page that shares a rule run exactly the inline scripts its own policy, written inside it, hashes', () => {
    for (const rule of pageHeaderRules(manifest, csp).filter((r) => r.pages.length > 1)) {
      expect(rule.policy).toBe(SHARED_RULE_CSP);
      expect(rule.policy).toContain("'unsafe-inline'");
      expect(rule.policy).not.toContain("'sha256-");
      for (const page of manifest.pages.filter((p) => rule.pages.includes(p.path))) {
        const html = readFileSync(`build/client/${page.file}`, 'utf8');
        const head = html.slice(0, html.indexOf('<script'));
        const meta = /<meta http-equiv="Content-Security-Policy" content="([^"]+)"\/>/.exec(head)?.[1];
        expect(meta?.replace(/&#x27;|&apos;/g, "'"), page.path).toBe(
          csp[page.file]?.replace(/; frame-ancestors 'none'/, ''),
        );
      }
    }
  });
});
