import { pick, type Lang, type Localized } from '../i18n/locales';
import { isoDuration } from '../lib/format';
import { findEntry } from './catalogue';
import type { Category, IconName, Level } from './catalogue-types';
import type { PageTitle, Section } from './sheet-schema';
import { SHEETS } from './sheets/index';

/** The exam part a sheet without its own wording prepares for, by stage. */
const EXAM_BY_CATEGORY: Record<Category, Localized> = {
  foundation: { de: 'Alle Prüfungsteile', en: 'All exam parts' },
  'written-block': { de: 'Schriftliche Prüfung', en: 'Written exam' },
  'oral-block': { de: 'Mündliche Prüfung', en: 'Oral exam' },
};

const LEVEL_LABEL: Record<Level, Localized> = {
  B1: { de: 'B1', en: 'B1' },
  'A2-B1': { de: 'A2–B1', en: 'A2–B1' },
  'All Levels': { de: 'Alle Niveaus', en: 'All levels' },
};

/** Everything a sheet page shows, in one language: the page record of the specification. */
export interface SheetPage {
  route: string;
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
  sections: Section[];
  closing: string;
  seoMeta: { title: string; description: string; keywords: string[] };
}

/** The page record of a sheet in one language, or null when the route has no record. */
export function getSheetPage(route: string, lang: Lang): SheetPage | null {
  const entry = findEntry(route);
  if (!entry) return null;
  const content = SHEETS[route];
  const title = pick(entry.title, lang);
  const description = pick(entry.description, lang);
  return {
    route,
    lang,
    pageNumber: entry.pageNumber,
    category: entry.category,
    icon: entry.icon,
    badgeText: pick(entry.badgeText, lang),
    badgeColor: entry.badgeColor,
    pageTitle: content
      ? pick(content.pageTitle, lang)
      : { main: title, highlight: '', subtitle: description },
    stats: {
      time: pick(entry.estimatedTime, lang),
      exam: pick(content?.exam ?? EXAM_BY_CATEGORY[entry.category], lang),
      level: pick(LEVEL_LABEL[entry.level], lang),
    },
    timeRequired: isoDuration(entry.minutes),
    sections: content ? pick(content.sections, lang) : [],
    closing: content ? pick(content.closing, lang) : '',
    seoMeta: content?.seoMeta
      ? { keywords: [], ...pick(content.seoMeta, lang) }
      : { title, description, keywords: [] },
  };
}

/** The level label in a language (used by cards and the finder too). */
export function levelLabel(level: Level, lang: Lang): string {
  return pick(LEVEL_LABEL[level], lang);
}
