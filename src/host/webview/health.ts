// The health view's figures, assembled from what is available: the foundation's status, the
// memory's health (seed 003 section 11 targets), the pipeline's metrics (seed 004 section 7) and
// the active embedder. Each source is optional; what is missing is simply not shown.
import * as l10n from '@vscode/l10n';
import type { HealthFigure, StatusData } from '../../protocol/webview';

type Rec = Record<string, unknown>;
const isRec = (v: unknown): v is Rec => typeof v === 'object' && v !== null && !Array.isArray(v);
const num = (v: unknown): number | undefined => (typeof v === 'number' && Number.isFinite(v) ? v : undefined);
const pct = (x: number) => `${Math.round(x * 1000) / 10}%`;
/** Ratios may come as 0..1 or 0..100. */
const ratio = (v: unknown): number | undefined => {
  const n = num(v);
  return n === undefined ? undefined : n > 1 ? n / 100 : n;
};
function duration(ms: number): string {
  if (ms < 60_000) return `${Math.round(ms / 1000)} s`;
  if (ms < 3_600_000) return `${Math.round(ms / 60_000)} min`;
  if (ms < 86_400_000) return `${Math.round(ms / 3_600_000)} h`;
  return `${Math.round(ms / 86_400_000)} d`;
}
const get = (o: unknown, ...path: string[]): unknown => path.reduce<unknown>((acc, k) => (isRec(acc) ? acc[k] : undefined), o);

export interface HealthSources {
  status?: StatusData;
  workerRunning: boolean;
  memory?: unknown;
  pipeline?: unknown;
  embedder?: unknown;
}

export function healthFigures(s: HealthSources): HealthFigure[] {
  const out: HealthFigure[] = [];
  out.push({ label: l10n.t('Worker'), value: s.workerRunning ? l10n.t('running') : l10n.t('stopped'), ok: s.workerRunning, hint: l10n.t('The background worker that owns the store and runs Evolve.') });
  if (s.status) {
    out.push({ label: l10n.t('Observations'), value: String(s.status.total) });
    out.push({ label: l10n.t('Rejected log lines'), value: String(s.status.rejectedTotal), ok: s.status.rejectedTotal === 0, hint: l10n.t('Malformed or invalid lines kept aside in .act/rejected.jsonl.') });
  }

  const m = s.memory;
  // The memory area states its own targets (seed 003 section 11): shown as given.
  if (isRec(m) && Array.isArray(m.targets)) {
    for (const t of m.targets.filter(isRec).slice(0, 8))
      if (typeof t.name === 'string' && !/^worker/i.test(t.name) && t.value !== undefined) out.push({ label: t.name, value: String(t.value), ok: typeof t.ok === 'boolean' ? t.ok : undefined, hint: typeof t.target === 'string' ? l10n.t('target {0}', t.target) : undefined });
  } else if (isRec(m)) {
    const cont = ratio(m.continuationRate ?? get(m, 'continuation', 'rate'));
    if (cont !== undefined) out.push({ label: l10n.t('Continuation rate'), value: pct(cont), ok: cont > 0.2, hint: l10n.t('Threads with more than one message (target > 20%).') });
    const cov = ratio(m.embeddingCoverage ?? get(m, 'embeddings', 'coverage'));
    if (cov !== undefined) out.push({ label: l10n.t('Embedding coverage'), value: pct(cov), ok: cov >= 0.999, hint: l10n.t('Threads that have an embedding (target 100%).') });
    const threads = num(m.threads ?? m.threadCount ?? get(m, 'counts', 'threads'));
    if (threads !== undefined) out.push({ label: l10n.t('Threads'), value: String(threads) });
    const active = num(m.activeThreads ?? get(m, 'counts', 'active'));
    if (active !== undefined) out.push({ label: l10n.t('Active threads'), value: String(active) });
    const bridges = num(m.bridges ?? m.bridgeCount ?? get(m, 'counts', 'bridges'));
    if (bridges !== undefined) out.push({ label: l10n.t('Bridges'), value: String(bridges) });
  }

  if (isRec(m) && Array.isArray(m.targets)) {
    for (const [label, key] of [[l10n.t('Threads'), 'threads'], [l10n.t('Active threads'), 'activeThreads'], [l10n.t('Bridges'), 'bridges'], [l10n.t('Messages'), 'messages']] as const) {
      const v = num(m[key]);
      if (v !== undefined) out.push({ label, value: String(v) });
    }
    if (Array.isArray(m.problems)) for (const p of m.problems.filter((x): x is string => typeof x === 'string').slice(0, 3)) out.push({ label: l10n.t('Problem'), value: p.slice(0, 200), ok: false });
  }
  const e = s.embedder ?? (isRec(m) ? m.embedder : undefined);
  if (isRec(e)) {
    const id = typeof e.id === 'string' ? e.id : typeof e.name === 'string' ? e.name : undefined;
    const lexical = e.kind === 'lexical' || (typeof id === 'string' && /lexical|tf-?idf/i.test(id));
    if (id) out.push({ label: l10n.t('Embedder'), value: lexical ? l10n.t('{0} (lexical fallback)', id) : id, ok: !lexical, hint: typeof e.reason === 'string' ? e.reason : typeof e.fallbackReason === 'string' ? e.fallbackReason : lexical ? l10n.t('The semantic model is absent; the lexical embedder serves meanwhile.') : undefined });
  }

  const p = s.pipeline;
  if (isRec(p)) {
    const pass = ratio(get(p, 'validation', 'passRate'));
    if (pass !== undefined) out.push({ label: l10n.t('Validation pass rate'), value: pct(pass), hint: l10n.t('Learning runs whose scenario passed in the isolated worktree.') });
    const pending = num(get(p, 'review', 'pending'));
    if (pending !== undefined) out.push({ label: l10n.t('Waiting for review'), value: String(pending) });
    const rej = ratio(get(p, 'review', 'rejectionRate'));
    if (rej !== undefined) out.push({ label: l10n.t('Candidate rejection rate'), value: pct(rej) });
    const lat = num(get(p, 'review', 'medianReviewLatencyMs'));
    if (lat !== undefined) out.push({ label: l10n.t('Median review latency'), value: duration(lat) });
    const stalled = num(get(p, 'stalledSnapshots', 'open'));
    if (stalled !== undefined) out.push({ label: l10n.t('Stalled snapshots'), value: String(stalled), ok: stalled === 0 });
    const reintro = num(get(p, 'hygiene', 'deprecatedReintroduced'));
    if (reintro !== undefined) out.push({ label: l10n.t('Deprecated reintroduced'), value: String(reintro), ok: reintro === 0 });
    const reuse = ratio(get(p, 'throughput', 'reuseRate'));
    if (reuse !== undefined) out.push({ label: l10n.t('Pattern reuse rate'), value: pct(reuse) });
  }
  return out;
}
