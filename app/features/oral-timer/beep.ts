/**
 * The quiet cue at a phase change: a short sine tone made with Web Audio, no sound file to load.
 * Browsers let a page make sound only after the reader has done something on it, so the audio
 * context is made (or woken) from a tap or key press (`prepareSound`), and `beep` uses it later.
 */
let context: AudioContext | null = null;

/** Makes or wakes the audio context. Call it from a reader's action (the sound toggle, Start). */
export function prepareSound(): void {
  try {
    context ??= new AudioContext();
    if (context.state === 'suspended') void context.resume();
  } catch {
    // No Web Audio (or it is blocked): the timer works without its cue.
  }
}

/** Whether the cue can sound now; false until a reader's action has woken the audio context. */
export function soundReady(): boolean {
  return context?.state === 'running';
}

/** Plays the cue: about a quarter of a second at a low volume, faded in and out so it does not click. */
export function beep(): void {
  if (!context) return;
  const at = context.currentTime;
  const tone = context.createOscillator();
  const volume = context.createGain();
  tone.frequency.value = 880;
  volume.gain.setValueAtTime(0.0001, at);
  volume.gain.exponentialRampToValueAtTime(0.12, at + 0.02);
  volume.gain.exponentialRampToValueAtTime(0.0001, at + 0.25);
  tone.connect(volume).connect(context.destination);
  tone.start(at);
  tone.stop(at + 0.3);
}
