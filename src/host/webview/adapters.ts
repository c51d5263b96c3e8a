// Turns what the worker returns into the webview's view models. Other areas own those results;
// reading them tolerantly here (several field spellings, missing fields, bad values dropped)
// keeps the sidebar working while their types evolve, and caps what is sent to the webview.
import { isAbsolute, relative, sep } from 'node:path';
import { OBSERVATION_TYPES, type ObservationType } from '../../core/observation';
import type { EvolveResult, StatusResult } from '../../protocol/worker';
import {
  BRIDGE_TYPES,
  type BridgeItem,
  type BridgeType,
  type EvolutionEntry,
  type EvolvePreview,
  type LearnedItem,
  type PatternItem,
  type PatternState,
  type StatusData,
  type ThreadDetail,
  type ThreadStatus,
  type ThreadSummary,
} from '../../protocol/webview';

type Rec = Record<string, unknown>;
const isRec = (v: unknown): v is Rec => typeof v === 'object' && v !== null && !Array.isArray(v);
const pick = (o: Rec, ...keys: string[]): unknown => {
  for (const k of keys) if (o[k] !== undefined && o[k] !== null) return o[k];
  return undefined;
};
const text = (v: unknown, max = 500): string | undefined => (typeof v === 'string' ? v.slice(0, max) : typeof v === 'number' ? String(v) : undefined);
const num = (v: unknown): number | undefined => (typeof v === 'number' && Number.isFinite(v) ? v : undefined);
const clamp01 = (v: unknown, fallback = 0): number => Math.max(0, Math.min(1, num(v) ?? fallback));
const strings = (v: unknown, maxItems = 20, maxChars = 64): string[] => (Array.isArray(v) ? v.filter((x): x is string => typeof x === 'string').slice(0, maxItems).map((x) => x.slice(0, maxChars)) : []);
const iso = (v: unknown): string | undefined => {
  if (typeof v === 'string' && !Number.isNaN(Date.parse(v))) return v;
  if (typeof v === 'number' && Number.isFinite(v) && v > 0) return new Date(v).toISOString();
  return undefined;
};
/** Results may be a bare array or wrapped ({ items }, { patterns }, …). */
export function listOf(v: unknown, ...keys: string[]): unknown[] {
  if (Array.isArray(v)) return v;
  if (isRec(v)) for (const k of [...keys, 'items', 'results']) if (Array.isArray(v[k])) return v[k] as unknown[];
  return [];
}

/** Workspace-relative path with forward slashes; undefined when outside the workspace. */
export function toRelative(root: string | undefined, p: unknown): string | undefined {
  if (typeof p !== 'string' || p === '') return undefined;
  if (!isAbsolute(p)) return p.split(sep).join('/');
  if (!root) return undefined;
  const rel = relative(root, p);
  if (rel.startsWith('..') || isAbsolute(rel)) return undefined;
  return rel.split(sep).join('/');
}

const PATTERN_STATES: readonly PatternState[] = ['candidate', 'active', 'deprecated', 'rejected'];
const MAX_MARKDOWN = 100_000;

export function adaptPattern(v: unknown, root: string | undefined): PatternItem | null {
  if (!isRec(v)) return null;
  const id = text(pick(v, 'id', 'slug'), 200);
  const state = pick(v, 'status', 'state');
  if (!id || !PATTERN_STATES.includes(state as PatternState)) return null;
  const markdown = text(pick(v, 'markdown', 'content'), MAX_MARKDOWN);
  const reintroduces = text(v.reintroduces, 200);
  const problem = text(v.problem, 300);
  return {
    id,
    title: text(v.title, 200) || id,
    state: state as PatternState,
    path: toRelative(root, v.path),
    tags: strings(v.tags),
    created: iso(pick(v, 'created', 'createdAt')),
    markdown,
    validation: text(v.validation, 200),
    flag: reintroduces ? `Looks like deprecated pattern “${reintroduces}” coming back` : problem ? `Could not be read cleanly: ${problem}` : undefined,
  };
}

const THREAD_STATUSES: readonly ThreadStatus[] = ['active', 'suspended', 'archived'];

export function adaptThread(v: unknown): ThreadSummary | null {
  if (!isRec(v)) return null;
  const id = text(v.id, 200);
  if (!id) return null;
  const status = THREAD_STATUSES.includes(v.status as ThreadStatus) ? (v.status as ThreadStatus) : 'active';
  return {
    id,
    title: text(v.title, 200) || id,
    status,
    weight: clamp01(v.weight),
    topics: strings(v.topics, 12, 48),
    lastActive: iso(pick(v, 'lastActive', 'lastActiveMs', 'last_active', 'updatedAt')),
    messageCount: num(pick(v, 'messageCount', 'messages_count')),
    summary: text(v.summary, 600),
  };
}

export function adaptThreadDetail(v: unknown): ThreadDetail | null {
  // Either a thread with messages, or { thread, messages }.
  const thread = isRec(v) && isRec(v.thread) ? v.thread : v;
  const base = adaptThread(thread);
  if (!base || !isRec(v)) return null;
  const rawMessages = listOf(isRec(v) && Array.isArray(v.messages) ? v.messages : isRec(thread) ? thread.messages : [], 'messages');
  return {
    ...base,
    summary: text((thread as Rec).summary, 4000) ?? '',
    parentId: text(pick(thread as Rec, 'parentId', 'parent_id'), 200),
    messages: rawMessages
      .filter(isRec)
      .slice(-200)
      .map((m) => ({ text: text(pick(m, 'text', 'content'), 4000) ?? '', at: iso(pick(m, 'at', 'timestamp')), role: text(pick(m, 'role', 'source', 'kind'), 40) }))
      .filter((m) => m.text !== ''),
  };
}

export function adaptBridge(v: unknown): BridgeItem | null {
  if (!isRec(v)) return null;
  const source = text(pick(v, 'source', 'sourceId', 'source_id'), 200);
  const target = text(pick(v, 'target', 'targetId', 'target_id'), 200);
  const type = pick(v, 'type', 'relationType', 'relation_type');
  if (!source || !target || !BRIDGE_TYPES.includes(type as BridgeType)) return null;
  return {
    id: text(v.id, 200) || `${source}->${target}:${String(type)}`,
    source,
    target,
    type: type as BridgeType,
    confidence: clamp01(v.confidence, 0.5),
    reason: text(v.reason, 300),
    depth: num(pick(v, 'depth', 'propagationDepth', 'propagation_depth')),
  };
}

export function adaptLearned(v: unknown, kind: 'instinct' | 'skill'): LearnedItem | null {
  if (!isRec(v)) return null;
  const id = text(pick(v, 'id', 'slug', 'name'), 200);
  if (!id) return null;
  return {
    kind,
    id,
    title: text(pick(v, 'title', 'rule', 'name'), 300) || id,
    confidence: clamp01(v.confidence),
    path: text(v.path, 1024),
    body: text(v.body, MAX_MARKDOWN),
    tags: strings(v.tags),
    occurrences: num(v.occurrences),
    createdAt: iso(v.createdAt),
    updatedAt: iso(v.updatedAt),
    evidence: listOf(v.evidence)
      .filter(isRec)
      .slice(0, 50)
      .map((e) => ({
        text: text(e.text, 500) ?? '',
        type: OBSERVATION_TYPES.includes(e.type as ObservationType) ? (e.type as ObservationType) : undefined,
        timestamp: iso(e.timestamp),
        source: isRec(e.source) && typeof e.source.path === 'string' ? { path: e.source.path.slice(0, 1024), line: num(e.source.line) } : undefined,
      }))
      .filter((e) => e.text !== ''),
    adjust: { confirm: num(isRec(v.adjust) ? v.adjust.confirm : undefined) ?? 0, contradict: num(isRec(v.adjust) ? v.adjust.contradict : undefined) ?? 0 },
  };
}

export function adaptEvolution(v: unknown): EvolutionEntry | null {
  if (!isRec(v)) return null;
  const at = iso(v.at);
  if (!at) return null;
  return { at, dryRun: !!pick(v, 'dryRun', 'dry_run'), instincts: num(v.instincts) ?? 0, skills: num(v.skills) ?? 0, ignored: num(v.ignored) ?? 0, durationMs: num(pick(v, 'durationMs', 'duration_ms')) };
}

export function adaptStatus(v: StatusResult): StatusData {
  const counts = Object.fromEntries(OBSERVATION_TYPES.map((t) => [t, num(v.counts?.[t]) ?? 0])) as Record<ObservationType, number>;
  return { total: num(v.total) ?? 0, counts, rejectedTotal: num(v.rejectedTotal) ?? 0, lastEvolution: adaptEvolution(v.lastEvolution) };
}

export function adaptEvolve(r: EvolveResult): EvolvePreview {
  return {
    dryRun: !!r.dryRun,
    report: text(r.report, MAX_MARKDOWN) ?? '',
    instincts: listOf(r.instincts)
      .filter(isRec)
      .map((i) => ({ id: text(pick(i, 'slug', 'id'), 200) ?? '', title: text(i.title, 300) ?? '', confidence: clamp01(i.confidence), change: i.change === 'updated' ? ('updated' as const) : ('created' as const) })),
    skills: listOf(r.skills)
      .filter(isRec)
      .map((s) => ({ id: text(pick(s, 'name', 'id'), 200) ?? '', title: text(pick(s, 'rule', 'title', 'name'), 300) ?? '', confidence: clamp01(s.confidence), change: s.change === 'updated' ? ('updated' as const) : ('created' as const) })),
    ignored: listOf(r.ignored)
      .filter(isRec)
      .slice(0, 200)
      .map((o) => ({ observation: text(o.observation, 300) ?? '', reason: text(o.reason, 200) ?? '' })),
    filesWritten: strings(r.filesWritten, 200, 1024),
    durationMs: num(r.durationMs) ?? 0,
  };
}

/** Several shapes of search results → thread ids with scores. */
export function adaptSearch(v: unknown): Array<{ id: string; score: number }> {
  const out: Array<{ id: string; score: number }> = [];
  for (const r of listOf(v, 'threads', 'hits')) {
    if (!isRec(r)) continue;
    const type = pick(r, 'type', 'kind');
    if (type !== undefined && type !== 'thread') continue;
    const inner = isRec(r.thread) ? r.thread : r;
    const id = text(pick(inner, 'threadId', 'id'), 200);
    if (!id) continue;
    const score = num(pick(r, 'score', 'total')) ?? (isRec(r.score) ? num(r.score.total) : undefined) ?? 0;
    out.push({ id, score });
  }
  return out;
}
