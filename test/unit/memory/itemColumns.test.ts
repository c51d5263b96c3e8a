// The item index keeps its items in columns (itemTable.ts), not as an object each: what comes
// back must be what was put, field for field, through replacements, removals and reused slots;
// items of one text keep their order (an item without confidence counts as 0); filters apply by kind and status.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { l2normalize } from '../../../src/core/memory/embedder';
import { ItemIndex, type MemoryItem } from '../../../src/core/memory/retrieval/itemIndex';

function unit(seed: number): Float32Array {
  let a = seed;
  return l2normalize(
    Float32Array.from({ length: 384 }, () => ((a = (a * 1664525 + 1013904223) >>> 0) / 2 ** 32) * 2 - 1),
  );
}

const obs = (id: string, text: string, extra: Partial<MemoryItem> = {}): MemoryItem => ({
  kind: 'observation',
  id,
  title: 'edit',
  text,
  status: 'edit',
  ...extra,
});

test('an item comes back as it was put, whatever its optional fields and timestamp form', () => {
  const index = new ItemIndex(384);
  const items: MemoryItem[] = [
    obs('1', 'renamed the parser module', { confidence: 0.7, at: '2026-03-01T10:00:00.000Z', location: 'src/a.ts' }),
    obs('2', 'renamed the parser module', { at: '2026-03-01T11:00:00+02:00' }),
    obs('3', 'renamed the parser module', { title: 'commit', confidence: 0 }),
    {
      kind: 'instinct',
      id: 'prefer-small-files',
      title: 'Prefer small files',
      text: 'Split long files',
      status: 'weak',
    },
    obs('4', 'ran the unit tests', { at: 'yesterday', status: 'test' }),
  ];
  index.put(items[0]!, unit(1), 'h-parser');
  index.put(items[1]!, undefined, 'h-parser');
  index.put(items[2]!, undefined, 'h-parser');
  index.put(items[3]!, unit(2));
  index.put(items[4]!, unit(3), 'h-tests');
  for (const item of items) assert.deepEqual(index.entry(ItemIndex.key(item.kind, item.id))?.item, item);
  assert.equal(index.size, 5);
  assert.equal(index.count('observation'), 4);
  assert.equal(index.vectors.size, 3, 'one vector per text');
  assert.equal(index.entry('observation:9'), undefined);
  assert.equal(index.entry('no colon'), undefined);
});

test('replacing, removing and reusing slots keeps every other item intact', () => {
  const index = new ItemIndex(384);
  for (let i = 0; i < 300; i++)
    index.put(obs(String(i), `text number ${i % 7}`, { confidence: i / 300 }), unit(i % 7), `h${i % 7}`);
  index.put(obs('5', 'text number 5', { status: 'error', confidence: 0.9 }), undefined, 'h5');
  index.put(obs('8', 'a wholly new text'), unit(99), 'h-new');
  for (let i = 0; i < 300; i += 3) index.remove(`observation:${i}`);
  for (let i = 1000; i < 1050; i++)
    index.put(obs(String(i), 'text number 1', { at: '2026-01-01T00:00:00.000Z' }), undefined, 'h1');
  assert.equal(index.size, 300 - 100 + 50);
  assert.deepEqual(index.entry('observation:5')?.item, obs('5', 'text number 5', { status: 'error', confidence: 0.9 }));
  assert.equal(index.entry('observation:8')?.textKey, 'h-new');
  assert.deepEqual(index.entry('observation:7')?.item, obs('7', 'text number 0', { confidence: 7 / 300 }));
  assert.equal(index.entry('observation:1020')?.item.at, '2026-01-01T00:00:00.000Z');
  index.retain('observation', new Set(['1', '1001']));
  assert.equal(index.size, 2);
  assert.equal(index.vectors.size, 1, 'texts with no item left lose their vector');
});

test('items of one text: the most confident first, then in the order they came; filters by kind and status', () => {
  const index = new ItemIndex(384);
  const q = unit(42);
  index.put(obs('a', 'flaky test retried', { confidence: 0.2 }), q, 'h');
  index.put(obs('b', 'flaky test retried', { confidence: 0.8 }), undefined, 'h');
  index.put(obs('c', 'flaky test retried', { confidence: 0.2, status: 'error' }), undefined, 'h');
  index.put(obs('d', 'flaky test retried', { confidence: 0.2 }), undefined, 'h');
  index.put({ kind: 'skill', id: 's#1', title: 'Retry', text: 'flaky test retried', status: 'active' }, undefined, 'h');
  const ids = (hits: Array<{ id: string }>) => hits.map((h) => h.id);
  assert.deepEqual(ids(index.topK(q, 10)), [
    'observation:b',
    'observation:a',
    'observation:c',
    'observation:d',
    'skill:s#1',
  ]);
  const edits = (kind: string, status: string) => kind === 'observation' && status === 'edit';
  assert.deepEqual(ids(index.topK(q, 10, edits)), ['observation:b', 'observation:a', 'observation:d']);
  const topics = index.entry('observation:a')!.keys;
  assert.ok(topics.length > 0);
  assert.deepEqual([...index.withTopics(topics, (kind) => kind === 'skill')], ['skill:s#1']);
  assert.equal(index.withTopics(topics).size, 5);
});
