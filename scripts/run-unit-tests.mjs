// Runs every test/unit/**/*.test.ts(x) with Node's own test runner (TypeScript through tsx).
import { readdirSync, statSync } from 'node:fs';
import { join, dirname } from 'node:path';
import { spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const filter = process.argv.slice(2);
function walk(dir) {
  return readdirSync(dir).flatMap((name) => {
    const p = join(dir, name);
    return statSync(p).isDirectory() ? walk(p) : /\.test\.tsx?$/.test(name) ? [p] : [];
  });
}
const files = walk(join(root, 'test/unit')).filter((f) => filter.length === 0 || filter.some((x) => f.includes(x)));
if (files.length === 0) { console.error('no test files found'); process.exit(1); }
const r = spawnSync(process.execPath, ['--import', 'tsx', '--test', '--test-concurrency=2', ...files], { stdio: 'inherit', cwd: root });
process.exit(r.status ?? 1);
