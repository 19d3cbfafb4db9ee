import * as ToastPrimitive from '@radix-ui/react-toast';
import { X } from 'lucide-react';
import { createContext, useCallback, useContext, useMemo, useState, type ReactNode } from 'react';
import { cn } from '~/lib/cn';

/** Optional parts of a toast. */
export interface ToastOptions {
  /** A button in the toast (it then stays longer, 12 s, and can be closed). */
  action?: { label: string; run: () => void };
  /** An element the reader is looking at (the section heading they just used): never covered. */
  avoid?: Element | null;
}

interface ToastMessage extends ToastOptions {
  id: number;
  text: string;
  side: 'top' | 'bottom';
}

type ShowToast = (text: string, options?: ToastOptions) => void;

const ToastContext = createContext<ShowToast>(() => {});

/** The lower part of the screen a toast may take (bottom bar, margins and a two-line toast). */
const BOTTOM_ZONE_PX = 220;

/** Shows a short message; a new one replaces the one on screen (one visible at a time). */
export function useToast(): ShowToast {
  return useContext(ToastContext);
}

/**
 * Toasts sit at the bottom edge, above the mobile bottom bar (beside the floating column on
 * desktop), where they do not cover the text being read. When the element to avoid is in that zone,
 * the toast goes to the top edge instead.
 */
function sideFor(avoid: Element | null | undefined): 'top' | 'bottom' {
  if (!avoid) return 'bottom';
  return avoid.getBoundingClientRect().bottom > window.innerHeight - BOTTOM_ZONE_PX ? 'top' : 'bottom';
}

/** Toast provider on Radix defaults: 5000 ms (12 s with an action), swipe 50 px, hotkey F8. */
export function ToastProvider({
  children,
  label,
  closeLabel,
}: {
  children: ReactNode;
  label: string;
  closeLabel: string;
}) {
  const [toast, setToast] = useState<ToastMessage | null>(null);
  const show = useCallback<ShowToast>(
    (text, options = {}) =>
      setToast((prev) => ({ ...options, id: (prev?.id ?? 0) + 1, text, side: sideFor(options.avoid) })),
    [],
  );
  const value = useMemo(() => show, [show]);
  return (
    <ToastContext.Provider value={value}>
      <ToastPrimitive.Provider label={label} duration={5000} swipeThreshold={50} swipeDirection="right">
        {children}
        {toast && (
          <ToastPrimitive.Root
            key={toast.id}
            duration={toast.action ? 12000 : undefined}
            onOpenChange={(open) => !open && setToast(null)}
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
          data-side={toast?.side ?? 'bottom'}
          className={cn(
            'fixed right-3 left-3 z-[60] m-0 flex list-none flex-col gap-2 p-0 outline-none sm:left-auto sm:w-96 md:right-28',
            toast?.side === 'top'
              ? 'top-3'
              : 'bottom-[calc(4.75rem+env(safe-area-inset-bottom))] md:bottom-5',
          )}
        />
      </ToastPrimitive.Provider>
    </ToastContext.Provider>
  );
}
