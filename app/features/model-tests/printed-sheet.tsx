import { RichText } from '~/components/ui/rich-text';
import type { PartView, RecordingView } from '~/content/model-tests/part-view';
import { langAttr, type Lang } from '~/i18n/locales';
import { format } from '~/i18n/messages';
import type { ModelTestMessages } from '~/i18n/model-test-messages-en';
import { optionFace } from './format';
import { PartMaterial } from './part-material';

const NONE = () => [];
const EMPTY = () => undefined;

/**
 * The items as the booklet prints them where the material does not hold them: the stems and
 * options of a/b/c items, the situations of reading part 3 (German, also on the English page).
 */
function PrintedItems({ part, lang }: { part: PartView; lang: Lang }) {
  const printed = part.items.filter((i) => i.prompt !== undefined || i.options.some((o) => o.text));
  if (printed.length === 0) return null;
  return (
    <ol className="mt-4 space-y-2" lang={langAttr('de', lang)}>
      {printed.map((item) => (
        <li key={item.n} className="break-inside-avoid">
          <strong>{item.n}</strong> {item.prompt}
          {item.options.some((o) => o.text) && (
            <span className="block pl-4">
              {item.options.map((o) => (
                <span key={o.letter} className="mr-4 inline-block">
                  <strong>{o.letter}</strong> {o.text}
                </span>
              ))}
            </span>
          )}
        </li>
      ))}
    </ol>
  );
}

/** A blank answer sheet: one row per item with the letters to mark. */
function AnswerGrid({ parts, text }: { parts: PartView[]; text: ModelTestMessages }) {
  return (
    <section className="mt-6 break-inside-avoid">
      <h2 className="text-lg font-bold">{text.printSheet}</h2>
      <p className="text-sm">
        {text.printName}: ______________________ · {text.printHint}
      </p>
      {/* One table per part: the parts have different letters (a–j, a/b/c, a–l and x, a–o). */}
      {parts.map((part) => (
        <table key={part.slug} className="mt-2 border-collapse text-sm">
          <tbody>
            {part.items.map((item) => (
              <tr key={item.n}>
                <th scope="row" className="border border-slate-400 px-2 py-1 text-right">
                  {item.n}
                </th>
                {item.options.map((o) => (
                  <td key={o.letter} className="border border-slate-400 px-2 py-1 text-center">
                    {optionFace(o.letter)}
                  </td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      ))}
    </section>
  );
}

/** The key with the short explanation of each right answer, from a new page. */
function PrintedKey({ parts, lang, text }: { parts: PartView[]; lang: Lang; text: ModelTestMessages }) {
  return (
    <section className="break-before-page">
      <h2 className="text-lg font-bold">{text.printKey}</h2>
      {parts.map((part) => (
        <div key={part.slug} className="mt-2">
          {parts.length > 1 && <h3 className="font-bold">{part.name}</h3>}
          <ol className="mt-1 space-y-1 text-sm">
            {part.items.map((item) => {
              const why = item.why[item.key] ?? part.notes[item.key];
              return (
                <li key={item.n}>
                  <strong>
                    {item.n}: {optionFace(item.key)}
                  </strong>{' '}
                  {why && <RichText text={why.text} lang={lang} />}
                </li>
              );
            })}
          </ol>
          {part.material.kind === 'listening' && (
            <PrintedTranscript
              recordings={part.material.recordings}
              lang={lang}
              text={text}
              level={parts.length > 1 ? 4 : 3}
            />
          )}
        </div>
      ))}
    </section>
  );
}

/** A listening part's transcript, after its key: for reading back what was heard. */
function PrintedTranscript({
  recordings,
  lang,
  text,
  level,
}: {
  recordings: RecordingView[];
  lang: Lang;
  text: ModelTestMessages;
  /** Below the key's h2 on a part's page, below the part's h3 in the whole test. */
  level: 3 | 4;
}) {
  const Heading = level === 3 ? 'h3' : 'h4';
  return (
    <div className="mt-2 text-sm" lang={langAttr('de', lang)}>
      <Heading className="font-bold" lang={lang === 'de' ? undefined : lang}>
        {text.listening.transcript}
      </Heading>
      {recordings.map((r) => (
        <div key={r.label} className="mt-1 break-inside-avoid">
          <p className="font-semibold">{r.label}</p>
          {r.lines.map((line, i) => (
            <p key={i}>
              {line.name}: {line.text}
            </p>
          ))}
        </div>
      ))}
    </div>
  );
}

/**
 * What only paper shows on a part's page: the items the answer sheet holds on screen, a blank
 * answer sheet with the exam's item numbers, then, on the last page, the key. Hidden on screen.
 */
export function PrintedSheet({ part, lang, text }: { part: PartView; lang: Lang; text: ModelTestMessages }) {
  return (
    <div className="hidden print:block" data-testid="printed-sheet">
      <PrintedItems part={part} lang={lang} />
      <AnswerGrid parts={[part]} text={text} />
      <PrintedKey parts={[part]} lang={lang} text={text} />
    </div>
  );
}

/**
 * A whole test as a paper test: every part's booklet pages (instructions, material, items), then
 * one answer sheet for items 1–60, then the key (with the listening transcripts). Hidden on screen.
 */
export function PrintedTest({
  test,
  parts,
  lang,
  text,
}: {
  test: string;
  parts: PartView[];
  lang: Lang;
  text: ModelTestMessages;
}) {
  return (
    <div className="hidden print:block" data-testid="printed-test">
      {/* The page's own h1 names the test on screen; paper repeats it as a title, not a second h1. */}
      <p className="text-2xl font-bold">{format(text.testTitle, { id: test })}</p>
      {parts.map((part, i) => (
        <section key={part.slug} className={i > 0 ? 'break-before-page' : 'mt-2'}>
          <h2 className="text-xl font-bold">{part.name}</h2>
          <p className="mb-2">{part.instructions}</p>
          <PartMaterial
            material={part.material}
            lang={lang}
            text={text}
            quotes={[]}
            quotesOf={NONE}
            filled={EMPTY}
          />
          <PrintedItems part={part} lang={lang} />
        </section>
      ))}
      <div className="break-before-page">
        <AnswerGrid parts={parts} text={text} />
      </div>
      <PrintedKey parts={parts} lang={lang} text={text} />
    </div>
  );
}
