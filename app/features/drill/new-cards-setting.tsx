import { RadioChips } from '~/components/ui/radio-chips';
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
    <RadioChips
      legend={text.newPerDay}
      name="new-per-day"
      options={NEW_PER_DAY_CHOICES.map((n) => [n, new Intl.NumberFormat(lang).format(n)] as const)}
      value={newPerDay}
      onChange={(n) => onStored(saveDrillSettings({ ...settings, newPerDay: n }))}
      className="js-only"
      testId="drill-new-per-day"
      chipClassName="bg-white"
    >
      <p className="mt-2 text-sm text-slate-700">{text.newOrder}</p>
    </RadioChips>
  );
}
