import { useMemo } from 'react';
import type { WritingPractice } from '~/content/writing-practice';
import type { Lang } from '~/i18n/locales';
import { analyseLetter } from './analyse';
import { CoachPanel } from './coach-panel';
import type { CoachTask } from './report';

/** The name of the analysis's performance measure (`scripts/bench-coach.mjs` reads it). */
const COACH_ANALYSIS_MEASURE = 'coach-analysis';
const ANALYSIS_START = `${COACH_ANALYSIS_MEASURE}-start`;

/**
 * The coach's feedback on a letter, computed here in the browser from the letter and the task
 * (its cues and register come with the trainer's page data). The trainer loads this module, with
 * the analysis, only when feedback is asked for.
 */
export function CoachFeedback({
  lang,
  text,
  practice,
  handled,
}: {
  lang: Lang;
  text: string;
  practice: WritingPractice;
  handled: readonly number[];
}) {
  // The trainer's task is the coach's: its points carry their cues, and it says its register.
  const task: CoachTask = practice.task;
  const report = useMemo(() => {
    performance.mark(ANALYSIS_START);
    const result = analyseLetter(text, task);
    // The analysis's time as a performance entry, with the words it counted: read by the benchmark
    // (scripts/bench-coach.mjs), shown in the browser's profiler; one entry per feedback asked for.
    performance.measure(COACH_ANALYSIS_MEASURE, { start: ANALYSIS_START, detail: { words: result.words } });
    performance.clearMarks(ANALYSIS_START);
    return result;
  }, [text, task]);
  return (
    <CoachPanel
      lang={lang}
      text={text}
      report={report}
      points={practice.task.points}
      asksQuestion={task.asksQuestion}
      handled={handled}
    />
  );
}
