/** The year the site was first published; the copyright line always starts here. */
const FIRST_YEAR = 2024;

/**
 * The copyright span from the first year to `year` ("2024–2026"), or the first year alone.
 * The prerendered pages pass the build's year, so the server's HTML and the hydrated page agree.
 */
export function copyrightYears(year: number): string {
  return year > FIRST_YEAR ? `${FIRST_YEAR}–${year}` : String(FIRST_YEAR);
}
