// SQLite through sql.js, owned by one process (the worker, or the CLI when headless).
// sql.js keeps the database in memory; persistence is a debounced atomic export
// (write temp, fsync, rename), so logging one observation never costs a full export:
// durability of observations comes from the fsync'd JSONL log, the database is derived.
import initSqlJs, { type Database, type SqlJsStatic, type SqlValue, type Statement } from 'sql.js';
import { existsSync, readFileSync, renameSync, statSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { atomicWriteFile } from '../fsutil';
import { contentHash, keyHash } from './keyHash';
import { toCompactBlob } from '../../core/memory/embedder';
import { ALL_MIGRATIONS, type Migration } from './migrations';

let sqlPromise: Promise<SqlJsStatic> | undefined;

/** Finds sql-wasm.wasm next to the bundle (dist/) or in node_modules (tests, CLI from source). */
function locateWasm(): string {
  const candidates = [
    join(__dirname, 'sql-wasm.wasm'),
    join(__dirname, '..', 'sql-wasm.wasm'),
    join(process.cwd(), 'node_modules/sql.js/dist/sql-wasm.wasm'),
  ];
  try {
    candidates.push(join(dirname(require.resolve('sql.js')), 'sql-wasm.wasm'));
  } catch {}
  const found = candidates.find((p) => existsSync(p));
  if (!found) throw new Error(`sql-wasm.wasm not found (looked in ${candidates.join(', ')})`);
  return found;
}

export function loadSqlJs(): Promise<SqlJsStatic> {
  sqlPromise ??= initSqlJs({ wasmBinary: readFileSync(locateWasm()) as unknown as ArrayBuffer });
  return sqlPromise;
}

export interface OpenResult {
  store: Store;
  /** Set when the file was missing or unreadable and a fresh database was created. */
  rebuiltReason?: string;
}

export class Store {
  private timer: NodeJS.Timeout | undefined;
  private firstDirtyAt: number | undefined;
  private readonly maxWaitMs = 30_000;
  private readonly statements = new Map<string, Statement>();
  /** Called when a background export fails (it is retried). */
  onError: ((e: Error) => void) | undefined;
  private dirty = false;
  private closed = false;

  private constructor(
    readonly db: Database,
    readonly path: string | undefined,
    private readonly debounceMs: number,
  ) {}

  /** Opens (or creates) the database; a corrupt file is moved aside, never silently reused. */
  static async open(
    path: string | undefined,
    opts: { debounceMs?: number; migrations?: Migration[] } = {},
  ): Promise<OpenResult> {
    const SQL = await loadSqlJs();
    let db: Database | undefined;
    let rebuiltReason: string | undefined;
    if (path && existsSync(path)) {
      try {
        db = new SQL.Database(readFileSync(path));
        // quick_check reads every page (integrity_check, which also matches every index entry
        // to its row, cost as much again: 1.7 s at 100,000 observations): the file is written
        // whole and atomically, so a damaged page is what there is to find.
        const ok = db.exec('PRAGMA quick_check')[0]?.values[0]?.[0];
        if (ok !== 'ok') throw new Error(`integrity check failed: ${String(ok)}`);
      } catch (e) {
        db?.close();
        db = undefined;
        const aside = `${path}.corrupt-${Date.now()}`;
        renameSync(path, aside);
        rebuiltReason = `database ${path} was unreadable (${(e as Error).message}); moved to ${aside} and rebuilt from the observation log`;
      }
    } else if (path) {
      rebuiltReason = `database ${path} was missing; rebuilt from the observation log`;
    }
    db ??= new SQL.Database();
    db.exec('PRAGMA foreign_keys = ON');
    db.create_function('act_key_hash', (key: unknown) => keyHash(String(key)));
    db.create_function('act_content_hash', (type: unknown, text: unknown, task: unknown, file: unknown) =>
      contentHash(String(type), String(text), task as string | null, file as string | null),
    );
    db.create_function('act_vector_compact', (blob: unknown, dim: unknown) =>
      blob instanceof Uint8Array ? toCompactBlob(blob, Number(dim)) : blob,
    );
    const store = new Store(db, path, opts.debounceMs ?? 1500);
    store.migrate(opts.migrations ?? ALL_MIGRATIONS);
    store.compactIfSparse();
    if (rebuiltReason) store.markDirty();
    return { store, rebuiltReason };
  }

  private migrate(migrations: Migration[]) {
    this.db.exec('CREATE TABLE IF NOT EXISTS schema_migrations (id TEXT PRIMARY KEY, applied_at TEXT NOT NULL)');
    const applied = new Set(this.all<{ id: string }>('SELECT id FROM schema_migrations').map((r) => r.id));
    for (const m of migrations) {
      if (applied.has(m.id)) continue;
      this.transaction(() => {
        this.exec(m.sql);
        this.run('INSERT INTO schema_migrations (id, applied_at) VALUES (?, ?)', [m.id, new Date().toISOString()]);
      });
      this.dirty = true;
    }
  }

  /**
   * Rewrites the database when a quarter of its pages are free (a migration that rebuilt a
   * table, large deletions): every save exports free pages too, and memory holds them.
   */
  private compactIfSparse(): void {
    const free = Number(this.db.exec('PRAGMA freelist_count')[0]?.values[0]?.[0] ?? 0);
    const pages = Number(this.db.exec('PRAGMA page_count')[0]?.values[0]?.[0] ?? 0);
    if (pages < 64 || free * 4 < pages) return;
    this.clearStatements();
    this.db.exec('VACUUM');
    this.dirty = true;
  }

  /** Prepared statements are cached: preparing costs more than running for small queries. */
  private statement(sql: string): Statement {
    let stmt = this.statements.get(sql);
    if (!stmt) {
      stmt = this.db.prepare(sql);
      if (this.statements.size > 200) this.clearStatements();
      this.statements.set(sql, stmt);
    }
    return stmt;
  }

  private clearStatements() {
    for (const s of this.statements.values()) s.free();
    this.statements.clear();
  }

  run(sql: string, params: SqlValue[] = []): void {
    const stmt = this.statement(sql);
    try {
      stmt.run(params);
    } finally {
      stmt.reset();
    }
  }

  all<T = Record<string, SqlValue>>(sql: string, params: SqlValue[] = []): T[] {
    const stmt = this.statement(sql);
    try {
      stmt.bind(params);
      const rows: T[] = [];
      while (stmt.step()) rows.push(stmt.getAsObject() as T);
      return rows;
    } finally {
      stmt.reset();
    }
  }

  /** Calls `fn` with each row as an array, without building the whole result (large reads). */
  each(sql: string, params: SqlValue[], fn: (row: SqlValue[]) => void): void {
    const stmt = this.statement(sql);
    try {
      stmt.bind(params);
      while (stmt.step()) fn(stmt.get());
    } finally {
      stmt.reset();
    }
  }

  /** For multi-statement scripts (migrations, DDL). */
  exec(sql: string): void {
    this.clearStatements();
    this.db.exec(sql);
  }

  get<T = Record<string, SqlValue>>(sql: string, params: SqlValue[] = []): T | undefined {
    return this.all<T>(sql, params)[0];
  }

  /** Runs fn in a transaction; rolls back and rethrows on error. Not re-entrant. */
  transaction<T>(fn: () => T): T {
    this.db.exec('BEGIN');
    try {
      const r = fn();
      this.db.exec('COMMIT');
      return r;
    } catch (e) {
      this.db.exec('ROLLBACK');
      throw e;
    }
  }

  /**
   * Schedules an export after `debounceMs` of quiet (at most `maxWaitMs` after the first
   * change). The export is a synchronous copy of the whole database, so it waits for a pause
   * in writes instead of landing in the middle of a burst.
   */
  markDirty(): void {
    this.dirty = true;
    if (!this.path || this.closed) return;
    const now = Date.now();
    this.firstDirtyAt ??= now;
    if (this.timer) clearTimeout(this.timer);
    const wait = Math.max(0, Math.min(this.debounceMs, this.firstDirtyAt + this.maxWaitMs - now));
    this.timer = setTimeout(() => {
      this.timer = undefined;
      try {
        this.persist();
      } catch (e) {
        // Never crash on a failed export: the log still holds everything; retry later.
        this.onError?.(e as Error);
        this.markDirty();
      }
    }, wait);
    this.timer.unref?.();
  }

  /** Exports now if anything changed (atomic replace). */
  persist(): void {
    if (!this.path || !this.dirty || this.closed) return;
    if (this.timer) {
      clearTimeout(this.timer);
      this.timer = undefined;
    }
    this.dirty = false;
    this.firstDirtyAt = undefined;
    // The export is one full copy of the database; write it as it is (no second copy).
    atomicWriteFile(this.path, this.db.export());
  }

  sizeBytes(): number {
    return this.path && existsSync(this.path) ? statSync(this.path).size : 0;
  }

  close(): void {
    if (this.closed) return;
    this.persist();
    this.closed = true;
    this.clearStatements();
    this.db.close();
  }
}
