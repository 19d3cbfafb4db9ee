import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { projectSheet } from '../content/project-sheet';
import type { Sheet } from '../content/sheet-schema';
import { SHEETS } from '../content/sheets/index.server';

/** A piece of a sheet's text that must never appear in the browser's JavaScript. */
export interface SheetMarker {
  route: string;
  text: string;
}

/** Quotes and backslashes may be escaped differently in a bundle: such strings make poor markers. */
const PLAIN = /^[^'"`\\]+$/;

/** The longest German phrase of a sheet and its closing words in both languages. */
function markersOf(route: string, sheet: Sheet): SheetMarker[] {
  const german = sheet.sections
    .flatMap((s) => s.blocks)
    .flatMap((b) => (b.type === 'phrases' ? b.items : b.type === 'dialogue' ? b.lines : []))
    .map((item) => item.german)
    .filter((text) => PLAIN.test(text))
    .sort((a, b) => b.length - a.length)
    .slice(0, 1);
  const closings = (['de', 'en'] as const).map((lang) => projectSheet(sheet, lang).closing);
  return [...german, ...closings.filter((text) => PLAIN.test(text))].map((text) => ({ route, text }));
}

/** Markers for every written sheet. */
export function sheetMarkers(sheets: Readonly<Record<string, Sheet>> = SHEETS): SheetMarker[] {
  return Object.entries(sheets).flatMap(([route, sheet]) => markersOf(route, sheet));
}

/** The text as a minifier may write it inside a string literal: non-ASCII as `\uXXXX`. */
function escaped(text: string): string {
  return text.replace(/[^\x20-\x7e]/g, (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`);
}

/**
 * Sheet text found in the JavaScript files of a built client (`build/client/assets`), as
 * `file: route "text"` lines; empty when the bundle is clean. Sheets belong in the prerendered
 * pages only: in the bundle they would cost every reader the download of every sheet.
 */
export async function sheetTextInBundle(
  assetsDir: string,
  markers: SheetMarker[] = sheetMarkers(),
): Promise<string[]> {
  const files = (await readdir(assetsDir)).filter((f) => f.endsWith('.js')).sort();
  const leaks: string[] = [];
  for (const file of files) {
    const code = await readFile(path.join(assetsDir, file), 'utf8');
    for (const { route, text } of markers)
      if (code.includes(text) || code.includes(escaped(text))) leaks.push(`${file}: ${route} "${text}"`);
  }
  return leaks;
}

/**
 * The writing coach's analysis loads only when a learner asks the writing trainer for feedback: its
 * code belongs in its own chunk (the dynamic import of `coach-feedback`), never in a route's, the
 * entry's or the trainer's. Its markers are rule ids of the analysis (`writing-coach/rules/`; the
 * coach's test checks they are still rules there).
 */
export const COACH_CODE = {
  chunk: /^coach-feedback-[\w-]+\.js$/,
  markers: ['verb-final-subordinate', 'perfect-sein-movement', 'accusative-preposition'],
} as const;

/**
 * The solo oral rehearsal's recorder, recordings store and audio analysis load on the oral page only,
 * and there only when she chooses to rehearse alone: in the chunk of the rehearsal that the page
 * imports on demand (decision 0043). Their markers are strings only those modules hold and a
 * minifier keeps: the MP4/AAC recording format (`recorder.ts`), the database's name
 * (`recordings-db.ts`) and a key of the fluency figures (`fluency.ts`); their test
 * (`oral/solo/bundle-markers.test.ts`) checks they are still theirs.
 */
export const SOLO_CODE = {
  // Its name and the build's hash of eight characters (not `solo-rehearsal-link`, the plan's link).
  chunk: /^solo-rehearsal-[\w-]{8}\.js$/,
  markers: { recorder: 'mp4a.40.2', recordingsDb: 'b1-oral-recordings', fluency: 'totalMs' },
} as const;

/**
 * Where code that must stay in its own chunk is found elsewhere, as `file: "marker"` lines, and a
 * marker found in no file at all (a check that could not fail); empty when all is well.
 */
export async function codeOutsideChunk(
  assetsDir: string,
  { chunk, markers }: { chunk: RegExp; markers: readonly string[] } = COACH_CODE,
): Promise<string[]> {
  const files = (await readdir(assetsDir)).filter((f) => f.endsWith('.js')).sort();
  const problems: string[] = [];
  const seen = new Set<string>();
  for (const file of files) {
    const code = await readFile(path.join(assetsDir, file), 'utf8');
    for (const marker of markers.filter((m) => code.includes(m))) {
      seen.add(marker);
      if (!chunk.test(file)) problems.push(`${file}: "${marker}"`);
    }
  }
  for (const marker of markers.filter((m) => !seen.has(m))) problems.push(`no chunk: "${marker}"`);
  return problems;
}
