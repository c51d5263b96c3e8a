// ThinkBridges (docs/seeds/003.md §3.1): typed links between related threads, created when a
// routed message relates its thread to others, then propagated gossip-style: a new bridge
// A-B tells B's neighbours C about A (bridge A-C, depth + 1, confidence x decay). Bounded so
// the graph never explodes: a maximum depth, a minimum confidence, and a maximum number of
// bridges per thread (the weakest propagated ones give way first).
import { composeRelation } from './relationHeuristics';
import type { RelationType, ThinkBridge } from '../threads/types';

export const BRIDGE_LIMITS = {
  /** Similarity (seed formula) from which two threads are bridged directly. */
  minSimilarity: 0.25,
  minConfidence: 0.2,
  maxDepth: 2,
  maxPerThread: 12,
  /** Confidence kept at each gossip hop (of the weaker of the two bridges). */
  hopDecay: 0.85,
} as const;

export interface BridgeStore {
  saveBridge(b: ThinkBridge): void;
  deleteBridge(id: string): void;
}

export class BridgeGraph {
  private readonly byId = new Map<string, ThinkBridge>();
  private readonly byThread = new Map<string, Set<string>>();
  private seq = 0;

  constructor(
    private readonly store: BridgeStore,
    initial: ThinkBridge[] = [],
    private readonly now: () => number = Date.now,
  ) {
    for (const b of initial) this.index(b);
  }

  all(): ThinkBridge[] {
    return [...this.byId.values()];
  }
  get(id: string): ThinkBridge | undefined {
    return this.byId.get(id);
  }
  of(threadId: string): ThinkBridge[] {
    return [...(this.byThread.get(threadId) ?? [])].map((id) => this.byId.get(id)!).filter(Boolean);
  }
  /** The bridge between two threads, whichever its direction. */
  between(a: string, b: string): ThinkBridge | undefined {
    return this.of(a).find((x) => (x.sourceId === a && x.targetId === b) || (x.sourceId === b && x.targetId === a));
  }

  private index(b: ThinkBridge) {
    this.byId.set(b.id, b);
    for (const t of [b.sourceId, b.targetId]) {
      let s = this.byThread.get(t);
      if (!s) this.byThread.set(t, (s = new Set()));
      s.add(b.id);
    }
  }

  private drop(b: ThinkBridge) {
    this.byId.delete(b.id);
    for (const t of [b.sourceId, b.targetId]) this.byThread.get(t)?.delete(b.id);
    this.store.deleteBridge(b.id);
  }

  private newId(): string {
    return `b${this.now().toString(36)}${(this.seq++).toString(36)}`;
  }

  /**
   * Creates or strengthens the bridge source -> target. An existing bridge keeps the higher
   * confidence and the lower depth; a direct observation upgrades a propagated bridge.
   * Returns the bridge when it was created or changed.
   */
  link(
    sourceId: string,
    targetId: string,
    type: RelationType,
    reason: string,
    confidence: number,
    depth: number,
    typedBy: ThinkBridge['typedBy'],
    via?: string,
  ): ThinkBridge | undefined {
    if (sourceId === targetId || confidence < BRIDGE_LIMITS.minConfidence || depth > BRIDGE_LIMITS.maxDepth)
      return undefined;
    const c = Math.min(1, Math.round(confidence * 1000) / 1000);
    const existing = this.between(sourceId, targetId);
    if (existing) {
      const shallower = depth < existing.propagationDepth;
      const stronger = c > existing.confidence + 0.01;
      const sharper = depth === 0 && type !== 'extends' && type !== existing.relationType;
      if (!shallower && !stronger && !sharper) return undefined;
      existing.confidence = Math.max(c, existing.confidence);
      if (shallower) Object.assign(existing, { propagationDepth: depth, via: depth === 0 ? undefined : via });
      // A direct observation's type replaces a propagated or vaguer guess; a language model's type stands.
      if (existing.typedBy !== 'llm' && (shallower || sharper))
        Object.assign(existing, { relationType: type, reason, typedBy });
      this.store.saveBridge(existing);
      return existing;
    }
    const b: ThinkBridge = {
      id: this.newId(),
      sourceId,
      targetId,
      relationType: type,
      reason,
      confidence: c,
      propagationDepth: depth,
      via,
      typedBy,
      createdAt: new Date(this.now()).toISOString(),
    };
    this.index(b);
    this.store.saveBridge(b);
    this.enforceCap(sourceId);
    this.enforceCap(targetId);
    return this.byId.has(b.id) ? b : undefined;
  }

  /** Keeps at most maxPerThread bridges on a thread: propagated and weak ones go first. */
  private enforceCap(threadId: string) {
    const list = this.of(threadId);
    if (list.length <= BRIDGE_LIMITS.maxPerThread) return;
    list.sort((a, b) => b.propagationDepth - a.propagationDepth || a.confidence - b.confidence);
    for (const b of list.slice(0, list.length - BRIDGE_LIMITS.maxPerThread)) this.drop(b);
  }

  /** Gossip from a new or strengthened bridge: each neighbour of one end learns of the other. */
  propagate(from: ThinkBridge): ThinkBridge[] {
    const made: ThinkBridge[] = [];
    const queue: ThinkBridge[] = [from];
    while (queue.length) {
      const b = queue.shift()!;
      if (b.propagationDepth >= BRIDGE_LIMITS.maxDepth) continue;
      for (const [end, other] of [
        [b.targetId, b.sourceId],
        [b.sourceId, b.targetId],
      ] as const)
        for (const n of this.of(end)) {
          if (n.id === b.id) continue;
          const far = n.sourceId === end ? n.targetId : n.sourceId;
          if (far === other) continue;
          // A chain is as strong as its weakest link, and fades with each hop.
          const confidence = Math.min(b.confidence, n.confidence) * BRIDGE_LIMITS.hopDecay;
          const depth = Math.max(b.propagationDepth, n.propagationDepth) + 1;
          const reason = `via ${end}: ${b.relationType} then ${n.relationType}`;
          const p = this.link(
            other,
            far,
            composeRelation(b.relationType, n.relationType),
            reason,
            confidence,
            depth,
            'structure',
            b.id,
          );
          if (p) {
            made.push(p);
            queue.push(p);
          }
        }
    }
    return made;
  }

  /** Sets the type given by the language model. */
  retype(id: string, type: RelationType, reason: string): void {
    const b = this.byId.get(id);
    if (!b) return;
    Object.assign(b, { relationType: type, reason, typedBy: 'llm' });
    this.store.saveBridge(b);
  }

  /** Removes every bridge touching a thread (when the thread is deleted). */
  forget(threadId: string): void {
    for (const b of this.of(threadId)) this.drop(b);
  }
}
