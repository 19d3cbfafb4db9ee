import * as ToastPrimitive from '@radix-ui/react-toast';
import { X } from 'lucide-react';
import { cn } from '~/lib/cn';
import type { ToastMessage } from './toast';

export interface ToastViewProps {
  toast: ToastMessage | null;
  onClose: () => void;
  /** Name of the notifications region, in the page's language (the hotkey is added to it). */
  label: string;
  closeLabel: string;
}

/**
 * The toast itself, on Radix defaults: 5000 ms (12 s with an action), swipe 50 px, hotkey F8.
 * Loaded by `ToastProvider` with the first toast; it stays mounted after that.
 */
export function ToastView({ toast, onClose, label, closeLabel }: ToastViewProps) {
  return (
    <ToastPrimitive.Provider label={label} duration={5000} swipeThreshold={50} swipeDirection="right">
      {toast && (
        <ToastPrimitive.Root
          key={toast.id}
          duration={toast.action ? 12000 : undefined}
          onOpenChange={(open) => !open && onClose()}
          data-testid="toast"
          className="toast-root flex items-center gap-2 rounded-lg bg-slate-900 py-2 pr-2 pl-4 text-sm text-white shadow-lg"
        >
          <ToastPrimitive.Description className="flex-1 py-1">{toast.text}</ToastPrimitive.Description>
          {toast.action && (
            <ToastPrimitive.Action
              altText={toast.action.label}
              onClick={toast.action.run}
              className="min-h-11 shrink-0 rounded-md bg-white px-3 font-semibold text-slate-900 hover:bg-slate-100"
            >
              {toast.action.label}
            </ToastPrimitive.Action>
          )}
          {toast.action && (
            <ToastPrimitive.Close
              aria-label={closeLabel}
              className="inline-flex size-11 shrink-0 items-center justify-center rounded-md hover:bg-slate-800"
            >
              <X aria-hidden="true" className="size-4" />
            </ToastPrimitive.Close>
          )}
        </ToastPrimitive.Root>
      )}
      <ToastPrimitive.Viewport
        hotkey={['F8']}
        label={`${label} ({hotkey})`}
        data-side={toast?.side ?? 'bottom'}
        className={cn(
          'fixed right-3 left-3 z-[60] m-0 flex list-none flex-col gap-2 p-0 outline-none sm:left-auto sm:w-96 md:right-28',
          toast?.side === 'top' ? 'top-3' : 'bottom-[calc(4.75rem+env(safe-area-inset-bottom))] md:bottom-5',
        )}
      />
    </ToastPrimitive.Provider>
  );
}
