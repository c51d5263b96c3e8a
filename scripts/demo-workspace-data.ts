// Content of the demo workspace (see demo-workspace.ts): a tiny user-service project, the
// observations a few days of work on it would leave, and two candidate patterns.
import type { Observation } from '../src/core/observation';

export type DemoObservation = Omit<Observation, 'timestamp'> & { hoursAgo: number };

export const DEMO_COMMITS: { hoursAgo: number; message: string; files: Record<string, string> }[] = [
  {
    hoursAgo: 100,
    message: 'feat: add user service with lookup by id',
    files: {
      'package.json':
        JSON.stringify(
          { name: 'acme-users', version: '0.1.0', private: true, scripts: { test: 'node --test' } },
          null,
          2,
        ) + '\n',
      'README.md': '# acme-users\n\nA small user service used to try ACT — Continuous Learning.\n',
      '.gitignore': 'node_modules/\n',
      'src/userService.ts': [
        'export interface User { id: string; display_name: string; team_id: string }',
        '',
        'const users = new Map<string, User>();',
        '',
        'export function get_user(user_id: string): User | undefined {',
        '  return users.get(user_id);',
        '}',
        '',
      ].join('\n'),
    },
  },
  {
    hoursAgo: 98,
    message: 'docs: describe the user service API',
    files: { 'docs/api.md': '# API\n\n- `getUser(id)`: the user with this id, or undefined.\n' },
  },
  {
    hoursAgo: 90,
    message: 'build: add a TypeScript config',
    files: {
      'tsconfig.json':
        JSON.stringify({ compilerOptions: { strict: true, target: 'es2022', module: 'commonjs' } }, null, 2) + '\n',
    },
  },
  {
    hoursAgo: 80,
    message: 'docs: add a contributing guide',
    files: { 'CONTRIBUTING.md': '# Contributing\n\nUse Conventional Commits and run `npm test` before pushing.\n' },
  },
  {
    hoursAgo: 74,
    message: 'fix: rename snake_case identifiers to camelCase',
    files: {
      'src/userService.ts': [
        'export interface User { id: string; displayName: string; teamId: string }',
        '',
        'const users = new Map<string, User>();',
        '',
        'export function getUser(userId: string): User | undefined {',
        '  return users.get(userId);',
        '}',
        '',
      ].join('\n'),
    },
  },
  {
    hoursAgo: 50,
    message: 'test: cover getUser and listTeamMembers',
    files: {
      'src/userService.test.ts': [
        "import { test } from 'node:test';",
        "import assert from 'node:assert/strict';",
        "import { getUser } from './userService';",
        '',
        "test('unknown user is undefined', () => {",
        "  assert.equal(getUser('nobody'), undefined);",
        '});',
        '',
      ].join('\n'),
    },
  },
  {
    hoursAgo: 40,
    message: 'ci: run the tests on every push',
    files: {
      '.github/workflows/test.yml':
        'name: test\non: [push]\njobs:\n  test:\n    runs-on: ubuntu-latest\n    steps:\n      - uses: actions/checkout@v4\n      - run: npm test\n',
    },
  },
  {
    hoursAgo: 30,
    message: 'style: add an editorconfig',
    files: { '.editorconfig': 'root = true\n\n[*]\nindent_style = space\nindent_size = 2\n' },
  },
  {
    hoursAgo: 26,
    message: 'perf: load team members with one batched query',
    files: {
      'src/teamService.ts': [
        "import { getUser, type User } from './userService';",
        '',
        'export async function listTeamMembers(ids: string[]): Promise<User[]> {',
        '  const found = await Promise.all(ids.map(async (id) => getUser(id)));',
        '  return found.filter((u): u is User => u !== undefined);',
        '}',
        '',
      ].join('\n'),
    },
  },
  {
    hoursAgo: 5,
    message: 'chore: run tests in a pre-commit hook',
    files: { '.githooks/pre-commit': '#!/bin/sh\nnpm test --silent\n' },
  },
];

const naming = { task: 'User service naming cleanup', file: 'src/userService.ts' };
const workflow = { task: 'Ship team member listing' };

export const DEMO_OBSERVATIONS: DemoObservation[] = [
  // docs/seeds/000.md §10.1, example 1: style preference -> instinct "use camelCase" (~0.65).
  {
    hoursAgo: 73,
    type: 'correction',
    context: { ...naming, phase: 'implementation' },
    observation: 'Utilisateur demande nommage camelCase',
    confidence: 0.4,
    tags: ['code', 'style'],
  },
  {
    hoursAgo: 69,
    type: 'correction',
    context: { ...naming, phase: 'review' },
    observation: 'Correction: snake_case → camelCase',
    evidence: ['get_user → getUser', 'user_id → userId'],
    confidence: 0.5,
    tags: ['code', 'style'],
  },
  {
    hoursAgo: 48,
    type: 'pattern',
    context: { ...naming, phase: 'review' },
    observation: 'Tout le code utilise camelCase',
    confidence: 0.6,
    tags: ['code', 'style'],
  },
  // docs/seeds/000.md §10.2, example 2: workflow -> skill rule "always run tests before commit".
  {
    hoursAgo: 30,
    type: 'success',
    context: { ...workflow, phase: 'testing' },
    observation: 'Tests exécutés avant commit',
    evidence: ['npm test: 12 passed'],
    confidence: 0.7,
    tags: ['workflow', 'testing'],
  },
  {
    hoursAgo: 29,
    type: 'success',
    context: { ...workflow, phase: 'review' },
    observation: 'CI verte après commit',
    confidence: 0.7,
    tags: ['workflow', 'ci'],
  },
  {
    hoursAgo: 20,
    type: 'error',
    context: { ...workflow, phase: 'implementation' },
    observation: 'Commit sans tests = CI rouge',
    evidence: ['CI run failed: userService.test.ts'],
    confidence: 0.8,
    tags: ['workflow', 'testing', 'ci'],
  },
  // Everyday observations around them.
  {
    hoursAgo: 98,
    type: 'preference',
    context: { task: 'Set up the project', file: 'package.json', phase: 'planning' },
    observation: 'User prefers the built-in node:test runner over Jest',
    confidence: 0.4,
    tags: ['testing', 'tooling'],
  },
  {
    hoursAgo: 97,
    type: 'pattern',
    context: { task: 'Set up the project', phase: 'implementation' },
    observation: 'Commit messages follow Conventional Commits (feat:, fix:, test:)',
    evidence: ['feat: add user service with lookup by id'],
    confidence: 0.4,
    tags: ['git', 'workflow'],
  },
  {
    hoursAgo: 72,
    type: 'pattern',
    context: { task: 'User service naming cleanup', phase: 'review' },
    observation: 'Commit messages use Conventional Commits prefixes',
    evidence: ['fix: rename snake_case identifiers to camelCase'],
    confidence: 0.4,
    tags: ['git', 'workflow'],
  },
  {
    hoursAgo: 49,
    type: 'pattern',
    context: { task: 'Cover the user service with tests', phase: 'review' },
    observation: 'Conventional Commits prefix used again for the test commit',
    evidence: ['test: cover getUser and listTeamMembers'],
    confidence: 0.4,
    tags: ['git', 'workflow'],
  },
  {
    hoursAgo: 52,
    type: 'correction',
    context: { task: 'Cover the user service with tests', file: 'src/userService.test.ts', phase: 'implementation' },
    observation: 'User asked for node:assert/strict instead of plain assert',
    confidence: 0.6,
    tags: ['testing', 'style'],
  },
  {
    hoursAgo: 27,
    type: 'error',
    context: { task: 'Ship team member listing', file: 'src/teamService.ts', phase: 'implementation' },
    observation: 'N+1 lookups: getUser called in a sequential loop for every team member',
    evidence: ['listTeamMembers took 1.8 s for 200 ids'],
    confidence: 0.7,
    tags: ['performance', 'code'],
  },
  {
    hoursAgo: 26,
    type: 'success',
    context: { task: 'Ship team member listing', file: 'src/teamService.ts', phase: 'review' },
    observation: 'Batched lookups with Promise.all accepted by the user ("LGTM")',
    evidence: ['listTeamMembers: 1.8 s -> 40 ms'],
    confidence: 0.6,
    tags: ['performance', 'code'],
  },
  {
    hoursAgo: 24,
    type: 'preference',
    context: { task: 'Ship team member listing', phase: 'review' },
    observation: 'Keep pull requests small: one concern per commit',
    confidence: 0.4,
    tags: ['git', 'workflow'],
  },
  {
    hoursAgo: 6,
    type: 'success',
    context: { task: 'Add a pre-commit hook', file: '.githooks/pre-commit', phase: 'implementation' },
    observation: 'Pre-commit hook running npm test kept the CI green',
    confidence: 0.6,
    tags: ['workflow', 'testing'],
  },
  {
    hoursAgo: 2,
    type: 'preference',
    context: { task: 'Document the service', file: 'README.md', phase: 'planning' },
    observation: 'Inline doc comments preferred over a long README section',
    confidence: 0.3,
    tags: ['docs'],
  },
];

export const DEMO_CANDIDATES: Record<string, string> = {
  'api-optimization.md': `# Batch per-item lookups with Promise.all

## Problem
\`listTeamMembers\` looked every user up one after the other (an N+1 pattern): 200 members took
1.8 s because each \`getUser\` call waited for the previous one.

## Solution
\`\`\`ts
export async function listTeamMembers(ids: string[]): Promise<User[]> {
  const found = await Promise.all(ids.map(async (id) => getUser(id)));
  return found.filter((u): u is User => u !== undefined);
}
\`\`\`

## Rationale
Independent lookups run concurrently, so latency is that of the slowest call rather than the
sum of all calls. Verified by \`npm test\` on the approved snapshot: 1.8 s -> 40 ms.
`,
  'tests-before-commit.md': `# Run the tests before every commit

## Problem
Two commits went to CI without running the tests first and turned it red
(\`userService.test.ts\` failed after a rename).

## Solution
Keep a pre-commit hook that runs the suite and point git at it:

\`\`\`sh
git config core.hooksPath .githooks   # .githooks/pre-commit runs: npm test --silent
\`\`\`

## Rationale
The suite takes seconds; a red CI costs a round trip and blocks the team. Since the hook was
added, every commit stayed green.
`,
};
