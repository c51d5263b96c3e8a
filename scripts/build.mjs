// Builds every entry with esbuild: extension host, worker, CLI (Node, CommonJS) and the webview (browser).
import * as esbuild from 'esbuild';
import { cpSync, mkdirSync, existsSync, chmodSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const watch = process.argv.includes('--watch');
const production = process.argv.includes('--production') || process.env.NODE_ENV === 'production';
const dist = join(root, 'dist');
mkdirSync(dist, { recursive: true });

// transformers.js is bundled once into dist/transformers.js, which the worker and the CLI load
// only when a model is selected (`require('./transformers.js')`): a lexical-only start never
// parses it, and the VSIX carries it once. Of its dependencies, only onnxruntime-node (native;
// shipped per platform by scripts/package.sh) and onnxruntime-common (shared with it, so that
// tensors pass `instanceof` checks) stay outside. What we never use is aliased to our own stubs:
// sharp (images; we embed text) always, onnxruntime-web (WASM runtime) in production, where
// each VSIX runs onnxruntime-node (docs/EMBEDDINGS.md). Dev builds keep onnxruntime-web for
// the runtime comparison in `npm run bench`.
const TRANSFORMERS_CJS = join(root, 'node_modules/@huggingface/transformers/dist/transformers.node.cjs');
const stubs = {
  name: 'act-stubs',
  setup(b) {
    b.onResolve({ filter: /^sharp$/ }, () => ({ path: join(root, 'scripts/stubs/sharp.cjs') }));
    if (production)
      b.onResolve({ filter: /^onnxruntime-web$/ }, () => ({ path: join(root, 'scripts/stubs/onnxruntime-web.cjs') }));
  },
};
// From the worker and the CLI, the package is the sibling bundle, loaded with require():
// Node's import() of a CommonJS file first scans all of it for export names (measured: a
// slower cold load than require).
const transformersSibling = {
  name: 'act-transformers-sibling',
  setup(b) {
    b.onResolve({ filter: /^@huggingface\/transformers$/ }, () => ({ path: 'transformers', namespace: 'act-sibling' }));
    b.onLoad({ filter: /.*/, namespace: 'act-sibling' }, () => ({
      contents: "module.exports = require('./transformers.js');",
      loader: 'js',
    }));
    b.onResolve({ filter: /^\.\/transformers\.js$/, namespace: 'act-sibling' }, () => ({
      path: './transformers.js',
      external: true,
    }));
  },
};
const node = {
  bundle: true,
  platform: 'node',
  format: 'cjs',
  target: 'node20',
  sourcemap: !production,
  minify: production,
  logLevel: 'warning',
  // Native packages stay outside the bundles and are shipped as files (scripts/package.sh).
  external: ['vscode', 'onnxruntime-node', 'onnxruntime-common', ...(production ? [] : ['onnxruntime-web'])],
  plugins: [stubs, transformersSibling],
  // onnxRuntime.ts's require.resolve('onnxruntime-web') runs only after the stub above threw.
  ...(production ? { logOverride: { 'require-resolve-not-external': 'silent' } } : {}),
};
const entries = [
  { ...node, entryPoints: [join(root, 'src/extension.ts')], outfile: join(dist, 'extension.js') },
  { ...node, entryPoints: [join(root, 'src/worker/main.ts')], outfile: join(dist, 'worker.js') },
  {
    ...node,
    entryPoints: [join(root, 'src/cli/main.ts')],
    outfile: join(dist, 'cli.js'),
    banner: { js: '#!/usr/bin/env node' },
  },
  // transformers.js's CommonJS build: its ESM build needs import.meta, which CJS output lacks.
  {
    ...node,
    plugins: [stubs],
    entryPoints: [TRANSFORMERS_CJS],
    outfile: join(dist, 'transformers.js'),
    sourcemap: false,
  },
];
if (existsSync(join(root, 'webview/src/main.tsx'))) {
  entries.push({
    bundle: true,
    platform: 'browser',
    format: 'iife',
    target: 'es2022',
    minify: true,
    sourcemap: false,
    logLevel: 'warning',
    entryPoints: [join(root, 'webview/src/main.tsx')],
    outfile: join(dist, 'webview/main.js'),
    loader: { '.ttf': 'file', '.woff': 'file', '.woff2': 'file' },
    define: { 'process.env.NODE_ENV': '"production"' },
  });
}

function copyAssets() {
  // sql.js needs its WASM next to the worker at run time.
  cpSync(join(root, 'node_modules/sql.js/dist/sql-wasm.wasm'), join(dist, 'sql-wasm.wasm'));
  const codicons = join(root, 'node_modules/@vscode/codicons/dist');
  if (existsSync(codicons)) {
    mkdirSync(join(dist, 'webview'), { recursive: true });
    cpSync(join(codicons, 'codicon.css'), join(dist, 'webview/codicon.css'));
    cpSync(join(codicons, 'codicon.ttf'), join(dist, 'webview/codicon.ttf'));
  }
}

if (watch) {
  const ctxs = await Promise.all(entries.map((e) => esbuild.context(e)));
  copyAssets();
  await Promise.all(ctxs.map((c) => c.watch()));
  console.log('watching…');
} else {
  await Promise.all(entries.map((e) => esbuild.build(e)));
  copyAssets();
  if (existsSync(join(dist, 'cli.js'))) chmodSync(join(dist, 'cli.js'), 0o755);
  console.log(`built ${entries.length} entries into dist/`);
}
