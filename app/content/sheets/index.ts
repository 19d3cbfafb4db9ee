import type { SheetContent } from '../sheet-schema';

/**
 * The written sheets, keyed by catalogue route. A sheet that is not listed here shows the
 * coming-soon block. To add one: write `content/sheets/<route>.ts` and list it here.
 */
export const SHEETS: Readonly<Record<string, SheetContent>> = {};
