import fc from 'fast-check';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { FakeSynthesis, FakeUtterance, type Fault } from './fake-synthesis';
import { setSlow } from './rate';
import { speechChunks } from './chunks';
import { Speaker, type VoicedLine } from './speaker';

const voice = { name: 'Anna', lang: 'de-DE' } as SpeechSynthesisVoice;

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'Date', 'performance'] });
  vi.stubGlobal('SpeechSynthesisUtterance', FakeUtterance);
});
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

/** Unique short lines (one piece each, under 130 characters): `lengths` gives their sizes. */
const linesOf = (lengths: readonly number[]): VoicedLine[] =>
  lengths.map((length, i) => ({ text: `Satz ${i + 1} ${'a'.repeat(length)}.`, voice }));

/** Plays `lines` to the end on the fake clock; whether `onDone` came, and the lines started. */
function playAll(engine: FakeSynthesis, lines: VoicedLine[], speaker = new Speaker(engine.synth)) {
  let done = false;
  const started: number[] = [];
  speaker.play(
    lines,
    () => (done = true),
    (line) => started.push(line),
  );
  vi.runAllTimers();
  speaker.dispose();
  return { done, started };
}

/** The longest a listener may wait for a piece after a lost event: its length at 9 characters a second, plus 2 s. */
const generous = (text: string, rate = 1) => (text.length / (9 * rate)) * 1000 + 2000;

describe('the speaker with a real engine’s faults', () => {
  it('says every line once, in order, with a fast, a normal and a slow voice', () => {
    for (const charsPerSecond of [60, 14, 9, 6]) {
      const engine = new FakeSynthesis({ charsPerSecond, startMs: 300 });
      const lines = linesOf([3, 40, 120, 10]);
      const { done, started } = playAll(engine, lines);
      expect(done).toBe(true);
      expect(engine.said.map((s) => s.text)).toEqual(lines.map((l) => l.text));
      expect(engine.heard).toEqual(lines.map((l) => l.text));
      expect(started).toEqual([0, 1, 2, 3]);
      // A working voice, however slow, is never cut off.
      expect(engine.cancels).toBe(0);
    }
  });

  it('goes on after a lost end event, at the latest when a slow voice would have finished', () => {
    const engine = new FakeSynthesis({
      charsPerSecond: 14,
      fault: (n) => (n === 1 ? 'lose-end' : undefined),
    });
    const lines = linesOf([20, 60, 20]);
    const { done } = playAll(engine, lines);
    expect(done).toBe(true);
    expect(engine.heard).toEqual(lines.map((l) => l.text));
    const [, lost, next] = engine.said;
    expect(next!.start - lost!.start).toBeLessThanOrEqual(generous(lost!.text) + 200);
  });

  it('says a piece once more after an error, and goes on after a second one', () => {
    const once = new FakeSynthesis({ charsPerSecond: 14, fault: (n) => (n === 1 ? 'error' : undefined) });
    const lines = linesOf([20, 30, 40]);
    const texts = lines.map((l) => l.text);
    const first = playAll(once, lines);
    expect(first.done).toBe(true);
    expect(once.said.map((s) => s.text)).toEqual([texts[0], texts[1], texts[1], texts[2]]);
    expect(once.heard).toEqual(texts);
    // The line starts again (the exam player sets its clock back to the sentence's start).
    expect(first.started).toEqual([0, 1, 1, 2]);

    const twice = new FakeSynthesis({
      charsPerSecond: 14,
      fault: (n) => (n === 1 || n === 2 ? 'error' : undefined),
    });
    expect(playAll(twice, lines).done).toBe(true);
    expect(twice.said.map((s) => s.text)).toEqual([texts[0], texts[1], texts[1], texts[2]]);
    expect(twice.heard).toEqual([texts[0], texts[2]]);
  });

  it('waits for a voice still speaking at its deadline, but not for ever: a hung engine is cancelled', () => {
    // Slower than the estimate (9 characters a second) yet within twice its time: heard whole.
    const slow = new FakeSynthesis({ charsPerSecond: 5.5 });
    const lines = linesOf([100, 100]);
    playAll(slow, lines);
    expect(slow.heard).toEqual(lines.map((l) => l.text));
    expect(slow.cancels).toBe(0);

    // Chrome's network voices stop after about 15 s and go on reporting `speaking`.
    const hung = new FakeSynthesis({ charsPerSecond: 14, fault: (n) => (n === 0 ? 'hang' : undefined) });
    const { done } = playAll(hung, lines);
    expect(done).toBe(true);
    const [stuck, next] = hung.said;
    expect(hung.said).toHaveLength(2);
    expect(next!.text).toBe(lines[1]!.text);
    expect(next!.start - stuck!.start).toBeLessThanOrEqual(2 * generous(stuck!.text) + 1200);
    expect(hung.heard).toEqual([lines[1]!.text]);
  });

  it('plays one thing at a time in the page: a second speaker stops the first, which does not start again', () => {
    const engine = new FakeSynthesis({ charsPerSecond: 14 });
    const [a, b] = [new Speaker(engine.synth), new Speaker(engine.synth)];
    let aDone = false;
    a.play(linesOf([80, 80]), () => (aDone = true));
    vi.advanceTimersByTime(1000);
    const second = linesOf([20]).map((l) => ({ ...l, text: `B ${l.text}` }));
    const { done } = playAll(engine, second, b);
    expect(aDone).toBe(true);
    expect(done).toBe(true);
    expect(engine.said.map((s) => s.text)).toEqual([linesOf([80])[0]!.text, second[0]!.text]);
    a.dispose();
  });

  it('says a line again at the new speed when the reader changes it, but not a line at a fixed rate', () => {
    const engine = new FakeSynthesis({ charsPerSecond: 14 });
    const speaker = new Speaker(engine.synth);
    const [reader, fixed] = linesOf([60, 60]);
    speaker.play([reader!, { ...fixed!, rate: 1 }], () => undefined);
    vi.advanceTimersByTime(1000);
    setSlow(true);
    vi.advanceTimersByTime(8000);
    setSlow(false);
    vi.runAllTimers();
    speaker.dispose();
    expect(engine.said.map((s) => [s.text, s.rate])).toEqual([
      [reader!.text, 1],
      [reader!.text, 0.7],
      [fixed!.text, 1],
    ]);
  });

  it('always reaches the end, in order, no piece said more than twice, with any speed and faults', () => {
    const fault = fc.constantFrom<Fault | undefined>(undefined, undefined, 'lose-end', 'error', 'hang');
    fc.assert(
      fc.property(
        fc.double({ min: 4.5, max: 60, noNaN: true }),
        fc.integer({ min: 0, max: 1500 }),
        fc.array(fc.integer({ min: 1, max: 120 }), { minLength: 1, maxLength: 8 }),
        fc.array(fault, { maxLength: 20 }),
        fc.boolean(),
        (charsPerSecond, startMs, lengths, faults, cancelErrorsAtOnce) => {
          const engine = new FakeSynthesis({
            charsPerSecond,
            startMs,
            fault: (n) => faults[n],
            cancelErrorsAtOnce,
          });
          const lines = linesOf(lengths);
          const texts = lines.map((l) => l.text);
          const { done } = playAll(engine, lines);
          expect(done).toBe(true);
          // Each piece was tried once, or twice when the first try failed with an error.
          const tries = engine.said.map((s) => texts.indexOf(s.text));
          expect(tries).toEqual([...tries].sort((x, y) => x - y));
          texts.forEach((_, i) => {
            const mine = engine.said.filter((s) => s.text === texts[i]);
            expect(mine.length).toBe(mine[0]!.fault === 'error' ? 2 : 1);
          });
          // Heard whole: every piece whose last try neither failed nor hung.
          const lastTries = texts.map((t) => engine.said.filter((s) => s.text === t).at(-1)!);
          expect(engine.heard).toEqual(
            lastTries.filter((s) => s.fault !== 'error' && s.fault !== 'hang').map((s) => s.text),
          );
        },
      ),
      { numRuns: 150 },
    );
  });
});

describe('speech chunks', () => {
  it('reads a long line sentence by sentence and a short one in one piece', () => {
    expect(speechChunks('Wie spät ist es? Es ist halb drei.')).toEqual([
      'Wie spät ist es? Es ist halb drei.',
    ]);
    const long = `${'Das ist ein langer Satz mit vielen Wörtern. '.repeat(6)}Ende!`;
    const chunks = speechChunks(long);
    expect(chunks).toHaveLength(7);
    expect(chunks.join(' ')).toBe(long);
  });

  it('keeps every piece under about 14 s of speech: shorter pieces at a slower rate, a long sentence at its commas', () => {
    const line = 'Ich komme morgen um acht. Dann gehen wir zusammen ins Kino, und danach essen wir etwas.';
    const twice = `${line} ${line}`;
    expect(speechChunks(twice, 1)).toEqual([twice]);
    expect(speechChunks(twice, 0.7)).toHaveLength(4);
    const sentence = `Wir fahren am Wochenende, wenn das Wetter gut ist, mit dem Zug an den See, ${'und wir bleiben dort bis zum Abend, '.repeat(4)}dann fahren wir zurück.`;
    const pieces = speechChunks(sentence, 1);
    expect(pieces.length).toBeGreaterThan(1);
    expect(pieces.join(' ')).toBe(sentence);
    for (const piece of pieces) expect(piece.length).toBeLessThanOrEqual(200);
  });
});
