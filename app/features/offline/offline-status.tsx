import { CircleCheck } from 'lucide-react';
import type { Lang } from '~/i18n/locales';
import { messages } from '~/i18n/messages';
import { useOfflineReady } from './offline-ready';

/**
 * A small lasting line, "Ready offline", once the service worker has stored the site. Its line is
 * kept empty until then (and in the prerendered HTML), so nothing moves when the words appear.
 */
export function OfflineStatus({ lang }: { lang: Lang }) {
  const ready = useOfflineReady();
  return (
    <p className="flex min-h-5 items-center gap-1.5 text-sm text-slate-600" data-testid="offline-status">
      {ready && (
        <>
          <CircleCheck aria-hidden="true" className="size-4 text-emerald-700" />
          {messages(lang).offline.readyLine}
        </>
      )}
    </p>
  );
}
