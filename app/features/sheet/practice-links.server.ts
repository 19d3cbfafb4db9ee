import { findEntry } from '~/content/catalogue';
import { PART_TEXT } from '~/content/model-tests/part-text';
import {
  ORAL_TIMER_ANCHOR,
  ORAL_TIMER_SHEET,
  PRACTICE_TEST,
  practiceTools,
  type PracticeTool,
} from '~/content/practice-tools';
import { pick, type Lang } from '~/i18n/locales';
import { format, messages } from '~/i18n/messages';
import { href } from '~/site/paths';

/** A practice tool as the end of a sheet offers it, worded for one language. */
export interface PracticeLink {
  kind: PracticeTool['kind'];
  label: string;
  /** Where it leads; null for the writing trainer of this very sheet, which opens in place. */
  to: string | null;
}

/**
 * The practice tools at the end of a sheet (`practiceTools`), as links in one language.
 * `oralTimerHere`: the sheet has the oral timer's own card, so its link stays on the page.
 * Build-only, like the loader that calls it: the page data carries these few words, not the
 * catalogue and the model tests' texts.
 */
export function practiceLinks(
  route: string,
  lang: Lang,
  { oralTimerHere }: { oralTimerHere: boolean },
): PracticeLink[] {
  const entry = findEntry(route);
  if (!entry) return [];
  const text = messages(lang).practice;
  const test = { id: PRACTICE_TEST };
  return practiceTools(entry).map((tool): PracticeLink => {
    switch (tool.kind) {
      case 'writing-trainer':
        return { kind: tool.kind, label: text.writingTrainer, to: null };
      case 'written-exam':
        return {
          kind: tool.kind,
          label: format(text.writtenExam, test),
          to: href.mockRun(PRACTICE_TEST, lang),
        };
      case 'mock-part':
        return {
          kind: tool.kind,
          label: format(text.part, { ...test, part: pick(PART_TEXT[tool.part].name, lang) }),
          to: href.mockPart(PRACTICE_TEST, tool.part, lang),
        };
      case 'oral-timer':
        return {
          kind: tool.kind,
          label: text.oralTimer,
          to: `${href.sheet(oralTimerHere ? entry.route : ORAL_TIMER_SHEET, lang)}#${ORAL_TIMER_ANCHOR}`,
        };
      case 'oral-exam':
        return {
          kind: tool.kind,
          label: format(text.oralExam, test),
          to: href.mockOral(PRACTICE_TEST, lang),
        };
    }
  });
}
