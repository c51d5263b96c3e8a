// Capture in a real VS Code, driven like a person would: keys typed and a block pasted from the
// clipboard into the editor, `npm test` failing then passing in the integrated terminal (bash
// with VS Code's shell integration), a commit from the terminal while the tests fail and one from
// the Source Control view once they pass, and "ACT: Record Feedback". Every effect is checked in
// .act/observations.jsonl (each new line valid against seed 001).
import { after, before, test } from 'node:test';
import assert from 'node:assert/strict';
import { execFileSync } from 'node:child_process';
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { BASE_CONFIDENCE, validateObservation, type Observation } from '../../src/core/observation';
import { seedDemoWorkspace } from '../../scripts/demo-workspace';
import { launchVSCode, type E2ESession } from './harness';

let s: E2ESession;
const SNAKE =
  'const order_id = 1;\nconst order_total = 2;\nconst customer_name = "Ada";\nexport { order_id, order_total, customer_name };\n';
// A fake credential of a real shape: it must never reach the log.
const FAKE_KEY = 'sk-ant-api03-aaaaBBBBccccDDDDeeeeFFFF1234';

function seed(dir: string): void {
  seedDemoWorkspace(dir);
  mkdirSync(join(dir, 'test'));
  writeFileSync(join(dir, 'src/orders.ts'), SNAKE);
  writeFileSync(join(dir, 'src/sum.js'), 'exports.sum = (a, b) => a - b;\n'); // the bug the tests catch
  writeFileSync(
    join(dir, 'test/sum.test.js'),
    "const { test } = require('node:test');\nconst assert = require('node:assert/strict');\nconst { sum } = require('../src/sum');\n\ntest('adds', () => assert.equal(sum(2, 3), 5));\n",
  );
}

before(async () => {
  s = await launchVSCode({
    name: 'capture',
    workspace: seed,
    settings: {
      // Keys land as typed: no auto-closing, auto-indent or completion accepted by Enter.
      'editor.autoClosingBrackets': 'never',
      'editor.autoClosingQuotes': 'never',
      'editor.autoIndent': 'none',
      'editor.quickSuggestions': { other: 'off', comments: 'off', strings: 'off' },
      'editor.suggestOnTriggerCharacters': false,
      'editor.acceptSuggestionOnEnter': 'off',
      'editor.wordBasedSuggestions': 'off',
      'editor.parameterHints.enabled': false,
      'editor.inlineSuggest.enabled': false,
      // Shell integration is on by default; bash is the shell it injects into here.
      'terminal.integrated.defaultProfile.linux': 'bash',
      'terminal.integrated.env.linux': { NPM_CONFIG_UPDATE_NOTIFIER: 'false', NPM_CONFIG_FUND: 'false' },
      'git.enableSmartCommit': true,
      'git.smartCommitChanges': 'all',
      'git.promptToSaveFilesBeforeCommit': 'never',
      'git.autofetch': false,
      'typescript.disableAutomaticTypeAcquisition': true,
    },
  });
  await s.page.context().grantPermissions(['clipboard-read', 'clipboard-write']);
});
after(async () => {
  await s?.close();
});

// --- the observation log ---------------------------------------------------------------------
const logLines = () => (s.readWorkspaceFile('.act/observations.jsonl') ?? '').split('\n').filter((l) => l.trim());
const mark = () => new Set(logLines());
/** Observations appended since `seen` was taken, each checked against the schema. */
function since(seen: Set<string>): Observation[] {
  return logLines()
    .filter((l) => !seen.has(l))
    .map((l) => {
      const r = validateObservation(JSON.parse(l));
      assert.ok(r.ok, `invalid line ${l}: ${r.ok ? '' : r.reason}`);
      return r.value;
    });
}
const headSubject = () =>
  execFileSync('git', ['log', '-1', '--format=%s'], { cwd: s.workspace, encoding: 'utf8' }).trim();

function waitForObservation(
  seen: Set<string>,
  what: string,
  match: (o: Observation) => boolean,
  timeout = 30_000,
): Promise<Observation> {
  return s.waitFor(() => since(seen).find(match), {
    timeout,
    message: `an observation: ${what}; new so far: ${JSON.stringify(since(seen).map((o) => o.observation))}`,
  });
}

// --- driving the workbench -------------------------------------------------------------------
const editor = () => s.page.locator('[id="workbench.parts.editor"] .monaco-editor').first();

async function openFile(name: string): Promise<void> {
  await s.page.keyboard.press('Escape');
  await s.page.keyboard.press('Control+P');
  const input = s.page.locator('.quick-input-widget .quick-input-box input');
  await input.waitFor();
  await input.fill(name);
  await s.page.locator('.quick-input-widget .monaco-list-row', { hasText: name }).first().waitFor();
  await s.page.keyboard.press('Enter');
  await s.page.locator('.tabs-container .tab.active', { hasText: name }).waitFor();
  await editor()
    .locator('.view-lines')
    .click({ position: { x: 5, y: 5 } }); // focus the text
}

/** Double-clicks a word of the open editor and types its replacement, key by key. */
async function retype(word: string, replacement: string): Promise<void> {
  await editor()
    .locator('.view-line span > span', { hasText: new RegExp(`^${word}$`) })
    .first()
    .dblclick();
  await s.page.keyboard.type(replacement, { delay: 40 });
}

async function terminalRun(commandLine: string): Promise<void> {
  await s.page.locator('[id="workbench.parts.panel"] .terminal-wrapper.active .xterm-screen').first().click();
  await s.waitFor(() => s.page.evaluate(() => !!document.activeElement?.classList.contains('xterm-helper-textarea')), {
    message: 'the terminal to have the keyboard focus',
  });
  // After typing in an editor, the terminal drops the first character it is sent (synthetic keys
  // in headless Chromium): a space, then Backspace, absorb that.
  await s.page.keyboard.press('Space');
  await s.page.keyboard.press('Backspace');
  await s.page.keyboard.type(commandLine, { delay: 15 });
  await s.page.keyboard.press('Enter');
}

test('edits: names retyped by hand, the naming style typed, and a pasted block undone are learned', () =>
  s.step('edits', async () => {
    const t0 = Date.now();
    const seen = mark();
    await openFile('orders.ts');
    // The first edit of the freshly opened file counts too (the worker reads the saved text).
    for (const [from, to] of [
      ['order_id', 'orderId'],
      ['order_total', 'orderTotal'],
      ['customer_name', 'customerName'],
    ] as const)
      await retype(from, to);
    const rename = await waitForObservation(seen, 'three manual snake_case → camelCase renames', (o) =>
      /Renames identifiers/.test(o.observation),
    );
    assert.equal(rename.type, 'correction');
    assert.equal(
      rename.observation,
      'Renames identifiers from snake_case to camelCase by hand in typescript (3 times)',
    );
    assert.deepEqual(rename.evidence, [
      'renamed: order_id → orderId',
      'renamed: order_total → orderTotal',
      'renamed: customer_name → customerName',
    ]);
    assert.equal(rename.context.file, 'src/orders.ts');
    assert.equal(rename.confidence, BASE_CONFIDENCE.correction.base);

    // Twelve declarations typed at a person's pace: the style the user writes in this language.
    await s.page.keyboard.press('Control+End');
    console.log(`e2e.capture.edits.renames: ${((Date.now() - t0) / 1000).toFixed(1)} s`);
    for (let i = 0; i < 12; i++) await s.page.keyboard.type(`\nconst netTotal${i} = 0;`);
    const style = await waitForObservation(seen, 'the camelCase naming pattern', (o) =>
      /Names declarations in/.test(o.observation),
    );
    assert.equal(style.type, 'pattern');
    assert.match(style.observation, /^Names declarations in camelCase in typescript \(100% of \d+ names typed\)$/);
    assert.deepEqual(style.tags, ['edit', 'naming', 'typescript']);

    console.log(`e2e.capture.edits.typed: ${((Date.now() - t0) / 1000).toFixed(1)} s`);
    // A snake_case block pasted from the clipboard (as an assistant wrote it), then undone.
    const block =
      Array.from({ length: 12 }, (_, i) => `const generated_value_${i} = compute_thing(${i});`).join('\n') + '\n';
    await s.page.evaluate((t) => navigator.clipboard.writeText(t), block);
    await s.page.keyboard.press('Enter');
    const pastedFrom = Date.now();
    await s.page.keyboard.press('Control+V');
    await editor().locator('.view-line', { hasText: 'generated_value_11' }).waitFor();
    await s.screenshot('pasted-block', 'editor');
    await s.page.keyboard.press('Control+Z');
    await s.waitFor(
      async () => (await editor().locator('.view-line', { hasText: 'generated_value_0' }).count()) === 0,
      { message: 'the pasted block undone' },
    );
    const revert = await waitForObservation(seen, 'the undone pasted block', (o) =>
      /large inserted block/.test(o.observation),
    );
    const atMost = Math.max(1, Math.round((Date.now() - pastedFrom) / 1000));
    assert.equal(revert.type, 'correction');
    const undone =
      /^A large inserted block \(12 lines\) in src\/orders\.ts was undone within (\d+) s — the pasted or AI-applied code was not kept \(it named things in snake_case; you type camelCase\)$/.exec(
        revert.observation,
      );
    assert.ok(undone, revert.observation);
    // The time it states lies between the paste and the moment the observation was read.
    assert.ok(
      Number(undone[1]) >= 1 && Number(undone[1]) <= atMost,
      `"${undone[1]} s" stated; at most ${atMost} s passed`,
    );
    assert.deepEqual(revert.tags, ['edit', 'revert', 'typescript', 'naming']);
    assert.equal(
      since(seen).length,
      3,
      `exactly three observations from the edits: ${JSON.stringify(since(seen).map((o) => o.observation))}`,
    );
    console.log(`e2e.capture.edits: ${((Date.now() - t0) / 1000).toFixed(1)} s`);
  }));

test('terminal: `npm test` failing, a commit while it fails, the fix, `npm test` passing, a commit from Source Control', () =>
  s.step('terminal', async () => {
    const t0 = Date.now();
    let seen = mark();
    await s.runCommand('Terminal: Create New Terminal');
    // The prompt decoration appears once VS Code's shell integration runs in bash.
    await s.page
      .locator('.terminal-wrapper.active .terminal-command-decoration')
      .first()
      .waitFor({ timeout: 20_000 })
      .catch(() => {
        throw new Error('no shell integration decoration in the terminal: shell integration did not activate in bash');
      });
    await terminalRun('npm test');
    const failed = await waitForObservation(
      seen,
      '`npm test` failed',
      (o) => o.type === 'error' && /npm test/.test(o.observation),
    );
    assert.equal(failed.observation, 'Test `npm test` failed (exit 1)');
    assert.equal(failed.evidence?.[0], 'terminal: npm test');
    assert.deepEqual(failed.tags, ['test', 'failure', 'terminal']);
    assert.equal(failed.confidence, BASE_CONFIDENCE.error.base);

    // Commit from the terminal while the tests fail: seed 000's "commit without tests = CI red".
    seen = mark();
    await terminalRun('git add -A && git commit -q -m "feat: add sum helper"');
    const red = await waitForObservation(seen, 'commit while the tests fail', (o) => /^Committed/.test(o.observation));
    assert.equal(red.type, 'error');
    assert.equal(
      red.observation,
      'Committed "feat: add sum helper" while `npm test` was failing — commit without passing tests = CI red',
    );
    const sha = execFileSync('git', ['rev-parse', 'HEAD'], { cwd: s.workspace, encoding: 'utf8' }).trim();
    assert.equal(red.evidence?.[0], `commit ${sha.slice(0, 10)} "feat: add sum helper"`);
    // The first live commit of the day also re-learns the commit habits from the history.
    const habits = await waitForObservation(seen, 'commit habits', (o) =>
      /Git history: Uses Conventional Commits/.test(o.observation),
    );
    assert.equal(habits.type, 'pattern');
    assert.match(habits.evidence?.join('\n') ?? '', /feat: add sum helper/);

    // The fix, made in the editor and saved; then the same command passes.
    seen = mark();
    await openFile('sum.js');
    await s.page.keyboard.press('Control+A');
    await s.page.keyboard.type('exports.sum = (a, b) => a + b;\n', { delay: 10 });
    await s.page.keyboard.press('Control+S');
    await s.waitForFile('src/sum.js', (t) => t.includes('a + b'));
    await terminalRun('npm test');
    const fixed = await waitForObservation(
      seen,
      '`npm test` passes again',
      (o) => o.type === 'success' && /npm test/.test(o.observation),
    );
    assert.equal(fixed.observation, 'Test `npm test` passes again after failing 1 time (0 min)');
    assert.deepEqual(fixed.tags, ['test', 'fixed', 'terminal']);

    // Commit through the built-in git extension: message in the Source Control input, Ctrl+Enter.
    seen = mark();
    await s.runCommand('Source Control: Focus on Changes View');
    const sidebar = s.page.locator('[id="workbench.parts.sidebar"]');
    // The git extension lists the change once its status refresh ran; a commit before that
    // finds nothing to commit (on a loaded machine the refresh lags the save).
    await sidebar.locator('.scm-view .monaco-list-row', { hasText: 'sum.js' }).first().waitFor({ timeout: 20_000 });
    const box = sidebar.locator('.scm-editor .monaco-editor').first();
    await box.click();
    await s.page.keyboard.type('fix: add instead of subtract', { delay: 10 });
    await box.locator('.view-line', { hasText: 'fix: add instead of subtract' }).waitFor();
    await s.page.keyboard.press('Control+Enter');
    // The pre-commit hook runs `npm test` first: wait for the commit itself.
    await s.waitFor(() => headSubject() === 'fix: add instead of subtract', {
      timeout: 30_000,
      message: 'the Source Control commit to land in git',
    });
    const green = await waitForObservation(seen, 'tests passed before the commit', (o) =>
      /ran and passed before committing/.test(o.observation),
    );
    assert.equal(green.type, 'success');
    assert.equal(
      green.observation,
      'Tests (`npm test`) ran and passed before committing "fix: add instead of subtract"',
    );
    await s.screenshot('source-control-commit');
    console.log(`e2e.capture.terminal-and-commits: ${((Date.now() - t0) / 1000).toFixed(1)} s`);
  }));

test('"ACT: Record Feedback": a loss with a note becomes an explicit error, redacted, counted in the statistics', () =>
  s.step('feedback', async () => {
    const seen = mark();
    await s.runCommand('ACT: Record Feedback');
    await s.quickPick('Not helpful', { title: 'ACT: Record Feedback on the last assistant answer' });
    await s.typeInput(`used npm instead of pnpm and pasted ${FAKE_KEY} in the config`, { title: /What went wrong/ });
    const o = await waitForObservation(seen, 'the explicit loss', (x) => /unhelpful/.test(x.observation));
    assert.equal(o.type, 'error');
    assert.match(
      o.observation,
      /^User marked the assistant's answer as unhelpful: used npm instead of pnpm and pasted .+ in the config$/,
    );
    assert.equal(o.confidence, BASE_CONFIDENCE.error.max, 'explicit feedback carries the top of its range');
    assert.deepEqual(o.tags, ['feedback', 'loss', 'explicit', 'command']);
    assert.ok(
      !(s.readWorkspaceFile('.act/observations.jsonl') ?? '').includes(FAKE_KEY),
      'the key in the note was redacted',
    );
    await s.waitForText('[id="workbench.parts.statusbar"]', 'ACT: loss recorded');

    await s.runCommand('ACT: Show Win/Loss Statistics');
    const stats = await s.waitForEditorText('ACT win/loss statistics');
    assert.match(stats, /Judged messages: \*\*1\*\* — wins 0, losses 1/);
    assert.match(stats, /\| command \| 0 \| 1 \| 0 \|/);
    await s.screenshot('feedback-stats');
  }));
