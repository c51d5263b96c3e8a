// Learning-pipeline benchmark on a real git repository of 5,000 files (~20 MB): snapshot of a
// dirty working tree through the temporary index, full harvest (tag, tarball digest, diff, job
// record), and the runner's overhead around a trivial scenario (integrity check, worktree,
// apply, tree check, clean-up). Also checks the user's index is byte-identical afterwards.
import { execFileSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { workspacePaths } from '../src/core/paths';
import { Store } from '../src/node/store/store';
import { PipelineService } from '../src/node/pipeline/service';
import { takeSnapshot } from '../src/node/pipeline/snapshot';

const FILES = 5000;
const git = (cwd: string, args: string[]) =>
  execFileSync('git', args, { cwd, encoding: 'utf8', env: { ...process.env, GIT_OPTIONAL_LOCKS: '0' } });

async function main() {
  const base = mkdtempSync(join(tmpdir(), 'act-bench-pipeline-'));
  const root = join(base, 'repo');
  try {
    mkdirSync(root);
    git(root, ['init', '-q', '-b', 'main']);
    git(root, ['config', 'user.name', 'Bench']);
    git(root, ['config', 'user.email', 'bench@example.com']);
    const line = 'export const value = compute(input, options) // some typical source line\n';
    for (let i = 0; i < FILES; i++) {
      const dir = join(root, 'src', `m${i % 50}`);
      mkdirSync(dir, { recursive: true });
      writeFileSync(join(dir, `f${i}.ts`), line.repeat(50 + (i % 20)));
    }
    writeFileSync(join(root, 'Makefile'), 'test:\n\t@true\n');
    git(root, ['add', '-A']);
    git(root, ['commit', '-q', '-m', 'base']);
    for (let i = 0; i < 10; i++) writeFileSync(join(root, 'src', `m${i}`, `f${i}.ts`), `${line}// edited\n`);
    for (let i = 0; i < 5; i++) writeFileSync(join(root, 'src', `new${i}.ts`), line);
    const indexHash = () =>
      createHash('sha256')
        .update(readFileSync(join(root, '.git', 'index')))
        .digest('hex');
    const before = indexHash();

    let t = performance.now();
    await takeSnapshot({
      workspace: root,
      actor: { name: 'Bench', email: 'b@example.com' },
      message: 'bench',
      exclude: ['.act', '.runs'],
    });
    console.log(`snapshot_5000_files_15_changed: ${(performance.now() - t).toFixed(0)} ms`);

    const { store } = await Store.open(undefined);
    const service = new PipelineService(root, workspacePaths(root), store, {
      changed: () => undefined,
      alert: () => undefined,
    });
    service.configure({ trusted: true, autoRun: false });
    t = performance.now();
    const job = await service.harvest({ task: 'bench change' });
    console.log(`harvest_5000_files: ${(performance.now() - t).toFixed(0)} ms`);
    t = performance.now();
    const done = await service.run(job.id, { confirm: true });
    const total = performance.now() - t;
    const manifest = JSON.parse(readFileSync(done.manifestPath!, 'utf8')) as { results: Array<{ durationMs: number }> };
    const commands = manifest.results.reduce((n, r) => n + r.durationMs, 0);
    console.log(`run_overhead_5000_files: ${(total - commands).toFixed(0)} ms`);
    console.log(`run_status_crystallized: ${done.status === 'crystallized' ? 1 : 0} bool`);
    console.log(`user_index_unchanged: ${indexHash() === before ? 1 : 0} bool`);
    console.log(`worktrees_left: ${git(root, ['worktree', 'list']).trim().split('\n').length - 1} count`);
  } finally {
    rmSync(base, { recursive: true, force: true });
  }
}

void main();
