import { Eye } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { buttonClass } from '~/components/ui/button';
import { RichText } from '~/components/ui/rich-text';
import type { WritingPractice } from '~/content/writing-practice';
import { wordCount, writingScore } from '~/content/writing-score';
import { langAttr, type Lang } from '~/i18n/locales';
import { format, formatCount, messages } from '~/i18n/messages';
import { trainerMessages } from '~/i18n/writing-trainer-messages';

const PANEL = 'min-w-0 rounded-xl border border-slate-200 p-3';

/**
 * The reader's e-mail beside the sheet's model answer (one above the other on phones). With no
 * text of their own yet, the model answer waits behind a button: they write first, or choose to
 * see it anyway. A task the sheet gives no model answer for says so in its place.
 */
export function TrainerCompare({
  lang,
  practice,
  text,
}: {
  lang: Lang;
  practice: WritingPractice;
  text: string;
}) {
  const m = messages(lang);
  const t = trainerMessages(lang);
  const model = practice.model;
  const [asked, setAsked] = useState(false);
  const written = text.trim() !== '';
  // The button goes when pressed: focus moves on to the answer it showed.
  const answer = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (asked) answer.current?.focus();
  }, [asked]);
  return (
    <section aria-labelledby="trainer-compare-title">
      <h3 id="trainer-compare-title" className="text-lg font-bold text-slate-900">
        {model ? t.compare : t.compareOwn}
      </h3>
      <div className="mt-3 grid gap-4 md:grid-cols-2">
        <figure className={PANEL} data-testid="trainer-own-text">
          <figcaption className="flex flex-wrap justify-between gap-x-3 font-semibold text-slate-900">
            <span>{t.yourText}</span>
            <span className="font-normal text-slate-700">
              {formatCount(lang, m.writing.words, wordCount([text]))}
            </span>
          </figcaption>
          {text.trim() ? (
            // Line by line as typed; an empty line keeps its height.
            <div className="mt-2 break-words text-slate-900" lang={langAttr('de', lang)}>
              {text.split('\n').map((line, i) => (
                <p key={i}>{line || '\u00a0'}</p>
              ))}
            </div>
          ) : (
            <p className="mt-2 text-slate-700">{t.empty}</p>
          )}
        </figure>
        {model ? (
          <figure className={PANEL} data-testid="trainer-model">
            <figcaption className="flex flex-wrap justify-between gap-x-3 font-semibold text-slate-900">
              <span>
                <RichText text={model.title} lang={lang} />
              </span>
              <span className="font-normal text-slate-700">
                {formatCount(lang, m.writing.words, wordCount(model.lines))} ·{' '}
                {format(t.modelScore, { score: String(writingScore(model.grades).score) })}
              </span>
            </figcaption>
            {written || asked ? (
              <div
                ref={answer}
                tabIndex={-1}
                className="mt-2 space-y-2 text-slate-900 outline-none"
                lang={langAttr('de', lang)}
              >
                {model.lines.map((line, i) => (
                  <p key={i}>
                    <RichText text={line} lang="de" />
                  </p>
                ))}
              </div>
            ) : (
              <div className="mt-2 space-y-3">
                <p className="text-slate-700">{t.modelHidden}</p>
                <button type="button" className={buttonClass.secondary} onClick={() => setAsked(true)}>
                  <Eye aria-hidden="true" className="size-4" />
                  {t.showModel}
                </button>
              </div>
            )}
          </figure>
        ) : (
          <p className={`${PANEL} text-slate-700`} data-testid="trainer-no-model">
            {t.noModel}
          </p>
        )}
      </div>
    </section>
  );
}
