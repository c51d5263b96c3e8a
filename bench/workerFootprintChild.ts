// Child process of bench/workerFootprint.bench.ts (bundled, plain node, nothing else loaded):
// starts the production worker on a prepared workspace the way the extension does, runs Evolve,
// and reports this process's RSS before, after each phase and at its peak (sampled every 5 ms
// on this thread, which stays idle while the worker thread works, and VmHWM from the kernel).
// With `memory`, the memory is started first, as the extension does at activation (the host's
// memoryConfigure; no model here: the lexical embedder), and it indexes the observations.
//   node footprint-child.js <dist/worker.js> <workspace> <sinceDays> [memory]
import { readFileSync } from 'node:fs';
import { NodeWorkerClient } from '../src/host/workerClient';

const MB = 1048576;
const rss = () => process.memoryUsage.rss() / MB;

/** The kernel's high-water mark of this process's RSS (Linux); undefined elsewhere. */
function vmHwmMB(): number | undefined {
  try {
    const m = /VmHWM:\s+(\d+) kB/.exec(readFileSync('/proc/self/status', 'utf8'));
    return m ? Number(m[1]) / 1024 : undefined;
  } catch {
    return undefined;
  }
}

async function main() {
  const [script, workspace, sinceDays, memory] = process.argv.slice(2);
  const baseline = rss();
  let peak = baseline;
  const sampler = setInterval(() => (peak = Math.max(peak, rss())), 5);
  const c = new NodeWorkerClient({ script: script!, init: () => ({ workspace: workspace!, settings: {} }) });
  let t = performance.now();
  const status = await c.request('status', {}, { timeoutMs: 600_000 });
  if (memory === 'memory')
    await c.request('memoryConfigure', { config: { embedder: 'lexical' } }, { timeoutMs: 3_600_000 });
  const openMs = performance.now() - t;
  const afterOpen = rss();
  const peakOpen = peak;
  t = performance.now();
  const r = await c.request('evolve', { dryRun: false, sinceDays: Number(sinceDays) }, { timeoutMs: 600_000 });
  const evolveMs = performance.now() - t;
  await c.request('flush', {}, { timeoutMs: 600_000 });
  clearInterval(sampler);
  peak = Math.max(peak, rss());
  const out = {
    observations: status.total,
    analysed: r.analysed,
    learned: r.instincts.length + r.skills.length,
    openMs,
    evolveMs,
    baselineMB: baseline,
    afterOpenMB: afterOpen,
    peakOpenMB: peakOpen,
    afterEvolveMB: rss(),
    peakMB: peak,
    vmHwmMB: vmHwmMB(),
  };
  process.stdout.write(JSON.stringify(out) + '\n');
  await c.request('shutdown', {}).catch(() => undefined);
  await c.dispose();
}

main().catch((err) => {
  process.stderr.write(`${(err as Error).stack ?? err}\n`);
  process.exit(1);
});
