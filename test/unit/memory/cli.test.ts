// The memory verbs of the `act` CLI on a real workspace folder.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Workspace } from '../../../src/node/workspace';
import { healthCommand } from '../../../src/cli/commands/health';
import { searchCommand } from '../../../src/cli/commands/search';
import { threadsCommand } from '../../../src/cli/commands/threads';
import { threadCommand } from '../../../src/cli/commands/thread';
import { bridgesCommand } from '../../../src/cli/commands/bridges';
import { reindexCommand } from '../../../src/cli/commands/reindex';
import type { CliCommand } from '../../../src/cli/command';

async function run(cmd: CliCommand, argv: string[], workspace: string) {
  const out: string[] = [];
  const err: string[] = [];
  const code = await cmd.run(
    argv,
    { out: (t) => void out.push(t), err: (t) => void err.push(t) },
    { workspace, cwd: workspace },
  );
  return { code, out: out.join('\n'), err: err.join('\n') };
}

test('reindex feeds observations into threads; threads, thread, search, bridges and health read them', async () => {
  const root = mkdtempSync(join(tmpdir(), 'act-cli-mem-'));
  try {
    const ws = await Workspace.open(root);
    await ws.observe(
      [
        {
          type: 'error',
          observation: 'Postgres migration failed: the email column has null values',
          context: { task: 'users email migration' },
        },
        {
          type: 'success',
          observation: 'Postgres migration passed after backfilling null email values',
          context: { task: 'users email migration' },
        },
        { type: 'correction', observation: 'User asked to use pnpm instead of npm for installs', context: {} },
      ],
      'test',
    );
    await ws.close();

    const re = await run(reindexCommand, ['--embedder', 'lexical'], root);
    assert.equal(re.code, 0, re.err);
    assert.match(re.out, /Reindexed 2 thread\(s\) and 3 item\(s\) with lexical-hash-v2-384/);

    const threads = JSON.parse((await run(threadsCommand, ['--json'], root)).out);
    assert.equal(threads.total, 2);
    const pg = threads.threads.find((t: { title: string }) => /Postgres/.test(t.title));
    assert.equal(pg.messageCount, 2);

    const one = await run(threadCommand, [pg.id], root);
    assert.match(one.out, /Messages:\n.*NEW_THREAD observation:test: Postgres migration failed/);
    assert.equal((await run(threadCommand, ['nope'], root)).code, 1);

    const s = JSON.parse(
      (await run(searchCommand, ['email', 'migration', 'failed', '--json', '--embedder', 'lexical'], root)).out,
    );
    assert.match(s.hits[0].snippet, /Postgres migration failed/, 'the observation saying exactly that comes first');
    assert.ok(
      s.hits.some((h: { kind: string; id: string }) => h.kind === 'thread' && h.id === pg.id),
      'and its thread is recalled',
    );
    const text = await run(searchCommand, ['pnpm', '--type', 'observation', '--embedder', 'lexical'], root);
    assert.match(
      text.out,
      /\[observation\/correction\] correction.*\n.*pnpm instead of npm for installs\n\s+why: observation: meaning/,
    );
    await assert.rejects(run(searchCommand, ['x', '--type', 'nope'], root), /--type must be one of/);

    assert.equal((await run(bridgesCommand, [], root)).code, 0);
    const h = await run(healthCommand, ['--embedder', 'lexical'], root);
    assert.match(h.out, /ok {3}Continuation rate: 50%/);
    assert.match(h.out, /Embedder: lexical-hash-v2-384 \(lexical fallback\)/);
    assert.equal(h.code, 0);
  } finally {
    rmSync(root, { recursive: true, force: true });
  }
});
