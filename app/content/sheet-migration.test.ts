import { describe, expect, it } from 'vitest';
import { LANGS } from '../i18n/locales';
import { projectSheet } from './project-sheet';
import { LEGACY_SHEETS } from './sheets-legacy/index';
import { SHEETS } from './sheets/index.server';

// Proof that the migration to one tree per sheet lost nothing: each sheet, projected to a language,
// is exactly the tree that language had before.
describe('one tree per sheet, projected to a language', () => {
  it('covers the same sheets as the two-tree model', () => {
    expect(Object.keys(SHEETS).sort()).toEqual(Object.keys(LEGACY_SHEETS).sort());
  });

  describe.each(Object.keys(LEGACY_SHEETS))('%s', (route) => {
    it.each(LANGS)('equals the old %s tree', (lang) => {
      const legacy = LEGACY_SHEETS[route]!;
      const projected = projectSheet(SHEETS[route]!, lang);
      expect(projected.sections).toStrictEqual(legacy.sections[lang]);
      expect(projected).toStrictEqual({
        pageTitle: legacy.pageTitle[lang],
        exam: legacy.exam[lang],
        sections: legacy.sections[lang],
        closing: legacy.closing[lang],
        ...(legacy.seoMeta && { seoMeta: legacy.seoMeta[lang] }),
      });
    });
  });
});
