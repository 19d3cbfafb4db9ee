import { AlertTriangle, Info, Lightbulb, type LucideIcon } from 'lucide-react';
import { RichText } from '~/components/ui/rich-text';
import type { CalloutBlock, ListBlock, ParagraphBlock, StepsBlock } from '~/content/sheet-view';
import type { Lang } from '~/i18n/locales';
import { cn } from '~/lib/cn';

/** A paragraph of running text. */
export function Paragraph({ block, lang }: { block: ParagraphBlock; lang: Lang }) {
  return (
    <p className="leading-relaxed text-slate-800">
      <RichText text={block.text} lang={lang} />
    </p>
  );
}

/** A bulleted list. */
export function BulletList({ items, lang }: { items: ListBlock['items']; lang: Lang }) {
  return (
    <ul className="list-disc space-y-1.5 pl-5 leading-relaxed text-slate-800 marker:text-blue-700">
      {items.map((item, i) => (
        <li key={i}>
          <RichText text={item} lang={lang} />
        </li>
      ))}
    </ul>
  );
}

/** Numbered steps with titles. */
export function Steps({ block, lang }: { block: StepsBlock; lang: Lang }) {
  return (
    <ol className="space-y-3">
      {block.items.map((step, i) => (
        <li key={i} className="flex gap-3">
          <span
            aria-hidden="true"
            className="flex size-8 shrink-0 items-center justify-center rounded-full bg-blue-700 text-sm font-bold text-white"
          >
            {i + 1}
          </span>
          <div>
            <p className="font-semibold text-slate-900">
              <RichText text={step.title} lang={lang} />
            </p>
            <p className="leading-relaxed text-slate-800">
              <RichText text={step.text} lang={lang} />
            </p>
          </div>
        </li>
      ))}
    </ol>
  );
}

const TONES: Record<CalloutBlock['tone'], { icon: LucideIcon; box: string; iconClass: string }> = {
  tip: { icon: Lightbulb, box: 'border-emerald-300 bg-emerald-50', iconClass: 'text-emerald-800' },
  warning: { icon: AlertTriangle, box: 'border-amber-300 bg-amber-50', iconClass: 'text-amber-800' },
  info: { icon: Info, box: 'border-sky-300 bg-sky-50', iconClass: 'text-sky-800' },
};

/**
 * A tip, warning or note in a coloured box: a note (not a landmark: a sheet may hold several
 * callouts of the same tone and title, and landmarks must be told apart).
 */
export function Callout({ block, lang, toneLabel }: { block: CalloutBlock; lang: Lang; toneLabel: string }) {
  const tone = TONES[block.tone];
  const Icon = tone.icon;
  return (
    <div
      role="note"
      className={cn('rounded-xl border-l-4 p-4', tone.box)}
      aria-label={`${toneLabel}: ${block.title}`}
      data-tone={block.tone}
    >
      <p className="flex items-center gap-2 font-semibold text-slate-900">
        <Icon aria-hidden="true" className={cn('size-5 shrink-0', tone.iconClass)} />
        <RichText text={block.title} lang={lang} />
      </p>
      {block.text && (
        <p className="mt-1 leading-relaxed text-slate-800">
          <RichText text={block.text} lang={lang} />
        </p>
      )}
      {block.items && (
        <div className="mt-2">
          <BulletList items={block.items} lang={lang} />
        </div>
      )}
    </div>
  );
}
