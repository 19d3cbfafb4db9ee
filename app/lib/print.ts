import type { CSSProperties } from 'react';

/**
 * Printing a sheet: the full sheet (the browser's own print command gives this too) or only its
 * summary on one page. The choice is an attribute on <html> while the print dialog is open;
 * app/print.css reads it (`html[data-print-mode='summary']`).
 */
export type PrintMode = 'summary' | 'full';

/** Opens the browser's print dialog for one printout, then restores the page. */
export function printSheet(mode: PrintMode): void {
  const root = document.documentElement;
  if (mode === 'summary') root.dataset.printMode = 'summary';
  const reset = () => {
    delete root.dataset.printMode;
    window.removeEventListener('afterprint', reset);
  };
  window.addEventListener('afterprint', reset);
  window.print();
}

/**
 * The sheet's running head on every printed page (`@top-left` in app/print.css reads `--print-title`),
 * as a CSS string: quotes and backslashes escaped.
 */
export function printTitleStyle(title: string): CSSProperties {
  return { '--print-title': `"${title.replace(/["\\]/g, '\\$&')}"` } as CSSProperties;
}
