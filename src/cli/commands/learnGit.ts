// `act learn-git`: the commit habits of the workspace repository (or of a JSONL history),
// logged as pattern observations.
import { existsSync } from 'node:fs';
import { resolve } from 'node:path';
import { captureFor } from '../../node/capture/forWorkspace';
import { learnGit } from '../../node/capture/gitLearning';
import { parseArgs } from '../args';
import { UsageError, type CliCommand } from '../command';
import { withWorkspace } from '../workspace';

export const learnGitCommand: CliCommand = {
  name: 'learn-git',
  summary: 'learn commit habits from the repository history (or a JSONL history file)',
  usage: 'act learn-git [--max N] [--file HISTORY.jsonl] [--dry-run] [--json]',
  async run(argv, io, env) {
    const { options } = parseArgs(
      argv,
      {
        max: { type: 'number', min: 1, max: 100000 },
        file: { type: 'string' },
        'dry-run': { type: 'boolean' },
        json: { type: 'boolean' },
      },
      { maxPositionals: 0 },
    );
    const file = options.file ? resolve(env.cwd, options.file as string) : undefined;
    if (file && !existsSync(file)) throw new UsageError(`--file ${file} does not exist`);
    const params = { max: options.max as number | undefined, file, dryRun: !!options['dry-run'] };
    const r = await withWorkspace(
      env.workspace,
      (ws) => learnGit(captureFor(ws), params),
      (call) => call('learnGit', params),
    );
    if (options.json) {
      io.out(JSON.stringify(r, null, 2));
      return 0;
    }
    io.out(
      `${r.source}: ${r.commits} commits (${r.humanCommits} by people, ${r.authors} ${r.authors === 1 ? 'author' : 'authors'})`,
    );
    for (const h of r.habits) io.out(`  - ${h.text}`);
    for (const p of r.problems.slice(0, 10)) io.err(`  ${p}`);
    io.out(options['dry-run'] ? 'dry run: nothing logged' : `${r.observations} new observation(s) logged`);
    return 0;
  },
};
