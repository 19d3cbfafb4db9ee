/**
 * Keeps the reader's place when a page is replaced by its other-language twin. Both languages share
 * section ids, so the place is remembered as "section X, N pixels from the top of the viewport";
 * pages without sections fall back to the same share of the page height.
 */
interface ScrollAnchor {
  id: string | null;
  offset: number;
  ratio: number;
}

let pending: ScrollAnchor | null = null;

/** Remembers where the reader is, to be restored after the next navigation. */
export function captureScrollAnchor(): void {
  const sections = Array.from(document.querySelectorAll<HTMLElement>('[data-anchor-section]'));
  const current = sections.find((el) => el.getBoundingClientRect().bottom > 0);
  const scrollable = document.documentElement.scrollHeight - window.innerHeight;
  pending = {
    id: current?.id ?? null,
    offset: current ? current.getBoundingClientRect().top : 0,
    ratio: scrollable > 0 ? window.scrollY / scrollable : 0,
  };
}

/** Scrolls to the remembered place, if there is one. Returns whether it did. */
export function restoreScrollAnchor(): boolean {
  const anchor = pending;
  pending = null;
  if (!anchor) return false;
  const target = anchor.id ? document.getElementById(anchor.id) : null;
  if (target) {
    window.scrollTo(0, window.scrollY + target.getBoundingClientRect().top - anchor.offset);
  } else {
    const scrollable = document.documentElement.scrollHeight - window.innerHeight;
    window.scrollTo(0, Math.round(anchor.ratio * scrollable));
  }
  return true;
}
