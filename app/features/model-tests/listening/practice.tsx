import { useEffect, useRef, useState, type Dispatch, type SetStateAction } from 'react';
import { buttonClass } from '~/components/ui/button';
import type { PartView, RecordingView } from '~/content/model-tests/part-view';
import { langAttr, type Lang } from '~/i18n/locales';
import type { ModelTestMessages } from '~/i18n/model-test-messages-en';
import { cn } from '~/lib/cn';
import { setSlow, useSlow } from '~/lib/speech/rate';
import { Speaker } from '~/lib/speech/speaker';
import { voiced } from './player';
import { textSentences, type Schedule } from './schedule';

type Listening = Extract<PartView['material'], { kind: 'listening' }>;

/** The sentence being said in practice (recording `r`, its sentence `sentence`), or where a pause left it. */
export interface Place {
  r: number;
  sentence: number;
}

/**
 * Practice: each text on its own, as often as wanted; pause and go on where it stopped, repeat
 * the sentence being said, slower; the sentence being said is shown as the voice goes on (here,
 * beside the controls, and in the open transcript, which the panel marks from `place`).
 */
export function Practice({
  material,
  schedule,
  voices,
  place,
  setPlace,
  t,
  lang,
}: {
  material: Listening;
  schedule: Schedule;
  voices: SpeechSynthesisVoice[] | null;
  /** The sentence being said, or where a pause left it: "Go on" and "Repeat" start there. */
  place: Place | null;
  setPlace: Dispatch<SetStateAction<Place | null>>;
  t: ModelTestMessages['listening'];
  lang: Lang;
}) {
  const speaker = useRef<Speaker | null>(null);
  const [playing, setPlaying] = useState<number | null>(null);
  const slow = useSlow();
  useEffect(() => () => speaker.current?.dispose(), []);
  const sentencesOf = (r: number) => textSentences(schedule, r);

  /** Says recording `r` from its sentence `from` on; the place follows the voice. */
  const playFrom = (r: number, from: number) => {
    if (!voices) return;
    speaker.current ??= new Speaker(window.speechSynthesis);
    const sentences = sentencesOf(r).slice(from);
    if (sentences.length === 0) return;
    // The playback before ends first, so its end cannot undo the state of this one.
    speaker.current.stop();
    setPlaying(r);
    setPlace({ r, sentence: from });
    speaker.current.play(
      voiced(sentences, voices, undefined),
      (finished) => {
        setPlaying((now) => (now === r ? null : now));
        if (finished) setPlace((now) => (now?.r === r ? null : now));
      },
      (line) => setPlace({ r, sentence: from + line }),
    );
  };
  const pause = () => speaker.current?.stop();
  const stop = () => {
    speaker.current?.stop();
    setPlace(null);
  };
  const said = place ? sentencesOf(place.r)[place.sentence] : undefined;
  // The speaker as the transcript names them ("Moderator"), not the script's id of the voice.
  const saidBy = said && place ? material.recordings[place.r]?.lines[said.line]?.name : undefined;

  return (
    <div className="rounded-xl border border-slate-200 bg-white p-4" data-testid="practice">
      <p className="text-slate-800">{t.practiceAbout}</p>
      <ul className="mt-3 space-y-2">
        {material.recordings.map((r: RecordingView, i) => (
          <li key={r.label}>
            <button
              type="button"
              className={cn(buttonClass.secondary, 'w-full justify-start text-left')}
              disabled={!voices}
              onClick={() => (playing === i ? pause() : playFrom(i, place?.r === i ? place.sentence : 0))}
            >
              {playing === i ? (
                t.pause
              ) : place?.r === i ? (
                t.resumePractice
              ) : (
                <PlayLabel template={t.play} label={r.label} lang={lang} />
              )}
            </button>
          </li>
        ))}
      </ul>
      {place && (
        <div className="mt-3 space-y-2" data-testid="practice-place">
          <div className="flex flex-wrap gap-2">
            <button
              type="button"
              className={buttonClass.compact}
              onClick={() => playFrom(place.r, place.sentence)}
            >
              {t.repeat}
            </button>
            <button type="button" className={buttonClass.compact} onClick={stop}>
              {t.stop}
            </button>
          </div>
          {/*
            The sentence being said (or where it paused), beside the controls: on a phone the
            transcript is closed or below the screen, and it marks the whole line, this the sentence.
          */}
          {said && (
            <p className="rounded-lg bg-slate-50 p-3 text-slate-900" data-testid="practice-said">
              <span className="block text-sm font-semibold text-slate-600">{t.nowSaying}</span>
              <span lang={langAttr('de', lang)}>
                {saidBy ?? said.who}: {said.text}
              </span>
            </p>
          )}
        </div>
      )}
      <button
        type="button"
        aria-pressed={slow}
        disabled={!voices}
        onClick={() => setSlow(!slow)}
        className={`mt-3 ${buttonClass.tool}`}
      >
        {t.slower}
      </button>
    </div>
  );
}

/** "Play Text 1: Jana" with the German label marked as German. */
function PlayLabel({ template, label, lang }: { template: string; label: string; lang: Lang }) {
  const [before = '', after = ''] = template.split('{what}');
  return (
    <>
      {before}
      <span lang={langAttr('de', lang)}>{label}</span>
      {after}
    </>
  );
}
