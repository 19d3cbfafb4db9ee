import type { MaterialView } from '~/content/model-tests/part-view';
import { langAttr, type Lang } from '~/i18n/locales';
import { format } from '~/i18n/messages';
import type { ModelTestMessages } from '~/i18n/model-test-messages-en';
import { MarkedText } from './marked-text';

interface MaterialProps {
  material: MaterialView;
  lang: Lang;
  text: ModelTestMessages;
  /** The deciding passages to highlight: every quote of the items shown as checked. */
  quotes: readonly string[];
  /** Per text of reading part 1 (by item number), its own quotes. */
  quotesOf: (n: number) => readonly string[];
  /** What a gap shows: the word marked for it on the answer sheet, if any. */
  filled: (n: number) => string | undefined;
}

const BOX = 'rounded-xl border border-slate-200 bg-white p-4';
const HEADING = 'text-sm font-bold tracking-wide text-slate-600 uppercase';

/** A gap of a Sprachbausteine text: its number, and the word marked for it once there is one. */
function Gap({ n, word }: { n: number; word: string | undefined }) {
  return (
    <span className="mx-0.5 inline-flex items-baseline gap-1 rounded bg-blue-50 px-1 font-semibold text-blue-900 ring-1 ring-blue-200">
      <span className="text-xs">{n}</span>
      <span className={word ? '' : 'inline-block w-12 border-b border-blue-400'}>{word ?? ''}</span>
    </span>
  );
}

/** The German material of a part as the task booklet prints it (German on the English page too). */
export function PartMaterial({ material, lang, text, quotes, quotesOf, filled }: MaterialProps) {
  const de = langAttr('de', lang);
  const gap = (n: number) => <Gap n={n} word={filled(n)} />;
  switch (material.kind) {
    case 'headlines':
      return (
        <div className="space-y-4" lang={de}>
          <section className={BOX} aria-labelledby="material-headlines">
            <h2 id="material-headlines" className={HEADING} lang={lang === 'de' ? undefined : lang}>
              {text.headlines}
            </h2>
            <ol className="mt-2 space-y-1">
              {material.headlines.map(([letter, headline]) => (
                <li key={letter} className="flex gap-2">
                  <span className="w-5 shrink-0 font-bold">{letter}</span>
                  <span>{headline}</span>
                </li>
              ))}
            </ol>
          </section>
          {material.texts.map((t) => (
            <section key={t.n} className={BOX} aria-labelledby={`material-text-${t.n}`} id={`text-${t.n}`}>
              <h2 id={`material-text-${t.n}`} className={HEADING} lang={lang === 'de' ? undefined : lang}>
                {format(text.text, { n: String(t.n) })}
              </h2>
              <MarkedText text={t.text} quotes={quotesOf(t.n)} className="mt-2 leading-relaxed" />
            </section>
          ))}
        </div>
      );
    case 'article':
      return (
        <article className={`${BOX} space-y-3`} lang={de}>
          <h2 className="text-xl font-bold text-slate-900">{material.title}</h2>
          <MarkedText text={material.text} quotes={quotes} className="leading-relaxed" />
        </article>
      );
    case 'adverts':
      return (
        <section aria-labelledby="material-adverts">
          <h2 id="material-adverts" className={HEADING}>
            {text.adverts}
          </h2>
          <ol className="mt-2 grid gap-3 sm:grid-cols-2" lang={de}>
            {material.adverts.map(([letter, advert]) => (
              <li key={letter} className={BOX} id={`advert-${letter}`}>
                <p className="font-bold text-slate-900">
                  <span className="mr-2">{letter}</span>
                  <MarkedInline text={advert.title} quotes={quotes} />
                </p>
                <MarkedText text={advert.text} quotes={quotes} className="mt-1 text-sm leading-relaxed" />
              </li>
            ))}
          </ol>
        </section>
      );
    case 'gap-abc':
      return (
        <div className={`${BOX} space-y-3 leading-loose`} lang={de}>
          <MarkedText text={material.text} quotes={quotes} gap={gap} />
        </div>
      );
    case 'gap-box':
      return (
        <div className="space-y-4">
          <section className={BOX} aria-labelledby="material-box">
            <h2 id="material-box" className={HEADING}>
              {text.box}
            </h2>
            <ol className="mt-2 grid grid-cols-2 gap-x-4 gap-y-1 sm:grid-cols-3" lang={de}>
              {material.box.map(([letter, word]) => (
                <li key={letter} className="flex gap-2">
                  <span className="w-4 shrink-0 font-bold">{letter}</span>
                  <span>{word}</span>
                </li>
              ))}
            </ol>
          </section>
          <div className={`${BOX} space-y-3 leading-loose`} lang={de}>
            <MarkedText text={material.text} quotes={quotes} gap={gap} />
          </div>
        </div>
      );
    case 'listening':
      // The booklet of a listening part holds only the statements (the answer sheet shows them on screen).
      return (
        <p className="text-slate-800 italic" lang={de}>
          {material.context}
        </p>
      );
  }
}

/** A one-line text (an advert's title) with its deciding passage highlighted. */
function MarkedInline({ text, quotes }: { text: string; quotes: readonly string[] }) {
  const found = quotes.find((q) => q && text.includes(q));
  if (!found) return text;
  const at = text.indexOf(found);
  return (
    <>
      {text.slice(0, at)}
      <mark className="rounded-sm bg-amber-200 px-0.5 text-slate-900" data-evidence>
        {found}
      </mark>
      {text.slice(at + found.length)}
    </>
  );
}
