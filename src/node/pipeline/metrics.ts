// The success metrics of docs/seeds/004.md §7, computed from the store and the audit trail. The service writes
// them to `.act/metrics.json` under the `pipeline` key (src/node/evolution/metrics.ts merges
// sections atomically; other areas own the other keys).
import type { Store } from '../store/store';
import type { JobRecord, RunRow } from './jobs';
import type { AuditEntry, JobStatus, PatternStatus, PipelineMetrics } from '../../protocol/pipeline';

export function median(xs: number[]): number | null {
  if (!xs.length) return null;
  const s = [...xs].sort((a, b) => a - b);
  const m = Math.floor(s.length / 2);
  return s.length % 2 ? s[m] : (s[m - 1] + s[m]) / 2;
}

const ratio = (a: number, b: number) => (b ? Math.round((a / b) * 1000) / 1000 : null);

export function computeMetrics(args: {
  jobs: JobRecord[];
  runs: RunRow[];
  decisions: AuditEntry[];
  patternCounts: Record<PatternStatus, number>;
  store: Store;
}): PipelineMetrics {
  const { jobs, runs, decisions, patternCounts } = args;
  const byStatus: Partial<Record<JobStatus, number>> = {};
  for (const j of jobs) byStatus[j.status] = (byStatus[j.status] ?? 0) + 1;
  const finished = runs.filter((r) => r.outcome);
  const cause = (c: string) => finished.filter((r) => r.outcome === 'failed' && r.cause === c).length;
  const passed = finished.filter((r) => r.outcome === 'passed').length;
  const resolveTimes = jobs
    .filter((j) => j.stalledAt && j.resolvedAt)
    .map((j) => Date.parse(j.resolvedAt!) - Date.parse(j.stalledAt!));
  const created = new Map<string, string>();
  for (const d of decisions)
    if (d.subjectKind === 'pattern' && d.action === 'create' && !created.has(d.subject)) created.set(d.subject, d.at);
  // A candidate's first decision is its review; later ones (deprecation) are not review latency.
  const reviewed = new Map<string, AuditEntry>();
  for (const d of decisions)
    if (
      d.subjectKind === 'pattern' &&
      (d.action === 'approve' || d.action === 'reject') &&
      d.from === 'candidate' &&
      !reviewed.has(d.subject)
    )
      reviewed.set(d.subject, d);
  const latencies = [...reviewed.values()]
    .filter((d) => created.has(d.subject))
    .map((d) => Date.parse(d.at) - Date.parse(created.get(d.subject)!));
  const approved = [...reviewed.values()].filter((d) => d.action === 'approve').length;
  const rejected = [...reviewed.values()].filter((d) => d.action === 'reject').length;
  const hits = args.store.all<{ pattern_id: string }>(
    "SELECT pattern_id FROM pipeline_pattern_hits WHERE pattern_status = 'active'",
  );
  const reintroduced = jobs.reduce((n, j) => n + j.flags.filter((f) => f.kind === 'deprecated_reintroduced').length, 0);
  const activeOrUsed = patternCounts.active + patternCounts.deprecated;
  const reused = new Set(hits.map((h) => h.pattern_id)).size;
  return {
    updatedAt: new Date().toISOString(),
    jobs: { total: jobs.length, byStatus },
    validation: {
      runs: finished.length,
      passed,
      failed: finished.length - passed,
      passRate: ratio(passed, finished.length),
      failureCauses: {
        snapshotIntegrity: cause('snapshot_integrity'),
        scenarioSynthesis: cause('scenario_synthesis'),
        testFailures: cause('test_failure'),
        snapshotCapture: byStatus.snapshot_failed ?? 0,
      },
    },
    stalledSnapshots: {
      open: jobs.filter((j) => j.status === 'stalled_snapshot').length,
      resolved: resolveTimes.length,
      medianTimeToResolveMs: median(resolveTimes),
    },
    review: {
      pending: patternCounts.candidate,
      approved,
      rejected,
      rejectionRate: ratio(rejected, approved + rejected),
      medianReviewLatencyMs: median(latencies),
    },
    hygiene: { deprecated: patternCounts.deprecated, deprecatedReintroduced: reintroduced },
    throughput: {
      patterns: patternCounts,
      reuseHits: hits.length,
      patternsReused: reused,
      reuseRate: ratio(reused, activeOrUsed),
    },
  };
}
