import { Monitor, Moon, Sun } from 'lucide-react';
import { useEffect } from 'react';
import { useToast } from '~/components/ui/toast';
import type { Lang } from '~/i18n/locales';
import { messages } from '~/i18n/messages';
import { applyStoredTheme, chooseTheme, THEMES, useTheme } from '~/lib/theme';

const ICONS = { system: Monitor, light: Sun, dark: Moon } as const;

/**
 * Light, dark or the device's setting, as three radio buttons. The choice applies at once and is
 * remembered in this browser; when storage fails it still applies until the page is closed, and a
 * toast says so.
 */
export function ThemeSwitch({ lang }: { lang: Lang }) {
  const text = messages(lang);
  const theme = useTheme();
  const toast = useToast();
  // After a client-side navigation React inserts the inline script inert: read the choice here.
  useEffect(applyStoredTheme, []);
  return (
    <fieldset className="js-only">
      <legend className="px-2 text-xs font-bold tracking-wide text-slate-600 uppercase">
        {text.theme.label}
      </legend>
      <div className="mt-1 grid grid-cols-3 gap-1 rounded-xl bg-slate-100 p-1">
        {THEMES.map((value) => {
          const Icon = ICONS[value];
          return (
            <label key={value} className="relative">
              <input
                type="radio"
                name="theme"
                value={value}
                checked={theme === value}
                onChange={() => {
                  if (!chooseTheme(value)) toast(text.language.toastStorage);
                }}
                className="peer sr-only"
              />
              <span className="flex min-h-11 cursor-pointer items-center justify-center gap-1.5 rounded-lg px-2 text-sm font-semibold text-slate-700 peer-checked:bg-blue-700 peer-checked:text-white peer-focus-visible:outline-3 peer-focus-visible:outline-offset-2 peer-focus-visible:outline-blue-600">
                <Icon aria-hidden="true" className="size-4" />
                {text.theme[value]}
              </span>
            </label>
          );
        })}
      </div>
    </fieldset>
  );
}
