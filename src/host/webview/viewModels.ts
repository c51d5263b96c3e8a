// What the sidebar renders, from the worker's typed results: paths made workspace-relative,
// field names of the view models, and lists bounded before they cross to the webview.
import { isAbsolute, relative, sep } from 'node:path';
import type { EvolveResult, PatternDetail, PatternSummary, StatusResult, WorkerRequests } from '../../protocol/worker';
import type { BridgeView, ThreadView } from '../../protocol/memory';
import type { Result } from '../../protocol/rpc';
import type {
  BridgeItem,
  EvolvePreview,
  PatternItem,
  StatusData,
  ThreadDetail,
  ThreadSummary,
} from '../../protocol/webview';

/** Most messages of a thread the detail view shows (the newest). */
const MAX_MESSAGES = 200;

/** Workspace-relative path with forward slashes; undefined when outside the workspace. */
export function toRelative(root: string | undefined, p: string): string | undefined {
  if (!isAbsolute(p)) return p.split(sep).join('/');
  if (!root) return undefined;
  const rel = relative(root, p);
  if (rel.startsWith('..') || isAbsolute(rel)) return undefined;
  return rel.split(sep).join('/');
}

export function patternItem(p: PatternSummary | PatternDetail, root: string | undefined): PatternItem {
  return {
    id: p.id,
    title: p.title,
    state: p.status,
    path: toRelative(root, p.path),
    tags: p.tags,
    created: p.created,
    markdown: 'body' in p ? p.body : undefined,
    validation: p.validation,
    flag: p.reintroduces
      ? `Looks like deprecated pattern “${p.reintroduces}” coming back`
      : p.problem
        ? `Could not be read cleanly: ${p.problem}`
        : undefined,
    actions: p.actions,
  };
}

export function threadSummary(t: ThreadView): ThreadSummary {
  return {
    id: t.id,
    title: t.title,
    status: t.status,
    weight: t.weight,
    topics: t.topics,
    lastActive: t.lastActive,
    messageCount: t.messageCount,
    summary: t.summary,
  };
}

export function threadDetail({ thread, messages }: Result<WorkerRequests, 'threadGet'>): ThreadDetail {
  return {
    ...threadSummary(thread),
    summary: thread.summary,
    parentId: thread.parentId ?? undefined,
    messages: messages.slice(-MAX_MESSAGES).map((m) => ({ text: m.text, at: m.at, role: m.source })),
  };
}

export function bridgeItem(b: BridgeView): BridgeItem {
  return {
    id: b.id,
    source: b.sourceId,
    target: b.targetId,
    type: b.relationType,
    confidence: b.confidence,
    reason: b.reason,
    depth: b.propagationDepth,
  };
}

export function statusData(s: StatusResult): StatusData {
  return { total: s.total, counts: s.counts, rejectedTotal: s.rejectedTotal, lastEvolution: s.lastEvolution };
}

export function evolvePreview(r: EvolveResult): EvolvePreview {
  return {
    dryRun: r.dryRun,
    report: r.report,
    instincts: r.instincts.map((i) => ({ id: i.slug, title: i.title, confidence: i.confidence, change: i.change })),
    skills: r.skills.map((s) => ({ id: s.name, title: s.rule, confidence: s.confidence, change: s.change })),
    ignored: r.ignored,
    filesWritten: r.filesWritten,
    durationMs: r.durationMs,
  };
}

/** The threads among search hits, with their scores. */
export function threadHits(r: Result<WorkerRequests, 'memorySearch'>): Array<{ id: string; score: number }> {
  return r.hits.filter((h) => h.kind === 'thread').map((h) => ({ id: h.id, score: h.score }));
}
