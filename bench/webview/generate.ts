// Deterministic synthetic threads and bridges (clustered, like real work: topics with many
// internal links and fewer links across), for the graph benchmark and stand-alone previews.
import { BRIDGE_TYPES, type BridgeItem, type ThreadStatus, type ThreadSummary } from '../../src/protocol/webview';
import { mulberry32 } from '../../src/core/random';

const rng = mulberry32;

const WORDS = [
  'auth',
  'jwt',
  'cache',
  'schema',
  'migration',
  'tests',
  'ci',
  'deploy',
  'refactor',
  'api',
  'users',
  'billing',
  'search',
  'index',
  'logging',
  'metrics',
  'queue',
  'worker',
  'webview',
  'graph',
];

export function generateGraph(n: number, m: number, seed = 1): { threads: ThreadSummary[]; bridges: BridgeItem[] } {
  const r = rng(seed);
  const clusters = Math.max(1, Math.round(Math.sqrt(n) / 2));
  const statuses: ThreadStatus[] = ['active', 'active', 'suspended', 'archived'];
  const threads: ThreadSummary[] = Array.from({ length: n }, (_, i) => {
    const a = WORDS[Math.floor(r() * WORDS.length)];
    const b = WORDS[Math.floor(r() * WORDS.length)];
    return {
      id: `t${i}`,
      title: `${a} ${b} #${i}`,
      status: statuses[Math.floor(r() * statuses.length)],
      weight: r() ** 2,
      topics: [a, b],
      lastActive: new Date(Date.UTC(2026, 0, 1) + i * 3_600_000).toISOString(),
      messageCount: 1 + Math.floor(r() * 20),
    };
  });
  const clusterOf = (i: number) => i % clusters;
  const bridges: BridgeItem[] = [];
  for (let k = 0; bridges.length < m && k < m * 10; k++) {
    const s = Math.floor(r() * n);
    let t = Math.floor(r() * n);
    if (r() < 0.8) t = (clusterOf(s) + clusters * Math.floor(r() * (n / clusters))) % n;
    if (s === t) continue;
    bridges.push({
      id: `b${bridges.length}`,
      source: `t${s}`,
      target: `t${t}`,
      type: BRIDGE_TYPES[Math.floor(r() * BRIDGE_TYPES.length)],
      confidence: 0.3 + r() * 0.7,
      depth: r() < 0.7 ? 0 : 1,
    });
  }
  return { threads, bridges };
}
