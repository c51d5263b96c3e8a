// The open workspace as one object: observation log + store + derived services. Used by the
// worker (one per window) and directly by the CLI. (Implementation in progress by the lead;
// the public surface below is stable.)
import type { WorkspacePaths } from '../core/paths';
import type { Store } from './store/store';
import type { Diagnostic, IngestResult, ObservationInput, ObserveResult, WorkerSettings, ObservationRow } from '../protocol/worker';
import type { Observation } from '../core/observation';

export interface Workspace {
  readonly paths: WorkspacePaths;
  readonly store: Store;
  settings(): WorkerSettings;
  /** Validates, redacts, de-duplicates, appends durably (fsync) to the log, then indexes. */
  observe(items: ObservationInput[], source: string): Promise<ObserveResult>;
  /** Reads lines appended by others since the remembered offset (and any given file). */
  ingest(path?: string): Promise<IngestResult>;
  /** Observations from the store (active log and archives), newest first. */
  observations(filter?: { sinceMs?: number; limit?: number; type?: string }): ObservationRow[];
  /** All observations as plain seed-001 objects, oldest first (for evolution). */
  allObservations(sinceMs?: number): Observation[];
  onDiagnostic(listener: (d: Diagnostic) => void): void;
  close(): Promise<void>;
}
