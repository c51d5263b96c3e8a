// Keeps the searchable items (observations, instincts, skill rules, patterns, user rules) in
// the item index with vectors of the active embedder. Vectors are cached in memory_embeddings
// by (kind, id) with a hash of the text: only new or changed texts are embedded, in batches.
import { createHash } from 'node:crypto';
import type { Embedder } from '../../core/memory/embedder';
import { ItemIndex, type ItemKind, type MemoryItem } from '../../core/memory/retrieval/itemIndex';
import type { MemoryRepo } from './memoryRepo';

const BATCH = 32;
export const textHash = (s: string) => createHash('sha256').update(s).digest('hex').slice(0, 16);
const itemText = (i: MemoryItem) => (i.title && i.title !== i.text ? `${i.title}. ${i.text}` : i.text);

export class ItemSync {
  private cache = new Map<string, { embedderId: string; hash: string; vector: Float32Array }>();

  constructor(
    readonly index: ItemIndex,
    private readonly repo: MemoryRepo,
    private embedder: Embedder,
  ) {}

  /** Loads cached vectors of the given kinds (call once at start). */
  loadCache(kinds: readonly ItemKind[]): void {
    for (const kind of kinds)
      for (const v of this.repo.vectors(kind))
        this.cache.set(ItemIndex.key(kind, v.ref), { embedderId: v.embedderId, hash: v.textHash, vector: v.vector });
  }

  setEmbedder(e: Embedder): void {
    this.embedder = e;
  }

  /**
   * Puts items in the index, embedding those without a current vector. With `replaceKind`,
   * items of that kind absent from `items` are dropped (their files were removed).
   */
  async sync(items: MemoryItem[], replaceKind?: ItemKind, signal?: AbortSignal): Promise<number> {
    const todo: Array<{ item: MemoryItem; hash: string; key: string }> = [];
    for (const item of items) {
      const key = ItemIndex.key(item.kind, item.id);
      const hash = textHash(itemText(item));
      const c = this.cache.get(key);
      if (c && c.embedderId === this.embedder.id && c.hash === hash) this.index.put(item, c.vector);
      else todo.push({ item, hash, key });
    }
    if (replaceKind) this.index.retain(replaceKind, new Set(items.map((i) => i.id)));
    let done = 0;
    for (let i = 0; i < todo.length; i += BATCH) {
      if (signal?.aborted) break;
      const batch = todo.slice(i, i + BATCH);
      const vectors = await this.embedder.embed(batch.map((b) => itemText(b.item)));
      batch.forEach((b, j) => {
        this.index.put(b.item, vectors[j]);
        this.cache.set(b.key, { embedderId: this.embedder.id, hash: b.hash, vector: vectors[j] });
        this.repo.putVector(b.item.kind, b.item.id, this.embedder.id, vectors[j], b.hash);
      });
      done += batch.length;
    }
    if (done) this.repo.flush();
    return done;
  }

  /** Forgets every cached vector (after an embedder switch, before re-embedding everything). */
  invalidate(): void {
    this.cache.clear();
  }
}
