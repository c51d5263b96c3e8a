// Foundation figures: host cost per logged observation, durability latency with a large store,
// external ingestion, worker memory, activation. Needs `node scripts/build.mjs` first (bench.sh).
import { appendFileSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { NodeWorkerClient } from '../src/host/workerClient';
import { openWorkspace } from '../src/node/workspace';
import { tempDir } from '../test/helpers/tmp';
import { installVscodeStub } from './vscodeStub';

const root = resolve(__dirname, '..');
const fig = (name: string, value: number, unit: string) =>
  console.log(`${name}: ${value.toFixed(value < 1 ? 4 : 1)} ${unit}`);
const pct = (xs: number[], p: number) =>
  [...xs].sort((a, b) => a - b)[Math.min(xs.length - 1, Math.floor(xs.length * p))]!;
const TOPICS = [
  'naming',
  'tests before commit',
  'early returns',
  'error handling',
  'docs inline',
  'atomic commits',
  'strict types',
  'small functions',
];

function client(dir: string) {
  return new NodeWorkerClient({ script: join(root, 'dist/worker.js'), init: () => ({ workspace: dir, settings: {} }) });
}

async function appendFromHost() {
  const dir = tempDir();
  const c = client(dir);
  await c.request('status', {});
  const N = 10_000;
  const t0 = performance.now();
  const acks = [];
  for (let i = 0; i < N; i++)
    acks.push(
      c.observe({ type: 'pattern', observation: `Observed ${TOPICS[i % TOPICS.length]} in module ${i}` }, 'bench'),
    );
  const t1 = performance.now();
  await Promise.all(acks);
  const t2 = performance.now();
  fig('append_host_per_observation', (t1 - t0) / N, 'ms');
  fig('append_10k_all_durable', t2 - t0, 'ms');
  await c.dispose();
}

async function durabilityWithLargeStore() {
  const dir = tempDir();
  const ws = await openWorkspace(dir);
  const now = Date.now();
  ws.store.transaction(() => {
    for (let i = 0; i < 100_000; i++) {
      const t = new Date(now - i * 60_000).toISOString();
      ws.index.insert(
        {
          timestamp: t,
          type: 'pattern',
          context: { task: 'bench' },
          observation: `Historic ${TOPICS[i % TOPICS.length]} #${i}`,
          confidence: 0.4,
        },
        'bench',
        null,
        true,
      );
    }
  });
  ws.store.markDirty();
  await ws.close();
  const c = client(dir);
  await c.request('status', {});
  const lat: number[] = [];
  for (let i = 0; i < 200; i++) {
    const t0 = performance.now();
    await c.observe({ type: 'success', observation: `Validated change ${i}` }, 'bench');
    lat.push(performance.now() - t0);
  }
  fig('observe_ack_durable_p50_db100k', pct(lat, 0.5), 'ms');
  fig('observe_ack_durable_p95_db100k', pct(lat, 0.95), 'ms');
  const s = await c.request('workerStats', {});
  fig('worker_heap_db100k', s.heapUsedMB, 'MB');
  // Evolve over all 100k through the worker (preview: the same work without the writes).
  const t0 = performance.now();
  await c.request('evolve', { dryRun: true, sinceDays: 100 });
  fig('evolve_100k_in_worker', performance.now() - t0, 'ms');
  const after = await c.request('workerStats', {});
  fig('worker_heap_peak', after.heapPeakMB, 'MB');
  fig('worker_wasm_and_buffers', after.externalMB, 'MB');
  fig('worker_process_rss', after.rssMB, 'MB');
  await c.dispose();
}

async function ingestExternal() {
  const dir = tempDir();
  const ws = await openWorkspace(dir, { settings: { maxObservations: 100_000, maxBytes: 100 * 1024 * 1024 } });
  const lines = [];
  for (let i = 0; i < 10_000; i++)
    lines.push(
      JSON.stringify({
        timestamp: new Date(Date.now() - i * 1000).toISOString(),
        type: 'preference',
        context: { task: 'hook' },
        observation: `From a hook: prefers ${TOPICS[i % TOPICS.length]} (${i})`,
        confidence: 0.4,
      }),
    );
  appendFileSync(ws.paths.observations, lines.join('\n') + '\n');
  const t0 = performance.now();
  const r = await ws.ingest();
  fig('ingest_external_10k_lines', performance.now() - t0, 'ms');
  if (r.accepted !== 10_000) throw new Error(`ingested ${r.accepted}`);
  const file = join(dir, 'external.jsonl');
  writeFileSync(file, lines.map((l) => l.replace('From a hook', 'Imported')).join('\n') + '\n');
  const t1 = performance.now();
  await ws.importFile(file);
  fig('import_external_file_10k_lines', performance.now() - t1, 'ms');
  await ws.close();
}

async function activation() {
  const dir = tempDir();
  installVscodeStub(dir);
  // eslint-disable-next-line @typescript-eslint/no-require-imports
  const ext = require(join(root, 'dist/extension.js'));
  const context = {
    subscriptions: [] as Array<{ dispose(): void }>,
    asAbsolutePath: (p: string) => join(root, p),
    globalStorageUri: { fsPath: dir },
    extensionUri: { fsPath: root },
    extensionPath: root,
    workspaceState: { get() {}, update() {} },
    globalState: { get() {}, update() {}, setKeysForSync() {} },
  };
  const t0 = performance.now();
  const r = ext.activate(context);
  const wall = performance.now() - t0;
  fig('activation_extension_code', r?.activationMs ?? wall, 'ms');
  for (const d of context.subscriptions) d.dispose();
}

(async () => {
  await appendFromHost();
  await durabilityWithLargeStore();
  await ingestExternal();
  await activation();
  process.exit(0);
})();
