// Generated instruction files, with real skill, pattern and rule files in a temp workspace:
// built after approve, changed by reject/deprecate, markers respected, human text untouched,
// idempotent, each target switchable, near-duplicates once, within the token budget.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync, existsSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { workspacePaths } from '../../../src/core/paths';
import { PatternLibrary } from '../../../src/node/pipeline/library';
import { renderSkill } from '../../../src/core/evolve/skillFile';
import {
  regenerateInstructions,
  DEFAULT_BUDGET_TOKENS,
  type InstructionSettings,
} from '../../../src/node/memory/instructionsSync';
import { DEFAULT_TARGETS } from '../../../src/node/memory/instructionFiles';
import { DEFAULT_GUARDCODE } from '../../../src/core/memory/instructions/guardcode';
import { BEGIN, END, mergeSection } from '../../../src/core/memory/instructions/markers';
import type { SkillDoc } from '../../../src/core/evolve/types';

// These tests are about content and markers: the workspace agreed (act.instructions.write
// "always"); consent itself is tested in instructionConsent.test.ts.
const settings: InstructionSettings = {
  targets: DEFAULT_TARGETS,
  guardcode: DEFAULT_GUARDCODE,
  budgetTokens: DEFAULT_BUDGET_TOKENS,
  write: 'always',
  includeGuardcode: true,
};

function workspace() {
  const root = mkdtempSync(join(tmpdir(), 'act-instr-'));
  mkdirSync(join(root, '.act'), { recursive: true });
  return { root, paths: workspacePaths(root), cleanup: () => rmSync(root, { recursive: true, force: true }) };
}

function writeSkill(
  root: string,
  name: string,
  rules: Array<{ id: string; text: string; confidence: number; status?: 'active' | 'weak' }>,
) {
  const doc: SkillDoc = {
    kind: 'skill',
    id: name,
    title: name.replace(/-/g, ' '),
    description: `Rules about ${name}`,
    confidence: 0.8,
    level: 'certain',
    suppressed: [],
    language: 'en',
    updated: '2026-03-01',
    evidence: {},
    rules: rules.map((r) => ({
      ...r,
      level: 'certain',
      observations: 3,
      updated: '2026-03-01',
      status: r.status ?? 'active',
      edited: false,
    })),
  } as SkillDoc;
  mkdirSync(join(root, '.act/skills', name), { recursive: true });
  writeFileSync(join(root, '.act/skills', name, 'SKILL.md'), renderSkill(doc));
}

const section = (text: string) => text.slice(text.indexOf(BEGIN), text.indexOf(END) + END.length);

test('approve, reject and deprecate drive what the instruction files say; human text stays byte for byte', () => {
  const { root, paths, cleanup } = workspace();
  try {
    const human = '# Agents\r\n\r\nOur own notes: run `make check` before pushing.\r\n';
    writeFileSync(join(root, 'AGENTS.md'), human);
    writeSkill(root, 'testing', [
      { id: 'r1', text: 'Run the unit tests before every commit', confidence: 0.85 },
      { id: 'r2', text: 'Always run unit tests before each commit', confidence: 0.75 },
      { id: 'r3', text: 'Mock the clock in time-dependent tests', confidence: 0.5, status: 'weak' },
    ]);
    writeFileSync(
      paths.userRules,
      JSON.stringify({
        rules: [
          { id: 'u1', text: 'Answer in French', status: 'active' },
          { id: 'u2', text: 'Use tabs', status: 'rejected' },
        ],
      }),
    );
    const lib = new PatternLibrary(paths);
    const keep = lib.writeCandidate(
      'Debounce the search input',
      {},
      '# Debounce the search input\n\n## Problem\n\nEvery keystroke hit the API.\n\n## Solution\n\nWrap the handler in a 300 ms debounce.\n',
      'test',
    );
    const drop = lib.writeCandidate(
      'Retry flaky network calls',
      {},
      '# Retry flaky network calls\n\n## Solution\n\nRetry three times with backoff.\n',
      'test',
    );

    regenerateInstructions(paths, settings);
    let agents = readFileSync(join(root, 'AGENTS.md'), 'utf8');
    assert.ok(agents.startsWith(human), 'text before the section untouched, CRLF kept');
    assert.ok(
      agents.includes('\r\n' + BEGIN) && !/[^\r]\n/.test(agents),
      "the section follows the file's line endings",
    );
    assert.match(agents, /Answer in French/);
    assert.doesNotMatch(agents, /Use tabs/, 'a rejected user rule is not given');
    assert.match(agents, /Run the unit tests before every commit/);
    assert.doesNotMatch(agents, /Always run unit tests before each commit/, 'a near-duplicate rule appears once');
    assert.doesNotMatch(agents, /Mock the clock/, 'weak skill rules are not applied');
    assert.doesNotMatch(agents, /Debounce/, 'candidates are not given before approval');
    assert.match(agents, /GuardCode/);

    lib.approve(keep.id, 'me');
    lib.approve(drop.id, 'me');
    regenerateInstructions(paths, settings);
    agents = readFileSync(join(root, 'AGENTS.md'), 'utf8');
    assert.match(agents, /\*\*Debounce the search input\*\* — Wrap the handler in a 300 ms debounce\./);
    assert.match(agents, /Retry flaky network calls/);

    lib.deprecate(drop.id, 'me', 'superseded');
    const third = lib.writeCandidate(
      'Inline all CSS',
      {},
      '# Inline all CSS\n\n## Solution\n\nPut styles inline.\n',
      'test',
    );
    lib.reject(third.id, 'me', 'no');
    const r = regenerateInstructions(paths, settings);
    assert.deepEqual(r.errors, []);
    for (const f of ['AGENTS.md', 'CLAUDE.md', '.github/instructions/learned.instructions.md']) {
      const text = readFileSync(join(root, f), 'utf8');
      assert.doesNotMatch(text, /Retry flaky network calls/, `${f}: deprecated pattern removed`);
      assert.doesNotMatch(text, /Inline all CSS/, `${f}: rejected pattern never given`);
      assert.match(text, /Debounce the search input/);
    }
    const gh = readFileSync(join(root, '.github/instructions/learned.instructions.md'), 'utf8');
    assert.match(gh, /^---\napplyTo: "\*\*"\n/);
    assert.ok(readFileSync(join(root, 'AGENTS.md'), 'utf8').startsWith(human));

    const again = regenerateInstructions(paths, settings);
    assert.deepEqual(again.written, [], 'idempotent: nothing rewritten when nothing changed');
    assert.equal(again.unchanged.length, 3);
  } finally {
    cleanup();
  }
});

test('text people add after our section and edits inside front matter survive; switching a target off removes only our section', () => {
  const { root, paths, cleanup } = workspace();
  try {
    writeFileSync(paths.userRules, JSON.stringify(['Prefer small pull requests']));
    regenerateInstructions(paths, settings);
    const claude = join(root, 'CLAUDE.md');
    writeFileSync(claude, `# Mine\n\n${readFileSync(claude, 'utf8')}\n## After\n\nKeep this.\n`);
    writeFileSync(paths.userRules, JSON.stringify(['Prefer small pull requests', 'Name branches feature/<ticket>']));
    regenerateInstructions(paths, settings);
    const text = readFileSync(claude, 'utf8');
    assert.ok(text.startsWith('# Mine\n\n'));
    assert.ok(text.endsWith('\n## After\n\nKeep this.\n'));
    assert.match(section(text), /Name branches feature\/<ticket>/);

    regenerateInstructions(paths, {
      ...settings,
      targets: { ...DEFAULT_TARGETS, claudeMd: false, githubInstructions: false },
    });
    assert.equal(
      readFileSync(claude, 'utf8'),
      '# Mine\n\n\n## After\n\nKeep this.\n'.replace('\n\n\n', '\n\n'),
      'only our section went away',
    );
    assert.equal(
      existsSync(join(root, '.github/instructions/learned.instructions.md')),
      false,
      'a file holding only our section is removed',
    );
    assert.match(readFileSync(join(root, 'AGENTS.md'), 'utf8'), /Prefer small pull requests/);
  } finally {
    cleanup();
  }
});

test('damaged markers: the file is left alone and the problem reported', () => {
  const { root, paths, cleanup } = workspace();
  try {
    writeFileSync(paths.userRules, JSON.stringify(['Prefer small pull requests']));
    const damaged = `# Notes\n${BEGIN}\nhalf a section, someone deleted the end marker\n`;
    writeFileSync(join(root, 'AGENTS.md'), damaged);
    const r = regenerateInstructions(paths, settings);
    assert.equal(readFileSync(join(root, 'AGENTS.md'), 'utf8'), damaged);
    assert.match(r.errors.join('\n'), /AGENTS\.md: .*markers are damaged/);
    assert.deepEqual(mergeSection(`${END}\n${BEGIN}`, ['x']).kind, 'error');
  } finally {
    cleanup();
  }
});

test('the token budget bounds the section and says what was left out', () => {
  const { root, paths, cleanup } = workspace();
  try {
    // Distinct made-up words, so no rule is a near-duplicate of another: only the budget limits.
    const syl = ['ka', 'zu', 'mi', 'tor', 'bel', 'quo', 'ris', 'van', 'dep', 'lux', 'fen', 'gor'];
    const word = (n: number) => syl[n % 12] + syl[Math.floor(n / 12) % 12] + syl[Math.floor(n / 144) % 12] + 'x';
    writeSkill(
      root,
      'big',
      Array.from({ length: 60 }, (_, i) => ({
        id: `r${i}`,
        text: `Keep ${word(i * 7 + 1)} beside ${word(i * 7 + 2)} when ${word(i * 7 + 3)} meets ${word(i * 7 + 4)}`,
        confidence: 0.95 - i / 200,
      })),
    );
    regenerateInstructions(paths, { ...settings, budgetTokens: 400 });
    const text = section(readFileSync(join(root, 'AGENTS.md'), 'utf8'));
    assert.ok(text.length / 4 <= 400 + 50, `section is ~${Math.round(text.length / 4)} tokens`);
    assert.match(text, /more learned item\(s\) did not fit the size budget/);
  } finally {
    cleanup();
  }
});

test("capture's user rules file: added rules are given, disabled and removed ones are not", async () => {
  const { root, paths, cleanup } = workspace();
  try {
    const { UserRulesStore } = await import('../../../src/node/capture/userRules');
    const store = new UserRulesStore(paths.userRules);
    const keep = store.add({ text: 'Write commit messages in English', source: 'chat' }).rule;
    const off = store.add({ text: 'Use semicolons everywhere', source: 'chat' }).rule;
    const gone = store.add({ text: 'Prefer named exports', source: 'chat' }).rule;
    regenerateInstructions(paths, settings);
    let text = readFileSync(join(root, 'AGENTS.md'), 'utf8');
    for (const r of [keep, off, gone]) assert.ok(text.includes(r.text), r.text);
    store.edit(off.id, { enabled: false });
    store.remove(gone.id);
    regenerateInstructions(paths, settings);
    text = readFileSync(join(root, 'AGENTS.md'), 'utf8');
    assert.ok(text.includes(keep.text));
    assert.ok(!text.includes(off.text), 'a disabled rule is not given');
    assert.ok(!text.includes(gone.text), 'a removed rule is not given');
  } finally {
    cleanup();
  }
});

test('a project where nothing was learned gets no AGENTS.md, CLAUDE.md or .github file; an emptied section is removed', () => {
  const ws = workspace();
  try {
    const r = regenerateInstructions(ws.paths, settings);
    assert.deepEqual(r.written, []);
    for (const f of ['AGENTS.md', 'CLAUDE.md', '.github/instructions/learned.instructions.md'])
      assert.equal(existsSync(join(ws.root, f)), false, f);
    writeFileSync(join(ws.root, 'AGENTS.md'), '# Team notes\n\nWritten by a person.\n');
    writeSkill(ws.root, 'testing', [{ id: 'r1', text: 'Always run the tests before a commit', confidence: 0.9 }]);
    regenerateInstructions(ws.paths, settings);
    assert.match(readFileSync(join(ws.root, 'AGENTS.md'), 'utf8'), /Always run the tests before a commit/);
    rmSync(join(ws.root, '.act/skills'), { recursive: true });
    regenerateInstructions(ws.paths, settings);
    assert.equal(readFileSync(join(ws.root, 'AGENTS.md'), 'utf8'), '# Team notes\n\nWritten by a person.\n');
    assert.equal(existsSync(join(ws.root, 'CLAUDE.md')), false, 'a file that only held our section goes with it');
  } finally {
    ws.cleanup();
  }
});
