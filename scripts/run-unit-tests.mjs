// Runs every test/unit/**/*.test.ts(x) with Node's own test runner (TypeScript through tsx); with
// --tier integration, every test/integration/**/*.test.ts: the tests that start real processes
// (git repositories, the CLI, workers killed on purpose, npm).
// Usage: node scripts/run-unit-tests.mjs [--tier unit|integration] [--log FILE] [file-filter...]
//   --log FILE  the full (spec) output goes to FILE; the console gets one summary line that
//               names the failed files and FILE (scripts/test.sh uses it). Without it, the spec
//               output and then the summary line go to the console.
import { mkdirSync, readdirSync, statSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const args = process.argv.slice(2);
const logAt = args.indexOf('--log');
const log = logAt >= 0 ? resolve(args[logAt + 1] ?? '') : undefined;
if (logAt >= 0 && !args[logAt + 1]) {
  console.error('usage: run-unit-tests.mjs [--log FILE] [file-filter...]');
  process.exit(2);
}
const tierAt = args.indexOf('--tier');
const tier = tierAt >= 0 ? args[tierAt + 1] : 'unit';
if (tier !== 'unit' && tier !== 'integration') {
  console.error('usage: run-unit-tests.mjs [--tier unit|integration] [--log FILE] [file-filter...]');
  process.exit(2);
}
const filter = args.filter(
  (_, i) => !(logAt >= 0 && (i === logAt || i === logAt + 1)) && !(tierAt >= 0 && (i === tierAt || i === tierAt + 1)),
);
function walk(dir) {
  return readdirSync(dir).flatMap((name) => {
    const p = join(dir, name);
    return statSync(p).isDirectory() ? walk(p) : /\.test\.tsx?$/.test(name) ? [p] : [];
  });
}
const files = walk(join(root, 'test', tier)).filter((f) => filter.length === 0 || filter.some((x) => f.includes(x)));
if (files.length === 0) {
  console.error('no test files found');
  process.exit(1);
}
if (log) mkdirSync(dirname(log), { recursive: true });
const reporters = [
  '--test-reporter=spec',
  `--test-reporter-destination=${log ?? 'stdout'}`,
  `--test-reporter=${join(root, 'scripts/test-summary.mjs')}`,
  '--test-reporter-destination=stdout',
];
const r = spawnSync(process.execPath, ['--import', 'tsx', '--test', '--test-concurrency=2', ...reporters, ...files], {
  stdio: 'inherit',
  cwd: root,
  env: { ...process.env, ACT_TEST_LABEL: process.env.ACT_TEST_LABEL || tier, ...(log ? { ACT_TEST_LOG: log } : {}) },
});
process.exit(r.status ?? 1);
