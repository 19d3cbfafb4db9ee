import { Fragment, useId, type ReactNode } from 'react';
import { RichText } from '~/components/ui/rich-text';
import { findEntry } from '~/content/catalogue';
import { taskGrade } from '~/content/writing-score';
import { langAttr, pick, type Lang } from '~/i18n/locales';
import { format, formatCount, messages } from '~/i18n/messages';
import { trainerMessages } from '~/i18n/writing-trainer-messages';
import { href } from '~/site/paths';
import { cn } from '~/lib/cn';
import { numberedNotes, reportMarks, segments, type MarkKind } from './letter-marks';
import type { CoachReport } from './report';

export interface CoachPanelProps {
  lang: Lang;
  /** The letter the report is about, as it was when the feedback was asked for. */
  text: string;
  report: CoachReport;
  /** The task's guiding points (German, with their translation). */
  points: readonly { german: string; translation: string }[];
  /** Whether the task asks her to ask something. */
  asksQuestion: boolean;
  /** The guiding points she ticked herself (1–4): her self-assessment. */
  handled: readonly number[];
}

/** Marks keep their colour on paper (browsers leave backgrounds out of print by default). */
const KEEP_COLOUR = '[print-color-adjust:exact] [-webkit-print-color-adjust:exact]';

const MARK_LOOK: Record<MarkKind, string> = {
  point: 'bg-blue-100 text-slate-900',
  form: 'bg-amber-200 text-slate-900',
  mistake: 'bg-red-100 text-slate-900 underline decoration-red-700 decoration-wavy decoration-2',
};

/** The label a note or a point's sentence carries in the letter and in the list. */
function Label({ children }: { children: ReactNode }) {
  return (
    <span
      className={cn(
        'mx-0.5 inline-block rounded bg-slate-800 px-1 align-text-top text-xs leading-tight font-bold text-white no-underline',
        KEEP_COLOUR,
      )}
    >
      {children}
    </span>
  );
}

/** A message with one part (`{key}`) given as an element, e.g. a German quote with its own `lang`. */
function withPart(template: string, key: string, part: ReactNode): ReactNode {
  const [before, after] = template.split(`{${key}}`);
  return (
    <>
      {before}
      {part}
      {after}
    </>
  );
}

/**
 * The writing coach's feedback on one letter: a read-only copy of the letter with the places
 * marked (`<mark>`, with the label of the note they belong to), then the four points, form and
 * register, coherence, the possible mistakes with a link to where the site teaches each, the
 * coach's suggestion for the task grade beside her own (hers stays the mark), and what the coach
 * cannot see. Headings and lists carry the structure for a screen reader; nothing here is live.
 */
export function CoachPanel({ lang, text, report, points, asksQuestion, handled }: CoachPanelProps) {
  const t = trainerMessages(lang).coach;
  const titleId = useId();
  // The points' labels are the checklist's (`LP 1` / `GP 1`): one name for a point across the trainer.
  const pointLabel = (n: number) => format(messages(lang).writing.pointShort, { n: String(n) });
  const notes = numberedNotes(report);
  const labelOf = new Map<object, string>(notes.map((n) => [n.finding, n.label]));
  const number = new Intl.NumberFormat(lang);
  const found = report.points.map((p) => p.found);
  const foundCount = found.filter(Boolean).length;
  const own = taskGrade(handled.length);
  const disagreements = [1, 2, 3, 4].flatMap((n) => {
    const ticked = handled.includes(n);
    if (ticked === found[n - 1]) return [];
    return [format(ticked ? t.tickedNotFound : t.foundNotTicked, { n: String(n) })];
  });
  const { coherence } = report;

  return (
    <section
      aria-labelledby={titleId}
      className="space-y-4 rounded-xl border border-slate-200 p-3"
      data-testid="coach-panel"
    >
      <div>
        <h3 id={titleId} className="text-lg font-bold text-slate-900">
          {t.title}
        </h3>
        <p className="mt-1 text-sm text-slate-700">{t.intro}</p>
      </div>

      <figure className="rounded-lg bg-slate-50 p-3" data-testid="coach-letter">
        <figcaption className="font-semibold text-slate-900">{t.letter}</figcaption>
        <p className="text-sm text-slate-700">{t.letterHint}</p>
        <div
          className="mt-2 leading-relaxed break-words whitespace-pre-wrap text-slate-900"
          lang={langAttr('de', lang)}
        >
          {segments(text, reportMarks(report, pointLabel)).map((s, i) => (
            <Fragment key={i}>
              {s.kind ? (
                <mark className={cn('rounded-sm', MARK_LOOK[s.kind], KEEP_COLOUR)} data-mark={s.kind}>
                  {s.text}
                </mark>
              ) : (
                s.text
              )}
              {s.labels.map((label) => (
                <Label key={label}>{label}</Label>
              ))}
            </Fragment>
          ))}
        </div>
      </figure>

      <div>
        <h4 className="font-semibold text-slate-900">{t.points}</h4>
        <ol className="mt-1 space-y-2" data-testid="coach-points">
          {points.map((point, i) => {
            const german = (
              <span lang={langAttr('de', lang)}>
                <RichText text={point.german} lang="de" />
              </span>
            );
            return (
              <li key={i} className="text-slate-900" data-found={found[i] ? 'true' : 'false'}>
                <Label>{pointLabel(i + 1)}</Label>{' '}
                {found[i] ? (
                  <>
                    <span className="font-semibold text-emerald-800">
                      {format(t.pointFound, { label: pointLabel(i + 1) })}
                    </span>{' '}
                    {german}
                  </>
                ) : (
                  <span className="font-semibold text-red-800">
                    {withPart(t.pointMissing, 'point', german)}
                  </span>
                )}
                <span className="block text-sm text-slate-700" lang={langAttr('en', lang)}>
                  <RichText text={point.translation} lang="en" />
                </span>
              </li>
            );
          })}
        </ol>
      </div>

      <div>
        <h4 className="font-semibold text-slate-900">{t.form}</h4>
        {report.form.length === 0 ? (
          <p className="mt-1 text-slate-700">{t.formNone}</p>
        ) : (
          <ul className="mt-1 list-disc space-y-1 pl-5" data-testid="coach-form">
            {report.form.map((finding) => {
              const label = labelOf.get(finding);
              return (
                <li key={finding.id} data-finding={finding.id}>
                  {label && <Label>{label}</Label>}{' '}
                  <RichText text={pick(finding.message, lang)} lang={lang} />
                </li>
              );
            })}
          </ul>
        )}
      </div>

      <div>
        <h4 className="font-semibold text-slate-900">{t.coherence}</h4>
        <ul className="mt-1 list-disc space-y-1 pl-5" data-testid="coach-coherence">
          <li>
            {coherence.connectors.length === 0
              ? t.noConnectors
              : withPart(
                  formatCount(lang, t.connectors, coherence.connectors.length),
                  'list',
                  <span lang={langAttr('de', lang)}>{coherence.connectors.join(', ')}</span>,
                )}
          </li>
          <li>
            {formatCount(lang, t.ichStarts, coherence.ichStarts, { sentences: coherence.sentences })}
            {coherence.sentences > 0 && coherence.ichStarts * 3 > coherence.sentences && ` ${t.ichTooMany}`}
          </li>
          {asksQuestion && <li>{coherence.hasQuestion ? t.question : t.noQuestion}</li>}
        </ul>
      </div>

      <div>
        <h4 className="font-semibold text-slate-900">{t.mistakes}</h4>
        <p className="mt-1 text-slate-900" data-testid="coach-mistake-count">
          {report.mistakes.length === 0
            ? t.noMistakes
            : formatCount(lang, t.mistakeCount, report.mistakes.length)}
        </p>
        {report.mistakes.length > 0 && (
          <ol className="mt-2 space-y-2" data-testid="coach-mistakes">
            {notes
              .filter((n) => n.kind === 'mistake')
              .map(({ finding, label }) => {
                const mistake = report.mistakes.find((m) => m === finding)!;
                const sheet = findEntry(mistake.teaches.sheet);
                return (
                  <li key={label} data-rule={mistake.rule}>
                    <Label>{label}</Label>{' '}
                    <q className="font-semibold" lang={langAttr('de', lang)}>
                      {text.slice(mistake.place.start, mistake.place.end)}
                    </q>
                    : <RichText text={pick(mistake.message, lang)} lang={lang} />
                    {sheet && (
                      <>
                        {' '}
                        <a
                          className="font-semibold text-blue-800 underline underline-offset-2"
                          href={`${href.sheet(sheet.route, lang)}#${mistake.teaches.section}`}
                        >
                          {format(t.learnMore, { sheet: pick(sheet.title, lang) })}
                        </a>
                      </>
                    )}
                  </li>
                );
              })}
          </ol>
        )}
      </div>

      <div className="rounded-lg bg-blue-50 p-3">
        <h4 className="font-semibold text-slate-900">{t.grade}</h4>
        <p className="mt-1 text-slate-900" data-testid="coach-suggested">
          {format(t.suggested, {
            grade: report.suggestedTaskGrade,
            count: number.format(foundCount),
          })}
        </p>
        <p className="text-slate-900">
          {format(t.yours, { grade: own, count: number.format(handled.length) })}
        </p>
        {disagreements.length === 0 ? (
          <p className="mt-1 text-sm text-slate-700">{t.same}</p>
        ) : (
          <ul
            className="mt-1 list-disc space-y-1 pl-5 text-sm text-slate-800"
            data-testid="coach-differences"
          >
            {disagreements.map((line) => (
              <li key={line}>{line}</li>
            ))}
          </ul>
        )}
      </div>

      <p className="text-sm text-slate-700" data-testid="coach-limits">
        {t.cannotSee}
      </p>
    </section>
  );
}
