import * as ToastPrimitive from '@radix-ui/react-toast';
import { createContext, useCallback, useContext, useMemo, useState, type ReactNode } from 'react';

interface ToastMessage {
  id: number;
  text: string;
}

type ShowToast = (text: string) => void;

const ToastContext = createContext<ShowToast>(() => {});

/** Shows a short message; a new one replaces the one on screen (one visible at a time). */
export function useToast(): ShowToast {
  return useContext(ToastContext);
}

/** Toast provider on Radix defaults: 5000 ms, swipe 50 px, hotkey F8. */
export function ToastProvider({ children, label }: { children: ReactNode; label: string }) {
  const [toast, setToast] = useState<ToastMessage | null>(null);
  const show = useCallback<ShowToast>((text) => setToast((prev) => ({ id: (prev?.id ?? 0) + 1, text })), []);
  const value = useMemo(() => show, [show]);
  return (
    <ToastContext.Provider value={value}>
      <ToastPrimitive.Provider label={label} duration={5000} swipeThreshold={50} swipeDirection="right">
        {children}
        {toast && (
          <ToastPrimitive.Root
            key={toast.id}
            onOpenChange={(open) => !open && setToast(null)}
            className="toast-root rounded-lg bg-slate-900 px-4 py-3 text-sm text-white shadow-lg"
          >
            <ToastPrimitive.Description>{toast.text}</ToastPrimitive.Description>
          </ToastPrimitive.Root>
        )}
        <ToastPrimitive.Viewport
          hotkey={['F8']}
          className="fixed top-4 right-4 left-4 z-[60] m-0 flex list-none flex-col gap-2 p-0 outline-none sm:left-auto sm:w-96"
        />
      </ToastPrimitive.Provider>
    </ToastContext.Provider>
  );
}
