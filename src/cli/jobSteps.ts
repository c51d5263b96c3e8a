// The steps of `act harvest` and `act run`, done by whoever owns the store: the pipeline opened
// here, or the window's worker (its jobs, its queue). Either way the CLI runs the job in the
// foreground (`requeue: false`, then a run it waits for), as the person at the terminal asked.
import type { CliIO } from './command';
import type { Workspace } from '../node/workspace';
import type { OwnerCall } from '../protocol/owner';
import type { JobDetail, JobSummary, PipelineHarvestParams } from '../protocol/worker';
import { cliPipeline } from './pipeline';
import { toSummary, type JobRecord } from '../node/pipeline/jobs';

/** A job as the CLI reports it. */
export type JobView = { summary: JobSummary } & Partial<
  Pick<JobDetail, 'snapshot' | 'files' | 'recovery' | 'manualScenario'>
>;

export interface JobSteps {
  harvest(p: PipelineHarvestParams): Promise<JobView>;
  approveRecovery(id: string, o: { approver?: string; note?: string }): Promise<JobView>;
  submitScenario(id: string, formPath: string): Promise<JobView>;
  /** Runs now (trusted: the person at the terminal), waiting for the outcome. */
  run(id: string, confirm: boolean): Promise<JobSummary>;
}

const details = (j: JobRecord | JobDetail) => ({
  snapshot: j.snapshot,
  files: j.files,
  recovery: j.recovery,
  manualScenario: j.manualScenario,
});
const view = (j: JobRecord): JobView => ({ summary: toSummary(j), ...details(j) });

export function jobStepsHere(ws: Workspace, io: CliIO): JobSteps {
  const p = cliPipeline(ws, io);
  return {
    harvest: async (h) => view(await p.harvest(h)),
    approveRecovery: async (id, o) => view(await p.approveRecovery(id, { ...o, requeue: false })),
    submitScenario: async (id, formPath) => view(await p.submitScenario(id, { formPath, requeue: false })),
    run: async (id, confirm) => toSummary(await p.run(id, { trusted: true, confirm })),
  };
}

export function jobStepsInWindow(call: OwnerCall): JobSteps {
  const detail = async (s: JobSummary): Promise<JobView> => ({
    summary: s,
    ...details(await call('jobGet', { id: s.id })),
  });
  return {
    harvest: async (h) => detail(await call('pipelineHarvest', h)),
    approveRecovery: async (id, o) => detail(await call('jobApproveRecovery', { id, ...o, requeue: false })),
    submitScenario: async (id, formPath) => detail(await call('jobSubmitScenario', { id, formPath, requeue: false })),
    run: (id, confirm) => call('jobRun', { id, trusted: true, confirm, wait: true }),
  };
}
