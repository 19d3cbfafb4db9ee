import { useEffect, useId, useRef, useState, type ReactNode } from 'react';
import { Link } from 'react-router';
import { buttonClass } from '~/components/ui/button';
import type { Lang } from '~/i18n/locales';
import { format } from '~/i18n/messages';
import type { ModelTestMessages } from '~/i18n/model-test-messages-en';
import { cn } from '~/lib/cn';
import { href } from '~/site/paths';

/**
 * The head of a model-test page below the list: the way back to the test, the title, and what
 * the page adds (its intro, controls, the no-script note).
 */
export function TestPageHeader({
  test,
  lang,
  text,
  title,
  children,
}: {
  test: string;
  lang: Lang;
  text: ModelTestMessages;
  title: string;
  children?: ReactNode;
}) {
  const titleId = useId();
  return (
    <section className="bg-gradient-to-b from-blue-50 to-white pt-6 pb-4 md:pt-8" aria-labelledby={titleId}>
      <div className="mx-auto max-w-5xl px-4">
        <p className="text-sm font-semibold text-blue-800">
          <Link to={href.mockTest(test, lang)} className="underline underline-offset-2">
            {format(text.backToTest, { id: test })}
          </Link>
        </p>
        <h1 id={titleId} className="mt-1 text-3xl font-extrabold tracking-tight text-slate-900">
          {title}
        </h1>
        {children}
      </div>
    </section>
  );
}

/**
 * A question asked in place before a step that cannot be undone (hand in, give up, end the
 * recording, start again): the focus moves to its "yes", so a keyboard user is not lost.
 */
export function Confirm({
  question,
  yes,
  no,
  onYes,
  onNo,
  className,
}: {
  question: string;
  yes: string;
  no: string;
  onYes: () => void;
  onNo: () => void;
  className?: string;
}) {
  const id = useId();
  const yesButton = useRef<HTMLButtonElement>(null);
  useEffect(() => yesButton.current?.focus(), []);
  return (
    <div
      className={cn('rounded-xl bg-amber-50 p-3 text-slate-900 ring-1 ring-amber-200', className)}
      role="alertdialog"
      aria-labelledby={id}
    >
      <p id={id}>{question}</p>
      <div className="mt-2 flex flex-wrap gap-2">
        <button ref={yesButton} type="button" className={buttonClass.primary} onClick={onYes}>
          {yes}
        </button>
        <button type="button" className={buttonClass.secondary} onClick={onNo}>
          {no}
        </button>
      </div>
    </div>
  );
}

/** On a phone, one tap between the texts and the answer sheet (hidden from `lg` up, where both show). */
export function ViewToggle({
  view,
  onChange,
  text,
  className,
}: {
  view: 'text' | 'answers';
  onChange: (view: 'text' | 'answers') => void;
  text: ModelTestMessages;
  className?: string;
}) {
  return (
    <div className={cn('flex gap-2 lg:hidden', className)} role="group" aria-label={text.answerSheet}>
      {(['text', 'answers'] as const).map((v) => (
        <button
          key={v}
          type="button"
          aria-pressed={view === v}
          onClick={() => onChange(v)}
          className={cn(
            'min-h-11 flex-1 rounded-lg font-semibold ring-1 ring-blue-200',
            view === v ? 'bg-blue-700 text-white' : 'bg-white text-blue-800',
          )}
        >
          {v === 'text' ? text.showText : text.showAnswers}
        </button>
      ))}
    </div>
  );
}

/** A button for a step that cannot be undone: pressed, it asks first (`Confirm`) in its place. */
export function AskFirst({
  label,
  question,
  yes,
  no,
  onYes,
  buttonClassName = buttonClass.secondary,
  className,
}: {
  label: string;
  question: string;
  yes: string;
  no: string;
  onYes: () => void;
  buttonClassName?: string;
  className?: string;
}) {
  const [asking, setAsking] = useState(false);
  return asking ? (
    <Confirm
      className={className}
      question={question}
      yes={yes}
      no={no}
      onYes={onYes}
      onNo={() => setAsking(false)}
    />
  ) : (
    <div className={className}>
      <button type="button" className={buttonClassName} onClick={() => setAsking(true)}>
        {label}
      </button>
    </div>
  );
}
