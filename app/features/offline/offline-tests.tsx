import { CloudDownload } from 'lucide-react';
import { useEffect, useState } from 'react';
import { buttonClass } from '~/components/ui/button';
import { cn } from '~/lib/cn';
import type { Lang } from '~/i18n/locales';
import { format } from '~/i18n/messages';
import { modelTestMessages } from '~/i18n/model-test-messages';
import { href } from '~/site/paths';
import { siteVersion, useOfflineReady } from './offline-ready';

/** Where the learner's "store all" stands; the stored count itself is read from the cache. */
type Saving = 'idle' | 'saving' | 'done' | 'failed';

/**
 * `/mock-tests`, at the end: how many tests are stored on this device, and one button that stores
 * every test, as opening one of its pages does (`keepModelTests`). Shown once the site itself reads
 * offline (the service worker has stored it); before that, and without scripts, nothing is shown.
 */
export function OfflineTests({ lang, ids }: { lang: Lang; ids: readonly string[] }) {
  const text = modelTestMessages(lang).offline;
  const ready = useOfflineReady();
  const [stored, setStored] = useState<ReadonlySet<string> | null>(null);
  const [saving, setSaving] = useState<Saving>('idle');
  const roots = ids.map((id) => href.mockTest(id, lang));
  const total = roots.length;
  const key = roots.join(' ');

  useEffect(() => {
    const version = siteVersion();
    if (!ready || version === undefined || !('caches' in window)) return;
    let live = true;
    import('./opened-tests')
      .then(({ storedModelTests }) => storedModelTests(key.split(' '), version))
      .then((found) => {
        if (live) setStored(new Set(found));
      })
      .catch(() => undefined);
    return () => {
      live = false;
    };
  }, [ready, key]);

  if (!ready || stored === null) return null;

  const saveAll = () => {
    const version = siteVersion();
    if (version === undefined) return;
    setSaving('saving');
    import('./opened-tests')
      .then(({ keepModelTests }) =>
        keepModelTests(roots, version, undefined, (root) =>
          setStored((now) => new Set([...(now ?? []), root])),
        ),
      )
      .then((whole) => setSaving(whole ? 'done' : 'failed'))
      .catch(() => setSaving('failed'));
  };

  const count = roots.filter((root) => stored.has(root)).length;
  const values = { count: String(count), total: String(total) };
  const line =
    saving === 'saving'
      ? text.saving
      : saving === 'failed'
        ? text.failed
        : count === total
          ? text.done
          : text.stored;
  return (
    <section
      aria-labelledby="offline-tests-title"
      className="rounded-2xl border border-slate-200 bg-slate-50 p-5"
      data-testid="offline-tests"
      data-print="hide"
    >
      <h2 id="offline-tests-title" className="text-xl font-bold text-slate-900">
        {text.title}
      </h2>
      {count < total && <p className="mt-1 text-slate-700">{format(text.text, values)}</p>}
      <p className="mt-2 text-slate-800" role="status" data-testid="offline-tests-status">
        {format(line, values)}
      </p>
      {count < total && (
        <button
          type="button"
          className={cn(buttonClass.secondary, 'mt-3')}
          onClick={saveAll}
          disabled={saving === 'saving'}
        >
          <CloudDownload aria-hidden="true" className="size-4" />
          {text.save}
        </button>
      )}
    </section>
  );
}
