import { currentRate, subscribeRate } from './rate';
import { languageTag } from './voices';

/** A line to say, the voice that says it and, on a page, the element that shows it (marked while read). */
export interface VoicedLine {
  text: string;
  voice: SpeechSynthesisVoice;
  element?: Element;
  /** 1 is the voice's own pitch (a second speaker on a device with one voice sounds different). */
  pitch?: number;
  /** A fixed rate instead of the reader's speed (an exam recording plays at normal speed). */
  rate?: number;
  /** Silence after the line, as a recording pauses between sentences (ms). */
  gapAfter?: number;
}

/** Longer than this, a line is read sentence by sentence (some voices stop after about 15 s). */
const LONG_LINE = 200;

/** A text in pieces a voice reads without stopping: sentence by sentence when it is long. */
export function speechChunks(text: string): string[] {
  if (text.length <= LONG_LINE) return [text];
  return text.split(/(?<=[.!?…])\s+/).filter(Boolean);
}

/** How long an utterance waits after a cancel() (see `sayCurrent`). */
const AFTER_CANCEL_MS = 100;

interface Piece {
  text: string;
  voice: SpeechSynthesisVoice;
  element: Element | undefined;
  pitch: number;
  rate: number | undefined;
  gapAfter: number;
}

/**
 * Says lines one after another through the browser's speech synthesis; one playback at a time.
 * Each piece is its own utterance, so a line can be marked while it is read and a change of speed
 * takes effect at once (the piece being read starts again at the new speed). Events of an
 * utterance that was cancelled are ignored: browsers report those late or as errors.
 */
export class Speaker {
  private pieces: Piece[] = [];
  private index = 0;
  private run = 0;
  private cancelledAt = -Infinity;
  private onDone: (() => void) | undefined;
  // Held while it speaks: some engines drop the end event of an utterance nothing refers to.
  private utterance: SpeechSynthesisUtterance | undefined;
  private readonly unsubscribe: () => void;

  constructor(private readonly synth: SpeechSynthesis) {
    this.unsubscribe = subscribeRate(() => {
      if (!this.playing) return;
      this.run++;
      this.cancel();
      this.sayCurrent();
    });
  }

  /** Whether something is being said. */
  get playing(): boolean {
    return this.onDone !== undefined;
  }

  /** Stops what is being said, then says `lines`; `onDone` runs when they end or are stopped. */
  play(lines: readonly VoicedLine[], onDone: () => void): void {
    this.stop();
    // Whatever else is still queued: the queue is the browser's, shared with other scripts.
    if (this.synth.speaking || this.synth.pending) this.cancel();
    this.pieces = lines.flatMap((line) => {
      const chunks = speechChunks(line.text);
      return chunks.map((text, i) => ({
        text,
        voice: line.voice,
        element: line.element,
        pitch: line.pitch ?? 1,
        rate: line.rate,
        gapAfter: i === chunks.length - 1 ? (line.gapAfter ?? 0) : 0,
      }));
    });
    this.index = 0;
    this.onDone = onDone;
    this.sayCurrent();
  }

  /** Stops at once (nothing happens when nothing is being said). */
  stop(): void {
    if (!this.playing) return;
    this.run++;
    this.cancel();
    this.finish();
  }

  /** Stops and lets go of the speed subscription. */
  dispose(): void {
    this.stop();
    this.unsubscribe();
  }

  private sayCurrent(): void {
    const run = ++this.run;
    this.mark(undefined);
    const piece = this.pieces[this.index];
    if (!piece) return this.finish();
    this.mark(piece.element);
    const utterance = new SpeechSynthesisUtterance(piece.text);
    utterance.voice = piece.voice;
    utterance.lang = languageTag(piece.voice.lang);
    utterance.rate = piece.rate ?? currentRate();
    utterance.pitch = piece.pitch;
    utterance.onend = () => {
      if (run !== this.run) return;
      this.index++;
      if (piece.gapAfter <= 0) return this.sayCurrent();
      this.mark(undefined);
      setTimeout(() => {
        if (run === this.run) this.sayCurrent();
      }, piece.gapAfter);
    };
    utterance.onerror = () => {
      if (run === this.run) this.finish();
    };
    this.utterance = utterance;
    // Chromium with speech-dispatcher (Linux) drops an utterance queued right after cancel(), and
    // cancel() may act late elsewhere: after a cancel the next utterance waits a moment.
    const wait = this.cancelledAt + AFTER_CANCEL_MS - performance.now();
    if (wait <= 0) this.synth.speak(utterance);
    else
      setTimeout(() => {
        if (run === this.run) this.synth.speak(utterance);
      }, wait);
  }

  private cancel(): void {
    this.cancelledAt = performance.now();
    this.synth.cancel();
  }

  private finish(): void {
    this.mark(undefined);
    this.utterance = undefined;
    this.pieces = [];
    const done = this.onDone;
    this.onDone = undefined;
    done?.();
  }

  /** Marks the line being read (only the element of the current piece carries `data-speaking`). */
  private mark(element: Element | undefined): void {
    for (const piece of this.pieces) piece.element?.removeAttribute('data-speaking');
    element?.setAttribute('data-speaking', '');
  }
}
