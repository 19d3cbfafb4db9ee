/**
 * What the model tests keep in this browser, and how it is read back: the answers of every part
 * as they are given (so a reload or a crash loses nothing), its stopwatch, and every checked
 * attempt with its date and score. Stored leniently (a damaged entry is dropped, the rest kept);
 * the backup file's copy is checked strictly (`isModelTestRecords`): one bad entry and it is refused.
 */
import { STOPPED, isStopwatch, type Stopwatch } from './stopwatch';

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
/** A letter a–o, x (no advert fits), + or − (listening). */
const ANSWER = /^[a-ox+-]$/;

function isObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

const isNumber = (value: unknown): value is number => typeof value === 'number' && Number.isFinite(value);

function isPartRecord(value: unknown): value is PartRecord {
  if (!isObject(value)) return false;
  const { answers, checked, retry, watch, updated } = value;
  return (
    isAnswers(answers) &&
    typeof checked === 'boolean' &&
    (retry === null || (Array.isArray(retry) && retry.every((n) => Number.isInteger(n)))) &&
    isStopwatch(watch) &&
    isNumber(updated) &&
    (value.exam === undefined || isExamPlay(value.exam))
  );
}

function isExamPlay(value: unknown): value is ExamPlay {
  return isObject(value) && isNumber(value.started) && isNumber(value.lag) && typeof value.over === 'boolean';
}

const isAnswers = (value: unknown): value is Record<string, string> =>
  isObject(value) &&
  Object.entries(value).every(([n, a]) => /^\d{1,2}$/.test(n) && typeof a === 'string' && ANSWER.test(a));
const isTime = (value: unknown): value is number | null => value === null || isNumber(value);

function isWrittenRun(value: unknown): value is WrittenRun {
  if (!isObject(value)) return false;
  const { test, started, readingEnd, listening, listeningSkipped, writingStarted, writingEnd, answers } =
    value;
  return (
    typeof test === 'string' &&
    /^[a-z0-9-]{1,20}$/.test(test) &&
    isNumber(started) &&
    isTime(readingEnd) &&
    (listening === null || isExamPlay(listening)) &&
    typeof listeningSkipped === 'boolean' &&
    isTime(writingStarted) &&
    isTime(writingEnd) &&
    isAnswers(answers)
  );
}

function isRunResult(value: unknown): value is RunResult {
  if (!isObject(value)) return false;
  const { test, date, reading, language, listening, writing, answers } = value;
  return (
    typeof test === 'string' &&
    isAnswers(answers) &&
    typeof date === 'string' &&
    !Number.isNaN(Date.parse(date)) &&
    isNumber(reading) &&
    isNumber(language) &&
    (listening === null || isNumber(listening)) &&
    (writing === null || isNumber(writing))
  );
}

const TEST_ID = /^[a-z0-9-]{1,20}$/;
const isRole = (v: unknown): v is 'A' | 'B' => v === 'A' || v === 'B';
const isMode = (v: unknown): v is 'pair' | 'alone' => v === 'pair' || v === 'alone';

function isOralRun(value: unknown): value is OralRun {
  if (!isObject(value)) return false;
  return (
    typeof value.test === 'string' &&
    TEST_ID.test(value.test) &&
    isRole(value.role) &&
    isMode(value.mode) &&
    isStopwatch(value.clock)
  );
}

function isOralResult(value: unknown): value is OralResult {
  if (!isObject(value)) return false;
  return (
    typeof value.test === 'string' &&
    TEST_ID.test(value.test) &&
    typeof value.date === 'string' &&
    !Number.isNaN(Date.parse(value.date)) &&
    isRole(value.role) &&
    isMode(value.mode) &&
    isObject(value.checks) &&
    Object.entries(value.checks).every(([k, v]) => /^[a-z0-9-]{1,40}$/.test(k) && typeof v === 'boolean')
  );
}

const cleanOral = (o: OralRun): OralRun => ({
  test: o.test,
  role: o.role,
  mode: o.mode,
  clock: { banked: o.clock.banked, since: o.clock.since },
});
const cleanOralResult = (o: OralResult): OralResult => ({
  test: o.test,
  date: o.date,
  role: o.role,
  mode: o.mode,
  checks: { ...o.checks },
});

const cleanRun = (r: WrittenRun): WrittenRun => ({
  test: r.test,
  started: r.started,
  readingEnd: r.readingEnd,
  listening: r.listening && { started: r.listening.started, lag: r.listening.lag, over: r.listening.over },
  listeningSkipped: r.listeningSkipped,
  writingStarted: r.writingStarted,
  writingEnd: r.writingEnd,
  answers: { ...r.answers },
});
const cleanRunResult = (r: RunResult): RunResult => ({
  test: r.test,
  date: r.date,
  reading: r.reading,
  language: r.language,
  listening: r.listening,
  writing: r.writing,
  answers: { ...r.answers },
});

function isAttempt(value: unknown): value is Attempt {
  if (!isObject(value)) return false;
  const { test, part, date, right, count, points, max } = value;
  return (
    typeof test === 'string' &&
    typeof part === 'string' &&
    PART_ID.test(`${test}/${part}`) &&
    typeof date === 'string' &&
    !Number.isNaN(Date.parse(date)) &&
    [right, count, points, max].every(isNumber)
  );
}

/** Only the known fields, whatever else a record carried. */
const cleanPart = (p: PartRecord): PartRecord => ({
  answers: { ...p.answers },
  checked: p.checked,
  retry: p.retry && [...p.retry],
  watch: { banked: p.watch.banked, since: p.watch.since },
  updated: p.updated,
  ...(p.exam ? { exam: { started: p.exam.started, lag: p.exam.lag, over: p.exam.over } } : {}),
});
const cleanAttempt = (a: Attempt): Attempt => ({
  test: a.test,
  part: a.part,
  date: a.date,
  right: a.right,
  count: a.count,
  points: a.points,
  max: a.max,
});

/** The records as stored in this browser. */
export function serializeRecords(records: ModelTestRecords): string {
  return JSON.stringify({ version: VERSION, ...records });
}

/** The records from storage: anything unreadable reads as none, a damaged entry is dropped. */
export function parseStoredRecords(raw: string | null): ModelTestRecords {
  if (!raw) return NO_RECORDS;
  try {
    const data: unknown = JSON.parse(raw);
    if (!isObject(data) || data.version !== VERSION) return NO_RECORDS;
    const parts = isObject(data.parts)
      ? Object.fromEntries(
          Object.entries(data.parts)
            .filter((e): e is [string, PartRecord] => PART_ID.test(e[0]) && isPartRecord(e[1]))
            .map(([id, p]) => [id, cleanPart(p)]),
        )
      : {};
    const attempts = Array.isArray(data.attempts) ? data.attempts.filter(isAttempt).map(cleanAttempt) : [];
    const run = isWrittenRun(data.run) ? cleanRun(data.run) : null;
    const runs = Array.isArray(data.runs) ? data.runs.filter(isRunResult).map(cleanRunResult) : [];
    const oral = isOralRun(data.oral) ? cleanOral(data.oral) : null;
    const orals = Array.isArray(data.orals) ? data.orals.filter(isOralResult).map(cleanOralResult) : [];
    return { parts, attempts, run, runs, oral, orals };
  } catch {
    return NO_RECORDS;
  }
}

/**
 * The records of a backup file, checked strictly: the whole value or nothing (`null`), because
 * loading a file replaces what the browser has. A file from before the written runs has none.
 */
export function readRecordsFromFile(value: unknown): ModelTestRecords | null {
  if (!isObject(value) || !isObject(value.parts) || !Array.isArray(value.attempts)) return null;
  const parts = Object.entries(value.parts);
  if (!parts.every(([id, p]) => PART_ID.test(id) && isPartRecord(p))) return null;
  if (!value.attempts.every(isAttempt)) return null;
  const run = value.run ?? null;
  if (run !== null && !isWrittenRun(run)) return null;
  const runs = value.runs ?? [];
  if (!Array.isArray(runs) || !runs.every(isRunResult)) return null;
  const oral = value.oral ?? null;
  if (oral !== null && !isOralRun(oral)) return null;
  const orals = value.orals ?? [];
  if (!Array.isArray(orals) || !orals.every(isOralResult)) return null;
  return {
    oral: oral && cleanOral(oral),
    orals: orals.map(cleanOralResult),
    parts: Object.fromEntries(parts.map(([id, p]) => [id, cleanPart(p as PartRecord)])),
    attempts: value.attempts.map(cleanAttempt),
    run: run && cleanRun(run),
    runs: runs.map(cleanRunResult),
  };
}
