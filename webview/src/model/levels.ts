// Seed 000's confidence scale for display: the levels come from the host in the answer to
// `ready` (the core owns them); this only finds the level of a confidence.
import type { LevelView } from '../../../src/protocol/webview';

export type Level = LevelView;

/** The highest level whose minimum the confidence reaches (the first level below them all). */
export function levelOf(levels: readonly Level[], confidence: number): Level {
  const c = Math.max(0, Math.min(1, confidence));
  let found = levels[0];
  for (const l of levels) if (c + 1e-9 >= l.min && l.min >= found.min) found = l;
  return found;
}
