import type { ModelTest, PartContent } from '../schema';

/** A part's name in messages, from its key in the test: "reading 2", "Sprachbausteine 1". */
export const PART_NAMES: Record<string, string> = {
  reading1: 'reading 1',
  reading2: 'reading 2',
  reading3: 'reading 3',
  language1: 'Sprachbausteine 1',
  language2: 'Sprachbausteine 2',
  listening1: 'listening 1',
  listening2: 'listening 2',
  listening3: 'listening 3',
  writing: 'writing',
  oral: 'oral',
};

/**
 * Every part of a test with what it declares about its content, by its key in the test: reading,
 * Sprachbausteine, listening, writing and oral, each checked whether or not it has the fields.
 */
export function contentParts(test: ModelTest): [string, Partial<PartContent>][] {
  return Object.keys(PART_NAMES).map((key) => [
    key,
    (test as unknown as Record<string, Partial<PartContent> | undefined>)[key] ?? {},
  ]);
}
