// Everything besides threads that memory can recall (observations, instincts, skill rules,
// patterns, user rules), indexed like threads: a flat vector index plus topic keys, so a
// query is scored with the same seed formula and every hit can say why it was recalled.
// Items with the same text (an observation logged again and again) share one text record: one
// vector row and one list of topics, however many items carry it. At 100,000 observations a
// vector and a topic list per item were most of the memory's RAM.
import { extractTopics } from '../threads/topics';
import { VectorIndex, type Hit } from './vectorIndex';

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

/**
 * What items of the same text share: their topic keys and labels (parallel arrays: an object per
 * text gave V8 a hidden class each), and the items (by key) that carry it.
 */
interface TextRecord {
  /** The text key, one string shared by every entry of the text. */
  key: string;
  /** The text and title of the first item put, shared by the items that repeat them. */
  text: string;
  title: string;
  keys: string[];
  labels: string[];
  items: Set<string>;
}

interface Entry {
  item: MemoryItem;
  /** The text record's key (a hash of the text, given by the caller; the item's key by default). */
  textKey: string;
  keys: readonly string[];
  labels: readonly string[];
}

/** A vector for put(): float32, or the store's compact form (copied into the index as is). */
export type ItemVector = Float32Array | Uint8Array;

export class ItemIndex {
  /** One row per text record, keyed by text key. */
  readonly vectors: VectorIndex;
  private readonly entries = new Map<string, Entry>();
  private readonly texts = new Map<string, TextRecord>();
  /** Topic key to text keys. */
  private readonly byTopic = new Map<string, Set<string>>();
  /** One string per topic key or label (bounded by the vocabulary). */
  private readonly words = new Map<string, string>();

  constructor(dim: number) {
    this.vectors = new VectorIndex(dim);
  }

  static key(kind: ItemKind, id: string): string {
    return `${kind}:${id}`;
  }

  get size(): number {
    return this.entries.size;
  }

  /**
   * Adds or replaces an item. `textKey` names its text (items with the same text key share a
   * vector and topics): a hash of what was embedded. The vector may be absent (topics still
   * match, or the text record already has one: see hasVector).
   */
  put(item: MemoryItem, vector?: ItemVector, textKey?: string): void {
    const key = ItemIndex.key(item.kind, item.id);
    const tk = textKey ?? key;
    const old = this.entries.get(key);
    if (old?.textKey !== tk) this.remove(key);
    const rec = this.textRecord(tk, item);
    rec.items.add(key);
    // The same characters, one string for all the items of the text (they come from separate rows).
    if (item.text === rec.text) item.text = rec.text;
    if (item.title === rec.title) item.title = rec.title;
    this.entries.set(key, { item, textKey: rec.key, keys: rec.keys, labels: rec.labels });
    if (vector) this.setVector(rec.key, vector);
  }

  private word(w: string): string {
    const known = this.words.get(w);
    if (known !== undefined) return known;
    this.words.set(w, w);
    return w;
  }

  private textRecord(tk: string, item: MemoryItem): TextRecord {
    let rec = this.texts.get(tk);
    if (rec) return rec;
    const topics = extractTopics(`${item.title}\n${item.text}`, 8);
    rec = {
      key: tk,
      text: item.text,
      title: item.title,
      keys: topics.map((t) => this.word(t.key)),
      labels: topics.map((t) => this.word(t.label)),
      items: new Set(),
    };
    this.texts.set(tk, rec);
    for (const k of rec.keys) {
      let s = this.byTopic.get(k);
      if (!s) this.byTopic.set(k, (s = new Set()));
      s.add(tk);
    }
    return rec;
  }

  private setVector(textKey: string, vector: ItemVector): void {
    if (vector instanceof Float32Array) {
      if (vector.length === this.vectors.dim) this.vectors.upsert(textKey, vector);
    } else this.vectors.upsertCompact(textKey, vector);
  }

  /** Whether the text has a vector in the index (put() without one then shares it). */
  hasVector(textKey: string): boolean {
    return this.vectors.has(textKey);
  }

  /** Forgets every vector, keeping the items (after an embedder switch, before re-embedding). */
  dropVectors(): void {
    this.vectors.clear();
  }

  remove(key: string): void {
    const e = this.entries.get(key);
    if (!e) return;
    this.entries.delete(key);
    const rec = this.texts.get(e.textKey);
    if (!rec) return;
    rec.items.delete(key);
    if (rec.items.size) return;
    for (const k of rec.keys) {
      const s = this.byTopic.get(k);
      s?.delete(e.textKey);
      if (s && !s.size) this.byTopic.delete(k);
    }
    this.texts.delete(e.textKey);
    this.vectors.remove(e.textKey);
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

  /** Keys of the items sharing one of the topics. */
  withTopics(keys: readonly string[]): Set<string> {
    const out = new Set<string>();
    for (const k of keys)
      for (const tk of this.byTopic.get(k) ?? []) for (const key of this.texts.get(tk)!.items) out.add(key);
    return out;
  }

  /**
   * The k items most similar to the query that `accept` admits, best first (items of one text
   * have its score; the most confident come first among them).
   */
  topK(q: Float32Array, k: number, accept: (key: string) => boolean = () => true): Hit[] {
    const out: Hit[] = [];
    const anyAdmitted = (tk: string) => {
      for (const key of this.texts.get(tk)?.items ?? []) if (accept(key)) return true;
      return false;
    };
    for (const h of this.vectors.topK(q, k, anyAdmitted)) {
      for (const key of this.admitted(h.id, accept)) {
        if (out.length >= k) return out;
        out.push({ id: key, score: h.score });
      }
    }
    return out;
  }

  /** Similarity of the query to the given items (found another way, e.g. by topic). */
  scoreMany(q: Float32Array, keys: Iterable<string>): Map<string, number> {
    const textKeys = new Set<string>();
    const list: Array<[string, string]> = [];
    for (const key of keys) {
      const e = this.entries.get(key);
      if (!e) continue;
      textKeys.add(e.textKey);
      list.push([key, e.textKey]);
    }
    const byText = this.vectors.scoreMany(q, textKeys);
    const out = new Map<string, number>();
    for (const [key, tk] of list) {
      const s = byText.get(tk);
      if (s !== undefined) out.set(key, s);
    }
    return out;
  }

  private admitted(textKey: string, accept: (key: string) => boolean): string[] {
    const keys = [...(this.texts.get(textKey)?.items ?? [])].filter(accept);
    const conf = (key: string) => this.entries.get(key)?.item.confidence ?? 0;
    return keys.length > 1 ? keys.sort((a, b) => conf(b) - conf(a)) : keys;
  }
}
