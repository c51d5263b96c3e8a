// Child process of bench/packaging.bench.ts (bundled, run with plain node so no tsx loader leaks
// into the worker thread). Starts the worker of an installed extension folder the way the host
// does, then loads the embedding model through memoryConfigure, as a user's setting would.
//   node packaging-child.js <extension dir> <workspace> <modelDir>
// Prints one JSON line of timings (ms) and the process RSS (MB).
import { join } from 'node:path';
import { NodeWorkerClient } from '../src/host/workerClient';

async function main() {
  const [extDir, workspace, modelDir] = process.argv.slice(2);
  const t0 = performance.now();
  const c = new NodeWorkerClient({
    script: join(extDir, 'dist', 'worker.js'),
    init: () => ({ workspace, settings: {} }),
  });
  await c.request('workerStats', {});
  const workerStartMs = performance.now() - t0;
  const t1 = performance.now();
  const r = await c.request(
    'memoryConfigure',
    { config: { modelPath: modelDir, runtime: 'onnxruntime-node' } },
    { timeoutMs: 120_000 },
  );
  const coldLoadMs = performance.now() - t1;
  if (r.embedder.kind !== 'semantic') throw new Error(`model not loaded: ${r.embedder.fallbackReason}`);
  const t2 = performance.now();
  await c.request('memoryRoute', {
    text: 'The sidebar graph should keep its zoom level when the threads refresh',
    source: 'bench',
  });
  const firstRouteMs = performance.now() - t2;
  const stats = await c.request('workerStats', {});
  process.stdout.write(
    JSON.stringify({
      workerStartMs,
      coldLoadMs,
      embedderLoadMs: r.embedder.loadMs,
      firstRouteMs,
      rssMB: stats.rssMB,
      embedder: r.embedder.id,
    }) + '\n',
  );
  await c.request('shutdown', {}).catch(() => undefined);
  await c.dispose();
}

main().catch((err) => {
  process.stderr.write(`${(err as Error).stack ?? err}\n`);
  process.exit(1);
});
