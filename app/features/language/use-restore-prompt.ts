import { useEffect, useLayoutEffect, useRef } from 'react';
import { useToast } from '~/components/ui/toast';
import { useLanguage } from '~/i18n/language-context';
import { otherLang, type Lang } from '~/i18n/locales';
import { format, formatCount, messages } from '~/i18n/messages';
import { readSaved, savedSectionsOf } from '~/i18n/saved-sections';

interface SheetSections {
  route: string;
  lang: Lang;
  sections: readonly { id: string }[];
}

/**
 * When the reader left some sections of this sheet in the other language, offers to show them
 * that way again, in a toast with a button. They are not switched by themselves: their text is
 * not in the page's HTML, so switching without a tap would move the text being read (see
 * docs/decisions/0009-one-language-control.md).
 */
export function useRestorePrompt(page: SheetSections, restore: (ids: readonly string[]) => void): void {
  const { langOf } = useLanguage();
  const toast = useToast();
  // The latest functions, without asking again each time they change.
  const latest = useRef({ restore, langOf });
  useLayoutEffect(() => {
    latest.current = { restore, langOf };
  });
  const { route, lang, sections } = page;

  useEffect(() => {
    const ids = savedSectionsOf(readSaved(), route, lang).filter(
      (id) => sections.some((s) => s.id === id) && latest.current.langOf(`${route}#${id}`) === lang,
    );
    if (ids.length === 0) return;
    const text = messages(lang).language;
    const message = format(formatCount(lang, text.restorePrompt, ids.length), {
      lang: text.langName[otherLang(lang)],
    });
    toast(message, { action: { label: text.restoreAction, run: () => latest.current.restore(ids) } });
  }, [route, lang, sections, toast]);
}
