import { findPart } from '~/content/model-tests/parts';
import type { PartView } from '~/content/model-tests/part-view';
import type { Lang } from '~/i18n/locales';
import { format } from '~/i18n/messages';
import type { ModelTestMessages } from '~/i18n/model-test-messages-en';
import { formatPoints } from '~/i18n/format';
import { AnswerSheet } from '../answer-sheet';
import { scorePart, type Answers } from '../scoring';

const noAnswer = () => {};

/**
 * Every item of a whole written exam checked as on the part pages (the same answer sheet in review:
 * her answer, the key, why hers is wrong and the key right, the deciding passage, where it is
 * taught), one part per fold so the page stays short. A listening block skipped is said, not shown
 * as all wrong.
 */
export function ExamReview({
  parts,
  answers,
  listeningSkipped,
  lang,
  text,
}: {
  parts: PartView[];
  answers: Answers;
  listeningSkipped: boolean;
  lang: Lang;
  text: ModelTestMessages;
}) {
  const r = text.run;
  return (
    <section aria-labelledby="run-review" data-testid="run-review">
      <h2 id="run-review" className="text-xl font-bold text-slate-900">
        {r.reviewTitle}
      </h2>
      <p className="mt-1 text-slate-700">{r.reviewIntro}</p>
      <div className="mt-3 space-y-3">
        {parts.map((part) => {
          const entry = findPart(part.slug)!;
          if (listeningSkipped && entry.subtest === 'listening')
            return (
              <p key={part.slug} className="rounded-xl border border-slate-200 p-4 text-slate-700">
                {format(r.reviewSkipped, { name: part.name })}
              </p>
            );
          const keys = Object.fromEntries(part.items.map((i) => [i.n, i.key]));
          const score = scorePart(entry, keys, answers);
          return (
            <details
              key={part.slug}
              className="group rounded-xl border border-slate-200"
              data-review-part={part.slug}
            >
              <summary className="flex min-h-11 cursor-pointer flex-wrap items-center gap-x-3 px-4 py-2">
                <span aria-hidden="true" className="text-slate-700 transition-transform group-open:rotate-90">
                  ▸
                </span>
                <span className="font-semibold text-slate-900">{part.name}</span>
                <span className="text-sm text-slate-700">
                  {format(text.result, {
                    right: String(score.right),
                    count: String(score.count),
                    points: formatPoints(score.points, lang),
                    max: formatPoints(score.max, lang),
                  })}
                </span>
              </summary>
              <div className="border-t border-slate-200 p-3">
                <AnswerSheet
                  part={part}
                  lang={lang}
                  text={text}
                  answers={answers}
                  modeOf={() => 'review'}
                  disabled
                  onAnswer={noAnswer}
                />
              </div>
            </details>
          );
        })}
      </div>
    </section>
  );
}
