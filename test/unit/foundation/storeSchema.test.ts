// The observations table finds rows by hashes of their content instead of indexing the text
// (migration 002): a store written before it keeps every row, id and key, and the lookups
// (same observation, same words again within minutes) answer as before.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { join } from 'node:path';
import { observationKey, type Observation } from '../../../src/core/observation';
import { workspacePaths } from '../../../src/core/paths';
import { Store } from '../../../src/node/store/store';
import { ALL_MIGRATIONS, FOUNDATION_MIGRATIONS } from '../../../src/node/store/migrations';
import { ObservationIndex } from '../../../src/node/observationIndex';
import { tempDir } from '../../helpers/tmp';

const OLD: Observation[] = [
  {
    timestamp: '2026-03-02T10:00:00.000Z',
    type: 'correction',
    context: { task: 'review', file: 'src/a.ts' },
    observation: 'Use the shared logger, not console.log',
    confidence: 0.5,
  },
  {
    timestamp: '2026-03-02T10:05:00.000Z',
    type: 'preference',
    context: {},
    observation: 'Prefers small pull requests',
    confidence: 0.4,
    tags: ['workflow'],
  },
];

test('a store written before the compact key keeps its rows, ids and keys, and finds them by hash', async () => {
  const path = join(tempDir(), 'store.sqlite');
  const before = await Store.open(path, { migrations: FOUNDATION_MIGRATIONS.slice(0, 1) });
  for (const [i, o] of OLD.entries())
    before.store.run(
      'INSERT INTO observations (id, key, timestamp, ts_ms, type, observation, task, file, confidence, tags, source, ingested_at) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)',
      [
        10 + i,
        observationKey(o),
        o.timestamp,
        Date.parse(o.timestamp),
        o.type,
        o.observation,
        o.context.task ?? null,
        o.context.file ?? null,
        o.confidence,
        o.tags ? JSON.stringify(o.tags) : null,
        'log',
        '2026-03-02T11:00:00.000Z',
      ],
    );
  before.store.markDirty();
  before.store.close();

  const { store } = await Store.open(path, { migrations: ALL_MIGRATIONS });
  const index = new ObservationIndex(store, workspacePaths(tempDir()), () => undefined);
  const rows = store.all<{ id: number; key: string }>('SELECT id, key FROM observations ORDER BY id');
  assert.deepEqual(
    rows.map((r) => r.id),
    [10, 11],
  );
  assert.deepEqual(
    rows.map((r) => r.key),
    OLD.map(observationKey),
    'the key reads as before',
  );
  for (const o of OLD) {
    assert.ok(index.has(observationKey(o)));
    assert.equal(index.insert(o, 'log', null, false), false, 'a known observation is not inserted twice');
    assert.ok(
      index.hasRecent({ ...o, timestamp: new Date(Date.parse(o.timestamp) + 60_000).toISOString() }, 10 * 60_000),
      'the same words a minute later are a repeat',
    );
  }
  assert.equal(
    index.hasRecent({ ...OLD[0]!, context: { task: 'review', file: 'src/b.ts' } }, 10 * 60_000),
    false,
    'another file is another observation',
  );
  assert.equal(index.has(observationKey({ ...OLD[1]!, observation: 'Prefers large pull requests' })), false);
  const fresh: Observation = { ...OLD[0]!, timestamp: '2026-03-03T09:00:00.000Z' };
  assert.equal(index.insert(fresh, 'log', null, false), true);
  assert.equal(
    store.get<{ id: number }>('SELECT max(id) AS id FROM observations')!.id,
    12,
    'ids go on after the old ones',
  );
  assert.deepEqual(
    index.all().map((o) => o.observation),
    [...OLD, fresh].map((o) => o.observation),
  );
  store.close();
});

test('a store with a quarter of its pages free is rewritten when opened (nothing saved twice for nothing)', async () => {
  const path = join(tempDir(), 'store.sqlite');
  const { store } = await Store.open(path);
  store.transaction(() => {
    for (let i = 0; i < 3000; i++)
      store.run('INSERT INTO kv (key, value) VALUES (?, ?)', [
        `filler:${i}`,
        `a value long enough to fill pages quickly, number ${i}`.repeat(3),
      ]);
  });
  const full = Number(store.db.exec('PRAGMA page_count')[0]!.values[0]![0]);
  store.run("DELETE FROM kv WHERE key LIKE 'filler:%' AND CAST(substr(key, 8) AS INTEGER) % 10 != 0");
  store.markDirty();
  store.close();
  const again = (await Store.open(path)).store;
  const pages = Number(again.db.exec('PRAGMA page_count')[0]!.values[0]![0]);
  assert.equal(Number(again.db.exec('PRAGMA freelist_count')[0]!.values[0]![0]), 0);
  assert.ok(pages * 3 < full, `${pages} pages after, ${full} before`);
  assert.equal(again.get<{ n: number }>("SELECT count(*) AS n FROM kv WHERE key LIKE 'filler:%'")!.n, 300);
  again.close();
});
