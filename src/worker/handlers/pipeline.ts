// The learning pipeline's methods (issue 6): triggers and harvest, the job queue, recovery and
// manual scenarios, the pattern library and its metrics. One PipelineService per workspace;
// runs happen in the background here, never on the extension host.
import type { Workspace } from '../../node/workspace';
import { PipelineService } from '../../node/pipeline/service';
import { toSummary } from '../../node/pipeline/jobs';
import type { PipelineRequests } from '../../protocol/worker';
import type { HandlersFor, WorkerContext } from '../context';
import { checked } from '../params';
import { pipelineParams } from '../schemas/pipeline';

const services = new WeakMap<Workspace, PipelineService>();

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

export function pipelineHandlers(): HandlersFor<keyof PipelineRequests> {
  return checked(pipelineParams, {
    pipelineConfigure: (p, ctx) => pipelineFor(ctx).configure(p),
    pipelineHarvest: async ({ history, ...p }, ctx) =>
      toSummary(await pipelineFor(ctx).harvest({ ...p, history: history ?? [] })),
    pipelineTriggerFromApproval: (p, ctx) => pipelineFor(ctx).triggerFromApproval(p),
    pipelineRecentCommits: (p, ctx) => pipelineFor(ctx).recentCommits(p.limit || 30),
    pipelineMetrics: (_p, ctx) => pipelineFor(ctx).metrics(),
    jobsList: ({ status, limit }, ctx) => pipelineFor(ctx).listJobs({ status, limit: limit || 200 }),
    jobGet: (p, ctx) => pipelineFor(ctx).getJob(p.id),
    async jobRun({ id, confirm, trusted, wait }, ctx) {
      const s = pipelineFor(ctx);
      if (wait) return toSummary(await s.run(id, { confirm, trusted }));
      // Fail fast on what would refuse, then run in the background.
      const job = s.jobs.resolve(id);
      s.assertRunnable(job);
      if (confirm) {
        void s
          .run(job.id, { confirm: true, trusted })
          .catch((e: Error) =>
            ctx.diagnostic({ level: 'error', message: `learning run ${job.id}: ${e.message}`, source: 'pipeline' }),
          );
      } else s.enqueue(job.id);
      return toSummary(job);
    },
    jobApproveRecovery: async ({ id, ...p }, ctx) => toSummary(await pipelineFor(ctx).approveRecovery(id, p)),
    jobSubmitScenario: async ({ id, ...p }, ctx) => toSummary(await pipelineFor(ctx).submitScenario(id, p)),
    jobCancel: async (p, ctx) => toSummary(await pipelineFor(ctx).cancel(p.id)),
    patternsList: (p, ctx) => pipelineFor(ctx).listPatterns(p.status),
    patternGet: (p, ctx) => pipelineFor(ctx).getPattern(p.id),
    patternApprove: ({ id, note, by }, ctx) => pipelineFor(ctx).decide('approve', id, { reason: note, actor: by }),
    patternReject: ({ id, reason, by }, ctx) => pipelineFor(ctx).decide('reject', id, { reason, actor: by }),
    patternDeprecate: ({ id, reason, by }, ctx) => pipelineFor(ctx).decide('deprecate', id, { reason, actor: by }),
    patternRefine: ({ id, draft, author }, ctx) => pipelineFor(ctx).refine(id, draft, author),
  });
}
