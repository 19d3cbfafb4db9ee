import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { projectSheet } from '~/content/project-sheet';
import { SHEETS } from '~/content/sheets/index.server';
import { LANGS } from '~/i18n/locales';
import { renderSections, renderSummary } from './rendered-section.server';
import { SheetSummary } from './sheet-summary';

// Inline markup (`**bold**`, `[[German]]`, nested) must never reach the reader as raw characters.
const cases = Object.keys(SHEETS).flatMap((route) => LANGS.map((lang) => [route, lang] as const));

describe.each(cases)('%s (%s)', (route, lang) => {
  const page = projectSheet(SHEETS[route]!, lang);

  it('shows no raw markup in its sections', () => {
    for (const section of renderSections(page.sections, lang))
      expect(section.html, `${route}#${section.id}`).not.toMatch(/\*\*|\[\[|\]\]/);
  });

  it('shows no raw markup in its summary', () => {
    const html = renderToStaticMarkup(
      <SheetSummary summary={renderSummary(page.summary!, lang)} lang={lang} />,
    );
    expect(html).not.toMatch(/\*\*|\[\[|\]\]/);
  });
});
