// What the packaged extension costs at run time, one `name: value unit` a line:
//   vsix_size / vsix_unpacked          the VSIX file and what it installs (when one is given)
//   bundle_worker / bundle_transformers  dist/worker.js and the transformers.js bundle it loads lazily
//   vsix_worker_start                  new worker thread -> first answer (init included), no model
//   vsix_embed_cold_load               memoryConfigure with a model folder -> semantic embedder active
//                                      (transformers.js + onnxruntime-node load, tokenizer, session)
//   vsix_embed_first_route             the first message routed with the model (first inference)
//   vsix_worker_rss_model              process RSS with the model loaded
// Median of three fresh processes; the model is the random-weight stand-in of all-MiniLM-L6-v2's
// exact shape (test/helpers/memory/bertStandIn.ts), so load cost matches the real file.
// Usage: npx tsx bench/packaging.bench.ts [file.vsix]
//   without a VSIX: the installed layout is assembled from dist/ (production build) plus the
//   runtime packages for this platform, exactly as scripts/package.sh stages it.
import { execFileSync } from 'node:child_process';
import { cpSync, existsSync, mkdirSync, mkdtempSync, readdirSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import * as esbuild from 'esbuild';
import { MINILM_SHAPE, writeStandInModelFolder } from '../test/helpers/memory/bertStandIn';

const root = join(__dirname, '..');
const fig = (name: string, value: number, unit: string) =>
  console.log(`${name}: ${Math.round(value * 100) / 100} ${unit}`);
const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];
const MB = 1048576;

function dirSize(p: string): number {
  const st = statSync(p);
  return st.isDirectory() ? readdirSync(p).reduce((s, n) => s + dirSize(join(p, n)), 0) : st.size;
}

/** The extension folder as VS Code installs it: from the VSIX, or staged from dist/. */
function installedExtension(tmp: string, vsix: string | undefined): string {
  const dir = join(tmp, 'ext');
  if (vsix) {
    execFileSync('unzip', ['-q', vsix, 'extension/*', '-d', tmp]);
    rmSync(dir, { recursive: true, force: true });
    cpSync(join(tmp, 'extension'), dir, { recursive: true });
    fig('vsix_size', statSync(vsix).size / MB, 'MB');
    fig('vsix_unpacked', dirSize(dir) / MB, 'MB');
    return dir;
  }
  for (const f of ['worker.js', 'transformers.js', 'sql-wasm.wasm'])
    if (!existsSync(join(root, 'dist', f)))
      throw new Error(`dist/${f} is missing: run node scripts/build.mjs --production (or pass a VSIX)`);
  mkdirSync(join(dir, 'dist'), { recursive: true });
  for (const f of readdirSync(join(root, 'dist')))
    if (/\.(js|wasm)$/.test(f)) cpSync(join(root, 'dist', f), join(dir, 'dist', f));
  execFileSync(
    process.execPath,
    [join(root, 'scripts/copy-runtime-deps.mjs'), '--dest', join(dir, 'dist'), 'onnxruntime-node'],
    { stdio: 'ignore' },
  );
  fig('runtime_packages_unpacked', dirSize(join(dir, 'dist', 'node_modules')) / MB, 'MB');
  return dir;
}

async function main() {
  const vsix = process.argv[2];
  const tmp = mkdtempSync(join(tmpdir(), 'act-packaging-bench-'));
  try {
    const ext = installedExtension(tmp, vsix);
    fig('bundle_worker', statSync(join(ext, 'dist', 'worker.js')).size / 1024, 'KB');
    fig('bundle_transformers', statSync(join(ext, 'dist', 'transformers.js')).size / 1024, 'KB');
    const modelDir = join(tmp, 'all-MiniLM-L6-v2');
    writeStandInModelFolder(modelDir, MINILM_SHAPE);
    const child = join(tmp, 'packaging-child.js');
    await esbuild.build({
      entryPoints: [join(root, 'bench', 'packagingChild.ts')],
      outfile: child,
      bundle: true,
      platform: 'node',
      format: 'cjs',
      target: 'node20',
      logLevel: 'error',
    });
    const runs: Array<Record<string, number>> = [];
    for (let i = 0; i < 3; i++) {
      const ws = join(tmp, `ws${i}`);
      mkdirSync(ws);
      const out = execFileSync(process.execPath, [child, ext, ws, modelDir], { encoding: 'utf8', timeout: 300_000 });
      runs.push(JSON.parse(out.trim().split('\n').pop()!));
    }
    const m = (k: string) => median(runs.map((r) => r[k]));
    fig('vsix_worker_start', m('workerStartMs'), 'ms');
    fig('vsix_embed_cold_load', m('coldLoadMs'), 'ms');
    fig('vsix_embed_first_route', m('firstRouteMs'), 'ms');
    fig('vsix_worker_rss_model', m('rssMB'), 'MB');
  } finally {
    rmSync(tmp, { recursive: true, force: true });
  }
}

main().catch((e) => {
  console.error(e);
  process.exit(1);
});
