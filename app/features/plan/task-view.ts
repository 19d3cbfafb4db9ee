import { soloRehearsalHref } from '~/site/solo-rehearsal-link';
import { findEntry } from '~/content/catalogue';
import { findPart } from '~/content/model-tests/parts';
import { WRITING_TRAINER_ANCHOR } from '~/content/practice-tools';
import { pick, type Lang } from '~/i18n/locales';
import { format, messages } from '~/i18n/messages';
import { planMessages } from '~/i18n/plan-messages';
import { addDays, type Day } from '~/lib/day';
import { formatMinutes } from '~/i18n/format';
import { href, STAGE_ANCHOR } from '~/site/paths';
import type { PlanTask } from './plan-tasks';

/** What a task says and where it is done. */
export interface TaskView {
  label: string;
  to: string;
  hint?: string;
}

/** A task as the plan shows it: its words, its link and a hint where one helps. */
export function taskView(task: PlanTask, lang: Lang): TaskView {
  const text = planMessages(lang).tasks;
  const shared = messages(lang);
  switch (task.kind) {
    case 'sheet': {
      const entry = findEntry(task.route);
      const title = entry ? pick(entry.title, lang) : task.route;
      const last = task.session === task.sessions;
      return {
        label:
          task.sessions > 1
            ? format(text.sheetPart, { title, n: String(task.session), of: String(task.sessions) })
            : format(text.sheet, { title }),
        to: href.sheet(task.route, lang),
        ...(last ? { hint: text.sheetHint } : {}),
      };
    }
    case 'drill':
      return { label: format(text.drill, { drill: shared.drill.title }), to: href.drill(lang) };
    case 'part': {
      const part = findPart(task.part);
      const n = task.part.split('-').pop() ?? '';
      const name = part ? format(planMessages(lang).parts[part.subtest], { n }) : task.part;
      return {
        label: format(text.part, { test: task.test, part: name }),
        to: href.mockPart(task.test, task.part, lang),
      };
    }
    case 'run':
      return {
        label: format(text.run, { test: task.test }),
        to: href.mockRun(task.test, lang),
        hint: text.runHint,
      };
    case 'oral':
      return {
        label: format(task.alone ? text.oralAlone : text.oral, { test: task.test }),
        // Alone: the oral page opens with "Ich übe allein" chosen (the voiced solo rehearsal).
        to: task.alone ? soloRehearsalHref(task.test, lang) : href.mockOral(task.test, lang),
        hint: task.alone ? text.oralAloneHint : text.oralHint,
      };
    case 'writing': {
      const entry = findEntry(task.route);
      return {
        label: format(text.writing, { title: entry ? pick(entry.title, lang) : task.route }),
        to: `${href.sheet(task.route, lang)}#${WRITING_TRAINER_ANCHOR}`,
        hint: text.writingHint,
      };
    }
    case 'short': {
      const entry = findEntry(task.route);
      return {
        label: format(text.short, {
          title: entry ? pick(entry.title, lang) : task.route,
          glance: shared.sheet.summaryTitle,
        }),
        to: href.sheet(task.route, lang),
        hint: text.shortHint,
      };
    }
    case 'summary':
      return {
        label: format(text.summary, { stage: shared.stage[task.stage] }),
        to: href.overview(lang, STAGE_ANCHOR[task.stage]),
        hint: format(text.summaryHint, { glance: shared.sheet.summaryTitle }),
      };
  }
}

/** A span of time as the plan names it: "2½ Stunden", else in minutes. */
export function durationText(minutes: number, lang: Lang): string {
  return planMessages(lang).durations[minutes] ?? formatMinutes(minutes, lang, 'long');
}

/** A Monday: the weekdays' names are formatted from the week it starts. */
const MONDAY: Day = '2024-01-01';

/** The name of a weekday (0 Monday … 6 Sunday). */
export function weekdayName(weekday: number, lang: Lang): string {
  return formatDay(addDays(MONDAY, weekday), lang, 'weekday');
}

const utc = (day: Day) => {
  const [y, m, d] = day.split('-').map(Number) as [number, number, number];
  return new Date(Date.UTC(y, m - 1, d));
};

const FORMATS = {
  /** Montag, 2. März / Monday, 2 March */
  long: { weekday: 'long', day: 'numeric', month: 'long' },
  /** 2. März / 2 March */
  short: { day: 'numeric', month: 'long' },
  /** Montag / Monday */
  weekday: { weekday: 'long' },
  /** 2. März 2026 / 2 March 2026 */
  full: { day: 'numeric', month: 'long', year: 'numeric' },
} satisfies Record<string, Intl.DateTimeFormatOptions>;

const formatters = new Map<string, Intl.DateTimeFormat>();

/** A calendar day in the page's language (a day has no time zone: formatted as UTC). */
export function formatDay(day: Day, lang: Lang, style: keyof typeof FORMATS): string {
  const key = `${lang}:${style}`;
  let formatter = formatters.get(key);
  if (!formatter) {
    // English in the British order (2 March), as the site writes it.
    formatter = new Intl.DateTimeFormat(lang === 'en' ? 'en-GB' : lang, {
      ...FORMATS[style],
      timeZone: 'UTC',
    });
    formatters.set(key, formatter);
  }
  return formatter.format(utc(day));
}
