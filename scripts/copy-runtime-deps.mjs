// Copies npm packages the bundles load at run time (esbuild externals that cannot be bundled:
// native addons) with their production dependency closure into dist/node_modules/, where Node
// finds them from dist/*.js. The closure comes from package-lock.json, so what ships is exactly
// what was tested. Each VSIX is built for one platform (`vsce package --target`): native packages
// keep only that platform's binaries, and what only their npm install scripts use is left out.
// Usage: node scripts/copy-runtime-deps.mjs [--dry-run] [--target <vsce target>] [--dest <dir>] <pkg>...
//   --target   linux-x64, linux-arm64, darwin-arm64, win32-x64, ... (default: this machine's)
//   --dest     folder that receives node_modules/ (default: dist; scripts/package.sh: its staging dist)
import { cpSync, existsSync, mkdirSync, readFileSync, rmSync, statSync, readdirSync } from 'node:fs';
import { dirname, join, relative, resolve, sep } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const args = process.argv.slice(2);
const dryRun = args.includes('--dry-run');
const option = (name) => (args.includes(name) ? args[args.indexOf(name) + 1] : undefined);
const target = option('--target') ?? `${process.platform}-${process.arch}`;
const wanted = args.filter((a, i) => !a.startsWith('--') && !['--target', '--dest'].includes(args[i - 1]));
const lock = JSON.parse(readFileSync(join(root, 'package-lock.json'), 'utf8')).packages;

const m = /^(win32|linux|darwin)-(x64|arm64)$/.exec(target ?? '');
if (!m) {
  console.error(
    `copy-runtime-deps: unsupported target "${target}" (onnxruntime-node ships win32, linux and darwin builds for x64/arm64)`,
  );
  process.exit(2);
}
const [, os, arch] = m;

// Per package: dependencies only its install script needs, and which of its files run.
// Paths are relative to the package, with "/" separators.
const TRIM = {
  'onnxruntime-node': {
    // adm-zip and global-agent serve script/install.js (optional CUDA download at npm install).
    installOnlyDeps: ['adm-zip', 'global-agent'],
    // bin/napi-v<N>/<os>/<arch>/: only the target's native build; no install/build scripts.
    keep: (rel) => {
      const p = rel.split('/');
      if (p[0] === 'script') return false;
      if (p[0] !== 'bin') return true;
      return !(p.length >= 3 && p[2] !== os) && !(p.length >= 4 && p[3] !== arch);
    },
    // The file that must be there for the target, checked after copying.
    required: (dir) => {
      const bin = join(dir, 'bin');
      const napi = existsSync(bin) ? readdirSync(bin).filter((d) => d.startsWith('napi-v')) : [];
      return (
        napi.map((d) => join(bin, d, os, arch, 'onnxruntime_binding.node')).find(existsSync) ??
        join(bin, 'napi-v*', os, arch, 'onnxruntime_binding.node')
      );
    },
  },
};
// Never needed at run time in any package: sources, type declarations, source maps.
const devFile = (rel) => /\.(d\.ts|d\.mts|d\.cts|ts|map)$/.test(rel) && !rel.endsWith('.node');
const pkgName = (key) => key.slice(key.lastIndexOf('node_modules/') + 'node_modules/'.length);

/** Lock-file key of `name` as required from the package at `fromKey` (Node's lookup, upwards). */
function resolveKey(name, fromKey) {
  let base = fromKey;
  for (;;) {
    const key = `${base ? `${base}/` : ''}node_modules/${name}`;
    if (lock[key]) return key;
    if (!base) return undefined;
    const i = base.lastIndexOf('/node_modules/');
    base = i < 0 ? '' : base.slice(0, i);
  }
}

const keys = new Set();
const queue = wanted.map((n) => {
  const k = resolveKey(n, '');
  if (!k) throw new Error(`${n} is not in package-lock.json`);
  return k;
});
while (queue.length) {
  const key = queue.pop();
  if (keys.has(key)) continue;
  const entry = lock[key];
  if (entry.dev || !existsSync(join(root, key))) continue; // dev-only, or an optional one not installed here
  keys.add(key);
  const skip = new Set(TRIM[pkgName(key)]?.installOnlyDeps ?? []);
  for (const dep of Object.keys({ ...entry.dependencies, ...entry.optionalDependencies })) {
    if (skip.has(dep)) continue;
    const k = resolveKey(dep, key);
    if (k) queue.push(k);
  }
}

/** Whether a file or folder of the package at `key` ships (nested node_modules ship by their own entry). */
function ships(key, abs) {
  const rel = relative(join(root, key), abs).split(sep).join('/');
  if (!rel) return true;
  if (rel === 'node_modules' || rel.startsWith('node_modules/')) return false;
  if (statSync(abs).isFile() && devFile(rel)) return false;
  return TRIM[pkgName(key)]?.keep?.(rel) ?? true;
}
function shippedSize(key, abs = join(root, key)) {
  if (!ships(key, abs)) return 0;
  const st = statSync(abs);
  return st.isDirectory() ? readdirSync(abs).reduce((s, n) => s + shippedSize(key, join(abs, n)), 0) : st.size;
}

const dest = resolve(option('--dest') ?? join(root, 'dist'));
if (!dryRun) rmSync(join(dest, 'node_modules'), { recursive: true, force: true });
let total = 0;
for (const key of [...keys].sort()) {
  const required = TRIM[pkgName(key)]?.required?.(join(root, key));
  if (required && !existsSync(required)) {
    console.error(
      `copy-runtime-deps: ${pkgName(key)} ${lock[key].version} has no build for ${target} (no ${relative(root, required)})`,
    );
    process.exit(1);
  }
  const bytes = shippedSize(key);
  total += bytes;
  console.log(`${key.replace(/^node_modules\//, '')}: ${(bytes / 1048576).toFixed(1)} MB`);
  if (dryRun) continue;
  mkdirSync(dirname(join(dest, key)), { recursive: true });
  cpSync(join(root, key), join(dest, key), { recursive: true, filter: (src) => ships(key, src) });
}
console.log(
  `runtime packages for ${target}: ${keys.size} packages, ${(total / 1048576).toFixed(1)} MB${dryRun ? ' (dry run)' : ` copied to ${join(dest.startsWith(root + sep) ? relative(root, dest) : dest, 'node_modules')}`}`,
);
