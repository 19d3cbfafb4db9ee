import { readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { expect, it } from 'vitest';
import { SOLO_CODE } from '~/site/client-bundle-check.server';
import { fluency } from './fluency';
import { recordingType } from './recorder';

const APP = path.resolve(__dirname, '../../../..');

/** The app's client modules (tests and server modules left out) whose source holds `text`, relative to `app/`. */
function modulesWith(text: string): string[] {
  return readdirSync(APP, { recursive: true, encoding: 'utf8' })
    .filter((file) => /\.tsx?$/.test(file) && !/\.(test|server)\.tsx?$/.test(file))
    .filter((file) => readFileSync(path.join(APP, file), 'utf8').includes(text))
    .map((file) => file.split(path.sep).join('/'));
}

it("marks the recorder, the recordings store and the audio analysis for the build's check by strings that are theirs", () => {
  const { recorder, recordingsDb, fluency: figure } = SOLO_CODE.markers;
  // A format the recorder asks the browser for (a string in its code, as the minifier keeps it).
  expect(recordingType((type) => type.includes(recorder))).toContain(recorder);
  expect(modulesWith(recorder)).toEqual(['features/model-tests/oral/solo/recorder.ts']);
  // The database the turns are kept in.
  expect(modulesWith(`'${recordingsDb}'`)).toEqual(['features/model-tests/oral/solo/recordings-db.ts']);
  // A key of the figures the analysis returns: object keys survive minification.
  expect(Object.keys(fluency(new Float32Array(4800), 48_000))).toContain(figure);
});
