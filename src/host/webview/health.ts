// The health view's figures, assembled from what answered: the foundation's status, the
// memory's health (docs/seeds/003.md §11 targets), the pipeline's metrics (docs/seeds/004.md §7) and
// the active embedder. A source that failed to answer is simply not shown.
import * as l10n from '@vscode/l10n';
import type { EmbedderInfo } from '../../core/memory/embedder';
import type { MemoryHealth } from '../../protocol/memory';
import type { PipelineMetrics } from '../../protocol/pipeline';
import type { HealthFigure, StatusData } from '../../protocol/webview';

const pct = (x: number) => `${Math.round(x * 1000) / 10}%`;
function duration(ms: number): string {
  if (ms < 60_000) return `${Math.round(ms / 1000)} s`;
  if (ms < 3_600_000) return `${Math.round(ms / 60_000)} min`;
  if (ms < 86_400_000) return `${Math.round(ms / 3_600_000)} h`;
  return `${Math.round(ms / 86_400_000)} d`;
}

export interface HealthSources {
  status?: StatusData;
  workerRunning: boolean;
  memory?: MemoryHealth;
  pipeline?: PipelineMetrics;
  embedder?: EmbedderInfo & { reason?: string };
}

export function healthFigures(s: HealthSources): HealthFigure[] {
  const out: HealthFigure[] = [];
  out.push({
    label: l10n.t('Worker'),
    value: s.workerRunning ? l10n.t('running') : l10n.t('stopped'),
    ok: s.workerRunning,
    hint: l10n.t('The background worker that owns the store and runs Evolve.'),
  });
  if (s.status) {
    out.push({ label: l10n.t('Observations'), value: String(s.status.total) });
    out.push({
      label: l10n.t('Rejected log lines'),
      value: String(s.status.rejectedTotal),
      ok: s.status.rejectedTotal === 0,
      hint: l10n.t('Malformed or invalid lines kept aside in .act/rejected.jsonl.'),
    });
  }
  const m = s.memory;
  if (m) {
    // The memory area states its own targets (docs/seeds/003.md §11): shown as given.
    for (const t of m.targets.slice(0, 8))
      if (!/^worker/i.test(t.name))
        out.push({ label: t.name, value: t.value, ok: t.ok, hint: l10n.t('target {0}', t.target) });
    for (const [label, value] of [
      [l10n.t('Threads'), m.threads],
      [l10n.t('Active threads'), m.activeThreads],
      [l10n.t('Bridges'), m.bridges],
      [l10n.t('Messages'), m.messages],
    ] as const)
      out.push({ label, value: String(value) });
    for (const p of m.problems.slice(0, 3)) out.push({ label: l10n.t('Problem'), value: p.slice(0, 200), ok: false });
  }
  const e = s.embedder ?? m?.embedder;
  if (e) {
    const lexical = e.kind === 'lexical';
    out.push({
      label: l10n.t('Embedder'),
      value: lexical ? l10n.t('{0} (lexical fallback)', e.id) : e.id,
      ok: !lexical,
      hint:
        e.reason ??
        e.fallbackReason ??
        (lexical ? l10n.t('The semantic model is absent; the lexical embedder serves meanwhile.') : undefined),
    });
  }
  const p = s.pipeline;
  if (p) {
    if (p.validation.passRate !== null)
      out.push({
        label: l10n.t('Validation pass rate'),
        value: pct(p.validation.passRate),
        hint: l10n.t('Learning runs whose scenario passed in the isolated worktree.'),
      });
    out.push({ label: l10n.t('Waiting for review'), value: String(p.review.pending) });
    if (p.review.rejectionRate !== null)
      out.push({ label: l10n.t('Candidate rejection rate'), value: pct(p.review.rejectionRate) });
    if (p.review.medianReviewLatencyMs !== null)
      out.push({ label: l10n.t('Median review latency'), value: duration(p.review.medianReviewLatencyMs) });
    out.push({
      label: l10n.t('Stalled snapshots'),
      value: String(p.stalledSnapshots.open),
      ok: p.stalledSnapshots.open === 0,
    });
    out.push({
      label: l10n.t('Deprecated reintroduced'),
      value: String(p.hygiene.deprecatedReintroduced),
      ok: p.hygiene.deprecatedReintroduced === 0,
    });
    if (p.throughput.reuseRate !== null)
      out.push({ label: l10n.t('Pattern reuse rate'), value: pct(p.throughput.reuseRate) });
  }
  return out;
}
