import { useLanguage } from '~/i18n/language-context';
import { LANGS } from '~/i18n/locales';
import { format, messages } from '~/i18n/messages';

/**
 * DE/EN buttons on one content section. Only shown with global mode off; changes that section alone.
 */
export function SectionLanguageToggle({
  sectionKey,
  sectionTitle,
}: {
  sectionKey: string;
  sectionTitle: string;
}) {
  const { pageLang, state, langOf, toggleSection } = useLanguage();
  if (state.globalMode) return null;
  const current = langOf(sectionKey);
  const text = messages(pageLang).language;
  return (
    <div
      role="group"
      aria-label={sectionTitle}
      className="inline-flex rounded-full bg-slate-100 p-0.5 text-xs font-bold"
      data-testid="section-toggle"
    >
      {LANGS.map((lang) => (
        <button
          key={lang}
          type="button"
          aria-pressed={current === lang}
          aria-label={`${lang.toUpperCase()}: ${format(text.sectionToggle, { lang: text.langName[lang] })}`}
          onClick={() => current !== lang && toggleSection(sectionKey)}
          className="min-h-11 min-w-11 rounded-full px-3 uppercase text-slate-700 aria-pressed:bg-white aria-pressed:text-slate-900 aria-pressed:shadow"
        >
          {lang}
        </button>
      ))}
    </div>
  );
}
