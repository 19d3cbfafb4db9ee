/**
 * The sheet page's list of sections can be opened from elsewhere (the mobile bottom bar) without
 * one feature importing the other: the caller sends this event, the sheet page listens for it.
 */
const OPEN_SECTIONS = 'b1:open-sections';

/** Asks the current page to open its list of sections. */
export function openSections(): void {
  window.dispatchEvent(new Event(OPEN_SECTIONS));
}

/** Calls `handler` whenever something asks for the list of sections; returns the unsubscribe. */
export function onOpenSections(handler: () => void): () => void {
  window.addEventListener(OPEN_SECTIONS, handler);
  return () => window.removeEventListener(OPEN_SECTIONS, handler);
}
