import { pick, type Lang } from '../i18n/locales';
import { messages } from '../i18n/messages';
import { isoDuration } from '../i18n/format';
import { findEntry } from './catalogue';
import type { SheetRoute } from './catalogue-data';
import type { Category, IconName } from './catalogue-types';
import { projectSheet } from './project-sheet';
import type { Sheet } from './sheet-schema';
import type { PageTitle, Section, Summary } from './sheet-view';
import { SHEETS } from './sheets/index.server';

/** Everything a sheet page shows, in one language: the page record of the specification. */
export interface SheetPage {
  route: SheetRoute;
  lang: Lang;
  pageNumber: number;
  category: Category;
  icon: IconName;
  badgeText: string;
  badgeColor: string;
  pageTitle: PageTitle;
  stats: { time: string; exam: string; level: string };
  /** ISO 8601 study time, for structured data. */
  timeRequired: string;
  summary?: Summary;
  sections: Section[];
  closing: string;
  seoMeta: { title: string; description: string; keywords: string[] };
}

/**
 * The page record of a sheet in one language, or null when the route has no record. Build-only:
 * it reads every sheet's text. A catalogue entry without a written sheet gives a page with no
 * sections (the coming-soon state).
 */
export function getSheetPage(
  route: string,
  lang: Lang,
  sheets: Readonly<Record<string, Sheet>> = SHEETS,
): SheetPage | null {
  const entry = findEntry(route);
  if (!entry) return null;
  const sheet = sheets[route];
  const content = sheet && projectSheet(sheet, lang);
  const text = messages(lang);
  const title = pick(entry.title, lang);
  const description = pick(entry.description, lang);
  return {
    route: entry.route,
    lang,
    pageNumber: entry.pageNumber,
    category: entry.category,
    icon: entry.icon,
    badgeText: pick(entry.badgeText, lang),
    badgeColor: entry.badgeColor,
    pageTitle: content?.pageTitle ?? { main: title, highlight: '', subtitle: description },
    stats: {
      time: pick(entry.estimatedTime, lang),
      exam: content?.exam ?? text.sheet.examByCategory[entry.category],
      level: text.labels.levelName[entry.level],
    },
    timeRequired: isoDuration(entry.minutes),
    ...(content?.summary && { summary: content.summary }),
    sections: content?.sections ?? [],
    closing: content?.closing ?? '',
    seoMeta: content?.seoMeta ? { keywords: [], ...content.seoMeta } : { title, description, keywords: [] },
  };
}
