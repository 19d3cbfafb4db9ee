import type { Lang } from '~/i18n/locales';
import { drillMessages } from '~/i18n/drill-messages';
import { cn } from '~/lib/cn';
import { saveDrillSettings, useDrillSettings } from './settings';

/** The language of the cue: the learner's choice, else the page's (issue 34, part 5). */
export function useCueLang(lang: Lang): Lang {
  return useDrillSettings().cue ?? lang;
}

/**
 * The cue in German (the situation and the phrase with a gap) or in English (the meaning): two
 * pressed-or-not buttons, the choice kept with the drill's settings for every later round.
 */
export function CueSwitch({ lang, onStored }: { lang: Lang; onStored: (stored: boolean) => void }) {
  const text = drillMessages(lang);
  const settings = useDrillSettings();
  const cue = settings.cue ?? lang;
  return (
    <div role="group" aria-label={text.cueChoice} className="flex items-center gap-2" data-testid="drill-cue">
      <span aria-hidden="true" className="text-sm font-semibold text-slate-700">
        {text.cueChoice}
      </span>
      {(['de', 'en'] as const).map((option) => (
        <button
          key={option}
          type="button"
          aria-pressed={cue === option}
          onClick={() => onStored(saveDrillSettings({ ...settings, cue: option }))}
          className={cn(
            'min-h-11 rounded-lg px-3 text-sm font-semibold ring-1 ring-blue-200',
            cue === option ? 'bg-blue-700 text-white' : 'bg-white text-blue-800 hover:bg-blue-50',
          )}
        >
          {option === 'de' ? text.cueDe : text.cueEn}
        </button>
      ))}
    </div>
  );
}
