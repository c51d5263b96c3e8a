// Observations per day, stacked by type, as a small SVG of our own (no chart library). A
// visually hidden table carries the same figures for screen readers.
import type { ObservationType } from '../../../src/protocol/webview';

export interface DayCounts {
  day: string;
  counts: Record<ObservationType, number>;
}

/** `types`: the observation types, bottom to top (the host sends them in the display scale). */
export function StackedBars({ series, types, height = 80 }: { series: DayCounts[]; types: readonly ObservationType[]; height?: number }) {
  const width = Math.max(60, series.length * 6);
  const max = Math.max(1, ...series.map((d) => types.reduce((s, t) => s + (d.counts[t] ?? 0), 0)));
  const bw = width / Math.max(1, series.length);
  const total = series.reduce((s, d) => s + types.reduce((a, t) => a + (d.counts[t] ?? 0), 0), 0);
  const label = `Observations per day over ${series.length} days: ${total} in total, at most ${max} in a day`;
  return (
    <figure className="chart">
      <svg className="bars" viewBox={`0 0 ${width} ${height}`} preserveAspectRatio="none" role="img" aria-label={label}>
        <title>{label}</title>
        {series.map((d, i) => {
          let y = height;
          return (
            <g key={d.day}>
              {types.map((t) => {
                const v = d.counts[t] ?? 0;
                if (!v) return null;
                const h = (v / max) * (height - 2);
                y -= h;
                return (
                  <rect key={t} className={`fill-${t}`} x={i * bw + bw * 0.1} y={y} width={bw * 0.8} height={h}>
                    <title>{`${d.day}: ${v} ${t}`}</title>
                  </rect>
                );
              })}
            </g>
          );
        })}
      </svg>
      <figcaption className="chart-axis">
        <span>{series[0]?.day}</span>
        <span>{series[series.length - 1]?.day}</span>
      </figcaption>
      <table className="sr-only">
        <caption>Observations per day by type</caption>
        <thead>
          <tr>
            <th>Day</th>
            {types.map((t) => (
              <th key={t}>{t}</th>
            ))}
          </tr>
        </thead>
        <tbody>
          {series
            .filter((d) => types.some((t) => d.counts[t]))
            .map((d) => (
              <tr key={d.day}>
                <td>{d.day}</td>
                {types.map((t) => (
                  <td key={t}>{d.counts[t] ?? 0}</td>
                ))}
              </tr>
            ))}
        </tbody>
      </table>
    </figure>
  );
}
