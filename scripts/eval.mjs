// `npm run eval`: runs every test/eval/*.eval.ts (TypeScript through tsx), each printing one
// figure a line (`name: value`). Arguments after `--` go to every eval (e.g. --errors).
import { readdirSync } from 'node:fs';
import { join, dirname } from 'node:path';
import { spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const dir = join(root, 'test/eval');
const args = process.argv.slice(2);
const only = args.filter((a) => !a.startsWith('--'));
const flags = args.filter((a) => a.startsWith('--'));
const files = readdirSync(dir)
  .filter((f) => f.endsWith('.eval.ts') && (only.length === 0 || only.some((o) => f.includes(o))))
  .sort();
let failed = 0;
for (const f of files) {
  const r = spawnSync(process.execPath, ['--import', 'tsx', join(dir, f), ...flags], { stdio: 'inherit', cwd: root });
  if (r.status !== 0) {
    failed++;
    console.log(`eval_failed: ${f} (exit ${r.status})`);
  }
}
process.exit(failed ? 1 : 0);
