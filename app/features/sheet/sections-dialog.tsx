import { Dialog, DialogDescription, DialogPanel, DialogTitle } from '~/components/ui/dialog';
import { langAttr, type Lang } from '~/i18n/locales';
import { messages } from '~/i18n/messages';
import { cn } from '~/lib/cn';

/** One entry of a sheet's list of sections. */
export interface SectionLink {
  id: string;
  title: string;
  /** The language the section is shown in (the reader may have switched it alone). */
  lang: Lang;
}

interface SectionsDialogProps {
  lang: Lang;
  sections: readonly SectionLink[];
  current: string | null;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** Called with the section the reader picked, just before the dialog closes. */
  onPick: (id: string) => void;
  /** Called once the dialog is gone; the caller places focus (and scrolls to a picked section). */
  onClosed: () => void;
}

/** The sheet's sections in a dialog (phones): loaded the first time the reader opens it. */
export function SectionsDialog({
  lang,
  sections,
  current,
  open,
  onOpenChange,
  onPick,
  onClosed,
}: SectionsDialogProps) {
  const text = messages(lang).sheet;
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogPanel
        closeLabel={text.closeSections}
        aria-describedby={undefined}
        onCloseAutoFocus={(event) => {
          event.preventDefault();
          onClosed();
        }}
      >
        <div className="border-b border-slate-200 px-5 pt-5 pb-4">
          <DialogTitle className="pr-10 text-lg font-bold text-slate-900">{text.sectionsTitle}</DialogTitle>
          <DialogDescription className="sr-only">{text.contents}</DialogDescription>
        </div>
        <ol className="flex-1 overflow-y-auto px-3 py-3" data-testid="sections-dialog-list">
          {sections.map((s) => (
            <li key={s.id}>
              <a
                href={`#${s.id}`}
                aria-current={s.id === current ? 'location' : undefined}
                onClick={(event) => {
                  event.preventDefault();
                  onPick(s.id);
                  onOpenChange(false);
                }}
                className={cn(
                  'flex min-h-11 items-center rounded-lg px-2 py-1 text-slate-800 hover:bg-slate-100',
                  s.id === current && 'bg-blue-50 font-semibold text-blue-900',
                )}
              >
                <span lang={langAttr(s.lang, lang)}>{s.title}</span>
              </a>
            </li>
          ))}
        </ol>
      </DialogPanel>
    </Dialog>
  );
}
