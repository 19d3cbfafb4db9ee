import type { SheetRoute } from './catalogue-data';

/**
 * Old and alternative paths from the specification. Targets are catalogue route slugs; every
 * consumer (route table, production server, nginx and static-host configuration) reads them here.
 */

/** Paths that render their target's page (the canonical URL stays the target's). */
export const ALIASES: Readonly<Record<string, SheetRoute>> = {
  'part-1-contact-phase': 'speaking-part-1-who-system',
  'part-2-topic-discussion': 'speaking-part-2-pave-system',
  'part-3-collaborative-planning': 'speaking-part-3-listen-system',
};

/** Paths that answer with a permanent redirect (301 on the server, a replacing navigation in the app). */
export const REDIRECTS: Readonly<Record<string, SheetRoute>> = {
  'essential-grammar-foundations': 'reading-mastery',
  'reading-listening-mastery': 'language-elements-patterns',
  'writing-excellence': 'listening-mastery-written',
  'speaking-confidence': 'listening-mastery-oral',
  'contact-phase-mastery': 'speaking-part-1-who-system',
  'oral-exam-strategy': 'oral-block-strategy',
  'written-block-strategy': '150-minute-marathon',
  'master-review-mock-tests': 'master-review-and-mock-tests',
  'memory-and-learning': 'memory-learning-techniques',
  'digital-toolkit': 'practice-improvement-framework',
};
