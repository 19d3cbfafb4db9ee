import { useId, type ReactNode } from 'react';
import { RichText } from '~/components/ui/rich-text';
import type { WritingPractice } from '~/content/writing-practice';
import { langAttr, type Lang } from '~/i18n/locales';
import { format, messages } from '~/i18n/messages';
import { cn } from '~/lib/cn';
import { trainerMessages } from '~/i18n/writing-trainer-messages';

/**
 * A checkbox or radio button with its text beside it as its label (the text can be tapped too);
 * `selected` marks the row of a chosen grade.
 */
export function Choice({
  type,
  name,
  checked,
  selected = false,
  onChange,
  children,
}: {
  type: 'checkbox' | 'radio';
  name?: string;
  checked: boolean;
  selected?: boolean;
  onChange: (checked: boolean) => void;
  children: ReactNode;
}) {
  const id = useId();
  return (
    <div
      className={cn(
        'flex items-start gap-3 rounded-lg px-2 py-2 hover:bg-slate-50',
        selected && 'bg-blue-50 ring-1 ring-blue-200',
      )}
    >
      <input
        id={id}
        type={type}
        name={name}
        className="mt-0.5 size-6 shrink-0"
        checked={checked}
        onChange={(event) => onChange(event.target.checked)}
      />
      <label htmlFor={id} className="flex-1 cursor-pointer">
        {children}
      </label>
    </div>
  );
}

/**
 * The four guiding points as checkboxes: the reader ticks each point their e-mail handles. The
 * ticks decide the grade on Aufgabenbewältigung in the self-assessment. Without `glosses` (the
 * model test's timed run) the points are German only, as on the exam's sheet.
 */
export function PointsChecklist({
  lang,
  points,
  handled,
  onChange,
  glosses = true,
}: {
  lang: Lang;
  points: WritingPractice['task']['points'];
  handled: readonly number[];
  onChange: (handled: number[]) => void;
  glosses?: boolean;
}) {
  const text = messages(lang);
  const toggle = (n: number, on: boolean) =>
    onChange([1, 2, 3, 4].filter((p) => (p === n ? on : handled.includes(p))));
  return (
    <fieldset className="mt-4" data-testid="trainer-checklist">
      <legend className="font-semibold text-slate-900">{trainerMessages(lang).checklist}</legend>
      <ul className="mt-2 space-y-1">
        {points.map((point, i) => {
          const n = i + 1;
          return (
            <li key={n}>
              <Choice type="checkbox" checked={handled.includes(n)} onChange={(on) => toggle(n, on)}>
                <span className="sr-only">{format(text.writing.point, { n: String(n) })}</span>
                <span
                  aria-hidden="true"
                  className="mr-1 rounded-md bg-blue-100 px-1.5 py-0.5 text-xs font-bold text-blue-900"
                >
                  {format(text.writing.pointShort, { n: String(n) })}
                </span>{' '}
                <span className="font-medium text-slate-900" lang={langAttr('de', lang)}>
                  <RichText text={point.german} lang="de" />
                </span>
                {glosses && (
                  <span className="block text-sm text-slate-600" lang={langAttr('en', lang)}>
                    <RichText text={point.translation} lang="en" />
                  </span>
                )}
              </Choice>
            </li>
          );
        })}
      </ul>
    </fieldset>
  );
}
