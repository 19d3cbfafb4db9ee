import { RichText } from '~/components/ui/rich-text';
import type { PartView } from '~/content/model-tests/part-view';
import type { Lang } from '~/i18n/locales';
import type { ModelTestMessages } from '~/i18n/model-test-messages-en';

/**
 * What only paper shows: a blank answer sheet with the exam's item numbers, then, on the last page,
 * the key with the short explanation of each right answer. Hidden on screen.
 */
export function PrintedSheet({ part, lang, text }: { part: PartView; lang: Lang; text: ModelTestMessages }) {
  return (
    <div className="hidden print:block" data-testid="printed-sheet">
      <section className="mt-6 break-inside-avoid">
        <h2 className="text-lg font-bold">{text.printSheet}</h2>
        <p className="text-sm">
          {text.printName}: ______________________ · {text.printHint}
        </p>
        <table className="mt-2 border-collapse text-sm">
          <tbody>
            {part.items.map((item) => (
              <tr key={item.n}>
                <th scope="row" className="border border-slate-400 px-2 py-1 text-right">
                  {item.n}
                </th>
                {item.options.map((o) => (
                  <td key={o.letter} className="border border-slate-400 px-2 py-1 text-center">
                    {o.letter}
                  </td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      </section>
      <section className="break-before-page">
        <h2 className="text-lg font-bold">{text.printKey}</h2>
        <ol className="mt-2 space-y-1 text-sm">
          {part.items.map((item) => {
            const why = item.why[item.key] ?? part.notes[item.key];
            return (
              <li key={item.n}>
                <strong>
                  {item.n}: {item.key}
                </strong>{' '}
                {why && <RichText text={why.text} lang={lang} />}
              </li>
            );
          })}
        </ol>
      </section>
    </div>
  );
}
