// The learning pipeline's methods (issue 6): triggers and harvest, the job queue, recovery and
// manual scenarios, the pattern library and its metrics. One PipelineService per workspace;
// runs happen in the background here, never on the extension host.
import type { Workspace } from '../../node/workspace';
import { PipelineService } from '../../node/pipeline/service';
import { PATTERN_STATUSES } from '../../node/pipeline/library';
import type { JobStatus, PatternStatus } from '../../protocol/pipeline';
import { toSummary } from '../../node/pipeline/jobs';
import type { PipelineRequests } from '../../protocol/worker';
import type { HandlersFor, WorkerContext } from '../context';

const services = new WeakMap<Workspace, PipelineService>();

const JOB_STATUSES: JobStatus[] = [
  'queued',
  'awaiting_confirmation',
  'running',
  'snapshot_failed',
  'stalled_snapshot',
  'needs_manual_scenario',
  'validation_failed',
  'crystallized',
  'cancelled',
];

export function pipelineFor(ctx: WorkerContext): PipelineService {
  let s = services.get(ctx.workspace);
  if (!s) {
    s = new PipelineService(ctx.workspace.paths.root, ctx.workspace.paths, ctx.workspace.store, {
      changed: (keys) => ctx.changed(keys),
      alert: (a) => {
        ctx.emit('pipelineAlert', a);
        ctx.diagnostic({ level: a.level, message: a.message, source: 'pipeline' });
      },
      progress: (jobId, message, done) => ctx.emit('progress', { id: `pipeline:${jobId}`, message, done }),
      crystalRequest: (r) => ctx.emit('pipelineCrystalRequest', r),
    });
    services.set(ctx.workspace, s);
  }
  return s;
}

function str(v: unknown, name: string, max = 2000): string {
  if (typeof v !== 'string' || !v.trim())
    throw Object.assign(new Error(`"${name}" must be a non-empty string`), { code: 'invalid_params' });
  return v.slice(0, max);
}
const optStr = (v: unknown, max = 4000): string | undefined =>
  typeof v === 'string' && v.trim() ? v.slice(0, max) : undefined;
const optBool = (v: unknown): boolean | undefined => (typeof v === 'boolean' ? v : undefined);

export function pipelineHandlers(): HandlersFor<keyof PipelineRequests> {
  return {
    pipelineConfigure: (p, ctx) => pipelineFor(ctx).configure(p ?? {}),
    async pipelineHarvest(p, ctx) {
      const job = await pipelineFor(ctx).harvest({
        trusted: optBool(p?.trusted),
        task: optStr(p?.task, 20_000),
        commit: optStr(p?.commit, 200),
        trigger: p?.trigger,
        source: optStr(p?.source, 200),
        history: Array.isArray(p?.history) ? p.history : [],
        autoRun: optBool(p?.autoRun),
      });
      return toSummary(job);
    },
    pipelineTriggerFromApproval: (p, ctx) =>
      pipelineFor(ctx).triggerFromApproval({
        text: str(p?.text, 'text', 10_000),
        source: optStr(p?.source, 200) ?? 'chat',
        task: optStr(p?.task, 20_000),
        history: Array.isArray(p?.history) ? p.history : undefined,
      }),
    pipelineRecentCommits: (p, ctx) => pipelineFor(ctx).recentCommits(Number(p?.limit) || 30),
    pipelineMetrics: (_p, ctx) => pipelineFor(ctx).metrics(),
    jobsList(p, ctx) {
      const status = p?.status;
      if (status !== undefined && !JOB_STATUSES.includes(status))
        throw Object.assign(new Error(`unknown job status ${String(status)}`), { code: 'invalid_params' });
      return pipelineFor(ctx).listJobs({ status, limit: Number(p?.limit) || 200 });
    },
    jobGet: (p, ctx) => pipelineFor(ctx).getJob(str(p?.id, 'id', 100)),
    async jobRun(p, ctx) {
      const s = pipelineFor(ctx);
      const id = str(p?.id, 'id', 100);
      if (p?.wait) return toSummary(await s.run(id, { confirm: optBool(p.confirm), trusted: optBool(p.trusted) }));
      // Fail fast on what would refuse, then run in the background.
      const job = s.jobs.resolve(id);
      s.assertRunnable(job);
      if (p?.confirm) {
        void s
          .run(job.id, { confirm: true, trusted: optBool(p.trusted) })
          .catch((e: Error) =>
            ctx.diagnostic({ level: 'error', message: `learning run ${job.id}: ${e.message}`, source: 'pipeline' }),
          );
      } else s.enqueue(job.id);
      return toSummary(job);
    },
    jobApproveRecovery: async (p, ctx) =>
      toSummary(
        await pipelineFor(ctx).approveRecovery(str(p?.id, 'id', 100), {
          note: optStr(p?.note),
          approver: optStr(p?.approver, 200),
          requeue: optBool(p?.requeue),
        }),
      ),
    jobSubmitScenario: async (p, ctx) =>
      toSummary(
        await pipelineFor(ctx).submitScenario(str(p?.id, 'id', 100), {
          formPath: optStr(p?.formPath, 4000),
          requeue: optBool(p?.requeue),
        }),
      ),
    jobCancel: async (p, ctx) => toSummary(await pipelineFor(ctx).cancel(str(p?.id, 'id', 100))),
    patternsList(p, ctx) {
      const status = p?.status as PatternStatus | undefined;
      if (status !== undefined && !PATTERN_STATUSES.includes(status))
        throw Object.assign(new Error(`unknown pattern status ${String(status)}`), { code: 'invalid_params' });
      return pipelineFor(ctx).listPatterns(status);
    },
    patternGet: (p, ctx) => pipelineFor(ctx).getPattern(str(p?.id, 'id', 100)),
    patternApprove: (p, ctx) =>
      pipelineFor(ctx).decide('approve', str(p?.id, 'id', 100), { reason: optStr(p?.note), actor: optStr(p?.by, 200) }),
    patternReject: (p, ctx) =>
      pipelineFor(ctx).decide('reject', str(p?.id, 'id', 100), {
        reason: optStr(p?.reason),
        actor: optStr(p?.by, 200),
      }),
    patternDeprecate: (p, ctx) =>
      pipelineFor(ctx).decide('deprecate', str(p?.id, 'id', 100), {
        reason: optStr(p?.reason),
        actor: optStr(p?.by, 200),
      }),
    patternRefine(p, ctx) {
      if (!p?.draft || typeof p.draft !== 'object')
        throw Object.assign(new Error('"draft" must be an object'), { code: 'invalid_params' });
      return pipelineFor(ctx).refine(str(p.id, 'id', 100), p.draft, str(p.author, 'author', 100));
    },
  };
}
