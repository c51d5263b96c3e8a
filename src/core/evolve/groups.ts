// From observations to analysed groups: the analysis window, distinct texts ("units", so a
// thousand identical observations are analysed once), clustering through the pluggable
// similarity, then per group its aggregate confidence, keywords, stance and the observation
// that best represents it.
import type { Observation, ObservationType } from '../observation';
import { aggregateConfidence, type Aggregate } from '../scoring';
import { redact } from '../redact';
import { analyze, type TermAnalysis } from '../text/analyze';
import { foldWithStyles } from '../text/normalize';
import { detectLanguage, dominantLanguage, type Language } from '../text/language';
import { META_STEMS, OUTCOME_CONCEPTS } from '../text/lexicon';
import { clusterItems } from '../grouping/cluster';
import { UnionFind } from '../grouping/unionFind';
import { lessonLinks } from './lessons';
import { buildTermTable, lexicalSimilarity, type TermTable } from '../grouping/lexical';
import type { PreparedSimilarity, SimilarityItem, SimilarityModel } from '../grouping/similarity';
import { mergeStances, stanceOf, type Stance } from './contradiction';
import { observationId } from './ids';
import { feedbackContent } from '../capture/messageObservations';
import { toImperative } from './phrasing';
import { isQuestion } from './quality';

const DAY_MS = 86_400_000;

export interface ObsRecord {
  o: Observation;
  id: string;
  t: number;
  /** Newest activity of the history the observation came from (ms), for its age; see historyKey. */
  asOf?: number;
  unit: number;
  /** Inside the --since window (others are only read for recent contradictions). */
  inWindow: boolean;
}

export interface Unit {
  text: string;
  /** What the text is about (feedback without its wrapping sentence): what grouping compares. */
  content: string;
  analysis: TermAnalysis;
  records: number[];
  windowCount: number;
}

/** A cluster with what is cheap to compute for every one of them. */
export interface GroupCore {
  /** Window observations of the group, oldest first. */
  records: ObsRecord[];
  units: number[];
  aggregate: Aggregate;
  keywords: Array<{ term: string; weight: number }>;
}

export interface AnalysedGroup extends GroupCore {
  stance: Stance;
  representative: ObsRecord;
  language: Language;
}

export interface Corpus {
  records: ObsRecord[];
  units: Unit[];
  table: TermTable;
  /** Unit indices of the window, in the order given to the similarity model. */
  windowUnits: number[];
  prepared: PreparedSimilarity;
  stance(unit: number, type: ObservationType): Stance;
}

/** Observations since `sinceDays` (the window) plus those of the last `recentDays` (contradictions). */
export async function buildCorpus(
  observations: readonly Observation[],
  now: Date,
  sinceDays: number,
  recentDays: number,
  similarity?: SimilarityModel,
): Promise<Corpus> {
  const nowMs = now.getTime();
  // A history's window ends at its newest activity: importing a conversation that is months old
  // analyses it as it was, rather than finding nothing in the last `sinceDays`.
  const newestOf = newestByHistory(observations);
  const records: ObsRecord[] = [];
  const units: Unit[] = [];
  const unitByText = new Map<string, number>();
  // Most repeats are byte-identical: look the raw text up before paying for folding.
  const unitByRaw = new Map<string, number>();
  const seen = new Set<string>();
  // Distinct texts share most of their words: one string per word, not one per text.
  const words = new Map<string, string>();
  const word = (t: string) => words.get(t) ?? (words.set(t, t), t);
  const termsOf = (text: string): TermAnalysis => {
    const { language, terms, negations, directive, praise } = analyze(text);
    return { language, terms: terms.map(word), negations, directive, praise };
  };
  for (const o of observations) {
    const t = Date.parse(o.timestamp);
    const k = newestOf.size ? historyKey(o) : undefined;
    const asOf = k !== undefined ? Math.min(nowMs, newestOf.get(k)!) : undefined;
    const end = asOf ?? nowMs;
    if (!(t >= end - Math.max(sinceDays, recentDays) * DAY_MS)) continue;
    const id = observationId(o);
    if (seen.has(id)) continue; // the same observation read from the log and an archive
    seen.add(id);
    const raw = k === undefined ? o.observation : `${k}\u0000${o.observation}`;
    let u = unitByRaw.get(raw);
    if (u === undefined) {
      // The same words in two projects are two units: lessons never cross projects.
      const key = `${k ?? ''}\u0000${foldWithStyles(o.observation)}`;
      u = unitByText.get(key);
      if (u === undefined) {
        u = units.length;
        unitByText.set(key, u);
        const content = feedbackContent(o);
        units.push({ text: o.observation, content, analysis: termsOf(content), records: [], windowCount: 0 });
      }
      unitByRaw.set(raw, u);
    }
    const inWindow = t >= end - sinceDays * DAY_MS;
    units[u].records.push(records.length);
    if (inWindow) units[u].windowCount++;
    records.push({ o, id, t, unit: u, inWindow, ...(asOf !== undefined ? { asOf } : {}) });
  }
  const windowUnits = units.map((_, i) => i).filter((i) => units[i].windowCount > 0);
  const items: SimilarityItem[] = windowUnits.map((u) => {
    const first = records[units[u].records[0]].o;
    return {
      text: units[u].content,
      analysis: units[u].analysis,
      tags: first.tags,
      task: first.context.task,
      file: first.context.file,
    };
  });
  let prepared: PreparedSimilarity;
  let table: TermTable;
  if (!similarity) {
    ({ prepared, table } = lexicalSimilarity().prepareTable(items));
  } else {
    prepared = await similarity.prepare(items);
    table = buildTermTable(items);
  }
  const stances = new Map<string, Stance>();
  const stance = (unit: number, type: ObservationType): Stance => {
    const key = `${unit}:${type}`;
    let s = stances.get(key);
    if (!s) {
      s = stanceOf(units[unit].text, type);
      s.subject = s.subject.map(word);
      stances.set(key, s);
    }
    return s;
  };
  return { records, units, table, windowUnits, prepared, stance };
}

/**
 * Which history an observation belongs to, for its age: the project of an imported conversation
 * or chat (tag "project:…"), or an imported git history. Live observations (edits, runs) have none:
 * their age counts from now.
 */
export function historyKey(o: Observation): string | undefined {
  const tags = o.tags;
  if (!tags) return undefined;
  for (const t of tags) if (t.startsWith('project:')) return t;
  return tags.includes('commit-style') ? 'git-history' : undefined;
}

/** The newest timestamp of each history. */
function newestByHistory(observations: readonly Observation[]): Map<string, number> {
  const newest = new Map<string, number>();
  for (const o of observations) {
    const k = historyKey(o);
    if (k === undefined) continue;
    const t = Date.parse(o.timestamp);
    if (t > (newest.get(k) ?? -Infinity)) newest.set(k, t);
  }
  return newest;
}

/** Observations as scored items, each aged from its history's newest activity. */
export function scored(recs: readonly ObsRecord[]): Array<{ confidence: number; timestamp: string; asOf?: number }> {
  return recs.map((r) => ({ confidence: r.o.confidence, timestamp: r.o.timestamp, asOf: r.asOf }));
}

/** Clusters the window's units and describes each group. */
export function analyseGroups(corpus: Corpus, now: Date): GroupCore[] {
  const { units, records, windowUnits, prepared, table } = corpus;
  const { labels } = clusterItems(windowUnits.length, prepared);
  // Reactions to the same piece of work are one lesson even when worded apart (./lessons.ts).
  const lessons = new UnionFind(windowUnits.length);
  for (let i = 0; i < windowUnits.length; i++) lessons.unionRoots(lessons.find(i), lessons.find(labels[i]));
  for (const [a, b] of lessonLinks(corpus)) lessons.unionRoots(lessons.find(a), lessons.find(b));
  const byLabel = new Map<number, number[]>();
  for (let i = 0; i < windowUnits.length; i++) {
    const label = lessons.find(i);
    const list = byLabel.get(label);
    if (list) list.push(i);
    else byLabel.set(label, [i]);
  }
  const groups: GroupCore[] = [];
  for (const items of byLabel.values()) {
    const recs: ObsRecord[] = [];
    for (const i of items)
      for (const r of units[windowUnits[i]].records) if (records[r].inWindow) recs.push(records[r]);
    recs.sort((a, b) => a.t - b.t);
    groups.push(describe(corpus, items, recs, now, table));
  }
  return groups;
}

function describe(corpus: Corpus, items: number[], recs: ObsRecord[], now: Date, table: TermTable): GroupCore {
  const { units, windowUnits } = corpus;
  const aggregate = aggregateConfidence(scored(recs), now);
  // Keywords: term weights summed over the group's texts, each counted as often as it was seen.
  const weights = new Map<number, number>();
  for (const i of items) {
    const mult = units[windowUnits[i]].windowCount;
    const ids = table.ids[i];
    const w = table.weights[i];
    for (let k = 0; k < ids.length; k++) weights.set(ids[k], (weights.get(ids[k]) ?? 0) + w[k] * mult);
  }
  // Boilerplate ("user", "asks") never names a subject, even when it is frequent; keywords are
  // written to disk, so anything that looks like a secret or a blob is left out too.
  const keywords = [...weights]
    .filter(([id]) => !META_STEMS.has(table.terms[id]) && table.terms[id].length <= 32)
    .sort((a, b) => b[1] - a[1] || a[0] - b[0])
    .slice(0, 12)
    .filter(([id]) => redact(table.terms[id]) === table.terms[id])
    .sort((a, b) => b[1] - a[1] || a[0] - b[0])
    .slice(0, 8)
    .map(([id, weight]) => ({ term: table.terms[id], weight }));
  return { records: recs, units: items.map((i) => windowUnits[i]), aggregate, keywords };
}

/** Stance, language and representative: only for groups that may become something (costlier). */
/** Where a window unit sits in `windowUnits` (ascending): found, not mapped, for each group. */
function windowPosition(windowUnits: readonly number[], u: number): number {
  let lo = 0;
  let hi = windowUnits.length - 1;
  while (lo <= hi) {
    const mid = (lo + hi) >>> 1;
    if (windowUnits[mid]! < u) lo = mid + 1;
    else if (windowUnits[mid]! > u) hi = mid - 1;
    else return mid;
  }
  return -1;
}

export function completeGroup(corpus: Corpus, g: GroupCore): AnalysedGroup {
  const { units, records, prepared, windowUnits } = corpus;
  const typeOfUnit = (u: number): ObservationType => {
    const counts = new Map<ObservationType, number>();
    for (const r of units[u].records)
      if (records[r].inWindow) counts.set(records[r].o.type, (counts.get(records[r].o.type) ?? 0) + 1);
    return [...counts].sort((a, b) => b[1] - a[1])[0]?.[0] ?? 'pattern';
  };
  const stances: Stance[] = [];
  for (const r of g.records) stances.push(corpus.stance(r.unit, r.o.type));
  const stance = mergeStances(
    stances,
    g.keywords.slice(0, 6).map((k) => k.term),
  );
  // Most representative: central (similar to the others, weighted by how often they were seen),
  // phrased as an action, positive, and short. Bounded to the 40 most frequent texts.
  const top = [...g.units].sort((a, b) => units[b].windowCount - units[a].windowCount).slice(0, 40);
  const position = new Map(top.map((u) => [u, windowPosition(windowUnits, u)]));
  const language = dominantLanguage(top.map((u) => units[u].text));
  let best = top[0];
  let bestScore = -Infinity;
  for (const u of top) {
    let centrality = units[u].windowCount;
    for (const v of top)
      if (v !== u) centrality += prepared.similarity(position.get(u)!, position.get(v)!) * units[v].windowCount;
    const type = typeOfUnit(u);
    let factor = 1;
    if (type === 'error') factor *= 0.6;
    if (units[u].analysis.terms.some((t) => OUTCOME_CONCEPTS.has(t))) factor *= 0.6;
    if (toImperative(units[u].text, language, type === 'error').imperative) factor *= 1.3;
    if (units[u].text.length > 120) factor *= 0.7;
    if (isQuestion(units[u].text)) factor *= 0.2;
    if (detectLanguage(units[u].text) !== language) factor *= 0.5;
    if (/[\w-]+\/[\w./-]+|\w\.\w{1,4}\b/.test(units[u].text)) factor *= 0.8;
    const score = centrality * factor;
    if (score > bestScore) {
      bestScore = score;
      best = u;
    }
  }
  const rep = [...g.records].reverse().find((r) => r.unit === best) ?? g.records[g.records.length - 1];
  return { ...g, stance, representative: rep, language };
}
