import { useMemo, useRef, useState } from 'react';
import { isListening, findPart, type ListeningSlug } from '~/content/model-tests/parts';
import type { PartView } from '~/content/model-tests/part-view';
import { langAttr, type Lang } from '~/i18n/locales';
import { format } from '~/i18n/messages';
import type { ModelTestMessages } from '~/i18n/model-test-messages-en';
import { cn } from '~/lib/cn';
import type { PartRecord } from '~/stores/model-test-records';
import { MarkedText } from '../marked-text';
import { ExamRun, stepLabel } from './exam-run';
import { useFollowLine } from './follow-line';
import { Practice, type Place } from './practice';
import { listeningSchedule, textSentences } from './schedule';
import { useGermanVoices } from './use-german-voices';

/** Which item each deciding passage decides ("Aufgabe 43"; two items sharing a passage: both). */
export function passageItems(
  items: readonly { n: number; evidence: readonly string[] }[],
  template: string,
): Map<string, string> {
  const byQuote = new Map<string, number[]>();
  for (const item of items)
    for (const quote of item.evidence) byQuote.set(quote, [...(byQuote.get(quote) ?? []), item.n]);
  return new Map([...byQuote].map(([quote, ns]) => [quote, format(template, { n: ns.join(', ') })]));
}

type Change = (update: (part: PartRecord) => PartRecord) => void;
type Listening = Extract<PartView['material'], { kind: 'listening' }>;

/**
 * The player of a listening part. "As in the exam": the instructions, the reading time, each text
 * the exam's number of times with its pauses, no pause, replay or seek; the run's clock is kept
 * with the part, so leaving or reloading the page finds the recording where the clock says.
 * "Practice": each text on its own, as often as wanted, stop, slower. The transcript stays closed
 * until the learner opens it; after the check it marks the deciding passages; in practice it marks
 * the line being said (or where a pause left it), never in the exam mode.
 */
export function ListeningPanel({
  part,
  lang,
  text,
  record,
  change,
  hydrated,
}: {
  part: PartView;
  lang: Lang;
  text: ModelTestMessages;
  record: PartRecord;
  change: Change;
  hydrated: boolean;
}) {
  const t = text.listening;
  const material = part.material as Listening;
  const entry = findPart(part.slug)!;
  const slug: ListeningSlug = isListening(entry) ? entry.slug : 'listening-1';
  const schedule = useMemo(() => listeningSchedule(slug, material.recordings), [slug, material.recordings]);
  const voices = useGermanVoices();
  const hasVoice = Array.isArray(voices) && voices.length > 0;
  const run = record.exam;
  const active = run !== undefined && !run.over;
  const [mode, setMode] = useState<'exam' | 'practice'>('exam');
  const shownMode = active ? 'exam' : mode;
  const [place, setPlace] = useState<Place | null>(null);
  // A sentence of practice → its line in the transcript (a line of several sentences stays marked).
  const line = place ? textSentences(schedule, place.r)[place.sentence]?.line : undefined;
  const current = shownMode === 'practice' && place && line !== undefined ? { r: place.r, line } : null;
  const quotes = record.checked ? part.items.flatMap((i) => i.evidence) : [];
  const decides = useMemo(() => passageItems(part.items, t.decides), [part.items, t.decides]);
  const plays =
    slug === 'listening-1' ? t.playsOnce : slug === 'listening-2' ? t.conversationTwice : t.playsTwice;

  // Before scripts run there is nothing to play: the transcript only (the page says why).
  // The controls are in the first paint (so nothing moves when the scripts arrive), inactive until
  // then, and hidden where scripts do not run (`js-only`): there only the transcript is offered.
  return (
    <div className="space-y-4">
      <div className="js-only space-y-4">
        <VoiceNotice voices={voices} t={t} />
        <div role="group" aria-label={t.modeLabel} className="flex gap-2" data-print="hide">
          {(['exam', 'practice'] as const).map((m) => (
            <button
              key={m}
              type="button"
              aria-pressed={shownMode === m}
              disabled={!hydrated || (active && m === 'practice')}
              onClick={() => {
                setMode(m);
                setPlace(null);
              }}
              className={cn(
                'min-h-11 flex-1 rounded-lg px-3 font-semibold ring-1 ring-blue-200 disabled:opacity-60',
                shownMode === m ? 'bg-blue-700 text-white' : 'bg-white text-blue-800',
              )}
            >
              {m === 'exam' ? t.exam : t.practice}
            </button>
          ))}
        </div>
        {shownMode === 'exam' ? (
          <ExamRun
            schedule={schedule}
            label={(step) => stepLabel(step, material, slug, t)}
            about={format(t.examAbout, { plays, minutes: String(Math.round(schedule.total / 60_000)) })}
            startLabel={t.start}
            voices={hasVoice ? voices : null}
            lang={lang}
            t={t}
            run={run}
            onStart={(play) => change((r) => ({ ...r, exam: { ...play, over: false } }))}
            onLag={(lag) => change((r) => (r.exam ? { ...r, exam: { ...r.exam, lag } } : r))}
            onOver={() => change((r) => (r.exam ? { ...r, exam: { ...r.exam, over: true } } : r))}
          />
        ) : (
          <Practice
            material={material}
            schedule={schedule}
            voices={hasVoice ? voices : null}
            place={place}
            setPlace={setPlace}
            t={t}
            lang={lang}
          />
        )}
      </div>
      <Transcript
        material={material}
        lang={lang}
        t={t}
        quotes={quotes}
        labelOf={(quote) => decides.get(quote)}
        open={false}
        checked={record.checked}
        current={current}
      />
    </div>
  );
}

function VoiceNotice({
  voices,
  t,
}: {
  voices: ReturnType<typeof useGermanVoices>;
  t: ModelTestMessages['listening'];
}) {
  // While the browser names its voices nothing shows: most devices have one, and a line that
  // comes and goes would move the page.
  if (voices === 'checking' || (Array.isArray(voices) && voices.length > 0)) return null;
  return (
    <div className="rounded-xl bg-amber-50 p-4 text-slate-900 ring-1 ring-amber-200" data-testid="no-voice">
      <p className="font-semibold">{voices === 'unsupported' ? t.noSpeech : t.noVoice}</p>
      {voices !== 'unsupported' && (
        <>
          <p className="mt-2">{t.noVoiceHelp}</p>
          <ul className="mt-1 list-disc space-y-1 pl-5 text-sm">
            {[t.voiceAndroid, t.voiceApple, t.voiceWindows, t.voiceMac].map((line) => (
              <li key={line}>{line}</li>
            ))}
          </ul>
        </>
      )}
      <p className="mt-2">{t.readInstead}</p>
    </div>
  );
}

function Transcript({
  material,
  lang,
  t,
  quotes,
  labelOf,
  open,
  checked,
  current,
}: {
  material: Listening;
  lang: Lang;
  t: ModelTestMessages['listening'];
  quotes: readonly string[];
  labelOf: (quote: string) => string | undefined;
  open: boolean;
  checked: boolean;
  /** The line being said in practice (recording, line), or where a pause left it. */
  current: { r: number; line: number } | null;
}) {
  const currentLine = useRef<HTMLDivElement | null>(null);
  useFollowLine(current && `${current.r}/${current.line}`, () => currentLine.current);
  return (
    <details
      className="rounded-xl border border-slate-200 bg-white p-4"
      open={open || undefined}
      data-testid="transcript"
    >
      <summary className="min-h-11 cursor-pointer py-2 text-slate-900">
        {/* A heading inside the summary: the transcript's texts are its h3s. */}
        <h2 className="inline text-base font-semibold">{t.transcript}</h2>
      </summary>
      <p className="text-sm text-slate-700">{checked ? t.transcriptChecked : t.transcriptClosed}</p>
      <div className="mt-3 space-y-4" lang={langAttr('de', lang)}>
        <p className="text-slate-800 italic">{material.context}</p>
        {material.recordings.map((r, ri) => (
          <section key={r.label} aria-label={r.label}>
            <h3 className="text-sm font-bold tracking-wide text-slate-600 uppercase">{r.label}</h3>
            {r.lines.map((line, i) => {
              const here = current?.r === ri && current.line === i;
              // Every line has the room of the mark (padding, a ring drawn outside it), so marking
              // one moves no text; `aria-current` lets a screen reader find it, without announcing it.
              return (
                <div
                  key={i}
                  ref={here ? currentLine : undefined}
                  aria-current={here || undefined}
                  data-current={here || undefined}
                  className={cn(
                    '-mx-1 mt-1 rounded px-1 leading-relaxed',
                    here && 'bg-blue-50 ring-2 ring-blue-700',
                  )}
                >
                  {here && (
                    <span className="sr-only" lang={langAttr(lang, 'de')}>
                      {t.nowSaying}:{' '}
                    </span>
                  )}
                  <span className="font-semibold">{line.name}: </span>
                  <MarkedText text={line.text} quotes={quotes} labelOf={labelOf} className="inline" />
                </div>
              );
            })}
          </section>
        ))}
      </div>
    </details>
  );
}
