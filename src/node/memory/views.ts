// Threads, messages and bridges as the protocol shows them (no vectors, ISO dates).
import type { BridgeView, MessageView, ThreadView } from '../../protocol/memory';
import type { ThinkBridge, Thread, ThreadMessage } from '../../core/memory/threads/types';
import { currentWeight } from '../../core/memory/threads/weight';

/**
 * The time each thread's weight is read at: its project's newest activity when that is older
 * than now, so a history imported months later is not all faded to 0.
 */
export function activityClock(threads: Iterable<Thread>, nowMs = Date.now()): (t: Thread) => number {
  const newest = new Map<string, number>();
  for (const t of threads) newest.set(t.scope ?? '', Math.max(newest.get(t.scope ?? '') ?? 0, t.lastActiveMs));
  return (t) => Math.min(nowMs, newest.get(t.scope ?? '') ?? nowMs);
}

export function threadView(t: Thread, embedderId: string, nowMs = Date.now(), realNow = Date.now()): ThreadView {
  return {
    id: t.id,
    title: t.title,
    titleSource: t.titleSource,
    status: t.status,
    summary: t.summary,
    topics: t.topics,
    weight: Math.round(currentWeight(t, nowMs) * 1000) / 1000,
    lastActive: new Date(t.lastActiveMs).toISOString(),
    createdAt: t.createdAt,
    messageCount: t.messageCount,
    originType: t.originType,
    driftHistory: t.driftHistory,
    parentId: t.parentId,
    childIds: t.childIds,
    embedded: !!t.embedding && t.embedderId === embedderId,
    ...(t.scope ? { scope: t.scope } : {}),
    ...(nowMs < realNow - 86_400_000 ? { weightAsOf: new Date(nowMs).toISOString() } : {}),
  };
}

export function messageView(m: ThreadMessage): MessageView {
  return {
    id: m.id ?? 0,
    text: m.text,
    source: m.source,
    kind: m.kind,
    at: m.at,
    decision: m.decision,
    score: Math.round(m.score * 1000) / 1000,
  };
}

export function bridgeView(b: ThinkBridge): BridgeView {
  return {
    id: b.id,
    sourceId: b.sourceId,
    targetId: b.targetId,
    relationType: b.relationType,
    reason: b.reason,
    confidence: b.confidence,
    propagationDepth: b.propagationDepth,
    typedBy: b.typedBy,
    createdAt: b.createdAt,
  };
}
