// Lexical similarity: IDF-weighted subject terms with priors (naming styles are strong anchors,
// boilerplate such as "user asks" is weak), compared with a blended overlap coefficient so a
// short observation ("Tout le code utilise camelCase") can match a longer one on its subject.
import { analyze, type TermAnalysis } from '../text/analyze';
import { choiceOf } from '../text/choice';
import { META_STEMS, NAMING_STYLE_SET, OUTCOME_CONCEPTS, WEAK_STEMS } from '../text/lexicon';

// Local aliases: hot loops should not pay for a module-binding lookup per call.
const STYLES = NAMING_STYLE_SET;
import type { PreparedSimilarity, SimilarityItem, SimilarityModel } from './similarity';

export interface LexicalOptions {
  /** Pair threshold (default 0.55). */
  threshold?: number;
  /** Group-merge floor (default 0.25). */
  mergeFloor?: number;
  /** Blocking keys per item (default 4). */
  keysPerItem?: number;
}

/** How much a term says about the subject, before IDF. */
export function termPrior(term: string): number {
  if (STYLES.has(term)) return 3;
  // Numbers, ids and versions ("m123", "v2", "pr-4521") are context, rarely the subject.
  if (/\d/.test(term)) return 0.3;
  if (/[./]/.test(term)) return 0.6;
  if (META_STEMS.has(term)) return 0.2;
  if (OUTCOME_CONCEPTS.has(term) || WEAK_STEMS.has(term)) return 0.5;
  return 1;
}

/** Weighted subject terms of prepared items, shared with evolution (keywords, matching). */
export interface TermTable {
  terms: string[];
  /** Per item: term ids sorted ascending, and their weights. */
  ids: Int32Array[];
  weights: Float64Array[];
  totals: Float64Array;
  df: Int32Array;
  /** 1 for naming-style terms (strong anchors of a subject). */
  anchor: Uint8Array;
  idf(termId: number): number;
}

const REJECTED_WEIGHT = 0.3;
const ALPHA = 0.7;
const IDF_CEILING = 1 + Math.log(50);
const ANCHOR_FLOOR = 0.7;

export function buildTermTable(items: readonly SimilarityItem[]): TermTable {
  const index = new Map<string, number>();
  const terms: string[] = [];
  const raw: Array<{ ids: number[]; rejected?: Set<number> }> = [];
  let idCount = 0;
  const dfCounts: number[] = [];
  for (const it of items) {
    const a: TermAnalysis = it.analysis ?? analyze(it.text);
    const ids: number[] = [];
    for (const t of a.terms) {
      let id = index.get(t);
      if (id === undefined) {
        id = terms.length;
        index.set(t, id);
        terms.push(t);
        dfCounts.push(0);
      }
      dfCounts[id]++;
      ids.push(id);
    }
    // Arrows and "instead of" are rare; only then pay for the choice parse.
    let rejected: Set<number> | undefined;
    if (/→|->|=>|⇒|➜|instead|rather|lieu|plut/i.test(it.text))
      for (const r of choiceOf(it.text).reject) if (index.has(r)) (rejected ??= new Set()).add(index.get(r)!);
    raw.push({ ids, rejected });
    idCount += ids.length;
  }
  const n = items.length;
  const df = Int32Array.from(dfCounts);
  // Smoothed IDF with a floor of 1 (in a tiny window a shared term is still worth something)
  // and a ceiling, so one-off words (file names, typos) cannot outweigh the shared subject.
  const idfCache = new Float64Array(terms.length);
  for (let t = 0; t < terms.length; t++) idfCache[t] = Math.min(IDF_CEILING, 1 + Math.log((n + 1) / (df[t] + 1)));
  const priors = terms.map(termPrior);
  // Every item's terms in two shared buffers, each item a view: one allocation instead of two
  // per item (tens of thousands of distinct texts at 100k observations).
  const allIds = new Int32Array(idCount);
  const allWeights = new Float64Array(idCount);
  const ids: Int32Array[] = [];
  const weights: Float64Array[] = [];
  const totals = new Float64Array(n);
  for (let i = 0, at = 0; i < n; i++) {
    const len = raw[i].ids.length;
    const sorted = allIds.subarray(at, at + len);
    sorted.set(raw[i].ids);
    sorted.sort();
    const w = allWeights.subarray(at, at + len);
    const rejected = raw[i].rejected;
    let total = 0;
    for (let k = 0; k < len; k++) {
      const t = sorted[k];
      w[k] = priors[t] * idfCache[t] * (rejected?.has(t) ? REJECTED_WEIGHT : 1);
      total += w[k];
    }
    ids.push(sorted);
    weights.push(w);
    totals[i] = total;
    at += len;
  }
  const anchor = Uint8Array.from(terms, (t) => (STYLES.has(t) ? 1 : 0));
  return { terms, ids, weights, totals, df, anchor, idf: (t) => idfCache[t] };
}

function tagJaccard(a: readonly string[] | undefined, b: readonly string[] | undefined): number {
  if (!a?.length || !b?.length) return 0;
  let inter = 0;
  for (const x of a) if (b.includes(x)) inter++;
  return inter / (a.length + b.length - inter);
}

/** Similarity of two items of a term table (blended weighted overlap), without context. */
export function termSimilarity(table: TermTable, i: number, j: number): number {
  const ai = table.ids[i];
  const bj = table.ids[j];
  const aw = table.weights[i];
  const bw = table.weights[j];
  const anchors = table.anchor;
  const na = ai.length;
  const nb = bj.length;
  let x = 0;
  let y = 0;
  let shared = 0;
  let sharedCount = 0;
  let anchor = 0;
  while (x < na && y < nb) {
    const p = ai[x];
    const q = bj[y];
    if (p === q) {
      shared += aw[x] < bw[y] ? aw[x] : bw[y];
      sharedCount++;
      anchor |= anchors[p];
      x++;
      y++;
    } else if (p < q) x++;
    else y++;
  }
  if (shared === 0) return 0;
  const ta = table.totals[i];
  const tb = table.totals[j];
  const lo = ta < tb ? ta : tb;
  const hi = ta < tb ? tb : ta;
  let s = shared / (ALPHA * lo + (1 - ALPHA) * hi);
  // One shared ordinary word between two substantial texts is weak evidence of one subject;
  // one shared naming style (camelCase, snake_case…) is strong evidence.
  if (anchor !== 0) s = s < ANCHOR_FLOOR ? ANCHOR_FLOOR : s;
  else if (sharedCount === 1 && na >= 3 && nb >= 3) s *= 0.6;
  return s > 1 ? 1 : s;
}

export function lexicalSimilarity(options: LexicalOptions = {}): SimilarityModel & {
  prepareTable(items: readonly SimilarityItem[]): { prepared: PreparedSimilarity; table: TermTable };
} {
  const threshold = options.threshold ?? 0.55;
  const mergeFloor = options.mergeFloor ?? 0.25;
  const keysPerItem = options.keysPerItem ?? 4;
  const prepareTable = (items: readonly SimilarityItem[]) => {
    const table = buildTermTable(items);
    const n = items.length;
    // Keys: the item's heaviest terms that another item also has (a term seen once can match
    // nothing) and that are not in most items (those would make one bucket of everything; each
    // key costs at most `window` comparisons anyway, so a fairly common key is still affordable).
    const maxDf = Math.max(50, Math.floor(0.5 * n));
    const keyCache: Array<readonly number[] | undefined> = new Array(n);
    const keys = (i: number): readonly number[] => {
      const cached = keyCache[i];
      if (cached) return cached;
      const ids = table.ids[i];
      const w = table.weights[i];
      const order = Array.from(ids.keys())
        .filter((k) => table.df[ids[k]] >= 2 && (table.df[ids[k]] <= maxDf || table.anchor[ids[k]] === 1))
        .sort((p, q) => w[q] - w[p] || table.df[ids[p]] - table.df[ids[q]]);
      const out = order.slice(0, keysPerItem).map((k) => ids[k]);
      keyCache[i] = out;
      return out;
    };
    const similarity = (i: number, j: number): number => {
      const s = termSimilarity(table, i, j);
      if (s === 0) return 0;
      // Tags and context support a textual match; on their own they never group anything.
      const a = items[i];
      const b = items[j];
      let bonus = a.tags && b.tags ? 0.1 * tagJaccard(a.tags, b.tags) : 0;
      if (a.task && a.task === b.task) bonus += 0.05;
      if (a.file && a.file === b.file) bonus += 0.05;
      return s + bonus > 1 ? 1 : s + bonus;
    };
    const prepared: PreparedSimilarity = { keys, similarity, threshold, mergeFloor };
    return { prepared, table };
  };
  return { id: 'lexical', prepare: (items) => prepareTable(items).prepared, prepareTable };
}
