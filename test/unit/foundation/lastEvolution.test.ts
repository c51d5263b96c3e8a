// Issue 10, item 3: a preview (dry run) never replaces the record of the last real evolution;
// it is reported on its own, as a preview, and only while it is newer than the last real run.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { Workspace } from '../../../src/node/workspace';
import { evolveWorkspace } from '../../../src/node/evolveWorkspace';
import { statusCommand } from '../../../src/cli/commands/status';
import { tempDir } from '../../helpers/tmp';

const HOUR = 3_600_000;

// Three corrections about one habit: enough for Evolve to learn an instinct.
function habit(now: number) {
  return [0.9, 0.6, 0.3].map((daysAgo, i) => ({
    timestamp: new Date(now - daysAgo * 24 * HOUR).toISOString(),
    type: 'correction' as const,
    context: { task: 'imports' },
    observation: [
      'Sort the import lines alphabetically',
      'Imports should be sorted alphabetically',
      'Keep import lines in alphabetical order',
    ][i],
    confidence: 0.5,
  }));
}

async function statusText(root: string): Promise<string> {
  const out: string[] = [];
  const code = await statusCommand.run(
    [],
    { out: (t) => void out.push(t), err: () => undefined },
    { workspace: root, cwd: root },
  );
  assert.equal(code, 0);
  return out.join('\n');
}

test('a dry run after a real Evolve leaves "last evolution" on the real run and is shown as a preview', async () => {
  const root = tempDir('act-last-evolution-');
  const now = Date.now();
  let learned: string;
  const ws = await Workspace.open(root, { persistDebounceMs: 10 });
  try {
    await ws.observe(habit(now), 'test');
    const real = await evolveWorkspace(ws, { dryRun: false }, {}, new Date(now - 2 * HOUR));
    assert.ok(real.instincts.length + real.skills.length > 0, 'the real run learned something');
    learned = `${real.instincts.length} instinct(s), ${real.skills.length} skill(s)`;
    const before = await ws.status();
    assert.equal(before.lastEvolution?.at, new Date(now - 2 * HOUR).toISOString());
    assert.equal(before.lastPreview, null, 'no preview yet');

    // Nothing new to learn: the preview finds nothing, as in the Show Status.
    const preview = await evolveWorkspace(
      ws,
      { dryRun: true, sinceDays: 1, minConfidence: 0.99 },
      {},
      new Date(now - HOUR),
    );
    assert.equal(preview.instincts.length, 0);
    const after = await ws.status();
    assert.deepEqual(after.lastEvolution, before.lastEvolution, 'the preview did not replace the last real run');
    assert.equal(after.lastEvolution?.dryRun, false);
    assert.equal(after.lastPreview?.at, new Date(now - HOUR).toISOString());
    assert.equal(after.lastPreview?.dryRun, true);
  } finally {
    await ws.close();
  }

  const text = await statusText(root);
  assert.ok(text.includes(`Last evolution: ${new Date(now - 2 * HOUR).toISOString()}: ${learned}`), text);
  assert.doesNotMatch(text, /Last evolution:.*dry run/);
  assert.match(text, /Last preview \(dry run, nothing written\): .*would give 0 instinct\(s\), 0 skill\(s\)/);

  // A later real run: the older preview is no longer news.
  const again = await Workspace.open(root, { persistDebounceMs: 10 });
  try {
    await evolveWorkspace(again, { dryRun: false }, {}, new Date(now));
    const s = await again.status();
    assert.equal(s.lastEvolution?.at, new Date(now).toISOString());
    assert.equal(s.lastPreview, null);
  } finally {
    await again.close();
  }
  assert.doesNotMatch(await statusText(root), /Last preview/);
});
