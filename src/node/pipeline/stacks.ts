// Stack templates (docs/seeds/004.md §4.2 B): default verification and set-up commands for npm, pnpm,
// yarn, pytest, go, cargo, maven, gradle and make, detected from the files of a package folder.
// A workspace may add its own in `.agent/task/templates/*.json`.
import { existsSync, readFileSync, readdirSync } from 'node:fs';
import { join, resolve } from 'node:path';

export interface StackTemplate {
  name: string;
  /** Verification commands, run in the package folder. */
  commands: string[];
  /** Dependency set-up, run first when a manifest of this stack changed. */
  setup: string[];
  /** Files whose change means dependencies must be installed again. */
  manifests: string[];
}

const read = (p: string): string | undefined => {
  try {
    return readFileSync(p, 'utf8');
  } catch {
    return undefined;
  }
};

export function readPackageJson(dir: string): { scripts: Record<string, string>; hasDeps: boolean } | undefined {
  const text = read(join(dir, 'package.json'));
  if (text === undefined) return undefined;
  try {
    const pkg = JSON.parse(text) as {
      scripts?: Record<string, unknown>;
      dependencies?: object;
      devDependencies?: object;
      optionalDependencies?: object;
    };
    const scripts = Object.fromEntries(
      Object.entries(pkg.scripts ?? {}).filter(([, v]) => typeof v === 'string'),
    ) as Record<string, string>;
    const hasDeps = [pkg.dependencies, pkg.devDependencies, pkg.optionalDependencies].some(
      (d) => d && Object.keys(d).length > 0,
    );
    return { scripts, hasDeps };
  } catch {
    return undefined;
  }
}

/** npm's placeholder `echo "Error: no test specified" && exit 1` is not a test. */
export function realScript(script: string | undefined): boolean {
  return !!script && !/no test specified/i.test(script);
}

export function makeTargets(dir: string): string[] {
  const text = ['GNUmakefile', 'makefile', 'Makefile'].map((f) => read(join(dir, f))).find((t) => t !== undefined);
  if (text === undefined) return [];
  const targets: string[] = [];
  for (const m of text.matchAll(/^([A-Za-z0-9][\w.-]*)\s*:(?!=)/gm)) if (!targets.includes(m[1])) targets.push(m[1]);
  return targets;
}

/** A Python project root with tests (a folder holding test files is not itself a project root). */
function pythonTests(dir: string, isTop: boolean): boolean {
  if (['pytest.ini', 'tox.ini'].some((f) => existsSync(join(dir, f)))) return true;
  if (
    /\[tool\.pytest/.test(read(join(dir, 'pyproject.toml')) ?? '') ||
    /\[tool:pytest\]/.test(read(join(dir, 'setup.cfg')) ?? '')
  )
    return true;
  const project =
    isTop || ['pyproject.toml', 'setup.py', 'setup.cfg', 'requirements.txt'].some((f) => existsSync(join(dir, f)));
  if (!project) return false;
  for (const sub of ['', 'tests', 'test']) {
    try {
      if (readdirSync(join(dir, sub)).some((f) => /^test_.*\.py$|_test\.py$/.test(f))) return true;
    } catch {}
  }
  return false;
}

export function jsPackageManager(dir: string, top: string): 'npm' | 'pnpm' | 'yarn' {
  for (const d of [dir, top]) {
    if (existsSync(join(d, 'pnpm-lock.yaml'))) return 'pnpm';
    if (existsSync(join(d, 'yarn.lock'))) return 'yarn';
    if (existsSync(join(d, 'package-lock.json'))) return 'npm';
  }
  return 'npm';
}

function jsInstall(pm: 'npm' | 'pnpm' | 'yarn', dir: string): string {
  if (pm === 'pnpm') return 'pnpm install --frozen-lockfile';
  if (pm === 'yarn') return 'yarn install --frozen-lockfile';
  return existsSync(join(dir, 'package-lock.json'))
    ? 'npm ci --no-audit --no-fund'
    : 'npm install --no-audit --no-fund';
}

/** Built-in templates that apply to `dir` (absolute), best first. `top` is the repository root. */
export function detectStacks(dir: string, top: string, pythonHasPytest: () => boolean): StackTemplate[] {
  const out: StackTemplate[] = [];
  const pkg = readPackageJson(dir);
  if (pkg) {
    const pm = jsPackageManager(dir, top);
    const test = realScript(pkg.scripts.test) ? ['test'] : [];
    const more = test.length ? [] : ['check', 'verify'].filter((s) => realScript(pkg.scripts[s])).slice(0, 1);
    out.push({
      name: pm,
      commands: test.length ? [`${pm} test`] : more.map((s) => `${pm} run ${s}`),
      setup: pkg.hasDeps ? [jsInstall(pm, dir)] : [],
      manifests: ['package.json', 'package-lock.json', 'pnpm-lock.yaml', 'yarn.lock', 'npm-shrinkwrap.json'],
    });
  }
  if (pythonTests(dir, resolve(dir) === resolve(top))) {
    const req = existsSync(join(dir, 'requirements.txt'));
    const pyproject = existsSync(join(dir, 'pyproject.toml'));
    const setup =
      req || pyproject
        ? [
            'python3 -m venv .act-venv',
            `.act-venv/bin/python -m pip install -q ${req ? '-r requirements.txt' : '-e .'}`,
          ]
        : [];
    out.push({
      name: 'pytest',
      commands: [pythonHasPytest() ? 'python3 -m pytest -q' : 'python3 -m unittest discover -v'],
      setup,
      manifests: ['requirements.txt', 'pyproject.toml', 'setup.py', 'setup.cfg', 'Pipfile.lock', 'poetry.lock'],
    });
  }
  if (existsSync(join(dir, 'go.mod')))
    out.push({ name: 'go', commands: ['go test ./...'], setup: ['go mod download'], manifests: ['go.mod', 'go.sum'] });
  if (existsSync(join(dir, 'Cargo.toml')))
    out.push({
      name: 'cargo',
      commands: ['cargo test'],
      setup: ['cargo fetch'],
      manifests: ['Cargo.toml', 'Cargo.lock'],
    });
  if (existsSync(join(dir, 'pom.xml'))) {
    const mvn = existsSync(join(dir, 'mvnw')) ? './mvnw' : 'mvn';
    out.push({ name: 'maven', commands: [`${mvn} -q -B test`], setup: [], manifests: ['pom.xml'] });
  }
  if (existsSync(join(dir, 'gradlew')))
    out.push({
      name: 'gradle',
      commands: ['./gradlew test'],
      setup: [],
      manifests: ['build.gradle', 'build.gradle.kts', 'settings.gradle'],
    });
  const targets = makeTargets(dir);
  const target = ['test', 'check', 'tests'].find((t) => targets.includes(t));
  if (target) out.push({ name: 'make', commands: [`make ${target}`], setup: [], manifests: [] });
  return out;
}

/** User templates: `.agent/task/templates/*.json` = `{ name, detect: [files], commands: [...], setup?: [...] }`. */
export function userTemplates(workspace: string, dir: string): StackTemplate[] {
  const folder = join(workspace, '.agent', 'task', 'templates');
  let names: string[];
  try {
    names = readdirSync(folder).filter((f) => f.endsWith('.json'));
  } catch {
    return [];
  }
  const out: StackTemplate[] = [];
  for (const f of names) {
    try {
      const t = JSON.parse(readFileSync(join(folder, f), 'utf8')) as {
        name?: unknown;
        detect?: unknown;
        commands?: unknown;
        setup?: unknown;
      };
      const strings = (v: unknown) => (Array.isArray(v) ? v.filter((x): x is string => typeof x === 'string') : []);
      const detect = strings(t.detect);
      if (detect.length && !detect.some((d) => existsSync(join(dir, d)))) continue;
      const commands = strings(t.commands);
      if (commands.length)
        out.push({
          name: typeof t.name === 'string' ? t.name : f.replace(/\.json$/, ''),
          commands,
          setup: strings(t.setup),
          manifests: detect,
        });
    } catch {
      // A broken template is skipped; the built-in ones still apply.
    }
  }
  return out;
}
