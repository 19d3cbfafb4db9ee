import {
  createContext,
  useCallback,
  useContext,
  useEffect,
  useState,
  type ComponentType,
  type ReactNode,
} from 'react';
import type { ToastViewProps } from './toast-view';

/** Optional parts of a toast. */
interface ToastOptions {
  /** A button in the toast (it then stays longer, 12 s, and can be closed). */
  action?: { label: string; run: () => void };
  /** An element the reader is looking at (the section heading they just used): never covered. */
  avoid?: Element | null;
}

export interface ToastMessage extends ToastOptions {
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

/** What a toast must never cover: a form's buttons (a toast on a first visit must not hide "Save"). */
const FORM_BUTTONS = 'form button, form input[type="submit"], form input[type="button"]';

/** The vertical extent of something on screen, in viewport pixels. */
interface Span {
  top: number;
  bottom: number;
}

/**
 * Toasts sit at the bottom edge, above the mobile bottom bar (beside the floating column on
 * desktop), where they do not cover the text being read. When something to keep in view (the
 * element the reader is looking at, or a form's button) is in that zone, the toast goes to the
 * top edge instead.
 */
export function toastSide(keep: readonly Span[], viewportHeight: number): 'top' | 'bottom' {
  const zone = viewportHeight - BOTTOM_ZONE_PX;
  return keep.some((r) => r.bottom > zone && r.top < viewportHeight) ? 'top' : 'bottom';
}

function sideFor(avoid: Element | null | undefined): 'top' | 'bottom' {
  const keep = [...(avoid ? [avoid] : []), ...document.querySelectorAll(FORM_BUTTONS)];
  return toastSide(
    keep.map((el) => el.getBoundingClientRect()).filter((r) => r.height > 0),
    window.innerHeight,
  );
}

/**
 * Holds the toast on screen; its face (Radix Toast, `toast-view`) loads with the first toast of a
 * visit, as the menu loads when opened: most visits show none. If it cannot load (offline before
 * it was ever fetched) the message is dropped and the action it reports has still happened.
 */
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
  const [View, setView] = useState<ComponentType<ToastViewProps> | null>(null);
  const wanted = toast !== null;

  useEffect(() => {
    if (!wanted || View) return;
    let live = true;
    import('./toast-view')
      .then((module) => live && setView(() => module.ToastView))
      .catch(() => live && setToast(null));
    return () => {
      live = false;
    };
  }, [wanted, View]);

  const show = useCallback<ShowToast>(
    (text, options = {}) =>
      setToast((prev) => ({ ...options, id: (prev?.id ?? 0) + 1, text, side: sideFor(options.avoid) })),
    [],
  );
  const close = useCallback(() => setToast(null), []);
  return (
    <ToastContext.Provider value={show}>
      {children}
      {View && <View toast={toast} onClose={close} label={label} closeLabel={closeLabel} />}
    </ToastContext.Provider>
  );
}
