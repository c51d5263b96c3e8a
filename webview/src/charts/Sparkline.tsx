// Confidence over time as a small SVG chart (0..1 on the y axis, time on the x axis): a solid
// step line in the theme's chart colour over a light fill, each change a dot, and the last value
// held until now, so a single point or a day of changes still reads as a line across the
// card. The level thresholds are faint guides. The accessible name says the trend in words.
import type { HistoryPoint } from '../../../src/protocol/webview';
import { useL10n } from '../l10n';

export const SPARKLINE_WIDTH = 200;
const WIDTH = SPARKLINE_WIDTH;
const HEIGHT = 36;
const PAD = 3;
export const SPARKLINE_STROKE = 2;

export interface SparklineProps {
  points: HistoryPoint[];
  /** The end of the time axis (default: now). */
  now?: number;
}

export function Sparkline({ points, now = Date.now() }: SparklineProps) {
  const l = useL10n();
  const pts = points
    .map((p) => ({ t: Date.parse(p.at), c: p.confidence }))
    .filter((p) => Number.isFinite(p.t) && Number.isFinite(p.c))
    .sort((a, b) => a.t - b.t);
  if (pts.length === 0) return <span className="muted">{l.t('learned.history.empty')}</span>;
  const t0 = pts[0].t;
  const end = Math.max(now, pts[pts.length - 1].t);
  const span = Math.max(1, end - t0);
  const x = (t: number) => PAD + ((t - t0) / span) * (WIDTH - 2 * PAD);
  const y = (c: number) => HEIGHT - PAD - Math.max(0, Math.min(1, c)) * (HEIGHT - 2 * PAD);
  // A step line: the confidence holds until the next change, and the last one until now.
  const steps = pts.flatMap((p, i) =>
    i === 0
      ? [[x(p.t), y(p.c)]]
      : [
          [x(p.t), y(pts[i - 1].c)],
          [x(p.t), y(p.c)],
        ],
  );
  steps.push([WIDTH - PAD, y(pts[pts.length - 1].c)]);
  const line = steps.map(([px, py], i) => `${i ? 'L' : 'M'}${px.toFixed(1)},${py.toFixed(1)}`).join('');
  const area = `${line}L${(WIDTH - PAD).toFixed(1)},${HEIGHT - PAD}L${PAD},${HEIGHT - PAD}Z`;
  const name = l.plural('learned.history.label', pts.length, {
    first: l.number(pts[0].c),
    last: l.number(pts[pts.length - 1].c),
  });
  return (
    <svg
      className="sparkline"
      width={WIDTH}
      height={HEIGHT}
      viewBox={`0 0 ${WIDTH} ${HEIGHT}`}
      role="img"
      aria-label={name}
    >
      <title>{name}</title>
      {[0.5, 0.7].map((g) => (
        <line
          key={g}
          className="sparkline-guide"
          x1={0}
          x2={WIDTH}
          y1={y(g)}
          y2={y(g)}
          vectorEffect="non-scaling-stroke"
        />
      ))}
      <path className="sparkline-area" d={area} />
      <path
        className="sparkline-line"
        d={line}
        fill="none"
        strokeWidth={SPARKLINE_STROKE}
        strokeLinejoin="round"
        vectorEffect="non-scaling-stroke"
      />
      {pts.map((p, i) => (
        <circle key={i} className="sparkline-dot" cx={x(p.t)} cy={y(p.c)} r={i === pts.length - 1 ? 3 : 2} />
      ))}
    </svg>
  );
}
