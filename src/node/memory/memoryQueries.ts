// Read side of the memory for the protocol and the CLI: search, thread lists and details,
// bridges, health (docs/seeds/003.md §11) and the rules in force.
import { extractTopics } from '../../core/memory/threads/topics';
import { recall, type RecallKind } from '../../core/memory/retrieval/retriever';
import { ITEM_KINDS } from '../../core/memory/retrieval/itemIndex';
import { THREAD_STATUSES, type ThreadStatus } from '../../core/memory/threads/types';
import { MODES } from '../../core/memory/threads/weight';
import { guardcodeReminders } from '../../core/memory/instructions/guardcode';
import type { MemoryHealth, SearchParams, ThreadView, BridgeView, MessageView } from '../../protocol/memory';
import type { MemoryService } from './memoryService';
import { activityClock, bridgeView, messageView, threadView } from './views';
import { blockedBy } from './instructionsSync';

const KINDS: RecallKind[] = ['thread', 'observation', 'instinct', 'skill', 'pattern', 'rule'];
const clampInt = (v: unknown, min: number, max: number, fallback: number) =>
  typeof v === 'number' && Number.isFinite(v) ? Math.max(min, Math.min(max, Math.floor(v))) : fallback;

export async function search(s: MemoryService, p: SearchParams) {
  const started = performance.now();
  const query = typeof p.query === 'string' ? p.query.slice(0, 4000) : '';
  if (!query.trim()) return { query, hits: [], embedder: s.selected.info.id, ms: 0 };
  const kinds = (p.types ?? p.kinds ?? []).filter((k) => KINDS.includes(k));
  const [vector] = await s.selected.embedder.embed([query]);
  const topics = extractTopics(query).map((t) => t.key);
  const hits = recall(vector, topics, s.manager.set, s.items, clampInt(p.k, 1, 200, 10), {
    kinds,
    status: Array.isArray(p.status) ? p.status.map(String) : undefined,
    minScore: typeof p.minScore === 'number' ? p.minScore : undefined,
  });
  return { query, hits, embedder: s.selected.info.id, ms: Math.round((performance.now() - started) * 100) / 100 };
}

export function threadsList(
  s: MemoryService,
  p: { status?: ThreadStatus[]; limit?: number; offset?: number },
): { threads: ThreadView[]; total: number } {
  const want = Array.isArray(p.status) ? p.status.filter((x) => THREAD_STATUSES.includes(x)) : [];
  const all = [...s.manager.set.threads.values()]
    .filter((t) => !want.length || want.includes(t.status))
    .sort((a, b) => b.lastActiveMs - a.lastActiveMs);
  const offset = clampInt(p.offset, 0, 1e9, 0);
  const limit = clampInt(p.limit, 1, 10000, 500);
  const clock = activityClock(s.manager.set.threads.values());
  return {
    threads: all.slice(offset, offset + limit).map((t) => threadView(t, s.selected.info.id, clock(t))),
    total: all.length,
  };
}

export function threadGet(
  s: MemoryService,
  p: { id: string; messages?: number },
): { thread: ThreadView; messages: MessageView[]; bridges: BridgeView[] } {
  const t = typeof p.id === 'string' ? s.manager.set.get(p.id) : undefined;
  if (!t) throw Object.assign(new Error(`no thread with id ${String(p.id)}`), { code: 'not_found' });
  const messages = s.repo
    .recentMessages(t.id, clampInt(p.messages, 1, 1000, 200))
    .reverse()
    .map(messageView);
  return {
    thread: threadView(t, s.selected.info.id, activityClock(s.manager.set.threads.values())(t)),
    messages,
    bridges: s.graph.of(t.id).map(bridgeView),
  };
}

export function bridgesList(
  s: MemoryService,
  p: { threadId?: string; minConfidence?: number; limit?: number },
): { bridges: BridgeView[]; total: number } {
  const list = (typeof p.threadId === 'string' ? s.graph.of(p.threadId) : s.graph.all())
    .filter((b) => b.confidence >= (typeof p.minConfidence === 'number' ? p.minConfidence : 0))
    .sort((a, b) => b.confidence - a.confidence);
  return { bridges: list.slice(0, clampInt(p.limit, 1, 20000, 5000)).map(bridgeView), total: list.length };
}

export function health(s: MemoryService): MemoryHealth {
  const threads = [...s.manager.set.threads.values()];
  const count = (st: ThreadStatus) => threads.filter((t) => t.status === st).length;
  const continuationRate = threads.length ? threads.filter((t) => t.messageCount > 1).length / threads.length : 0;
  const embedded = threads.filter((t) => t.embedding && t.embedderId === s.selected.info.id).length;
  const embeddingCoverage = threads.length ? embedded / threads.length : 1;
  const stats = s.repo.messageStats();
  const items: Record<string, number> = {};
  for (const kind of ITEM_KINDS) if (s.items.count(kind)) items[kind] = s.items.count(kind);
  const pct = (x: number) => `${Math.round(x * 1000) / 10}%`;
  return {
    continuationRate,
    embeddingCoverage,
    worker: 'running',
    embedder: s.embedderInfo,
    threads: threads.length,
    activeThreads: count('active'),
    suspendedThreads: count('suspended'),
    archivedThreads: count('archived'),
    messages: stats.total,
    bridges: s.graph.all().length,
    items,
    vectors: s.repo.coverage(s.selected.info.id),
    decisions: stats.routed,
    mode: s.config.mode,
    activeLimit: MODES[s.config.mode],
    llmAvailable: s.llm.available(),
    reindexing: !!s.reindexAbort,
    instructionFiles: {
      written: s.instructionReport?.written ?? [],
      errors: s.instructionReport?.errors ?? [],
      at: s.instructionReport?.at,
      blocked: s.instructionReport && blockedBy(s.instructionReport),
    },
    problems: s.learned?.problems ?? [],
    targets: [
      {
        name: 'Continuation rate',
        value: pct(continuationRate),
        target: '> 20%',
        ok: threads.length === 0 || continuationRate > 0.2,
      },
      { name: 'Embedding coverage', value: pct(embeddingCoverage), target: '100%', ok: embeddingCoverage >= 1 },
      { name: 'Worker', value: 'running', target: 'running', ok: true },
    ],
  };
}

export function rulesInForce(s: MemoryService, limit = 200) {
  const learned = s.learned;
  const rules: Array<{
    kind: 'rule' | 'skill' | 'pattern' | 'guardcode';
    id: string;
    text: string;
    confidence?: number;
    source?: string;
  }> = [];
  for (const r of learned?.userRules ?? [])
    rules.push({ kind: 'rule', id: r.id, text: r.text, source: '.act/user_rules.json' });
  for (const sk of learned?.skills ?? [])
    for (const r of sk.rules)
      rules.push({
        kind: 'skill',
        id: `${sk.id}#${r.id}`,
        text: r.text,
        confidence: r.confidence,
        source: `.act/skills/${sk.id}/SKILL.md`,
      });
  for (const p of learned?.patterns ?? [])
    rules.push({
      kind: 'pattern',
      id: p.id,
      text: p.gist ? `${p.title}: ${p.gist}` : p.title,
      source: `.agent/patterns/active/${p.id}.md`,
    });
  guardcodeReminders(s.config.guardcode).forEach((text, i) =>
    rules.push({ kind: 'guardcode', id: `guardcode-${i + 1}`, text }),
  );
  return { rules: rules.slice(0, clampInt(limit, 1, 1000, 200)) };
}
