/**
 * "Hear it": the site's German voice (the same choice of voice and the same remembered speed as
 * the listen controls on the sheets, `~/lib/speech`), and nothing when the browser has no German
 * voice (the control is then not shown).
 */
import { useSyncExternalStore } from 'react';
import { Speaker } from '~/lib/speech/speaker';
import { germanVoices } from '~/lib/speech/voices';

/** The content model's inline markup is not to be read out. */
const MARKUP = /\*\*|\[\[|\]\]/g;

let speaker: Speaker | undefined;

function synthesis(): SpeechSynthesis | undefined {
  return typeof window !== 'undefined' && 'speechSynthesis' in window ? window.speechSynthesis : undefined;
}

function germanVoice(): SpeechSynthesisVoice | undefined {
  const speech = synthesis();
  return speech && germanVoices(speech.getVoices())[0];
}

function subscribe(listener: () => void): () => void {
  const speech = synthesis();
  // Voices arrive asynchronously in some browsers: listen until they are there.
  speech?.addEventListener('voiceschanged', listener);
  return () => speech?.removeEventListener('voiceschanged', listener);
}

/** Whether this browser can speak German (false in the prerendered HTML). */
export function useCanSpeakGerman(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => germanVoice() !== undefined,
    () => false,
  );
}

/** Reads a German text aloud, stopping whatever was being read. */
export function speak(text: string): void {
  const speech = synthesis();
  const voice = germanVoice();
  if (!speech || !voice) return;
  speaker ??= new Speaker(speech);
  speaker.play([{ text: text.replace(MARKUP, ''), voice }], () => undefined);
}
