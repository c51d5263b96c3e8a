// Everything besides threads that memory can recall (observations, instincts, skill rules,
// patterns, user rules), indexed like threads: a flat vector index plus topic keys, so a
// query is scored with the same seed formula and every hit can say why it was recalled.
import { extractTopics } from '../threads/topics';
import { VectorIndex } from './vectorIndex';

export const ITEM_KINDS = ['observation', 'instinct', 'skill', 'pattern', 'rule'] as const;
export type ItemKind = (typeof ITEM_KINDS)[number];

export interface MemoryItem {
  kind: ItemKind;
  /** Unique within its kind (observation key, instinct slug, "skill#rule", pattern slug). */
  id: string;
  title: string;
  text: string;
  /** active, candidate, weak...; filters match on it. */
  status: string;
  confidence?: number;
  /** Where it lives, for "open" links (a file path relative to the workspace). */
  location?: string;
  at?: string;
}

interface Entry {
  item: MemoryItem;
  keys: string[];
  labels: Record<string, string>;
}

export class ItemIndex {
  readonly vectors: VectorIndex;
  private readonly entries = new Map<string, Entry>();
  private readonly byTopic = new Map<string, Set<string>>();

  constructor(dim: number) {
    this.vectors = new VectorIndex(dim);
  }

  static key(kind: ItemKind, id: string): string {
    return `${kind}:${id}`;
  }

  get size(): number {
    return this.entries.size;
  }

  /** Adds or replaces an item; the vector may be absent (topics still match). */
  put(item: MemoryItem, vector: Float32Array | undefined): void {
    const key = ItemIndex.key(item.kind, item.id);
    this.remove(key);
    const topics = extractTopics(`${item.title}\n${item.text}`, 8);
    const entry: Entry = {
      item,
      keys: topics.map((t) => t.key),
      labels: Object.fromEntries(topics.map((t) => [t.key, t.label])),
    };
    this.entries.set(key, entry);
    if (vector && vector.length === this.vectors.dim) this.vectors.upsert(key, vector);
    for (const k of entry.keys) {
      let s = this.byTopic.get(k);
      if (!s) this.byTopic.set(k, (s = new Set()));
      s.add(key);
    }
  }

  remove(key: string): void {
    const e = this.entries.get(key);
    if (!e) return;
    for (const k of e.keys) this.byTopic.get(k)?.delete(key);
    this.entries.delete(key);
    this.vectors.remove(key);
  }

  /** Drops every item of a kind that is not in `keep` (after re-reading the files of that kind). */
  retain(kind: ItemKind, keep: ReadonlySet<string>): void {
    for (const [key, e] of [...this.entries]) if (e.item.kind === kind && !keep.has(e.item.id)) this.remove(key);
  }

  entry(key: string): Entry | undefined {
    return this.entries.get(key);
  }

  items(kind?: ItemKind): MemoryItem[] {
    return [...this.entries.values()].filter((e) => !kind || e.item.kind === kind).map((e) => e.item);
  }

  withTopics(keys: readonly string[]): Set<string> {
    const out = new Set<string>();
    for (const k of keys) for (const key of this.byTopic.get(k) ?? []) out.add(key);
    return out;
  }
}
