// Issue 10, item 1: ACT asks before creating or changing AGENTS.md, CLAUDE.md and
// .github/instructions/learned.instructions.md. The decision (pure), the content rules (only
// approved rules or rules at the allowed confidence; GuardCode only when turned on), the writer
// within the answer, the remembered answer, git exclusion in a real repository, and the real
// CLI, which only writes when the workspace already agreed.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { workspacePaths } from '../../../src/core/paths';
import {
  decideInstructionWrite,
  generatedNote,
  parseConsent,
  type ConsentAnswer,
  type PlannedChange,
} from '../../../src/core/memory/instructions/consent';
import { selectInstructionInput, type LearnedForInstructions } from '../../../src/core/memory/instructions/select';
import { DEFAULT_GUARDCODE } from '../../../src/core/memory/instructions/guardcode';
import { renderSkill } from '../../../src/core/evolve/skillFile';
import type { SkillDoc } from '../../../src/core/evolve/types';
import { DEFAULT_TARGETS, planInstructionFiles } from '../../../src/node/memory/instructionFiles';
import { regenerateInstructions, type InstructionSettings } from '../../../src/node/memory/instructionsSync';
import { excludeFromGit, readConsent, writeConsent } from '../../../src/node/memory/consentFile';
import { Workspace } from '../../../src/node/workspace';
import { runAct } from '../../helpers/actCli';
import { tempDir } from '../../helpers/tmp';

const yes = (files: ConsentAnswer['files'], gitExclude = false): ConsentAnswer => ({
  decision: 'yes',
  files,
  gitExclude,
  at: '2026-05-01T10:00:00.000Z',
});
const never: ConsentAnswer = { decision: 'never', files: [], gitExclude: false, at: '2026-05-01T10:00:00.000Z' };
const create = (target: PlannedChange['target']): PlannedChange => ({ target, action: 'create' });

test('decision: undecided asks about what would be created or filled, and only then', () => {
  const changes = [
    create('agentsMd'),
    { target: 'claudeMd', action: 'update' } as PlannedChange,
    { target: 'githubInstructions', action: 'remove' } as PlannedChange,
  ];
  assert.deepEqual(decideInstructionWrite('ask', undefined, changes), { kind: 'ask', changes: changes.slice(0, 2) });
  assert.deepEqual(
    decideInstructionWrite('ask', undefined, []),
    { kind: 'write', targets: [] },
    'nothing to write: no question',
  );
  assert.deepEqual(
    decideInstructionWrite('ask', undefined, [{ target: 'claudeMd', action: 'remove' }]),
    { kind: 'write', targets: [] },
    'removing alone is not asked and not done',
  );
  assert.deepEqual(
    decideInstructionWrite('ask', yes(['claudeMd', 'agentsMd']), changes),
    { kind: 'write', targets: ['agentsMd', 'claudeMd'] },
    'only the files the user chose',
  );
  assert.equal(decideInstructionWrite('ask', never, changes).kind, 'off');
  assert.deepEqual(
    decideInstructionWrite('always', never, changes),
    { kind: 'write', targets: ['agentsMd', 'claudeMd', 'githubInstructions'] },
    'the setting changes the answer later',
  );
  assert.equal(decideInstructionWrite('never', yes(['agentsMd']), changes).kind, 'off', 'and so does "never"');
});

test('a stored answer is read leniently: anything malformed means no answer (ACT asks again)', () => {
  assert.deepEqual(
    parseConsent({ instructionFiles: { decision: 'yes', files: ['agentsMd', 'bogus'], gitExclude: true, at: 'x' } }),
    { decision: 'yes', files: ['agentsMd'], gitExclude: true, at: 'x' },
  );
  assert.deepEqual(parseConsent({ instructionFiles: { decision: 'never', files: ['agentsMd'] } }), {
    decision: 'never',
    files: [],
    gitExclude: false,
    at: '',
  });
  for (const bad of [null, 'yes', {}, { instructionFiles: { decision: 'maybe' } }, { instructionFiles: [] }])
    assert.equal(parseConsent(bad), undefined, JSON.stringify(bad));
});

test('content: approved rules always; unapproved ones and skill rules from the allowed confidence; GuardCode only when turned on', () => {
  const learned: LearnedForInstructions = {
    userRules: [
      { id: 'a', text: 'Write the changelog entry in the same pull request', approved: true, confidence: 1 },
      { id: 'c', text: 'Name feature flags after the ticket', approved: false, confidence: 0.75 },
    ],
    skills: [
      {
        id: 'testing',
        title: 'Testing',
        rules: [
          { id: 'r1', text: 'Run the linter before pushing', confidence: 0.9 },
          { id: 'r2', text: 'Seed every random generator in tests', confidence: 0.72 },
        ],
      },
    ],
    patterns: [{ id: 'p', title: 'Retry with backoff', gist: 'Three attempts, doubling the wait.', tags: [] }],
  };
  const at = (minConfidence: number, includeGuardcode = false) =>
    selectInstructionInput(learned, {
      minConfidence,
      includeGuardcode,
      guardcode: DEFAULT_GUARDCODE,
      budgetTokens: 1500,
    });
  const low = at(0.7);
  assert.deepEqual(
    low.userRules.map((r) => r.id),
    ['a', 'c'],
  );
  assert.deepEqual(
    low.skills[0].rules.map((r) => r.id),
    ['r1', 'r2'],
  );
  assert.deepEqual(
    low.guardcode,
    { enforcePlanMode: false, warnQuickSolutions: false, requireAllChoices: false },
    'GuardCode off by default in the files',
  );
  const high = at(0.8);
  assert.deepEqual(
    high.userRules.map((r) => r.id),
    ['a'],
    'an unapproved rule below the setting stays out',
  );
  assert.deepEqual(
    high.skills[0].rules.map((r) => r.id),
    ['r1'],
  );
  const strict = at(1);
  assert.deepEqual(
    strict.userRules.map((r) => r.id),
    ['a'],
    'approved rules always go in',
  );
  assert.deepEqual(strict.skills, [], 'a skill with no rule left is dropped');
  assert.equal(strict.patterns.length, 1, 'reviewed patterns always go in');
  assert.deepEqual(at(0.7, true).guardcode, DEFAULT_GUARDCODE);
});

function workspaceWithSkill(): { root: string; paths: ReturnType<typeof workspacePaths> } {
  const root = tempDir('act-consent-');
  const doc = {
    kind: 'skill',
    id: 'releases',
    title: 'Releases',
    description: 'Release rules',
    confidence: 0.85,
    level: 'certain',
    suppressed: [],
    language: 'en',
    updated: '2026-04-01',
    evidence: {},
    rules: [
      {
        id: 'tag',
        text: 'Tag every release with its version number',
        confidence: 0.85,
        level: 'certain',
        observations: 4,
        updated: '2026-04-01',
        status: 'active',
        edited: false,
      },
    ],
  } as unknown as SkillDoc;
  mkdirSync(join(root, '.act/skills/releases'), { recursive: true });
  writeFileSync(join(root, '.act/skills/releases/SKILL.md'), renderSkill(doc));
  return { root, paths: workspacePaths(root) };
}

const settings: InstructionSettings = { targets: DEFAULT_TARGETS, guardcode: DEFAULT_GUARDCODE, budgetTokens: 1500 };
const FILES = ['AGENTS.md', 'CLAUDE.md', '.github/instructions/learned.instructions.md'];

test('writer: nothing is written before an answer; the proposal carries the exact text; the answer bounds what is written', () => {
  const { root, paths } = workspaceWithSkill();
  writeFileSync(join(root, 'CLAUDE.md'), '# Our notes\n\nKeep commits small.\n');

  const waiting = regenerateInstructions(paths, settings);
  assert.equal(waiting.decision.kind, 'ask');
  assert.deepEqual(waiting.written, []);
  assert.equal(existsSync(join(root, 'AGENTS.md')), false);
  assert.equal(
    readFileSync(join(root, 'CLAUDE.md'), 'utf8'),
    '# Our notes\n\nKeep commits small.\n',
    'an existing file is not changed before the answer',
  );
  assert.deepEqual(
    waiting.pending?.files.map((f) => [f.path, f.action]),
    [
      ['AGENTS.md', 'create'],
      ['CLAUDE.md', 'update'],
      ['.github/instructions/learned.instructions.md', 'create'],
    ],
  );
  const agentsPreview = waiting.pending!.files[0].text;
  assert.match(agentsPreview, /Tag every release with its version number/);
  assert.ok(agentsPreview.includes(generatedNote('agentsMd')), 'the block says what wrote it and how to turn it off');
  assert.match(
    generatedNote('agentsMd'),
    /Written by ACT.*act\.instructions\.agentsMd = false.*act\.instructions\.write = "never"/,
  );
  assert.ok(!waiting.pending!.files[1].text.includes('Keep commits small'), 'an update previews our section only');
  assert.equal(
    regenerateInstructions(paths, settings).pending?.key,
    waiting.pending?.key,
    'same proposal, same key (asked once)',
  );

  const chosen = regenerateInstructions(paths, settings, undefined, { answer: yes(['agentsMd', 'claudeMd']) });
  assert.deepEqual(chosen.written, ['AGENTS.md', 'CLAUDE.md']);
  assert.equal(
    readFileSync(join(root, 'AGENTS.md'), 'utf8'),
    `${agentsPreview}`,
    'a new file holds exactly what was previewed',
  );
  assert.ok(
    readFileSync(join(root, 'CLAUDE.md'), 'utf8').startsWith('# Our notes\n\nKeep commits small.\n'),
    'human text kept',
  );
  assert.equal(existsSync(join(root, '.github')), false, 'a file not chosen is not created');

  const refused = regenerateInstructions(workspaceWithSkill().paths, settings, undefined, { answer: never });
  assert.equal(refused.decision.kind, 'off');
  assert.deepEqual(refused.written, []);
  assert.equal(refused.pending, undefined, '"never": not asked again');
});

test('planning reads only: it reports create, update and remove without touching a file', () => {
  const { root } = workspaceWithSkill();
  writeFileSync(join(root, 'AGENTS.md'), '# Team\n');
  const plan = planInstructionFiles(root, ['- a rule'], { ...DEFAULT_TARGETS, claudeMd: false });
  assert.deepEqual(
    plan.map((p) => [p.path, p.change ?? 'none']),
    [
      ['AGENTS.md', 'update'],
      ['CLAUDE.md', 'none'],
      ['.github/instructions/learned.instructions.md', 'create'],
    ],
  );
  assert.equal(readFileSync(join(root, 'AGENTS.md'), 'utf8'), '# Team\n');
  assert.equal(existsSync(join(root, '.github')), false);
});

test('the answer is remembered in .act/consent.json, kept machine-local; "keep out of git" uses .git/info/exclude, once', async () => {
  const root = tempDir('act-consent-git-');
  const git = (...a: string[]) => execFileSync('git', a, { cwd: root, encoding: 'utf8' });
  git('init', '-q');
  const ws = await Workspace.open(root);
  await ws.close();
  const paths = workspacePaths(root);
  // A .act/.gitignore from an older ACT, without consent.json.
  writeFileSync(paths.gitignore, '# Written by ACT: derived, machine-local files\nstore.sqlite\n');
  writeConsent(paths, yes(['agentsMd'], true));
  assert.deepEqual(readConsent(paths).answer, yes(['agentsMd'], true));
  assert.match(readFileSync(paths.gitignore, 'utf8'), /^consent\.json$/m);
  assert.doesNotMatch(
    git('status', '--porcelain', '--untracked-files=all'),
    /consent\.json/,
    'the answer is not offered for commit',
  );

  const first = excludeFromGit(root, ['agentsMd', 'githubInstructions']);
  assert.deepEqual(first.added, ['/AGENTS.md', '/.github/instructions/learned.instructions.md']);
  assert.deepEqual(excludeFromGit(root, ['agentsMd']).added, [], 'idempotent');
  writeFileSync(join(root, 'AGENTS.md'), 'generated\n');
  mkdirSync(join(root, '.github/instructions'), { recursive: true });
  writeFileSync(join(root, '.github/instructions/learned.instructions.md'), 'generated\n');
  writeFileSync(join(root, 'CLAUDE.md'), 'not excluded\n');
  const status = git('status', '--porcelain', '--untracked-files=all');
  assert.doesNotMatch(status, /AGENTS\.md|learned\.instructions/, status);
  assert.match(status, /CLAUDE\.md/);
  assert.equal(existsSync(join(root, '.gitignore')), false, "the user's .gitignore is never created or edited");
  assert.match(excludeFromGit(tempDir('act-not-git-'), ['agentsMd']).problem ?? '', /not a git repository/);

  writeFileSync(paths.consent, '{ not json');
  assert.equal(readConsent(paths).answer, undefined);
  assert.match(readConsent(paths).problem ?? '', /not valid JSON/);
});

test('the real CLI writes the files only when the workspace already agreed, and says so otherwise', () => {
  const { root, paths } = workspaceWithSkill();
  execFileSync('git', ['init', '-q'], { cwd: root });
  writeFileSync(
    paths.userRules,
    JSON.stringify({
      rules: [
        {
          id: 'r-stated',
          text: 'Answer code review comments within a day',
          status: 'candidate',
          confidence: 0.5,
          enabled: true,
          count: 1,
          kind: 'explicit',
          source: 'chat',
          createdAt: '2026-04-01T00:00:00Z',
          updatedAt: '2026-04-01T00:00:00Z',
        },
      ],
    }),
  );
  const outside = () =>
    execFileSync('git', ['status', '--porcelain', '--untracked-files=all'], { cwd: root, encoding: 'utf8' })
      .split('\n')
      .filter((l) => l.trim() && !/ \.act\/| \.agent\//.test(l));

  const undecided = runAct(['rules', 'approve', 'r-stated', '--workspace', root]);
  assert.equal(undecided.code, 0, undecided.err);
  assert.match(
    undecided.out,
    /Instruction files not written: this workspace has not agreed to ACT writing AGENTS\.md, CLAUDE\.md, \.github\/instructions\/learned\.instructions\.md/,
  );
  assert.deepEqual(outside(), [], 'git status shows nothing new outside .act/ and .agent/');

  writeConsent(paths, yes(['agentsMd']));
  const agreed = runAct([
    'rules',
    'edit',
    'r-stated',
    '--text',
    'Answer code review comments within one working day',
    '--workspace',
    root,
  ]);
  assert.equal(agreed.code, 0, agreed.err);
  assert.match(agreed.out, /Instruction files updated: AGENTS\.md/);
  const agents = readFileSync(join(root, 'AGENTS.md'), 'utf8');
  assert.match(agents, /Answer code review comments within one working day/);
  assert.match(agents, /Tag every release with its version number/);
  for (const f of FILES.slice(1)) assert.equal(existsSync(join(root, f)), false, `${f}: not chosen`);

  writeConsent(paths, never);
  const refused = runAct([
    'rules',
    'edit',
    'r-stated',
    '--text',
    'Reply to review comments the same day',
    '--workspace',
    root,
  ]);
  assert.match(refused.out, /Instruction files not written: you chose never/);
  assert.doesNotMatch(readFileSync(join(root, 'AGENTS.md'), 'utf8'), /same day/, 'not changed after "never"');
});
