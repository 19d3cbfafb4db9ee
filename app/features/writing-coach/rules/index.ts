import type { Rule } from './shared';
import { verbFinalSubordinate, verbSecond, dennWordOrder } from './word-order';
import { modalInfinitiveEnd, separableVerb, participleEnd } from './word-order-bracket';
import { perfectSeinMovement, seitTense } from './tense';
import { dativePreposition, accusativePreposition, adjectiveEnding } from './cases';
import { dassDas, keinNicht, zuInfinitive } from './small-words';
import { reflexiveMissing, subjectVerbAgreement } from './small-words-pronouns';
import { wennAlsWann, nounLowercase, sieLowercase, commaSubordinate } from './spelling';

export type { Rule } from './shared';

/** Every rule, in the order the report lists their findings. */
export const RULES: readonly Rule[] = [
  verbFinalSubordinate,
  verbSecond,
  modalInfinitiveEnd,
  separableVerb,
  participleEnd,
  dennWordOrder,
  perfectSeinMovement,
  seitTense,
  dativePreposition,
  accusativePreposition,
  adjectiveEnding,
  dassDas,
  keinNicht,
  zuInfinitive,
  reflexiveMissing,
  subjectVerbAgreement,
  wennAlsWann,
  nounLowercase,
  sieLowercase,
  commaSubordinate,
];
