/**
 * What the model tests keep in this browser, and how it is read back: the answers of every part
 * as they are given (so a reload or a crash loses nothing), its stopwatch, and every checked
 * attempt with its date and score. One schema per kind of entry (valibot, decision 0036), put
 * together twice: storage is read leniently (a damaged entry is dropped, the rest kept), the
 * backup file's copy strictly (`readRecordsFromFile`: one bad entry and it is refused). Either
 * way only the known fields are kept, whatever else an entry carried.
 */
import * as v from 'valibot';
import { entriesOf, readJson, someEntriesOf, someOf, versioned } from '~/lib/stored-json';
import { STOPPED, stopwatchSchema, type Stopwatch } from '~/lib/stopwatch';

/** Versioned like every key of the site. */
export const MODEL_TEST_KEY = 'b1.mock-tests.v1';
const VERSION = 1;

/** One part as the learner left it. */
export interface PartRecord {
  /** Item number → the letter marked on the answer sheet. */
  answers: Record<string, string>;
  /** Whether the part is checked (results shown). */
  checked: boolean;
  /** The items being tried again after a check (their explanations stay hidden), or none. */
  retry: number[] | null;
  watch: Stopwatch;
  /** When it last changed (epoch ms). */
  updated: number;
  /** A listening part played as in the exam (its clock runs on when the page is left). */
  exam?: ExamPlay;
}

/**
 * A listening part's exam run: when the recording started and how far the real speech has run
 * ahead of or behind the planned schedule (ms, set at the end of every spoken piece), so a reload
 * finds the minute the recording has reached. `over`: played to the end or ended by the learner.
 */
export interface ExamPlay {
  started: number;
  lag: number;
  over: boolean;
}

/** One checked attempt at a part: what it scored, and when. */
export interface Attempt {
  test: string;
  part: string;
  /** ISO date and time of the check. */
  date: string;
  right: number;
  count: number;
  points: number;
  max: number;
}

/**
 * The written block of one test sat on the clock, as on the day: reading and Sprachbausteine
 * (collected at `readingEnd`, at the latest 90 minutes after `started`), then listening (its own
 * exam play, or skipped on a device without a German voice), then writing (collected at
 * `writingEnd`, at the latest 30 minutes after `writingStarted`). Every time is epoch ms, so a
 * reload finds the same minute. One run at a time.
 */
export interface WrittenRun {
  test: string;
  started: number;
  readingEnd: number | null;
  listening: ExamPlay | null;
  listeningSkipped: boolean;
  writingStarted: number | null;
  writingEnd: number | null;
  /** Item number (1–60) → the answer marked on the run's answer sheet. */
  answers: Record<string, string>;
}

/** A finished run: the points per subtest (null: listening skipped, writing not assessed). */
export interface RunResult {
  test: string;
  /** ISO date and time the result was taken. */
  date: string;
  reading: number;
  language: number;
  listening: number | null;
  writing: number | null;
  /** The answer sheet as it was collected (the result page explains it again from these). */
  answers: Record<string, string>;
}

/**
 * An oral mock under way: the test's task sheets, the role (sheet A or B of part 2), two people at
 * one screen or one alone, and the oral timer's stopwatch over preparation and conversation.
 */
export interface OralRun {
  test: string;
  role: 'A' | 'B';
  mode: 'pair' | 'alone';
  clock: Stopwatch;
}

/** A finished oral mock: the checklist's answers (question id → yes). */
export interface OralResult {
  test: string;
  date: string;
  role: 'A' | 'B';
  mode: 'pair' | 'alone';
  checks: Record<string, boolean>;
}

/**
 * The fluency figures of one of her turns in a solo oral rehearsal (from the audio level only): the
 * part, the turn's window (s), how long she spoke, her longest pause (ms) and the share of silence.
 */
export interface RehearsalTurn {
  part: 1 | 2 | 3;
  minS: number;
  maxS: number;
  speakingMs: number;
  longestPauseMs: number;
  silence: number;
}

/** A finished solo oral rehearsal: practice or exam mode, and the figures of each recorded turn. */
export interface Rehearsal {
  test: string;
  date: string;
  exam: boolean;
  turns: RehearsalTurn[];
}

/** Everything the model tests keep. `parts` is keyed `<test>/<part>` (`1/reading-3`). */
export interface ModelTestRecords {
  parts: Record<string, PartRecord>;
  attempts: Attempt[];
  /** The written run under way, if any. */
  run: WrittenRun | null;
  /** Every finished run, oldest first. */
  runs: RunResult[];
  /** The oral mock under way, if any, and every finished one. */
  oral: OralRun | null;
  orals: OralResult[];
  /** Every finished solo oral rehearsal with its fluency figures (the recordings stay on the device). */
  rehearsals?: Rehearsal[];
}

export const NO_RECORDS: ModelTestRecords = {
  parts: {},
  attempts: [],
  run: null,
  runs: [],
  oral: null,
  orals: [],
};

export const NEW_PART: PartRecord = { answers: {}, checked: false, retry: null, watch: STOPPED, updated: 0 };

const PART_ID = /^[a-z0-9-]{1,20}\/[a-z0-9-]{1,40}$/;
const TEST_ID = /^[a-z0-9-]{1,20}$/;
/** A letter a–o, x (no advert fits), + or − (listening). */
const ANSWER = /^[a-ox+-]$/;

const finite = v.pipe(v.number(), v.finite());
const time = v.nullable(finite);
const testId = v.pipe(v.string(), v.regex(TEST_ID));
/** A date and time as `Date` reads it (ISO from this site). */
const moment = v.pipe(
  v.string(),
  v.check((text) => !Number.isNaN(Date.parse(text))),
);
/** Item number (one or two digits) → the letter marked. */
const answers = entriesOf(v.pipe(v.string(), v.regex(/^\d{1,2}$/)), v.pipe(v.string(), v.regex(ANSWER)));
const role = v.picklist(['A', 'B']);
const mode = v.picklist(['pair', 'alone']);

const examPlay = v.object({ started: finite, lag: finite, over: v.boolean() });

const partRecord = v.object({
  answers,
  checked: v.boolean(),
  retry: v.nullable(v.array(v.pipe(v.number(), v.integer()))),
  watch: stopwatchSchema,
  updated: finite,
  exam: v.optional(examPlay),
});
const partId = v.pipe(v.string(), v.regex(PART_ID));

const attempt = v.pipe(
  v.object({
    test: v.string(),
    part: v.string(),
    date: moment,
    right: finite,
    count: finite,
    points: finite,
    max: finite,
  }),
  v.check((a) => PART_ID.test(`${a.test}/${a.part}`)),
);

const writtenRun = v.object({
  test: testId,
  started: finite,
  readingEnd: time,
  listening: v.nullable(examPlay),
  listeningSkipped: v.boolean(),
  writingStarted: time,
  writingEnd: time,
  answers,
});

const runResult = v.object({
  test: v.string(),
  date: moment,
  reading: finite,
  language: finite,
  listening: time,
  writing: time,
  answers,
});

const oralRun = v.object({ test: testId, role, mode, clock: stopwatchSchema });

const oralResult = v.object({
  test: testId,
  date: moment,
  role,
  mode,
  checks: entriesOf(v.pipe(v.string(), v.regex(/^[a-z0-9-]{1,40}$/)), v.boolean()),
});

const rehearsalTurn = v.object({
  part: v.picklist([1, 2, 3]),
  minS: finite,
  maxS: finite,
  speakingMs: finite,
  longestPauseMs: finite,
  silence: v.pipe(v.number(), v.minValue(0), v.maxValue(1)),
});
const rehearsal = v.object({ test: testId, date: moment, exam: v.boolean(), turns: v.array(rehearsalTurn) });

/** The records as stored in this browser. */
export function serializeRecords(records: ModelTestRecords): string {
  return JSON.stringify({ version: VERSION, ...records });
}

/**
 * The records as storage holds them, read leniently: another version reads as none; a damaged
 * entry is dropped and a damaged field is empty, the rest kept.
 */
const storedRecords = versioned(
  VERSION,
  v.object({
    parts: v.fallback(someEntriesOf(partId, partRecord), {}),
    attempts: v.fallback(someOf(attempt), []),
    run: v.fallback(v.nullable(writtenRun), null),
    runs: v.fallback(someOf(runResult), []),
    oral: v.fallback(v.nullable(oralRun), null),
    orals: v.fallback(someOf(oralResult), []),
    rehearsals: v.fallback(v.optional(someOf(rehearsal)), undefined),
  }),
);

/** The records from storage: anything unreadable reads as none, a damaged entry is dropped. */
export const parseStoredRecords: (raw: string | null) => ModelTestRecords = readJson(
  storedRecords,
  NO_RECORDS,
);

/**
 * The records of a backup file, checked strictly: every entry must fit, because loading a file
 * replaces what the browser has. A file from before the written runs and the oral mocks has none.
 */
export const recordsInFile = v.object({
  parts: entriesOf(partId, partRecord),
  attempts: v.array(attempt),
  run: v.optional(v.nullable(writtenRun), null),
  runs: v.optional(v.array(runResult), []),
  oral: v.optional(v.nullable(oralRun), null),
  orals: v.optional(v.array(oralResult), []),
  rehearsals: v.optional(v.array(rehearsal)),
});

/** The records of a backup file: the whole value or nothing (`null`). */
export function readRecordsFromFile(value: unknown): ModelTestRecords | null {
  const result = v.safeParse(recordsInFile, value);
  return result.success ? result.output : null;
}
