import { pick, type Lang } from './locales';
import { trainerDe } from './writing-trainer-messages-de';
import { trainerEn, type TrainerMessages } from './writing-trainer-messages-en';

const TRAINER_MESSAGES = { de: trainerDe, en: trainerEn } satisfies Record<Lang, TrainerMessages>;

/** The writing trainer's messages of a language (imported only by the trainer's lazy code). */
export function trainerMessages(lang: Lang): TrainerMessages {
  return pick(TRAINER_MESSAGES, lang);
}
