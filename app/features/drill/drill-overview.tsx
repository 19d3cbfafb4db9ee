import { Link } from 'react-router';
import { buttonClass } from '~/components/ui/button';
import { findEntry } from '~/content/catalogue';
import type { DrillCounts } from '~/content/drill-deck';
import { pick, type Lang } from '~/i18n/locales';
import { drillMessages } from '~/i18n/drill-messages';
import { format, formatCount } from '~/i18n/messages';
import { formatPageNumber } from '~/i18n/format';
import { href } from '~/site/paths';
import type { DeckState } from './use-deck';
import type { Day } from '~/lib/day';
import { NewCardsSetting } from './new-cards-setting';
import { dueBySheet, type Progress } from './schedule';
import type { SheetCard } from './new-cards';

/** Starts the drill of every due card (`?sheet=all`). */
export const ALL_SHEETS = 'all';

interface DrillOverviewProps {
  lang: Lang;
  counts: DrillCounts;
  /** How many cards the deck has (a phrase on several sheets once). */
  total: number;
  deck: DeckState;
  /** Every card once with the sheet it counts under, when the deck is loaded. */
  allCards: readonly SheetCard[] | undefined;
  progress: Progress;
  today: Day;
  /** How many new cards may still come today. */
  newLeft: number;
  onRetry: () => void;
  onStored: (stored: boolean) => void;
}

/**
 * Every sheet with its number of cards and, once the cards are loaded, how many are due today
 * (cards in a box whose day has come, and new cards within today's limit); how many new cards a
 * day; a drill starts from here for one sheet or for all due cards. Starting is a link
 * (`?sheet=`), so the browser's back button returns to this list.
 */
export function DrillOverview(props: DrillOverviewProps) {
  const { lang, counts, total, deck, allCards, progress, today, newLeft, onRetry, onStored } = props;
  const text = drillMessages(lang);
  const cards = deck.status === 'ready' ? deck.deck.sheets : undefined;
  // The sheets' due cards add up to the total: each card once, under the sheet it comes from.
  const bySheet = allCards ? dueBySheet(allCards, progress, today, newLeft) : new Map<string, number>();
  const due = (route: string) => bySheet.get(route) ?? 0;
  const totalDue = [...bySheet.values()].reduce((sum, n) => sum + n, 0);
  return (
    <section aria-labelledby="drill-sheets-title" className="space-y-4">
      <div className="space-y-3 rounded-2xl bg-blue-50 p-4">
        {/* Two lines held on a phone: the line with today's due cards, once they are counted, takes two. */}
        <p className="font-semibold text-slate-900 max-sm:min-h-12" data-testid="drill-total">
          {cards
            ? formatCount(lang, text.total, total, { due: totalDue })
            : formatCount(lang, text.cards, total)}
        </p>
        {/* Where the loading note, then the start of every due card, go: as tall as the button from
            the first paint, so nothing moves when the cards come. */}
        <div className="js-only flex min-h-11 items-center">
          {deck.status === 'loading' && <p className="text-slate-700">{text.loading}</p>}
          {cards && totalDue > 0 && (
            <Link to={href.drill(lang, ALL_SHEETS)} className={buttonClass.primary}>
              {text.practiseAll}
            </Link>
          )}
        </div>
      </div>
      <NewCardsSetting lang={lang} onStored={onStored} />
      {deck.status === 'failed' && (
        <div
          role="alert"
          className="flex flex-wrap items-center gap-3 rounded-xl bg-rose-50 p-4 text-rose-900"
        >
          <p>{text.loadFailed}</p>
          <button type="button" className={buttonClass.secondary} onClick={onRetry}>
            {text.retry}
          </button>
        </div>
      )}
      <h2 id="drill-sheets-title" className="pt-2 text-xl font-bold text-slate-900">
        {text.sheets}
      </h2>
      <ul className="divide-y divide-slate-200 border-y border-slate-200" data-testid="drill-sheets">
        {counts.map(({ route, cards: count }) => {
          const entry = findEntry(route);
          if (!entry) return null;
          const title = pick(entry.title, lang);
          return (
            <li key={route} className="flex items-center gap-3 py-2" data-route={route}>
              <span className="w-9 shrink-0 text-sm font-semibold text-slate-600">
                {formatPageNumber(entry.pageNumber)}
              </span>
              <span className="min-w-0 flex-1">
                <span className="block font-semibold text-slate-900">{title}</span>
                <span className="block text-sm text-slate-700">
                  {formatCount(lang, text.cards, count)}
                  {cards && (
                    <span data-testid="drill-sheet-due">
                      {' · '}
                      {formatCount(lang, text.due, due(route))}
                    </span>
                  )}
                </span>
              </span>
              <Link
                to={href.drill(lang, route)}
                aria-label={format(text.practiseSheet, { title })}
                className={`js-only ${buttonClass.compact}`}
              >
                {text.practise}
              </Link>
            </li>
          );
        })}
      </ul>
    </section>
  );
}
