// Just after start-up, on a slow machine: every ACT command is in the palette as soon as ACT is
// active. The workbench page's main thread is throttled, so the workbench contributions of its
// Restored phase (among them the one that sets the `isWorkspaceTrusted` context key) are still
// being created, in idle time, seconds after the extension host has activated ACT. A palette
// entry hidden behind such a key was missing then (issue 10: "Learn from This Change").
import { after, before, test } from 'node:test';
import assert from 'node:assert/strict';
import { launchVSCode, type E2ESession } from './harness';

/** How many times slower the page runs: enough to keep the Restored contributions pending. */
const THROTTLE = 6;
const RESTORED_DONE = 'code/didCreateWorkbenchContributions/3';

let s: E2ESession;
before(async () => {
  // Tall enough for the palette to draw every ACT command at once (its list is virtual).
  s = await launchVSCode({
    name: 'startup',
    workspace: 'empty',
    cpuThrottle: THROTTLE,
    viewport: { width: 1200, height: 2400 },
  });
});
after(async () => {
  await s?.close();
});

test('every ACT command is in the palette as soon as ACT is active, before the workbench has restored', () =>
  s.step('palette-at-activation', async () => {
    // Whether this run caught the window (the throttle makes it likely, the machine's load decides):
    // with the old manifest it missed "Learn from This Change" and "Learn from a Commit…" here.
    const pending = await s.page.evaluate((m) => performance.getEntriesByName(m).length === 0, RESTORED_DONE);
    console.log(`e2e.startup.restored-contributions-pending-at-activation: ${pending ? 'yes' : 'no'}`);
    const offered = await s.paletteLabels('ACT: ');
    const expected = s.server.manifest.paletteCommands.filter((t) => t.startsWith('ACT: '));
    assert.ok(expected.length >= 10, `the manifest lists the palette commands: ${JSON.stringify(expected)}`);
    assert.deepEqual(
      expected.filter((t) => !offered.includes(t)),
      [],
      `commands missing from the palette just after activation (it offered ${offered.length})`,
    );
  }));
