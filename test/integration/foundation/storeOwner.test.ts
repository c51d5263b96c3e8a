// One owner for .act/store.sqlite (issue 11): the real worker, started as the extension starts
// it, owns the store and serves the real `act` CLI over its socket; with no window the CLI owns
// it for the length of a command; a stale advertisement is taken over. Nothing is lost on
// either side: rows in the store (on disk once the window has closed) and files.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { NodeWorkerClient } from '../../../src/host/workerClient';
import { workspacePaths } from '../../../src/core/paths';
import { Store } from '../../../src/node/store/store';
import { advertisement, claimOwnership, readOwner, socketAccepts } from '../../../src/node/store/ownership';
import type { Diagnostic } from '../../../src/protocol/worker';
import { buildWorker } from '../../helpers/buildWorker';
import { tempDir } from '../../helpers/tmp';

const main = resolve(__dirname, '../../../src/cli/main.ts');
const tsx = require.resolve('tsx');

/** The real CLI in its own process, as a terminal or a hook runs it. */
function act(args: string[], dir: string): Promise<{ code: number | null; out: string; err: string }> {
  return new Promise((done) => {
    const p = spawn(process.execPath, ['--import', tsx, main, ...args, '--workspace', dir], {
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let out = '';
    let err = '';
    p.stdout.on('data', (d) => (out += d));
    p.stderr.on('data', (d) => (err += d));
    p.on('close', (code) => done({ code, out, err }));
  });
}

/** The command exited 0; else the failure names the step, the code and what it printed. */
function ran(r: { code: number | null; out: string; err: string }, step: string): string {
  assert.equal(r.code, 0, `${step}: exit code ${r.code}\nstderr: ${r.err}\nstdout: ${r.out.slice(0, 500)}`);
  return r.out;
}

const LESSONS = [
  'Always run the linter before pushing',
  'Prefer early returns over nested conditions',
  'Name test files after the module they cover',
];

/** Recurring lessons worded a few ways, spread over the last days: enough for Evolve to work a while. */
function writeLog(dir: string, n: number): void {
  const now = Date.now();
  const lines: string[] = [];
  for (let i = 0; i < n; i++) {
    const lesson = LESSONS[i % LESSONS.length]!;
    const text = i % 2 ? lesson : `${lesson} (module ${i % 40})`;
    lines.push(
      JSON.stringify({
        timestamp: new Date(now - (n - i) * 30_000).toISOString(),
        type: i % 5 ? 'preference' : 'correction',
        context: { file: `src/m${i % 40}.ts` },
        observation: text,
        confidence: 0.6,
      }),
    );
  }
  mkdirSync(join(dir, '.act'), { recursive: true });
  writeFileSync(join(dir, '.act/observations.jsonl'), lines.join('\n') + '\n');
}

function writeCandidate(dir: string, id: string): void {
  const d = join(dir, '.agent/patterns/candidates');
  mkdirSync(d, { recursive: true });
  writeFileSync(
    join(d, `${id}.md`),
    `---\nid: ${id}\ntitle: Check the exit code of every script\nstatus: candidate\n---\n\nA script that fails silently hides the failure from the next step.\n`,
  );
}

function window(dir: string, diagnostics: Diagnostic[] = []) {
  const c = new NodeWorkerClient({
    script: buildWorker(),
    init: () => ({ workspace: dir, settings: { maxObservations: 100_000, maxBytes: 100 * 1024 * 1024 } }),
  });
  c.onEvent('diagnostic', (d) => diagnostics.push(d));
  return c;
}

/** What is on disk once every owner has closed. */
async function saved(dir: string) {
  const { store } = await Store.open(workspacePaths(dir).database);
  try {
    const n = (sql: string) => store.get<{ n: number }>(sql)!.n;
    return {
      observations: n('SELECT count(*) AS n FROM observations'),
      evolutions: n('SELECT count(*) AS n FROM evolutions WHERE dry_run = 0'),
      scores: n('SELECT count(*) AS n FROM scores'),
      cliObservation: n("SELECT count(*) AS n FROM observations WHERE observation LIKE 'Keep commits small%'"),
    };
  } finally {
    store.close();
  }
}

test('a CLI evolve, approve and observe while the window is evolving go to the window, and nothing is lost', async () => {
  const dir = tempDir();
  writeLog(dir, 6000);
  writeCandidate(dir, 'check-exit-codes');
  const c = window(dir);
  await c.request('status', {});
  const ad = (await readOwner(workspacePaths(dir)))!.ad;
  assert.equal(ad.kind, 'window', 'the window advertises itself as the owner');
  assert.equal(ad.pid, process.pid, "the advertisement names the window's process");
  assert.ok(ad.socket && (await socketAccepts(ad.socket)), 'the window listens on its advertised socket');

  const windowEvolve = c.request('evolve', { dryRun: false, sinceDays: 7 });
  const [evolve, approve, observe] = await Promise.all([
    act(['evolve', '--json'], dir),
    act(['approve', 'check-exit-codes', '--by', 'Dana', '--note', 'seen it fail twice'], dir),
    act(['observe', '--type', 'preference', '--observation', 'Keep commits small and focused'], dir),
  ]);
  const mine = await windowEvolve;
  ran(evolve, "act evolve during the window's evolve");
  ran(approve, "act approve during the window's evolve");
  assert.match(ran(observe, "act observe during the window's evolve"), /recorded/, 'act observe says it recorded');
  assert.ok(
    mine.instincts.length + mine.skills.length > 0,
    `the window's evolve learned something: ${mine.instincts.length} instinct(s), ${mine.skills.length} skill(s)`,
  );
  // The CLI's observe may reach the window before or after the CLI's evolve: both are right.
  const analysed = JSON.parse(evolve.out).analysed as number;
  assert.ok([6000, 6001].includes(analysed), `act evolve analysed ${analysed}, not 6000 or 6001`);

  // The window knows everything the CLI did: it did it.
  const s = await c.request('status', {});
  assert.equal(s.total, 6001, `window status after the CLI's observe: ${s.total} observations, not 6000 + 1`);
  assert.ok(existsSync(join(dir, '.agent/patterns/active/check-exit-codes.md')), 'act approve made the pattern active');
  assert.match(
    readFileSync(join(dir, '.agent/patterns/audit.jsonl'), 'utf8'),
    /"action":"approve","subject":"check-exit-codes","subjectKind":"pattern","actor":"Dana","reason":"seen it fail twice"/,
    "the audit records the CLI's approval",
  );
  const runs = JSON.parse(readFileSync(join(dir, '.act/metrics.json'), 'utf8')).evolution.runs as number;
  assert.equal(runs, 2, `metrics.json counts ${runs} evolve run(s), not the window's and the CLI's`);
  await c.dispose();

  // Both runs' rows are on disk: the CLI never wrote its own copy of the store over the window's.
  const rows = await saved(dir);
  assert.equal(rows.evolutions, 2, `the store on disk has ${rows.evolutions} evolution(s), not both runs`);
  assert.equal(rows.observations, 6001, `the store on disk has ${rows.observations} observations, not 6001`);
  assert.equal(rows.cliObservation, 1, `the store on disk has the CLI's observation ${rows.cliObservation} time(s)`);
  assert.ok(rows.scores > 0, 'the store on disk has the confidence history of the runs');
  for (const f of [...mine.filesWritten, ...JSON.parse(evolve.out).filesWritten])
    assert.ok(existsSync(join(dir, '.act', f)), `an evolve said it wrote .act/${f}, which is missing`);
  assert.equal(await readOwner(workspacePaths(dir)), undefined, 'the window gave the store up when it closed');
});

test('the reading verbs and the other writers go to the window too', async () => {
  const dir = tempDir();
  writeLog(dir, 200);
  writeCandidate(dir, 'check-exit-codes');
  writeCandidate(dir, 'pin-tool-versions');
  const extra = join(dir, 'from-a-hook.jsonl');
  writeFileSync(
    extra,
    JSON.stringify({
      timestamp: new Date().toISOString(),
      type: 'error',
      context: {},
      observation: 'The release script forgot the changelog',
      confidence: 0.7,
    }) + '\n',
  );
  const c = window(dir);
  await c.request('status', {});
  const run = (args: string[]) => act(args, dir).then((r) => ran(r, `act ${args.join(' ')}`));
  // The readers at once, then the writers at once: processes started together reach the window
  // in any order, and a status that came after a concurrent ingest counted 201 (on a loaded CI).
  const [status, patterns, jobs, rules, threads, search, health] = await Promise.all([
    run(['status', '--json']),
    run(['patterns', '--json']),
    run(['jobs', '--json']),
    run(['rules', '--json']),
    run(['threads', '--json']),
    run(['search', 'linter', '--json']),
    act(['health', '--json'], dir).then((r) => r.out),
  ]);
  assert.equal(JSON.parse(status).total, 200, `act status before the writers: ${JSON.parse(status).total}, not 200`);
  const listed = (JSON.parse(patterns) as Array<{ id: string; status: string }>).map((p) => `${p.id}:${p.status}`);
  assert.deepEqual(
    listed.sort(),
    ['check-exit-codes:candidate', 'pin-tool-versions:candidate'],
    'act patterns before the writers',
  );
  assert.deepEqual(JSON.parse(jobs), [], 'act jobs');
  assert.deepEqual(JSON.parse(rules), [], 'act rules');
  assert.ok(Array.isArray(JSON.parse(threads).threads), `act threads: ${threads.slice(0, 200)}`);
  assert.equal(JSON.parse(search).query, 'linter', `act search: ${search.slice(0, 200)}`);
  assert.equal(
    JSON.parse(health).worker,
    'running',
    "act health is answered by the window's worker, not by a memory opened in the CLI",
  );

  const [ingest, reject, deprecate] = await Promise.all([
    run(['ingest', extra, '--json']),
    run(['reject', 'check-exit-codes', '--reason', 'too vague']),
    run(['deprecate', 'pin-tool-versions']),
  ]);
  assert.equal(JSON.parse(ingest)[0].accepted, 1, `act ingest: ${ingest.slice(0, 300)}`);
  assert.match(reject, /rejected/, 'act reject');
  assert.match(deprecate, /deprecated/, 'act deprecate');
  const total = (await c.request('status', {})).total;
  assert.equal(total, 201, `window status after act ingest: ${total}, not 200 + 1`);
  assert.ok(existsSync(join(dir, '.agent/patterns/rejected/check-exit-codes.md')), 'act reject moved the pattern');
  assert.ok(
    existsSync(join(dir, '.agent/patterns/deprecated/pin-tool-versions.md')),
    'act deprecate moved the pattern',
  );
  await c.dispose();
  const onDisk = (await saved(dir)).observations;
  assert.equal(onDisk, 201, `the store on disk after the window closed has ${onDisk} observations, not 201`);
});

test('with no window the CLI owns the store for the length of a command, then gives it up', async () => {
  const dir = tempDir();
  writeLog(dir, 300);
  writeCandidate(dir, 'check-exit-codes');
  ran(
    await act(['observe', '--type', 'preference', '--observation', 'Keep commits small and focused'], dir),
    'act observe with no window',
  );
  ran(await act(['evolve', '--json'], dir), 'act evolve with no window');
  ran(await act(['approve', 'check-exit-codes', '--by', 'Dana'], dir), 'act approve with no window');
  const left = await readOwner(workspacePaths(dir));
  assert.equal(left, undefined, `the CLI left an advertisement behind: ${JSON.stringify(left?.ad)}`);
  const rows = await saved(dir);
  assert.equal(rows.observations, 301, `the store on disk has ${rows.observations} observations, not 300 + 1`);
  assert.equal(rows.evolutions, 1, `the store on disk has ${rows.evolutions} evolution(s), not 1`);
  assert.ok(existsSync(join(dir, '.agent/patterns/active/check-exit-codes.md')), 'act approve made the pattern active');
});

/** The id of a process that has exited. */
function deadPid(): number {
  return Number(
    spawnSync(process.execPath, ['-e', 'process.stdout.write(String(process.pid))'], { encoding: 'utf8' }).stdout,
  );
}

test('a stale advertisement (process gone, or socket refusing) is taken over by the CLI and by a window', async () => {
  const dir = tempDir();
  writeLog(dir, 50);
  const paths = workspacePaths(dir);
  const stale = (pid: number) =>
    writeFileSync(paths.owner, JSON.stringify({ ...advertisement('window', dir, join(dir, 'gone.sock')), pid }));

  stale(deadPid());
  ran(
    await act(['observe', '--type', 'success', '--observation', 'Deploy went through after the fix'], dir),
    'act observe over the advertisement of a dead process',
  );
  const left = await readOwner(paths);
  assert.equal(left, undefined, `the CLI left an advertisement behind: ${JSON.stringify(left?.ad)}`);

  // Our own live process, but nothing listens on the socket: a worker that died in its host.
  stale(process.pid);
  const c = window(dir);
  const total = (await c.request('status', {})).total;
  assert.equal(total, 51, `the window that took over counts ${total} observations, not 50 + the CLI's 1`);
  const now = (await readOwner(paths))!.ad;
  assert.notEqual(now.socket, join(dir, 'gone.sock'), 'the new worker advertises its own socket');
  await c.dispose();
});

test('a window waits while the CLI holds the store, then opens it', async () => {
  const dir = tempDir();
  writeLog(dir, 20);
  const paths = workspacePaths(dir);
  const held = await claimOwnership(paths, advertisement('cli', dir));
  assert.ok('owned' in held, 'the test holds the store as a CLI would');
  const diagnostics: Diagnostic[] = [];
  const c = window(dir, diagnostics);
  let answered = false;
  const status = c.request('status', {}).then((s) => ((answered = true), s));
  await new Promise<void>((ok) => {
    const d = c.onEvent('diagnostic', (x) => /waiting for act/.test(x.message) && (d.dispose(), ok()));
  });
  assert.equal(answered, false, 'no answer while the CLI holds the store');
  await held.owned.release();
  const total = (await status).total;
  assert.equal(total, 20, `the window's first status once the CLI released the store: ${total}, not 20`);
  assert.equal((await readOwner(paths))?.ad.kind, 'window', 'the window owns the store once the CLI released it');
  await c.dispose();
});

test('with a window, act observe then act threads shows the new thread: the window routes what is pending before it answers', async () => {
  const dir = tempDir();
  writeLog(dir, 5);
  const c = window(dir);
  await c.request('status', {});
  const run = (args: string[]) => act(args, dir).then((r) => ran(r, `act ${args.join(' ')}`));
  const before = JSON.parse(await run(['threads', '--json'])).total as number;
  // The second observe answers at once and threads is asked right after it: no 300 ms feed has to pass.
  await run([
    'observe',
    '--type',
    'error',
    '--observation',
    'The nightly export job timed out while zipping the invoices folder',
    '--task',
    'invoice export',
  ]);
  await run([
    'observe',
    '--type',
    'success',
    '--observation',
    'Streaming the invoices into the zip fixed the export timeout',
    '--task',
    'invoice export',
  ]);
  const listed = JSON.parse(await run(['threads', '--json']));
  const titles = JSON.stringify(
    listed.threads.map((t: { title: string; messageCount: number }) => [t.title, t.messageCount]),
  );
  assert.equal(
    listed.total,
    before + 1,
    `act threads after the two observes: ${listed.total} threads, not ${before} + 1 (one new thread for both); ${titles}`,
  );
  const thread = listed.threads.find((t: { title: string }) => /invoice|export/i.test(t.title));
  assert.ok(thread, `act threads lists no invoice export thread: ${titles}`);
  assert.equal(thread.messageCount, 2, `the invoice export thread has ${thread.messageCount} message(s), not both`);
  const health = JSON.parse(await run(['health', '--json']));
  assert.equal(health.worker, 'running', 'act health is answered by the window');

  // The same handlers with no process start-up in between: asked as soon as the observe is answered.
  const routedMessages = (r: { threads: Array<{ messageCount: number }> }) =>
    r.threads.reduce((n, t) => n + t.messageCount, 0);
  await c.request('observe', {
    source: 'test',
    items: [
      {
        type: 'error',
        observation: 'The staging database ran out of disk space during the nightly backup',
        context: { task: 'staging backup' },
      },
    ],
  });
  const after = await c.request('threadsList', {});
  assert.equal(
    routedMessages(after),
    routedMessages(listed) + 1,
    `threadsList right after the window's observe: ${routedMessages(after)} routed messages, not ${routedMessages(listed)} + 1`,
  );
  await c.dispose();
});
