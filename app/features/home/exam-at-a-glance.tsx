import { linkClass } from '~/components/ui/button';
import { Link } from 'react-router';
import {
  ORAL_BLOCK,
  ORAL_STRATEGY_SHEET,
  WRITTEN_BLOCK,
  WRITTEN_STRATEGY_SHEET,
  type Practice,
} from '~/content/exam-format';
import { pick, type Lang } from '~/i18n/locales';
import { format } from '~/i18n/messages';
import { homeMessages } from '~/i18n/home-messages';
import { formatMinutes } from '~/i18n/format';
import { href } from '~/site/paths';

/** The model test the home page's practice links open: the first one. */
const FIRST_TEST = '1';

/** The anchor of the block, for links ("Punkte", "pass mark" in search lead here). */
const EXAM_ANCHOR = 'exam';

function practiceHref(practice: Practice, lang: Lang): string {
  if (practice.kind === 'part') return href.mockPart(FIRST_TEST, practice.part, lang);
  if (practice.kind === 'writing-trainer') return href.writingTrainer(lang);
  return href.mockOral(FIRST_TEST, lang);
}

const CARD = 'md:rounded-2xl md:border md:border-slate-200 md:p-5';
const TABLE = 'mt-2 w-full border-collapse text-left text-sm';
const CELL = 'border-t border-slate-200 py-1.5 pr-2 align-top';
const NUMBER = `${CELL} pl-2 text-right tabular-nums whitespace-nowrap`;
const LINK = linkClass.inline;

/** A part's name: the page's language, with the exam's German name beside an English one. */
function PartName({ name, examName }: { name: string; examName: string }) {
  return (
    <>
      {name}
      {name !== examName && (
        <span lang="de" className="font-normal text-slate-600">
          {' '}
          ({examName})
        </span>
      )}
    </>
  );
}

/** The written block: its four subtests with items, points and time, and the pass mark. */
function WrittenBlock({ lang }: { lang: Lang }) {
  const copy = homeMessages(lang).exam;
  const minutes = (m: number, about?: boolean) =>
    about ? format(copy.about, { value: String(m) }) : String(m);
  const [shared] = WRITTEN_BLOCK.parts.filter((p) => !('minutes' in p));
  return (
    <div className={CARD} data-testid="exam-written">
      <h3 className="font-bold text-slate-900 md:text-lg">
        {copy.written} · {formatMinutes(WRITTEN_BLOCK.minutes, lang)}
      </h3>
      <table className={TABLE}>
        <thead>
          <tr className="text-xs text-slate-600 uppercase">
            <th scope="col" className="pb-1 font-semibold">
              {copy.part}
            </th>
            <th scope="col" className="pb-1 pl-2 text-right font-semibold">
              {copy.points}
            </th>
            <th scope="col" className="pb-1 pl-2 text-right font-semibold">
              {copy.time}
            </th>
          </tr>
        </thead>
        <tbody>
          {WRITTEN_BLOCK.parts.map((p) => {
            const name = pick(p.name, lang);
            return (
              <tr key={p.id}>
                <th scope="row" className={`${CELL} font-normal`}>
                  <Link to={href.sheet(p.sheet, lang)} className={LINK}>
                    <PartName name={name} examName={p.examName} />
                  </Link>
                  <span className="block text-slate-600">
                    {'items' in p
                      ? format(copy.items, { first: String(p.items[0]), last: String(p.items[1]) })
                      : copy.email}
                    {' · '}
                    <Link
                      to={practiceHref(p.practice, lang)}
                      className={LINK}
                      aria-label={format(copy.practiseWhat, { part: name })}
                    >
                      {copy.practise}
                    </Link>
                  </span>
                </th>
                <td className={NUMBER}>{p.points}</td>
                {'minutes' in p ? (
                  <td className={NUMBER}>{minutes(p.minutes, 'about' in p && p.about)}</td>
                ) : (
                  p === shared && (
                    <td className={`${NUMBER} align-middle`} rowSpan={2}>
                      {WRITTEN_BLOCK.sharedMinutes}
                    </td>
                  )
                )}
              </tr>
            );
          })}
        </tbody>
        <tfoot>
          <tr className="font-bold">
            <th scope="row" className={CELL}>
              {copy.total}
            </th>
            <td className={NUMBER}>{WRITTEN_BLOCK.max}</td>
            <td className={NUMBER}>{WRITTEN_BLOCK.minutes}</td>
          </tr>
        </tfoot>
      </table>
      <p className="mt-3 text-sm font-semibold text-emerald-800">
        {format(copy.pass, { pass: String(WRITTEN_BLOCK.pass), max: String(WRITTEN_BLOCK.max) })}
      </p>
    </div>
  );
}

/** The oral block: preparation, the three parts with minutes and points, and the pass mark. */
function OralBlock({ lang }: { lang: Lang }) {
  const copy = homeMessages(lang).exam;
  return (
    <div className={CARD} data-testid="exam-oral">
      <h3 className="font-bold text-slate-900 md:text-lg">
        {copy.oral} · {format(copy.maxPoints, { max: String(ORAL_BLOCK.max) })}
      </h3>
      <p className="mt-1 text-sm text-slate-700">
        {format(copy.preparation, {
          minutes: String(ORAL_BLOCK.preparationMinutes),
          pair: String(ORAL_BLOCK.pairMinutes),
        })}
      </p>
      <table className={TABLE}>
        <thead>
          <tr className="text-xs text-slate-600 uppercase">
            <th scope="col" className="pb-1 font-semibold">
              {copy.part}
            </th>
            <th scope="col" className="pb-1 pl-2 text-right font-semibold">
              {copy.points}
            </th>
            <th scope="col" className="pb-1 pl-2 text-right font-semibold">
              {copy.time}
            </th>
          </tr>
        </thead>
        <tbody>
          {ORAL_BLOCK.parts.map((p) => (
            <tr key={p.number}>
              <th scope="row" className={`${CELL} font-normal`}>
                <Link to={href.sheet(p.sheet, lang)} className={LINK}>
                  {p.number} · <PartName name={pick(p.name, lang)} examName={p.examName} />
                </Link>
              </th>
              <td className={NUMBER}>{p.points}</td>
              <td className={NUMBER}>{format(copy.about, { value: String(p.minutes) })}</td>
            </tr>
          ))}
        </tbody>
      </table>
      <p className="mt-3 text-sm font-semibold text-emerald-800">
        {format(copy.pass, { pass: String(ORAL_BLOCK.pass), max: String(ORAL_BLOCK.max) })}
      </p>
    </div>
  );
}

/**
 * The exam at a glance: both blocks with their parts, points, times and pass marks, from the
 * content model (EXAM_FACTS.md). Indexed for search with a high weight: "Punkte", "how long",
 * "pass mark" find it first.
 */
export function ExamAtAGlance({ lang }: { lang: Lang }) {
  const copy = homeMessages(lang).exam;
  return (
    <section
      id={EXAM_ANCHOR}
      aria-labelledby="exam-title"
      className="scroll-mt-20"
      data-pagefind-body=""
      data-pagefind-filter="page:exam"
      data-testid="exam-at-a-glance"
    >
      <h2
        id="exam-title"
        className="text-2xl font-bold text-slate-900 md:text-3xl"
        data-pagefind-meta="title"
      >
        {copy.title}
      </h2>
      <p className="mt-2 text-slate-700">{copy.intro}</p>
      <div className="mt-3 grid gap-5 md:mt-4 md:grid-cols-2 md:gap-4">
        <WrittenBlock lang={lang} />
        <OralBlock lang={lang} />
      </div>
      <p className="mt-4 rounded-xl bg-amber-50 p-3 text-sm text-slate-800 ring-1 ring-amber-200">
        {copy.both}
      </p>
      <ul className="mt-3 flex flex-col gap-2 text-sm sm:flex-row sm:flex-wrap sm:gap-x-6">
        <li>
          <Link to={href.sheet(WRITTEN_STRATEGY_SHEET, lang)} className={LINK}>
            {copy.dayWritten}
          </Link>
        </li>
        <li>
          <Link to={href.sheet(ORAL_STRATEGY_SHEET, lang)} className={LINK}>
            {copy.dayOral}
          </Link>
        </li>
        <li>
          <Link to={href.mockOral(FIRST_TEST, lang)} className={LINK}>
            {copy.oralMock}
          </Link>
        </li>
      </ul>
    </section>
  );
}
