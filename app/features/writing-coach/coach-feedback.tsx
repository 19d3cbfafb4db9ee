import { useMemo } from 'react';
import type { WritingPractice } from '~/content/writing-practice';
import type { Lang } from '~/i18n/locales';
import { analyseLetter } from './analyse';
import { CoachPanel } from './coach-panel';
import type { CoachTask } from './report';

/** The name of the analysis's performance measure (`scripts/bench-coach.mjs` reads it). */
const COACH_ANALYSIS_MEASURE = 'coach-analysis';
const ANALYSIS_START = `${COACH_ANALYSIS_MEASURE}-start`;

/** The performance mark set when the analysis has been warmed (`scripts/bench-coach.mjs` waits for it). */
const COACH_WARM_MARK = 'coach-warm';

/**
 * A short letter with the parts the analysis looks at (greeting, clauses after connectors, a
 * question, a mistake or two, a closing): analysed once before her first request.
 */
const WARM_LETTER = `Liebe Anna,
vielen Dank für deine Nachricht. Leider kann ich am Samstag nicht kommen, weil ich muss arbeiten. Ich war gestern mit meine Schwester im Park, deshalb habe ich keine Zeit gehabt.
Hast du nächste Woche Zeit? Wir könnten zusammen ins Café gehen, wenn du Lust hast. Ich freue mich auf dich.
Viele Grüße
Sam`;

/**
 * Runs the analysis once for `practice`'s task while the browser is idle, so that the code is
 * compiled before her first request (a first run costs several times a later one). The result is
 * thrown away; nothing is shown.
 */
export function warmCoach(practice: WritingPractice) {
  analyseLetter(WARM_LETTER, practice.task);
  performance.mark(COACH_WARM_MARK);
}

/**
 * The coach's feedback on a letter, computed here in the browser from the letter and the task
 * (its cues and register come with the trainer's page data). The trainer loads this module, with
 * the analysis, once she writes in it (and warms the analysis while the browser is idle).
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
