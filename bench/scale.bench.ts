// Scale (issue 11): 1,000,000 generated observations (seeded, bench/evolve.bench's generator),
// each phase in a fresh process so its peak RSS (kernel VmHWM) is its own. Figures:
//   scale_log_ingest_1m       an external 1M-line log tailed into a new store, then rotated into archives
//   scale_store_file_1m       the store on disk
//   scale_store_open_1m       opening it (what every worker or CLI start pays)
//   scale_store_export_1m     one export (what every save pays)
//   scale_evolve_1m           Evolve over all of them (all inside the window)
//   scale_retrieval_1m        recall of the top 10 among 1M observation items (int8 vectors, topics)
// and the peak RSS of each phase (`..._rss`). ACT_SCALE_N changes the count.
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { serializeObservation } from '../src/core/observation';
import { workspacePaths } from '../src/core/paths';
import { mulberry32 } from '../src/core/random';
import { l2normalize } from '../src/core/memory/embedder';
import { ItemIndex } from '../src/core/memory/retrieval/itemIndex';
import { recall } from '../src/core/memory/retrieval/retriever';
import { ThreadSet } from '../src/core/memory/threads/threadSet';
import { Store } from '../src/node/store/store';
import { openWorkspace } from '../src/node/workspace';
import { evolveWorkspace } from '../src/node/evolveWorkspace';
import { generate } from './evolve.bench';

const N = Number(process.env.ACT_SCALE_N ?? 1_000_000);
const LABEL = N % 1_000_000 === 0 ? `${N / 1_000_000}m` : `${Math.round(N / 1000)}k`;
const fig = (name: string, value: number, unit: string) =>
  console.log(`scale_${name}_${LABEL}: ${Math.round(value * 10) / 10} ${unit}`);

function vmHwmMB(): number {
  const m = /VmHWM:\s+(\d+) kB/.exec(readFileSync('/proc/self/status', 'utf8'));
  return m ? Number(m[1]) / 1024 : process.memoryUsage.rss() / 1048576;
}

/** A phase in this process (run as a child): prints `{ ms, ... }` as JSON. */
const PHASES: Record<string, (dir: string) => Promise<Record<string, number>>> = {
  async ingest(dir) {
    const t = performance.now();
    const ws = await openWorkspace(dir, { persistDebounceMs: 3_600_000 });
    const ms = performance.now() - t;
    const total = (await ws.status()).total;
    await ws.close();
    return { ms, total };
  },
  async store(dir) {
    const path = workspacePaths(dir).database;
    let t = performance.now();
    const { store } = await Store.open(path, { debounceMs: 3_600_000 });
    const openMs = performance.now() - t;
    store.markDirty();
    t = performance.now();
    store.persist();
    const exportMs = performance.now() - t;
    store.close();
    return { openMs, exportMs, bytes: statSync(path).size };
  },
  async evolve(dir) {
    const ws = await openWorkspace(dir, { persistDebounceMs: 3_600_000 });
    const t = performance.now();
    const r = await evolveWorkspace(ws, { dryRun: false, sinceDays: 10 });
    const ms = performance.now() - t;
    await ws.close();
    return { ms, analysed: r.analysed ?? 0, learned: r.instincts.length + r.skills.length };
  },
  async retrieval() {
    // The memory indexes every observation as an item: 384-d vectors (int8 in the index) and topics.
    const rand = mulberry32(7);
    const items = new ItemIndex(384);
    const words = Array.from({ length: 20_000 }, (_, i) => `word${i.toString(36)}`);
    const vec = () => l2normalize(Float32Array.from({ length: 384 }, () => rand() * 2 - 1));
    for (let i = 0; i < N; i++) {
      const text = `${words[Math.floor(rand() * words.length)]} ${words[Math.floor(rand() * words.length)]} ${words[Math.floor(rand() * words.length)]}`;
      items.put({ kind: 'observation', id: `o${i}`, title: 'pattern', text, status: 'pattern' }, vec());
    }
    const threads = new ThreadSet('bench', 384);
    const queries = Array.from({ length: 20 }, vec);
    recall(queries[0], [words[1]!], threads, items, 10, { kinds: ['observation'] });
    const t = performance.now();
    for (const q of queries) recall(q, [words[2]!, words[3]!], threads, items, 10, { kinds: ['observation'] });
    return { ms: (performance.now() - t) / queries.length };
  },
};

function child(phase: string, dir: string): Record<string, number> {
  const out = execFileSync(process.execPath, ['--import', 'tsx', __filename, phase, dir], {
    encoding: 'utf8',
    timeout: 3_600_000,
    maxBuffer: 1 << 20,
  });
  return JSON.parse(out.trim().split('\n').pop()!);
}

async function main() {
  const dir = mkdtempSync(join(tmpdir(), 'act-scale-'));
  try {
    // The log as an assistant's hooks would leave it: one JSON line per observation, ending now.
    const obs = generate(N, 11);
    const shift = Date.now() - 60_000 - Date.parse(obs[obs.length - 1]!.timestamp);
    const paths = workspacePaths(dir);
    await (await openWorkspace(dir)).close();
    writeFileSync(
      paths.observations,
      obs
        .map((o) => serializeObservation({ ...o, timestamp: new Date(Date.parse(o.timestamp) + shift).toISOString() }))
        .join('\n') + '\n',
    );
    obs.length = 0;

    const ingest = child('ingest', dir);
    if (ingest.total !== N) throw new Error(`ingested ${ingest.total} of ${N}`);
    fig('log_ingest', ingest.ms / 1000, 's');
    fig('log_ingest_rss', ingest.rssMB!, 'MB');
    const store = child('store', dir);
    fig('store_file', store.bytes! / 1048576, 'MB');
    fig('store_open', store.openMs!, 'ms');
    fig('store_export', store.exportMs!, 'ms');
    fig('store_rss', store.rssMB!, 'MB');
    const evolve = child('evolve', dir);
    fig('evolve', evolve.ms / 1000, 's');
    fig('evolve_rss', evolve.rssMB!, 'MB');
    console.log(`# evolve analysed ${evolve.analysed} observations, learned ${evolve.learned} documents`);
    const retrieval = child('retrieval', dir);
    fig('retrieval', retrieval.ms, 'ms');
    fig('retrieval_rss', retrieval.rssMB!, 'MB');
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

const [phase, dir] = process.argv.slice(2);
if (phase && PHASES[phase]) {
  PHASES[phase](dir!).then(
    (r) => process.stdout.write(JSON.stringify({ ...r, rssMB: vmHwmMB() }) + '\n'),
    (e) => {
      process.stderr.write(`${(e as Error).stack ?? e}\n`);
      process.exit(1);
    },
  );
} else
  main().catch((e) => {
    console.error(e);
    process.exit(1);
  });
