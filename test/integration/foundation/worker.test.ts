// The real worker thread behind the host client: typed requests, errors carried back as errors,
// restart after a crash without losing acknowledged observations.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import type { Worker } from 'node:worker_threads';
import { NodeWorkerClient } from '../../../src/host/workerClient';
import { RemoteError } from '../../../src/protocol/rpc';
import { buildWorker } from '../../helpers/buildWorker';
import { tempDir } from '../../helpers/tmp';

function client(dir: string, crashes: string[] = []) {
  return new NodeWorkerClient({
    script: buildWorker(),
    init: () => ({ workspace: dir, settings: {} }),
    onCrash: (m) => crashes.push(m),
  });
}

test('requests are answered, unknown methods and bad params come back as errors', async () => {
  const dir = tempDir();
  const c = client(dir);
  assert.equal(c.running, false, 'started lazily');
  const s = await c.request('status', {});
  assert.equal(s.total, 0);
  assert.equal(c.running, true);
  await assert.rejects(
    c.request('nope' as never, {} as never),
    (e: unknown) => e instanceof RemoteError && e.code === 'unknown_method',
  );
  await assert.rejects(c.request('observe', { items: 'x' as never, source: 's' }), /must be an array/);
  const r = await c.observe({ type: 'correction', observation: 'Use camelCase' }, 'test');
  assert.deepEqual(r, { ok: true, duplicate: false });
  const bad = await c.observe({ type: 'correction', observation: 'x', confidence: 3 }, 'test');
  assert.equal(bad.ok, false);
  await c.dispose();
});

test('a crashed worker is restarted and unacknowledged observations are re-sent, once each', async () => {
  const dir = tempDir();
  const crashes: string[] = [];
  const c = client(dir, crashes);
  await c.request('status', {});
  const acks = [];
  for (let i = 0; i < 300; i++) acks.push(c.observe({ type: 'pattern', observation: `item ${i}` }, 'test'));
  // Kill the worker thread while the batch is in flight.
  await (c as unknown as { worker: Worker }).worker.terminate();
  const results = await Promise.all(acks);
  assert.ok(results.every((r) => r.ok));
  assert.ok(
    crashes.some((m) => /restarting/.test(m)),
    crashes.join('\n'),
  );
  const s = await c.request('status', {});
  assert.equal(s.total, 300);
  const lines = readFileSync(`${dir}/.act/observations.jsonl`, 'utf8').trim().split('\n');
  const texts = lines.map((l) => JSON.parse(l).observation);
  assert.equal(new Set(texts).size, texts.length, 'no duplicate line in the log');
  await c.dispose();
});
