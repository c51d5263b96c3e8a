// docs/seeds/003.md §5: similarity = 0.7 x embedding_sim + 0.3 x topic_overlap + topic_boost,
// topic_boost = 0.15 when at least one topic is shared. topic_overlap is the share of the
// message's topics the thread already has (a message is "about" the thread when its own key
// concepts are the thread's).
import type { SimilarityBreakdown, Thread } from './types';

export const SIMILARITY_WEIGHTS = { embedding: 0.7, topicOverlap: 0.3, topicBoost: 0.15 } as const;

export function scoreThread(
  embeddingSim: number,
  messageTopicKeys: readonly string[],
  thread: Pick<Thread, 'topicCounts' | 'topicLabels'>,
  threadTopicKeys: ReadonlySet<string>,
): SimilarityBreakdown {
  const shared = messageTopicKeys.filter((k) => threadTopicKeys.has(k));
  const topicOverlap = messageTopicKeys.length ? shared.length / messageTopicKeys.length : 0;
  const topicBoost = shared.length > 0 ? SIMILARITY_WEIGHTS.topicBoost : 0;
  const embedding = Math.max(0, Math.min(1, embeddingSim));
  const total = SIMILARITY_WEIGHTS.embedding * embedding + SIMILARITY_WEIGHTS.topicOverlap * topicOverlap + topicBoost;
  return { embedding, topicOverlap, topicBoost, total, sharedTopics: shared.map((k) => thread.topicLabels[k] ?? k) };
}
