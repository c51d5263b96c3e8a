// Builds the worker entry into a temporary folder (with sql-wasm.wasm beside it), so tests run
// the real worker thread without depending on a prior `npm run build`.
import { buildSync } from 'esbuild';
import { copyFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { tempDir } from './tmp';

const built = new Map<string, string>();

/** `entry`: the real worker, or a test harness that wraps it (repository-relative). */
export function buildWorker(entry = 'src/worker/main.ts'): string {
  const cached = built.get(entry);
  if (cached) return cached;
  const root = resolve(__dirname, '../..');
  const out = tempDir('act-worker-');
  buildSync({
    entryPoints: [join(root, entry)],
    outfile: join(out, 'worker.js'),
    bundle: true,
    platform: 'node',
    format: 'cjs',
    target: 'node20',
    logLevel: 'error',
    external: ['onnxruntime-node', 'sharp', '@huggingface/transformers', 'onnxruntime-web'],
  });
  copyFileSync(join(root, 'node_modules/sql.js/dist/sql-wasm.wasm'), join(out, 'sql-wasm.wasm'));
  built.set(entry, join(out, 'worker.js'));
  return join(out, 'worker.js');
}
