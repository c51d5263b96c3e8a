// Creates the workspace the demo and the end-to-end suite open: a small TypeScript project in a
// git repository with a few days of history, a seeded observation log (seed 000's two examples
// plus everyday observations) and candidate patterns waiting for review. Timestamps are relative
// to `now` so "Evolve" (default window: 7 days) always finds them.
// CLI: npx tsx scripts/demo-workspace.ts <dir> [--empty]
import { execFileSync } from 'node:child_process';
import { mkdirSync, writeFileSync, existsSync, readdirSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { validateObservation, serializeObservation, type Observation } from '../src/core/observation';
import { workspacePaths } from '../src/core/paths';
import { DEMO_COMMITS, DEMO_OBSERVATIONS, DEMO_CANDIDATES, type DemoObservation } from './demo-workspace-data';

export interface SeedOptions {
  /** Reference time for relative timestamps (default: now). */
  now?: Date;
  /** Only the git project: no `.act/` log and no candidate patterns (the first-run experience). */
  empty?: boolean;
}

const HOUR = 3_600_000;

function write(path: string, text: string): void {
  mkdirSync(dirname(path), { recursive: true });
  writeFileSync(path, text);
}

function git(cwd: string, args: string[], date?: Date): void {
  const env = { ...process.env, GIT_CONFIG_NOSYSTEM: '1', GIT_CONFIG_GLOBAL: '/dev/null' };
  if (date) Object.assign(env, { GIT_AUTHOR_DATE: date.toISOString(), GIT_COMMITTER_DATE: date.toISOString() });
  execFileSync('git', args, { cwd, env, stdio: 'pipe' });
}

/** Builds the observation lines; each one is validated against the seed 001 schema. */
export function demoObservations(now: Date): Observation[] {
  return DEMO_OBSERVATIONS.map((d: DemoObservation) => {
    const { hoursAgo, ...rest } = d;
    const candidate = {
      ...rest,
      timestamp: new Date(now.getTime() - hoursAgo * HOUR).toISOString().replace(/\.\d{3}Z$/, 'Z'),
    };
    const r = validateObservation(candidate);
    if (!r.ok) throw new Error(`demo observation "${d.observation}" is invalid: ${r.reason}`);
    return r.value;
  }).sort((a, b) => a.timestamp.localeCompare(b.timestamp));
}

export function seedDemoWorkspace(dir: string, opts: SeedOptions = {}): void {
  const now = opts.now ?? new Date();
  mkdirSync(dir, { recursive: true });
  if (readdirSync(dir).length > 0) throw new Error(`${dir} is not empty`);
  git(dir, ['init', '-q', '-b', 'main']);
  git(dir, ['config', 'user.name', 'Dana Demo']);
  git(dir, ['config', 'user.email', 'dana@example.com']);
  git(dir, ['config', 'commit.gpgsign', 'false']);
  for (const c of DEMO_COMMITS) {
    for (const [file, text] of Object.entries(c.files)) write(join(dir, file), text);
    git(dir, ['add', '-A']);
    git(dir, ['commit', '-q', '-m', c.message], new Date(now.getTime() - c.hoursAgo * HOUR));
  }
  if (opts.empty) return;

  const paths = workspacePaths(dir);
  const lines = demoObservations(now).map(serializeObservation);
  write(paths.observations, lines.join('\n') + '\n');
  for (const [name, text] of Object.entries(DEMO_CANDIDATES)) write(join(paths.patternsCandidates, name), text);
}

// Run directly: seed the folder given on the command line.
if (process.argv[1] && resolve(process.argv[1]).replace(/\.ts$/, '') === resolve(__filename).replace(/\.ts$/, '')) {
  const args = process.argv.slice(2);
  const dir = args.find((a) => !a.startsWith('--'));
  if (!dir) {
    console.error('usage: tsx scripts/demo-workspace.ts <dir> [--empty]');
    process.exit(2);
  }
  if (existsSync(dir) && readdirSync(dir).length > 0) {
    console.error(`${dir} is not empty`);
    process.exit(2);
  }
  seedDemoWorkspace(resolve(dir), { empty: args.includes('--empty') });
  console.log(resolve(dir));
}
