import { useEffect, useRef, useState, type ReactNode } from 'react';
import { Link } from 'react-router';
import { buttonClass } from '~/components/ui/button';
import type { ModelLine } from '~/content/model-tests/schema';
import { langAttr, type Lang } from '~/i18n/locales';
import type { OralSoloMessages } from '~/i18n/oral-solo-messages-en';
import { Speaker } from '~/lib/speech/speaker';
import { href } from '~/site/paths';

/** A line's German with its phrases marked, each a link to where the functional-language sheet teaches it. */
function Marked({ line, lang }: { line: ModelLine; lang: Lang }) {
  const out: ReactNode[] = [];
  let rest = line.german;
  let key = 0;
  const phrases = [...(line.phrases ?? [])].sort(
    (a, b) => line.german.indexOf(a.text) - line.german.indexOf(b.text),
  );
  for (const phrase of phrases) {
    const at = rest.indexOf(phrase.text);
    if (at < 0) continue;
    out.push(rest.slice(0, at));
    out.push(
      <Link
        key={key++}
        to={`${href.sheet('functional-language', lang)}#${phrase.section}`}
        className="rounded bg-amber-100 px-0.5 font-semibold text-slate-900 underline"
        data-testid="model-phrase"
      >
        {phrase.text}
      </Link>,
    );
    rest = rest.slice(at + phrase.text.length);
  }
  out.push(rest);
  return <span lang={langAttr('de', lang)}>{out}</span>;
}

/**
 * The model conversation of the test's oral task (parts 1–3), shown after her own try: a
 * transcript of persons A and B with the phrases marked and linked, and each part to hear in two
 * voices (told apart by pitch where the device has one German voice).
 */
export function ModelConversation({
  model,
  lang,
  text,
  voices,
  partName,
}: {
  model: readonly (readonly ModelLine[])[];
  lang: Lang;
  text: OralSoloMessages;
  voices: readonly SpeechSynthesisVoice[];
  partName: (part: number) => string;
}) {
  const [playing, setPlaying] = useState<number | null>(null);
  const speaker = useRef<Speaker | null>(null);
  useEffect(() => () => speaker.current?.dispose(), []);
  const play = (part: number) => {
    speaker.current ??= new Speaker(window.speechSynthesis);
    if (playing === part) {
      speaker.current.stop();
      return;
    }
    setPlaying(part);
    speaker.current.play(
      model[part]!.map((l) => ({
        text: l.german,
        voice: (l.who === 'A' ? voices[0] : (voices[1] ?? voices[0]))!,
        pitch: l.who === 'A' ? 1.15 : 0.9,
        rate: 1,
        gapAfter: 300,
      })),
      () => setPlaying(null),
    );
  };
  return (
    <section aria-labelledby="solo-model" className="space-y-3" data-testid="solo-model">
      <h2 id="solo-model" className="text-xl font-bold text-slate-900">
        {text.modelTitle}
      </h2>
      <p className="text-sm text-slate-700">{text.modelIntro}</p>
      {model.map((lines, part) => (
        <div key={part} className="rounded-xl border border-slate-200 bg-white p-4">
          <h3 className="font-bold text-slate-900">{partName(part + 1)}</h3>
          {voices.length > 0 && (
            <button type="button" className={buttonClass.secondary} onClick={() => play(part)}>
              {playing === part ? text.stop : text.modelPlay}
            </button>
          )}
          <ol className="mt-2 space-y-2">
            {lines.map((line, i) => (
              <li key={i} className="flex gap-2">
                <span className="w-6 shrink-0 font-bold text-slate-600">
                  {line.who === 'A' ? text.personA : text.personB}
                </span>
                <span>
                  <Marked line={line} lang={lang} />
                  {lang !== 'de' && <span className="block text-sm text-slate-600">{line.translation}</span>}
                </span>
              </li>
            ))}
          </ol>
        </div>
      ))}
    </section>
  );
}
