// Recognises what a command line does across ecosystems (test, build, lint, typecheck, format,
// install, commit, run), so task and terminal results can be told apart and a failing run then
// a passing run of the same command is "the same task".

export type CommandKind =
  'test' | 'build' | 'lint' | 'typecheck' | 'format' | 'install' | 'commit' | 'push' | 'run' | 'other';

export interface CommandInfo {
  kind: CommandKind;
  /** Ecosystem tool ("npm", "pytest", "cargo", "git", …) or the program name. */
  tool: string;
  /** Stable identity of the task: the command without env assignments, paths to files or flags values that vary. */
  key: string;
}

const PKG = /^(?:npm|pnpm|yarn|bun)$/;
const SCRIPT_KIND: Array<[RegExp, CommandKind]> = [
  [
    /^(?:test|tests|spec|e2e|unit|integration|coverage|vitest|jest|mocha|ava|playwright|cypress)(?::|$)|(?:^|:)test/,
    'test',
  ],
  [/^(?:lint|eslint|stylelint|biome|oxlint)(?::|$)|:lint$/, 'lint'],
  [/^(?:typecheck|type-check|tsc|check-types|types)(?::|$)/, 'typecheck'],
  [/^(?:format|fmt|prettier)(?::|$)/, 'format'],
  [/^(?:build|compile|bundle|package|dist)(?::|$)|:build$/, 'build'],
];

function scriptKind(script: string): CommandKind {
  for (const [re, k] of SCRIPT_KIND) if (re.test(script)) return k;
  return 'run';
}

/** Splits a shell line into words (quotes respected), dropping leading VAR=value assignments and sudo. */
function words(line: string): string[] {
  const out: string[] = [];
  for (const m of line.matchAll(/"([^"]*)"|'([^']*)'|(\S+)/g)) out.push(m[1] ?? m[2] ?? m[3]!);
  while (
    out.length &&
    (/^[A-Za-z_][A-Za-z0-9_]*=/.test(out[0]!) ||
      out[0] === 'sudo' ||
      out[0] === 'env' ||
      out[0] === 'time' ||
      out[0] === 'npx' ||
      out[0] === 'bunx' ||
      (out[0] === 'uv' && out[1] === 'run'))
  ) {
    out.shift();
    if (out[0] === 'run' && out.length > 1) out.shift();
  }
  return out;
}

/** Classifies one command (the first of `a && b`, or the most telling of a pipeline). */
export function classifyCommand(commandLine: string): CommandInfo {
  const parts = commandLine
    .split(/\s*(?:&&|\|\||;)\s*/)
    .map((p) => p.trim())
    .filter(Boolean);
  let best: CommandInfo | undefined;
  for (const p of parts) {
    const info = classifyOne(p);
    if (!best || rank(info.kind) > rank(best.kind)) best = info;
  }
  return best ?? { kind: 'other', tool: '', key: commandLine.trim() };
}

const ORDER: CommandKind[] = [
  'other',
  'run',
  'install',
  'format',
  'push',
  'lint',
  'typecheck',
  'build',
  'test',
  'commit',
];
const rank = (k: CommandKind) => ORDER.indexOf(k);

function classifyOne(line: string): CommandInfo {
  const w = words(line.replace(/\s*\|.*$/, ''));
  const prog = (w[0] ?? '').replace(/^.*[\\/]/, '').replace(/\.(?:exe|cmd|bat)$/i, '');
  const a1 = w[1] ?? '';
  const a2 = w[2] ?? '';
  const key = (n: number) => [prog, ...w.slice(1, 1 + n).filter((x) => !x.startsWith('-'))].join(' ');
  if (PKG.test(prog)) {
    if (/^(?:i|install|add|ci|update|upgrade|remove|rm|uninstall)$/.test(a1) || (prog !== 'npm' && w.length === 1))
      return { kind: 'install', tool: prog, key: `${prog} ${a1 || 'install'}`.trim() };
    if (a1 === 'test' || a1 === 't') return { kind: 'test', tool: prog, key: `${prog} test` };
    const script = a1 === 'run' || a1 === 'run-script' ? a2 : a1 === 'exec' || a1 === 'dlx' ? a2 : a1;
    if (a1 === 'exec' || a1 === 'dlx') return classifyOne(w.slice(2).join(' '));
    return { kind: scriptKind(script), tool: prog, key: `${prog} run ${script}`.trim() };
  }
  switch (prog) {
    case 'vitest':
    case 'jest':
    case 'mocha':
    case 'ava':
    case 'pytest':
    case 'tox':
    case 'nox':
    case 'rspec':
    case 'phpunit':
    case 'ctest':
    case 'playwright':
    case 'cypress':
      return { kind: 'test', tool: prog, key: prog };
    case 'python':
    case 'python3':
    case 'py':
      if (a1 === '-m' && /^(?:pytest|unittest|nose2?)$/.test(a2))
        return { kind: 'test', tool: a2, key: `python -m ${a2}` };
      if (a1 === '-m' && /^(?:pip)$/.test(a2)) return { kind: 'install', tool: 'pip', key: 'pip install' };
      if (a1 === '-m' && /^(?:mypy|pyright)$/.test(a2)) return { kind: 'typecheck', tool: a2, key: a2 };
      if (a1 === '-m' && /^(?:ruff|flake8|pylint)$/.test(a2)) return { kind: 'lint', tool: a2, key: a2 };
      if (a1 === '-m' && /^(?:black)$/.test(a2)) return { kind: 'format', tool: a2, key: a2 };
      return { kind: 'run', tool: 'python', key: key(1) };
    case 'pip':
    case 'pip3':
    case 'poetry':
    case 'pipenv':
      if (a1 === 'install' || a1 === 'add' || a1 === 'sync')
        return { kind: 'install', tool: prog, key: `${prog} install` };
      if (a1 === 'run') return classifyOne(w.slice(2).join(' '));
      return { kind: 'other', tool: prog, key: key(1) };
    case 'go':
      if (a1 === 'test') return { kind: 'test', tool: 'go', key: 'go test' };
      if (a1 === 'build' || a1 === 'install') return { kind: 'build', tool: 'go', key: `go ${a1}` };
      if (a1 === 'vet') return { kind: 'lint', tool: 'go', key: 'go vet' };
      if (a1 === 'fmt') return { kind: 'format', tool: 'go', key: 'go fmt' };
      if (a1 === 'get' || a1 === 'mod') return { kind: 'install', tool: 'go', key: `go ${a1}` };
      return { kind: 'run', tool: 'go', key: key(1) };
    case 'cargo':
      if (a1 === 'test' || a1 === 'nextest') return { kind: 'test', tool: 'cargo', key: 'cargo test' };
      if (a1 === 'build' || a1 === 'check')
        return { kind: a1 === 'check' ? 'typecheck' : 'build', tool: 'cargo', key: `cargo ${a1}` };
      if (a1 === 'clippy') return { kind: 'lint', tool: 'cargo', key: 'cargo clippy' };
      if (a1 === 'fmt') return { kind: 'format', tool: 'cargo', key: 'cargo fmt' };
      if (a1 === 'add' || a1 === 'install' || a1 === 'update')
        return { kind: 'install', tool: 'cargo', key: `cargo ${a1}` };
      return { kind: 'run', tool: 'cargo', key: key(1) };
    case 'mvn':
    case 'mvnw':
    case 'gradle':
    case 'gradlew': {
      const goals = w.slice(1).filter((x) => !x.startsWith('-'));
      const tool = prog.startsWith('mvn') ? 'maven' : 'gradle';
      if (goals.some((g) => /^(?:test|check|verify|integrationTest)$/.test(g)))
        return { kind: 'test', tool, key: `${tool} test` };
      if (goals.some((g) => /^(?:package|install|build|assemble|compile|jar)$/.test(g)))
        return { kind: 'build', tool, key: `${tool} build` };
      return { kind: 'run', tool, key: key(2) };
    }
    case 'make':
    case 'just':
    case 'task': {
      const target = w.slice(1).find((x) => !x.startsWith('-') && !x.includes('=')) ?? '';
      return { kind: target ? scriptKind(target) : 'build', tool: prog, key: `${prog} ${target}`.trim() };
    }
    case 'dotnet':
      if (a1 === 'test') return { kind: 'test', tool: 'dotnet', key: 'dotnet test' };
      if (a1 === 'build' || a1 === 'publish') return { kind: 'build', tool: 'dotnet', key: `dotnet ${a1}` };
      if (a1 === 'format') return { kind: 'format', tool: 'dotnet', key: 'dotnet format' };
      if (a1 === 'restore' || a1 === 'add') return { kind: 'install', tool: 'dotnet', key: `dotnet ${a1}` };
      return { kind: 'run', tool: 'dotnet', key: key(1) };
    case 'git':
      if (a1 === 'commit') return { kind: 'commit', tool: 'git', key: 'git commit' };
      if (a1 === 'push') return { kind: 'push', tool: 'git', key: 'git push' };
      return { kind: 'other', tool: 'git', key: key(1) };
    case 'tsc':
    case 'vue-tsc':
    case 'mypy':
    case 'pyright':
      return { kind: 'typecheck', tool: prog, key: prog };
    case 'eslint':
    case 'ruff':
    case 'flake8':
    case 'pylint':
    case 'golangci-lint':
    case 'stylelint':
    case 'biome':
    case 'oxlint':
    case 'rubocop':
    case 'shellcheck':
      return {
        kind: prog === 'ruff' && a1 === 'format' ? 'format' : 'lint',
        tool: prog,
        key: prog === 'ruff' ? `ruff ${a1 || 'check'}` : prog,
      };
    case 'prettier':
    case 'black':
    case 'gofmt':
    case 'rustfmt':
    case 'clang-format':
      return { kind: 'format', tool: prog, key: prog };
    case 'webpack':
    case 'vite':
    case 'esbuild':
    case 'rollup':
    case 'tsup':
    case 'cmake':
    case 'ninja':
    case 'bazel':
      return {
        kind:
          a1 === 'test'
            ? 'test'
            : a1 === 'dev' || a1 === 'serve' || a1 === 'preview' || (prog === 'vite' && !a1)
              ? 'run'
              : 'build',
        tool: prog,
        key: key(1),
      };
    case 'bundle':
      if (a1 === 'exec') return classifyOne(w.slice(2).join(' '));
      return { kind: a1 === 'install' ? 'install' : 'other', tool: 'bundler', key: key(1) };
    case 'rake':
      return { kind: a1 === 'test' || a1 === 'spec' ? 'test' : 'run', tool: 'rake', key: key(1) };
    default:
      return { kind: prog ? 'other' : 'other', tool: prog, key: key(1) };
  }
}
