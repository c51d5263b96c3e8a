// Observations per day, stacked by type, as a small SVG of our own (no chart library). A
// visually hidden table carries the same figures for screen readers.
import type { ObservationType } from '../../../src/protocol/webview';
import { useL10n } from '../l10n';
import { useThemePalette } from '../theme/useThemePalette';

export interface DayCounts {
  day: string;
  counts: Record<ObservationType, number>;
}

/** `types`: the observation types, bottom to top (the host sends them in the display scale). */
export function StackedBars({
  series,
  types,
  height = 80,
}: {
  series: DayCounts[];
  types: readonly ObservationType[];
  height?: number;
}) {
  const l = useL10n();
  const { t } = l;
  const palette = useThemePalette();
  const width = Math.max(60, series.length * 6);
  const max = Math.max(1, ...series.map((d) => types.reduce((s, type) => s + (d.counts[type] ?? 0), 0)));
  const bw = width / Math.max(1, series.length);
  const total = series.reduce((s, d) => s + types.reduce((a, type) => a + (d.counts[type] ?? 0), 0), 0);
  const label = t('chart.label', { days: series.length, total, max });
  return (
    <figure className="chart">
      <svg className="bars" viewBox={`0 0 ${width} ${height}`} preserveAspectRatio="none" role="img" aria-label={label}>
        <title>{label}</title>
        {series.map((d, i) => {
          let y = height;
          return (
            <g key={d.day}>
              {types.map((type) => {
                const v = d.counts[type] ?? 0;
                if (!v) return null;
                const h = (v / max) * (height - 2);
                y -= h;
                return (
                  <rect
                    key={type}
                    fill={palette.observation[type]}
                    x={i * bw + bw * 0.1}
                    y={y}
                    width={bw * 0.8}
                    height={h}
                  >
                    <title>{t('chart.bar', { day: l.day(d.day), count: v, type: t(`type.${type}`) })}</title>
                  </rect>
                );
              })}
            </g>
          );
        })}
      </svg>
      <figcaption className="chart-axis">
        <span>{series[0] ? l.day(series[0].day) : null}</span>
        <span>{series.length ? l.day(series[series.length - 1].day) : null}</span>
      </figcaption>
      {/* In a visually hidden box: a table is as wide as its content whatever its own width says. */}
      <div className="sr-only">
        <table>
          <caption>{t('chart.caption')}</caption>
          <thead>
            <tr>
              <th>{t('chart.day')}</th>
              {types.map((type) => (
                <th key={type}>{t(`type.${type}`)}</th>
              ))}
            </tr>
          </thead>
          <tbody>
            {series
              .filter((d) => types.some((type) => d.counts[type]))
              .map((d) => (
                <tr key={d.day}>
                  <td>{l.day(d.day)}</td>
                  {types.map((type) => (
                    <td key={type}>{d.counts[type] ?? 0}</td>
                  ))}
                </tr>
              ))}
          </tbody>
        </table>
      </div>
    </figure>
  );
}
