import { useEffect, useRef, useState } from 'react';
import { buttonClass } from '~/components/ui/button';
import { formatDate } from '~/i18n/format';
import { langAttr, type Lang } from '~/i18n/locales';
import { format } from '~/i18n/messages';
import type { OralSoloMessages } from '~/i18n/oral-solo-messages-en';
import { cn } from '~/lib/cn';
import { Speaker } from '~/lib/speech/speaker';
import type { Rehearsal, RehearsalTurn } from '~/stores/model-test-records';
import { againstTarget, rehearsalFigures } from '~/stores/rehearsal-figures';
import { deleteAllTurns, deleteTurn, listTurns, spaceOf, turnId, type StoredTurn } from './recordings-db';
import { readingMs, voicedLine, type SoloStep, type TurnFigures } from './script';

type Text = OralSoloMessages;

/** Seconds with one decimal, as the learner's language writes them. */
const seconds = (ms: number, lang: Lang) =>
  new Intl.NumberFormat(lang, { maximumFractionDigits: 1, minimumFractionDigits: 1 }).format(ms / 1000);
const percent = (share: number, lang: Lang) => new Intl.NumberFormat(lang).format(Math.round(share * 100));

/** A size in kB or MB. */
function size(bytes: number, lang: Lang): string {
  const mb = bytes >= 1_000_000;
  return new Intl.NumberFormat(lang, {
    style: 'unit',
    unit: mb ? 'megabyte' : 'kilobyte',
    maximumFractionDigits: 1,
  }).format(bytes / (mb ? 1_000_000 : 1000));
}

/** The fluency figures of one turn, against the part's window for it. */
function FluencyLine({ figures, text, lang }: { figures: RehearsalTurn; text: Text; lang: Lang }) {
  const target = againstTarget(figures.speakingMs, { minS: figures.minS, maxS: figures.maxS });
  return (
    <p className="text-sm text-slate-800" data-testid="solo-fluency" data-speaking-ms={figures.speakingMs}>
      {format(text.spoke, {
        s: seconds(figures.speakingMs, lang),
        min: String(figures.minS),
        max: String(figures.maxS),
      })}{' '}
      <span className={cn('font-semibold', target === 'within' ? 'text-green-800' : 'text-amber-800')}>
        ({text.target[target]})
      </span>
      {' · '}
      {format(text.longestPause, { s: seconds(figures.longestPauseMs, lang) })}
      {' · '}
      {format(text.silence, { share: percent(figures.silence, lang) })}
    </p>
  );
}

/**
 * Listening back: the conversation so far (the examiner's and the partner's lines and her turns in
 * order) played as a whole, each recorded turn to play or delete, the fluency figures of each turn,
 * and the space the recordings take on the device, with "delete all".
 */
export function Review({
  lang,
  text,
  steps,
  upTo,
  rehearsal,
  figures,
  version,
  voices,
  partName,
}: {
  lang: Lang;
  text: Text;
  steps: readonly SoloStep[];
  upTo: number;
  rehearsal: string;
  figures: TurnFigures;
  version: number;
  voices: readonly SpeechSynthesisVoice[];
  partName: (part: number) => string;
}) {
  const [loaded, setLoaded] = useState<{ turns: StoredTurn[]; urls: Map<string, string> }>({
    turns: [],
    urls: new Map(),
  });
  const [changed, setChanged] = useState(0);
  const [playing, setPlaying] = useState<number | null>(null);
  const stopPlay = useRef<() => void>(() => {});

  // The kept turns, each with an object URL to play it, let go when the list is read again.
  useEffect(() => {
    let live = true;
    let urls = new Map<string, string>();
    void listTurns().then((turns) => {
      if (!live) return;
      urls = new Map(turns.map((t) => [t.id, URL.createObjectURL(t.blob)]));
      setLoaded({ turns, urls });
    });
    return () => {
      live = false;
      for (const url of urls.values()) URL.revokeObjectURL(url);
    };
  }, [version, changed]);
  const { turns, urls } = loaded;

  useEffect(() => () => stopPlay.current(), []);

  const mine = new Map(turns.filter((t) => t.rehearsal === rehearsal).map((t) => [t.step, t]));
  const shown = steps.slice(0, upTo);

  /** Plays the conversation in order: lines in the voices (or shown for their reading time), her turns. */
  const playAll = () => {
    stopPlay.current();
    let stopped = false;
    const speaker = voices.length > 0 ? new Speaker(window.speechSynthesis) : null;
    let audio: HTMLAudioElement | null = null;
    let timer: ReturnType<typeof setTimeout> | undefined;
    stopPlay.current = () => {
      stopped = true;
      speaker?.dispose();
      audio?.pause();
      clearTimeout(timer);
      setPlaying(null);
    };
    const play = (i: number): void => {
      if (stopped) return;
      const step = shown[i];
      if (!step) {
        stopPlay.current();
        return;
      }
      setPlaying(i);
      const next = (): void => play(i + 1);
      if (step.kind === 'line') {
        if (speaker)
          speaker.play([voicedLine(step, voices)!], (finished) => {
            if (finished) next();
          });
        else timer = setTimeout(next, readingMs(step.line.german));
        return;
      }
      const url = urls.get(turnId(rehearsal, i));
      if (!url) {
        next();
        return;
      }
      audio = new Audio(url);
      audio.addEventListener('ended', next, { once: true });
      audio.addEventListener('error', next, { once: true });
      audio.play().catch(next);
    };
    play(0);
  };

  const all = turns;
  /** Her turns numbered 1, 2, … in the order of the conversation. */
  const numbers = shown.map((s, i) => shown.slice(0, i + 1).filter((x) => x.kind === 'turn').length);
  return (
    <section aria-labelledby="solo-review" className="space-y-3" data-testid="solo-review">
      <h2 id="solo-review" className="text-xl font-bold text-slate-900">
        {text.reviewTitle}
      </h2>
      <p className="text-sm text-slate-700">{text.fluencyNote}</p>
      <div className="flex flex-wrap gap-2">
        {playing === null ? (
          <button type="button" className={buttonClass.primary} onClick={playAll}>
            {text.playAll}
          </button>
        ) : (
          <button type="button" className={buttonClass.primary} onClick={() => stopPlay.current()}>
            {text.stop}
          </button>
        )}
      </div>
      <ol className="space-y-2">
        {shown.map((step, i) => {
          if (step.kind === 'line')
            return (
              <li
                key={i}
                className={cn(
                  'rounded-lg p-2 text-slate-800',
                  playing === i && 'bg-amber-50 ring-1 ring-amber-300',
                )}
              >
                <span className="text-sm font-semibold text-slate-600">
                  {step.voice === 'examiner' ? text.examiner : text.partner}:{' '}
                </span>
                <span lang={langAttr('de', lang)}>{step.line.german}</span>
                {lang !== 'de' && (
                  <span className="block text-sm text-slate-600">{step.line.translation}</span>
                )}
              </li>
            );
          const stored = mine.get(i);
          const url = urls.get(turnId(rehearsal, i));
          const figure = figures.get(i);
          const label = format(text.turnLabel, { n: String(numbers[i]), part: partName(step.part) });
          return (
            <li
              key={i}
              className={cn(
                'rounded-lg border border-slate-200 bg-white p-3',
                playing === i && 'ring-2 ring-amber-400',
              )}
              data-testid="solo-review-turn"
            >
              <p className="font-semibold text-slate-900">{label}</p>
              {figure && <FluencyLine figures={figure} text={text} lang={lang} />}
              {stored && url && (
                <div className="mt-2 flex flex-wrap items-center gap-2">
                  {/* Her own voice: there is nothing to caption. */}
                  {/* eslint-disable-next-line jsx-a11y/media-has-caption */}
                  <audio controls src={url} aria-label={label} className="max-w-full" />
                  <button
                    type="button"
                    className={buttonClass.secondary}
                    onClick={() => void deleteTurn(stored.id).then(() => setChanged((c) => c + 1))}
                  >
                    {text.deleteTurn}
                  </button>
                </div>
              )}
            </li>
          );
        })}
      </ol>
      <div className="rounded-lg bg-slate-50 p-3">
        <p className="text-slate-900" data-testid="solo-space">
          {all.length > 0 ? format(text.space, { size: size(spaceOf(all), lang) }) : text.noRecordings}
        </p>
        <p className="text-sm text-slate-700">{text.recordNote}</p>
        {all.length > 0 && (
          <button
            type="button"
            className={cn(buttonClass.secondary, 'mt-2')}
            onClick={() => void deleteAllTurns().then(() => setChanged((c) => c + 1))}
          >
            {text.deleteAll}
          </button>
        )}
      </div>
    </section>
  );
}

/** The trend over her rehearsals of this test: per rehearsal, turns within the aim, silence, longest pause. */
export function Trend({
  lang,
  text,
  rehearsals,
  test,
}: {
  lang: Lang;
  text: Text;
  rehearsals: readonly Rehearsal[];
  test: string;
}) {
  const mine = rehearsals.filter((r) => r.test === test && r.turns.length > 0).slice(-5);
  if (mine.length === 0) return null;
  return (
    <section aria-labelledby="solo-trend" data-testid="solo-trend">
      <h2 id="solo-trend" className="text-xl font-bold text-slate-900">
        {text.trendTitle}
      </h2>
      <ul className="mt-2 space-y-1 text-slate-800">
        {[...mine].reverse().map((r) => {
          const f = rehearsalFigures(r);
          return (
            <li key={r.date}>
              {format(text.trendRow, {
                date: formatDate(r.date, lang),
                within: String(f.within),
                turns: String(r.turns.length),
                share: percent(f.silence, lang),
                pause: seconds(f.longestPauseMs, lang),
              })}
            </li>
          );
        })}
      </ul>
    </section>
  );
}
