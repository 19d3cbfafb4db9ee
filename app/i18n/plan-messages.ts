import { planDe } from './plan-messages-de';
import { planEn, type PlanMessages } from './plan-messages-en';
import { pick, type Lang } from './locales';

const PLAN_MESSAGES = { de: planDe, en: planEn } satisfies Record<Lang, PlanMessages>;

/** The study plan's messages in a language (imported by the plan's own code only). */
export function planMessages(lang: Lang): PlanMessages {
  return pick(PLAN_MESSAGES, lang);
}
