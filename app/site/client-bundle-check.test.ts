import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { SHEETS } from '../content/sheets/index.server';
import { codeOutsideChunk, COACH_CODE, sheetMarkers, sheetTextInBundle } from './client-bundle-check.server';

describe('client bundle check', () => {
  let dir = '';
  beforeEach(async () => {
    dir = await mkdtemp(path.join(tmpdir(), 'bundle-check-'));
  });
  afterEach(async () => {
    await rm(dir, { recursive: true, force: true });
  });

  it('has a German marker phrase and closing words for every written sheet', () => {
    const markers = sheetMarkers();
    for (const route of Object.keys(SHEETS))
      expect(markers.filter((m) => m.route === route).length, route).toBeGreaterThanOrEqual(2);
  });

  it('passes a bundle without sheet text', async () => {
    await writeFile(path.join(dir, 'root-abc.js'), 'export const x = "Zurück zur Startseite";');
    expect(await sheetTextInBundle(dir)).toEqual([]);
  });

  it('reports sheet text in a bundle, written plainly or with escaped umlauts', async () => {
    const [marker] = sheetMarkers().filter((m) => /[^\x20-\x7e]/.test(m.text));
    const escapedText = marker!.text.replace(
      /[^\x20-\x7e]/g,
      (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`,
    );
    await writeFile(path.join(dir, 'plain.js'), `const a = "${marker!.text}";`);
    await writeFile(path.join(dir, 'escaped.js'), `const a = "${escapedText}";`);
    await writeFile(path.join(dir, 'styles.css'), marker!.text);
    expect(await sheetTextInBundle(dir)).toEqual([
      `escaped.js: ${marker!.route} "${marker!.text}"`,
      `plain.js: ${marker!.route} "${marker!.text}"`,
    ]);
  });

  it("passes the writing coach's code in its own chunk only, and reports it anywhere else", async () => {
    const code = COACH_CODE.markers.map((m) => `"${m}"`).join(',');
    await writeFile(path.join(dir, 'coach-feedback-Ab1_x.js'), `const rules = [${code}];`);
    await writeFile(path.join(dir, 'sheet-Cd2.js'), 'export const x = 1;');
    expect(await codeOutsideChunk(dir)).toEqual([]);
    await writeFile(
      path.join(dir, 'writing-trainer-coached-Ef3.js'),
      `const r = "${COACH_CODE.markers[0]}";`,
    );
    expect(await codeOutsideChunk(dir)).toEqual([
      `writing-trainer-coached-Ef3.js: "${COACH_CODE.markers[0]}"`,
    ]);
  });

  it('reports a coach marker found in no chunk at all: the check would pass for nothing', async () => {
    await writeFile(path.join(dir, 'coach-feedback-Ab1.js'), `const r = "${COACH_CODE.markers[0]}";`);
    expect(await codeOutsideChunk(dir)).toEqual(COACH_CODE.markers.slice(1).map((m) => `no chunk: "${m}"`));
  });
});
