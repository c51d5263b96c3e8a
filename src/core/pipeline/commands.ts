// What a replayable command looks like: verification (tests, builds, linters) yes; anything
// that publishes, deletes, rewrites history or talks to the network, no. Plus the allow-list.

const VERIFY: RegExp[] = [
  /(?:^|[\s;&|(])(?:npm|pnpm|yarn|bun)\s+(?:run\s+)?(?:test|t|check|lint|typecheck|type-check|build|verify|ci|e2e|spec)(?:[:\w-]*)(?=\s|$)/i,
  /(?:^|[\s;&|(])npx\s+(?:jest|vitest|mocha|tsc|eslint|ava|tap|playwright\s+test|tsx\s+--test)\b/i,
  /(?:^|[\s;&|(])(?:pytest|tox|nox|jest|vitest|mocha|tsc|eslint|ruff|mypy|flake8|phpunit|rspec|ctest)(?=\s|$)/i,
  /(?:^|[\s;&|(])python[\d.]*\s+-m\s+(?:pytest|unittest|mypy|ruff|tox)\b/i,
  /(?:^|[\s;&|(])go\s+(?:test|vet|build)\b/i,
  /(?:^|[\s;&|(])cargo\s+(?:test|check|build|clippy|nextest)\b/i,
  /(?:^|[\s;&|(])(?:mvn|mvnw|\.\/mvnw)\b.*\b(?:test|verify|package)\b/i,
  /(?:^|[\s;&|(])(?:gradle|\.\/gradlew)\b.*\b(?:test|check|build)\b/i,
  /(?:^|[\s;&|(])make(?:\s+-\S+)*(?:\s+(?:test|tests|check|lint|verify|ci|build|all|unit|integration)[\w-]*)?\s*$/i,
  /(?:^|[\s;&|(])node\s+(?:--[\w-]+\s+)*--test\b/i,
  /(?:^|[\s;&|(])(?:deno|bun)\s+test\b/i,
  /(?:^|[\s;&|(])dotnet\s+test\b/i,
  /(?:^|[\s;&|(])(?:bundle\s+exec\s+)?(?:rake\s+(?:test|spec)|rspec)\b/i,
];

const UNSAFE: RegExp[] = [
  /\bgit\s+(?:push|reset|clean|checkout|switch|stash|commit|rebase|merge|tag|branch\s+-[dD]|worktree|gc|prune|remote|fetch|pull)\b/i,
  /\brm\s+-\w*[rf]\w*\s+(?:\/|~|\$HOME|\.\.)/i,
  /(?:^|[\s;&|(])(?:sudo|su|doas|ssh|scp|rsync|curl|wget|nc|telnet)(?=\s|$)/i,
  /\b(?:npm|pnpm|yarn)\s+(?:publish|unpublish|deprecate|login|logout|adduser|owner|token)\b/i,
  /\b(?:docker|podman)\s+(?:push|login)\b/i,
  /\b(?:deploy|kubectl|helm|terraform\s+(?:apply|destroy)|firebase\s+deploy|vercel|netlify)\b/i,
  /\bcargo\s+publish\b|\btwine\s+upload\b|\bgh\s+(?:release|pr\s+merge)\b/i,
  /--watch\b|\bwatch\s*$/i,
  /(?:^|[\s;&|(])(?:npm|pnpm|yarn)\s+(?:run\s+)?(?:start|dev|serve)\b/i,
  /[<>]\s*\/dev\/(?:sd|nvme|disk)/i,
];

export function isVerificationCommand(cmd: string): boolean {
  const c = cmd.trim();
  if (!c || c.length > 500) return false;
  return VERIFY.some((re) => re.test(c)) && !isUnsafeCommand(c);
}

export function isUnsafeCommand(cmd: string): boolean {
  return UNSAFE.some((re) => re.test(cmd));
}

/** Allow-list entries: a plain prefix (`npm test`, `make`) or a `/regex/flags`. */
export function allowListed(cmd: string, allowList: string[]): boolean {
  const c = cmd.trim().replace(/\s+/g, ' ');
  return allowList.some((raw) => {
    const entry = raw.trim();
    if (!entry) return false;
    const m = /^\/(.+)\/([a-z]*)$/.exec(entry);
    if (m) {
      try {
        return new RegExp(m[1], m[2].replace(/[gy]/g, '')).test(c);
      } catch {
        return false;
      }
    }
    const p = entry.replace(/\s+/g, ' ');
    return c === p || c.startsWith(`${p} `);
  });
}

/** Splits `A=1 B=2 cmd args` into its leading assignments and the program with its arguments. */
export function parseCommand(cmd: string): { env: Record<string, string>; argv: string[] } {
  const words = cmd.trim().match(/"[^"]*"|'[^']*'|\S+/g) ?? [];
  const env: Record<string, string> = {};
  let i = 0;
  for (; i < words.length && /^[A-Za-z_][A-Za-z0-9_]*=/.test(words[i]); i++) {
    const [k, ...v] = words[i].split('=');
    env[k] = v.join('=').replace(/^["']|["']$/g, '');
  }
  return { env, argv: words.slice(i).map((w) => w.replace(/^["']|["']$/g, '')) };
}

export const DEFAULT_ALLOW_LIST = [
  'npm test',
  'npm run test',
  'pnpm test',
  'yarn test',
  'node --test',
  'python3 -m pytest',
  'pytest',
  'go test',
  'cargo test',
  'mvn -q -B test',
  'make test',
  'make check',
];
