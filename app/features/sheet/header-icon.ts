/** The four header icons of the sheet layout. */
export type HeaderIconKind = 'speaking' | 'study' | 'writing' | 'general';

/**
 * The header icon by page number, in the specification's order: 5–7 speaking; 1–12 study;
 * 16–23 writing; every other number the general icon. (The specification also names page 26 for
 * the study icon; the catalogue has 25 pages, see docs/decisions/0001.)
 */
export function headerIconKind(pageNumber: number): HeaderIconKind {
  if (pageNumber >= 5 && pageNumber <= 7) return 'speaking';
  if (pageNumber >= 1 && pageNumber <= 12) return 'study';
  if (pageNumber >= 16 && pageNumber <= 23) return 'writing';
  return 'general';
}
