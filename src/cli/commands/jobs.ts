// `act jobs`: learning jobs, newest first.
import { parseArgs } from '../args';
import { UsageError, type CliCommand } from '../command';
import { withWorkspace } from '../workspace';
import { cliPipeline, jobLine } from '../pipeline';
import { JOB_STATUSES as STATUSES, type JobStatus } from '../../protocol/pipeline';

export const jobsCommand: CliCommand = {
  name: 'jobs',
  summary: 'list learning jobs (snapshots, runs, their status)',
  usage: `act jobs [--status ${STATUSES.join('|')}] [--limit N] [--json]`,
  async run(argv, io, env) {
    const { options } = parseArgs(
      argv,
      { json: { type: 'boolean' }, status: { type: 'string' }, limit: { type: 'number', min: 1, max: 5000 } },
      { maxPositionals: 0 },
    );
    const status = options.status as JobStatus | undefined;
    if (status && !STATUSES.includes(status)) throw new UsageError(`--status must be one of ${STATUSES.join(', ')}`);
    const query = { status, limit: (options.limit as number | undefined) ?? 50 };
    const jobs = await withWorkspace(
      env.workspace,
      async (ws) => cliPipeline(ws, io).listJobs(query),
      (call) => call('jobsList', query),
    );
    if (options.json) io.out(JSON.stringify(jobs, null, 2));
    else if (!jobs.length) io.out('no learning jobs yet (act harvest --task "…" after approving a change)');
    else for (const j of jobs) io.out(jobLine(j));
    return 0;
  },
};
