import { Speaker, type VoicedLine } from '~/lib/speech/speaker';
import { voicesForSpeakers } from '~/lib/speech/voices';
import { positionAt, sentencesFrom, type Schedule, type Sentence, type Step, type Voice } from './schedule';

/** The pitch of each register: a second speaker sounds different even where the device has one voice. */
const PITCH: Record<Voice, number> = { low: 0.85, high: 1.15, announcer: 1 };
/** Announcements stand apart: a pause before them, as on a recording. */
const BEFORE_ANNOUNCEMENT_MS = 600;

/**
 * The voices of a recording: announcements in the device's best German voice, people in the other
 * voices where there are three or more (each speaker their own, in the order they speak), else in
 * the ones there are, told apart by pitch.
 */
function castVoices<V>(sentences: readonly Sentence[], voices: readonly V[]): (s: Sentence) => V {
  const people = voices.length >= 3 ? voices.slice(1) : voices;
  const cast = voicesForSpeakers(
    sentences.filter((s) => s.voice !== 'announcer').map((s) => s.who),
    people,
  );
  return (s) => (s.voice === 'announcer' ? voices[0]! : (cast.get(s.who) ?? voices[0]!));
}

/** Sentences as the speaker says them: voice, pitch, the pauses of a recording; `rate` fixed or the reader's. */
export function voiced(
  sentences: readonly Sentence[],
  voices: readonly SpeechSynthesisVoice[],
  rate: number | undefined,
): VoicedLine[] {
  const voiceOf = castVoices(sentences, voices);
  return sentences.map((s) => ({
    text: s.text,
    voice: voiceOf(s),
    pitch: PITCH[s.voice],
    ...(rate === undefined ? {} : { rate }),
    gapAfter: s.gapAfter,
  }));
}

/** Where an exam run stands, for the page: the step, how much of it is left, and the whole part's. */
export interface ExamPosition {
  index: number;
  step: Step;
  /** ms left in this step (planned). */
  left: number;
  /** ms since the part started (planned time). */
  elapsed: number;
}

/** The position of a run at `now`, or `null` when the recording has ended. */
export function examPosition(
  schedule: Schedule,
  run: { started: number; lag: number },
  now: number,
): ExamPosition | null {
  const elapsed = now - run.started - run.lag;
  const at = positionAt(schedule, elapsed);
  if (!at) return null;
  const step = schedule.steps[at.index]!;
  return { index: at.index, step, left: step.ms - at.offset, elapsed };
}

/**
 * While a spoken step runs past its planned end (a voice slower than the plan's 14 characters a
 * second), its clock is held inside the step: when it reaches `HOLD_BEFORE_END_MS` before the end
 * it is set back by `HOLD_BACK_MS`, again and again until the speech ends. So the page, which reads
 * the clock once a second, shows the step being spoken with about a second left, never the next.
 */
const HOLD_BEFORE_END_MS = 500;
const HOLD_BACK_MS = 1000;

/**
 * Plays an exam run from wherever its clock stands, without pause or replay: waits through the
 * reading time and pauses, says each spoken step (from the sentence under way, after a reload).
 * The plan's times are estimates, so the clock follows the real speech: as each sentence starts,
 * the run's lag is set so the clock stands at the sentence's planned start (a fast voice moves it
 * on, a slow one back, and a reload finds the sentence under way); it is held inside a step whose
 * speech runs long; and when a step's speech ends the clock is set to the step's planned end.
 * `onLag` keeps the lag; `onEnd` runs when the recording is over. Normal speed, whatever the
 * reader's setting.
 */
export class ExamPlayer {
  private readonly speaker: Speaker;
  private timer: ReturnType<typeof setTimeout> | undefined;
  private hold: ReturnType<typeof setTimeout> | undefined;
  private stopped = false;

  constructor(
    synth: SpeechSynthesis,
    private readonly voices: readonly SpeechSynthesisVoice[],
    private readonly schedule: Schedule,
    private readonly run: { started: number; lag: number },
    private readonly onLag: (lag: number) => void,
    private readonly onEnd: () => void,
    private readonly now: () => number = Date.now,
  ) {
    this.speaker = new Speaker(synth);
  }

  start(): void {
    this.stopped = false;
    this.next();
  }

  /** Stops speaking (the page is left); the run's clock goes on. */
  stop(): void {
    this.stopped = true;
    clearTimeout(this.timer);
    clearTimeout(this.hold);
    this.speaker.dispose();
  }

  private next(): void {
    if (this.stopped) return;
    const position = examPosition(this.schedule, this.run, this.now());
    if (!position) return this.onEnd();
    const { step, left } = position;
    if (step.kind === 'wait') {
      this.timer = setTimeout(() => this.next(), left);
      return;
    }
    const offset = step.ms - left;
    const sentences = sentencesFrom(step.sentences, offset);
    const end = step.at + step.ms;
    const say = () =>
      this.speaker.play(
        voiced(sentences, this.voices, 1),
        (finished) => {
          clearTimeout(this.hold);
          // Stopped by another playback of the page: the recording falls silent where it is (its
          // clock goes on); it neither skips the rest of the step nor takes the voice back.
          if (this.stopped || !finished) return;
          // The step is over when its speech is.
          this.setClock(end);
          this.next();
        },
        (line) => {
          this.setClock(step.at + sentences[line]!.at);
          this.holdInside(step.at, end);
        },
      );
    if (step.what !== 'text' && offset === 0) this.timer = setTimeout(say, BEFORE_ANNOUNCEMENT_MS);
    else say();
  }

  /** Sets the run's lag so that its clock stands at `elapsed` (ms into the part) now. */
  private setClock(elapsed: number): void {
    this.run.lag = this.now() - this.run.started - elapsed;
    this.onLag(this.run.lag);
  }

  /** Holds the clock inside the step from `start` to `end` while its speech goes on (see `HOLD_BACK_MS`). */
  private holdInside(start: number, end: number): void {
    clearTimeout(this.hold);
    const at = Math.max(start, end - HOLD_BEFORE_END_MS);
    const check = () => {
      this.setClock(Math.max(start, at - HOLD_BACK_MS));
      this.hold = setTimeout(check, HOLD_BACK_MS);
    };
    const elapsed = this.now() - this.run.started - this.run.lag;
    this.hold = setTimeout(check, at - elapsed);
  }
}
