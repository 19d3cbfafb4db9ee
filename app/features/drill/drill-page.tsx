import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router';
import { useToast } from '~/components/ui/toast';
import { findEntry, LEARNING_PATH } from '~/content/catalogue';
import type { DrillCounts, DrillDeck } from '~/content/drill-deck';
import { pick, type Lang } from '~/i18n/locales';
import { drillMessages } from '~/i18n/drill-messages';
import { format, messages } from '~/i18n/messages';
import { href } from '~/site/paths';
import { useHydrated } from '~/lib/use-hydrated';
import { ALL_SHEETS, DrillOverview } from './drill-overview';
import { DrillSession, type SessionCard } from './drill-session';
import { BackupTools } from '~/components/backup-tools';
import { useDrillProgress } from './progress-store';
import { dayOf } from '~/lib/day';
import { newCardsLeft, useDrillDay } from './drill-day';
import { introductionOrder } from './new-cards';
import { INTERVAL_DAYS } from './schedule';
import { useDrillSettings } from './settings';
import { useDeck, type DeckState } from './use-deck';

let warned = false;

/** Reports once per visit that progress cannot be stored; the drill goes on in memory. */
function useStorageWarning(lang: Lang): (stored: boolean) => void {
  const toast = useToast();
  return useCallback(
    (stored: boolean) => {
      if (stored || warned) return;
      warned = true;
      toast(messages(lang).language.toastStorage);
    },
    [toast, lang],
  );
}

const PATH = LEARNING_PATH.map((e) => e.route);

/**
 * The cards of a drill: one sheet's in its order, or every card once in the order new cards are
 * introduced (each labelled with its sheet).
 */
function drillCards(deck: DrillDeck, mode: string, lang: Lang): SessionCard[] {
  if (mode !== ALL_SHEETS) return deck.sheets[mode] ?? [];
  return introductionOrder(deck, PATH).map(({ route, ...card }) => {
    const entry = findEntry(route);
    return entry ? { ...card, sheetTitle: pick(entry.title, lang) } : card;
  });
}

/** The cards of the drill on screen and every card once (for the overview), when loaded. */
function useDrillCards(state: DeckState, mode: string | null, lang: Lang) {
  const cards = useMemo(
    () => (state.status === 'ready' && mode ? drillCards(state.deck, mode, lang) : []),
    [state, mode, lang],
  );
  const allCards = useMemo(
    () => (state.status === 'ready' ? introductionOrder(state.deck, PATH) : undefined),
    [state],
  );
  return { cards, allCards };
}

interface DrillPageProps {
  lang: Lang;
  counts: DrillCounts;
  /** How many cards the deck has (a phrase on several sheets once). */
  total: number;
  /** Where the build put the cards (a hashed asset, fetched when this page opens). */
  cardsUrl: string;
}

/**
 * The phrase drill: the list of sheets with their cards and due cards, or, with `?sheet=<route>`
 * (or `?sheet=all`), a drill of that sheet's cards (or of every due card).
 */
export function DrillPage({ lang, counts, total, cardsUrl }: DrillPageProps) {
  const text = drillMessages(lang);
  const [params] = useSearchParams();
  // The prerendered page is the list; the drill a link asked for starts once scripts run.
  const hydrated = useHydrated();
  const { state, retry } = useDeck(cardsUrl);
  const progress = useDrillProgress();
  const { newPerDay } = useDrillSettings();
  const drillDay = useDrillDay();
  const today = dayOf(new Date());
  const onStored = useStorageWarning(lang);
  const requested = params.get('sheet');
  const entry = requested ? findEntry(requested) : undefined;
  const mode = !hydrated
    ? null
    : requested === ALL_SHEETS
      ? ALL_SHEETS
      : entry && counts.some((c) => c.route === entry.route)
        ? entry.route
        : null;
  const { cards, allCards } = useDrillCards(state, mode, lang);
  const intervals = useMemo(
    () =>
      new Intl.ListFormat(lang, { type: 'conjunction' }).format(
        Object.values(INTERVAL_DAYS)
          .filter((d) => d > 0)
          .map((d) => new Intl.NumberFormat(lang).format(d)),
      ),
    [lang],
  );

  return (
    <div className="pb-12">
      <section
        className="bg-gradient-to-b from-blue-50 to-white pt-6 pb-4 md:pt-10"
        aria-labelledby="drill-title"
      >
        <div className="mx-auto max-w-3xl px-4">
          <h1 id="drill-title" className="text-3xl font-extrabold tracking-tight text-slate-900 md:text-4xl">
            {messages(lang).drill.title}
          </h1>
          {!mode && (
            <>
              <p className="mt-2 text-slate-700 md:text-lg">{text.intro}</p>
              <p className="mt-2 text-sm text-slate-700">{format(text.scheme, { intervals })}</p>
            </>
          )}
        </div>
      </section>
      <div className="mx-auto mt-4 max-w-3xl space-y-10 px-4">
        {mode && state.status === 'ready' ? (
          <DrillSession
            key={mode}
            lang={lang}
            drill={mode}
            title={entry && mode !== ALL_SHEETS ? pick(entry.title, lang) : text.allDue}
            cards={cards}
            onStored={onStored}
            sheetHref={mode === ALL_SHEETS ? undefined : href.sheet(mode, lang)}
          />
        ) : (
          <>
            <DrillOverview
              lang={lang}
              counts={counts}
              total={total}
              deck={state}
              allCards={allCards}
              progress={progress}
              today={today}
              newLeft={newCardsLeft(newPerDay, drillDay, today)}
              onRetry={retry}
              onStored={onStored}
            />
            {hydrated && <BackupTools lang={lang} />}
          </>
        )}
      </div>
    </div>
  );
}
