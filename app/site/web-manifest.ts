import type { Lang } from '../i18n/locales';
import { messages } from '../i18n/messages';
import { href } from './paths';
import { APP_ICONS, BACKGROUND_COLOR, BRAND_COLOR } from '../lib/web-app.mjs';

/** The fields of a web app manifest this site sets (W3C Web Application Manifest). */
export interface WebManifest {
  id: string;
  name: string;
  short_name: string;
  description: string;
  lang: Lang;
  dir: 'ltr';
  start_url: string;
  scope: string;
  display: 'standalone';
  background_color: string;
  theme_color: string;
  icons: { src: string; sizes: string; type: 'image/png'; purpose: 'any' | 'maskable' }[];
}

/**
 * The manifest of a language, written by the build to `webManifestPath(lang)`. The installed app
 * starts on that language's home page; its scope is the whole site, so switching language stays
 * inside the app.
 */
export function webManifest(lang: Lang): WebManifest {
  const text = messages(lang);
  const start = href.home(lang);
  return {
    id: start,
    name: text.site.name,
    short_name: text.webApp.shortName,
    description: text.webApp.description,
    lang,
    dir: 'ltr',
    start_url: start,
    scope: '/',
    display: 'standalone',
    background_color: BACKGROUND_COLOR,
    theme_color: BRAND_COLOR,
    icons: APP_ICONS.map(({ file, size, purpose }) => ({
      src: `/${file}`,
      sizes: `${size}x${size}`,
      type: 'image/png',
      purpose,
    })),
  };
}
