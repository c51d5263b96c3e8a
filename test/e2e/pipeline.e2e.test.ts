// The learning pipeline in a real VS Code: "Learn from This Change" on an approved, uncommitted
// fix, the first-run confirmation modal, the candidate pattern, then Approve (CodeLens),
// Deprecate and Reject (palette) moving the files, writing the audit trail and updating the
// instruction files. The user's working tree and index stay byte-identical throughout.
import { after, before, test } from 'node:test';
import assert from 'node:assert/strict';
import { execFileSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { agreeToInstructionFiles, launchVSCode, waitFor, type E2ESession } from './harness';

let s: E2ESession;
let indexBefore = '';
const FIX = 'slug() { printf "%s" "$1" | tr "A-Z " "a-z-" | tr -s "-"; }\n';

function seed(dir: string): void {
  const git = (...args: string[]) => execFileSync('git', args, { cwd: dir, stdio: 'ignore' });
  git('init', '-q', '-b', 'main');
  git('config', 'user.name', 'E2E Reviewer');
  git('config', 'user.email', 'e2e@example.com');
  mkdirSync(join(dir, 'lib'));
  mkdirSync(join(dir, 'tests'));
  writeFileSync(join(dir, 'Makefile'), 'test:\n\tsh tests/run.sh\n');
  writeFileSync(join(dir, 'lib/slug.sh'), 'slug() { printf "%s" "$1" | tr "A-Z " "a-z-"; }\n');
  writeFileSync(
    join(dir, 'tests/run.sh'),
    '#!/bin/sh\n. ./lib/slug.sh\n[ "$(slug "Hello  World")" = "hello-world" ]\n',
  );
  git('add', '-A');
  git('commit', '-q', '-m', 'slug helper');
  writeFileSync(join(dir, 'lib/slug.sh'), FIX); // the approved fix, not committed
  agreeToInstructionFiles(dir); // this workspace agreed to the instruction files (see consent.e2e.test.ts)
}

const indexHash = () =>
  createHash('sha256')
    .update(readFileSync(s.path('.git/index')))
    .digest('hex');

before(async () => {
  s = await launchVSCode({
    name: 'pipeline',
    workspace: seed,
    settings: { 'act.pipeline.useLanguageModel': false, 'security.workspace.trust.enabled': false },
  });
  indexBefore = indexHash();
});
after(async () => {
  await s?.close();
});

test('"Learn from This Change" snapshots the fix, asks once before running, and writes a candidate', () =>
  s.step('learn', async () => {
    await s.runCommand('ACT: Learn from This Change');
    await s.quickPick('Current changes', { title: 'ACT: Learn from This Change' });
    await s.typeInput('Collapse repeated dashes in slugs', { title: 'ACT: Learn from This Change' });
    const run = s.page.locator('.monaco-dialog-box .monaco-button', { hasText: /^Run$/ });
    await run.waitFor({ timeout: 60_000 });
    await s.page.locator('.statusbar-item', { hasText: /1 need you/ }).waitFor({ timeout: 15_000 });
    await s.screenshot('pipeline-first-run-modal');
    await run.click();
    const name = await s.waitFor(
      () => s.listWorkspaceFiles('.agent/patterns/candidates').find((f) => f.endsWith('.md')),
      { timeout: 90_000, message: 'a candidate pattern' },
    );
    const md = s.readWorkspaceFile(`.agent/patterns/candidates/${name}`)!;
    assert.match(md, /^---\n[\s\S]*source_snapshot: "learning-snapshot-[0-9a-f-]{36}"[\s\S]*validation: "passed"/);
    assert.match(md, /## Problem[\s\S]*## Solution[\s\S]*tr -s[\s\S]*## Rationale/);
    assert.doesNotMatch(
      md,
      /AGENTS\.md|learned\.instructions/,
      "ACT's own generated files are not part of the learned change",
    );
    assert.equal(s.readWorkspaceFile('lib/slug.sh'), FIX);
    assert.equal(indexHash(), indexBefore, "the user's index is untouched");
  }));

test('Approve from the CodeLens moves the pattern to active/ and into the instruction files', () =>
  s.step('approve', async () => {
    const name = s.listWorkspaceFiles('.agent/patterns/candidates')[0]!;
    const id = name.replace(/\.md$/, '');
    await s.runCommand('ACT: Show Learning Jobs');
    await s.quickPick(/Collapse repeated dashes/);
    await s.quickPick(/Open the candidate pattern/);
    const lens = s.page.locator('.contentWidgets .codelens-decoration a', { hasText: 'Approve' });
    await lens.waitFor({ timeout: 30_000 });
    await s.screenshot('pipeline-codelens');
    await lens.click();
    await s.waitForFile(`.agent/patterns/active/${name}`);
    assert.deepEqual(
      s.listWorkspaceFiles('.agent/patterns/candidates').filter((f) => f.endsWith('.md')),
      [],
    );
    await s.waitForFile('AGENTS.md', (t) => /Collapse repeated dashes/i.test(t), { timeout: 30_000 });
    const audit = s
      .readWorkspaceFile('.agent/patterns/audit.jsonl')!
      .trim()
      .split('\n')
      .map((l) => JSON.parse(l));
    assert.ok(audit.some((e) => e.action === 'approve' && e.subject === id && e.actor === 'E2E Reviewer'));
  }));

test('Deprecate from the palette asks why and takes the pattern out of the instruction files', () =>
  s.step('deprecate', async () => {
    const name = s.listWorkspaceFiles('.agent/patterns/active')[0]!;
    await s.runCommand('ACT: Deprecate Pattern');
    await s.quickPick(/Collapse repeated dashes/, { title: 'ACT: Deprecate Pattern' });
    await s.typeInput('superseded by the slugify library');
    await s.waitForFile(`.agent/patterns/deprecated/${name}`, (t) =>
      /deprecated_reason: "superseded by the slugify library"/.test(t),
    );
    // The section goes; with nothing else learned, so does the file that only held it.
    await waitFor(
      () => {
        const t = s.readWorkspaceFile('AGENTS.md');
        return t === undefined || !/Collapse repeated dashes/i.test(t);
      },
      { timeout: 30_000 },
    );
    assert.equal(indexHash(), indexBefore, "the user's index is still untouched");
    assert.equal(execFileSync('git', ['stash', 'list'], { cwd: s.workspace, encoding: 'utf8' }), '');
  }));
