// The Runner (docs/seeds/004.md §4.2 B): verifies the snapshot, checks it out in a temporary worktree,
// synthesizes a scenario, runs it with time and output limits, and hands a passing change to
// the Crystalizer. Every run leaves `.runs/<job-id>/<run-id>/manifest.json`; the worktree is
// always removed.
import { existsSync, mkdirSync, readFileSync, symlinkSync } from 'node:fs';
import { join } from 'node:path';
import { randomBytes } from 'node:crypto';
import { atomicWriteFile } from '../fsutil';
import { redact } from '../../core/redact';
import { allowListed } from '../../core/pipeline/commands';
import { runCommand } from './exec';
import { renderForm } from './manualScenario';
import { verifySnapshot } from './snapshot';
import { detectStacks } from './stacks';
import { pythonHasPytest, synthesize } from './synthesis';
import { prepareWorktree, type Worktree } from './worktree';
import type { JobRecord } from './jobs';
import type {
  CommandResult,
  FailureCause,
  PipelineConfig,
  RunManifest,
  Scenario,
  ScenarioCommand,
} from '../../protocol/pipeline';

export interface RunRequest {
  job: JobRecord;
  jobDir: string;
  workspace: string;
  config: PipelineConfig;
  /** May commands run without asking (confirmed before in this workspace, or confirmed now)? */
  confirmed: boolean;
  lastKnownGood: ScenarioCommand[];
  onProgress?: (message: string) => void;
}

export type RunEnd =
  | { kind: 'passed'; manifest: RunManifest; scenario: Scenario; diff: string }
  | { kind: 'stalled'; manifest: RunManifest; reason: string }
  | { kind: 'needs_manual'; manifest: RunManifest; formPath: string; reason: string }
  | { kind: 'awaiting_confirmation'; manifest: RunManifest; commands: string[] }
  | { kind: 'failed'; manifest: RunManifest; reason: string };

export function newRunId(): string {
  const t = new Date().toISOString().replace(/[-:]/g, '').replace(/\..*$/, '').replace('T', '-');
  return `run-${t}-${randomBytes(2).toString('hex')}`;
}

export async function executeRun(req: RunRequest, runId: string): Promise<RunEnd> {
  const { job, config } = req;
  const runDir = join(req.jobDir, runId);
  mkdirSync(runDir, { recursive: true });
  const manifest: RunManifest = {
    runId,
    jobId: job.id,
    startedAt: new Date().toISOString(),
    task: job.task,
    snapshot: job.snapshot,
    results: [],
    log: [],
  };
  const log = (m: string) => {
    manifest.log.push(`${new Date().toISOString()} ${redact(m)}`);
    req.onProgress?.(m);
  };
  const end = <T extends RunEnd>(r: T, cause?: FailureCause): T => {
    manifest.finishedAt = new Date().toISOString();
    if (r.kind === 'passed') manifest.outcome = 'passed';
    else if (r.kind !== 'awaiting_confirmation') {
      manifest.outcome = 'failed';
      manifest.cause = cause;
    }
    atomicWriteFile(join(runDir, 'manifest.json'), `${JSON.stringify(manifest, null, 2)}\n`);
    return r;
  };
  const snap = job.snapshot;
  const top = job.top;
  if (!snap || !top) return end({ kind: 'stalled', manifest, reason: 'the job has no snapshot' }, 'snapshot_integrity');

  log(`verifying snapshot ${snap.tag} (${snap.commit.slice(0, 12)})`);
  const integrity = await verifySnapshot(top, snap).catch((e: Error) => ({ ok: false as const, reason: e.message }));
  if (!integrity.ok) {
    log(`integrity check failed: ${integrity.reason}`);
    return end({ kind: 'stalled', manifest, reason: integrity.reason }, 'snapshot_integrity');
  }
  const diffPath = join(req.jobDir, 'diff.patch');
  if (snap.base && !existsSync(diffPath))
    return end(
      { kind: 'stalled', manifest, reason: 'the recorded diff (diff.patch) is missing' },
      'snapshot_integrity',
    );

  const prepared = await prepareWorktree(top, snap, diffPath);
  let worktree: Worktree | undefined = prepared.worktree;
  try {
    if (!prepared.ok) {
      manifest.gitStatus = redact(prepared.gitStatus);
      log(`checkout/apply failed: ${prepared.reason}`);
      return end({ kind: 'stalled', manifest, reason: prepared.reason }, 'snapshot_integrity');
    }
    worktree = prepared.worktree;
    const wt = worktree.dir;
    log(`snapshot checked out in ${wt}`);

    let scenario: Scenario;
    if (job.manualScenario) {
      scenario = structuredClone(job.manualScenario.scenario);
      const blocked = config.allowListOnly
        ? [...scenario.setup, ...scenario.commands].filter((c) => !allowListed(c.command, config.allowList))
        : [];
      if (blocked.length) {
        scenario.rejected.push(...blocked.map((c) => ({ command: c.command, reason: 'not in the allow-list' })));
        manifest.scenario = scenario;
        const formPath = writeForm(req, runDir, scenario);
        return end(
          {
            kind: 'needs_manual',
            manifest,
            formPath,
            reason: `the signed scenario has commands outside the allow-list: ${blocked.map((c) => c.command).join(', ')}`,
          },
          'scenario_synthesis',
        );
      }
    } else {
      scenario = synthesize({
        worktree: wt,
        top,
        workspace: req.workspace,
        files: job.files,
        task: job.task,
        history: job.history,
        lastKnownGood: req.lastKnownGood,
        allowList: config.allowList,
        allowListOnly: config.allowListOnly,
      });
    }
    manifest.scenario = redactScenario(scenario);
    atomicWriteFile(join(runDir, 'scenario.json'), `${JSON.stringify(manifest.scenario, null, 2)}\n`);
    if (!scenario.commands.length) {
      const formPath = writeForm(req, runDir, scenario);
      log(`no runnable scenario after ${scenario.attempts.length} synthesis attempts`);
      return end(
        {
          kind: 'needs_manual',
          manifest,
          formPath,
          reason: scenario.attempts.map((a) => `attempt ${a.attempt}: ${a.result}`).join('; '),
        },
        'scenario_synthesis',
      );
    }
    const all = [...scenario.setup, ...scenario.commands];
    if (!req.confirmed) {
      log('waiting for the first confirmation to run commands in this workspace');
      return end({ kind: 'awaiting_confirmation', manifest, commands: all.map(label) });
    }

    const env = scenario.env;
    if (config.reuseDependencies) linkDependencies(top, wt, scenario, job.files, log);
    for (const c of all) {
      const cwd = join(wt, c.cwd);
      log(`$ ${label(c)}`);
      const r = await runCommand(c.command, {
        cwd,
        env,
        timeoutMs: config.commandTimeoutSec * 1000,
        maxOutputBytes: config.maxOutputKb * 1024,
        pathPrepend: pathPrepend(top, wt, c.cwd, config),
        relCwd: c.cwd,
      });
      manifest.results.push(r);
      log(
        `exit ${r.exitCode ?? r.signal}${r.timedOut ? ' (time limit)' : ''} in ${(r.durationMs / 1000).toFixed(1)} s`,
      );
      if (r.exitCode === 0) continue;
      if (r.exitCode === 127 && c.origin !== 'setup') {
        const formPath = writeForm(req, runDir, scenario);
        return end(
          { kind: 'needs_manual', manifest, formPath, reason: `\`${c.command}\` could not be started (exit 127)` },
          'scenario_synthesis',
        );
      }
      return end({ kind: 'failed', manifest, reason: describeFailure(c, r) }, 'test_failure');
    }
    const diff = snap.base ? readFileSync(diffPath, 'utf8') : '';
    return end({ kind: 'passed', manifest, scenario, diff });
  } finally {
    if (worktree) {
      await worktree.cleanup().catch((e: Error) => log(`worktree cleanup failed: ${e.message}`));
      log('worktree removed');
      atomicWriteFile(join(runDir, 'manifest.json'), `${JSON.stringify(manifest, null, 2)}\n`);
    }
  }
}

const label = (c: ScenarioCommand) => (c.cwd ? `(${c.cwd}) ${c.command}` : c.command);

function describeFailure(c: ScenarioCommand, r: CommandResult): string {
  if (r.timedOut) return `\`${c.command}\` exceeded the time limit`;
  const lastLines = r.output.trim().split('\n').slice(-3).join(' | ');
  return `\`${c.command}\` failed with exit ${r.exitCode ?? r.signal}: ${lastLines.slice(0, 300)}`;
}

function redactScenario(s: Scenario): Scenario {
  return {
    ...s,
    setup: s.setup.map((c) => ({ ...c, command: redact(c.command) })),
    commands: s.commands.map((c) => ({ ...c, command: redact(c.command) })),
    env: Object.fromEntries(Object.entries(s.env).map(([k, v]) => [k, redact(v)])),
    rejected: s.rejected.map((r) => ({ command: redact(r.command), reason: r.reason })),
  };
}

function writeForm(req: RunRequest, runDir: string, scenario: Scenario): string {
  const path = join(runDir, 'manual-scenario.md');
  const s = redactScenario(scenario);
  atomicWriteFile(
    path,
    renderForm({
      jobId: req.job.id,
      title: req.job.title,
      tag: req.job.snapshot?.tag,
      commit: req.job.snapshot?.commit,
      files: req.job.files,
      partial: s,
      workspace: req.workspace,
    }),
  );
  return path;
}

/**
 * Installed dependencies are not in git: when the manifests did not change, the worktree
 * borrows the user's node_modules through a symlink (read by the tests; removing the worktree
 * removes the link, never its target). When they changed, the scenario's setup installs them.
 */
function linkDependencies(
  top: string,
  wt: string,
  scenario: Scenario,
  files: string[],
  log: (m: string) => void,
): void {
  const setupDirs = new Set(scenario.setup.map((c) => c.cwd));
  for (const dir of new Set(['', ...scenario.commands.map((c) => c.cwd)])) {
    if (setupDirs.has(dir)) continue;
    const changed = detectStacks(join(wt, dir), wt, pythonHasPytest).some((s) =>
      s.manifests.some((m) => files.includes(dir ? `${dir}/${m}` : m)),
    );
    if (changed) continue;
    const src = join(top, dir, 'node_modules');
    const dst = join(wt, dir, 'node_modules');
    if (existsSync(src) && !existsSync(dst)) {
      try {
        symlinkSync(src, dst, 'junction');
        log(`reusing ${join(dir, 'node_modules') || 'node_modules'} from the workspace (manifests unchanged)`);
      } catch (e) {
        log(`could not link node_modules: ${(e as Error).message}`);
      }
    }
  }
}

function pathPrepend(top: string, wt: string, dir: string, config: PipelineConfig): string[] {
  const bin = process.platform === 'win32' ? 'Scripts' : 'bin';
  const out = [join(wt, dir, '.act-venv', bin), join(wt, '.act-venv', bin)];
  if (config.reuseDependencies) out.push(join(top, dir, '.venv', bin), join(top, '.venv', bin), join(top, 'venv', bin));
  return [...new Set(out)].filter((p) => existsSync(p));
}
