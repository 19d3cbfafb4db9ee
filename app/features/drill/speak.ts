/**
 * "Hear it": the browser's own speech synthesis with a German voice, and nothing when the browser
 * has none (the control is then not shown). Deliberately small: one hook and one call, so that it
 * can give way to the site's shared listen feature without touching the drill's logic.
 */
import { useSyncExternalStore } from 'react';

/** The content model's inline markup is not to be read out. */
const MARKUP = /\*\*|\[\[|\]\]/g;

function synthesis(): SpeechSynthesis | undefined {
  return typeof window !== 'undefined' && 'speechSynthesis' in window ? window.speechSynthesis : undefined;
}

function germanVoice(): SpeechSynthesisVoice | undefined {
  return synthesis()
    ?.getVoices()
    .find((v) => v.lang.toLowerCase().startsWith('de'));
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
  const utterance = new SpeechSynthesisUtterance(text.replace(MARKUP, ''));
  utterance.voice = voice;
  utterance.lang = voice.lang;
  speech.cancel();
  speech.speak(utterance);
}
