// Keeps the searchable items (observations, instincts, skill rules, patterns, user rules) in
// the item index with vectors of the active embedder. Items of the same text share a vector,
// named by the text's hash. Vectors are stored in memory_embeddings in the compact int8 form
// with that hash: observations one row per distinct text (ref = the hash), learned items per
// (kind, id). Nothing is cached here: the index holds the vectors in use, the store the rest;
// only a text with neither is embedded, once, in batches.
import { createHash } from 'node:crypto';
import type { Embedder } from '../../core/memory/embedder';
import { ItemIndex, type ItemKind, type MemoryItem } from '../../core/memory/retrieval/itemIndex';
import type { MemoryRepo } from './memoryRepo';

const BATCH = 32;
/** 16 hex digits of the text's sha256 (a flat string: a slice of the full digest kept it alive). */
export const textHash = (s: string) => createHash('sha256').update(s).digest().toString('hex', 0, 8);
const itemText = (i: MemoryItem) => (i.title && i.title !== i.text ? `${i.title}. ${i.text}` : i.text);
/** Where an item's vector is stored: observations by text, so repeats share one row. */
export const storedRef = (item: MemoryItem, hash: string) => (item.kind === 'observation' ? hash : item.id);

export interface SyncOptions {
  /** Items of this kind absent from the list are dropped (their files were removed). */
  replaceKind?: ItemKind;
  signal?: AbortSignal;
  /**
   * Embed again what the store holds (Reindex): only vectors the index got since invalidate()
   * are reused, so a text repeated across pages is still embedded once.
   */
  recompute?: boolean;
}

interface Pending {
  text: string;
  items: MemoryItem[];
}

export class ItemSync {
  constructor(
    readonly index: ItemIndex,
    private readonly repo: MemoryRepo,
    private embedder: Embedder,
  ) {}

  /** A new vector space: the index's vectors are dropped (the store keeps them, tagged). */
  setEmbedder(e: Embedder): void {
    if (e.id !== this.embedder.id) this.index.dropVectors();
    this.embedder = e;
  }

  /**
   * Puts items in the index, embedding the texts that have no vector of the active embedder in
   * the index or the store. Returns how many items got a freshly embedded vector.
   */
  async sync(items: readonly MemoryItem[], opts: SyncOptions = {}): Promise<number> {
    const pending = new Map<string, Pending>();
    for (const item of items) {
      if (this.unchanged(item)) continue;
      const text = itemText(item);
      const hash = textHash(text);
      if (this.reuse(item, hash, !opts.recompute)) continue;
      const p = pending.get(hash);
      if (p) p.items.push(item);
      else pending.set(hash, { text, items: [item] });
    }
    if (opts.replaceKind) this.index.retain(opts.replaceKind, new Set(items.map((i) => i.id)));
    const todo = [...pending];
    let done = 0;
    for (let i = 0; i < todo.length; i += BATCH) {
      if (opts.signal?.aborted) break;
      const batch = todo.slice(i, i + BATCH);
      const vectors = await this.embedder.embed(batch.map(([, p]) => p.text));
      batch.forEach(([hash, p], j) => {
        this.index.put(p.items[0], vectors[j], hash);
        for (const item of p.items.slice(1)) this.index.put(item, undefined, hash);
        // One stored row per (kind, ref): for observations, one per text.
        const refs = new Set<string>();
        for (const item of p.items) {
          const ref = `${item.kind}\0${storedRef(item, hash)}`;
          if (refs.has(ref)) continue;
          refs.add(ref);
          this.repo.putCompactVector(item.kind, storedRef(item, hash), this.embedder.id, vectors[j], hash);
        }
        done += p.items.length;
      });
    }
    if (done) this.repo.flush();
    return done;
  }

  /** Whether the index already holds this very item with a vector (a first run reads the log twice). */
  private unchanged(item: MemoryItem): boolean {
    const e = this.index.entry(ItemIndex.key(item.kind, item.id));
    if (!e || !this.index.hasVector(e.textKey)) return false;
    const o = e.item;
    return (
      o.text === item.text &&
      o.title === item.title &&
      o.status === item.status &&
      o.confidence === item.confidence &&
      o.location === item.location &&
      o.at === item.at
    );
  }

  /** Indexes the item with the vector its text already has (in the index, else in the store). */
  private reuse(item: MemoryItem, hash: string, fromStore: boolean): boolean {
    if (this.index.hasVector(hash)) {
      this.index.put(item, undefined, hash);
      return true;
    }
    if (!fromStore) return false;
    const stored = this.repo.compactVector(item.kind, storedRef(item, hash), this.embedder.id, hash);
    if (!stored) return false;
    this.index.put(item, stored, hash);
    return true;
  }

  /** Forgets the index's vectors (after an embedder switch, before re-embedding everything). */
  invalidate(): void {
    this.index.dropVectors();
  }
}
