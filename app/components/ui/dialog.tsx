import * as DialogPrimitive from '@radix-ui/react-dialog';
import { X } from 'lucide-react';
import type { ComponentProps, ReactNode } from 'react';
import { cn } from '~/lib/cn';

export const Dialog = DialogPrimitive.Root;
export const DialogTitle = DialogPrimitive.Title;
export const DialogDescription = DialogPrimitive.Description;

/**
 * Where the panel sits on small screens: `drawer` from the left, `screen` the whole screen (room
 * for a keyboard and a text; from `md` up a wider modal of full height). From `md` up both are a
 * centred modal.
 */
const PANEL_SIZES = {
  drawer: 'inset-y-0 left-0 w-[88vw] max-w-sm md:w-[min(56rem,92vw)]',
  screen: 'inset-0 md:h-[85vh] md:w-[min(72rem,94vw)]',
} as const;

/**
 * The dialog panel (see `PANEL_SIZES`). Radix traps focus while it is open and returns it to the
 * trigger on close.
 */
export function DialogPanel({
  className,
  children,
  closeLabel,
  size = 'drawer',
  ...props
}: ComponentProps<typeof DialogPrimitive.Content> & {
  closeLabel: string;
  children: ReactNode;
  size?: keyof typeof PANEL_SIZES;
}) {
  return (
    <DialogPrimitive.Portal>
      <DialogPrimitive.Overlay
        data-testid="dialog-backdrop"
        className="dialog-overlay fixed inset-0 z-50 bg-slate-950/60"
      />
      <DialogPrimitive.Content
        className={cn(
          'dialog-panel fixed z-50 flex flex-col bg-white shadow-2xl outline-none',
          PANEL_SIZES[size],
          'md:inset-auto md:top-1/2 md:left-1/2 md:max-h-[85vh] md:max-w-none md:-translate-x-1/2 md:-translate-y-1/2 md:rounded-2xl',
          className,
        )}
        {...props}
      >
        {children}
        <DialogPrimitive.Close
          className="absolute top-3 right-3 inline-flex size-11 items-center justify-center rounded-full text-slate-700 hover:bg-slate-100"
          aria-label={closeLabel}
        >
          <X aria-hidden="true" className="size-5" />
        </DialogPrimitive.Close>
      </DialogPrimitive.Content>
    </DialogPrimitive.Portal>
  );
}
