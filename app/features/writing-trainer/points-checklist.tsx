import { RichText } from '~/components/ui/rich-text';
import type { WritingPractice } from '~/content/writing-practice';
import { langAttr, type Lang } from '~/i18n/locales';
import { format, messages } from '~/i18n/messages';

/** A choice (checkbox or radio button) and its text, in two columns: the whole row can be tapped. */
export const CHOICE =
  'grid cursor-pointer grid-cols-[auto_minmax(0,1fr)] items-start gap-x-3 rounded-lg px-2 py-2 hover:bg-slate-50';
/** The box of a choice: large enough to hit (24 px). */
export const BOX = 'row-span-2 mt-0.5 size-6 accent-blue-700';

/**
 * The four guiding points as checkboxes: the reader ticks each point their e-mail handles. The
 * ticks decide the grade on Aufgabenbewältigung in the self-assessment.
 */
export function PointsChecklist({
  lang,
  points,
  handled,
  onChange,
}: {
  lang: Lang;
  points: WritingPractice['task']['points'];
  handled: readonly number[];
  onChange: (handled: number[]) => void;
}) {
  const text = messages(lang);
  const toggle = (n: number, on: boolean) =>
    onChange([1, 2, 3, 4].filter((p) => (p === n ? on : handled.includes(p))));
  return (
    <fieldset className="mt-4" data-testid="trainer-checklist">
      <legend className="font-semibold text-slate-900">{text.trainer.checklist}</legend>
      <ul className="mt-2 space-y-1">
        {points.map((point, i) => {
          const n = i + 1;
          return (
            <li key={n}>
              <label className={CHOICE}>
                <input
                  type="checkbox"
                  className={BOX}
                  checked={handled.includes(n)}
                  onChange={(event) => toggle(n, event.target.checked)}
                />
                <span className="sr-only">{format(text.writing.point, { n: String(n) })}</span>
                <span className="col-start-2">
                  <span
                    aria-hidden="true"
                    className="mr-2 rounded-md bg-blue-100 px-1.5 py-0.5 text-xs font-bold text-blue-900"
                  >
                    {format(text.writing.pointShort, { n: String(n) })}
                  </span>
                  <span className="font-medium text-slate-900" lang={langAttr('de', lang)}>
                    <RichText text={point.german} lang="de" />
                  </span>
                </span>
                <span className="col-start-2 text-sm text-slate-600" lang={langAttr('en', lang)}>
                  <RichText text={point.translation} lang="en" />
                </span>
              </label>
            </li>
          );
        })}
      </ul>
    </fieldset>
  );
}
