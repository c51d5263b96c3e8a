// Turns each routed message into bridges: a fork links child to parent; every other thread the
// message relates to (seed similarity >= 0.25) is linked with a heuristic type at once, then
// gossip spreads the news. When a language model is available, heuristic bridges are re-typed
// by it in the background (typeRelation), never on the routing path.
import type { MemoryLlm } from '../llm';
import type { RouteResult } from '../threads/manager';
import type { ThinkBridge, Thread } from '../threads/types';
import { BRIDGE_LIMITS, type BridgeGraph } from './bridgeGraph';
import { guessRelation } from './relationHeuristics';

export interface ThreadLookup {
  get(id: string): Thread | undefined;
  recentTexts(id: string, n: number): string[];
}

export class Bridger {
  private readonly untyped = new Set<string>();

  constructor(
    readonly graph: BridgeGraph,
    private readonly threads: ThreadLookup,
    private readonly llm?: MemoryLlm,
  ) {}

  /** Bridges made or changed by one routed message (direct and propagated). */
  onRouted(r: RouteResult, thread: Thread, text: string): ThinkBridge[] {
    const out: ThinkBridge[] = [];
    const add = (b: ThinkBridge | undefined) => {
      if (!b) return;
      out.push(b);
      if (b.typedBy === 'heuristic') this.untyped.add(b.id);
      out.push(...this.graph.propagate(b));
    };
    if (r.decision === 'FORK' && r.parentId) {
      const parent = this.threads.get(r.parentId);
      add(
        this.graph.link(
          thread.id,
          r.parentId,
          'child_of',
          `sub-topic of "${parent?.title ?? r.parentId}"`,
          Math.max(r.score, BRIDGE_LIMITS.minConfidence),
          0,
          'structure',
        ),
      );
    }
    for (const c of r.candidates) {
      if (c.thread.id === thread.id || c.thread.id === r.parentId || c.sim.total < BRIDGE_LIMITS.minSimilarity)
        continue;
      const guess = guessRelation(text, this.threads.recentTexts(c.thread.id, 3), c.thread.title, c.sim.sharedTopics);
      add(this.graph.link(thread.id, c.thread.id, guess.type, guess.reason, c.sim.total, 0, 'heuristic'));
    }
    return out;
  }

  /** Lets the language model type up to `max` heuristic bridges; returns how many changed. */
  async retypePending(max = 5): Promise<number> {
    if (!this.llm?.available()) return 0;
    let n = 0;
    for (const id of [...this.untyped].slice(0, max)) {
      this.untyped.delete(id);
      const b = this.graph.get(id);
      const a = b && this.threads.get(b.sourceId);
      const t = b && this.threads.get(b.targetId);
      if (!b || !a || !t) continue;
      const typed = await this.llm.typeRelation(a, t).catch(() => undefined);
      if (!typed) continue;
      this.graph.retype(b.id, typed.type, typed.reason);
      n++;
    }
    return n;
  }

  get pendingTyping(): number {
    return this.untyped.size;
  }
}
