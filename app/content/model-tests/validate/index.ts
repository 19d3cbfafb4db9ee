/**
 * Every rule of a model test that a type cannot hold (docs/content-brief.md, "Writing a model
 * test"): item numbers, keys, each headline/advert/word at most once, x at least once, an
 * explanation for every option in both languages, evidence that is really in the text, sheet
 * links that resolve. Returns the problems, each naming the item; none means the test is sound.
 */
export type { SectionsOf } from './format';
export { validateModelTest } from './test-parts';
export { validateModelTests } from './across-tests';
export { selfCorrectionProblems } from './listening';
export { listeningKeyPatternProblems } from './listening';
export { oralSoloProblems } from './oral';
