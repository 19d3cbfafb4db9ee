import type { Lang } from '~/i18n/locales';
import { drillMessages } from '~/i18n/drill-messages';
import { NEW_PER_DAY_CHOICES, saveDrillSettings, useDrillSettings } from './settings';

/**
 * How many new cards a day: a row of choices (docs/decisions/0027), the radio look of the oral
 * exam's choices. Rendered in the prerendered page with the default, so nothing moves when the
 * stored choice arrives; hidden without scripts, where it could do nothing.
 */
export function NewCardsSetting({ lang, onStored }: { lang: Lang; onStored: (stored: boolean) => void }) {
  const text = drillMessages(lang);
  const settings = useDrillSettings();
  const { newPerDay } = settings;
  return (
    <fieldset className="js-only" data-testid="drill-new-per-day">
      <legend className="font-semibold text-slate-900">{text.newPerDay}</legend>
      <div className="mt-2 flex flex-wrap gap-2">
        {NEW_PER_DAY_CHOICES.map((n) => (
          <label
            key={n}
            className="flex min-h-11 cursor-pointer items-center gap-2 rounded-lg bg-white px-3 ring-1 ring-slate-300 has-[:checked]:bg-blue-50 has-[:checked]:ring-blue-700"
          >
            <input
              type="radio"
              name="new-per-day"
              value={n}
              checked={n === newPerDay}
              onChange={() => onStored(saveDrillSettings({ ...settings, newPerDay: n }))}
              className="size-5 accent-blue-700"
            />
            {new Intl.NumberFormat(lang).format(n)}
          </label>
        ))}
      </div>
      <p className="mt-2 text-sm text-slate-700">{text.newOrder}</p>
    </fieldset>
  );
}
