// Builds the worker entry into a temporary folder (with sql-wasm.wasm beside it), so tests run
// the real worker thread without depending on a prior `npm run build`.
import { buildSync } from 'esbuild';
import { copyFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { tempDir } from './tmp';

let built: string | undefined;

export function buildWorker(): string {
  if (built) return built;
  const root = resolve(__dirname, '../..');
  const out = tempDir('act-worker-');
  buildSync({ entryPoints: [join(root, 'src/worker/main.ts')], outfile: join(out, 'worker.js'), bundle: true, platform: 'node', format: 'cjs', target: 'node20', logLevel: 'error', external: ['onnxruntime-node', 'sharp', '@huggingface/transformers', 'onnxruntime-web'] });
  copyFileSync(join(root, 'node_modules/sql.js/dist/sql-wasm.wasm'), join(out, 'sql-wasm.wasm'));
  built = join(out, 'worker.js');
  return built;
}
