// Confidence over time as a tiny SVG line (0..1 on the y axis, time on the x axis), with the
// level thresholds as faint guides. The accessible name says the trend in words.
import type { HistoryPoint } from '../../../src/protocol/webview';
import { formatConfidence } from '../model/format';

export function Sparkline({ points, width = 160, height = 32 }: { points: HistoryPoint[]; width?: number; height?: number }) {
  const pts = points.map((p) => ({ t: Date.parse(p.at), c: p.confidence })).filter((p) => Number.isFinite(p.t) && Number.isFinite(p.c));
  if (pts.length === 0) return <span className="muted">No history yet</span>;
  const t0 = pts[0].t;
  const span = Math.max(1, pts[pts.length - 1].t - t0);
  const x = (t: number) => (pts.length === 1 ? width / 2 : ((t - t0) / span) * (width - 4) + 2);
  const y = (c: number) => height - 2 - Math.max(0, Math.min(1, c)) * (height - 4);
  const d = pts.map((p, i) => `${i ? 'L' : 'M'}${x(p.t).toFixed(1)},${y(p.c).toFixed(1)}`).join('');
  const first = pts[0].c;
  const last = pts[pts.length - 1].c;
  const label = `Confidence history: ${formatConfidence(first)} to ${formatConfidence(last)} over ${pts.length} ${pts.length === 1 ? 'point' : 'points'}`;
  return (
    <svg className="sparkline" width={width} height={height} viewBox={`0 0 ${width} ${height}`} role="img" aria-label={label}>
      <title>{label}</title>
      {[0.3, 0.5, 0.7, 0.9].map((g) => (
        <line key={g} className="sparkline-guide" x1={0} x2={width} y1={y(g)} y2={y(g)} />
      ))}
      <path className="sparkline-line" d={d} fill="none" />
      {pts.map((p, i) => (
        <circle key={i} className="sparkline-dot" cx={x(p.t)} cy={y(p.c)} r={i === pts.length - 1 ? 2.5 : 1.5} />
      ))}
    </svg>
  );
}
