// The thread decision table (docs/seeds/003.md §4.2 and §5), pure: given how every candidate
// thread scored, say what to do with a message.
//
//   best active > 0.35                       CONTINUE (or FORK when the message opens a sub-topic)
//   suspended/archived > 0.50                REACTIVATE (automatic)
//   suspended 0.35..0.50, beats every active REACTIVATE (above the continuation threshold)
//   suspended 0.15..0.35, no active > 0.35   BORDERLINE: the language model decides, else the
//                                            heuristic below
//   otherwise                                NEW_THREAD
//
// FORK: the best active thread is related (0.35..0.50, not its core) but most of the message's
// topics are new to it (at least 2 and 60%), and the thread is established (4+ messages).
// Borderline heuristic (no model): reactivate when at least 2 topics are shared, or 1 topic is
// shared and the embedding similarity is at least 0.25.
import type { SimilarityBreakdown, Thread } from './types';

export const THRESHOLDS = {
  continue: 0.35,
  reactivate: 0.5,
  borderline: 0.15,
  forkCeiling: 0.5,
  forkMinNovel: 2,
  forkNovelRatio: 0.6,
  forkMinMessages: 4,
} as const;

export interface Candidate {
  thread: Thread;
  sim: SimilarityBreakdown;
}

export type Plan =
  | { decision: 'CONTINUE'; target: Candidate; reason: string }
  | { decision: 'FORK'; parent: Candidate; reason: string }
  | { decision: 'REACTIVATE'; target: Candidate; reason: string }
  | { decision: 'NEW_THREAD'; reason: string }
  | { decision: 'BORDERLINE'; candidates: Candidate[]; reason: string };

const fmt = (n: number) => n.toFixed(2);

export function decide(candidates: Candidate[], messageTopicKeys: readonly string[]): Plan {
  const sorted = [...candidates].sort((a, b) => b.sim.total - a.sim.total);
  const bestActive = sorted.find((c) => c.thread.status === 'active');
  const dormant = sorted.filter((c) => c.thread.status !== 'active');
  const bestDormant = dormant[0];
  const activeScore = bestActive?.sim.total ?? 0;

  if (bestDormant && bestDormant.sim.total > THRESHOLDS.reactivate && bestDormant.sim.total > activeScore)
    return {
      decision: 'REACTIVATE',
      target: bestDormant,
      reason: `${bestDormant.thread.status} thread scores ${fmt(bestDormant.sim.total)} > ${THRESHOLDS.reactivate}`,
    };
  if (bestDormant && bestDormant.sim.total > THRESHOLDS.continue && bestDormant.sim.total > activeScore)
    return {
      decision: 'REACTIVATE',
      target: bestDormant,
      reason: `${bestDormant.thread.status} thread scores ${fmt(bestDormant.sim.total)} > ${THRESHOLDS.continue}, above every active thread (${fmt(activeScore)})`,
    };

  if (bestActive && activeScore > THRESHOLDS.continue) {
    const known = bestActive.thread.topicCounts;
    const novel = messageTopicKeys.filter((k) => !(k in known));
    if (
      activeScore <= THRESHOLDS.forkCeiling &&
      bestActive.thread.messageCount >= THRESHOLDS.forkMinMessages &&
      novel.length >= THRESHOLDS.forkMinNovel &&
      novel.length / Math.max(1, messageTopicKeys.length) >= THRESHOLDS.forkNovelRatio
    )
      return {
        decision: 'FORK',
        parent: bestActive,
        reason: `related to "${bestActive.thread.title}" (${fmt(activeScore)}) but ${novel.length} of ${messageTopicKeys.length} topics are new: a sub-topic`,
      };
    return {
      decision: 'CONTINUE',
      target: bestActive,
      reason: `active thread scores ${fmt(activeScore)} > ${THRESHOLDS.continue}`,
    };
  }

  const borderline = dormant
    .filter((c) => c.sim.total >= THRESHOLDS.borderline && c.sim.total <= THRESHOLDS.continue)
    .slice(0, 2);
  if (borderline.length)
    return {
      decision: 'BORDERLINE',
      candidates: borderline,
      reason: `suspended thread in the borderline zone (${fmt(borderline[0].sim.total)})`,
    };
  return {
    decision: 'NEW_THREAD',
    reason: `no thread above ${THRESHOLDS.continue} (best active ${fmt(activeScore)}, best suspended ${fmt(bestDormant?.sim.total ?? 0)})`,
  };
}

/** The stated rule used for borderline candidates when no language model answers. */
export function borderlineHeuristic(c: Candidate): boolean {
  const shared = c.sim.sharedTopics.length;
  return shared >= 2 || (shared === 1 && c.sim.embedding >= 0.25);
}
