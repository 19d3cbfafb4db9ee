import { RichText } from '~/components/ui/rich-text';
import type { DialogueBlock, ExampleBlock } from '~/content/sheet-view';
import { langAttr, type Lang } from '~/i18n/locales';
import { messages } from '~/i18n/messages';

/** A worked example: the German task, then each question with answer and reasoning. */
export function Example({ block, lang }: { block: ExampleBlock; lang: Lang }) {
  const text = messages(lang).sheet;
  return (
    <figure className="rounded-xl border border-slate-200 bg-slate-50 p-4">
      <figcaption className="font-semibold text-slate-900">{block.title}</figcaption>
      {block.german && (
        <blockquote
          className="mt-3 space-y-2 border-l-4 border-blue-300 bg-white p-3 text-slate-800"
          lang={langAttr('de', lang)}
        >
          {block.german.map((line, i) => (
            <p key={i}>
              <RichText text={line} lang="de" />
            </p>
          ))}
        </blockquote>
      )}
      {block.translation && (
        <details className="mt-2 text-sm text-slate-700">
          <summary className="cursor-pointer py-2 font-semibold text-blue-800">
            {text.showTranslation}
          </summary>
          <div lang={langAttr('en', lang)} className="space-y-1">
            {block.translation.map((line, i) => (
              <p key={i}>
                <RichText text={line} lang="en" />
              </p>
            ))}
          </div>
        </details>
      )}
      <ol className="mt-3 space-y-3">
        {block.steps.map((step, i) => (
          <li key={i} className="rounded-lg bg-white p-3 ring-1 ring-slate-200">
            <p className="font-medium text-slate-900">
              <RichText text={step.prompt} lang={lang} />
            </p>
            <p className="mt-1 text-slate-800">
              <span className="font-semibold text-emerald-800">{text.answer}:</span>{' '}
              <RichText text={step.answer} lang={lang} />
            </p>
            <p className="mt-1 text-sm text-slate-700">
              <span className="font-semibold">{text.reasoning}:</span>{' '}
              <RichText text={step.reasoning} lang={lang} />
            </p>
          </li>
        ))}
      </ol>
    </figure>
  );
}

/** A German conversation with a translation under each line. */
export function Dialogue({ block, lang }: { block: DialogueBlock; lang: Lang }) {
  const text = messages(lang).sheet;
  return (
    <figure className="rounded-xl border border-slate-200 p-4">
      <figcaption className="mb-3 font-semibold text-slate-900">{block.title}</figcaption>
      <ol className="space-y-3">
        {block.lines.map((line, i) => (
          <li key={i} className="grid gap-0.5 sm:grid-cols-[7rem_1fr] sm:gap-3">
            <span className="text-sm font-bold text-slate-700">{line.speaker}</span>
            <div>
              <p className="text-slate-900" lang={langAttr('de', lang)}>
                <RichText text={line.german} lang="de" />
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
