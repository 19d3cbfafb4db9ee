import type { SheetRoute } from '~/content/catalogue-data';
import { ORAL_TIMER_SHEET } from '~/content/practice-tools';
import { projectSheet } from '~/content/project-sheet';
import type { Sheet } from '~/content/sheet-schema';
import type { TimelineBlock } from '~/content/sheet-view';
import { SHEETS } from '~/content/sheets/index.server';
import type { Lang } from '~/i18n/locales';
import type { OralTimerPlan, TimerPhase, TimerStage } from '../../lib/oral-timer-model';

/** The sheet whose two marked timelines (preparation, conversation) the timer runs through. */
export const TIMER_SOURCE: SheetRoute = ORAL_TIMER_SHEET;

/**
 * The sheets that offer the timer: the strategy sheet and the three speaking parts. Each runs the
 * whole oral exam as the strategy sheet plans it, because that is the only 20-minute preparation
 * plan; the speaking sheets have no preparation timeline of their own.
 */
export const TIMER_ROUTES: readonly SheetRoute[] = [
  TIMER_SOURCE,
  'speaking-part-1-who-system',
  'speaking-part-2-pave-system',
  'speaking-part-3-listen-system',
];

/** The timeline marked for a stage, in one language (model and view blocks pair by position). */
function timelineFor(sheet: Sheet, lang: Lang, stage: TimerStage): TimelineBlock {
  const view = projectSheet(sheet, lang);
  const found = sheet.sections.flatMap((section, i) =>
    section.blocks.flatMap((block, j) =>
      block.type === 'timeline' && block.timer === stage ? [view.sections[i]!.blocks[j]!] : [],
    ),
  );
  const [timeline] = found;
  // A build with no plan, or two, would show readers a timer that disagrees with the sheet.
  if (found.length !== 1 || timeline?.type !== 'timeline')
    throw new Error(`${TIMER_SOURCE} needs exactly one timeline marked timer: '${stage}'`);
  return timeline;
}

/**
 * The timer's phases for a sheet page, or undefined on sheets without the timer. Build-only: the
 * route loader puts these few lines into the page data, so no sheet text reaches the bundle.
 */
export function oralTimerPlan(
  route: string,
  lang: Lang,
  sheets: Readonly<Record<string, Sheet>> = SHEETS,
): OralTimerPlan | undefined {
  const source = sheets[TIMER_SOURCE];
  if (!source || !(TIMER_ROUTES as readonly string[]).includes(route)) return undefined;
  const phases: TimerPhase[] = [];
  for (const stage of ['preparation', 'conversation'] as const) {
    const { segments } = timelineFor(source, lang, stage);
    // Each stage's timeline starts at its own zero; the run puts them back to back.
    const offset = (phases.at(-1)?.to ?? 0) - Math.min(...segments.map((s) => s.from));
    for (const s of segments)
      phases.push({ stage, title: s.phase, activity: s.activity, from: s.from + offset, to: s.to + offset });
  }
  return { phases };
}
