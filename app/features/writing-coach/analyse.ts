import { taskGrade, wordCount } from '~/content/writing-score';
import { coherence } from './coherence';
import { checkForm } from './form';
import { findPoints } from './points';
import type { CoachReport, CoachTask, MistakeFinding } from './report';
import { RULES } from './rules';
import { readLetter, splitSentences, type Sentence } from './text';

/**
 * The writing coach's analysis of one letter: pure, offline, in the browser (no server, no language
 * model). It finds the guiding points by the task's cues, checks form and register, counts
 * connectors and "Ich" starts, and runs the mistake rules (`rules/`), each of which fires only on
 * patterns that are wrong wherever they appear. See docs/decisions/0039-writing-coach.md.
 */
export function analyseLetter(text: string, task: CoachTask): CoachReport {
  const letter = readLetter(text);
  const words = wordCount([text]);
  const points = findPoints(task.points, letter.sentences);
  return {
    words,
    points,
    form: checkForm(letter, task, words),
    coherence: coherence(letter),
    // The greeting and the closing formula are read too ("Sehr geehrte Herr", "Mit freundliche Grüße").
    mistakes: [
      ...(letter.greeting ? splitSentences(letter.greeting.text, letter.greeting.start) : []),
      ...letter.sentences,
      ...(letter.closing ? splitSentences(letter.closing.text, letter.closing.start) : []),
    ].flatMap((s) => findMistakes(s, task)),
    suggestedTaskGrade: taskGrade(points.filter((p) => p.found).length),
  };
}

/** The mistakes the rules find in one sentence (one finding per rule and place). */
export function findMistakes(sentence: Sentence, task: CoachTask): MistakeFinding[] {
  return RULES.flatMap((rule) =>
    rule.find(sentence, task).map((place) => ({
      rule: rule.id,
      place,
      message: rule.explain,
      teaches: rule.teaches,
    })),
  );
}
