import { buttonClass } from '~/components/ui/button';
import { List } from 'lucide-react';
import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import { useNavigate, type NavigateFunction } from 'react-router';
import { langAttr, type Lang } from '~/i18n/locales';
import { messages } from '~/i18n/messages';
import { cn } from '~/lib/cn';
import { onOpenSections } from '~/lib/sections-event';
import { useHydrated } from '~/lib/use-hydrated';
import type { SectionLink } from './sections-dialog';

// The dialog (and Radix) only matters after a tap: it loads then, or when the reader reaches for it.
const loadDialog = () => import('./sections-dialog');
const SectionsDialog = lazy(() => loadDialog().then((m) => ({ default: m.SectionsDialog })));

const TRIGGER_ID = 'sections-button';
const BUTTON = buttonClass.tool;

/**
 * Where the list of sections sends the reader for the summary ("At a glance"): the id of the
 * summary's heading (`SheetSummary`), which names its section.
 */
const SUMMARY_ANCHOR = 'summary-title';

interface ContentsProps {
  lang: Lang;
  sections: readonly SectionLink[];
  /** The section being read, from `useCurrentSection`. */
  current: string | null;
}

/**
 * Scrolls to a section and gives its heading focus, so keyboard and screen reader users follow.
 * The address gets the section's hash through the router (replacing, not adding, a history entry),
 * so the jump is a navigation like a link to a section: a voice reading aloud stops.
 */
function jumpTo(id: string, navigate: NavigateFunction) {
  const target = document.getElementById(id);
  // A section carries the id itself; the summary is named by its heading's id.
  const section = target?.closest('section');
  if (!target || !section) return;
  section.scrollIntoView({ block: 'start' });
  const { pathname, search } = window.location;
  void navigate(`${pathname}${search}#${id}`, { replace: true, preventScrollReset: true });
  const heading = section.querySelector<HTMLElement>('h2 a') ?? section.querySelector<HTMLElement>('h2');
  // The summary's heading is no link: it takes focus for this once, as a target of a skip link does.
  if (heading && heading.tagName === 'H2') heading.tabIndex = -1;
  heading?.focus({ preventScroll: true });
}

/**
 * Phones and tablets: a "Sections" button in the title area that opens the list in a dialog (also
 * when `openSections()` asks), and, once a section is being read, a thin bar fixed at the top that
 * names it (in the language the section is shown in) and has the same button. The list starts with
 * the summary when the sheet has one. Without scripts the button is a `<details>` with the same list.
 */
export function SectionsControl({
  lang,
  sections,
  current,
  hasSummary,
}: ContentsProps & { hasSummary: boolean }) {
  const text = messages(lang).sheet;
  const hydrated = useHydrated();
  const navigate = useNavigate();
  const [open, setOpen] = useState(false);
  // Mounted from the first opening on, so it can close with its animation and return focus.
  const [wanted, setWanted] = useState(false);
  const picked = useRef<string | null>(null);
  const opener = useRef<HTMLElement | null>(null);
  const currentLink = sections.find((s) => s.id === current);
  const entries: readonly SectionLink[] = hasSummary
    ? [{ id: SUMMARY_ANCHOR, title: text.summaryTitle, lang }, ...sections]
    : sections;

  const openDialog = () => {
    opener.current = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    setWanted(true);
    setOpen(true);
  };
  useEffect(() => onOpenSections(openDialog), []);

  const onClosed = () => {
    const id = picked.current;
    picked.current = null;
    // The dialog's scroll lock goes with it; scroll once the page can scroll again.
    if (id) window.requestAnimationFrame(() => jumpTo(id, navigate));
    else (opener.current ?? document.getElementById(TRIGGER_ID))?.focus();
  };

  const button = (id?: string) => (
    <button
      id={id}
      type="button"
      aria-haspopup="dialog"
      className={BUTTON}
      onClick={openDialog}
      onPointerEnter={() => void loadDialog()}
      onFocus={() => void loadDialog()}
    >
      <List aria-hidden="true" className="size-4" />
      {text.sections}
    </button>
  );

  if (!hydrated)
    return (
      <details className="lg:hidden" data-print="hide">
        {/* A block-level face: an inline one would sit on a text line and stand taller than the
            button that replaces it after hydration, moving the title down. */}
        <summary
          className={cn(
            BUTTON.replace('inline-flex', 'flex'),
            'list-none [&::-webkit-details-marker]:hidden',
          )}
        >
          <List aria-hidden="true" className="size-4" />
          {text.sections}
        </summary>
        <ol className="absolute inset-x-0 z-30 mt-2 max-h-[70vh] overflow-y-auto border-y border-slate-200 bg-white px-4 py-2 shadow-lg">
          {entries.map((s) => (
            <li key={s.id}>
              <a href={`#${s.id}`} className="flex min-h-11 items-center text-blue-800 underline-offset-4">
                <span lang={langAttr(s.lang, lang)}>{s.title}</span>
              </a>
            </li>
          ))}
        </ol>
      </details>
    );

  return (
    <div className="lg:hidden" data-print="hide">
      {button(TRIGGER_ID)}
      {currentLink && (
        // Fixed, so its appearing moves nothing on the page.
        <div
          className="fixed inset-x-0 top-0 z-30 flex items-center justify-between gap-3 border-b border-slate-200 bg-white/95 px-4 py-1 backdrop-blur"
          data-testid="sections-bar"
        >
          <p className="min-w-0 truncate text-sm font-semibold text-slate-900" data-testid="current-section">
            <span className="sr-only">{text.currentSection}: </span>
            <span lang={langAttr(currentLink.lang, lang)}>{currentLink.title}</span>
          </p>
          {button()}
        </div>
      )}
      {wanted && (
        <Suspense fallback={null}>
          <SectionsDialog
            lang={lang}
            sections={entries}
            current={current}
            open={open}
            onOpenChange={setOpen}
            onPick={(id) => (picked.current = id)}
            onClosed={onClosed}
          />
        </Suspense>
      )}
    </div>
  );
}

/** Wide screens: the sections in the right margin, staying in view, the current one highlighted. */
export function ContentsAside({ lang, sections, current }: ContentsProps) {
  const text = messages(lang).sheet;
  return (
    <nav
      aria-labelledby="toc-title"
      className="sticky top-4 hidden max-h-[calc(100vh-2rem)] overflow-y-auto lg:block"
      data-testid="contents-aside"
      data-print="hide"
    >
      <h2 id="toc-title" className="text-sm font-bold tracking-wide text-slate-600 uppercase">
        {text.contents}
      </h2>
      <ol className="mt-2 border-l border-slate-200">
        {sections.map((s) => (
          <li key={s.id}>
            <a
              href={`#${s.id}`}
              aria-current={s.id === current ? 'location' : undefined}
              className={cn(
                '-ml-px flex min-h-11 items-center border-l-2 border-transparent py-1 pl-3 text-sm text-slate-700 hover:text-blue-800',
                'aria-[current=location]:border-blue-700 aria-[current=location]:font-semibold aria-[current=location]:text-blue-900',
              )}
            >
              <span lang={langAttr(s.lang, lang)}>{s.title}</span>
            </a>
          </li>
        ))}
      </ol>
    </nav>
  );
}
