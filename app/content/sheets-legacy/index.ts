import type { SheetContent } from './legacy-schema';
import { functionalLanguage } from './functional-language';
import { listeningMasteryOral } from './listening-mastery-oral';
import { listeningMasteryWritten } from './listening-mastery-written';
import { oralBlockStrategy } from './oral-block-strategy';
import { languageElementsPatterns } from './language-elements-patterns';
import { readingMastery } from './reading-mastery';
import { speakingPart1WhoSystem } from './speaking-part-1-who-system';
import { speakingPart2PaveSystem } from './speaking-part-2-pave-system';
import { speakingPart3ListenSystem } from './speaking-part-3-listen-system';

/**
 * The sheets in the retired two-tree model, keyed by route: the input of scripts/migrate-sheets.ts
 * and of the test that proves the migration lost nothing.
 */
export const LEGACY_SHEETS: Readonly<Record<string, SheetContent>> = {
  'reading-mastery': readingMastery,
  'language-elements-patterns': languageElementsPatterns,
  'listening-mastery-written': listeningMasteryWritten,
  'listening-mastery-oral': listeningMasteryOral,
  'speaking-part-1-who-system': speakingPart1WhoSystem,
  'speaking-part-2-pave-system': speakingPart2PaveSystem,
  'speaking-part-3-listen-system': speakingPart3ListenSystem,
  'functional-language': functionalLanguage,
  'oral-block-strategy': oralBlockStrategy,
};
