// Reading Lighthouse results for the benchmark: category scores, audit values, medians of runs.

/**
 * The middle value, or the mean of the two middle values, of the measured values (a run that
 * measured nothing gives NaN and is left out); NaN when none was measured.
 * @param {number[]} values
 */
export const median = (values) => {
  const s = values.filter(Number.isFinite).sort((a, b) => a - b);
  const middle = s.slice(Math.floor((s.length - 1) / 2), Math.floor(s.length / 2) + 1);
  return middle.reduce((a, b) => a + b, 0) / middle.length;
};

/**
 * A Lighthouse category's score out of 100 (a category that failed to run scores null, so 0).
 * @param {import('lighthouse').Result} lhr
 * @param {string} id
 */
export const score = (lhr, id) => {
  const category = lhr.categories[id];
  if (!category) throw new Error(`Lighthouse measured no ${id} category`);
  return (category.score ?? 0) * 100;
};

/**
 * A Lighthouse audit's measured value.
 * @param {import('lighthouse').Result} lhr
 * @param {string} id
 */
export const metric = (lhr, id) => {
  const audit = lhr.audits[id];
  if (!audit) throw new Error(`Lighthouse ran no ${id} audit`);
  return audit.numericValue ?? NaN;
};
