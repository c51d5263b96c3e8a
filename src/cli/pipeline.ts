// What the pipeline's CLI verbs share: a service over the CLI's workspace whose alerts go to
// stderr, and one-line renderings of jobs and patterns. The CLI is run by the person at the
// terminal, so it counts as trusted; runs happen in the foreground.
import type { CliIO } from './command';
import type { Workspace } from '../node/workspace';
import { PipelineService } from '../node/pipeline/service';
import type { JobSummary, PatternSummary } from '../protocol/pipeline';

export function cliPipeline(ws: Workspace, io: CliIO): PipelineService {
  return new PipelineService(ws.paths.root, ws.paths, ws.store, {
    changed: () => undefined,
    alert: (a) => {
      if (a.kind !== 'candidate' && a.kind !== 'awaiting_confirmation')
        io.err(`${a.level}: ${a.message}${a.path ? ` (${a.path})` : ''}`);
    },
  });
}

export function jobLine(j: JobSummary): string {
  const flags = j.flags
    .filter((f) => f.kind === 'deprecated_reintroduced')
    .map((f) => ` [brings back deprecated ${f.patternId}]`)
    .join('');
  return `${j.id}  ${j.status.padEnd(21)}  ${j.createdAt.slice(0, 16).replace('T', ' ')}  ${j.title}${j.blocked ? '  [blocked]' : ''}${flags}`;
}

export function patternLine(p: PatternSummary): string {
  return `${p.status.padEnd(10)}  ${p.id}  ${p.title}${p.tags.length ? `  [${p.tags.join(', ')}]` : ''}${p.reintroduces ? `  (brings back deprecated ${p.reintroduces})` : ''}${p.problem ? `  (problem: ${p.problem})` : ''}`;
}

/** What to tell the person after a run, and the exit code: 0 only when a candidate was written. */
export function reportRun(j: JobSummary, io: CliIO, json: boolean): number {
  if (json) io.out(JSON.stringify(j, null, 2));
  else {
    io.out(jobLine(j));
    if (j.status === 'crystallized')
      io.out(
        `candidate pattern: ${j.candidateId} (review with: act approve ${j.candidateId} | act reject ${j.candidateId} --reason …)`,
      );
    if (j.status === 'awaiting_confirmation') {
      io.out('The runner will run, in a temporary worktree of the snapshot:');
      for (const c of j.pendingCommands ?? []) io.out(`  $ ${c}`);
      io.out(`This is the first run in this workspace: confirm with  act run ${j.id} --yes`);
    }
    if (j.status === 'needs_manual_scenario')
      io.out(`complete and sign ${j.formPath}, then: act run ${j.id} --scenario ${j.formPath}`);
    if (j.status === 'stalled_snapshot')
      io.out(
        `blocked: ${j.error}\nafter checking the snapshot commit ${j.commit?.slice(0, 12)}: act run ${j.id} --approve-recovery [--note …]`,
      );
    if (j.status === 'validation_failed') io.out(`validation failed: ${j.error}\nmanifest: ${j.manifestPath}`);
    if (j.manifestPath && j.status !== 'validation_failed') io.out(`manifest: ${j.manifestPath}`);
  }
  return j.status === 'crystallized' ? 0 : 1;
}
