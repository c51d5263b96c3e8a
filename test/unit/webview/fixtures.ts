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
import { FEEDBACK_DELTAS } from '../../../src/node/evolution/feedback';

const adjust = { ...FEEDBACK_DELTAS };

export type WorkerCall = (method: string, params: unknown) => Promise<unknown>;

export function tempWorkspace(): { root: string; cleanup(): void } {
  const root = mkdtempSync(join(tmpdir(), 'act-sidebar-'));
  mkdirSync(join(root, 'src'), { recursive: true });
  writeFileSync(join(root, 'src/api.ts'), 'export const a = 1;\nexport function getUserById() {}\n');
  return { root, cleanup: () => rmSync(root, { recursive: true, force: true }) };
}

export function seedPatterns(root: string): PatternLibrary {
  const lib = new PatternLibrary(workspacePaths(root));
  lib.writeCandidate('Batch N+1 queries with Promise.all', { tags: ['db', 'perf'], validation: 'passed (npm test users.test.ts)' }, '## Problem\nOne query per user.\n\n## Solution\n```ts\nawait Promise.all(ids.map(load));\n```\n\n## Rationale\nFewer round trips. <script>alert(1)</script>', 'test');
  lib.writeCandidate('Validate env at startup', { tags: ['config'] }, '## Problem\nMissing env vars crash late.\n\n## Solution\nCheck them in main.', 'test');
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
        { text: 'Utilisateur demande nommage camelCase', type: 'correction', timestamp: '2026-02-01T10:00:00Z', source: { path: 'src/api.ts', line: 2 } },
        { text: 'Tout le code utilise camelCase', type: 'pattern', timestamp: '2026-02-02T09:00:00Z' },
      ],
      adjust,
    },
    { kind: 'instinct', id: 'commits-atomiques', title: 'Préférence pour commits atomiques', confidence: 0.35, tags: [], evidence: [], adjust },
  ];
}

export function skills(): LearnedItem[] {
  return [{ kind: 'skill', id: 'session-recovery#r-1a2b3c', title: 'Toujours exécuter les tests avant commit', confidence: 0.92, tags: ['session-recovery'], evidence: [], adjust }];
}

export const THREADS = [
  { id: 't-auth', title: 'JWT Authentication', status: 'active', weight: 0.9, topics: ['jwt', 'refresh token'], lastActiveMs: Date.parse('2026-02-02T09:00:00Z'), messageCount: 12, summary: 'Implementing refresh token rotation' },
  { id: 't-db', title: 'Database Schema', status: 'suspended', weight: 0.4, topics: ['users table', 'migrations'], lastActiveMs: Date.parse('2026-01-20T09:00:00Z'), messageCount: 3, summary: 'User tables' },
  { id: 't-sec', title: 'Security Audit', status: 'archived', weight: 0.1, topics: ['token policy'], lastActiveMs: Date.parse('2025-12-01T09:00:00Z'), messageCount: 1, summary: 'Token policies' },
];
export const BRIDGES = [
  { id: 'b1', sourceId: 't-auth', targetId: 't-db', relationType: 'depends', reason: 'tokens stored per user', confidence: 0.7, propagationDepth: 0 },
  { id: 'b2', sourceId: 't-sec', targetId: 't-auth', relationType: 'contradicts', reason: 'policy forbids long-lived tokens', confidence: 0.5, propagationDepth: 1 },
];

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

/** Every method the sidebar uses; `missing` lists methods to answer with 'unknown method'. */
export function fakeWorker(root: string, opts: { missing?: string[]; empty?: boolean } = {}): FakeWorker {
  const lib = opts.empty ? new PatternLibrary(workspacePaths(root)) : seedPatterns(root);
  const state = { instincts: opts.empty ? [] : instincts(), skills: opts.empty ? [] : skills() };
  const calls: FakeWorker['calls'] = [];
  // Rules: the real store over the workspace's user_rules.json.
  const rules = new UserRulesStore(workspacePaths(root).userRules);
  if (!opts.empty) {
    rules.add({ text: 'Always run the linter before committing', kind: 'standing', lang: 'en', source: 'claude-code', evidence: 'from now on, always run the linter before committing', at: '2026-02-01T10:00:00Z', project: 'shop' });
    rules.add({ text: 'Toujours écrire les dates au format ISO', kind: 'always', lang: 'fr', source: 'chat', evidence: 'tu dois toujours écrire les dates au format ISO', at: '2026-02-02T10:00:00Z' });
    rules.setGlosses(new Map([[rules.list()[1]!.id, 'Always write dates in ISO format']]));
  }
  const methods: Record<string, (p: Record<string, unknown>) => unknown> = {
    status: () => ({ total: opts.empty ? 0 : 6, counts: { pattern: 1, correction: 2, preference: 0, error: 0, success: 3 }, rejectedTotal: 0, lastEvolution: null }),
    patternsList: () => lib.list(),
    patternGet: (p) => lib.get(String(p.id)),
    patternApprove: (p) => lib.approve(String(p.id), 'sidebar'),
    patternReject: (p) => lib.reject(String(p.id), 'sidebar', p.reason as string | undefined),
    patternDeprecate: (p) => lib.deprecate(String(p.id), 'sidebar', p.reason as string | undefined),
    rulesList: () => rules.list(),
    rulesEdit: (p) => rules.edit(String(p.id), { status: p.status as 'approved' | 'rejected' }),
    instinctsList: () => state.instincts,
    skillsList: () => state.skills,
    learnedAdjust: (p) => {
      const list = p.kind === 'instinct' ? state.instincts : state.skills;
      const it = list.find((i) => i.id === p.id)!;
      it.confidence = Math.max(0, Math.min(1, Math.round((it.confidence + Number(p.delta)) * 100) / 100));
      return { confidence: it.confidence };
    },
    learnedDelete: (p) => {
      const key = p.kind === 'instinct' ? 'instincts' : 'skills';
      state[key] = state[key].filter((i) => i.id !== p.id);
      return { deleted: true };
    },
    confidenceHistory: () => [
      { at: '2026-02-01T10:00:00Z', confidence: 0.4 },
      { at: '2026-02-02T10:00:00Z', confidence: 0.65, reason: 'evolve' },
    ],
    threadsList: () => (opts.empty ? [] : THREADS),
    threadGet: (p) => ({ ...THREADS.find((t) => t.id === p.id), messages: [{ text: 'How do we rotate refresh tokens?', at: '2026-02-02T09:00:00Z', source: 'chat' }] }),
    bridgesList: () => (opts.empty ? [] : BRIDGES),
    memorySearch: () => [{ type: 'thread', id: 't-db', score: 0.8 }],
    activity: () => (opts.empty ? { ...activityData(), series: activityData().series.map((d) => ({ ...d, counts: { pattern: 0, correction: 0, preference: 0, error: 0, success: 0 }, wins: 0, losses: 0 })), wins: 0, losses: 0, winRate: null, evolutions: [] } : activityData()),
    health: () => ({ continuationRate: 0.4, embeddingCoverage: 1, threads: 3 }),
    evolve: (p) => ({
      dryRun: p.dryRun,
      report: '## Evolution detected\n\n### New instincts (1)\n- [0.65] Utiliser camelCase',
      instincts: [{ slug: 'utiliser-camelcase', title: 'Utiliser camelCase pour les variables', confidence: 0.65, change: 'created' }],
      skills: [],
      ignored: [{ observation: 'Commits fréquents', reason: 'only 1 occurrence' }],
      filesWritten: p.dryRun ? [] : ['.act/instincts/utiliser-camelcase.md'],
      durationMs: 5,
    }),
  };
  const call: WorkerCall = async (method, params) => {
    calls.push({ method, params });
    const fn = methods[method];
    if (!fn || opts.missing?.includes(method)) throw Object.assign(new Error(`unknown method "${method}"`), { code: 'unknown_method' });
    return structuredClone(fn((params ?? {}) as Record<string, unknown>));
  };
  return { call, calls, lib, state };
}
