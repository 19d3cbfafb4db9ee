import type { SheetContent } from '../sheet-schema';
import { listeningMasteryOral } from './listening-mastery-oral';
import { listeningMasteryWritten } from './listening-mastery-written';
import { oralBlockStrategy } from './oral-block-strategy';
import { readingMastery } from './reading-mastery';
import { speakingPart3ListenSystem } from './speaking-part-3-listen-system';

/**
 * The written sheets, keyed by catalogue route. A sheet that is not listed here shows the
 * coming-soon block. To add one: write `content/sheets/<route>.ts` and list it here.
 */
export const SHEETS: Readonly<Record<string, SheetContent>> = {
  'reading-mastery': readingMastery,
  'listening-mastery-written': listeningMasteryWritten,
  'listening-mastery-oral': listeningMasteryOral,
  'speaking-part-3-listen-system': speakingPart3ListenSystem,
  'oral-block-strategy': oralBlockStrategy,
};
