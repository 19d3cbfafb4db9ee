import { Link, useLocation } from 'react-router';
import { Tooltip } from '~/components/ui/tooltip';
import { useLanguage } from '~/i18n/language-context';
import { otherLang } from '~/i18n/locales';
import { messages } from '~/i18n/messages';
import { switchLangPath } from '~/lib/paths';
import { captureScrollAnchor } from '~/lib/scroll-anchor';

/**
 * The global DE/EN switch: a real link to the same page in the other language, so it works without
 * scripts. With scripts it keeps the reader's place, turns global mode on and clears overrides.
 */
export function LanguageSwitch({ className }: { className: string }) {
  const { pageLang, switchGlobal } = useLanguage();
  const { pathname, search, hash } = useLocation();
  const target = otherLang(pageLang);
  const text = messages(pageLang).language;
  return (
    <Tooltip label={text.switchLabel}>
      <Link
        to={switchLangPath(pathname, target, search, hash)}
        hrefLang={target}
        preventScrollReset
        aria-label={`${text.switchShort}: ${text.switchLabel}`}
        data-testid="language-switch"
        onClick={() => {
          captureScrollAnchor();
          switchGlobal();
        }}
        className={className}
      >
        <span className="text-sm font-bold">{text.switchShort}</span>
      </Link>
    </Tooltip>
  );
}
