// Two quantities as one horizontal bar (e.g. wins against losses).
export function SplitBar({ left, right, leftLabel, rightLabel }: { left: number; right: number; leftLabel: string; rightLabel: string }) {
  const total = left + right;
  const pct = total ? (left / total) * 100 : 50;
  const label = total ? `${leftLabel} ${left}, ${rightLabel} ${right} (${Math.round(pct)}% ${leftLabel})` : `No ${leftLabel} or ${rightLabel} yet`;
  return (
    <div className="splitbar" role="img" aria-label={label} title={label}>
      <div className={`splitbar-left${total ? '' : ' empty'}`} style={{ width: `${pct}%` }} />
      <div className={`splitbar-right${total ? '' : ' empty'}`} style={{ width: `${100 - pct}%` }} />
    </div>
  );
}
