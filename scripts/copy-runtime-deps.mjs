// Copies npm packages the bundles load at run time (esbuild externals that cannot be bundled:
// native addons, WASM loaders) with their production dependency closure into dist/node_modules/,
// where Node finds them from dist/*.js. The closure comes from package-lock.json, so what ships is
// exactly what was tested. Usage: node scripts/copy-runtime-deps.mjs [--dry-run] <pkg>...
import { cpSync, existsSync, mkdirSync, readFileSync, rmSync, statSync, readdirSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const args = process.argv.slice(2);
const dryRun = args.includes('--dry-run');
const wanted = args.filter((a) => !a.startsWith('--'));
const lock = JSON.parse(readFileSync(join(root, 'package-lock.json'), 'utf8')).packages;

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
  for (const dep of Object.keys({ ...entry.dependencies, ...entry.optionalDependencies })) {
    const k = resolveKey(dep, key);
    if (k) queue.push(k);
  }
}

function size(p) {
  const st = statSync(p);
  return st.isDirectory() ? readdirSync(p).reduce((s, n) => s + size(join(p, n)), 0) : st.size;
}
// Nested node_modules are copied by their own entry: count and copy each package without them.
const own = (key) => size(join(root, key)) - (existsSync(join(root, key, 'node_modules')) ? size(join(root, key, 'node_modules')) : 0);

const dest = join(root, 'dist');
if (!dryRun) rmSync(join(dest, 'node_modules'), { recursive: true, force: true });
let total = 0;
for (const key of [...keys].sort()) {
  const bytes = own(key);
  total += bytes;
  console.log(`${key.replace(/^node_modules\//, '')}: ${(bytes / 1048576).toFixed(1)} MB`);
  if (dryRun) continue;
  mkdirSync(dirname(join(dest, key)), { recursive: true });
  cpSync(join(root, key), join(dest, key), { recursive: true, filter: (src) => !src.slice(join(root, key).length).includes('/node_modules') });
}
console.log(`runtime packages: ${keys.size} packages, ${(total / 1048576).toFixed(1)} MB${dryRun ? ' (dry run)' : ' copied to dist/node_modules'}`);
