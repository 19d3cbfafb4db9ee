import { expect, it } from 'vitest';
import { COACH_CODE } from '~/site/client-bundle-check.server';
import { RULES } from './rules';

it("marks the coach's chunk for the build's bundle check by ids that are still rules of the analysis", () => {
  const ids = RULES.map((rule) => rule.id);
  for (const marker of COACH_CODE.markers) expect(ids).toContain(marker);
});
