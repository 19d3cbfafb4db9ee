import { pick, type Lang } from './locales';
import { progressDe } from './progress-messages-de';
import { progressEn, type ProgressMessages } from './progress-messages-en';

const PROGRESS_MESSAGES = { de: progressDe, en: progressEn } satisfies Record<Lang, ProgressMessages>;

/** The progress page's and the backup tools' messages in a language. */
export function progressMessages(lang: Lang): ProgressMessages {
  return pick(PROGRESS_MESSAGES, lang);
}
