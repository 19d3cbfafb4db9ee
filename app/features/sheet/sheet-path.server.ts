import { pathStep } from '~/content/catalogue';
import type { SheetRoute } from '~/content/catalogue-data';
import { pick, type Lang } from '~/i18n/locales';
import { format, formatCount, messages } from '~/i18n/messages';

/** A neighbouring sheet in the learning path, as the sheet's end links to it. */
export interface PathLink {
  route: SheetRoute;
  title: string;
}

/** Where a sheet stands in the learning path, worded for one language. */
export interface SheetPath {
  /** "Step 3 of 7 in Foundation": a position in the path, not the sheet's number. */
  stepText: string;
  previous?: PathLink;
  next?: PathLink;
}

/**
 * The sheet's place in the learning path. Build-only, like the loader that calls it: the page data
 * carries these few words instead of the whole catalogue reaching the sheet's scripts.
 */
export function sheetPath(route: string, lang: Lang): SheetPath | undefined {
  const step = pathStep(route);
  if (!step) return undefined;
  const text = messages(lang);
  const link = (entry: typeof step.next) => entry && { route: entry.route, title: pick(entry.title, lang) };
  const previous = link(step.previous);
  const next = link(step.next);
  return {
    // formatCount writes the numbers and leaves {stage} for format to fill with words.
    stepText: format(formatCount(lang, text.sheet.pathStep, step.of, { step: step.step }), {
      stage: text.stage[step.category],
    }),
    ...(previous && { previous }),
    ...(next && { next }),
  };
}
