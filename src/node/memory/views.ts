// Threads, messages and bridges as the protocol shows them (no vectors, ISO dates).
import type { BridgeView, MessageView, ThreadView } from '../../protocol/memory';
import type { ThinkBridge, Thread, ThreadMessage } from '../../core/memory/threads/types';
import { currentWeight } from '../../core/memory/threads/weight';

export function threadView(t: Thread, embedderId: string, nowMs = Date.now()): ThreadView {
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
  };
}

export function messageView(m: ThreadMessage): MessageView {
  return { id: m.id ?? 0, text: m.text, source: m.source, kind: m.kind, at: m.at, decision: m.decision, score: Math.round(m.score * 1000) / 1000 };
}

export function bridgeView(b: ThinkBridge): BridgeView {
  return { id: b.id, sourceId: b.sourceId, targetId: b.targetId, relationType: b.relationType, reason: b.reason, confidence: b.confidence, propagationDepth: b.propagationDepth, typedBy: b.typedBy, createdAt: b.createdAt };
}
