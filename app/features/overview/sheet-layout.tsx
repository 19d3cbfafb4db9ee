import { LayoutGrid, List } from 'lucide-react';
import { useLayoutEffect, useSyncExternalStore } from 'react';
import type { Lang } from '~/i18n/locales';
import { messages } from '~/i18n/messages';
import { cn } from '~/lib/cn';
import { safeStorage } from '~/lib/storage';

/** How the overview shows its sheets. */
export type SheetLayout = 'cards' | 'list';

const KEY = 'b1.sheet-layout.v1';
const listeners = new Set<() => void>();

/**
 * Runs while the HTML is parsed, before the first paint: with the list chosen earlier the page is
 * painted as a list at once, so nothing moves when scripts start (CLS 0). Its hash is added to the
 * page's CSP by the post-build step like every inline script.
 */
const BEFORE_PAINT = `try{if(localStorage.getItem('${KEY}')==='list')document.documentElement.dataset.sheetLayout='list'}catch(e){}`;

function apply(layout: SheetLayout) {
  if (layout === 'list') document.documentElement.dataset.sheetLayout = 'list';
  else delete document.documentElement.dataset.sheetLayout;
  for (const listener of listeners) listener();
}

function read(): SheetLayout {
  return document.documentElement.dataset.sheetLayout === 'list' ? 'list' : 'cards';
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** The inline script that applies the stored layout before the first paint. */
export function SheetLayoutScript() {
  // eslint-disable-next-line react/no-danger -- a constant of this module, no input; hashed into the CSP
  return <script dangerouslySetInnerHTML={{ __html: BEFORE_PAINT }} />;
}

/** The layout switch: cards or one line per sheet, remembered on this device. */
export function SheetLayoutSwitch({ lang }: { lang: Lang }) {
  const text = messages(lang).overview;
  const layout = useSyncExternalStore(subscribe, read, () => 'cards' as const);
  // After a client-side navigation the inline script does not run (React inserts it inert).
  useLayoutEffect(() => apply(safeStorage.get(KEY) === 'list' ? 'list' : 'cards'), []);
  const choose = (next: SheetLayout) => {
    safeStorage.set(KEY, next);
    apply(next);
  };
  const options = [
    { value: 'cards', label: text.cards, Icon: LayoutGrid },
    { value: 'list', label: text.list, Icon: List },
  ] as const;
  return (
    <div role="group" aria-label={text.layout} className="js-only flex gap-1 rounded-full bg-slate-100 p-1">
      {options.map(({ value, label, Icon }) => (
        <button
          key={value}
          type="button"
          aria-pressed={layout === value}
          onClick={() => choose(value)}
          data-testid={`layout-${value}`}
          className={cn(
            'inline-flex min-h-11 items-center gap-1.5 rounded-full px-4 text-sm font-semibold transition-colors motion-reduce:transition-none',
            layout === value ? 'bg-white text-slate-900 shadow-sm' : 'text-slate-700 hover:bg-white/60',
          )}
        >
          <Icon aria-hidden="true" className="size-4" />
          {label}
        </button>
      ))}
    </div>
  );
}
