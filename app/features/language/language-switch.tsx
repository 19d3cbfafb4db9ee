import { Link, useLocation } from 'react-router';
import { useLanguage } from '~/i18n/language-context';
import { LANGS, otherLang } from '~/i18n/locales';
import { messages } from '~/i18n/messages';
import { cn } from '~/lib/cn';
import { rememberLang } from '~/lib/preferred-lang';
import { switchLangPath } from '~/lib/paths';
import { captureScrollAnchor } from '~/lib/scroll-anchor';

/**
 * The page language control: "DE | EN" with the current language marked, labelled "Sprache" /
 * "Language". A real link to the same page in the other language, so it works without scripts;
 * with scripts it keeps the reader's place and puts every section back in the page's language.
 */
export function LanguageSwitch({ className }: { className: string }) {
  const { pageLang, switchPage } = useLanguage();
  const { pathname, search, hash } = useLocation();
  const target = otherLang(pageLang);
  const text = messages(pageLang).language;
  return (
    <Link
      to={switchLangPath(pathname, target, search, hash)}
      hrefLang={target}
      preventScrollReset
      aria-label={`${text.label}: ${text.switchLabel}`}
      data-testid="language-switch"
      onClick={() => {
        rememberLang(target);
        captureScrollAnchor();
        switchPage();
      }}
      className={className}
    >
      <span aria-hidden="true" className="flex rounded-full bg-slate-100 p-0.5 text-[0.6875rem] font-bold">
        {LANGS.map((lang) => (
          <span
            key={lang}
            className={cn('rounded-full px-1.5', lang === pageLang && 'bg-blue-700 text-white')}
          >
            {lang.toUpperCase()}
          </span>
        ))}
      </span>
      <span>{text.label}</span>
    </Link>
  );
}
