// Issue 10, item 1, in a real VS Code on the demo repository: the first Evolve creates no file
// outside .act/ and .agent/ until the user answers ACT's question; the question previews the
// exact text; "never" writes nothing, even when asked to regenerate; choosing files later
// (ACT: Choose Instruction Files…) writes only those, with the ACT block, kept out of git
// through .git/info/exclude when asked.
import { after, before, test } from 'node:test';
import assert from 'node:assert/strict';
import { execFileSync } from 'node:child_process';
import { launchVSCode, type E2ESession } from './harness';

let s: E2ESession;
let userGitignore: string | undefined;
before(async () => {
  s = await launchVSCode({ name: 'consent' });
  userGitignore = s.readWorkspaceFile('.gitignore');
});
after(async () => {
  await s?.close();
});

/** `git status` lines outside ACT's own folders (.act/, .agent/). */
function outsideAct(): string[] {
  return execFileSync('git', ['status', '--porcelain', '--untracked-files=all'], { cwd: s.workspace, encoding: 'utf8' })
    .split('\n')
    .filter((l) => l.trim() && !/^.. (\.act|\.agent)\//.test(l));
}

const quickInput = () => s.page.locator('.quick-input-widget');
const row = (label: string) => quickInput().locator('.monaco-list-row').filter({ hasText: label }).first();
const FILES = ['AGENTS.md', 'CLAUDE.md', '.github/instructions/learned.instructions.md'];

async function clickNotificationButton(label: string): Promise<void> {
  await s.page.locator('.notification-toast .monaco-button', { hasText: label }).first().click();
}

test('first Evolve: nothing outside .act/ and .agent/ until the user answers; the question previews the text; "never" writes nothing', () =>
  s.step('ask-then-never', async () => {
    assert.deepEqual(outsideAct(), [], 'a clean repository to start with');
    await s.runCommand('ACT: Evolve');
    await s.quickPick('Evolve', { title: 'ACT: Evolve' });
    const question = await s.waitForNotification(
      /writing a marked section into AGENTS\.md, CLAUDE\.md, \.github\/instructions\/learned\.instructions\.md/,
      { timeout: 60_000 },
    );
    assert.match(question, /Nothing is written until you choose/);
    assert.deepEqual(outsideAct(), [], 'git status: no new file outside .act/ and .agent/ while the question is open');
    await s.screenshot('question');

    await clickNotificationButton('Review and Choose…');
    const preview = await s.waitForEditorText(/What ACT would write in this repository/, { timeout: 15_000 });
    assert.match(preview, /act:begin/);
    await s.waitForText('.quick-input-widget .quick-input-title', /which instruction files may ACT write/);
    assert.deepEqual(
      (await s.workbench.quickPickItems()).filter((l) => FILES.includes(l)),
      FILES,
    );
    await s.screenshot('choose-files');
    // Unchecking every file means "never".
    for (const f of FILES) await row(f).click();
    await s.page.keyboard.press('Enter');
    await s.waitForNotification(/ACT will not write instruction files in this repository/);
    const consent = JSON.parse(await s.waitForFile('.act/consent.json', (t) => t.includes('"never"')));
    assert.equal(consent.instructionFiles.decision, 'never');
    assert.deepEqual(outsideAct(), [], 'git status after "never": still nothing outside .act/ and .agent/');

    await s.runCommand('ACT: Regenerate Instruction Files');
    await s.waitForNotification(/instruction files not written: you chose never/);
    for (const f of FILES) assert.equal(s.readWorkspaceFile(f), undefined, `${f} not written after "never"`);
  }));

test('"ACT: Choose Instruction Files…" changes the answer: the chosen files get the ACT block, kept out of git when asked', () =>
  s.step('choose-later', async () => {
    await s.runCommand('ACT: Choose Instruction Files…');
    await s.waitForText('.quick-input-widget .quick-input-title', /which instruction files may ACT write/);
    // After "never" nothing is checked: check AGENTS.md and the Copilot file, and "keep out of git".
    await row('AGENTS.md').click();
    await row('.github/instructions/learned.instructions.md').click();
    await row('Keep these files out of git').click();
    await s.page.keyboard.press('Enter');
    await s.waitFor(async () => !(await quickInput().isVisible()), { message: 'the quick pick to close' });

    const agents = await s.waitForFile('AGENTS.md', (t) => t.includes('<!-- act:end -->'), { timeout: 30_000 });
    assert.match(
      agents,
      /^<!-- act:begin -->\n<!-- Written by ACT — Continuous Learning/,
      'the block says what wrote it',
    );
    assert.match(
      agents,
      /act\.instructions\.agentsMd = false .*act\.instructions\.write = "never"/,
      'and how to turn it off',
    );
    assert.match(agents, /## What ACT learned in this project/);
    assert.doesNotMatch(agents, /GuardCode/, 'GuardCode agreements only when turned on');
    assert.match(s.readWorkspaceFile('.github/instructions/learned.instructions.md') ?? '', /<!-- act:begin -->/);
    assert.equal(s.readWorkspaceFile('CLAUDE.md'), undefined, 'a file not chosen is not written');
    assert.match(s.readWorkspaceFile('.git/info/exclude') ?? '', /^\/AGENTS\.md$/m);
    assert.deepEqual(outsideAct(), [], 'the written files are kept out of git (.git/info/exclude)');
    assert.equal(s.readWorkspaceFile('.gitignore'), userGitignore, "the user's .gitignore is not edited");
    await s.screenshot('after-yes');
  }));
