// Item vectors in the compact form (int8 + scale) through the store and the index, one vector
// per distinct text, and a store written by the previous version (float32, one row per
// observation) still opening, converted, with its vectors reused rather than embedded again.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { join } from 'node:path';
import {
  blobToVector,
  dot,
  isCompactBlob,
  l2normalize,
  toCompactBlob,
  vectorToBlob,
  vectorToCompactBlob,
  type Embedder,
} from '../../../src/core/memory/embedder';
import { LexicalEmbedder } from '../../../src/core/memory/lexicalEmbedder';
import { ItemIndex, type MemoryItem } from '../../../src/core/memory/retrieval/itemIndex';
import { VectorIndex } from '../../../src/core/memory/retrieval/vectorIndex';
import { recall } from '../../../src/core/memory/retrieval/retriever';
import { ThreadSet } from '../../../src/core/memory/threads/threadSet';
import { Store } from '../../../src/node/store/store';
import { ALL_MIGRATIONS } from '../../../src/node/store/migrations';
import { MemoryRepo } from '../../../src/node/memory/memoryRepo';
import { ItemSync, textHash } from '../../../src/node/memory/itemSync';
import { tempDir } from '../../helpers/tmp';

function seeded(seed: number, dim = 384): Float32Array {
  let a = seed;
  const v = Float32Array.from({ length: dim }, () => ((a = (a * 1664525 + 1013904223) >>> 0) / 4294967296) * 2 - 1);
  return l2normalize(v);
}

/** The lexical embedder, counting the texts it is asked to embed. */
function counting(): Embedder & { texts: string[] } {
  const inner = new LexicalEmbedder();
  const texts: string[] = [];
  return {
    id: inner.id,
    dim: inner.dim,
    kind: inner.kind,
    texts,
    embed: async (batch) => {
      texts.push(...batch);
      return inner.embed(batch);
    },
  };
}

const observation = (id: string, text: string): MemoryItem => ({
  kind: 'observation',
  id,
  title: 'preference',
  text,
  status: 'preference',
  confidence: 0.5,
});
const embeddedText = (i: MemoryItem) => `${i.title}. ${i.text}`;

test('a vector round-trips through the compact form within int8 precision, and old float32 blobs convert', () => {
  const v = seeded(7);
  const compact = vectorToCompactBlob(v);
  assert.equal(compact.length, 384 + 4, 'a quarter of float32 plus the scale');
  assert.ok(isCompactBlob(compact, 384));
  const back = blobToVector(compact, 384);
  assert.ok(dot(v, back) > 0.999, `cosine with the original: ${dot(v, back)}`);
  const legacy = vectorToBlob(v);
  assert.equal(legacy.length, 384 * 4);
  assert.ok(!isCompactBlob(legacy, 384));
  assert.deepEqual(blobToVector(legacy, 384), v, 'float32 blobs still read exactly');
  assert.deepEqual(toCompactBlob(legacy, 384), compact, 'converting an old blob gives the compact form');
});

test('the vector index scores a compact vector exactly as the float vector it came from', () => {
  const a = new VectorIndex(384);
  const b = new VectorIndex(384);
  for (let i = 0; i < 50; i++) {
    a.upsert(`r${i}`, seeded(i + 1));
    b.upsertCompact(`r${i}`, vectorToCompactBlob(seeded(i + 1)));
  }
  const q = seeded(999);
  assert.deepEqual(b.scores(q), a.scores(q));
  assert.deepEqual(
    b.topK(q, 5).map((h) => h.id),
    a.topK(q, 5).map((h) => h.id),
  );
});

test('items of the same text share one vector row and one stored vector; the text is embedded once', async () => {
  const { store } = await Store.open(undefined);
  const repo = new MemoryRepo(store);
  const index = new ItemIndex(384);
  const embedder = counting();
  const sync = new ItemSync(index, repo, embedder);
  const texts = ['Prefers tabs over spaces in the parser', 'Runs the linter before every push'];
  const items = Array.from({ length: 30 }, (_, i) => observation(String(i + 1), texts[i % 2]));
  assert.equal(await sync.sync(items), 30, 'every item got a vector');
  assert.deepEqual(embedder.texts.sort(), texts.map((t) => embeddedText(observation('', t))).sort());
  assert.equal(index.size, 30);
  assert.equal(index.vectors.size, 2, 'one row per distinct text');
  const rows = store.all<{ ref: string; dim: number; vector: Uint8Array; text_hash: string }>(
    "SELECT ref, dim, vector, text_hash FROM memory_embeddings WHERE kind = 'observation' ORDER BY ref",
  );
  assert.equal(rows.length, 2);
  for (const r of rows) {
    assert.equal(r.ref, r.text_hash, 'observations are stored by the hash of their text');
    assert.equal(r.vector.length, r.dim + 4, 'in the compact form');
  }
  const hits = recall(
    (await embedder.embed(['tabs or spaces in the parser']))[0],
    ['tab'],
    new ThreadSet(embedder.id, 384),
    index,
    5,
    { kinds: ['observation'] },
  );
  assert.ok(hits.length === 5 && hits.every((h) => h.snippet === texts[0]), JSON.stringify(hits.map((h) => h.snippet)));

  // Removing every item of a text frees its row.
  index.retain('observation', new Set(items.filter((_, i) => i % 2 === 1).map((i) => i.id)));
  assert.equal(index.vectors.size, 1);
  assert.ok(!index.hasVector(textHash(embeddedText(items[0]))));
});

test('a new session reuses the stored vectors: nothing is embedded again', async () => {
  const dir = tempDir();
  const path = join(dir, 'store.sqlite');
  const items = ['Keeps migrations reversible', 'Names tests after the behaviour'].map((t, i) =>
    observation(String(i + 1), t),
  );
  {
    const { store } = await Store.open(path);
    await new ItemSync(new ItemIndex(384), new MemoryRepo(store), counting()).sync(items);
    store.close();
  }
  const { store } = await Store.open(path);
  const embedder = counting();
  const index = new ItemIndex(384);
  assert.equal(await new ItemSync(index, new MemoryRepo(store), embedder).sync(items), 0);
  assert.deepEqual(embedder.texts, []);
  assert.equal(index.vectors.size, 2);
  store.close();
});

test('a store written by the previous version (float32, a row per observation) opens converted and its vectors are reused', async () => {
  const dir = tempDir();
  const path = join(dir, 'store.sqlite');
  const lexical = new LexicalEmbedder();
  const texts = ['Always squash before merging', 'Always squash before merging', 'Logs go to stderr'];
  const items = texts.map((t, i) => observation(`key-${i}`, t));
  const thread = seeded(3);
  {
    const previous = ALL_MIGRATIONS.filter((m) => m.id !== 'memory-003-compact-item-vectors');
    const { store } = await Store.open(path, { migrations: previous });
    const put = store.db.prepare(
      'INSERT INTO memory_embeddings (kind, ref, embedder_id, dim, vector, text_hash, updated_at) VALUES (?, ?, ?, ?, ?, ?, ?)',
    );
    for (const item of items) {
      const v = (await lexical.embed([embeddedText(item)]))[0];
      put.run(['observation', item.id, lexical.id, 384, vectorToBlob(v), textHash(embeddedText(item)), 'then']);
    }
    put.run(['thread', 't1', lexical.id, 384, vectorToBlob(thread), '', 'then']);
    put.free();
    store.markDirty();
    store.close();
  }
  const { store } = await Store.open(path);
  const rows = store.all<{ kind: string; ref: string; vector: Uint8Array; text_hash: string }>(
    'SELECT kind, ref, vector, text_hash FROM memory_embeddings ORDER BY kind, ref',
  );
  const obs = rows.filter((r) => r.kind === 'observation');
  assert.equal(obs.length, 2, 'one row per distinct text');
  assert.ok(obs.every((r) => r.ref === r.text_hash && r.vector.length === 388));
  const t = rows.find((r) => r.kind === 'thread')!;
  assert.equal(t.vector.length, 384 * 4, 'thread centroids keep full precision');
  assert.deepEqual(new MemoryRepo(store).vectors('thread')[0]!.vector, thread);

  const embedder = counting();
  const index = new ItemIndex(384);
  assert.equal(await new ItemSync(index, new MemoryRepo(store), embedder).sync(items), 0);
  assert.deepEqual(embedder.texts, [], 'the converted vectors are used as they are');
  const q = (await lexical.embed(['squash before merging']))[0];
  const hits = recall(q, [], new ThreadSet(lexical.id, 384), index, 3, { kinds: ['observation'] });
  assert.equal(hits[0]?.snippet, 'Always squash before merging');
  assert.ok(hits[0]!.breakdown.embedding > 0.5);
  store.close();
});
