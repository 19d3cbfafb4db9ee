import { RadioChips } from '~/components/ui/radio-chips';
import type { OralSheets, Translated } from '~/content/model-tests/schema';
import { langAttr, type Lang } from '~/i18n/locales';
import { format } from '~/i18n/messages';
import type { ModelTestMessages } from '~/i18n/model-test-messages-en';
import type { OralRun } from '~/stores/model-test-records';

type Text = ModelTestMessages;

function Line({ line, lang, as: Tag = 'p' }: { line: Translated; lang: Lang; as?: 'p' | 'li' }) {
  return (
    <Tag>
      <span lang={langAttr('de', lang)}>{line.german}</span>
      {lang !== 'de' && <span className="block text-sm text-slate-600">{line.translation}</span>}
    </Tag>
  );
}

/**
 * The task sheets as they are handed out: part 1's cues, part 2's text of one person (`person`: each
 * reads only their own, as in the exam), part 3's task. With `onPerson` (two people at one screen) a
 * choice "Ich bin Person A / B" switches between the two texts of part 2, one shown at a time.
 */
export function Sheets({
  tasks,
  lang,
  text,
  run,
  person,
  onPerson,
}: {
  tasks: OralSheets;
  lang: Lang;
  text: Text;
  run: OralRun | null;
  person: OralRun['role'];
  onPerson?: (person: OralRun['role']) => void;
}) {
  const o = text.oral;
  const sheet = person === 'A' ? tasks.part2.a : tasks.part2.b;
  const box = 'rounded-xl border border-slate-200 bg-white p-4';
  return (
    <section aria-labelledby="oral-sheets" className="space-y-4">
      <h2 id="oral-sheets" className="text-xl font-bold text-slate-900">
        {o.sheets}
      </h2>
      <div className={box}>
        <h3 className="font-bold text-slate-900">{o.part1}</h3>
        <p className="text-sm text-slate-700">{o.part1Task}</p>
        <ul className="mt-2 grid gap-1 sm:grid-cols-2">
          {tasks.part1.cues.map((cue) => (
            <Line key={cue.german} line={cue} lang={lang} as="li" />
          ))}
        </ul>
      </div>
      <div className={box}>
        <h3 className="font-bold text-slate-900">{o.part2}</h3>
        <p className="text-sm text-slate-700">{o.part2Task}</p>
        <div className="mt-2 font-semibold">
          <Line line={tasks.part2.topic} lang={lang} />
        </div>
        {onPerson && (
          <RadioChips
            legend={o.personLabel}
            name="oral-person"
            options={[
              ['A', o.personA],
              ['B', o.personB],
            ]}
            value={person}
            onChange={onPerson}
            className="mt-3"
            testId="oral-person"
          >
            <p className="mt-2 text-sm text-slate-700">{o.pairHint}</p>
          </RadioChips>
        )}
        <div className="mt-3 rounded-lg bg-slate-50 p-3" data-testid={`oral-sheet-${person}`}>
          <p className="text-sm font-bold tracking-wide text-slate-600 uppercase">
            {format(o.sheet, { role: person })}
          </p>
          <p className="font-semibold" lang={langAttr('de', lang)}>
            {sheet.name}
          </p>
          <blockquote className="mt-1">
            <Line line={sheet.text} lang={lang} />
          </blockquote>
        </div>
        {run?.mode === 'alone' && <p className="mt-3 text-sm text-slate-700">{o.aloneHint}</p>}
      </div>
      <div className={box}>
        <h3 className="font-bold text-slate-900">{o.part3}</h3>
        <p className="text-sm text-slate-700">{o.part3Task}</p>
        <div className="mt-2">
          <Line line={tasks.part3.situation} lang={lang} />
        </div>
        <ul className="mt-2 list-disc space-y-1 pl-6">
          {tasks.part3.points.map((p) => (
            <Line key={p.german} line={p} lang={lang} as="li" />
          ))}
        </ul>
      </div>
    </section>
  );
}

/** Twelve yes/no questions, four per part (one per criterion); saved only when all are answered. */
