import { pick, type Lang } from './locales';
import { oralTimerDe } from './oral-timer-messages-de';
import { oralTimerEn, type OralTimerMessages } from './oral-timer-messages-en';

const ORAL_TIMER_MESSAGES = { de: oralTimerDe, en: oralTimerEn } satisfies Record<Lang, OralTimerMessages>;

/** The oral exam timer panel's messages in a language (imported by the panel's chunk only). */
export function oralTimerMessages(lang: Lang): OralTimerMessages {
  return pick(ORAL_TIMER_MESSAGES, lang);
}
