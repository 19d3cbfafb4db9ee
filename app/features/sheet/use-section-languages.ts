import { useEffect, useRef, useState } from 'react';
import { useFetcher } from 'react-router';
import { useToast } from '~/components/ui/toast';
import { useLanguage } from '~/i18n/language-context';
import { otherLang, type Lang } from '~/i18n/locales';
import { format, messages } from '~/i18n/messages';
import { href } from '~/site/paths';
import type { RenderedSection, SheetView } from './rendered-section.server';

/** The sheet route's page data; `page` is null when it could not be loaded. */
interface PageData {
  page: SheetView | null;
}

/** Sections waiting for the other language, and the fetcher data they saw when they began to wait. */
interface Waiting {
  keys: ReadonlySet<string>;
  since: PageData | undefined;
}

/** What the sheet needs to show each section in the language the reader chose for it. */
export interface SectionLanguages {
  /** The section to show and the language it is really shown in. */
  shown: (section: RenderedSection) => { section: RenderedSection; lang: Lang };
  /** True while the section waits for the other language to load. */
  loading: (section: RenderedSection) => boolean;
  /** The reader pressed a language on the section's toggle. */
  choose: (section: RenderedSection, lang: Lang) => void;
  /** Shows the sections with these ids in the other language (restoring the reader's last choice). */
  restore: (ids: readonly string[]) => void;
  /** Loads the other language in the background, once (the reader is about to press a toggle). */
  prepare: () => void;
}

/**
 * Per-section languages. The other language's page data is loaded once, when the reader is about to
 * use a toggle (or a section is already in the other language); a section switches only when that
 * data is there, so its toggle never claims a language the section does not show. A failed load
 * leaves the page as it is, says so in a toast that keeps clear of the section's heading, and the
 * next press tries again.
 */
export function useSectionLanguages(page: SheetView): SectionLanguages {
  const { langOf, toggleSection } = useLanguage();
  const toast = useToast();
  const fetcher = useFetcher<PageData>();
  const { load } = fetcher;
  const other = otherLang(page.lang);
  const otherPath = href.sheet(page.route, other);
  const [waiting, setWaiting] = useState<Waiting | null>(null);
  const prefetched = useRef(false);
  const handled = useRef<Waiting | null>(null);
  const loaded = fetcher.data?.page?.route === page.route ? fetcher.data.page : null;
  const keyOf = (s: RenderedSection) => `${page.route}#${s.id}`;
  // A load has finished once the fetcher is idle with other data than the sections saw.
  const settled = waiting !== null && fetcher.state === 'idle' && fetcher.data !== waiting.since;
  const pending = waiting && !settled ? waiting : null;

  // Load the other language once, in the background, so that sections usually switch at once.
  const prepare = () => {
    if (prefetched.current) return;
    prefetched.current = true;
    void load(otherPath);
  };
  // Sections still in the other language from earlier on this visit need it at once.
  const anyOverridden = page.sections.some((s) => langOf(keyOf(s)) !== page.lang);
  useEffect(() => {
    if (anyOverridden && !prefetched.current) {
      prefetched.current = true;
      void load(otherPath);
    }
  }, [anyOverridden, load, otherPath]);

  // Then switch the waiting sections, or say why they stay as they are.
  useEffect(() => {
    if (!settled || !waiting || handled.current === waiting) return;
    handled.current = waiting;
    if (loaded) {
      for (const key of waiting.keys) if (langOf(key) !== other) toggleSection(key);
    } else {
      const text = messages(page.lang).language;
      const [first] = waiting.keys;
      const heading = first ? document.getElementById(`${first.slice(first.indexOf('#') + 1)}-title`) : null;
      toast(format(text.toastSectionFailed, { lang: text.langName[other] }), { avoid: heading });
    }
  }, [settled, waiting, loaded, langOf, other, toggleSection, toast, page.lang]);

  const shown = (s: RenderedSection) => {
    const lang = langOf(keyOf(s));
    const translated = lang !== page.lang ? loaded?.sections.find((o) => o.id === s.id) : undefined;
    return translated ? { section: translated, lang } : { section: s, lang: page.lang };
  };

  /** Puts the sections `keys` in `lang`, at once or when the other language has loaded. */
  const request = (keys: readonly string[], lang: Lang) => {
    const waitingKeys = new Set(pending?.keys);
    for (const key of keys) waitingKeys.delete(key);
    if (lang === page.lang || loaded) {
      setWaiting(pending && waitingKeys.size > 0 ? { ...pending, keys: waitingKeys } : null);
      for (const key of keys) if (langOf(key) !== lang) toggleSection(key);
      return;
    }
    for (const key of keys) waitingKeys.add(key);
    setWaiting({ keys: waitingKeys, since: pending ? pending.since : fetcher.data });
    prefetched.current = true;
    // Nothing on the way (the background load failed or never ran): this press loads it.
    if (fetcher.state === 'idle') void load(otherPath);
  };

  const choose = (s: RenderedSection, lang: Lang) => request([keyOf(s)], lang);
  const restore = (ids: readonly string[]) =>
    request(page.sections.filter((s) => ids.includes(s.id)).map(keyOf), other);

  return { shown, loading: (s) => pending?.keys.has(keyOf(s)) ?? false, choose, restore, prepare };
}
