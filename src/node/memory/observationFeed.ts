// Feeds new observations (from any source: listeners, other tools' appends, archives) into the
// memory: each becomes a searchable item, recent ones are routed to threads like messages,
// and each is checked against the rules in force (a contradiction lowers them, docs/seeds/000.md §5.3).
// A cursor in the kv table (the store's row id) makes it incremental; on a first run only the
// newest observations are routed, the older ones are only indexed.
import type { Store } from '../store/store';
import type { MemoryItem } from '../../core/memory/retrieval/itemIndex';
import type { ObservationType } from '../../core/observation';

const CURSOR_KEY = 'memory.observationCursor';
export const FIRST_RUN_ROUTED = 200;
const PAGE = 500;
const INTERNED = 20_000;

export interface FedObservation {
  rowId: number;
  key: string;
  type: ObservationType;
  text: string;
  task?: string;
  at: string;
  confidence: number;
  source: string;
  tags: string[];
  item: MemoryItem;
}

type Row = {
  id: number;
  /** Not read for indexing (pages()): the key is a computed column as long as the text. */
  key?: string;
  timestamp: string;
  type: string;
  observation: string;
  task: string | null;
  file: string | null;
  confidence: number;
  source: string;
  tags?: string | null;
};

export class ObservationFeed {
  /**
   * One string per repeated value (type, title, file, source): each row read from the store is
   * a new string, and indexed items are kept. Bounded: cleared when it grows past INTERNED.
   */
  private readonly strings = new Map<string, string>();

  constructor(private readonly store: Store) {}

  private intern(s: string): string {
    const known = this.strings.get(s);
    if (known !== undefined) return known;
    if (this.strings.size >= INTERNED) this.strings.clear();
    this.strings.set(s, s);
    return s;
  }

  cursor(): number {
    return Number(this.store.get<{ value: string }>('SELECT value FROM kv WHERE key = ?', [CURSOR_KEY])?.value ?? 0);
  }

  private setCursor(id: number): void {
    this.store.run('INSERT OR REPLACE INTO kv (key, value) VALUES (?, ?)', [CURSOR_KEY, String(id)]);
  }

  /** Newest row id in the store (0 when empty). */
  latest(): number {
    return Number(this.store.get<{ id: number }>('SELECT MAX(id) AS id FROM observations')?.id ?? 0);
  }

  /** Observations after the cursor, oldest first, one page; advances the cursor. */
  next(): { rows: FedObservation[]; routeFrom: number } {
    const cursor = this.cursor();
    const rows = this.store.all<Row>(
      'SELECT id, key, timestamp, type, observation, task, file, confidence, source, tags FROM observations WHERE id > ? ORDER BY id LIMIT ?',
      [cursor, PAGE],
    );
    // First run: route only the newest observations; the rest of history is only searchable.
    const routeFrom = cursor === 0 ? Math.max(0, this.latest() - FIRST_RUN_ROUTED) : 0;
    if (rows.length) this.setCursor(rows[rows.length - 1].id);
    return { rows: rows.map((r) => this.toFed(r)), routeFrom };
  }

  /** How many observations the store holds. */
  count(): number {
    return Number(this.store.get<{ n: number }>('SELECT COUNT(*) AS n FROM observations')?.n ?? 0);
  }

  /**
   * Every observation as an item, a page at a time, oldest first (indexing, a full reindex):
   * never the whole table at once, which at 100,000 observations cost 100 MB of objects.
   * `upTo` stops at a row id (the cursor: what next() has not fed yet, it indexes itself).
   */
  *pages(upTo = Number.MAX_SAFE_INTEGER, size = PAGE * 4): Generator<MemoryItem[]> {
    for (let after = 0; ;) {
      const rows = this.store.all<Row>(
        'SELECT id, timestamp, type, observation, task, file, confidence, source FROM observations WHERE id > ? AND id <= ? ORDER BY id LIMIT ?',
        [after, upTo, size],
      );
      if (!rows.length) return;
      after = rows[rows.length - 1].id;
      yield rows.map((r) => this.toFed(r).item);
    }
  }

  private toFed(r: Row): FedObservation {
    const type = this.intern(r.type) as ObservationType;
    const title = r.task ? this.intern(`${type}: ${r.task}`) : type;
    return {
      rowId: r.id,
      key: r.key ?? '',
      type,
      text: r.observation,
      task: r.task ?? undefined,
      at: r.timestamp,
      confidence: r.confidence,
      source: this.intern(r.source),
      tags: parseTags(r.tags),
      item: {
        kind: 'observation',
        // The row id, not the key: the key repeats the timestamp and the text, and the index
        // keeps an item's id twice (100,000 observations: 26 MB of keys).
        id: String(r.id),
        title,
        text: r.observation,
        status: type,
        confidence: r.confidence,
        location: r.file ? this.intern(r.file) : undefined,
        at: r.timestamp,
      },
    };
  }
}

function parseTags(raw: string | null | undefined): string[] {
  if (!raw) return [];
  try {
    const v = JSON.parse(raw);
    return Array.isArray(v) ? v.filter((x): x is string => typeof x === 'string') : [];
  } catch {
    return [];
  }
}
