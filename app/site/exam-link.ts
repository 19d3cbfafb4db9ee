import type { Lang } from '~/i18n/locales';
import { href } from './paths';

/** The query that names a finished whole written exam (its ISO date) on a test's run page. */
export const EXAM_PARAM = 'exam';

/**
 * The link to one finished exam of a test: the run page shows that exam's result and review
 * (`place`: where the page lands), not the latest, for the history rows of the run and test pages.
 */
export function examHref(test: string, lang: Lang, date: string, place: 'run-result' | 'run-review'): string {
  return `${href.mockRun(test, lang)}?${EXAM_PARAM}=${encodeURIComponent(date)}#${place}`;
}
