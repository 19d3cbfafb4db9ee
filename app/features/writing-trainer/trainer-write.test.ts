import { expect, it } from 'vitest';
import { lengthAdvice } from './trainer-write';

it('advises on length against the usual 100 to 150 words, both ends included', () => {
  expect([0, 99, 100, 150, 151].map(lengthAdvice)).toEqual(['under', 'under', 'within', 'within', 'over']);
});
