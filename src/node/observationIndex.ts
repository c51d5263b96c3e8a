// The store side of the observation log: tails new lines into SQLite, keeps bad lines aside
// (`.act/rejected.jsonl`, with line number and reason), indexes archives, answers queries.
import { promises as fs, createReadStream } from 'node:fs';
import { createHash } from 'node:crypto';
import { basename } from 'node:path';
import { createInterface } from 'node:readline';
import {
  LIMITS,
  OBSERVATION_TYPES,
  observationKey,
  parseObservationLine,
  type Observation,
  type ObservationType,
} from '../core/observation';
import { redact } from '../core/redact';
import type { WorkspacePaths } from '../core/paths';
import type { Store } from './store/store';
import { tailFile, type TailPosition } from './log/tail';
import { listArchives, readArchive } from './log/archive';
import { needsRotation } from './log/rotation';
import { contentHash, keyHash } from './store/keyHash';
import type { Diagnostic, IngestResult, ObservationRow, StatusResult, WorkerSettings } from '../protocol/worker';
import type { SqlValue } from 'sql.js';

/** Lines of the log inserted per transaction while it is read. */
const INSERT_BATCH = 5000;

/** An observation by its content key: the hash's index, then the key itself (hashes may collide). */
const BY_KEY = 'WHERE key_hash = ? AND key = ?';

type Row = {
  id: number;
  timestamp: string;
  type: string;
  observation: string;
  task: string | null;
  file: string | null;
  phase: string | null;
  evidence: string | null;
  tags: string | null;
  confidence: number;
  source: string;
};

function toObservation(r: Row): Observation {
  const o: Observation = {
    timestamp: r.timestamp,
    type: r.type as ObservationType,
    context: {},
    observation: r.observation,
    confidence: r.confidence,
  };
  if (r.task !== null) o.context.task = r.task;
  if (r.file !== null) o.context.file = r.file;
  if (r.phase !== null) o.context.phase = r.phase as Observation['context']['phase'];
  if (r.evidence) o.evidence = JSON.parse(r.evidence);
  if (r.tags) o.tags = JSON.parse(r.tags);
  return o;
}

/**
 * Whether an archive is the one last read: same size, same modification time to the
 * millisecond. A copy of the workspace (cp -a, a backup restored, a sync tool) rounds the time
 * to the millisecond; comparing it exactly re-read 100,000 archived lines at the next start.
 */
export function sameStamp(stored: string | undefined, stamp: string): boolean {
  if (stored === undefined) return false;
  const [size, mtime] = stored.split(':');
  const [size2, mtime2] = stamp.split(':');
  return size === size2 && Math.abs(Number(mtime) - Number(mtime2)) < 1;
}

export class ObservationIndex {
  private readonly sources = new Map<string, string>();

  constructor(
    private readonly store: Store,
    private readonly paths: WorkspacePaths,
    private readonly report: (d: Diagnostic) => void,
  ) {}

  /** Our own appends: remember who wrote a line so the tail records its real source. */
  expectSource(key: string, source: string): void {
    this.sources.set(key, source);
  }

  has(key: string): boolean {
    return !!this.store.get(`SELECT 1 AS x FROM observations ${BY_KEY}`, [keyHash(key), key]);
  }

  hasRecent(o: Observation, windowMs: number): boolean {
    const t = Date.parse(o.timestamp);
    return !!this.store.get(
      "SELECT 1 AS x FROM observations WHERE content_hash = ? AND ts_ms > ? AND ts_ms < ? AND observation = ? AND type = ? AND ifnull(task, '') = ? AND ifnull(file, '') = ? LIMIT 1",
      [
        contentHash(o.type, o.observation, o.context.task, o.context.file),
        t - windowMs,
        t + windowMs,
        o.observation,
        o.type,
        o.context.task ?? '',
        o.context.file ?? '',
      ],
    );
  }

  /** Inserts unless the same observation is already known; returns true when new. */
  insert(o: Observation, source: string, offset: number | null, archived: boolean): boolean {
    const key = observationKey(o);
    const hash = keyHash(key);
    this.store.run(
      `INSERT INTO observations (key_hash, content_hash, timestamp, ts_ms, type, observation, task, file, phase, evidence, tags, confidence, source, source_offset, archived, ingested_at)
       SELECT ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ? WHERE NOT EXISTS (SELECT 1 FROM observations ${BY_KEY})`,
      [
        hash,
        contentHash(o.type, o.observation, o.context.task, o.context.file),
        o.timestamp,
        Date.parse(o.timestamp),
        o.type,
        o.observation,
        o.context.task ?? null,
        o.context.file ?? null,
        o.context.phase ?? null,
        o.evidence ? JSON.stringify(o.evidence) : null,
        o.tags ? JSON.stringify(o.tags) : null,
        o.confidence,
        source,
        offset,
        archived ? 1 : 0,
        new Date().toISOString(),
        hash,
        key,
      ],
    );
    return this.store.db.getRowsModified() > 0;
  }

  /** Records a bad line once (by content hash): store, `.act/rejected.jsonl`, diagnostic. */
  async keepRejected(raw: string, reason: string, source: string, line: number): Promise<boolean> {
    const hash = createHash('sha1').update(raw).digest('hex');
    if (this.store.get('SELECT 1 AS x FROM rejected_lines WHERE raw_hash = ?', [hash])) return false;
    const at = new Date().toISOString();
    this.store.run('INSERT INTO rejected_lines (source, line, reason, at, raw_hash) VALUES (?, ?, ?, ?, ?)', [
      source,
      line,
      reason,
      at,
      hash,
    ]);
    const record = { at, source, line, reason, raw: redact(raw.slice(0, 4000)) };
    await fs.appendFile(this.paths.rejected, JSON.stringify(record) + '\n', 'utf8');
    this.report({ level: 'warn', message: `${basename(source)}:${line}: rejected: ${reason}`, source, line });
    return true;
  }

  private position(path: string): TailPosition | undefined {
    const r = this.store.get<{ offset: number; line: number; inode: string | null; head_hash: string | null }>(
      'SELECT offset, line, inode, head_hash FROM ingest_offsets WHERE path = ?',
      [path],
    );
    return r
      ? { offset: r.offset, line: r.line, inode: r.inode ?? undefined, headHash: r.head_hash ?? undefined }
      : undefined;
  }

  /** Reads what was appended to the active log since the remembered offset. */
  async tailLog(settings: WorkerSettings): Promise<IngestResult & { needsRotation: boolean }> {
    const path = this.paths.observations;
    const result: IngestResult = { accepted: 0, rejected: 0, duplicates: 0, diagnostics: [] };
    const bad: Array<{ raw: string; reason: string; line: number }> = [];
    // Parse while reading, insert in batches, each in one synchronous transaction: nothing else
    // can interleave with it, the export never meets an open transaction, and a log of a
    // million lines is never held in memory at once.
    let good: Array<{ obs: Observation; offset: number }> = [];
    const insertGood = () => {
      this.store.transaction(() => {
        for (const g of good) {
          const key = observationKey(g.obs);
          const source = this.sources.get(key) ?? 'log';
          this.sources.delete(key);
          if (this.insert(g.obs, source, g.offset, false)) result.accepted++;
          else result.duplicates++;
        }
      });
      good = [];
    };
    const { position, reset } = await tailFile(
      path,
      this.position(path),
      (l) => {
        const r = l.oversized
          ? { ok: false as const, reason: `line is larger than ${LIMITS.lineBytes} bytes` }
          : parseObservationLine(l.text);
        if (r.ok) good.push({ obs: r.value, offset: l.offset });
        else bad.push({ raw: l.text, reason: r.reason, line: l.line });
        if (good.length >= INSERT_BATCH) insertGood();
      },
      LIMITS.lineBytes,
    );
    insertGood();
    for (const b of bad) {
      result.rejected++;
      if (await this.keepRejected(b.raw, b.reason, path, b.line))
        result.diagnostics.push({
          level: 'warn',
          message: `observations.jsonl:${b.line}: ${b.reason}`,
          source: path,
          line: b.line,
        });
    }
    if (reset) result.accepted += await this.ingestArchives();
    this.store.run(
      'INSERT OR REPLACE INTO ingest_offsets (path, offset, line, inode, head_hash, updated_at) VALUES (?, ?, ?, ?, ?, ?)',
      [
        path,
        position.offset,
        position.line,
        position.inode ?? null,
        position.headHash ?? null,
        new Date().toISOString(),
      ],
    );
    this.store.markDirty();
    return { ...result, needsRotation: needsRotation(position.line, position.offset, settings) };
  }

  /**
   * Indexes archives that changed since they were last read (all of them after a rebuild).
   * Another window's rotation moves lines we may not have read into an archive: reading
   * changed archives after every detected rotation means they are never missed.
   */
  async ingestArchives(): Promise<number> {
    let n = 0;
    for (const path of await listArchives(this.paths)) {
      let stamp: string;
      try {
        const st = await fs.stat(path);
        stamp = `${st.size}:${st.mtimeMs}`;
      } catch {
        continue;
      }
      const kvKey = `archive:${basename(path)}`;
      if (sameStamp(this.store.get<{ value: string }>('SELECT value FROM kv WHERE key = ?', [kvKey])?.value, stamp))
        continue;
      const lines = await readArchive(path, (m) => this.report({ level: 'warn', message: m, source: 'archive' }));
      this.store.transaction(() => {
        for (const line of lines) {
          const r = parseObservationLine(line);
          if (!r.ok) continue;
          if (this.insert(r.value, `archive:${basename(path)}`, null, true)) n++;
          else this.markOneArchived(observationKey(r.value));
        }
        this.store.run('INSERT OR REPLACE INTO kv (key, value) VALUES (?, ?)', [kvKey, stamp]);
      });
    }
    this.store.markDirty();
    return n;
  }

  /** Archives we wrote ourselves need no re-reading: remember their current stamp. */
  async rememberArchives(paths: string[]): Promise<void> {
    for (const path of paths) {
      const st = await fs.stat(path).catch(() => undefined);
      if (st)
        this.store.run('INSERT OR REPLACE INTO kv (key, value) VALUES (?, ?)', [
          `archive:${basename(path)}`,
          `${st.size}:${st.mtimeMs}`,
        ]);
    }
  }

  private markOneArchived(key: string): void {
    this.store.run(`UPDATE observations SET archived = 1 ${BY_KEY}`, [keyHash(key), key]);
  }

  markArchived(keys: string[]): void {
    this.store.transaction(() => {
      for (const k of keys) this.markOneArchived(k);
    });
    this.store.markDirty();
  }

  /** Reads a foreign JSONL file line by line (any size), reporting bad lines with their number. */
  async readForeignFile(path: string, source: string): Promise<{ valid: Observation[]; result: IngestResult }> {
    const valid: Observation[] = [];
    const result: IngestResult = { accepted: 0, rejected: 0, duplicates: 0, diagnostics: [] };
    const rl = createInterface({ input: createReadStream(path, { encoding: 'utf8' }), crlfDelay: Infinity });
    let line = 0;
    const bad: Array<{ raw: string; reason: string; line: number }> = [];
    for await (const text of rl) {
      line++;
      if (text.trim() === '') continue;
      const r = parseObservationLine(text);
      if (r.ok) valid.push(r.value);
      else bad.push({ raw: text, reason: r.reason, line });
    }
    for (const b of bad) {
      result.rejected++;
      await this.keepRejected(b.raw, b.reason, source, b.line);
      result.diagnostics.push({
        level: 'warn',
        message: `${basename(path)}:${b.line}: ${b.reason}`,
        source: path,
        line: b.line,
      });
    }
    return { valid, result };
  }

  rows(filter: { sinceMs?: number; limit?: number; type?: string }): ObservationRow[] {
    const where: string[] = [];
    const params: SqlValue[] = [];
    if (filter.sinceMs !== undefined) {
      where.push('ts_ms >= ?');
      params.push(filter.sinceMs);
    }
    if (filter.type) {
      where.push('type = ?');
      params.push(filter.type);
    }
    const sql = `SELECT * FROM observations ${where.length ? 'WHERE ' + where.join(' AND ') : ''} ORDER BY ts_ms DESC, id DESC LIMIT ?`;
    return this.store
      .all<Row>(sql, [...params, filter.limit ?? 200])
      .map((r) => ({ ...toObservation(r), id: r.id, source: r.source }));
  }

  /**
   * Every observation since `sinceMs`, oldest first: read row by row, only the columns an
   * observation has, repeated texts and tags shared (Evolve reads 100,000s of them at once).
   */
  all(sinceMs?: number): Observation[] {
    const shared = new Map<string, string>();
    const share = (s: string) => shared.get(s) ?? (shared.set(s, s), s);
    const lists = new Map<string, string[]>();
    const list = (json: string) => lists.get(json) ?? (lists.set(json, JSON.parse(json)), lists.get(json)!);
    const out: Observation[] = [];
    this.store.each(
      'SELECT timestamp, type, observation, task, file, phase, evidence, tags, confidence FROM observations WHERE ts_ms >= ? ORDER BY ts_ms, id',
      [sinceMs ?? 0],
      (r) => {
        const [timestamp, type, observation, task, file, phase, evidence, tags, confidence] = r as [
          string,
          ObservationType,
          string,
          string | null,
          string | null,
          string | null,
          string | null,
          string | null,
          number,
        ];
        const o: Observation = {
          timestamp,
          type: share(type) as ObservationType,
          context: {},
          observation: share(observation),
          confidence,
        };
        if (task !== null) o.context.task = share(task);
        if (file !== null) o.context.file = share(file);
        if (phase !== null) o.context.phase = share(phase) as Observation['context']['phase'];
        if (evidence) o.evidence = JSON.parse(evidence);
        if (tags) o.tags = list(tags);
        out.push(o);
      },
    );
    return out;
  }

  async status(rebuiltReason: string | undefined): Promise<StatusResult> {
    const counts = Object.fromEntries(OBSERVATION_TYPES.map((t) => [t, 0])) as Record<ObservationType, number>;
    for (const r of this.store.all<{ type: ObservationType; n: number }>(
      'SELECT type, count(*) AS n FROM observations GROUP BY type',
    ))
      counts[r.type] = r.n;
    const pos = this.position(this.paths.observations);
    const rejected = this.store.all<{ line: number; reason: string; source: string; at: string }>(
      'SELECT line, reason, source, at FROM rejected_lines ORDER BY id DESC LIMIT 50',
    );
    const rejectedTotal = this.store.get<{ n: number }>('SELECT count(*) AS n FROM rejected_lines')?.n ?? 0;
    // A preview never stands for the last evolution: each is read on its own.
    const run = (dry: 0 | 1) =>
      this.store.get<EvolutionRow>(
        'SELECT at, dry_run, instincts, skills, ignored FROM evolutions WHERE dry_run = ? ORDER BY id DESC LIMIT 1',
        [dry],
      );
    const last = run(0);
    const preview = run(1);
    return {
      workspace: this.paths.root,
      counts,
      total: Object.values(counts).reduce((a, b) => a + b, 0),
      activeLogCount: pos?.line ?? 0,
      activeLogBytes: pos?.offset ?? 0,
      archives: (await listArchives(this.paths)).map((p) => basename(p)),
      rejected,
      rejectedTotal,
      lastEvolution: last ? evolutionOf(last) : null,
      lastPreview: preview && (!last || preview.at > last.at) ? evolutionOf(preview) : null,
      store: { path: this.paths.database, rebuiltReason, sizeBytes: this.store.sizeBytes() },
    };
  }
}

type EvolutionRow = { at: string; dry_run: number; instincts: number; skills: number; ignored: number };

function evolutionOf(r: EvolutionRow): NonNullable<StatusResult['lastEvolution']> {
  return { at: r.at, dryRun: !!r.dry_run, instincts: r.instincts, skills: r.skills, ignored: r.ignored };
}
