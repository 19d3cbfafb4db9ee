import { LoaderCircle } from 'lucide-react';
import { useLanguage } from '~/i18n/language-context';
import { LANGS, type Lang } from '~/i18n/locales';
import { format, messages } from '~/i18n/messages';
import { cn } from '~/lib/cn';

interface SectionLanguageToggleProps {
  sectionTitle: string;
  /** The language the section is really shown in: the pressed button. */
  shown: Lang;
  /** True while the other language is loading for this section. */
  loading: boolean;
  onChoose: (lang: Lang) => void;
  /** The reader is about to use it (pointer over it, touch, focus): load the other language early. */
  onPrepare: () => void;
}

/**
 * DE/EN buttons on one content section; they change that section alone. They are in the
 * prerendered HTML so that their space is there before scripts start (hidden without scripts,
 * where they could do nothing). While the other language loads, its button is busy (spinner,
 * dimmed) and not yet pressed.
 */
export function SectionLanguageToggle({
  sectionTitle,
  shown,
  loading,
  onChoose,
  onPrepare,
}: SectionLanguageToggleProps) {
  const { pageLang } = useLanguage();
  const text = messages(pageLang).language;
  return (
    <div
      role="group"
      aria-label={sectionTitle}
      className="js-only inline-flex shrink-0 rounded-full bg-white p-0.5 text-xs ring-1 ring-slate-400 ring-inset"
      data-testid="section-toggle"
      data-print="hide"
      onPointerEnter={onPrepare}
      onTouchStart={onPrepare}
      onFocus={onPrepare}
    >
      {LANGS.map((lang) => {
        const busy = loading && lang !== shown;
        return (
          <button
            key={lang}
            type="button"
            aria-pressed={shown === lang}
            aria-busy={busy || undefined}
            aria-label={`${lang.toUpperCase()}: ${format(text.sectionToggle, { lang: text.langName[lang] })}`}
            onClick={() => onChoose(lang)}
            className={cn(
              // Pressed: a filled pill in contrast with the group in both themes, and bold; not
              // only a colour.
              'inline-flex min-h-11 min-w-11 items-center justify-center gap-1 rounded-full px-3 font-medium text-slate-700 uppercase aria-pressed:bg-blue-700 aria-pressed:font-bold aria-pressed:text-white',
              busy && 'cursor-progress bg-slate-100',
            )}
          >
            {busy && (
              <LoaderCircle
                aria-hidden="true"
                data-testid="section-toggle-loading"
                className="size-3.5 animate-spin motion-reduce:animate-none"
              />
            )}
            {lang}
          </button>
        );
      })}
    </div>
  );
}
