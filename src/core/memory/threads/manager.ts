// Routes every captured message or event to a thread (docs/seeds/003.md §4.2): embed, score the
// candidate threads, apply the decision table, ask the language model in the borderline zone,
// keep the active threads within the mode's limit, and persist. Calls are serialised so two
// messages never race for the same thread.
import { centroid, l2normalize, type Embedder } from '../embedder';
import type { MemoryLlm } from '../llm';
import type { MemoryRepository } from '../repository';
import { contentWords } from '../../text/contentWords';
import { borderlineHeuristic, decide, type Candidate, type Plan } from './decide';
import { ThreadSet } from './threadSet';
import { absorbTopics, extractiveSummary, extractiveTitle, extractTopics, type TopicTerm } from './topics';
import type { Decision, OriginType, SimilarityBreakdown, Thread, ThreadStatus } from './types';
import { MODES, shouldArchive, solicit, threadsToSuspend, type MemoryMode } from './weight';

export interface RouteInput {
  text: string;
  source: string;
  kind?: OriginType;
  at?: string;
  ref?: string;
  /** Passed through to afterRoute (e.g. the observation type). */
  meta?: Record<string, unknown>;
  /** The project the message belongs to (default: the manager's defaultScope). */
  scope?: string;
  /** The conversation it was said in: its next messages lean to the same thread while on topic. */
  conversation?: string;
}

export interface RouteResult {
  decision: Decision;
  threadId: string;
  parentId?: string;
  score: number;
  breakdown?: SimilarityBreakdown;
  via: 'threshold' | 'llm' | 'heuristic';
  reason: string;
  /** Threads suspended to free a slot. */
  suspended: string[];
  messageId: number;
  candidates: Candidate[];
  /** Whatever afterRoute returned (e.g. contradictions found). */
  extra?: unknown;
}

export interface ManagerOptions {
  embedder: Embedder;
  repo: MemoryRepository;
  llm?: MemoryLlm;
  /** Redaction applied to every text before it is stored (src/core/redact.ts in production). */
  redact: (text: string) => string;
  mode?: () => MemoryMode;
  /** Overrides the mode's active-thread limit (tests, small demos). */
  activeLimit?: () => number;
  now?: () => number;
  newId?: () => string;
  /** Runs after each routed message (bridges, contradiction checks); errors are reported, not thrown. */
  afterRoute?: (result: RouteResult, thread: Thread, text: string, input: RouteInput) => Promise<unknown> | unknown;
  onError?: (e: unknown) => void;
  /** The workspace's own project: the scope of messages and of threads that name none. */
  defaultScope?: string;
}

/**
 * Added to a candidate's score when the message continues the thread's conversation: a thread is
 * one subject of work (docs/seeds/003.md §3.1), so a conversation about one topic is one thread.
 */
export const SAME_CONVERSATION_BOOST = 0.2;
/** The continuity holds while the conversation is fresh: beyond this gap it is a new sitting. */
const CONVERSATION_GAP_MS = 6 * 3600 * 1000;

const MAX_TEXT = 2000;
const CENTROID_MEMORY = 20;
let counter = 0;
const defaultId = () =>
  `t${Date.now().toString(36)}${(counter++ % 1296).toString(36).padStart(2, '0')}${Math.floor(Math.random() * 1296).toString(36)}`;

export class ThreadManager {
  readonly set: ThreadSet;
  private chain: Promise<unknown> = Promise.resolve();
  private readonly now: () => number;

  constructor(private readonly o: ManagerOptions) {
    this.now = o.now ?? Date.now;
    this.set = new ThreadSet(o.embedder.id, o.embedder.dim);
    for (const t of o.repo.loadThreads()) this.set.put(t);
  }

  get embedder(): Embedder {
    return this.o.embedder;
  }

  /** Routes one message; resolves undefined when the text carries no content (noise). */
  route(input: RouteInput): Promise<RouteResult | undefined> {
    const run = this.chain.then(() => this.routeNow(input));
    this.chain = run.catch(() => undefined);
    return run;
  }

  private async routeNow(input: RouteInput): Promise<RouteResult | undefined> {
    const text = this.o.redact(input.text).slice(0, MAX_TEXT).trim();
    if (contentWords(text).length === 0) return undefined;
    const nowMs = input.at ? Date.parse(input.at) || this.now() : this.now();
    const [vector] = await this.o.embedder.embed([text]);
    const topics = extractTopics(text);
    const keys = topics.map((t) => t.key);
    const scope = input.scope ?? this.o.defaultScope ?? '';
    const candidates = this.set
      .candidates(vector, keys)
      // Separate projects never share a thread.
      .filter((c) => (c.thread.scope ?? this.o.defaultScope ?? '') === scope)
      .map((c) => this.continuity(c, input, nowMs))
      .sort((a, b) => b.sim.total - a.sim.total);
    let plan = decide(candidates, keys);
    let via: RouteResult['via'] = 'threshold';
    if (plan.decision === 'BORDERLINE') ({ plan, via } = await this.resolveBorderline(plan, text));

    const kind = input.kind ?? 'prompt';
    let thread: Thread;
    let parentId: string | undefined;
    const target = plan.decision === 'CONTINUE' || plan.decision === 'REACTIVATE' ? plan.target : undefined;
    if (target) thread = target.thread;
    else {
      parentId = plan.decision === 'FORK' ? plan.parent.thread.id : undefined;
      thread = this.create(text, topics, plan.decision === 'FORK' ? 'split' : kind, nowMs, parentId);
      if (scope) thread.scope = scope;
    }
    if (input.conversation) thread.conversation = input.conversation;
    const decision = plan.decision as Decision;
    thread.status = 'active';
    this.absorb(thread, vector, topics, kind, nowMs);
    const messageId = this.o.repo.addMessage({
      threadId: thread.id,
      text,
      source: input.source,
      kind,
      at: new Date(nowMs).toISOString(),
      decision,
      score: target?.sim.total ?? 0,
      ref: input.ref,
    });
    // A language-model summary stands until the model describes the thread again.
    if (thread.titleSource === 'extractive')
      thread.summary = extractiveSummary(
        this.o.repo
          .recentMessages(thread.id, 12)
          .map((m) => m.text)
          .reverse(),
        thread,
      );
    this.save(thread);
    const protect = new Set(
      candidates
        .filter((c) => c.sim.total >= 0.15)
        .map((c) => c.thread.id)
        .concat(thread.id),
    );
    const suspended = this.freeSlots(protect, nowMs);
    if (parentId) this.save(this.set.get(parentId)!);
    this.o.repo.flush();

    const chosen = target ?? (plan.decision === 'FORK' ? plan.parent : undefined);
    const result: RouteResult = {
      decision,
      threadId: thread.id,
      parentId,
      score: chosen?.sim.total ?? candidates[0]?.sim.total ?? 0,
      breakdown: chosen?.sim,
      via,
      reason: plan.reason,
      suspended,
      messageId,
      candidates: candidates.slice(0, 5),
    };
    try {
      result.extra = await this.o.afterRoute?.(result, thread, text, input);
    } catch (e) {
      this.o.onError?.(e);
    }
    return result;
  }

  /** A message of the conversation the thread is following, said soon after, leans to that thread. */
  private continuity(c: Candidate, input: RouteInput, nowMs: number): Candidate {
    if (
      !input.conversation ||
      c.thread.conversation !== input.conversation ||
      nowMs - c.thread.lastActiveMs > CONVERSATION_GAP_MS ||
      c.sim.total <= 0
    )
      return c;
    const total = Math.min(1, c.sim.total + SAME_CONVERSATION_BOOST);
    return { thread: c.thread, sim: { ...c.sim, total } };
  }

  private async resolveBorderline(
    plan: Extract<Plan, { decision: 'BORDERLINE' }>,
    text: string,
  ): Promise<{ plan: Plan; via: RouteResult['via'] }> {
    for (const c of plan.candidates) {
      const verdict = this.o.llm ? await this.o.llm.judgeRelated(text, c.thread).catch(() => undefined) : undefined;
      if (verdict !== undefined) {
        if (verdict)
          return {
            plan: {
              decision: 'REACTIVATE',
              target: c,
              reason: `borderline (${c.sim.total.toFixed(2)}): the language model judged the message related`,
            },
            via: 'llm',
          };
        continue;
      }
      if (borderlineHeuristic(c))
        return {
          plan: {
            decision: 'REACTIVATE',
            target: c,
            reason: `borderline (${c.sim.total.toFixed(2)}): shares ${c.sim.sharedTopics.join(', ')} (heuristic, no language model)`,
          },
          via: 'heuristic',
        };
    }
    const llmAnswered = this.o.llm?.available() ?? false;
    return {
      plan: {
        decision: 'NEW_THREAD',
        reason: `borderline thread not related (${llmAnswered ? 'language model' : 'heuristic'})`,
      },
      via: llmAnswered ? 'llm' : 'heuristic',
    };
  }

  private create(text: string, topics: TopicTerm[], origin: OriginType, nowMs: number, parentId?: string): Thread {
    const t: Thread = {
      id: (this.o.newId ?? defaultId)(),
      title: extractiveTitle(text, topics),
      titleSource: 'extractive',
      status: 'active',
      summary: '',
      topics: [],
      topicCounts: {},
      topicLabels: {},
      originType: origin,
      driftHistory: [],
      parentId: parentId ?? null,
      childIds: [],
      weight: 0,
      solicitation: 0,
      createdAt: new Date(nowMs).toISOString(),
      lastActiveMs: nowMs,
      messageCount: 0,
      embedderId: this.o.embedder.id,
      undescribed: 0,
    };
    if (parentId) this.set.get(parentId)?.childIds.push(t.id);
    return t;
  }

  private absorb(t: Thread, vector: Float32Array, topics: TopicTerm[], kind: OriginType, nowMs: number): void {
    if (t.embedding && t.embedderId === this.o.embedder.id) {
      const n = Math.min(t.messageCount, CENTROID_MEMORY);
      const c = new Float32Array(vector.length);
      for (let i = 0; i < c.length; i++) c[i] = t.embedding[i] * n + vector[i];
      t.embedding = l2normalize(c);
    } else t.embedding = centroid([vector], vector.length);
    t.embedderId = this.o.embedder.id;
    absorbTopics(t, topics);
    if (t.driftHistory.at(-1) !== kind) t.driftHistory = [...t.driftHistory, kind].slice(-20);
    t.messageCount++;
    t.undescribed++;
    solicit(t, nowMs);
  }

  private freeSlots(protect: ReadonlySet<string>, nowMs: number): string[] {
    const limit = this.o.activeLimit?.() ?? MODES[this.o.mode?.() ?? 'normal'];
    const victims = threadsToSuspend(this.set.byStatus('active'), limit, protect, nowMs);
    for (const v of victims) this.setStatus(v, 'suspended');
    return victims.map((v) => v.id);
  }

  private setStatus(t: Thread, status: ThreadStatus) {
    t.status = status;
    this.save(t);
  }

  save(t: Thread): void {
    this.set.put(t);
    this.o.repo.saveThread(t);
  }

  /** Archives faint, long-idle suspended threads; returns how many. */
  maintain(): number {
    const nowMs = this.now();
    let n = 0;
    for (const t of this.set.byStatus('suspended'))
      if (shouldArchive(t, nowMs)) {
        this.setStatus(t, 'archived');
        n++;
      }
    if (n) this.o.repo.flush();
    return n;
  }

  /** Threads whose description is due: new ones after 2 messages, then every 5 messages. */
  describable(): Thread[] {
    return [...this.set.threads.values()].filter(
      (t) => t.status === 'active' && t.undescribed >= (t.titleSource === 'extractive' ? 2 : 5),
    );
  }

  /** Lets the language model title, summarise and tag due threads (at most `max`); returns how many. */
  async describePending(max = 3): Promise<number> {
    if (!this.o.llm?.available()) return 0;
    let n = 0;
    for (const t of this.describable()
      .sort((a, b) => b.lastActiveMs - a.lastActiveMs)
      .slice(0, max)) {
      const messages = this.o.repo
        .recentMessages(t.id, 12)
        .map((m) => m.text)
        .reverse();
      const d = await this.o.llm.describe(messages, t).catch(() => undefined);
      if (!d) continue;
      await this.exclusive(async () => {
        t.title = this.o.redact(d.title);
        t.summary = this.o.redact(d.summary);
        t.titleSource = 'llm';
        t.undescribed = 0;
        absorbTopics(
          t,
          d.topics.flatMap((label) => extractTopics(label, 3)).map((x) => ({ ...x, weight: 1 })),
        );
        this.save(t);
        this.o.repo.flush();
      });
      n++;
    }
    return n;
  }

  /** Runs fn after every pending route, so it sees a settled state (reindex, re-describe). */
  exclusive<T>(fn: () => Promise<T>): Promise<T> {
    const run = this.chain.then(fn);
    this.chain = run.catch(() => undefined);
    return run;
  }
}
