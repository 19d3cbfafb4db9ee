import { pick, type Lang } from './locales';
import { modelTestDe } from './model-test-messages-de';
import { modelTestEn, type ModelTestMessages } from './model-test-messages-en';

const MODEL_TEST_MESSAGES = { de: modelTestDe, en: modelTestEn } satisfies Record<Lang, ModelTestMessages>;

/** The model-test pages' messages in a language (imported by those pages' chunks only). */
export function modelTestMessages(lang: Lang): ModelTestMessages {
  return pick(MODEL_TEST_MESSAGES, lang);
}
