// Child process of bench/memory.bench.ts (bundled, plain node): starts the real production
// worker (dist/worker.js), loads the model through memoryConfigure like the extension does,
// routes real messages, and reports the process RSS — the worker's memory with the model loaded.
//   node worker-child.js <dist/worker.js> <workspace> <modelDir> <runtime> <textsFile>
import { readFileSync } from 'node:fs';
import { NodeWorkerClient } from '../src/host/workerClient';

async function main() {
  const [script, workspace, modelDir, runtime, textsFile] = process.argv.slice(2);
  const texts: string[] = JSON.parse(readFileSync(textsFile, 'utf8'));
  const c = new NodeWorkerClient({ script, init: () => ({ workspace, settings: {} }) });
  const idle = await c.request('workerStats', {});
  const r = await c.request(
    'memoryConfigure',
    { config: { modelPath: modelDir, runtime: runtime as 'onnxruntime-node' } },
    { timeoutMs: 120_000 },
  );
  if (r.embedder.kind !== 'semantic') throw new Error(`model not loaded: ${r.embedder.fallbackReason}`);
  const t = performance.now();
  for (const text of texts) await c.request('memoryRoute', { text, source: 'bench' });
  const routeMs = (performance.now() - t) / texts.length;
  const loaded = await c.request('workerStats', {});
  process.stdout.write(
    JSON.stringify({
      idleRssMB: idle.rssMB,
      rssMB: loaded.rssMB,
      heapMB: loaded.heapUsedMB,
      routeMs,
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
