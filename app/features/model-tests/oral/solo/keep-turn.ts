import type { RehearsalTurn } from '~/stores/model-test-records';
import { fluency } from './fluency';
import { decodeRecording } from './recorder';
import { saveTurn, turnId } from './recordings-db';
import type { SoloStep } from './script';

/** What keeping one recorded turn gave: its figures (null where it could not be measured) and the store's answer. */
export interface KeptTurn {
  figures: RehearsalTurn | null;
  kept: Awaited<ReturnType<typeof saveTurn>>;
}

/**
 * Measures one of her recorded turns for fluency (against the turn's window) and keeps the
 * recording in IndexedDB under the rehearsal and the step it answered.
 */
export async function keepTurn(
  blob: Blob,
  {
    rehearsal,
    test,
    at,
    step,
  }: { rehearsal: string; test: string; at: number; step: SoloStep & { kind: 'turn' } },
): Promise<KeptTurn> {
  const f = await decodeRecording(blob)
    .then((d) => fluency(d.samples, d.sampleRate))
    .catch(() => null);
  const figures = f && {
    part: step.part,
    minS: step.window.minS,
    maxS: step.window.maxS,
    speakingMs: f.speakingMs,
    longestPauseMs: f.longestPauseMs,
    silence: Math.round(f.silence * 1000) / 1000,
  };
  const kept = await saveTurn({
    id: turnId(rehearsal, at),
    rehearsal,
    test,
    step: at,
    part: step.part,
    blob,
    size: blob.size,
  });
  return { figures, kept };
}
