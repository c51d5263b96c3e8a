// The display scale the sidebar draws with, from the core that owns it: the confidence levels of
// docs/seeds/000.md §5.1 (labels and actions in each interface language: the webview shows those
// of its locale) and the observation types in their chart order.
import { OBSERVATION_TYPES } from '../../core/observation';
import { LEVELS } from '../../core/scoring';
import type { DisplayScale } from '../../protocol/webview';

export function displayScale(): DisplayScale {
  return {
    levels: LEVELS.map((l) => ({ id: l.level, label: { ...l.label }, min: l.min, action: { ...l.actionLabel } })),
    observationTypes: [...OBSERVATION_TYPES],
  };
}
