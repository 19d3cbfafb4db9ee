import { Link, useLocation } from 'react-router';
import { useLanguage } from '~/i18n/language-context';
import { LANGS, otherLang } from '~/i18n/locales';
import { messages } from '~/i18n/messages';
import { cn } from '~/lib/cn';
import { rememberLang } from '~/site/preferred-lang';
import { switchLangPath } from '~/site/paths';
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
      data-testid="language-switch"
      onClick={() => {
        rememberLang(target);
        captureScrollAnchor();
        switchPage();
      }}
      className={className}
    >
      {/* The current language is a filled pill (not only a colour: the other has no fill, and a
          lighter weight), in contrast with the bar in both themes. Its size is fixed, not taken from
          its letters: while a slow connection delivers the HTML in pieces, the pill (centred in its
          cell) does not move sideways as "DE" and "EN" arrive. */}
      <span
        aria-hidden="true"
        className="box-content flex h-[1.25em] w-[5em] rounded-full p-0.5 text-[0.6875rem] ring-1 ring-slate-400 ring-inset"
      >
        {LANGS.map((lang) => (
          <span
            key={lang}
            data-current={lang === pageLang || undefined}
            className={cn(
              'w-[2.5em] shrink-0 rounded-full text-center',
              lang === pageLang ? 'bg-blue-700 font-bold text-white' : 'font-medium text-slate-700',
            )}
          >
            {lang.toUpperCase()}
          </span>
        ))}
      </span>
      {/* The name starts with the visible word, so a voice command saying it finds the link; it is
          one text (a hidden second part beside the word would be named with a space before it). */}
      <span aria-hidden="true">{text.label}</span>
      <span className="sr-only">{`${text.label}: ${text.switchLabel}`}</span>
    </Link>
  );
}
