import * as DialogPrimitive from '@radix-ui/react-dialog';
import { X } from 'lucide-react';
import type { ComponentProps, ReactNode } from 'react';
import { cn } from '~/lib/cn';

export const Dialog = DialogPrimitive.Root;
export const DialogTitle = DialogPrimitive.Title;
export const DialogDescription = DialogPrimitive.Description;

/** Where the panel sits: its size and position per screen width. */
const LAYOUT = {
  /** A drawer from the left on small screens, a centred modal from `md` up. */
  drawer:
    'inset-y-0 left-0 w-[88vw] max-w-sm md:inset-auto md:top-1/2 md:left-1/2 md:max-h-[85vh] md:w-[min(56rem,92vw)] md:max-w-none md:-translate-x-1/2 md:-translate-y-1/2 md:rounded-2xl',
  /** The whole screen on small screens (room for the keyboard and results), a panel near the top from `md` up. */
  sheet:
    'inset-0 md:inset-auto md:top-[8vh] md:left-1/2 md:max-h-[84vh] md:w-[min(44rem,92vw)] md:-translate-x-1/2 md:rounded-2xl',
  /** The whole screen on small screens (room for a keyboard and a text), a wide centred modal of full height from `md` up. */
  screen:
    'inset-0 md:inset-auto md:top-1/2 md:left-1/2 md:h-[85vh] md:max-h-[85vh] md:w-[min(72rem,94vw)] md:max-w-none md:-translate-x-1/2 md:-translate-y-1/2 md:rounded-2xl',
} as const;

/**
 * The dialog panel (see LAYOUT for where it sits). Radix traps focus while it is open and returns
 * it to the trigger on close.
 */
export function DialogPanel({
  className,
  children,
  closeLabel,
  layout = 'drawer',
  ...props
}: ComponentProps<typeof DialogPrimitive.Content> & {
  closeLabel: string;
  children: ReactNode;
  layout?: keyof typeof LAYOUT;
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
          LAYOUT[layout],
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
