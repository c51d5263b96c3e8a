// Smoke test in a real VS Code: the VSIX installs and activates, its commands run from the
// command palette, and their effects land in the workspace's .act/ files (seed 000 examples).
import { after, before, test } from 'node:test';
import assert from 'node:assert/strict';
import { validateObservation } from '../../src/core/observation';
import { launchVSCode, type E2ESession } from './harness';

let s: E2ESession;
before(async () => {
  s = await launchVSCode({ name: 'smoke' });
});
after(async () => {
  await s?.close();
});

test('the extension activates quickly and logs to its "ACT" output channel', () =>
  s.step('activation', async () => {
    const out = await s.waitForOutput('ACT', /activated in [\d.]+ ms/);
    const ms = Number(/activated in ([\d.]+) ms/.exec(out)![1]);
    console.log(`e2e.smoke.activate-function: ${ms.toFixed(1)} ms`);
    assert.ok(ms < 1000, `activate() took ${ms} ms`);
    assert.doesNotMatch(out, /\[error\]/, 'no error logged at start-up');
  }));

test('"ACT: Show Log" shows the ACT channel in the Output panel', () =>
  s.step('show-log', async () => {
    await s.runCommand('ACT: Show Log');
    await s.waitForText('[id="workbench.parts.panel"] .view-lines', /\[info\] activated in/, { timeout: 15_000 });
    await s.screenshot('output-channel');
  }));

test('"ACT: Record Observation" appends a valid seed-001 line to .act/observations.jsonl', () =>
  s.step('record-observation', async () => {
    const before = s.readWorkspaceFile('.act/observations.jsonl') ?? '';
    const text = 'Prefers early returns over nested if/else';
    await s.runCommand('ACT: Record Observation');
    await s.quickPick('preference', { title: /Record Observation \(1\/3\)/ });
    await s.typeInput(text, { title: /\(2\/3\)/ });
    await s.typeInput('style, code', { title: /\(3\/3\)/ });
    await s.waitForNotification(/observation recorded/i);
    const after = await s.waitForFile('.act/observations.jsonl', (t) => t.includes(text));
    const added = after.slice(before.length).trim().split('\n');
    assert.equal(added.length, 1, 'exactly one line appended');
    const parsed = validateObservation(JSON.parse(added[0]));
    assert.ok(parsed.ok, parsed.ok ? '' : parsed.reason);
    assert.equal(parsed.value.type, 'preference');
    assert.equal(parsed.value.observation, text);
    assert.deepEqual(parsed.value.tags, ['style', 'code']);
  }));

test('"ACT: Evolve" preview writes nothing, then Evolve writes seed 000\'s instinct and skill', () =>
  s.step('evolve', async () => {
    await s.runCommand('ACT: Evolve');
    await s.quickPick('Preview (dry run)', { title: 'ACT: Evolve' });
    await s.waitForEditorText(/Evolution|Évolution/, { timeout: 60_000 });
    assert.deepEqual(s.listWorkspaceFiles('.act/instincts'), [], 'a dry run creates no instinct');
    assert.deepEqual(s.listWorkspaceFiles('.act/skills'), [], 'a dry run creates no skill');
    await s.screenshot('evolve-dry-run');

    await s.runCommand('ACT: Evolve');
    await s.quickPick('Evolve', { title: 'ACT: Evolve' });
    const instinct = await s.waitFor(
      () =>
        s
          .listWorkspaceFiles('.act/instincts')
          .map((f) => s.readWorkspaceFile(`.act/instincts/${f}`) ?? '')
          .find((t) => /camel\s*case/i.test(t)),
      { timeout: 60_000, message: 'an instinct about camelCase in .act/instincts/' },
    );
    assert.match(instinct, /0\.[5-6]\d/, 'the camelCase instinct carries a confidence below 0.7');
    const skill = await s.waitFor(
      () =>
        s
          .listWorkspaceFiles('.act/skills')
          .map((d) => s.readWorkspaceFile(`.act/skills/${d}/SKILL.md`) ?? '')
          .find((t) => /tests?/i.test(t) && /commit/i.test(t)),
      { timeout: 30_000, message: 'a skill rule about running tests before commit in .act/skills/*/SKILL.md' },
    );
    assert.ok(skill.length > 0);
    await s.waitForFile('.act/metrics.json');
    await s.screenshot('evolve-applied');
    await s.runCommand('ACT: Show Status');
    await s.waitForEditorText(/Last evolution: \d{4}-/, { timeout: 30_000 });

    // A preview afterwards: Show Status still names the real run, and the preview as a preview.
    const previews = () => (s.outputChannel('ACT') ?? '').split('evolve (dry run)').length;
    const seen = previews();
    await s.runCommand('ACT: Evolve');
    await s.quickPick('Preview (dry run)', { title: 'ACT: Evolve' });
    await s.waitFor(() => previews() > seen, {
      timeout: 60_000,
      message: 'the preview to finish (logged on the ACT channel)',
    });
    await s.runCommand('ACT: Show Status');
    const status = await s.waitForEditorText(/Last preview \(dry run, nothing written\)/, { timeout: 30_000 });
    assert.match(
      status,
      /Last evolution: \d{4}-[^\n]*: [1-9]\d* instinct\(s\)/,
      'the last real run, with the instinct it created',
    );
    assert.doesNotMatch(status, /Last evolution:[^\n]*dry run/);
  }));

test('"ACT: Show Status" reports what the log holds', () =>
  s.step('status', async () => {
    const lines = (s.readWorkspaceFile('.act/observations.jsonl') ?? '').split('\n').filter((l) => l.trim()).length;
    await s.runCommand('ACT: Show Status');
    const text = await s.waitForEditorText('ACT status', { timeout: 30_000 });
    assert.match(
      text,
      new RegExp(`Observations: \\*\\*${lines}\\*\\*`),
      `status counts the ${lines} logged observations`,
    );
    assert.match(text, /Rejected lines: 0/);
    assert.equal(s.readWorkspaceFile('.act/rejected.jsonl')?.trim() ?? '', '', 'no seeded line was rejected');
    await s.screenshot('status');
  }));
