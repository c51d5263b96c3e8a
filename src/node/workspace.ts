// The open workspace as one object: observation log + store. Used by the worker (one per
// window) and directly by the CLI. Our own writes and other tools' appends take the same path:
// append to .act/observations.jsonl, then tail it from the remembered offset into the store.
import { existsSync, mkdirSync, writeFileSync } from 'node:fs';
import { ACT_GITIGNORE, workspacePaths, type WorkspacePaths } from '../core/paths';
import {
  BASE_CONFIDENCE,
  observationKey,
  serializeObservation,
  validateObservation,
  type Observation,
} from '../core/observation';
import { redactDeep } from '../core/redact';
import { Store } from './store/store';
import { LogAppender } from './log/appender';
import { rotate } from './log/rotation';
import { ObservationIndex } from './observationIndex';
import { DEFAULT_SETTINGS } from './settings';
import type {
  Diagnostic,
  IngestResult,
  ObservationInput,
  ObserveResult,
  WorkerSettings,
  ObservationRow,
  StatusResult,
} from '../protocol/worker';

/** Identical observations (same type, text, task, file) within this window are one observation. */
const DEDUPE_WINDOW_MS = 10 * 60_000;

export class Workspace {
  readonly paths: WorkspacePaths;
  readonly index: ObservationIndex;
  private readonly appender: LogAppender;
  private readonly listeners: Array<(d: Diagnostic) => void> = [];
  private current: WorkerSettings;
  private ingesting: Promise<IngestResult> | undefined;
  private ingestAgain = false;

  private constructor(
    readonly store: Store,
    paths: WorkspacePaths,
    settings: WorkerSettings,
    readonly rebuiltReason: string | undefined,
  ) {
    this.paths = paths;
    this.current = settings;
    this.appender = new LogAppender(paths.observations, paths.rotationLock);
    this.index = new ObservationIndex(store, paths, (d) => this.report(d));
    store.onError = (e) =>
      this.report({
        level: 'error',
        message: `could not save ${paths.database}: ${e.message} (will retry)`,
        source: 'store',
      });
  }

  static async open(
    root: string,
    opts: { settings?: Partial<WorkerSettings>; persistDebounceMs?: number } = {},
  ): Promise<Workspace> {
    const paths = workspacePaths(root);
    mkdirSync(paths.act, { recursive: true });
    if (!existsSync(paths.gitignore)) {
      // Derived and machine-local files stay out of version control; Markdown outputs do not.
      writeFileSync(paths.gitignore, ACT_GITIGNORE);
    }
    const { store, rebuiltReason } = await Store.open(paths.database, { debounceMs: opts.persistDebounceMs });
    const ws = new Workspace(store, paths, { ...DEFAULT_SETTINGS, ...opts.settings }, rebuiltReason);
    if (rebuiltReason) ws.report({ level: 'warn', message: rebuiltReason, source: 'store' });
    // Archives written by another window or the CLI since we last looked (all after a rebuild).
    await ws.index.ingestArchives();
    await ws.ingest();
    return ws;
  }

  settings(): WorkerSettings {
    return this.current;
  }

  updateSettings(s: Partial<WorkerSettings>): void {
    this.current = { ...this.current, ...s };
  }

  onDiagnostic(listener: (d: Diagnostic) => void): void {
    this.listeners.push(listener);
  }

  report(d: Diagnostic): void {
    for (const l of this.listeners) l(d);
  }

  /** Validates, redacts, de-duplicates, appends durably (fsync) to the log, then indexes. */
  async observe(items: ObservationInput[], source: string): Promise<ObserveResult> {
    const results: ObserveResult['results'] = [];
    const lines: string[] = [];
    const batchKeys = new Set<string>();
    for (const item of items) {
      const candidate = redactDeep({
        timestamp: item.timestamp ?? new Date().toISOString(),
        type: item.type,
        context: item.context ?? {},
        observation: typeof item.observation === 'string' ? item.observation.trim() : item.observation,
        ...(item.evidence?.length ? { evidence: item.evidence } : {}),
        confidence: item.confidence ?? BASE_CONFIDENCE[item.type as Observation['type']]?.base,
        ...(item.tags?.length ? { tags: item.tags } : {}),
      });
      const v = validateObservation(candidate);
      if (!v.ok) {
        results.push({ ok: false, reason: v.reason });
        continue;
      }
      const contentKey = `${v.value.type}\u0000${v.value.observation}\u0000${v.value.context.task ?? ''}\u0000${v.value.context.file ?? ''}`;
      if (
        batchKeys.has(contentKey) ||
        this.index.hasRecent(v.value, DEDUPE_WINDOW_MS) ||
        this.index.has(observationKey(v.value))
      ) {
        results.push({ ok: true, duplicate: true });
        continue;
      }
      batchKeys.add(contentKey);
      this.index.expectSource(observationKey(v.value), source);
      lines.push(serializeObservation(v.value));
      results.push({ ok: true, duplicate: false });
    }
    await this.appender.append(lines);
    if (lines.length) await this.ingest();
    return { results };
  }

  /** Tails the active log (coalescing concurrent calls), then rotates when over the limits. */
  ingest(): Promise<IngestResult> {
    if (this.ingesting) {
      this.ingestAgain = true;
      return this.ingesting;
    }
    this.ingesting = (async () => {
      let total: IngestResult = { accepted: 0, rejected: 0, duplicates: 0, diagnostics: [] };
      do {
        this.ingestAgain = false;
        const r = await this.index.tailLog(this.current);
        total = {
          accepted: total.accepted + r.accepted,
          rejected: total.rejected + r.rejected,
          duplicates: total.duplicates + r.duplicates,
          diagnostics: [...total.diagnostics, ...r.diagnostics],
        };
        if (r.needsRotation) await this.rotate(false);
      } while (this.ingestAgain);
      return total;
    })().finally(() => (this.ingesting = undefined));
    return this.ingesting;
  }

  async rotate(force: boolean): Promise<void> {
    const res = await rotate(this.paths, this.current, {
      force,
      onProblem: (m) => this.report({ level: 'warn', message: m, source: 'archive' }),
      onInvalid: async (raw, reason) => void (await this.index.keepRejected(raw, reason, 'rotation', 0)),
    });
    if (res) {
      this.index.markArchived(res.archivedKeys);
      await this.index.rememberArchives(res.archives);
      this.report({
        level: 'info',
        message: `rotated the observation log: ${res.archivedKeys.length} archived, ${res.kept} kept`,
        source: 'rotation',
      });
      await this.index.tailLog(this.current);
    }
  }

  /** Imports another file of seed-001 lines: valid ones are appended to the log, bad ones reported. */
  async importFile(path: string, source = `import:${path}`): Promise<IngestResult> {
    const { valid, result } = await this.index.readForeignFile(path, source);
    const fresh = valid.filter((o) => !this.index.has(observationKey(o)));
    for (const o of fresh) this.index.expectSource(observationKey(o), source);
    await this.appender.append(fresh.map(serializeObservation));
    await this.ingest();
    return { ...result, accepted: fresh.length, duplicates: valid.length - fresh.length };
  }

  observations(filter: { sinceMs?: number; limit?: number; type?: string } = {}): ObservationRow[] {
    return this.index.rows(filter);
  }

  allObservations(sinceMs?: number): Observation[] {
    return this.index.all(sinceMs);
  }

  status(): Promise<StatusResult> {
    return this.index.status(this.rebuiltReason);
  }

  async flush(): Promise<void> {
    await this.appender.flush();
    await this.ingesting;
    this.store.persist();
  }

  async close(): Promise<void> {
    await this.flush();
    this.store.close();
  }
}

export async function openWorkspace(
  root: string,
  opts?: { settings?: Partial<WorkerSettings>; persistDebounceMs?: number },
): Promise<Workspace> {
  return Workspace.open(root, opts);
}
