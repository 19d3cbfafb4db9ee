import type { SheetRoute } from '../catalogue-data';
import type { Sheet } from '../sheet-schema';
import { functionalLanguage } from './functional-language';
import { languageElementsPatterns } from './language-elements-patterns';
import { listeningMasteryOral } from './listening-mastery-oral';
import { listeningMasteryWritten } from './listening-mastery-written';
import { oralBlockStrategy } from './oral-block-strategy';
import { readingMastery } from './reading-mastery';
import { speakingPart1WhoSystem } from './speaking-part-1-who-system';
import { speakingPart2PaveSystem } from './speaking-part-2-pave-system';
import { speakingPart3ListenSystem } from './speaking-part-3-listen-system';
import { speakingTopicEnvironment } from './speaking-topic-environment';
import { speakingTopicTechnology } from './speaking-topic-technology';

/**
 * The written sheets, keyed by catalogue route. A sheet that is not listed here shows the
 * coming-soon block. To add one: write `content/sheets/<route>.ts` and list it here.
 * Build-only (`.server`): this module holds all sheet text, which must never reach the browser's
 * bundle; pages receive it as prerendered markup.
 */
export const SHEETS: Readonly<Record<string, Sheet>> = {
  'reading-mastery': readingMastery,
  'language-elements-patterns': languageElementsPatterns,
  'listening-mastery-written': listeningMasteryWritten,
  'listening-mastery-oral': listeningMasteryOral,
  'speaking-part-1-who-system': speakingPart1WhoSystem,
  'speaking-part-2-pave-system': speakingPart2PaveSystem,
  'speaking-part-3-listen-system': speakingPart3ListenSystem,
  'functional-language': functionalLanguage,
  'oral-block-strategy': oralBlockStrategy,
  'speaking-topic-environment': speakingTopicEnvironment,
  'speaking-topic-technology': speakingTopicTechnology,
} satisfies Partial<Record<SheetRoute, Sheet>>;
