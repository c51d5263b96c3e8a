// Errors and successes from task/terminal results and commits (the post-error, post-success and
// post-commit hooks of docs/seeds/000.md §2). A failing run is an error once (not on every retry);
// the next passing run of the same command is a success; a commit while the last test run
// failed is the "commit without tests = CI red" error of docs/seeds/000.md §10.2; tests passing
// before a commit is its "tests run before commit" success. Pure state, serialisable for the worker.
import { BASE_CONFIDENCE, type Observation, type ObservationType } from '../observation';
import { redact } from '../redact';
import { classifyCommand, type CommandKind } from './commands';
import { shorten } from './text';

export interface RunResult {
  command: string;
  exitCode: number | undefined;
  /** "task" (tasks API) or "terminal" (shell integration). */
  origin: 'task' | 'terminal';
  at: string;
  cwd?: string;
}

interface TaskState {
  key: string;
  kind: CommandKind;
  lastExit: number;
  failingSince?: string;
  failures: number;
}

export interface RunsState {
  tasks: Record<string, TaskState>;
  /** Test runs (by key) since the last commit, with their last exit code. */
  testsSinceCommit: Record<string, number>;
}

export const emptyRunsState = (): RunsState => ({ tasks: {}, testsSinceCommit: {} });

const WATCHED: CommandKind[] = ['test', 'build', 'lint', 'typecheck'];

function obs(
  type: ObservationType,
  observation: string,
  evidence: string[],
  tags: string[],
  at: string,
  task: string,
): Observation {
  return {
    timestamp: at,
    type,
    context: { task: shorten(task, 120), phase: 'testing' },
    observation: shorten(observation, 400),
    evidence: evidence.map((e) => shorten(e, 300)),
    confidence: BASE_CONFIDENCE[type].base,
    tags,
  };
}

/** Records one run; returns the observations it produces (often none). Mutates `state`. */
export function recordRun(state: RunsState, r: RunResult): Observation[] {
  const info = classifyCommand(r.command);
  const out: Observation[] = [];
  if (r.exitCode === undefined) return out; // no exit code (no shell integration): nothing known
  if (info.kind === 'commit') return out; // commits are reported through recordCommit
  if (!WATCHED.includes(info.kind)) return out;
  const cmd = shorten(redact(r.command), 160);
  const t = state.tasks[info.key] ?? { key: info.key, kind: info.kind, lastExit: 0, failures: 0 };
  const phaseTag = info.kind;
  if (r.exitCode !== 0) {
    t.failures++;
    if (t.failingSince === undefined) {
      t.failingSince = r.at;
      out.push(
        obs(
          'error',
          `${cap(info.kind)} \`${info.key}\` failed (exit ${r.exitCode})`,
          [`${r.origin}: ${cmd}`, `exit code ${r.exitCode} at ${r.at}`],
          [phaseTag, 'failure', r.origin],
          r.at,
          info.key,
        ),
      );
    }
  } else if (t.failingSince !== undefined) {
    const mins = Math.max(0, Math.round((Date.parse(r.at) - Date.parse(t.failingSince)) / 60000));
    out.push(
      obs(
        'success',
        `${cap(info.kind)} \`${info.key}\` passes again after failing ${t.failures} time${t.failures === 1 ? '' : 's'} (${mins} min)`,
        [`${r.origin}: ${cmd}`, `first failure at ${t.failingSince}`, `passing at ${r.at}`],
        [phaseTag, 'fixed', r.origin],
        r.at,
        info.key,
      ),
    );
    t.failingSince = undefined;
    t.failures = 0;
  }
  t.lastExit = r.exitCode;
  state.tasks[info.key] = t;
  if (info.kind === 'test') state.testsSinceCommit[info.key] = r.exitCode;
  return out;
}

export interface CommitEvent {
  sha: string;
  subject: string;
  at: string;
  filesChanged?: number;
}

/** Post-commit: judges the tests run since the previous commit, then starts a new interval. */
export function recordCommit(state: RunsState, c: CommitEvent): Observation[] {
  const out: Observation[] = [];
  const subject = shorten(redact(c.subject), 100);
  const failing = Object.values(state.tasks).filter((t) => t.kind === 'test' && t.failingSince !== undefined);
  const tested = Object.entries(state.testsSinceCommit);
  const evidence = [`commit ${c.sha.slice(0, 10)} "${subject}"`];
  if (failing.length) {
    out.push(
      obs(
        'error',
        `Committed "${subject}" while \`${failing[0]!.key}\` was failing — commit without passing tests = CI red`,
        [
          ...evidence,
          ...failing.map(
            (t) =>
              `\`${t.key}\` failing since ${t.failingSince} (${t.failures} failed run${t.failures === 1 ? '' : 's'})`,
          ),
        ],
        ['git', 'testing', 'commit'],
        c.at,
        'commit',
      ),
    );
  } else if (tested.length && tested.every(([, code]) => code === 0)) {
    out.push(
      obs(
        'success',
        `Tests (\`${tested.map(([k]) => k).join('`, `')}\`) ran and passed before committing "${subject}"`,
        evidence,
        ['git', 'testing', 'commit'],
        c.at,
        'commit',
      ),
    );
  }
  state.testsSinceCommit = {};
  return out;
}

const cap = (k: string) => k.charAt(0).toUpperCase() + k.slice(1);
