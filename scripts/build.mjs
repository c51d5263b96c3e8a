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

const node = {
  bundle: true, platform: 'node', format: 'cjs', target: 'node20', sourcemap: !production, minify: production,
  logLevel: 'warning',
  // Native / WASM-loading packages stay outside the bundle and are shipped as files.
  external: ['vscode', 'onnxruntime-node', 'sharp', '@huggingface/transformers', 'onnxruntime-web'],
};
const entries = [
  { ...node, entryPoints: [join(root, 'src/extension.ts')], outfile: join(dist, 'extension.js') },
  { ...node, entryPoints: [join(root, 'src/worker/main.ts')], outfile: join(dist, 'worker.js') },
  { ...node, entryPoints: [join(root, 'src/cli/main.ts')], outfile: join(dist, 'cli.js'), banner: { js: '#!/usr/bin/env node' } },
];
if (existsSync(join(root, 'webview/src/main.tsx'))) {
  entries.push({
    bundle: true, platform: 'browser', format: 'iife', target: 'es2022', minify: true, sourcemap: false,
    logLevel: 'warning', entryPoints: [join(root, 'webview/src/main.tsx')], outfile: join(dist, 'webview/main.js'),
    loader: { '.ttf': 'file', '.woff': 'file', '.woff2': 'file' }, define: { 'process.env.NODE_ENV': '"production"' },
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
