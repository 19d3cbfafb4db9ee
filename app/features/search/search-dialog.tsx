import { useRef, useState } from 'react';
import { Link } from 'react-router';
import { Dialog, DialogDescription, DialogPanel, DialogTitle } from '~/components/ui/dialog';
import type { Category } from '~/content/catalogue-types';
import type { Lang } from '~/i18n/locales';
import { messages } from '~/i18n/messages';
import { href } from '~/site/paths';
import { isPlainClick } from './hit-list';
import { SEARCH_PAGE_INPUT_ID } from '~/lib/search-shortcut';
import { SearchPanel } from './search-panel';
import { useFollowHit } from './use-follow-hit';
import { useVisualViewport } from './use-visual-viewport';

interface SearchDialogProps {
  lang: Lang;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** Where focus goes back to when the dialog closes without opening anything. */
  opener: () => HTMLElement | null;
}

/**
 * The search dialog, opened from the header, the floating controls or a shortcut; loaded with its
 * index on the first opening. It keeps the words between openings (and selects them, so typing
 * replaces them). A chosen hit is opened once the dialog has closed and the page can scroll again.
 * On a phone it fills the visible part of the screen, above the on-screen keyboard, and its title
 * and description are for screen readers only: the field comes first, the results right after.
 */
export function SearchDialog({ lang, open, onOpenChange, opener }: SearchDialogProps) {
  const text = messages(lang).search;
  const [query, setQuery] = useState('');
  const [stage, setStage] = useState<Category | null>(null);
  const input = useRef<HTMLInputElement>(null);
  const picked = useRef<{ url: string; focusId?: string } | null>(null);
  const follow = useFollowHit();
  const pageUrl = href.search(lang, query.trim());
  const viewport = useVisualViewport(open);

  const pick = (url: string, focusId?: string) => {
    picked.current = { url, focusId };
    onOpenChange(false);
  };

  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogPanel
        layout="sheet"
        closeLabel={text.close}
        data-testid="search-dialog"
        style={viewport}
        className="max-md:top-[var(--vv-top,0px)] max-md:bottom-auto max-md:h-[var(--vv-height,100dvh)]"
        onOpenAutoFocus={(event) => {
          event.preventDefault();
          input.current?.focus();
          input.current?.select();
        }}
        onCloseAutoFocus={(event) => {
          event.preventDefault();
          const target = picked.current;
          picked.current = null;
          if (target) void follow(target.url, target.focusId);
          else opener()?.focus();
        }}
      >
        <div className="px-5 pt-5 pb-3 max-md:sr-only">
          <DialogTitle className="pr-10 text-lg font-bold text-slate-900">{text.title}</DialogTitle>
          <DialogDescription className="mt-1 pr-10 text-sm text-slate-600">
            {text.description}
          </DialogDescription>
        </div>
        <SearchPanel
          lang={lang}
          query={query}
          onQueryChange={setQuery}
          stage={stage}
          onStageChange={setStage}
          onFollow={(url) => pick(url)}
          onSubmit={() => pick(pageUrl, SEARCH_PAGE_INPUT_ID)}
          escape="close"
          besideClose
          inputRef={input}
          footer={
            // Without words there are no results to open on the search page.
            query.trim() && (
              <div className="border-t border-slate-200 px-5 py-2">
                <Link
                  to={pageUrl}
                  onClick={(event) => {
                    if (!isPlainClick(event)) return;
                    event.preventDefault();
                    pick(pageUrl, SEARCH_PAGE_INPUT_ID);
                  }}
                  className="inline-flex min-h-11 items-center text-sm font-semibold text-blue-800 hover:underline"
                >
                  {text.openPage}
                </Link>
              </div>
            )
          }
        />
      </DialogPanel>
    </Dialog>
  );
}
