import { useSyncExternalStore } from 'react';
import { VOICES_WAIT_MS, rememberGermanVoice } from '~/lib/speech/device-voice';
import { germanVoices } from '~/lib/speech/voices';

/**
 * The device's German voices, best first, once the browser has named them: `checking` until then
 * (Chrome names them late), `unsupported` where the browser cannot speak at all, an empty list
 * where it has no German voice (its voices named without one, or none named in `VOICES_WAIT_MS`).
 */
export type GermanVoices = 'checking' | 'unsupported' | SpeechSynthesisVoice[];

let state: GermanVoices = 'checking';
let asked = false;
const listeners = new Set<() => void>();

function settle(next: GermanVoices): void {
  state = next;
  if (Array.isArray(next)) rememberGermanVoice(next.length > 0);
  for (const listener of listeners) listener();
}

/** Asks the browser once per page load; a list with voices is its answer, an empty one may still fill. */
function ask(): void {
  if (asked) return;
  asked = true;
  if (!('speechSynthesis' in window)) return settle('unsupported');
  const synth = window.speechSynthesis;
  const read = () => {
    const all = synth.getVoices();
    if (all.length > 0) settle(germanVoices(all));
    return all.length > 0;
  };
  if (read()) return;
  // A device remembered as having no German voice (decision 0014's `data-voice`, set before the
  // first paint) is told so at once, not after the wait; a voice installed since still arrives.
  if (document.documentElement.dataset.voice === 'none') settle([]);
  const changed = () => {
    if (read()) synth.removeEventListener('voiceschanged', changed);
  };
  synth.addEventListener('voiceschanged', changed);
  setTimeout(() => {
    if (state === 'checking') settle([]);
  }, VOICES_WAIT_MS);
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  ask();
  return () => listeners.delete(listener);
}

export function useGermanVoices(): GermanVoices {
  return useSyncExternalStore(
    subscribe,
    () => state,
    () => 'checking',
  );
}
