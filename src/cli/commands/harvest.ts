// `act harvest`: snapshot the approved state (working tree, or --commit) as a learning job.
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { parseArgs } from '../args';
import { UsageError, type CliCommand } from '../command';
import { withWorkspace } from '../workspace';
import { jobLine, reportRun } from '../pipeline';
import { jobStepsHere, jobStepsInWindow, type JobSteps } from '../jobSteps';

export const harvestCommand: CliCommand = {
  name: 'harvest',
  summary: 'snapshot the approved change (working tree or a commit) as a learning job',
  usage: 'act harvest [--task TEXT | --task-file FILE] [--commit SHA] [--history FILE.json] [--run [--yes]] [--json]',
  async run(argv, io, env) {
    const { options } = parseArgs(
      argv,
      {
        task: { type: 'string' },
        'task-file': { type: 'string' },
        commit: { type: 'string' },
        history: { type: 'string' },
        run: { type: 'boolean' },
        yes: { type: 'boolean' },
        json: { type: 'boolean' },
      },
      { maxPositionals: 0 },
    );
    if (options.task && options['task-file']) throw new UsageError('give --task or --task-file, not both');
    const read = (f: string, what: string) => {
      try {
        return readFileSync(resolve(env.cwd, f), 'utf8');
      } catch (e) {
        throw new UsageError(`cannot read ${what} ${f}: ${(e as Error).message}`);
      }
    };
    const task = options['task-file']
      ? read(options['task-file'] as string, '--task-file')
      : (options.task as string | undefined);
    let history: unknown = [];
    if (options.history) {
      try {
        history = JSON.parse(read(options.history as string, '--history'));
      } catch (e) {
        if (e instanceof UsageError) throw e;
        throw new UsageError(
          `--history must be a JSON array of {command, exitCode, cwd, startedAt}: ${(e as Error).message}`,
        );
      }
      if (!Array.isArray(history)) throw new UsageError('--history must be a JSON array');
    }
    const harvestThen = async (steps: JobSteps): Promise<number> => {
      const job = await steps.harvest({
        trusted: true,
        task,
        commit: options.commit as string | undefined,
        trigger: 'cli',
        source: 'cli',
        history: history as [],
        autoRun: false,
      });
      const s = job.summary;
      if (s.status === 'snapshot_failed') {
        io.err(`act harvest: ${s.error}`);
        return 1;
      }
      if (!options.run) {
        if (options.json) io.out(JSON.stringify(s, null, 2));
        else {
          io.out(jobLine(s));
          io.out(
            `snapshot ${job.snapshot!.tag} (${job.snapshot!.commit.slice(0, 12)}), ${job.files?.length ?? 0} file(s); run it with: act run ${s.id}`,
          );
        }
        return 0;
      }
      return reportRun(await steps.run(s.id, !!options.yes), io, !!options.json);
    };
    return withWorkspace(
      env.workspace,
      (ws) => harvestThen(jobStepsHere(ws, io)),
      (call) => harvestThen(jobStepsInWindow(call)),
    );
  },
};
