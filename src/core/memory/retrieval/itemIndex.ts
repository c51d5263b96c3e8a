// Everything besides threads that memory can recall (observations, instincts, skill rules,
// patterns, user rules), indexed like threads: a flat vector index plus topic keys, so a
// query is scored with the same seed formula and every hit can say why it was recalled.
// Items with the same text (an observation logged again and again) share one text record: one
// vector row and one list of topics, however many items carry it. At 100,000 observations a
// vector and a topic list per item were most of the memory's RAM; the items themselves are kept
// in columns (itemTable.ts), not as an object each.
import { extractTopics } from '../threads/topics';
import { VectorIndex, type Hit } from './vectorIndex';
import { ItemTable, textRecord, type ItemKind, type MemoryItem, type TextRecord } from './itemTable';

export { ITEM_KINDS, type ItemKind, type MemoryItem } from './itemTable';

export interface Entry {
  item: MemoryItem;
  /** The text record's key (a hash of the text, given by the caller; the item's key by default). */
  textKey: string;
  keys: readonly string[];
  labels: readonly string[];
}

/** Which items a query admits, by kind and status (checked on the columns, no object per item). */
export type ItemFilter = (kind: ItemKind, status: string) => boolean;
const ANY: ItemFilter = () => true;

/** A vector for put(): float32, or the store's compact form (copied into the index as is). */
export type ItemVector = Float32Array | Uint8Array;

export class ItemIndex {
  /** One row per text record, keyed by text key. */
  readonly vectors: VectorIndex;
  private readonly table = new ItemTable();
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
    return this.table.size;
  }

  /** How many items of the kind are indexed. */
  count(kind: ItemKind): number {
    return this.table.count(kind);
  }

  private slotOf(key: string): number | undefined {
    const colon = key.indexOf(':');
    return colon < 0 ? undefined : this.table.slot(key.slice(0, colon) as ItemKind, key.slice(colon + 1));
  }

  /**
   * Adds or replaces an item. `textKey` names its text (items with the same text key share a
   * vector and topics): a hash of what was embedded. The vector may be absent (topics still
   * match, or the text record already has one: see hasVector).
   */
  put(item: MemoryItem, vector?: ItemVector, textKey?: string): void {
    const tk = textKey ?? ItemIndex.key(item.kind, item.id);
    let slot = this.table.slot(item.kind, item.id);
    if (slot !== undefined && this.table.rec(slot).key !== tk) {
      this.removeSlot(slot);
      slot = undefined;
    }
    const rec = this.textRecord(tk, item);
    if (slot === undefined) this.table.add(item, rec);
    else this.table.set(slot, item);
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
    rec = textRecord(
      tk,
      item.text,
      item.title,
      topics.map((t) => this.word(t.key)),
      topics.map((t) => this.word(t.label)),
    );
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
    const slot = this.slotOf(key);
    if (slot !== undefined) this.removeSlot(slot);
  }

  private removeSlot(slot: number): void {
    const rec = this.table.rec(slot);
    this.table.remove(slot);
    if (rec.count) return;
    for (const k of rec.keys) {
      const s = this.byTopic.get(k);
      s?.delete(rec.key);
      if (s && !s.size) this.byTopic.delete(k);
    }
    this.texts.delete(rec.key);
    this.vectors.remove(rec.key);
  }

  /** Drops every item of a kind that is not in `keep` (after re-reading the files of that kind). */
  retain(kind: ItemKind, keep: ReadonlySet<string>): void {
    for (const [id, slot] of this.table.slotsOf(kind)) if (!keep.has(id)) this.removeSlot(slot);
  }

  /** The item and its text's topics (a new object each call). */
  entry(key: string): Entry | undefined {
    const slot = this.slotOf(key);
    if (slot === undefined) return undefined;
    const rec = this.table.rec(slot);
    return { item: this.table.item(slot), textKey: rec.key, keys: rec.keys, labels: rec.labels };
  }

  /** Keys of the items sharing one of the topics that the filter admits. */
  withTopics(keys: readonly string[], accept: ItemFilter = ANY): Set<string> {
    const out = new Set<string>();
    for (const k of keys)
      for (const tk of this.byTopic.get(k) ?? [])
        for (const slot of this.admitted(this.texts.get(tk)!, accept)) out.add(this.table.key(slot));
    return out;
  }

  /**
   * The k items most similar to the query that `accept` admits, best first (items of one text
   * have its score; the most confident come first among them).
   */
  topK(q: Float32Array, k: number, accept: ItemFilter = ANY): Hit[] {
    const out: Hit[] = [];
    const anyAdmitted = (tk: string) => {
      const rec = this.texts.get(tk);
      if (rec) for (const slot of this.table.slotsOfText(rec)) if (this.admits(slot, accept)) return true;
      return false;
    };
    for (const h of this.vectors.topK(q, k, anyAdmitted)) {
      for (const slot of this.byConfidence(this.admitted(this.texts.get(h.id)!, accept))) {
        if (out.length >= k) return out;
        out.push({ id: this.table.key(slot), score: h.score });
      }
    }
    return out;
  }

  /** Similarity of the query to the given items (found another way, e.g. by topic). */
  scoreMany(q: Float32Array, keys: Iterable<string>): Map<string, number> {
    const textKeys = new Set<string>();
    const list: Array<[string, string]> = [];
    for (const key of keys) {
      const slot = this.slotOf(key);
      if (slot === undefined) continue;
      const tk = this.table.rec(slot).key;
      textKeys.add(tk);
      list.push([key, tk]);
    }
    const byText = this.vectors.scoreMany(q, textKeys);
    const out = new Map<string, number>();
    for (const [key, tk] of list) {
      const s = byText.get(tk);
      if (s !== undefined) out.set(key, s);
    }
    return out;
  }

  private admits(slot: number, accept: ItemFilter): boolean {
    return accept(this.table.kind(slot), this.table.status(slot));
  }

  private admitted(rec: TextRecord, accept: ItemFilter): number[] {
    const slots: number[] = [];
    for (const slot of this.table.slotsOfText(rec)) if (this.admits(slot, accept)) slots.push(slot);
    return slots;
  }

  private byConfidence(slots: number[]): number[] {
    const conf = (slot: number) => this.table.confidence(slot) ?? 0;
    return slots.length > 1 ? slots.sort((a, b) => conf(b) - conf(a)) : slots;
  }
}
