/** The parts of a `SpeechSynthesisVoice` the choice looks at (tests pass plain objects). */
export type VoiceInfo = Pick<SpeechSynthesisVoice, 'name' | 'lang' | 'localService' | 'default'>;

/** A voice's language as a BCP 47 tag (`de-DE`): some systems report `de_DE` or `de-de`. */
export function languageTag(lang: string): string {
  const [language = '', ...rest] = lang.split(/[-_]/);
  return [language.toLowerCase(), ...rest.map((p) => (p.length === 2 ? p.toUpperCase() : p))].join('-');
}

/** Whether a voice speaks German (`de`, `de-DE`, `de-AT`, `de-CH`, …). */
function isGerman(voice: VoiceInfo): boolean {
  return /^de(-|$)/.test(languageTag(voice.lang));
}

/**
 * The German voices, best first: German from Germany before Austria and Switzerland (the exam's
 * standard), voices on the device before network ones (they work offline and start at once), then
 * the system's default. Otherwise the order the browser gives.
 */
export function germanVoices<V extends VoiceInfo>(voices: readonly V[]): V[] {
  const score = (v: V) =>
    (languageTag(v.lang) === 'de-DE' ? 0 : 4) + (v.localService ? 0 : 2) + (v.default ? 0 : 1);
  return voices
    .filter(isGerman)
    .map((voice, index) => ({ voice, index }))
    .sort((a, b) => score(a.voice) - score(b.voice) || a.index - b.index)
    .map(({ voice }) => voice);
}

/**
 * A voice for each speaker of a dialogue, in the order they first speak: the first speaker gets
 * the best voice, the second the next one, and so on round the voices there are (one voice: all
 * speakers share it).
 */
export function voicesForSpeakers<V>(speakers: readonly string[], voices: readonly V[]): Map<string, V> {
  const map = new Map<string, V>();
  for (const speaker of speakers)
    if (!map.has(speaker) && voices.length > 0) map.set(speaker, voices[map.size % voices.length]!);
  return map;
}
