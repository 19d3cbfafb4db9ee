import { SPOKEN_AGAIN, SPOKEN_END, SPOKEN_INSTRUCTIONS } from '~/content/model-tests/part-text';
import type { ListeningSlug } from '~/content/model-tests/parts';
import type { RecordingView } from '~/content/model-tests/part-view';

/**
 * A listening part as the exam plays it, planned in time: the instructions, the reading time, each
 * text the exam's number of times (part 1 once, parts 2 and 3 twice) with pauses between, the end.
 * The plan is the clock of an exam run: where a run stands is read from it (`positionAt`), so a
 * reload finds the same minute. Spoken steps carry an estimate of their length at normal speed;
 * the player corrects the run by the real speech as each sentence starts and when a step ends.
 */

export type Voice = RecordingView['lines'][number]['voice'];

/** One sentence to say, by whom. */
export interface Sentence {
  who: string;
  voice: Voice;
  text: string;
  /**
   * The line of the script it is part of (its index in the recording's `lines`, the transcript's
   * line): a line of several sentences is said sentence by sentence. Announcements: 0.
   */
  line: number;
  /** Silence after it (ms): short inside a turn, longer at a change of speaker. */
  gapAfter: number;
  /** Its planned start inside its step (ms). */
  at: number;
}

/** A step of the plan without its start. */
type StepBody =
  | { kind: 'say'; what: 'instructions' | 'again' | 'end'; sentences: Sentence[]; ms: number }
  | {
      kind: 'say';
      what: 'text';
      recording: number;
      play: 1 | 2;
      plays: 1 | 2;
      sentences: Sentence[];
      ms: number;
    }
  | { kind: 'wait'; what: 'reading'; ms: number; recording?: number }
  | { kind: 'wait'; what: 'pause'; ms: number };

/**
 * A step of the plan: what happens, from `at` (ms after the part started) for `ms`; `part` is the
 * listening part (0–2) in a plan of the whole listening block.
 */
export type Step = StepBody & { at: number; part?: number };

export interface Schedule {
  steps: Step[];
  /** The whole part, ms. */
  total: number;
}

/** Speaking speed assumed at normal rate: German speech engines read about 14 characters a second. */
const CHARS_PER_SECOND = 14;
/** Silence between two sentences of one speaker, and at a change of speaker or before an announcement. */
const SENTENCE_GAP_MS = 350;
const TURN_GAP_MS = 700;

/** The reading time before the texts: part 1 about 30 s, part 2 about a minute (EXAM_FACTS.md). */
const READING_MS: Record<ListeningSlug, number> = {
  'listening-1': 30_000,
  'listening-2': 60_000,
  'listening-3': 0,
};
/**
 * Part 3's pause to read each statement: the exam has one, with no published figure, so the site
 * gives a short one of its own (it is never stated as the exam's).
 */
const STATEMENT_READING_MS = 10_000;
/** Between two texts or two playings; after the last, time to finish marking. */
const PAUSE_MS = 5_000;
const FINAL_PAUSE_MS = 10_000;

/** How long a text takes to say at normal speed (ms). */
export function spokenMs(text: string): number {
  return Math.round((text.length / CHARS_PER_SECOND) * 1000);
}

/** A piece ending in an abbreviation ("z. B.", "Dr.", "Nr."), not at the end of a sentence. */
const ABBREVIATION = /(?:^|\s)(?:\p{L}{1,2}|Dr|Nr|bzw|usw|ca|Str)\.$/u;

/** The sentences of a text (a line of a script can hold several). */
export function sentencesOf(text: string): string[] {
  const sentences: string[] = [];
  for (const piece of text.split(/(?<=[.!?…])\s+/)) {
    const previous = sentences.at(-1);
    if (previous !== undefined && ABBREVIATION.test(previous)) sentences[sentences.length - 1] += ` ${piece}`;
    else if (piece.trim()) sentences.push(piece.trim());
  }
  return sentences;
}

function sayStep(lines: { who: string; voice: Voice; text: string; say?: string }[]): {
  sentences: Sentence[];
  ms: number;
} {
  const sentences: Sentence[] = [];
  let at = 0;
  lines.forEach((line, l) => {
    // The spoken form where the transcript writes numbers as digits.
    const parts = sentencesOf(line.say ?? line.text);
    parts.forEach((text, i) => {
      const last = i === parts.length - 1;
      const gapAfter = !last ? SENTENCE_GAP_MS : l < lines.length - 1 ? TURN_GAP_MS : 0;
      sentences.push({ who: line.who, voice: line.voice, text, line: l, gapAfter, at });
      at += spokenMs(text) + gapAfter;
    });
  });
  return { sentences, ms: at };
}

const announcer = (text: string) => sayStep([{ who: 'exam', voice: 'announcer', text }]);

/** The plan of a listening part, from its recordings. */
export function listeningSchedule(slug: ListeningSlug, recordings: RecordingView[]): Schedule {
  const steps: Step[] = [];
  let at = 0;
  const push = (step: StepBody) => {
    steps.push({ ...step, at });
    at += step.ms;
  };
  push({ kind: 'say', what: 'instructions', ...announcer(SPOKEN_INSTRUCTIONS[slug]) });
  if (READING_MS[slug] > 0) push({ kind: 'wait', what: 'reading', ms: READING_MS[slug] });
  const plays = slug === 'listening-1' ? 1 : 2;
  recordings.forEach((recording, r) => {
    if (slug === 'listening-3')
      push({ kind: 'wait', what: 'reading', ms: STATEMENT_READING_MS, recording: r });
    for (const play of plays === 1 ? ([1] as const) : ([1, 2] as const)) {
      if (play === 2) {
        push({ kind: 'wait', what: 'pause', ms: PAUSE_MS });
        const again = slug === 'listening-2' ? SPOKEN_AGAIN.conversation : SPOKEN_AGAIN.text;
        push({ kind: 'say', what: 'again', ...announcer(again) });
      }
      push({ kind: 'say', what: 'text', recording: r, play, plays, ...sayStep(recording.lines) });
    }
    push({ kind: 'wait', what: 'pause', ms: r === recordings.length - 1 ? FINAL_PAUSE_MS : PAUSE_MS });
  });
  push({ kind: 'say', what: 'end', ...announcer(SPOKEN_END) });
  return { steps, total: at };
}

/** The sentences of recording `r` as the plan says them (its first playing), for practice. */
export function textSentences(schedule: Schedule, r: number): Sentence[] {
  const step = schedule.steps.find((s) => s.kind === 'say' && s.what === 'text' && s.recording === r);
  return step?.kind === 'say' ? step.sentences : [];
}

/** Where a run stands `elapsed` ms after it started: a step and how far into it, or `null` at the end. */
export function positionAt(schedule: Schedule, elapsed: number): { index: number; offset: number } | null {
  if (elapsed >= schedule.total) return null;
  const t = Math.max(0, elapsed);
  const index = schedule.steps.findIndex((s) => t < s.at + s.ms);
  return { index, offset: t - schedule.steps[index]!.at };
}

/** The sentences of a spoken step still to say from `offset` on: from the one under way, whole. */
export function sentencesFrom(sentences: Sentence[], offset: number): Sentence[] {
  let from = 0;
  sentences.forEach((s, i) => {
    if (s.at <= offset) from = i;
  });
  return sentences.slice(from);
}

/** The three listening parts back to back, as the exam plays them: one recording for the block. */
export function joinSchedules(schedules: readonly Schedule[]): Schedule {
  const steps: Step[] = [];
  let at = 0;
  schedules.forEach((schedule, part) => {
    for (const step of schedule.steps) steps.push({ ...step, at: at + step.at, part });
    at += schedule.total;
  });
  return { steps, total: at };
}
