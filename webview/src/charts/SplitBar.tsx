// Two quantities as one horizontal bar (e.g. wins against losses).
import { useL10n } from '../l10n';

export function SplitBar({
  left,
  right,
  leftLabel,
  rightLabel,
}: {
  left: number;
  right: number;
  leftLabel: string;
  rightLabel: string;
}) {
  const l = useL10n();
  const total = left + right;
  const pct = total ? (left / total) * 100 : 50;
  const label = total
    ? l.t('split.label', { leftLabel, left, rightLabel, right, percent: l.percent(pct / 100) })
    : l.t('split.empty', { leftLabel, rightLabel });
  return (
    <div className="splitbar" role="img" aria-label={label} title={label}>
      <div className={`splitbar-left${total ? '' : ' empty'}`} style={{ width: `${pct}%` }} />
      <div className={`splitbar-right${total ? '' : ' empty'}`} style={{ width: `${100 - pct}%` }} />
    </div>
  );
}
