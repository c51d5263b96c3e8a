// Defaults of every worker setting (mirrors package.json `contributes.configuration`).
import type { WorkerSettings } from '../protocol/worker';

export const DEFAULT_SETTINGS: WorkerSettings = {
  maxObservations: 100,
  maxBytes: 50 * 1024,
  maxAgeDays: 90,
  keepNewest: 50,
  keepConfidence: 0.7,
  sinceDays: 7,
  minConfidence: 0.5,
  minOccurrences: 3,
  skillThreshold: 0.7,
  maxInstincts: 20,
};
