import type { ReactNode } from 'react';
import { cn } from '~/lib/cn';

/**
 * A short choice as a row of radio buttons that look like chips: the chosen one is blue. One
 * legend names the choice; `children` (a hint) follow the row inside the same fieldset. Used for
 * the oral exam's mode, role and person and the drill's new cards a day.
 */
export function RadioChips<V extends string | number>({
  legend,
  name,
  options,
  value,
  onChange,
  className,
  testId,
  chipClassName,
  children,
}: {
  legend: string;
  /** The radio group's name, unique on the page: the arrow keys move within the group. */
  name: string;
  options: readonly (readonly [V, ReactNode])[];
  value: V;
  onChange: (value: V) => void;
  className?: string;
  testId?: string;
  /** Extra classes for each chip (a background where the row sits on a coloured card). */
  chipClassName?: string;
  children?: ReactNode;
}) {
  return (
    <fieldset className={className} data-testid={testId}>
      <legend className="font-semibold text-slate-900">{legend}</legend>
      <div className="mt-2 flex flex-wrap gap-2">
        {options.map(([v, label]) => (
          <label
            key={String(v)}
            className={cn(
              'flex min-h-11 cursor-pointer items-center gap-2 rounded-lg px-3 ring-1 ring-slate-300 has-[:checked]:bg-blue-50 has-[:checked]:ring-blue-700',
              chipClassName,
            )}
          >
            <input
              type="radio"
              name={name}
              value={String(v)}
              checked={value === v}
              onChange={() => onChange(v)}
              className="size-5 accent-blue-700"
            />
            {label}
          </label>
        ))}
      </div>
      {children}
    </fieldset>
  );
}
