/**
 * A speech engine for the unit tests (imported by tests only, never by the site): it speaks at a
 * set number of characters a second on the test's fake timers, and misbehaves on request the way
 * the engines of real devices do. Install the utterance class with
 * `vi.stubGlobal('SpeechSynthesisUtterance', FakeUtterance)`.
 */

/**
 * How an utterance goes wrong: `lose-end` speaks it all but never fires `end` (phones do this);
 * `error` stops halfway with an `error` event; `hang` stops halfway without an event while the
 * engine goes on reporting `speaking` (Chrome's network voices after about 15 s) until `cancel()`.
 */
export type Fault = 'lose-end' | 'error' | 'hang';

/** One utterance the engine started, as a listener heard it. */
export interface Said {
  text: string;
  rate: number;
  /** When the engine took it up, and when its sound started and stopped (`Date.now()` of the fake clock). */
  handed: number;
  start: number;
  stop?: number;
  /** Whether it was heard to its end (an `end` event lost or not). */
  whole: boolean;
  fault?: Fault;
}

/** The utterance under way, and the timer of what it does next. */
interface Speaking {
  utterance: FakeUtterance;
  record: Said;
  timer?: ReturnType<typeof setTimeout>;
}

type Handler = ((event: { error?: string }) => void) | null;

export class FakeUtterance {
  voice: unknown = null;
  lang = '';
  rate = 1;
  pitch = 1;
  volume = 1;
  onstart: Handler = null;
  onend: Handler = null;
  onerror: Handler = null;
  constructor(public text: string) {}
}

export interface FakeOptions {
  /** Speed at rate 1 (the schedule assumes 14; slow voices read about 9). */
  charsPerSecond: number;
  /** Silence before an utterance's sound starts (ms). */
  startMs?: number;
  /** The fault of the n-th utterance the engine starts (0-based), if any. */
  fault?: (n: number, text: string) => Fault | undefined;
  /** Whether `cancel()` fires the dropped utterances' errors before it returns (Chrome: a moment later). */
  cancelErrorsAtOnce?: boolean;
}

/** The part of `SpeechSynthesis` the site uses, with a browser's queue and its late cancel errors. */
export class FakeSynthesis {
  readonly said: Said[] = [];
  cancels = 0;
  private queue: FakeUtterance[] = [];
  private current: Speaking | null = null;

  constructor(private readonly options: FakeOptions) {}

  /** The cast the speaker's constructor needs. */
  get synth(): SpeechSynthesis {
    return this as unknown as SpeechSynthesis;
  }

  /** True while an utterance is under way, also one that hangs (as browsers report it). */
  get speaking(): boolean {
    return this.current !== null;
  }

  get pending(): boolean {
    return this.queue.length > 0;
  }

  /** The texts heard whole, in order. */
  get heard(): string[] {
    return this.said.filter((s) => s.whole).map((s) => s.text);
  }

  speak(utterance: FakeUtterance): void {
    this.queue.push(utterance);
    this.next();
  }

  /** Ends everything at once; the dropped utterances get their `error` a moment later, as in Chrome (or at once). */
  cancel(): void {
    this.cancels++;
    const dropped = this.queue.map((utterance) => ({ utterance, error: 'canceled' }));
    if (this.current) {
      clearTimeout(this.current.timer);
      const { record } = this.current;
      record.stop ??= Date.now();
      dropped.unshift({ utterance: this.current.utterance, error: 'interrupted' });
    }
    this.current = null;
    this.queue = [];
    const report = () => dropped.forEach(({ utterance, error }) => utterance.onerror?.({ error }));
    if (this.options.cancelErrorsAtOnce) report();
    else setTimeout(report);
  }

  private next(): void {
    if (this.current) return;
    const utterance = this.queue.shift();
    if (!utterance) return;
    const { charsPerSecond, startMs = 0, fault } = this.options;
    const n = this.said.length;
    const problem = fault?.(n, utterance.text);
    const ms = Math.round((utterance.text.length / (charsPerSecond * utterance.rate)) * 1000);
    const record: Said = {
      text: utterance.text,
      rate: utterance.rate,
      handed: Date.now(),
      start: Date.now() + startMs,
      whole: false,
    };
    if (problem) record.fault = problem;
    this.said.push(record);
    const current: Speaking = { utterance, record };
    this.current = current;
    const after = (delay: number, then: () => void) => {
      current.timer = setTimeout(() => {
        if (this.current === current) then();
      }, delay);
    };
    after(startMs, () => {
      // A timer of 0 ms set inside another one fires 1 ms later on the fake clock: the sound starts now.
      record.start = Date.now();
      utterance.onstart?.({});
      if (problem === 'hang')
        return after(ms / 2, () => {
          record.stop = Date.now();
        });
      if (problem === 'error')
        return after(ms / 2, () => {
          record.stop = Date.now();
          this.current = null;
          utterance.onerror?.({ error: 'synthesis-failed' });
          this.next();
        });
      after(ms, () => {
        record.stop = Date.now();
        record.whole = true;
        this.current = null;
        if (problem !== 'lose-end') utterance.onend?.({});
        this.next();
      });
    });
  }
}
