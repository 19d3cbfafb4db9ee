import type { Lang } from '~/i18n/locales';
import { format } from '~/i18n/messages';
import { formatDay } from '~/i18n/format';
import type { ProgressMessages } from '~/i18n/progress-messages-en';
import type { ChartPoint } from './standing';

const WIDTH = 320;
const HEIGHT = 140;
const LEFT = 34;
const RIGHT = 10;
const TOP = 10;
const BOTTOM = 14;
/** The exam's pass mark as a share: 60 %. */
const PASS = 0.6;

const x = (i: number, n: number) =>
  n === 1 ? (LEFT + WIDTH - RIGHT) / 2 : LEFT + (i * (WIDTH - LEFT - RIGHT)) / (n - 1);
const y = (share: number) => TOP + (1 - share) * (HEIGHT - TOP - BOTTOM);

/**
 * Her results over time as a small inline SVG (no chart library): one mark per result in the order
 * she did them, a circle for a part practised alone and a square for a whole written exam, and the
 * 60 % line of the pass mark. A screen reader gets one sentence (count, dates, latest share) instead
 * of the marks.
 */
export function ResultsChart({
  points,
  lang,
  text,
}: {
  points: ChartPoint[];
  lang: Lang;
  text: ProgressMessages['standing'];
}) {
  if (points.length === 0) return <p className="mt-2 text-slate-700">{text.chartNone}</p>;
  const percent = (share: number) => String(Math.round(share * 100));
  const label = format(text.chartLabel, {
    count: String(points.length),
    first: formatDay(points[0]!.date, lang),
    last: formatDay(points.at(-1)!.date, lang),
    latest: percent(points.at(-1)!.share),
  });
  const n = points.length;
  return (
    <figure className="mt-2" data-testid="progress-chart">
      <svg
        viewBox={`0 0 ${WIDTH} ${HEIGHT}`}
        role="img"
        aria-label={label}
        className="h-auto w-full max-w-lg text-slate-700"
      >
        {[0, PASS, 1].map((share) => (
          <g key={share}>
            <line
              x1={LEFT}
              x2={WIDTH - RIGHT}
              y1={y(share)}
              y2={y(share)}
              className={share === PASS ? 'stroke-amber-600' : 'stroke-slate-300'}
              strokeWidth={share === PASS ? 1.5 : 1}
              strokeDasharray={share === PASS ? '4 3' : undefined}
            />
            <text x={LEFT - 4} y={y(share) + 4} textAnchor="end" className="fill-current text-[10px]">
              {percent(share)} %
            </text>
          </g>
        ))}
        <polyline
          points={points.map((p, i) => `${x(i, n)},${y(p.share)}`).join(' ')}
          fill="none"
          className="stroke-slate-400"
          strokeWidth={1}
        />
        {points.map((p, i) =>
          p.kind === 'exam' ? (
            <rect
              key={i}
              x={x(i, n) - 4.5}
              y={y(p.share) - 4.5}
              width={9}
              height={9}
              className="fill-emerald-700"
              data-kind="exam"
            />
          ) : (
            <circle key={i} cx={x(i, n)} cy={y(p.share)} r={3.5} className="fill-blue-700" data-kind="part" />
          ),
        )}
      </svg>
      <figcaption className="mt-1 flex flex-wrap gap-x-4 gap-y-1 text-sm text-slate-700" aria-hidden="true">
        <span className="flex items-center gap-1.5">
          <span className="inline-block size-2.5 rounded-full bg-blue-700" />
          {text.chartPart}
        </span>
        <span className="flex items-center gap-1.5">
          <span className="inline-block size-2.5 bg-emerald-700" />
          {text.chartExam}
        </span>
        <span className="flex items-center gap-1.5">
          <span className="inline-block w-4 border-t-2 border-dashed border-amber-600" />
          {text.chartPass}
        </span>
      </figcaption>
    </figure>
  );
}
