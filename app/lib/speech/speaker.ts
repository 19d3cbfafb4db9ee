import { speechChunks } from './chunks';
import { currentRate, subscribeRate } from './rate';
import { languageTag } from './voices';
import { deadlineMs, RECHECK_MS, waitOn } from './watchdog';

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

/** How long an utterance waits after a cancel() (see `sayCurrent`). */
const AFTER_CANCEL_MS = 100;

interface Piece {
  text: string;
  voice: SpeechSynthesisVoice;
  element: Element | undefined;
  pitch: number;
  rate: number | undefined;
  gapAfter: number;
  /** The line it belongs to, and whether it is that line's first piece. */
  line: number;
  first: boolean;
}

/**
 * Says lines one after another through the browser's speech synthesis; one playback at a time.
 * Each piece is its own utterance, so a line can be marked while it is read and a change of speed
 * takes effect at once (the piece being read starts again at the new speed). Events of an
 * utterance that was cancelled are ignored: browsers report those late or as errors.
 *
 * Real engines misbehave, and a playback goes on all the same: a piece whose `end` event does not
 * come by a deadline from its length is given up as ended (the watchdog, `watchdog.ts`); a piece
 * that fails with an `error` is said once more, and after a second error the next one follows.
 */
export class Speaker {
  /** The speaker playing now: one playback at a time in the page (see `play`). */
  private static active: Speaker | undefined;
  private pieces: Piece[] = [];
  private index = 0;
  private run = 0;
  private cancelledAt = -Infinity;
  private retried = false;
  private timer: ReturnType<typeof setTimeout> | undefined;
  private onDone: ((finished: boolean) => void) | undefined;
  private onLine: ((line: number) => void) | undefined;
  // Held while it speaks: some engines drop the end event of an utterance nothing refers to.
  private utterance: SpeechSynthesisUtterance | undefined;
  private readonly unsubscribe: () => void;

  constructor(private readonly synth: SpeechSynthesis) {
    this.unsubscribe = subscribeRate(() => {
      // A piece at a fixed rate (an exam recording) does not follow the reader's speed: no restart.
      if (!this.playing || this.pieces[this.index]?.rate !== undefined) return;
      this.run++;
      this.cancel();
      this.sayCurrent();
    });
  }

  /** Whether something is being said. */
  get playing(): boolean {
    return this.onDone !== undefined;
  }

  /**
   * Stops what is being said, then says `lines`; `onDone` runs when they end (`finished`) or are
   * stopped (also by another speaker of the page).
   * `onLine` runs when a line starts to be said, as it is handed to the engine (again when it is
   * said once more after an error, or at a new speed).
   */
  play(
    lines: readonly VoicedLine[],
    onDone: (finished: boolean) => void,
    onLine?: (line: number) => void,
  ): void {
    this.stop();
    // Another speaker of the page stops first: its lines end (its `onDone` runs) instead of
    // failing on the cancel below, which it would take for an error and say its piece again.
    if (Speaker.active !== this) Speaker.active?.stop();
    Speaker.active = this;
    // Whatever else is still queued: the queue is the browser's, shared with other scripts.
    if (this.synth.speaking || this.synth.pending) this.cancel();
    this.pieces = lines.flatMap((line, l) => {
      const chunks = speechChunks(line.text, line.rate ?? currentRate());
      return chunks.map((text, i) => ({
        text,
        voice: line.voice,
        element: line.element,
        pitch: line.pitch ?? 1,
        rate: line.rate,
        gapAfter: i === chunks.length - 1 ? (line.gapAfter ?? 0) : 0,
        line: l,
        first: i === 0,
      }));
    });
    this.index = 0;
    this.retried = false;
    this.onDone = onDone;
    this.onLine = onLine;
    this.sayCurrent();
  }

  /** Stops at once (nothing happens when nothing is being said). */
  stop(): void {
    if (!this.playing) return;
    this.run++;
    this.cancel();
    this.finish(false);
  }

  /** Stops and lets go of the speed subscription. */
  dispose(): void {
    this.stop();
    this.unsubscribe();
  }

  private sayCurrent(): void {
    const run = ++this.run;
    clearTimeout(this.timer);
    this.mark(undefined);
    const piece = this.pieces[this.index];
    if (!piece) return this.finish(true);
    this.mark(piece.element);
    const rate = piece.rate ?? currentRate();
    const utterance = new SpeechSynthesisUtterance(piece.text);
    utterance.voice = piece.voice;
    utterance.lang = languageTag(piece.voice.lang);
    utterance.rate = rate;
    utterance.pitch = piece.pitch;
    utterance.onend = () => {
      if (run === this.run) this.next(piece);
    };
    utterance.onerror = () => {
      if (run !== this.run) return;
      // Said once more after an error (a network voice's hiccup); a second error: the next piece.
      if (this.retried) return this.next(piece);
      this.retried = true;
      this.sayCurrent();
    };
    this.utterance = utterance;
    const speak = () => {
      // Before speak(): an engine that fails at once must not report the lines out of order.
      if (piece.first) this.onLine?.(piece.line);
      if (run !== this.run) return;
      this.watch(run, piece, deadlineMs(piece.text, rate));
      this.synth.speak(utterance);
    };
    // Chromium with speech-dispatcher (Linux) drops an utterance queued right after cancel(), and
    // cancel() may act late elsewhere: after a cancel the next utterance waits a moment.
    const wait = this.cancelledAt + AFTER_CANCEL_MS - performance.now();
    if (wait <= 0) speak();
    else
      this.timer = setTimeout(() => {
        if (run === this.run) speak();
      }, wait);
  }

  /**
   * The watchdog: at the deadline an utterance that has neither ended nor failed is given up
   * (`waitOn` says how long a voice still speaking may take). It is cancelled, so that it cannot
   * end late into the next piece or keep a stuck engine from speaking, and the next piece follows
   * as if it had ended: an engine that stopped speaking said it and lost its `end` event.
   */
  private watch(run: number, piece: Piece, deadline: number): void {
    let waited = deadline;
    const check = () => {
      if (run !== this.run) return;
      if (waitOn(this.synth.speaking, waited, deadline)) {
        waited += RECHECK_MS;
        this.timer = setTimeout(check, RECHECK_MS);
        return;
      }
      this.run++;
      this.cancel();
      this.next(piece);
    };
    this.timer = setTimeout(check, deadline);
  }

  /** `piece` is over: the next one, after the piece's pause. */
  private next(piece: Piece): void {
    const run = ++this.run;
    clearTimeout(this.timer);
    this.index++;
    this.retried = false;
    if (piece.gapAfter <= 0) return this.sayCurrent();
    this.mark(undefined);
    this.timer = setTimeout(() => {
      if (run === this.run) this.sayCurrent();
    }, piece.gapAfter);
  }

  private cancel(): void {
    this.cancelledAt = performance.now();
    this.synth.cancel();
  }

  private finish(finished: boolean): void {
    clearTimeout(this.timer);
    this.mark(undefined);
    this.utterance = undefined;
    this.pieces = [];
    if (Speaker.active === this) Speaker.active = undefined;
    const done = this.onDone;
    this.onDone = undefined;
    this.onLine = undefined;
    done?.(finished);
  }

  /** Marks the line being read (only the element of the current piece carries `data-speaking`). */
  private mark(element: Element | undefined): void {
    for (const piece of this.pieces) piece.element?.removeAttribute('data-speaking');
    element?.setAttribute('data-speaking', '');
  }
}
