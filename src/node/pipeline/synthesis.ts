// Heuristic scenario synthesis (docs/seeds/004.md §4.2 B), sources in the seed's order:
//   attempt 1: successful verification commands of the execution history, then commands named
//              in the task's acceptance criteria, then diff analysis (touched tests, scripts, packages);
//   attempt 2: last-known-good commands for the same packages, then stack templates.
// An attempt fails when it yields no runnable command; after both, the job needs a person.
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { dirname, isAbsolute, join, relative } from 'node:path';
import { allowListed, isUnsafeCommand, isVerificationCommand, parseCommand } from '../../core/pipeline/commands';
import { onPath } from './exec';
import { detectStacks, makeTargets, readPackageJson, realScript, userTemplates } from './stacks';
import { commandsFromTask } from '../../core/pipeline/taskText';
import type { ExecutionEntry, Scenario, ScenarioCommand } from '../../protocol/pipeline';

export interface SynthesisInput {
  /** Where the snapshot is checked out. */
  worktree: string;
  /** The user's repository top, to map history working directories. */
  top: string;
  /** The user's workspace folder (for `.agent/task/templates`). */
  workspace: string;
  /** Changed files, repository-relative. */
  files: string[];
  task: string;
  history: ExecutionEntry[];
  lastKnownGood: ScenarioCommand[];
  allowList: string[];
  allowListOnly: boolean;
  pathPrepend?: string[];
}

let pytestCache: boolean | undefined;
export function pythonHasPytest(): boolean {
  pytestCache ??= spawnSync('python3', ['-c', 'import pytest'], { stdio: 'ignore', timeout: 10_000 }).status === 0;
  return pytestCache;
}

const TEST_FILE =
  /(?:^|\/)(?:__tests__\/.*\.[cm]?[jt]sx?|[^/]+\.(?:test|spec)\.[cm]?[jt]sx?|test_[^/]+\.py|[^/]+_test\.py|[^/]+_test\.go|tests\/[^/]+\.rs|src\/test\/.+\.(?:java|kt))$/;
const VERIFY_SCRIPT = /(?:^|\/)(?:test|tests|check|verify|lint)[\w.-]*\.(?:sh|bash)$/;
const NOISE =
  /(?:^|\/)(?:package-lock\.json|pnpm-lock\.yaml|yarn\.lock|Cargo\.lock|go\.sum|poetry\.lock)$|\.(?:md|txt|png|jpe?g|gif|svg|ico|lock)$/i;

export function isTestFile(file: string): boolean {
  return TEST_FILE.test(file);
}

export function synthesize(input: SynthesisInput): Scenario {
  const scenario: Scenario = {
    setup: [],
    commands: [],
    entrypoints: [],
    env: {},
    fixtures: [],
    rejected: [],
    attempts: [],
    stacks: [],
  };
  scenario.entrypoints = input.files.filter((f) => isTestFile(f) && existsSync(join(input.worktree, f)));
  const attempts: Array<Array<[string, () => ScenarioCommand[]]>> = [
    [
      ['history', () => fromHistory(input)],
      ['task', () => commandsFromTask(input.task).map((command) => ({ command, cwd: '', origin: 'task' as const }))],
      ['diff', () => fromDiff(input)],
    ],
    [
      ['last-known-good', () => input.lastKnownGood.map((c) => ({ ...c, origin: 'last-known-good' as const }))],
      ['stack', () => fromStacks(input, scenario)],
    ],
  ];
  for (const [i, sources] of attempts.entries()) {
    const tried: string[] = [];
    for (const [name, produce] of sources) {
      tried.push(name);
      const kept = dedupe(produce()).filter((c) => {
        const why = notRunnable(c, input);
        if (why) scenario.rejected.push({ command: c.command, reason: `${name}: ${why}` });
        return !why;
      });
      if (kept.length) {
        scenario.commands = kept.slice(0, 6);
        scenario.attempts.push({
          attempt: i + 1,
          sources: tried,
          result: `${kept.length} runnable command(s) from ${name}`,
        });
        scenario.setup = setupFor(input, scenario.commands, scenario);
        return scenario;
      }
    }
    scenario.attempts.push({ attempt: i + 1, sources: tried, result: 'no runnable command' });
  }
  return scenario;
}

function fromHistory(input: SynthesisInput): ScenarioCommand[] {
  // The last run of each command decides: a command that passed then failed is not "good".
  const last = new Map<string, ExecutionEntry>();
  for (const e of input.history) if (e.command?.trim()) last.set(e.command.trim(), e);
  const out: ScenarioCommand[] = [];
  for (const [command, e] of last) {
    if (e.exitCode !== 0 || !isVerificationCommand(command)) continue;
    out.push({ command, cwd: relCwd(input.top, e.cwd), origin: 'history' });
  }
  return out;
}

function relCwd(top: string, cwd: string | undefined): string {
  if (!cwd || !isAbsolute(cwd)) return '';
  const rel = relative(top, cwd).split('\\').join('/');
  return rel.startsWith('..') || isAbsolute(rel) ? '' : rel;
}

/** Nearest folder (repository-relative) at or above `file` that some stack can test. */
function packageDir(worktree: string, file: string): string | undefined {
  let dir = dirname(file) === '.' ? '' : dirname(file);
  for (;;) {
    const abs = join(worktree, dir);
    if (detectStacks(abs, worktree, pythonHasPytest).some((s) => s.commands.length)) return dir;
    if (!dir) return undefined;
    dir = dirname(dir) === '.' ? '' : dirname(dir);
  }
}

function fromDiff(input: SynthesisInput): ScenarioCommand[] {
  const out: ScenarioCommand[] = [];
  const tests = input.files.filter((f) => isTestFile(f) && existsSync(join(input.worktree, f)));
  const others = input.files.filter((f) => !isTestFile(f) && !NOISE.test(f) && existsSync(join(input.worktree, f)));
  // A package whose touched tests are run directly does not also get its whole suite: the
  // touched tests are the entrypoint, and unrelated failures elsewhere are not this change's.
  const targeted = new Set<string>();
  for (const f of [...tests, ...others]) {
    if (VERIFY_SCRIPT.test(f)) out.push({ command: `sh ${f}`, cwd: '', origin: 'diff' });
    const dir = packageDir(input.worktree, f);
    if (dir === undefined || (!tests.includes(f) && targeted.has(dir))) continue;
    const stacks = detectStacks(join(input.worktree, dir), input.worktree, pythonHasPytest);
    const rel = dir ? relative(dir, f).split('\\').join('/') : f;
    for (const s of stacks) {
      if (s.name === 'pytest' && tests.includes(f) && f.endsWith('.py')) {
        const cmd = pythonHasPytest()
          ? `python3 -m pytest -q ${rel}`
          : `python3 -m unittest discover -s ${dirname(rel)} -p ${rel.split('/').pop()} -t .`;
        out.push({ command: cmd, cwd: dir, origin: 'diff' });
        targeted.add(dir);
      } else if (s.name === 'go' && f.endsWith('.go')) {
        const pkg = dirname(rel);
        out.push({ command: pkg === '.' ? 'go test .' : `go test ./${pkg}`, cwd: dir, origin: 'diff' });
      } else {
        out.push(...s.commands.map((command) => ({ command, cwd: dir, origin: 'diff' as const })));
      }
      break;
    }
  }
  return out;
}

function fromStacks(input: SynthesisInput, scenario: Scenario): ScenarioCommand[] {
  const dirs = new Set<string>(['']);
  for (const f of input.files) {
    const d = packageDir(input.worktree, f);
    if (d !== undefined) dirs.add(d);
  }
  const out: ScenarioCommand[] = [];
  for (const dir of dirs) {
    const abs = join(input.worktree, dir);
    for (const s of [...userTemplates(input.workspace, abs), ...detectStacks(abs, input.worktree, pythonHasPytest)]) {
      if (!s.commands.length) continue;
      if (!scenario.stacks.includes(s.name)) scenario.stacks.push(s.name);
      out.push(...s.commands.map((command) => ({ command, cwd: dir, origin: 'stack' as const })));
      break;
    }
  }
  return out;
}

/** Dependency set-up for the packages whose manifests changed. */
function setupFor(input: SynthesisInput, commands: ScenarioCommand[], scenario: Scenario): ScenarioCommand[] {
  const out: ScenarioCommand[] = [];
  for (const dir of new Set(commands.map((c) => c.cwd))) {
    for (const s of detectStacks(join(input.worktree, dir), input.worktree, pythonHasPytest)) {
      if (!scenario.stacks.includes(s.name)) scenario.stacks.push(s.name);
      const changed = s.manifests.some((m) => input.files.includes(dir ? `${dir}/${m}` : m));
      if (!changed) continue;
      for (const command of s.setup) {
        if (input.allowListOnly && !allowListed(command, input.allowList))
          scenario.rejected.push({ command, reason: 'setup: not in the allow-list' });
        else out.push({ command, cwd: dir, origin: 'setup' });
      }
    }
  }
  return out;
}

function dedupe(cmds: ScenarioCommand[]): ScenarioCommand[] {
  const seen = new Set<string>();
  return cmds.filter((c) => {
    const k = `${c.cwd}\0${c.command.trim().replace(/\s+/g, ' ')}`;
    if (seen.has(k)) return false;
    seen.add(k);
    return true;
  });
}

/** Why a command cannot run here, or undefined when it can. */
/** node_modules/.bin/<tool> in `cwd` or a parent, up to the checkout's root. */
function hasLocalBin(tool: string, roots: string[], cwd: string): boolean {
  for (const root of roots) {
    for (let rel = cwd; ; rel = dirname(rel) === '.' ? '' : dirname(rel)) {
      if (existsSync(join(root, rel, 'node_modules', '.bin', tool))) return true;
      if (!rel) break;
    }
  }
  return false;
}

export function notRunnable(
  c: ScenarioCommand,
  input: Pick<SynthesisInput, 'worktree' | 'allowList' | 'allowListOnly' | 'pathPrepend'> & { top?: string },
): string | undefined {
  if (isUnsafeCommand(c.command)) return 'unsafe to replay (publishes, deletes, rewrites history or uses the network)';
  if (input.allowListOnly && !allowListed(c.command, input.allowList)) return 'not in the allow-list';
  const dir = join(input.worktree, c.cwd);
  if (!existsSync(dir)) return `folder ${c.cwd} does not exist in the snapshot`;
  const { argv } = parseCommand(c.command.split(/&&|\|\||;/)[0]);
  const [bin, ...args] = argv;
  if (!bin) return 'empty command';
  if (bin.includes('/')) return existsSync(join(dir, bin)) ? undefined : `${bin} does not exist in the snapshot`;
  if (!onPath(bin, input.pathPrepend)) return `${bin} is not installed`;
  if (bin === 'npx' || (bin === 'npm' && args[0] === 'exec')) {
    // npx would download a missing tool from the network: only replay locally installed ones.
    const tool = args.find((a, i) => !a.startsWith('-') && !(bin === 'npm' && i === 0));
    if (!tool || !hasLocalBin(tool, [input.worktree, ...(input.top ? [input.top] : [])], c.cwd))
      return `${tool ?? 'the tool'} is not installed in node_modules`;
  }
  if (['npm', 'pnpm', 'yarn', 'bun'].includes(bin)) {
    const pkg = readPackageJson(dir);
    if (!pkg) return `no package.json in ${c.cwd || 'the root'}`;
    const script = args[0] === 'run' || args[0] === 'run-script' ? args[1] : args[0] === 't' ? 'test' : args[0];
    if (script && !['install', 'ci', 'exec', 'x'].includes(script) && !realScript(pkg.scripts[script]))
      return `package.json has no "${script}" script`;
  }
  if (bin === 'make' || bin === 'gmake') {
    const targets = makeTargets(dir);
    if (!targets.length) return `no Makefile in ${c.cwd || 'the root'}`;
    const target = args.find((a) => !a.startsWith('-') && !a.includes('='));
    if (target && !targets.includes(target)) return `Makefile has no "${target}" target`;
  }
  if (/^python[\d.]*$/.test(bin) && args[0] === '-m' && args[1] === 'pytest' && !pythonHasPytest())
    return 'pytest is not installed';
  for (const a of args) {
    if (/\.(?:[cm]?[jt]sx?|py|go|rs)$/.test(a) && !a.startsWith('-') && !existsSync(join(dir, a)))
      return `${a} does not exist in the snapshot`;
  }
  return undefined;
}
