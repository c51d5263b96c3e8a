// Confidence as a meter coloured by its level (docs/seeds/000.md §5.1), with the level's name and action.
import { levelOf } from '../model/levels';
import { useApp } from '../state/appContext';
import { useL10n } from '../l10n';

export function ConfidenceBar({ value, compact }: { value: number; compact?: boolean }) {
  const l10n = useL10n();
  const { t } = l10n;
  const level = levelOf(useApp().scale.levels, value, l10n.language);
  const pct = Math.max(0, Math.min(1, value)) * 100;
  return (
    <div
      className={`confidence level-${level.id}`}
      title={t('confidence.title', { level: level.label, action: level.action })}
    >
      <div
        className="confidence-track"
        role="meter"
        aria-valuemin={0}
        aria-valuemax={1}
        aria-valuenow={Number(value.toFixed(2))}
        aria-valuetext={t('confidence.valuetext', {
          value: l10n.number(value),
          level: level.label,
          action: level.action,
        })}
        aria-label={t('confidence.label')}
      >
        <div className="confidence-fill" style={{ width: `${pct}%` }} />
        {[30, 50, 70, 90].map((tick) => (
          <span key={tick} className="confidence-tick" style={{ left: `${tick}%` }} />
        ))}
      </div>
      <span className="confidence-value">{l10n.number(value)}</span>
      {compact ? null : <span className="confidence-level">{level.label}</span>}
    </div>
  );
}
