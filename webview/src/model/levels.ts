// The confidence scale of docs/seeds/000.md §5.1, for display: the levels come from the host in the answer to
// `ready` (the core owns them, in each interface language); this finds the level of a
// confidence and gives it in the interface language.
import type { LevelView } from '../../../src/protocol/webview';
import type { Language } from '../l10n';

export interface Level {
  id: LevelView['id'];
  label: string;
  /** Lowest confidence of the level. */
  min: number;
  action: string;
}

const inLanguage = (l: LevelView, language: Language): Level => ({
  id: l.id,
  label: l.label[language],
  min: l.min,
  action: l.action[language],
});

/** Every level, lowest first, in the interface language. */
export function levels(scale: readonly LevelView[], language: Language): Level[] {
  return scale.map((l) => inLanguage(l, language));
}

/** The highest level whose minimum the confidence reaches (the first level below them all). */
export function levelOf(scale: readonly LevelView[], confidence: number, language: Language): Level {
  const c = Math.max(0, Math.min(1, confidence));
  let found = scale[0];
  for (const l of scale) if (c + 1e-9 >= l.min && l.min >= found.min) found = l;
  return inLanguage(found, language);
}
