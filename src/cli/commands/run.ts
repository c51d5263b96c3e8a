// `act run JOB`: validate a learning job in a temporary worktree now (foreground).
import { resolve } from 'node:path';
import { parseArgs } from '../args';
import { UsageError, type CliCommand } from '../command';
import { withWorkspace } from '../workspace';
import { reportRun } from '../pipeline';
import { jobStepsHere, jobStepsInWindow, type JobSteps } from '../jobSteps';

export const runCommand: CliCommand = {
  name: 'run',
  summary: 'validate a learning job in an isolated worktree and write its candidate pattern',
  usage: 'act run JOB [--yes] [--approve-recovery [--approver NAME] [--note TEXT]] [--scenario FORM.md] [--json]',
  async run(argv, io, env) {
    const { options, positionals } = parseArgs(
      argv,
      {
        yes: { type: 'boolean' },
        'approve-recovery': { type: 'boolean' },
        approver: { type: 'string' },
        note: { type: 'string' },
        scenario: { type: 'string' },
        json: { type: 'boolean' },
      },
      { minPositionals: 1, maxPositionals: 1 },
    );
    if (options['approve-recovery'] && options.scenario)
      throw new UsageError('--approve-recovery and --scenario are separate steps');
    if ((options.approver || options.note) && !options['approve-recovery'])
      throw new UsageError('--approver and --note go with --approve-recovery');
    const runJob = async (steps: JobSteps): Promise<number> => {
      let id = positionals[0]!;
      if (options['approve-recovery']) {
        const job = await steps.approveRecovery(id, {
          approver: options.approver as string | undefined,
          note: options.note as string | undefined,
        });
        io.out(`recovery of ${job.summary.id} approved by ${job.recovery!.approver}; re-running`);
        id = job.summary.id;
      }
      if (options.scenario) {
        const job = await steps.submitScenario(id, resolve(env.cwd, options.scenario as string));
        io.out(`manual scenario signed by ${job.manualScenario!.signedBy}; running`);
        id = job.summary.id;
      }
      return reportRun(await steps.run(id, !!options.yes), io, !!options.json);
    };
    return withWorkspace(
      env.workspace,
      (ws) => runJob(jobStepsHere(ws, io)),
      (call) => runJob(jobStepsInWindow(call)),
    );
  },
};
