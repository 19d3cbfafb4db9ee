/** Within this many pixels of the top the bar always shows (specification: 10 px). */
const TOP_THRESHOLD = 10;

/**
 * Whether the mobile bottom bar shows after the page scrolled from `previousY` to `y`:
 * hidden while scrolling down, shown while scrolling up or near the top.
 */
export function isBarVisible(previousY: number, y: number, wasVisible: boolean): boolean {
  if (y <= TOP_THRESHOLD) return true;
  if (y > previousY) return false;
  if (y < previousY) return true;
  return wasVisible;
}

/** Whether "back to top" is worth offering: the reader has scrolled at least one screen down. */
export function isPastFirstScreen(y: number, viewportHeight: number): boolean {
  return y >= viewportHeight;
}
