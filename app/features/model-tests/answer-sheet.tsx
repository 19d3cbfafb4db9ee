import { RichText } from '~/components/ui/rich-text';
import type { ExplanationView, ItemView, PartView } from '~/content/model-tests/part-view';
import { langAttr, type Lang } from '~/i18n/locales';
import { format } from '~/i18n/messages';
import type { ModelTestMessages } from '~/i18n/model-test-messages-en';
import { cn } from '~/lib/cn';
import { EvidenceQuotes } from './evidence-quotes';
import { optionFace } from './format';

/** How an item shows: to answer, answered right before a retry (kept), or checked with its explanation. */
export type ItemMode = 'open' | 'kept' | 'review';

interface AnswerSheetProps {
  part: PartView;
  lang: Lang;
  text: ModelTestMessages;
  answers: Readonly<Record<string, string>>;
  modeOf: (n: number) => ItemMode;
  /** No marking before scripts run (nothing could keep or check it). */
  disabled: boolean;
  onAnswer: (n: number, letter: string) => void;
}

/**
 * What a letter stands for, where the booklet prints it apart from the items: the headline
 * (reading 1), the advert's title (reading 3), the word in the box (Sprachbausteine 2). A phone
 * shows it beside the letter, so the answer sheet can be used without switching to the texts.
 */
export function letterTexts(material: PartView['material']): ReadonlyMap<string, string> {
  switch (material.kind) {
    case 'headlines':
      return new Map(material.headlines);
    case 'adverts':
      return new Map(material.adverts.map(([letter, advert]) => [letter, advert.title]));
    case 'gap-box':
      return new Map(material.box);
    // The options carry their own text, or the letter is a whole text's answer.
    case 'article':
    case 'gap-abc':
    case 'listening':
      return new Map();
  }
}

/** The item's label on the sheet: "Text 1" in reading 1, "Item 21" elsewhere. */
function itemLabel(part: PartView, item: ItemView, text: ModelTestMessages): string {
  return format(part.slug === 'reading-1' ? text.text : text.itemLabel, { n: String(item.n) });
}

/**
 * The answer sheet: one radio group per item with the exam's item numbers, usable by keyboard
 * (Tab to an item, arrow keys to a letter). After the check each item says right or wrong, the
 * key, why the marked option is wrong and why the key is right, the deciding passage and where the
 * skill is taught.
 */
export function AnswerSheet({ part, lang, text, answers, modeOf, disabled, onAnswer }: AnswerSheetProps) {
  const de = langAttr('de', lang);
  const letters = letterTexts(part.material);
  return (
    <ol className="space-y-3" aria-label={text.answerSheet}>
      {part.items.map((item) => {
        const mode = modeOf(item.n);
        const answer = answers[item.n];
        const right = answer === item.key;
        return (
          <li key={item.n} data-item={item.n} className="scroll-mt-36">
            <fieldset
              className={cn(
                'rounded-xl border p-3',
                mode === 'review' && (right ? 'border-green-300 bg-green-50' : 'border-red-300 bg-red-50'),
                mode === 'kept' && 'border-green-200',
                mode === 'open' && 'border-slate-200 bg-white',
              )}
            >
              <legend className="sr-only">{itemLabel(part, item, text)}</legend>
              <p className="flex items-baseline gap-2" aria-hidden="true">
                <span className="inline-flex h-7 min-w-7 items-center justify-center rounded-full bg-slate-800 px-1 text-sm font-bold text-white">
                  {item.n}
                </span>
                {part.slug === 'reading-1' && (
                  <span className="font-semibold text-slate-700">{itemLabel(part, item, text)}</span>
                )}
              </p>
              {item.prompt && (
                <p className="mt-1 text-slate-900" lang={de}>
                  {item.prompt}
                </p>
              )}
              <Options
                item={item}
                lang={lang}
                text={text}
                answer={answer}
                disabled={disabled || mode !== 'open'}
                onAnswer={onAnswer}
                letters={letters}
              />
              {mode === 'review' && (
                <ItemReview item={item} notes={part.notes} answer={answer} lang={lang} text={text} />
              )}
              {mode === 'kept' && <p className="mt-2 text-sm font-semibold text-green-800">{text.right}</p>}
            </fieldset>
          </li>
        );
      })}
    </ol>
  );
}

function Options({
  item,
  lang,
  text,
  answer,
  disabled,
  onAnswer,
  letters,
}: {
  item: ItemView;
  lang: Lang;
  text: ModelTestMessages;
  answer: string | undefined;
  disabled: boolean;
  onAnswer: (n: number, letter: string) => void;
  letters: ReadonlyMap<string, string>;
}) {
  const withText = item.options.some((o) => o.text !== undefined);
  const name = `item-${item.n}`;
  if (withText)
    return (
      <div className="mt-2 space-y-1" lang={langAttr('de', lang)}>
        {item.options.map((o) => (
          <label
            key={o.letter}
            className="flex min-h-11 cursor-pointer items-center gap-3 rounded-lg px-2 py-1 has-[:checked]:bg-blue-100 has-[:disabled]:cursor-default"
          >
            <input
              type="radio"
              name={name}
              value={o.letter}
              checked={answer === o.letter}
              disabled={disabled}
              onChange={() => onAnswer(item.n, o.letter)}
              className="size-5 shrink-0 accent-blue-700"
            />
            <span>
              <span className="font-bold">{o.letter}</span> {o.text}
            </span>
          </label>
        ))}
      </div>
    );
  return (
    <div className="mt-2 flex flex-wrap gap-1.5">
      {item.options.map((o) => (
        <label
          key={o.letter}
          className={cn(
            'relative flex min-h-11 min-w-11 cursor-pointer items-center justify-center rounded-lg font-bold ring-1 ring-slate-300',
            // On a phone the texts are on the other tab: each letter says what it stands for.
            letters.has(o.letter) && 'max-lg:w-full max-lg:justify-start max-lg:gap-3 max-lg:px-3',
            'has-[:checked]:bg-blue-700 has-[:checked]:text-white has-[:checked]:ring-blue-700',
            'has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-offset-2 has-[:focus-visible]:outline-blue-700',
            'has-[:disabled]:cursor-default',
          )}
        >
          <input
            type="radio"
            name={name}
            value={o.letter}
            checked={answer === o.letter}
            disabled={disabled}
            onChange={() => onAnswer(item.n, o.letter)}
            className="absolute inset-0 cursor-[inherit] appearance-none rounded-lg"
            aria-label={
              o.letter === 'x'
                ? text.noAdvert
                : o.letter === '+'
                  ? text.plus
                  : o.letter === '-'
                    ? text.minus
                    : o.letter
            }
          />
          <span aria-hidden="true">{optionFace(o.letter)}</span>
          {letters.has(o.letter) && (
            <span aria-hidden="true" lang={langAttr('de', lang)} className="text-left font-normal lg:hidden">
              {letters.get(o.letter)}
            </span>
          )}
        </label>
      ))}
    </div>
  );
}

function Explanation({ title, e, lang }: { title: string; e: ExplanationView; lang: Lang }) {
  return (
    <div className="mt-2">
      <p className="text-sm font-semibold text-slate-900">
        {title} <span className="font-normal text-slate-600">· {e.trapName}</span>
      </p>
      <p className="text-slate-800">
        <RichText text={e.text} lang={lang} />
      </p>
    </div>
  );
}

/** The check of one item: right or wrong, the key, both explanations, the passage, the sheet. */
function ItemReview({
  item,
  notes,
  answer,
  lang,
  text,
}: {
  item: ItemView;
  notes: Record<string, ExplanationView>;
  answer: string | undefined;
  lang: Lang;
  text: ModelTestMessages;
}) {
  const right = answer === item.key;
  const why = (letter: string) => item.why[letter] ?? notes[letter];
  const key = optionFace(item.key);
  const marked = answer && optionFace(answer);
  const chosen = answer && !right ? why(answer) : undefined;
  const keyWhy = why(item.key);
  return (
    <div className="mt-3 border-t border-slate-200 pt-2" data-review={right ? 'right' : 'wrong'}>
      <p className={cn('font-bold', right ? 'text-green-800' : 'text-red-800')}>
        {right ? text.right : answer ? text.wrong : text.blank}
        {!right && <span className="ml-2 font-semibold text-slate-900">{format(text.keyIs, { key })}</span>}
      </p>
      {marked && !right && (
        <p className="text-sm text-slate-700">{format(text.yourAnswer, { answer: marked })}</p>
      )}
      {chosen && marked && (
        <Explanation title={format(text.whyYours, { answer: marked })} e={chosen} lang={lang} />
      )}
      {keyWhy && <Explanation title={format(text.whyKey, { key })} e={keyWhy} lang={lang} />}
      <EvidenceQuotes label={text.passage} quotes={item.evidence} lang={lang} />
      <p className="mt-2 text-sm">
        <a href={item.teaches.href} className="font-semibold text-blue-800 underline underline-offset-2">
          {format(text.learn, { title: item.teaches.title })}
        </a>
      </p>
    </div>
  );
}
