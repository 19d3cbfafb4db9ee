import { Link } from 'react-router';
import type { TestSummary } from '~/site/model-test-pages.server';
import type { PartSlug } from '~/content/model-tests/parts';
import type { Lang } from '~/i18n/locales';
import { format, formatCount } from '~/i18n/messages';
import type { ModelTestMessages } from '~/i18n/model-test-messages-en';
import { partId } from '~/stores/model-test-store';
import { href } from '~/site/paths';
import { formatPoints } from '~/i18n/format';
import { testResults } from './attempts';
import { latestOfTest } from '~/content/model-tests/results';
import { useModelTestRecords } from '~/stores/model-test-store';

/** A test's parts as links, each with its items, points and the learner's state of it. */
export function PartLinks({ test, lang, text }: { test: TestSummary; lang: Lang; text: ModelTestMessages }) {
  const records = useModelTestRecords();
  const latest = latestOfTest(testResults(records, test.id, test.keys), test.id);
  return (
    <ul className="mt-3 divide-y divide-slate-200">
      {test.parts.map((part) => {
        const last = latest.get(part.slug);
        const record = records.parts[partId(test.id, part.slug)];
        const state = last
          ? format(last.source === 'exam' ? text.lastResultExam : text.lastResult, {
              points: formatPoints(last.points, lang),
              max: formatPoints(last.max, lang),
            })
          : record && Object.keys(record.answers).length > 0
            ? text.started
            : text.notDone;
        return (
          <li key={part.slug} className="flex flex-wrap items-baseline justify-between gap-x-4 py-2">
            <Link
              to={href.mockPart(test.id, part.slug as PartSlug, lang)}
              className="flex min-h-11 items-center font-semibold text-blue-800 underline underline-offset-2"
            >
              {part.name}
            </Link>
            <span className="text-sm text-slate-700">
              {format(text.items, { first: String(part.first), last: String(part.first + part.count - 1) })} ·{' '}
              {formatCount(lang, text.points, part.max)} ·{' '}
              <span data-testid={`state-${part.slug}`}>{state}</span>
            </span>
          </li>
        );
      })}
    </ul>
  );
}
