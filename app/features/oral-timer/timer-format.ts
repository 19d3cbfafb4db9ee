import type { Lang } from '~/i18n/locales';
import { format, formatCount } from '~/i18n/messages';
import { oralTimerMessages } from '~/i18n/oral-timer-messages';
import { formatMinutes } from '~/i18n/format';
import type { OralTimerPlan } from '../../lib/oral-timer-model';

/** The same span as an ISO 8601 duration, for `<time dateTime>`. */
export function isoDuration(ms: number): string {
  const seconds = Math.ceil(ms / 1000);
  return `PT${Math.floor(seconds / 60)}M${seconds % 60}S`;
}

/** Where a phase stands in its stage: `Vorbereitung · Phase 2 von 4`. */
export function stageText(plan: OralTimerPlan, index: number, lang: Lang): string {
  const text = oralTimerMessages(lang);
  const phase = plan.phases[index];
  if (!phase) return '';
  const ofStage = plan.phases.filter((p) => p.stage === phase.stage);
  const step = ofStage.indexOf(phase) + 1;
  // "Phase 1 von 4" stays on one line (a narrow panel broke it before "4").
  const stepText = formatCount(lang, { other: text.step }, ofStage.length, { step }).replace(/ /g, '\u00a0');
  return `${text.stage[phase.stage]} · ${stepText}`;
}

/** What the live region says when a phase begins: `Jetzt: Teil 3 vorbereiten (Vorbereitung, 7 Minuten).` */
export function phaseAnnouncement(plan: OralTimerPlan, index: number, lang: Lang): string {
  const text = oralTimerMessages(lang);
  const phase = plan.phases[index];
  if (!phase) return text.finished;
  return format(text.announce, {
    phase: phase.title,
    stage: text.stage[phase.stage],
    minutes: formatMinutes(phase.to - phase.from, lang, 'long'),
  });
}
