// The worker's own memory (issue 11): RSS added by starting the production worker on a
// workspace of 100,000 observations and running Evolve over all of them, measured in a fresh
// process that holds nothing else (bench/workerFootprintChild.ts). Target: < 250 MB added.
// Needs `node scripts/build.mjs` first (bench.sh). Figures, one a line:
//   worker_rss_baseline          the child process before the worker starts
//   worker_rss_added_open_100k   peak added while the worker opens the store and catches up
//   worker_rss_added_peak_100k   peak added over open + Evolve (sampled and kernel VmHWM)
//   worker_rss_added_after_100k  still added once Evolve has returned
//   worker_memory_start_100k     with the memory started first, as the extension starts it (it
//                                indexes every observation): the time until it answers
//   worker_rss_added_memory_start_100k       peak added while the worker opens and the memory starts
//   worker_rss_added_peak_100k_with_memory   peak added over that and Evolve
//   worker_rss_added_after_100k_with_memory  still added once Evolve has returned
//                                (ACT_FOOTPRINT_MEMORY=0 skips the runs with the memory)
import { execFileSync } from 'node:child_process';
import { cpSync, existsSync, mkdtempSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import * as esbuild from 'esbuild';
import { serializeObservation } from '../src/core/observation';
import { workspacePaths } from '../src/core/paths';
import { openWorkspace } from '../src/node/workspace';
import { generate } from './evolve.bench';

const root = join(__dirname, '..');
const N = Number(process.env.ACT_FOOTPRINT_N ?? 100_000);
const fig = (name: string, value: number, unit: string) =>
  console.log(`${name}: ${Math.round(value * 10) / 10} ${unit}`);

/** A workspace as a long user would have it: the log rotated into archives, the store saved. */
async function prepare(dir: string, n: number): Promise<number> {
  const obs = generate(n);
  // generate() spreads observations over 9 days before a fixed date: move them to end now.
  const shift = Date.now() - 60_000 - Date.parse(obs[obs.length - 1]!.timestamp);
  const paths = workspacePaths(dir);
  const lines = obs.map((o) =>
    serializeObservation({ ...o, timestamp: new Date(Date.parse(o.timestamp) + shift).toISOString() }),
  );
  const ws0 = await openWorkspace(dir);
  await ws0.close();
  writeFileSync(paths.observations, lines.join('\n') + '\n');
  const ws = await openWorkspace(dir);
  await ws.close();
  return statSync(paths.database).size;
}

async function main() {
  const script = join(root, 'dist', 'worker.js');
  if (!existsSync(script)) throw new Error('build first: node scripts/build.mjs');
  const tmp = mkdtempSync(join(tmpdir(), 'act-footprint-'));
  try {
    const child = join(tmp, 'footprint-child.js');
    await esbuild.build({
      entryPoints: [join(root, 'bench/workerFootprintChild.ts')],
      outfile: child,
      bundle: true,
      platform: 'node',
      format: 'cjs',
      target: 'node20',
      logLevel: 'error',
    });
    const ws = join(tmp, 'workspace');
    const storeBytes = await prepare(ws, N);
    const pristine = join(tmp, 'pristine');
    cpSync(ws, pristine, { recursive: true, preserveTimestamps: true });
    const run = (dir: string, ...extra: string[]) =>
      JSON.parse(
        execFileSync(process.execPath, [child, script, dir, '10', ...extra], { encoding: 'utf8', timeout: 3_600_000 })
          .trim()
          .split('\n')
          .pop()!,
      );
    const r = run(ws);
    if (r.observations !== N) throw new Error(`worker saw ${r.observations} observations, expected ${N}`);
    const peak = Math.max(r.peakMB, r.vmHwmMB ?? 0);
    fig('worker_store_file_100k', storeBytes / 1048576, 'MB');
    fig('worker_open_100k', r.openMs, 'ms');
    fig('worker_evolve_100k', r.evolveMs, 'ms');
    fig('worker_rss_baseline', r.baselineMB, 'MB');
    fig('worker_rss_added_open_100k', r.peakOpenMB - r.baselineMB, 'MB');
    fig('worker_rss_added_peak_100k', peak - r.baselineMB, 'MB');
    fig('worker_rss_added_after_100k', r.afterEvolveMB - r.baselineMB, 'MB');
    console.log(`# evolve analysed ${r.analysed} observations, learned ${r.learned} documents`);
    if (process.env.ACT_FOOTPRINT_MEMORY !== '0') {
      const m = run(pristine, 'memory');
      fig('worker_memory_start_100k', m.openMs, 'ms');
      fig('worker_rss_added_memory_start_100k', m.peakOpenMB - m.baselineMB, 'MB');
      fig('worker_rss_added_peak_100k_with_memory', Math.max(m.peakMB, m.vmHwmMB ?? 0) - m.baselineMB, 'MB');
      fig('worker_rss_added_after_100k_with_memory', m.afterEvolveMB - m.baselineMB, 'MB');
    }
  } finally {
    rmSync(tmp, { recursive: true, force: true });
  }
}

main().catch((e) => {
  console.error(e);
  process.exit(1);
});
