/**
 * TEMPORARY, types only: the model tests' records moved to `~/stores/model-test-records` (decision
 * 0036). Two files of `features/model-tests/listening/` still import these two types from here;
 * that folder is being changed on another branch (the exam run's clock), so this change leaves it
 * alone. When that branch has landed, point their two imports at `~/stores/model-test-records` and
 * delete this file.
 */
// eslint-disable-next-line import-x/no-restricted-paths -- temporary type-only alias, see above
export type { ExamPlay, PartRecord } from '~/stores/model-test-records';
