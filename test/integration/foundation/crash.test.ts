// The process is killed (SIGKILL) during appends and rotations, by one writer and by two
// concurrent writers (two windows): nothing acknowledged is lost, nothing is duplicated.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { spawn } from 'node:child_process';
import { join } from 'node:path';
import { unlinkSync } from 'node:fs';
import { openWorkspace } from '../../../src/node/workspace';
import { mulberry32 } from '../../../src/core/random';
import { tempDir } from '../../helpers/tmp';

const script = join(__dirname, '../../helpers/appendLoop.ts');
/** The kill delays are seeded, so every run draws the same ones. */
const random = mulberry32(20_241_125);

/** Kills the writer once it has acknowledged `killAfter` observations, plus a (seeded) random
 *  delay, so a slow machine still appends and rotates enough and the kill lands anywhere in the cycle. */
function runAndKill(dir: string, tag: string, killAfter: number): Promise<string[]> {
  return new Promise((resolve) => {
    const child = spawn(process.execPath, ['--import', 'tsx', script, dir, tag], {
      stdio: ['ignore', 'pipe', 'inherit'],
    });
    const acks: string[] = [];
    let buf = '';
    let killed = false;
    child.stdout.on('data', (d: Buffer) => {
      buf += d.toString();
      const parts = buf.split('\n');
      buf = parts.pop()!;
      for (const p of parts) if (p.startsWith('ACK ')) acks.push(p.slice(4));
      if (!killed && acks.length >= killAfter) {
        killed = true;
        setTimeout(() => child.kill('SIGKILL'), random() * 40);
      }
    });
    child.on('exit', () => resolve(acks));
  });
}

async function checkAll(dir: string, acked: string[], rebuild: boolean) {
  if (rebuild) unlinkSync(join(dir, '.act/store.sqlite'));
  const ws = await openWorkspace(dir, { settings: { maxObservations: 30, keepNewest: 10, maxBytes: 6000 } });
  const rows = ws.observations({ limit: 1_000_000 });
  const counts = new Map<string, number>();
  for (const r of rows) counts.set(r.observation, (counts.get(r.observation) ?? 0) + 1);
  const lost = acked.filter((t) => !counts.has(t));
  const dup = [...counts].filter(([, n]) => n > 1);
  await ws.close();
  assert.deepEqual(lost, [], `acknowledged but lost (${rebuild ? 'rebuilt store' : 'existing store'})`);
  assert.deepEqual(dup, [], 'duplicated');
}

test('killed during appends and rotations: nothing acknowledged lost or duplicated', { timeout: 120_000 }, async () => {
  const dir = tempDir();
  const acked: string[] = [];
  for (let round = 0; round < 4; round++) acked.push(...(await runAndKill(dir, `solo${round}`, 25 + round * 17)));
  assert.ok(acked.length > 60, `enough appends to rotate several times (${acked.length})`);
  await checkAll(dir, acked, false);
  await checkAll(dir, acked, true);
});

test(
  'two writers on the same folder, both killed mid-way: nothing lost or duplicated',
  { timeout: 120_000 },
  async () => {
    const dir = tempDir();
    const acked: string[] = [];
    for (let round = 0; round < 2; round++) {
      const [a, b] = await Promise.all([runAndKill(dir, `winA${round}`, 35), runAndKill(dir, `winB${round}`, 45)]);
      acked.push(...a, ...b);
    }
    assert.ok(acked.length > 60, `enough appends (${acked.length})`);
    await checkAll(dir, acked, false);
    await checkAll(dir, acked, true);
  },
);
