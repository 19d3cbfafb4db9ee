import { LayoutGrid, List } from 'lucide-react';
import { useLayoutEffect } from 'react';
import type { Lang } from '~/i18n/locales';
import { messages } from '~/i18n/messages';
import { cn } from '~/lib/cn';
import { persisted } from '~/lib/persisted';

/** How the overview shows its sheets. */
export type SheetLayout = 'cards' | 'list';

const KEY = 'b1.sheet-layout.v1';

/**
 * Runs while the HTML is parsed, before the first paint: with the list chosen earlier the page is
 * painted as a list at once, so nothing moves when scripts start (CLS 0). Its hash is added to the
 * page's CSP by the post-build step like every inline script.
 */
const BEFORE_PAINT = `try{if(localStorage.getItem('${KEY}')==='list')document.documentElement.dataset.sheetLayout='list'}catch(e){}`;

function apply(layout: SheetLayout) {
  if (layout === 'list') document.documentElement.dataset.sheetLayout = 'list';
  else delete document.documentElement.dataset.sheetLayout;
}

const store = persisted<SheetLayout>({
  key: KEY,
  parse: (raw) => (raw === 'list' ? 'list' : 'cards'),
  serialize: (layout) => layout,
  initial: 'cards',
  onChange: apply,
});

/** The inline script that applies the stored layout before the first paint. */
export function SheetLayoutScript() {
  // eslint-disable-next-line react/no-danger -- a constant of this module, no input; hashed into the CSP
  return <script dangerouslySetInnerHTML={{ __html: BEFORE_PAINT }} />;
}

/** The layout switch: cards or one line per sheet, remembered on this device. */
export function SheetLayoutSwitch({ lang }: { lang: Lang }) {
  const text = messages(lang).overview;
  const layout = store.useValue();
  // After a client-side navigation the inline script does not run (React inserts it inert).
  useLayoutEffect(() => apply(store.read()), []);
  const choose = (next: SheetLayout) => void store.write(next);
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
