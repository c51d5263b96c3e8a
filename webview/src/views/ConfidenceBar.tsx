// Confidence as a meter coloured by seed 000's level, with the level's name and action.
import { levelOf } from '../model/levels';
import { useApp } from '../state/appContext';
import { formatConfidence } from '../model/format';

export function ConfidenceBar({ value, compact }: { value: number; compact?: boolean }) {
  const level = levelOf(useApp().scale.levels, value);
  const pct = Math.max(0, Math.min(1, value)) * 100;
  return (
    <div className={`confidence level-${level.id}`} title={`${level.label}: ${level.action}`}>
      <div
        className="confidence-track"
        role="meter"
        aria-valuemin={0}
        aria-valuemax={1}
        aria-valuenow={Number(value.toFixed(2))}
        aria-valuetext={`${formatConfidence(value)}, ${level.label} (${level.action})`}
        aria-label="Confidence"
      >
        <div className="confidence-fill" style={{ width: `${pct}%` }} />
        {[30, 50, 70, 90].map((t) => (
          <span key={t} className="confidence-tick" style={{ left: `${t}%` }} />
        ))}
      </div>
      <span className="confidence-value">{formatConfidence(value)}</span>
      {compact ? null : <span className="confidence-level">{level.label}</span>}
    </div>
  );
}
