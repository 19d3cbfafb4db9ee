import type { Page } from '@playwright/test';

/** A voice the stub offers (what `speechSynthesis.getVoices()` returns). */
export interface StubVoice {
  name: string;
  lang: string;
  localService?: boolean;
  default?: boolean;
}

/** What the page asked the voice to say. */
export interface SpokenRecord {
  text: string;
  lang: string;
  rate: number;
  voice: string | null;
}

interface StubOptions {
  /** The device's voices; `null`: the browser has no speech synthesis at all. */
  voices: StubVoice[] | null;
  /**
   * When the voices become known: at once (`0`, the default), after this many ms, or `'on demand'`
   * (when the test calls `giveVoices`); then `voiceschanged` fires, as in Chrome.
   */
  voicesAfter?: number | 'on demand';
  /** How long each utterance "speaks". */
  utteranceMs?: number;
}

/**
 * Replaces the browser's speech synthesis with a recording stub before any script runs: it
 * records text, language, rate and voice of every utterance and ends each after `utteranceMs`.
 * `cancel()` ends everything at once, like the real one (its error events come a moment later).
 */
export async function stubSpeech(page: Page, options: StubOptions): Promise<void> {
  await page.addInitScript(({ voices, voicesAfter = 0, utteranceMs = 400 }: StubOptions) => {
    const w = window as unknown as Record<string, unknown>;
    if (voices === null) {
      delete w.speechSynthesis;
      delete w.SpeechSynthesisUtterance;
      return;
    }
    const offered = voices.map((v) => ({ localService: true, default: false, ...v }));
    type Utterance = {
      text: string;
      lang: string;
      rate: number;
      voice: { name: string } | null;
      onend: ((e: unknown) => void) | null;
      onerror: ((e: unknown) => void) | null;
    };
    const record = { spoken: [] as unknown[], cancels: 0, listeners: 0, giveVoices: () => {} };
    w.__speech = record;
    class StubUtterance {
      lang = '';
      rate = 1;
      pitch = 1;
      volume = 1;
      voice = null;
      onend = null;
      onerror = null;
      onstart = null;
      constructor(public text: string) {}
    }
    class StubSynthesis extends EventTarget {
      known = voicesAfter === 0 ? offered : [];
      queue: Utterance[] = [];
      current: Utterance | null = null;
      timer = 0;
      paused = false;
      get speaking() {
        return this.current !== null;
      }
      get pending() {
        return this.queue.length > 0;
      }
      addEventListener(...args: Parameters<EventTarget['addEventListener']>) {
        if (args[0] === 'voiceschanged') record.listeners++;
        super.addEventListener(...args);
      }
      getVoices() {
        return this.known.map((v) => ({ ...v, voiceURI: v.name }));
      }
      speak(u: Utterance) {
        this.queue.push(u);
        if (!this.current) this.next();
      }
      next() {
        const u = this.queue.shift() ?? null;
        this.current = u;
        if (!u) return;
        record.spoken.push({ text: u.text, lang: u.lang, rate: u.rate, voice: u.voice?.name ?? null });
        this.timer = window.setTimeout(() => {
          this.current = null;
          u.onend?.({ type: 'end' });
          this.next();
        }, utteranceMs);
      }
      cancel() {
        record.cancels++;
        window.clearTimeout(this.timer);
        const dropped = [this.current, ...this.queue].filter((u): u is Utterance => u !== null);
        this.current = null;
        this.queue = [];
        setTimeout(() => dropped.forEach((u) => u.onerror?.({ type: 'error', error: 'canceled' })));
      }
      pause() {}
      resume() {}
    }
    const synth = new StubSynthesis();
    Object.defineProperty(window, 'speechSynthesis', { value: synth, configurable: true });
    w.SpeechSynthesisUtterance = StubUtterance;
    record.giveVoices = () => {
      synth.known = offered;
      synth.dispatchEvent(new Event('voiceschanged'));
    };
    if (typeof voicesAfter === 'number' && voicesAfter > 0) setTimeout(record.giveVoices, voicesAfter);
  }, options);
}

/** Everything the page has had the stub say so far. */
export async function spoken(page: Page): Promise<SpokenRecord[]> {
  return page.evaluate(() => (window as unknown as { __speech: { spoken: SpokenRecord[] } }).__speech.spoken);
}

/** How often the page cancelled speech. */
export async function cancels(page: Page): Promise<number> {
  return page.evaluate(() => (window as unknown as { __speech: { cancels: number } }).__speech.cancels);
}

/** Waits until the page listens for voices (the listen feature has loaded and asked for them). */
export async function listensForVoices(page: Page): Promise<void> {
  await page.waitForFunction(
    () => (window as unknown as { __speech: { listeners: number } }).__speech.listeners > 0,
  );
}

/** Makes the voices known now (`voicesAfter: 'on demand'`). */
export async function giveVoices(page: Page): Promise<void> {
  await page.evaluate(() =>
    (window as unknown as { __speech: { giveVoices: () => void } }).__speech.giveVoices(),
  );
}
