import { RichText } from '~/components/ui/rich-text';
import { MODEL_TEST_IDS } from '~/content/model-tests/parts';
import type { DialogueBlock, ExampleBlock } from '~/content/sheet-view';
import { langAttr, type Lang } from '~/i18n/locales';
import { messages } from '~/i18n/messages';
import { href } from '~/site/paths';
import { splitOptions } from './example-options';

/**
 * A worked example: the German task, then each question with its options one per line and the
 * solution (answer and reasoning) behind "Show solution", so the reader tries first. Printing opens
 * every `data-print="open"` disclosure (app.css): the solutions, not the translations. On phones the
 * questions lose their own frames so the text keeps the width of the box.
 */
export function Example({ block, lang }: { block: ExampleBlock; lang: Lang }) {
  const text = messages(lang).sheet;
  return (
    <figure
      className="rounded-xl border border-slate-200 bg-slate-50 p-3 sm:p-4"
      data-print={block.screenOnly ? 'hide' : undefined}
    >
      <figcaption className="font-semibold text-slate-900">
        <span data-say-all={block.german ? '' : undefined}>
          <RichText text={block.title} lang={lang} />
        </span>
      </figcaption>
      {block.german && (
        <blockquote
          className="mt-3 space-y-2 border-l-4 border-slate-300 bg-white px-3 py-2 text-slate-800"
          lang={langAttr('de', lang)}
        >
          {block.german.map((line, i) => (
            <LineWithOptions key={i} line={line} lang="de" say />
          ))}
        </blockquote>
      )}
      {block.translation && <TranslationDisclosure lines={block.translation} lang={lang} />}
      <ol className="mt-3 space-y-3">
        {block.steps.map((step, i) => {
          return (
            <li key={i} className={STEP}>
              <LineWithOptions line={step.prompt} lang={lang} className="font-medium text-slate-900" />
              <details className="mt-1" data-print="open" data-testid="example-solution">
                <summary className={SUMMARY}>{text.showSolution}</summary>
                <p className="text-slate-800">
                  <span className="font-semibold text-emerald-800">{text.answer}:</span>{' '}
                  <RichText text={step.answer} lang={lang} />
                </p>
                <p className="mt-1 text-sm text-slate-700">
                  <span className="font-semibold">{text.reasoning}:</span>{' '}
                  <RichText text={step.reasoning} lang={lang} />
                </p>
              </details>
            </li>
          );
        })}
      </ol>
      {block.practice && (
        <p className="mt-3" data-print="hide">
          {/* Sections are rendered at build time without a router (decision 0003): a plain link. */}
          <a
            href={href.mockPart(MODEL_TEST_IDS[0], block.practice, lang)}
            className="inline-flex min-h-11 items-center font-semibold text-blue-800 underline underline-offset-2"
          >
            {messages(lang).mockTests.practisePart}
          </a>
        </p>
      )}
    </figure>
  );
}

/**
 * The English translation of a German text, behind "Show translation" so the reader tries the German
 * first. Not printed: on paper the sheet keeps its room for what is learned.
 */
export function TranslationDisclosure({ lines, lang }: { lines: string[]; lang: Lang }) {
  return (
    <details className="mt-2 text-sm text-slate-700" data-print="hide">
      <summary className={SUMMARY}>{messages(lang).sheet.showTranslation}</summary>
      <div lang={langAttr('en', lang)} className="space-y-1">
        {lines.map((line, i) => (
          <p key={i}>
            <RichText text={line} lang="en" />
          </p>
        ))}
      </div>
    </details>
  );
}

/** A disclosure's summary: a 44 px target that keeps its marker. */
const SUMMARY = 'cursor-pointer py-2.5 text-sm font-semibold text-blue-800';

/** A question of a worked example: framed from `sm`, separated by a rule on phones. */
const STEP =
  'border-t border-slate-200 pt-3 first:border-t-0 first:pt-0 sm:rounded-lg sm:border-0 sm:bg-white sm:p-3 sm:ring-1 sm:ring-slate-200 sm:first:pt-3';

/** A German conversation with a translation under each line. */
export function Dialogue({ block, lang }: { block: DialogueBlock; lang: Lang }) {
  const text = messages(lang).sheet;
  return (
    <figure className="rounded-xl border border-slate-200 p-4">
      <figcaption className="mb-3 font-semibold text-slate-900">
        <span data-say-all="">
          <RichText text={block.title} lang={lang} />
        </span>
      </figcaption>
      <ol className="space-y-3">
        {block.lines.map((line, i) => (
          <li key={i} className="grid gap-0.5 sm:grid-cols-[7rem_1fr] sm:gap-3">
            <span className="text-sm font-bold text-slate-700">{line.speaker}</span>
            <div>
              <p className="text-slate-900" lang={langAttr('de', lang)}>
                <span data-say="" data-say-line={line.speaker}>
                  <RichText text={line.german} lang="de" />
                </span>
              </p>
              <p className="text-sm text-slate-600">
                <span className="sr-only">{text.translation}: </span>
                <span lang={langAttr('en', lang)}>
                  <RichText text={line.translation} lang="en" />
                </span>
              </p>
              {line.note && (
                <p className="mt-0.5 text-sm text-emerald-800">
                  <RichText text={line.note} lang={lang} />
                </p>
              )}
            </div>
          </li>
        ))}
      </ol>
    </figure>
  );
}

interface LineProps {
  line: string;
  lang: Lang;
  className?: string;
  /** A line of the German text: read aloud by "Listen to the whole text" (app/features/listen). */
  say?: boolean;
}

/** A line of a worked example; answer options written on it (`a) … · b) …`) are listed one per line. */
function LineWithOptions({ line, lang, className, say = false }: LineProps) {
  const { question, options } = splitOptions(line);
  const sayLine = say ? '' : undefined;
  return (
    <>
      <p className={className} data-say-line={sayLine}>
        <RichText text={question} lang={lang} />
      </p>
      {options.length > 0 && (
        <ul className="mt-1 space-y-0.5 text-slate-800" data-testid="example-options">
          {options.map((option, j) => (
            <li key={j} data-say-line={sayLine}>
              <RichText text={option} lang={lang} />
            </li>
          ))}
        </ul>
      )}
    </>
  );
}
