import type { Lang } from '~/i18n/locales';
import { href } from './paths';

/** The query that opens a test's oral page with "I practise alone" chosen: the solo rehearsal. */
export const SOLO_PARAM = 'allein';

/**
 * The link to a test's solo oral rehearsal (issue 35, point 8): for the study plan's oral tasks
 * when the learner has no partner. The page opens with "Ich übe allein" chosen.
 */
export function soloRehearsalHref(test: string, lang: Lang): string {
  return `${href.mockOral(test, lang)}?${SOLO_PARAM}`;
}
