import { drillDe } from './drill-messages-de';
import { drillEn, type DrillMessages } from './drill-messages-en';
import { pick, type Lang } from './locales';

const DRILL_MESSAGES = { de: drillDe, en: drillEn } satisfies Record<Lang, DrillMessages>;

/** The phrase drill page's messages in a language (imported by the drill's chunk only). */
export function drillMessages(lang: Lang): DrillMessages {
  return pick(DRILL_MESSAGES, lang);
}
