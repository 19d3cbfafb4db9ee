import { useId } from 'react';
import { CATEGORIES, type Category } from '~/content/catalogue-types';
import type { Lang } from '~/i18n/locales';
import { messages } from '~/i18n/messages';
import { chipClass } from '~/components/ui/button';

interface StageChipsProps {
  lang: Lang;
  /** The stage results are narrowed to; null for all stages. */
  stage: Category | null;
  onChange: (stage: Category | null) => void;
}

/**
 * "Stage: All | Foundation | Written | Oral": one pressed at a time, narrows the results. On a
 * phone one row that scrolls sideways (edge to edge), so the results start right below it.
 */
export function StageChips({ lang, stage, onChange }: StageChipsProps) {
  const text = messages(lang);
  const labelId = useId();
  const chip = (value: Category | null, label: string) => (
    <button
      key={value ?? 'all'}
      type="button"
      aria-pressed={stage === value}
      onClick={() => onChange(value)}
      data-testid={`search-stage-${value ?? 'all'}`}
      className={chipClass(stage === value)}
    >
      {label}
    </button>
  );
  return (
    <div
      role="group"
      aria-labelledby={labelId}
      className="flex flex-wrap items-center gap-2 max-md:-mx-5 max-md:flex-nowrap max-md:-my-1 max-md:overflow-x-auto max-md:px-5 max-md:py-1.5"
    >
      <span id={labelId} className="shrink-0 text-sm font-semibold text-slate-700">
        {text.search.stages}
      </span>
      {chip(null, text.search.allStages)}
      {CATEGORIES.map((c) => chip(c, text.stage[c]))}
    </div>
  );
}
