// The sidebar as a new user first sees it: a project without .act/, light theme. Every view
// says what it is for and what to do; nothing errors; the first observation shows up live.
import { after, before, test } from 'node:test';
import assert from 'node:assert/strict';
import type { Frame } from 'playwright-core';
import { launchVSCode, type E2ESession } from './harness';

let s: E2ESession;
before(async () => {
  s = await launchVSCode({ name: 'sidebar-empty', workspace: 'empty', theme: 'light' });
});
after(async () => {
  await s?.close();
});

async function view(): Promise<Frame> {
  await s.openView('act');
  return s.getWebviewFrame('Learning', { timeout: 60_000 });
}

const EMPTY: Array<[string, RegExp]> = [
  ['Review', /No patterns to review yet/],
  ['Learned', /Nothing learned yet/],
  ['Threads', /No threads yet/],
  ['Bridges', /No threads to connect yet/],
  ['Activity', /No observations yet/],
];

test('every view of an empty workspace explains what to do', () =>
  s.step('empty-states', async () => {
    const frame = await view();
    for (const [tab, text] of EMPTY) {
      await frame.getByRole('tab', { name: new RegExp(`^${tab}`) }).click();
      await frame.getByText(text).first().waitFor({ timeout: 30_000 });
      await s.screenshot(`${tab.toLowerCase()}-empty-light`, 'sidebar');
    }
    const out = (await s.outputChannel('ACT')) ?? '';
    assert.doesNotMatch(out, /\[error\]/, 'no error logged');
    assert.doesNotMatch(out, /rejected a message from the webview/);
  }));

test('an observation recorded elsewhere appears in Activity without a manual refresh', () =>
  s.step('live-update', async () => {
    const frame = await view();
    await frame.getByRole('tab', { name: /^Activity/ }).click();
    await frame
      .getByText(/No observations yet/)
      .first()
      .waitFor();
    const line = JSON.stringify({
      timestamp: new Date().toISOString(),
      type: 'preference',
      context: { task: 'e2e' },
      observation: 'Prefers small pull requests',
      confidence: 0.4,
    });
    s.writeWorkspaceFile('.act/observations.jsonl', `${line}\n`);
    await frame.getByText(/1 observation in this period/).waitFor({ timeout: 30_000 });
    await s.screenshot('activity-first-observation-light', 'sidebar');
  }));
