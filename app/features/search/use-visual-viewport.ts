import { useEffect, useState, type CSSProperties } from 'react';

/**
 * While `active`, the visual viewport's top and height as the custom properties `--vv-top` and
 * `--vv-height` (px), for a panel that must end above a phone's on-screen keyboard: the keyboard
 * shrinks the visual viewport, not the layout viewport that `fixed` and `dvh` are measured in
 * (Chrome on Android and Safari on iOS by default). Nothing before the first measurement, so the
 * panel's own CSS (the full height) holds until then and where the API is missing.
 */
export function useVisualViewport(active: boolean): CSSProperties | undefined {
  const [box, setBox] = useState<{ top: number; height: number } | null>(null);
  useEffect(() => {
    const viewport = window.visualViewport;
    if (!active || !viewport) return;
    const measure = () => setBox({ top: viewport.offsetTop, height: viewport.height });
    measure();
    viewport.addEventListener('resize', measure);
    viewport.addEventListener('scroll', measure);
    return () => {
      viewport.removeEventListener('resize', measure);
      viewport.removeEventListener('scroll', measure);
    };
  }, [active]);
  if (!active || !box) return undefined;
  return { '--vv-top': `${box.top}px`, '--vv-height': `${box.height}px` } as CSSProperties;
}
