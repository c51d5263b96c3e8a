import { UserRulesStore } from '../../../src/node/capture/userRules';
// Test data and a worker stand-in for sidebar tests. Pattern calls go to the real Pattern
// Library on a temporary workspace (real files move); the other areas' methods answer with
// data of the shapes those areas return (threads and bridges as the memory area keeps them).
import { mkdtempSync, mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { workspacePaths } from '../../../src/core/paths';
import { PatternLibrary } from '../../../src/node/pipeline/library';
import type { ActivityData, LearnedItem } from '../../../src/protocol/webview';
import type { Params, Result } from '../../../src/protocol/rpc';
import type { WorkerRequests } from '../../../src/protocol/worker';
import type { BridgeView, MemoryHealth, ThreadView } from '../../../src/protocol/memory';
import type { PipelineMetrics } from '../../../src/protocol/pipeline';
import type { EmbedderInfo } from '../../../src/core/memory/embedder';
import type { WorkerCall } from '../../../src/host/webview/workerCall';
import { FEEDBACK_DELTAS } from '../../../src/node/evolution/feedback';

const adjust = { ...FEEDBACK_DELTAS };

export function tempWorkspace(): { root: string; cleanup(): void } {
  const root = mkdtempSync(join(tmpdir(), 'act-sidebar-'));
  mkdirSync(join(root, 'src'), { recursive: true });
  writeFileSync(join(root, 'src/api.ts'), 'export const a = 1;\nexport function getUserById() {}\n');
  return { root, cleanup: () => rmSync(root, { recursive: true, force: true }) };
}

export function seedPatterns(root: string): PatternLibrary {
  const lib = new PatternLibrary(workspacePaths(root));
  lib.writeCandidate(
    'Batch N+1 queries with Promise.all',
    { tags: ['db', 'perf'], validation: 'passed (npm test users.test.ts)' },
    '## Problem\nOne query per user.\n\n## Solution\n```ts\nawait Promise.all(ids.map(load));\n```\n\n## Rationale\nFewer round trips. <script>alert(1)</script>',
    'test',
  );
  lib.writeCandidate(
    'Validate env at startup',
    { tags: ['config'] },
    '## Problem\nMissing env vars crash late.\n\n## Solution\nCheck them in main.',
    'test',
  );
  return lib;
}

export function instincts(): LearnedItem[] {
  return [
    {
      kind: 'instinct',
      id: 'utiliser-camelcase',
      title: 'Utiliser camelCase pour les variables',
      confidence: 0.65,
      path: '.act/instincts/utiliser-camelcase.md',
      tags: ['style'],
      occurrences: 3,
      evidence: [
        {
          text: 'Utilisateur demande nommage camelCase',
          type: 'correction',
          timestamp: '2026-02-01T10:00:00Z',
          source: { path: 'src/api.ts', line: 2 },
        },
        { text: 'Tout le code utilise camelCase', type: 'pattern', timestamp: '2026-02-02T09:00:00Z' },
      ],
      adjust,
    },
    {
      kind: 'instinct',
      id: 'commits-atomiques',
      title: 'Préférence pour commits atomiques',
      confidence: 0.35,
      tags: [],
      evidence: [],
      adjust,
    },
  ];
}

export function skills(): LearnedItem[] {
  return [
    {
      kind: 'skill',
      id: 'session-recovery#r-1a2b3c',
      title: 'Toujours exécuter les tests avant commit',
      confidence: 0.92,
      tags: ['session-recovery'],
      evidence: [],
      adjust,
    },
  ];
}

const thread = (
  t: Pick<ThreadView, 'id' | 'title' | 'status' | 'weight' | 'topics' | 'lastActive' | 'messageCount' | 'summary'>,
): ThreadView => ({
  titleSource: 'extractive',
  createdAt: '2025-11-01T09:00:00Z',
  originType: 'prompt',
  driftHistory: [],
  parentId: null,
  childIds: [],
  embedded: true,
  ...t,
});
export const THREADS: ThreadView[] = [
  thread({
    id: 't-auth',
    title: 'JWT Authentication',
    status: 'active',
    weight: 0.9,
    topics: ['jwt', 'refresh token'],
    lastActive: '2026-02-02T09:00:00.000Z',
    messageCount: 12,
    summary: 'Implementing refresh token rotation',
  }),
  thread({
    id: 't-db',
    title: 'Database Schema',
    status: 'suspended',
    weight: 0.4,
    topics: ['users table', 'migrations'],
    lastActive: '2026-01-20T09:00:00.000Z',
    messageCount: 3,
    summary: 'User tables',
  }),
  thread({
    id: 't-sec',
    title: 'Security Audit',
    status: 'archived',
    weight: 0.1,
    topics: ['token policy'],
    lastActive: '2025-12-01T09:00:00.000Z',
    messageCount: 1,
    summary: 'Token policies',
  }),
];
export const BRIDGES: BridgeView[] = [
  {
    id: 'b1',
    sourceId: 't-auth',
    targetId: 't-db',
    relationType: 'depends',
    reason: 'tokens stored per user',
    confidence: 0.7,
    propagationDepth: 0,
    typedBy: 'heuristic',
    createdAt: '2026-02-01T09:00:00Z',
  },
  {
    id: 'b2',
    sourceId: 't-sec',
    targetId: 't-auth',
    relationType: 'contradicts',
    reason: 'policy forbids long-lived tokens',
    confidence: 0.5,
    propagationDepth: 1,
    typedBy: 'heuristic',
    createdAt: '2026-02-01T09:00:00Z',
  },
];

const EMBEDDER: EmbedderInfo = { id: 'lexical-tfidf', kind: 'lexical', dim: 256, runtime: 'none', downloadable: false };

/** The memory area's health as it reports it (docs/seeds/003.md §11 targets). */
export function memoryHealth(): MemoryHealth {
  return {
    continuationRate: 0.4,
    embeddingCoverage: 1,
    worker: 'running',
    embedder: EMBEDDER,
    threads: 3,
    activeThreads: 1,
    suspendedThreads: 1,
    archivedThreads: 1,
    messages: 16,
    bridges: 2,
    items: {},
    vectors: {},
    decisions: {},
    mode: 'normal',
    activeLimit: 5,
    llmAvailable: false,
    reindexing: false,
    instructionFiles: { written: [], errors: [] },
    problems: [],
    targets: [{ name: 'Continuation rate', value: '40%', target: '> 20%', ok: true }],
  };
}

/** The pipeline's metrics (docs/seeds/004.md §7) for a small library. */
export function pipelineMetrics(): PipelineMetrics {
  return {
    updatedAt: '2026-02-02T00:00:00Z',
    jobs: { total: 3, byStatus: {} },
    validation: {
      runs: 2,
      passed: 1,
      failed: 1,
      passRate: 0.5,
      failureCauses: { snapshotIntegrity: 0, scenarioSynthesis: 0, testFailures: 1, snapshotCapture: 0 },
    },
    stalledSnapshots: { open: 0, resolved: 0, medianTimeToResolveMs: null },
    review: { pending: 2, approved: 1, rejected: 0, rejectionRate: 0, medianReviewLatencyMs: 7_200_000 },
    hygiene: { deprecated: 1, deprecatedReintroduced: 1 },
    throughput: {
      patterns: { candidate: 2, active: 1, deprecated: 1, rejected: 0 },
      reuseHits: 0,
      patternsReused: 0,
      reuseRate: null,
    },
  };
}

export function activityData(): ActivityData {
  const zero = { pattern: 0, correction: 0, preference: 0, error: 0, success: 0 };
  return {
    days: 3,
    series: [
      { day: '2026-02-01', counts: { ...zero, correction: 2 }, wins: 0, losses: 2 },
      { day: '2026-02-02', counts: { ...zero, pattern: 1, success: 3 }, wins: 3, losses: 0 },
      { day: '2026-02-03', counts: { ...zero }, wins: 0, losses: 0 },
    ],
    totals: { ...zero, correction: 2, pattern: 1, success: 3 },
    wins: 3,
    losses: 2,
    winRate: 0.6,
    evolutions: [{ at: '2026-02-02T10:00:00Z', dryRun: false, instincts: 1, skills: 1, ignored: 2, durationMs: 12 }],
  };
}

export interface FakeWorker {
  call: WorkerCall;
  calls: Array<{ method: string; params: unknown }>;
  lib: PatternLibrary;
  state: { instincts: LearnedItem[]; skills: LearnedItem[] };
}

type Methods = { [K in keyof WorkerRequests]?: (p: Params<WorkerRequests, K>) => Result<WorkerRequests, K> };

/** Every method the sidebar uses, with the worker's types; `failing` lists methods that throw. */
export function fakeWorker(root: string, opts: { failing?: string[]; empty?: boolean } = {}): FakeWorker {
  const lib = opts.empty ? new PatternLibrary(workspacePaths(root)) : seedPatterns(root);
  const state = { instincts: opts.empty ? [] : instincts(), skills: opts.empty ? [] : skills() };
  const calls: FakeWorker['calls'] = [];
  // Rules: the real store over the workspace's user_rules.json.
  const rules = new UserRulesStore(workspacePaths(root).userRules);
  if (!opts.empty) {
    rules.add({
      text: 'Always run the linter before committing',
      kind: 'standing',
      lang: 'en',
      source: 'claude-code',
      evidence: 'from now on, always run the linter before committing',
      at: '2026-02-01T10:00:00Z',
      project: 'shop',
    });
    rules.add({
      text: 'Toujours écrire les dates au format ISO',
      kind: 'always',
      lang: 'fr',
      source: 'chat',
      evidence: 'tu dois toujours écrire les dates au format ISO',
      at: '2026-02-02T10:00:00Z',
    });
    rules.setGlosses(new Map([[rules.list()[1]!.id, 'Always write dates in ISO format']]));
  }
  const zero = { pattern: 0, correction: 0, preference: 0, error: 0, success: 0 };
  const methods: Methods = {
    status: () => ({
      workspace: root,
      total: opts.empty ? 0 : 6,
      counts: { ...zero, pattern: 1, correction: 2, success: 3 },
      activeLogCount: 6,
      activeLogBytes: 900,
      archives: [],
      rejected: [],
      rejectedTotal: 0,
      lastEvolution: null,
      store: { path: join(root, '.act/store.sqlite'), sizeBytes: 4096 },
    }),
    patternsList: () => lib.list(),
    patternGet: (p) => lib.get(p.id),
    patternApprove: (p) => lib.approve(p.id, 'sidebar', p.note),
    patternReject: (p) => lib.reject(p.id, 'sidebar', p.reason),
    patternDeprecate: (p) => lib.deprecate(p.id, 'sidebar', p.reason),
    rulesList: () => rules.list(),
    rulesEdit: (p) => rules.edit(p.id, { status: p.status }),
    instinctsList: () => state.instincts,
    skillsList: () => state.skills,
    learnedAdjust: (p) => {
      const list = p.kind === 'instinct' ? state.instincts : state.skills;
      const it = list.find((i) => i.id === p.id)!;
      it.confidence = Math.max(0, Math.min(1, Math.round((it.confidence + FEEDBACK_DELTAS[p.action]) * 100) / 100));
      return { confidence: it.confidence, level: 'tentative' };
    },
    learnedDelete: (p) => {
      const key = p.kind === 'instinct' ? 'instincts' : 'skills';
      state[key] = state[key].filter((i) => i.id !== p.id);
      return { filesWritten: [] };
    },
    confidenceHistory: () => [
      { at: '2026-02-01T10:00:00Z', confidence: 0.4 },
      { at: '2026-02-02T10:00:00Z', confidence: 0.65, reason: 'evolve' },
    ],
    threadsList: () => ({ threads: opts.empty ? [] : THREADS, total: opts.empty ? 0 : THREADS.length }),
    threadGet: (p) => ({
      thread: THREADS.find((t) => t.id === p.id)!,
      messages: [
        {
          id: 1,
          text: 'How do we rotate refresh tokens?',
          at: '2026-02-02T09:00:00Z',
          source: 'chat',
          kind: 'prompt',
          decision: 'CONTINUE',
          score: 0.8,
        },
      ],
      bridges: [],
    }),
    bridgesList: () => ({ bridges: opts.empty ? [] : BRIDGES, total: opts.empty ? 0 : BRIDGES.length }),
    memorySearch: (p) => ({
      query: p.query,
      hits: [
        {
          kind: 'thread',
          id: 't-db',
          title: 'Database Schema',
          snippet: '',
          status: 'suspended',
          score: 0.8,
          breakdown: { embedding: 0.8, topicOverlap: 0, topicBoost: 0, total: 0.8, sharedTopics: [], prior: 0 },
          why: 'semantic',
        },
      ],
      embedder: EMBEDDER.id,
      ms: 1,
    }),
    activity: () =>
      opts.empty
        ? {
            ...activityData(),
            series: activityData().series.map((d) => ({ ...d, counts: { ...zero }, wins: 0, losses: 0 })),
            wins: 0,
            losses: 0,
            winRate: null,
            evolutions: [],
          }
        : activityData(),
    health: () => memoryHealth(),
    pipelineMetrics: () => pipelineMetrics(),
    embedderInfo: () => EMBEDDER,
    evolve: (p) => ({
      dryRun: p.dryRun,
      report: '## Evolution detected\n\n### New instincts (1)\n- [0.65] Utiliser camelCase',
      instincts: [
        {
          slug: 'utiliser-camelcase',
          title: 'Utiliser camelCase pour les variables',
          confidence: 0.65,
          change: 'created',
        },
      ],
      skills: [],
      ignored: [{ observation: 'Commits fréquents', reason: 'only 1 occurrence' }],
      filesWritten: p.dryRun ? [] : ['.act/instincts/utiliser-camelcase.md'],
      durationMs: 5,
    }),
  };
  const call = (async (method: keyof WorkerRequests, params: unknown) => {
    calls.push({ method, params });
    const fn = methods[method] as ((p: unknown) => unknown) | undefined;
    if (!fn) throw new Error(`the sidebar fake has no "${method}"`);
    if (opts.failing?.includes(method)) throw new Error(`${method} failed: the memory area is broken here`);
    return structuredClone(fn(params ?? {}));
  }) as WorkerCall;
  return { call, calls, lib, state };
}
