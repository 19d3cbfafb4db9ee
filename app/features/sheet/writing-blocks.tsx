import { Eye, EyeOff, PenLine } from 'lucide-react';
import { buttonClass } from '~/components/ui/button';
import { RichText } from '~/components/ui/rich-text';
import type { ModelAnswerBlock, WritingTaskBlock } from '~/content/sheet-view';
import { GRADE_POINTS, wordCount, writingScore } from '~/content/writing-score';
import { langAttr, type Lang } from '~/i18n/locales';
import { format, formatCount, messages } from '~/i18n/messages';
import { WRITING_TRAINER_ANCHOR } from '~/content/practice-tools';
import { TRAINER_TRIGGER } from '~/lib/writing-trainer-trigger';
import { TranslationDisclosure } from './learning-blocks';

/**
 * The writing task as the exam sets it: the situation and the e-mail received, then the four
 * guiding points, numbered so that the model answers below can refer to them. A task the writing
 * trainer practises (`task`: its number among them, from 0) ends with the button that opens the
 * trainer on it (it needs scripts).
 */
export function WritingTask({ block, lang, task }: { block: WritingTaskBlock; lang: Lang; task?: number }) {
  const text = messages(lang);
  return (
    // The first practised task is where links to the writing trainer lead (below the sheet's top bar).
    <figure
      id={task === 0 ? WRITING_TRAINER_ANCHOR : undefined}
      className="scroll-mt-16 rounded-xl border border-slate-200 bg-slate-50 p-3 sm:p-4"
      data-testid="writing-task"
    >
      <figcaption className="font-semibold text-slate-900">
        <span data-say-all="">
          <RichText text={block.title} lang={lang} />
        </span>
      </figcaption>
      <blockquote
        className="mt-3 space-y-2 border-l-4 border-slate-300 bg-white px-3 py-2 text-slate-800"
        lang={langAttr('de', lang)}
      >
        {block.text.map((line, i) => (
          <p key={i} data-say-line="">
            <RichText text={line.german} lang="de" />
          </p>
        ))}
      </blockquote>
      <TranslationDisclosure lines={block.text.map((l) => l.translation)} lang={lang} />
      <p className="mt-3 font-semibold text-slate-900">{text.writing.pointsHeading}</p>
      <ol className="mt-2 space-y-2" data-testid="guiding-points">
        {block.points.map((point, i) => (
          <li key={i} className="flex gap-3">
            <PointBadge n={i + 1} lang={lang} />
            <div>
              <p className="font-medium text-slate-900" lang={langAttr('de', lang)}>
                <span data-say="">
                  <RichText text={point.german} lang="de" />
                </span>
              </p>
              <p className="text-sm text-slate-600" lang={langAttr('en', lang)}>
                <RichText text={point.translation} lang="en" />
              </p>
            </div>
          </li>
        ))}
      </ol>
      {task !== undefined && (
        <p className="js-only mt-4" data-print="hide">
          <button
            type="button"
            className={buttonClass.primary}
            aria-haspopup="dialog"
            {...{ [TRAINER_TRIGGER]: String(task) }}
          >
            <PenLine aria-hidden="true" className="size-4" />
            {text.trainer.open}{' '}
            {/* Which task, for a screen reader's list of controls (a sheet has two). A dash, not a
                colon: browsers put a space before hidden text ("üben : Aufgabe"). */}
            <span className="sr-only">
              – <RichText text={block.title} lang={lang} />
            </span>
          </button>
        </p>
      )}
    </figure>
  );
}

/**
 * An answer to the task: the e-mail line by line, each line tagged with the guiding points it
 * handles, its word count, then the marking on the three criteria and the score out of 45, all
 * computed from the grades (never written by hand). The answer itself is closed until the reader
 * asks for it ("Show the answer"), so that they can write their own first; with or without
 * scripts, and open on paper.
 */
export function ModelAnswer({ block, lang }: { block: ModelAnswerBlock; lang: Lang }) {
  const text = messages(lang);
  const words = wordCount(block.lines.map((l) => l.german));
  const { sum, score } = writingScore(block.marking.map((m) => m.grade));
  // Only an answer without language mistakes is read aloud: a weaker version's errors are there to
  // be seen and corrected, not heard as a model.
  const spoken = block.marking.some((m) => m.criterion === 'accuracy' && m.grade === 'A');
  return (
    <figure className="rounded-xl border border-slate-200 p-3 sm:p-4" data-testid="model-answer">
      <figcaption className="flex flex-wrap items-baseline justify-between gap-x-3 font-semibold text-slate-900">
        <span data-say-all={spoken ? '' : undefined}>
          <RichText text={block.title} lang={lang} />
        </span>{' '}
        {/* The space keeps the two apart as text (copying, the search index); flex ignores it. */}
        <span className="text-sm font-normal text-slate-600" data-testid="word-count">
          {formatCount(lang, text.writing.words, words)}
        </span>
      </figcaption>
      <details className="group mt-2" data-print="open" data-testid="model-answer-details">
        <summary
          className={`${buttonClass.secondary} cursor-pointer list-none [&::-webkit-details-marker]:hidden`}
        >
          <Eye aria-hidden="true" className="size-4 group-open:hidden" />
          <EyeOff aria-hidden="true" className="hidden size-4 group-open:block" />
          <span className="group-open:hidden">{text.writing.showAnswer}</span>
          <span className="hidden group-open:inline">{text.writing.hideAnswer}</span>
          {/* Which answer, for a screen reader's list of controls (a sheet has two). */}
          <span className="sr-only">
            : <RichText text={block.title} lang={lang} />
          </span>
        </summary>
        <ol className="mt-3 space-y-2 rounded-lg bg-white" lang={langAttr('de', lang)}>
          {block.lines.map((line, i) => (
            <li key={i} className="grid grid-cols-[3.25rem_1fr] gap-2">
              <span className="flex flex-col items-start gap-1" lang={langAttr(lang, 'de')}>
                {line.points.map((n) => (
                  <PointBadge key={n} n={n} lang={lang} />
                ))}
              </span>
              <div>
                <p className="text-slate-900" data-say-line={spoken ? '' : undefined}>
                  <RichText text={line.german} lang="de" />
                </p>
                {line.note && (
                  <p className="mt-0.5 text-sm text-emerald-800" lang={langAttr(lang, 'de')}>
                    <RichText text={line.note} lang={lang} />
                  </p>
                )}
              </div>
            </li>
          ))}
        </ol>
        <TranslationDisclosure lines={block.lines.map((l) => l.translation)} lang={lang} />
        <div className="mt-3">
          <p className="text-sm font-semibold text-slate-900">{text.writing.marking}</p>
          <ul
            className="mt-1 divide-y divide-slate-200 rounded-lg border border-slate-200"
            data-testid="marking"
          >
            {block.marking.map((m) => (
              <li key={m.criterion} className="px-3 py-2">
                <p className="flex flex-wrap justify-between gap-x-3">
                  <span className="font-semibold text-slate-900">{text.writing.criteria[m.criterion]}</span>{' '}
                  <span className="text-slate-800">
                    {text.writing.grade} <strong>{m.grade}</strong> ·{' '}
                    {formatCount(lang, text.writing.points, GRADE_POINTS[m.grade])}
                  </span>
                </p>
                <p className="mt-0.5 text-sm text-slate-700">
                  <RichText text={m.reason} lang={lang} />
                </p>
              </li>
            ))}
          </ul>
          <p className="mt-2 font-semibold text-slate-900" data-testid="writing-score">
            {format(text.writing.total, { sum: String(sum), score: String(score) })}
          </p>
        </div>
      </details>
    </figure>
  );
}

/** `LP 1` / `GP 1`: which guiding point a line handles; the full name for screen readers. */
function PointBadge({ n, lang }: { n: number; lang: Lang }) {
  const text = messages(lang).writing;
  return (
    <span className="inline-flex shrink-0 rounded-md bg-blue-100 px-1.5 py-0.5 text-xs font-bold whitespace-nowrap text-blue-900">
      <span aria-hidden="true">{format(text.pointShort, { n: String(n) })}</span>
      <span className="sr-only">{format(text.point, { n: String(n) })}</span>
    </span>
  );
}
