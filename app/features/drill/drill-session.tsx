import { Volume2 } from 'lucide-react';
import { useEffect, useEffectEvent, useLayoutEffect, useRef } from 'react';
import { buttonClass } from '~/components/ui/button';
import { RichText } from '~/components/ui/rich-text';
import type { DrillCard } from '~/content/drill-deck';
import { langAttr, type Lang } from '~/i18n/locales';
import { drillMessages } from '~/i18n/drill-messages';
import { formatCount } from '~/i18n/messages';
import { cn } from '~/lib/cn';
import { CueSwitch, useCueLang } from './cue-switch';
import { RoundEnd } from './round-end';
import { speak, useCanSpeakGerman } from './speak';
import { useRound } from './use-round';

/** A card with the sheet it comes from (a drill of all due cards mixes sheets). */
export type SessionCard = DrillCard & { sheetTitle?: string };

interface DrillSessionProps {
  lang: Lang;
  /** Which drill this is (`all` or a sheet's route): its round in progress is kept under it. */
  drill: string;
  title: string;
  /** Every card this drill draws from; the round takes the due ones. */
  cards: readonly SessionCard[];
  /** Called with whether a mark could be stored (to warn once when storage fails). */
  onStored: (stored: boolean) => void;
  /** The sheet to go back to, for a sheet's drill. */
  sheetHref?: string;
}

/** Keys that belong to the focused control (a button's own Enter and Space) stay with it. */
function isControl(target: EventTarget | null): boolean {
  return target instanceof Element && target.closest('button, a, input, select, textarea') !== null;
}

/**
 * A drill session: rounds of due cards. Each card shows the English; the learner recalls the German,
 * reveals it (and can hear it) and marks it known or not. Keys: Space or Enter reveals, 1 marks
 * "not known", 2 "known"; every key has its button.
 */
export function DrillSession({ lang, drill, title, cards, onStored, sheetHref }: DrillSessionProps) {
  const text = drillMessages(lang);
  const rounds = useRound(drill, cards);
  const { round } = rounds;
  const card = round.queue[0];
  const { revealed } = round;
  const promptRef = useRef<HTMLParagraphElement>(null);
  const answerRef = useRef<HTMLParagraphElement>(null);
  const cue = useCueLang(lang);

  // Focus follows the card, so a screen reader reads the English, then the German once revealed.
  useEffect(() => {
    (revealed ? answerRef : promptRef).current?.focus();
  }, [round, revealed]);

  const markCard = (known: boolean) => {
    if (!card || !revealed) return;
    onStored(rounds.mark(known));
  };
  // Keys act on the card on screen now, without re-subscribing on every card.
  const onKey = useEffectEvent((event: KeyboardEvent) => {
    if (event.defaultPrevented || event.altKey || event.ctrlKey || event.metaKey) return;
    if ((event.key === ' ' || event.key === 'Enter') && !isControl(event.target)) {
      event.preventDefault();
      rounds.reveal();
    } else if (event.key === '1' || event.key === '2') {
      markCard(event.key === '2');
    }
  });
  // Attached in the same commit that puts the first card on screen: with a passive effect, a key
  // pressed as soon as the card shows could come before the listener on a slow phone and be lost.
  useLayoutEffect(() => {
    const listener = (event: KeyboardEvent) => onKey(event);
    window.addEventListener('keydown', listener);
    return () => window.removeEventListener('keydown', listener);
  }, []);

  if (!card)
    return (
      <RoundEnd
        lang={lang}
        title={title}
        round={round}
        due={rounds.due}
        limitReached={rounds.limitReached}
        // Before the exam a learner may want a whole sheet again; not the whole site at once.
        anyway={sheetHref ? cards.length : 0}
        onNext={rounds.next}
        sheetHref={sheetHref}
      />
    );

  return (
    <section aria-labelledby="drill-session-title" data-testid="drill-session">
      <div className="flex flex-wrap items-center justify-between gap-x-4 gap-y-2">
        <h2 id="drill-session-title" className="text-xl font-bold text-slate-900 md:text-2xl">
          {title}
        </h2>
        <button type="button" className={buttonClass.secondary} onClick={rounds.end}>
          {text.endRound}
        </button>
      </div>
      <div className="mt-2">
        <CueSwitch lang={lang} onStored={onStored} />
      </div>
      <p className="mt-1 text-sm text-slate-700" data-testid="drill-left">
        {formatCount(lang, text.left, round.queue.length)}
      </p>
      <div
        className="mt-4 rounded-2xl border border-slate-200 bg-white p-5 shadow-sm md:p-8"
        data-testid="drill-card"
      >
        {card.sheetTitle && <p className="mb-2 text-sm text-slate-600">{card.sheetTitle}</p>}
        <p className="text-sm font-semibold tracking-wide text-slate-600 uppercase">
          {cue === 'de' ? text.gapTask : text.english}
        </p>
        {cue === 'de' && (
          <p lang={langAttr('de', lang)} className="mt-1 text-slate-700" data-testid="drill-situation">
            {card.situation}
          </p>
        )}
        <p
          ref={promptRef}
          tabIndex={-1}
          lang={langAttr(cue === 'de' ? 'de' : 'en', lang)}
          className="mt-1 text-xl font-semibold text-slate-900 outline-none md:text-2xl"
          data-testid="drill-prompt"
        >
          {cue === 'de' ? card.gap : card.en}
        </p>
        <div className="mt-6 min-h-28 border-t border-slate-200 pt-4">
          {revealed ? (
            <>
              <p className="text-sm font-semibold tracking-wide text-slate-600 uppercase">{text.german}</p>
              <div className="mt-1 flex items-start justify-between gap-3">
                <p
                  ref={answerRef}
                  tabIndex={-1}
                  lang={langAttr('de', lang)}
                  className="text-xl font-bold text-blue-900 outline-none md:text-2xl"
                  data-testid="drill-answer"
                >
                  <RichText text={card.de} lang="de" />
                </p>
                <ListenButton label={text.listen} german={card.de} />
              </div>
            </>
          ) : (
            <button
              type="button"
              className={cn(buttonClass.primary, 'w-full sm:w-auto')}
              onClick={rounds.reveal}
            >
              {text.reveal}
            </button>
          )}
        </div>
      </div>
      {revealed && (
        <div className="mt-4 grid grid-cols-2 gap-3">
          <button
            type="button"
            className="inline-flex min-h-12 items-center justify-center gap-2 rounded-lg border-2 border-rose-700 bg-white px-4 font-semibold text-rose-800 hover:bg-rose-50"
            onClick={() => markCard(false)}
            aria-keyshortcuts="1"
          >
            <kbd
              aria-hidden="true"
              className="pointer-coarse:hidden rounded border border-rose-300 px-1.5 text-xs font-normal"
            >
              1
            </kbd>
            {text.notKnown}
          </button>
          <button
            type="button"
            className="inline-flex min-h-12 items-center justify-center gap-2 rounded-lg bg-emerald-700 px-4 font-semibold text-white hover:bg-emerald-800"
            onClick={() => markCard(true)}
            aria-keyshortcuts="2"
          >
            <kbd
              aria-hidden="true"
              className="pointer-coarse:hidden rounded border border-emerald-300 px-1.5 text-xs font-normal"
            >
              2
            </kbd>
            {text.known}
          </button>
        </div>
      )}
      <p className="mt-4 text-sm text-slate-600 max-md:hidden pointer-coarse:hidden">{text.keys}</p>
    </section>
  );
}

/** Reads the German aloud; not there at all where the browser has no German voice. */
function ListenButton({ label, german }: { label: string; german: string }) {
  if (!useCanSpeakGerman()) return null;
  return (
    <button
      type="button"
      onClick={() => speak(german)}
      className={buttonClass.compact}
      data-testid="drill-listen"
    >
      <Volume2 aria-hidden="true" className="size-5" />
      {label}
    </button>
  );
}
