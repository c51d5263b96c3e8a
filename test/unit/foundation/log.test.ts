import { test } from 'node:test';
import assert from 'node:assert/strict';
import { appendFileSync, existsSync, readFileSync, writeFileSync, unlinkSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { gunzipSync } from 'node:zlib';
import { openWorkspace } from '../../../src/node/workspace';
import { sameStamp } from '../../../src/node/observationIndex';
import { tempDir } from '../../helpers/tmp';

const line = (obs: string, extra: Record<string, unknown> = {}) =>
  JSON.stringify({
    timestamp: new Date().toISOString(),
    type: 'pattern',
    context: {},
    observation: obs,
    confidence: 0.4,
    ...extra,
  });

test('a log mixing bad lines with valid ones keeps every valid one and reports each bad one', async () => {
  const dir = tempDir();
  const ws = await openWorkspace(dir, { persistDebounceMs: 5 });
  const diags: string[] = [];
  ws.onDiagnostic((d) => diags.push(d.message));
  const lines = [
    line('valid one'),
    '{"timestamp": "2026-11-01T10:00:00Z", "type": "pattern", "conte',
    line('valid two', { type: 'error', confidence: 0.7 }),
    JSON.stringify({
      timestamp: '2026-11-01T10:00:00Z',
      type: 'pattern',
      context: {},
      observation: 'x'.repeat(30000),
      confidence: 0.5,
    }),
    line('wrong type', { type: 'opinion' }),
    line('string confidence', { confidence: 'high' }),
    'not json at all',
    line('valid three', { tags: ['a', 'b'] }),
  ];
  appendFileSync(ws.paths.observations, lines.join('\n') + '\n');
  const r = await ws.ingest();
  assert.equal(r.accepted, 3);
  assert.equal(r.rejected, 5);
  assert.deepEqual(
    r.diagnostics.map((d) => d.line),
    [2, 4, 5, 6, 7],
  );
  const rejected = readFileSync(ws.paths.rejected, 'utf8')
    .trim()
    .split('\n')
    .map((l) => JSON.parse(l));
  assert.equal(rejected.length, 5);
  assert.match(rejected[0].reason, /malformed JSON/);
  assert.match(rejected[1].reason, /larger than/);
  assert.match(rejected[2].reason, /"type" must be one of/);
  assert.ok(diags.some((m) => m.includes(':5:')));
  assert.deepEqual(
    ws
      .observations()
      .map((o) => o.observation)
      .sort(),
    ['valid one', 'valid three', 'valid two'],
  );
  await ws.close();
});

test('a truncated last line is not consumed, and our next append does not merge into it', async () => {
  const dir = tempDir();
  const ws = await openWorkspace(dir, { persistDebounceMs: 5 });
  appendFileSync(ws.paths.observations, line('complete') + '\n' + '{"timestamp":"2026-11-01T10:00:00Z","type":"pat');
  assert.equal((await ws.ingest()).accepted, 1);
  const r = await ws.observe([{ type: 'success', observation: 'after the torn line' }], 'test');
  assert.deepEqual(r.results, [{ ok: true, duplicate: false }]);
  const texts = ws.observations().map((o) => o.observation);
  assert.ok(texts.includes('after the torn line'));
  const s = await ws.status();
  assert.equal(s.rejectedTotal, 1);
  await ws.close();
});

test('lines appended by another program are picked up from the remembered offset', async () => {
  const dir = tempDir();
  let ws = await openWorkspace(dir, { persistDebounceMs: 5 });
  await ws.observe([{ type: 'preference', observation: 'prefers tabs' }], 'test');
  await ws.close();
  appendFileSync(join(dir, '.act/observations.jsonl'), line('from a hook script') + '\n');
  ws = await openWorkspace(dir, { persistDebounceMs: 5 });
  const rows = ws.observations();
  assert.deepEqual(rows.map((o) => o.observation).sort(), ['from a hook script', 'prefers tabs']);
  assert.equal(rows.find((r) => r.observation === 'prefers tabs')!.source, 'test');
  assert.equal(rows.find((r) => r.observation === 'from a hook script')!.source, 'log');
  await ws.close();
});

test('identical observations are not duplicated, and secrets are redacted before writing', async () => {
  const dir = tempDir();
  const ws = await openWorkspace(dir, { persistDebounceMs: 5 });
  const secret =
    'sk-ant-api03-' +
    'Ab3dEf6hIj9kLm2nOp5qRs8tUv1wXy4zAb7dEf0hIj3kLm6nOp9qRs2tUv5wXy8zAb1dEf4hIj7kLm0nOp3qRs6tUv9w-xyzAA';
  const r = await ws.observe(
    [
      { type: 'error', observation: `Leaked key ${secret} in config`, evidence: [`password=hunter2secret`] },
      { type: 'error', observation: `Leaked key ${secret} in config`, evidence: [`password=hunter2secret`] },
    ],
    'test',
  );
  assert.deepEqual(
    r.results.map((x) => x.ok && x.duplicate),
    [false, true],
  );
  const again = await ws.observe(
    [{ type: 'error', observation: `Leaked key ${secret} in config`, evidence: [`password=hunter2secret`] }],
    'test',
  );
  assert.equal(again.results[0]!.ok && again.results[0]!.duplicate, true);
  await ws.close();
  const onDisk =
    readFileSync(join(dir, '.act/observations.jsonl'), 'utf8') +
    readFileSync(join(dir, '.act/store.sqlite')).toString('latin1');
  assert.ok(!onDisk.includes(secret.slice(0, 30)));
  assert.ok(!onDisk.includes('hunter2secret'));
});

test('rotation keeps the newest and the confident, archives the rest, purges old entries, and the store still knows them', async () => {
  const dir = tempDir();
  const ws = await openWorkspace(dir, { persistDebounceMs: 5, settings: { maxObservations: 100, keepNewest: 50 } });
  const old = new Date(Date.now() - 120 * 86_400_000).toISOString();
  const lines = [line('very old', { timestamp: old, confidence: 0.9 })];
  for (let i = 0; i < 120; i++) {
    const t = new Date(Date.now() - (120 - i) * 60_000).toISOString();
    lines.push(line(`observation ${i}`, { timestamp: t, confidence: i < 10 ? 0.8 : 0.4 }));
  }
  appendFileSync(ws.paths.observations, lines.join('\n') + '\n');
  await ws.ingest();
  const active = readFileSync(ws.paths.observations, 'utf8')
    .trim()
    .split('\n')
    .map((l) => JSON.parse(l));
  assert.ok(active.length <= 100 && active.length >= 60, `active ${active.length}`);
  const texts = new Set(active.map((o) => o.observation));
  for (let i = 70; i < 120; i++) assert.ok(texts.has(`observation ${i}`), `newest ${i} kept`);
  for (let i = 0; i < 10; i++) assert.ok(texts.has(`observation ${i}`), `confident ${i} kept`);
  assert.ok(!texts.has('very old'), 'older than 90 days purged from the active log');
  const archives = readdirSync(ws.paths.act).filter((n) => /^observations-\d{4}-\d{2}\.jsonl\.gz$/.test(n));
  assert.ok(archives.length >= 1);
  const archived = archives
    .flatMap((n) =>
      gunzipSync(readFileSync(join(ws.paths.act, n)))
        .toString()
        .trim()
        .split('\n'),
    )
    .map((l) => JSON.parse(l).observation);
  assert.ok(archived.includes('very old'));
  assert.ok(archived.includes('observation 20'));
  assert.equal(new Set(archived).size, archived.length, 'no duplicates in archives');
  assert.equal((await ws.status()).total, 121, 'archived observations stay known to the store');
  await ws.close();
});

test('the active log stays under the byte limit', async () => {
  const dir = tempDir();
  const ws = await openWorkspace(dir, { persistDebounceMs: 5, settings: { maxBytes: 8 * 1024 } });
  for (let i = 0; i < 60; i++)
    await ws.observe(
      [{ type: 'pattern', observation: `a fairly long observation about module ${i} `.repeat(3) }],
      'test',
    );
  assert.ok(readFileSync(ws.paths.observations).length <= 8 * 1024);
  assert.equal((await ws.status()).total, 60);
  await ws.close();
});

test('a missing or corrupt database is rebuilt from the log and its archives, with a message', async () => {
  const dir = tempDir();
  let ws = await openWorkspace(dir, { persistDebounceMs: 5, settings: { maxObservations: 20, keepNewest: 10 } });
  for (let i = 0; i < 45; i++) await ws.observe([{ type: 'pattern', observation: `item ${i}` }], 'test');
  await ws.close();
  unlinkSync(join(dir, '.act/store.sqlite'));
  ws = await openWorkspace(dir, { settings: { maxObservations: 20, keepNewest: 10 } });
  assert.match(ws.rebuiltReason ?? '', /missing; rebuilt/);
  assert.equal((await ws.status()).total, 45);
  await ws.close();
  writeFileSync(join(dir, '.act/store.sqlite'), 'this is not a database at all, just garbage bytes '.repeat(100));
  ws = await openWorkspace(dir, { settings: { maxObservations: 20, keepNewest: 10 } });
  assert.match(ws.rebuiltReason ?? '', /unreadable/);
  assert.equal((await ws.status()).total, 45);
  const names = readdirSync(join(dir, '.act'));
  assert.ok(
    names.some((n) => n.startsWith('store.sqlite.corrupt-')),
    `corrupt file kept aside: ${names.join(', ')}`,
  );
  await ws.close();
  assert.ok(existsSync(join(dir, '.act/.gitignore')));
});

test('a lock left by a killed process (empty, or naming a dead pid) is broken, a live one is waited for', async () => {
  const { withLock } = await import('../../../src/node/log/lock');
  const { utimesSync } = await import('node:fs');
  const dir = tempDir();
  const lock = join(dir, 'x.lock');
  writeFileSync(lock, '');
  const past = new Date(Date.now() - 5000);
  utimesSync(lock, past, past);
  assert.equal(await withLock(lock, async () => 'took empty orphan', { timeoutMs: 3000 }), 'took empty orphan');
  writeFileSync(lock, '999999 2026-01-01T00:00:00Z');
  assert.equal(await withLock(lock, async () => 'took dead pid', { timeoutMs: 3000 }), 'took dead pid');
  writeFileSync(lock, `${process.ppid} ${new Date().toISOString()}`);
  await assert.rejects(
    withLock(lock, async () => 'never', { timeoutMs: 300 }),
    /could not take/,
  );
  assert.ok(existsSync(lock), 'a live owner keeps its lock');
});

test('an archive is read again when it changed, not when a copy of the workspace rounded its time', () => {
  const read = '3310750:1795611533768.6885';
  assert.equal(sameStamp(read, '3310750:1795611533769'), true, 'cp -a rounds the time to the millisecond');
  assert.equal(sameStamp(read, read), true);
  assert.equal(sameStamp(read, '3310751:1795611533768.6885'), false, 'another size');
  assert.equal(sameStamp(read, '3310750:1795611533770'), false, 'written again later');
  assert.equal(sameStamp(undefined, read), false, 'never read');
  assert.equal(sameStamp('garbage', read), false);
});
