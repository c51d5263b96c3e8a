// Groups items that say the same thing without comparing every pair: items meet only through
// blocking keys, each item is compared with at most `window` recent holders of each key, edges
// are merged strongest first (union-find), and two groups merge only if their representatives
// still agree on average, which stops chains of loosely related texts from snowballing.
import type { BlockingKey, PreparedSimilarity } from './similarity';
import { UnionFind } from './unionFind';

export interface ClusterOptions {
  /** Previous holders of a key each item is compared with (default 16). */
  window?: number;
  /** Representatives kept per group for the merge check (default 4). */
  representatives?: number;
  /** Strongest links kept per item (default 4): enough to connect a group, far fewer checks. */
  linksPerItem?: number;
}

export interface ClusterResult {
  /** Group label per item (the label is the index of the group's root item). */
  labels: Int32Array;
  comparisons: number;
  edges: number;
}

const BUCKETS = 1000;

export function clusterItems(n: number, sim: PreparedSimilarity, options: ClusterOptions = {}): ClusterResult {
  const window = options.window ?? 16;
  const maxReps = options.representatives ?? 4;
  const linksPerItem = options.linksPerItem ?? 4;
  const bestJ = new Int32Array(linksPerItem);
  const bestS = new Float64Array(linksPerItem);
  const postings = new Map<BlockingKey, number[]>();
  const stamp = new Int32Array(n).fill(-1);
  const edgeA: number[] = [];
  const edgeB: number[] = [];
  const edgeS: number[] = [];
  let comparisons = 0;

  for (let i = 0; i < n; i++) {
    let kept = 0;
    for (const key of sim.keys(i)) {
      let list = postings.get(key);
      if (!list) postings.set(key, (list = []));
      for (let p = list.length - 1, seen = 0; p >= 0 && seen < window; p--, seen++) {
        const j = list[p];
        if (stamp[j] === i) continue;
        stamp[j] = i;
        comparisons++;
        const s = sim.similarity(i, j);
        if (s < sim.threshold) continue;
        // Keep the item's strongest links only (insertion into a tiny sorted buffer).
        let at: number;
        if (kept < linksPerItem) at = kept++;
        else if (bestS[linksPerItem - 1] >= s) continue;
        else at = linksPerItem - 1;
        while (at > 0 && bestS[at - 1] < s) {
          bestS[at] = bestS[at - 1];
          bestJ[at] = bestJ[at - 1];
          at--;
        }
        bestS[at] = s;
        bestJ[at] = j;
      }
      list.push(i);
    }
    for (let k = 0; k < kept; k++) {
      edgeA.push(i);
      edgeB.push(bestJ[k]);
      edgeS.push(bestS[k]);
    }
  }

  // Counting sort of edges by strength (descending): linear, unlike a comparison sort.
  const bucketOf = (s: number) => Math.min(BUCKETS - 1, Math.floor(s * BUCKETS));
  const counts = new Int32Array(BUCKETS + 1);
  for (const s of edgeS) counts[BUCKETS - 1 - bucketOf(s) + 1]++;
  for (let b = 1; b <= BUCKETS; b++) counts[b] += counts[b - 1];
  const order = new Int32Array(edgeS.length);
  for (let e = 0; e < edgeS.length; e++) order[counts[BUCKETS - 1 - bucketOf(edgeS[e])]++] = e;

  const uf = new UnionFind(n);
  const reps = new Map<number, number[]>();
  const repsOf = (root: number) => reps.get(root) ?? [root];
  // Two groups that failed the merge check keep failing while they stay the same groups.
  const refused = new Set<string>();
  for (const e of order) {
    const ra = uf.find(edgeA[e]);
    const rb = uf.find(edgeB[e]);
    if (ra === rb) continue;
    const pa = repsOf(ra);
    const pb = repsOf(rb);
    if (uf.size[ra] > 1 || uf.size[rb] > 1) {
      const pair = ra < rb ? `${ra}:${rb}:${uf.size[ra]}:${uf.size[rb]}` : `${rb}:${ra}:${uf.size[rb]}:${uf.size[ra]}`;
      if (refused.has(pair)) continue;
      let total = 0;
      for (const x of pa) for (const y of pb) total += sim.similarity(x, y);
      comparisons += pa.length * pb.length;
      if (total / (pa.length * pb.length) < sim.mergeFloor) {
        refused.add(pair);
        continue;
      }
    }
    const root = uf.unionRoots(ra, rb);
    const merged = (root === ra ? pa.concat(pb) : pb.concat(pa)).slice(0, maxReps);
    reps.delete(ra);
    reps.delete(rb);
    reps.set(root, merged);
  }

  const labels = new Int32Array(n);
  for (let i = 0; i < n; i++) labels[i] = uf.find(i);
  return { labels, comparisons, edges: edgeS.length };
}
