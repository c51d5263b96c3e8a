// First run in a real VS Code: a project that has never seen ACT (no .act/), light theme. The
// extension starts without errors and the first recorded observation creates the log.
import { after, before, test } from 'node:test';
import assert from 'node:assert/strict';
import { parseObservationLine } from '../../src/core/observation';
import { launchVSCode, type E2ESession } from './harness';

let s: E2ESession;
before(async () => {
  s = await launchVSCode({ name: 'first-run', workspace: 'empty', theme: 'light' });
});
after(async () => {
  await s?.close();
});

test('starts on a project without .act/ and shows no error', () =>
  s.step('start', async () => {
    await s.waitForOutput('ACT', /activated in/);
    // Start-up work ends when the memory has configured the worker (it starts the worker): judge after it.
    await s.waitForOutput('ACT', /memory: embedder /, { timeout: 60_000 });
    assert.deepEqual(await s.workbench.errorNotifications(), []);
    assert.doesNotMatch(s.outputChannel('ACT') ?? '', /\[error\]/);
    await s.screenshot('start');
  }));

test('the first "ACT: Record Observation" creates .act/observations.jsonl', () =>
  s.step('first-observation', async () => {
    await s.runCommand('ACT: Record Observation');
    await s.quickPick('correction', { title: /\(1\/3\)/ });
    await s.typeInput('Asked to use early returns instead of nested if/else', { title: /\(2\/3\)/ });
    await s.typeInput('', { title: /\(3\/3\)/ });
    const text = await s.waitForFile('.act/observations.jsonl', (t) => t.trim().length > 0);
    const lines = text.trim().split('\n');
    assert.equal(lines.length, 1);
    const r = parseObservationLine(lines[0]);
    assert.ok(r.ok, r.ok ? '' : r.reason);
    assert.equal(r.value.type, 'correction');
    assert.equal(
      r.value.confidence >= 0.5 && r.value.confidence <= 0.7,
      true,
      'a correction starts in its seed-001 range',
    );
  }));
