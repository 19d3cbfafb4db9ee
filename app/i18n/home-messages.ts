import { homeDe } from './home-messages-de';
import { homeEn, type HomeMessages } from './home-messages-en';
import { pick, type Lang } from './locales';

const HOME_MESSAGES = { de: homeDe, en: homeEn } satisfies Record<Lang, HomeMessages>;

/** The home page's messages in a language (imported by the home page and the overview only). */
export function homeMessages(lang: Lang): HomeMessages {
  return pick(HOME_MESSAGES, lang);
}
