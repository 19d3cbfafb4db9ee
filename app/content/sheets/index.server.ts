import type { SheetRoute } from '../catalogue-data';
import type { Sheet } from '../sheet-schema';
import { minuteMarathon150 } from './150-minute-marathon';
import { a2B1GrammarBridge } from './a2-b1-grammar-bridge';
import { b1CoreGrammar } from './b1-core-grammar';
import { coreVocabularyThemes } from './core-vocabulary-themes';
import { functionalLanguage } from './functional-language';
import { grammarApplicationPatterns } from './grammar-application-patterns';
import { languageElementsPatterns } from './language-elements-patterns';
import { listeningMasteryOral } from './listening-mastery-oral';
import { listeningMasteryWritten } from './listening-mastery-written';
import { masterReviewAndMockTests } from './master-review-and-mock-tests';
import { memoryLearningTechniques } from './memory-learning-techniques';
import { oralBlockStrategy } from './oral-block-strategy';
import { practiceImprovementFramework } from './practice-improvement-framework';
import { readingMastery } from './reading-mastery';
import { speakingPart1WhoSystem } from './speaking-part-1-who-system';
import { speakingPart2PaveSystem } from './speaking-part-2-pave-system';
import { speakingPart3ListenSystem } from './speaking-part-3-listen-system';
import { speakingTopicEnvironment } from './speaking-topic-environment';
import { speakingTopicTechnology } from './speaking-topic-technology';
import { testDayMastery } from './test-day-mastery';
import { writingTaskApology } from './writing-task-apology';
import { writingTaskComplaint } from './writing-task-complaint';
import { writingTaskCongratulations } from './writing-task-congratulations';
import { writingTaskInformationRequest } from './writing-task-information-request';
import { writingTaskInvitation } from './writing-task-invitation';

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
  '150-minute-marathon': minuteMarathon150,
  'test-day-mastery': testDayMastery,
  'master-review-and-mock-tests': masterReviewAndMockTests,
  'functional-language': functionalLanguage,
  'a2-b1-grammar-bridge': a2B1GrammarBridge,
  'b1-core-grammar': b1CoreGrammar,
  'grammar-application-patterns': grammarApplicationPatterns,
  'core-vocabulary-themes': coreVocabularyThemes,
  'memory-learning-techniques': memoryLearningTechniques,
  'oral-block-strategy': oralBlockStrategy,
  'practice-improvement-framework': practiceImprovementFramework,
  'writing-task-complaint': writingTaskComplaint,
  'writing-task-invitation': writingTaskInvitation,
  'writing-task-apology': writingTaskApology,
  'writing-task-information-request': writingTaskInformationRequest,
  'writing-task-congratulations': writingTaskCongratulations,
  'speaking-topic-environment': speakingTopicEnvironment,
  'speaking-topic-technology': speakingTopicTechnology,
} satisfies Partial<Record<SheetRoute, Sheet>>;
