import { pick, type Lang } from './locales';
import { oralSoloDe } from './oral-solo-messages-de';
import { oralSoloEn, type OralSoloMessages } from './oral-solo-messages-en';

const ORAL_SOLO_MESSAGES = { de: oralSoloDe, en: oralSoloEn } satisfies Record<Lang, OralSoloMessages>;

/** The solo oral rehearsal's messages in a language (imported by the rehearsal's chunk only). */
export function oralSoloMessages(lang: Lang): OralSoloMessages {
  return pick(ORAL_SOLO_MESSAGES, lang);
}
