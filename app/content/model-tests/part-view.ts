/**
 * A model-test part as a page shows it in one language: the German material as it is, the
 * instructions and explanations in the page's language, each item with its options, key,
 * explanations, evidence and the sheet section that teaches it. Built by `projectPart` at build
 * time; a page's data carries only its own part.
 */
import type { Lang } from '../../i18n/locales';
import type { PartSlug } from './parts';

/** An explanation in the page's language, with the name of its trap. */
export interface ExplanationView {
  trap: string;
  trapName: string;
  text: string;
}

/** The German material of a part, in the shape the booklet prints it. */
export type MaterialView =
  | { kind: 'headlines'; headlines: [string, string][]; texts: { n: number; text: string }[] }
  | { kind: 'article'; title: string; text: string }
  | { kind: 'adverts'; adverts: [string, { title: string; text: string }][] }
  | { kind: 'gap-abc'; text: string }
  | { kind: 'gap-box'; text: string; box: [string, string][] }
  | { kind: 'listening'; context: string; recordings: RecordingView[] };

/** A recording as the player speaks it and the transcript shows it (German). */
export interface RecordingView {
  label: string;
  /** The items it is heard for (one text: one item; the conversation of part 2: all ten). */
  items: number[];
  /** `text` as the transcript shows it; `say`, where given, is what the player speaks instead. */
  lines: { who: string; name: string; voice: 'low' | 'high' | 'announcer'; text: string; say?: string }[];
}

/** One item: what the answer sheet offers, and what the check shows. */
export interface ItemView {
  n: number;
  /** German: a reading 2 stem, a reading 3 situation or a listening statement; none where the material holds it. */
  prompt?: string;
  /** The letters of the answer sheet, with their German text where the item prints it (a/b/c). */
  options: { letter: string; text?: string }[];
  key: string;
  /** The item's own explanations (the key and the nearest distractors, or all three of a/b/c). */
  why: Record<string, ExplanationView>;
  evidence: string[];
  teaches: { href: string; title: string };
}

/** A part page's data. */
export interface PartView {
  test: string;
  lang: Lang;
  slug: PartSlug;
  name: string;
  instructions: string;
  first: number;
  count: number;
  points: number;
  material: MaterialView;
  items: ItemView[];
  /** The part's note on every headline, advert, x or box word, for options an item does not explain. */
  notes: Record<string, ExplanationView>;
}
