/**
 * Every model test (build-only: imported by loaders, the validator and scripts, never by the
 * client bundle; a test page's data carries its own test only).
 */
import type { ModelTestId } from './parts';
import type { ModelTest } from './schema';
import { modelTest1 } from './test-1';
import { modelTest2 } from './test-2';
import { modelTest3 } from './test-3';
import { modelTest4 } from './test-4';
import { modelTest5 } from './test-5';
import { modelTest6 } from './test-6';

export const MODEL_TESTS: Record<ModelTestId, ModelTest> = {
  '1': modelTest1,
  '2': modelTest2,
  '3': modelTest3,
  '4': modelTest4,
  '5': modelTest5,
  '6': modelTest6,
};
