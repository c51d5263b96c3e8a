import { test } from 'node:test';
import assert from 'node:assert/strict';
import { execFileSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import {
  appendFileSync,
  copyFileSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readFileSync,
  readdirSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { openWorkspace } from '../../../src/node/workspace';
import { CaptureService } from '../../../src/node/capture/service';
import { followWorkspaceTranscripts, ingestTranscriptFile } from '../../../src/node/capture/transcriptIngest';
import { learnGit } from '../../../src/node/capture/gitLearning';
import { claudeProjectDir } from '../../../src/core/paths';
import { lastReflogCommit } from '../../../src/node/capture/gitLog';
import { sharedPath, withoutShared } from '../../helpers/shared';

async function setup() {
  const root = mkdtempSync(join(tmpdir(), 'act-capture-'));
  const home = mkdtempSync(join(tmpdir(), 'act-home-'));
  const ws = await openWorkspace(root, { persistDebounceMs: 60_000 });
  const svc = new CaptureService({
    paths: ws.paths,
    store: ws.store,
    observe: (i, s) => ws.observe(i, s),
    report: (d) => ws.report(d),
    home,
  });
  return {
    root,
    home,
    ws,
    svc,
    done: async () => {
      await ws.close();
      rmSync(root, { recursive: true, force: true });
      rmSync(home, { recursive: true, force: true });
    },
  };
}

test('recordUserMessage: feedback, rules stored in user_rules.json, observations logged once', async () => {
  const { ws, svc, root, done } = await setup();
  try {
    const r = await svc.recordUserMessage({
      text: 'perfect, thanks! remember: always use pnpm',
      source: 'chat',
      session: 'c1',
    });
    assert.equal(r.feedback, 'win');
    assert.deepEqual(r.rules, ['Always use pnpm']);
    assert.equal(r.observations, 2);
    assert.ok(existsSync(join(root, '.act/feedback-patterns.json')));
    const rules = JSON.parse(readFileSync(join(root, '.act/user_rules.json'), 'utf8')).rules;
    assert.equal(rules[0].text, 'Always use pnpm');
    const again = await svc.recordUserMessage({
      text: 'perfect, thanks! remember: always use pnpm',
      source: 'chat',
      session: 'c1',
    });
    assert.equal(again.observations, 0, 'identical observations are not logged twice');
    assert.equal(svc.rules.list()[0]!.count, 2);
    const log = readFileSync(ws.paths.observations, 'utf8');
    assert.match(log, /"type":"preference".*"Rule: Always use pnpm"/);
    await svc.recordFeedback({
      kind: 'loss',
      note: 'wrong file, key sk-ant-api03-aaaaBBBBccccDDDDeeeeFFFF1234',
      source: 'command',
    });
    const s = svc.stats();
    assert.equal(s.wins, 2);
    assert.equal(s.losses, 1);
    assert.ok(!readFileSync(ws.paths.observations, 'utf8').includes('sk-ant-api03-aaaa'));
  } finally {
    await done();
  }
});

test('rules CRUD and a corrupt rules file is moved aside', async () => {
  const { svc, root, done } = await setup();
  try {
    const { rule } = svc.rules.add({ text: 'Tabs, not spaces' });
    svc.rules.edit(rule.id, { text: 'Use tabs', enabled: false });
    assert.equal(svc.rules.list()[0]!.text, 'Use tabs');
    assert.equal(svc.rules.list()[0]!.enabled, false);
    assert.equal(svc.rules.remove(rule.id), true);
    assert.equal(svc.rules.list().length, 0);
    writeFileSync(join(root, '.act/user_rules.json'), '{broken');
    assert.deepEqual(svc.rules.list(), []);
    assert.ok(readdirSync(join(root, '.act')).some((f) => f.startsWith('user_rules.json.corrupt-')));
  } finally {
    await done();
  }
});

test(
  'ingest: a real transcript, then re-ingest adds nothing; the planted password never reaches the log',
  { skip: withoutShared('data/transcripts') },
  async () => {
    const { ws, svc, done } = await setup();
    try {
      const f = sharedPath('data/transcripts/4thehalibit__omarchy-backup__9341ff92-27e9-40b5-be3f-9849c3696efc.jsonl');
      const a = await ingestTranscriptFile(svc, f);
      assert.equal(a.format, 'claude-code');
      assert.ok(a.userMessages >= 10);
      const b = await ingestTranscriptFile(
        svc,
        sharedPath('data/transcripts/4thehalibit__omarchy-backup__1fb5e404-604d-4a2b-baf1-3beb42a67371.jsonl'),
      );
      assert.ok(b.observations >= 5);
      const again = await ingestTranscriptFile(
        svc,
        sharedPath('data/transcripts/4thehalibit__omarchy-backup__1fb5e404-604d-4a2b-baf1-3beb42a67371.jsonl'),
      );
      assert.equal(again.observations, 0);
      const statsBefore = svc.stats().total;
      await ingestTranscriptFile(
        svc,
        sharedPath('data/transcripts/4thehalibit__omarchy-backup__1fb5e404-604d-4a2b-baf1-3beb42a67371.jsonl'),
      );
      assert.equal(svc.stats().total, statsBefore, 'a re-imported message is not counted twice');
      await ws.flush();
      const everything = [ws.paths.observations, ws.paths.userRules, ws.paths.database]
        .filter(existsSync)
        .map((p) => readFileSync(p).toString('latin1'))
        .join('\n');
      assert.ok(!everything.includes('Uwsj41joov8!'));
      await assert.rejects(() => {
        writeFileSync(join(ws.paths.root, 'x.txt'), 'hello');
        return ingestTranscriptFile(svc, join(ws.paths.root, 'x.txt'));
      }, /could not recognise the format \(expected Claude Code, Codex or Engram JSONL/);
    } finally {
      await done();
    }
  },
);

test('follow: Claude Code session files of the workspace are read from the remembered offset as they grow', async () => {
  const { root, home, svc, done } = await setup();
  try {
    const dir = claudeProjectDir(root, home);
    mkdirSync(dir, { recursive: true });
    const file = join(dir, 'sess-1.jsonl');
    const rec = (type: string, content: string, t: string) =>
      `${JSON.stringify({ type, sessionId: 'sess-1', timestamp: t, message: { role: type, content } })}\n`;
    writeFileSync(
      file,
      rec('user', 'add a dark mode toggle to the settings page', '2026-01-01T10:00:00Z') +
        rec('assistant', 'Done: toggle added.', '2026-01-01T10:01:00Z'),
    );
    const first = await followWorkspaceTranscripts(svc);
    assert.equal(first[0]!.userMessages, 1);
    appendFileSync(file, rec('user', 'works perfectly', '2026-01-01T10:02:00Z') + '{"type":"user","partial');
    const second = await followWorkspaceTranscripts(svc);
    assert.equal(second[0]!.userMessages, 1);
    assert.equal(second[0]!.wins, 1, 'context (the previous answer) is carried between reads');
    assert.equal(second[0]!.observations, 1);
    assert.deepEqual(await followWorkspaceTranscripts(svc), []);
  } finally {
    await done();
  }
});

test('following a Codex session (appended lines) and a Gemini chat (rewritten document) of this workspace', async () => {
  const { root, home, svc, done } = await setup();
  try {
    const day = join(home, '.codex', 'sessions', '2026', '02', '01');
    mkdirSync(day, { recursive: true });
    const codex = join(day, 'rollout-x.jsonl');
    const item = (payload: object) =>
      JSON.stringify({ timestamp: '2026-02-01T09:00:00Z', type: 'response_item', payload }) + '\n';
    const say = (role: string, text: string) =>
      item({ type: 'message', role, content: [{ type: role === 'user' ? 'input_text' : 'output_text', text }] });
    writeFileSync(
      codex,
      JSON.stringify({ timestamp: '2026-02-01T09:00:00Z', type: 'session_meta', payload: { id: 'cx', cwd: root } }) +
        '\n' +
        say('user', 'add retries to the http client') +
        say('assistant', 'Done, retries added with backoff.'),
    );
    const chats = join(home, '.gemini', 'tmp', createHash('sha256').update(root).digest('hex'), 'chats');
    mkdirSync(chats, { recursive: true });
    const gemini = join(chats, 'session-1.json');
    const message = (type: string, content: string, i: number) => ({
      id: `${i}`,
      timestamp: `2026-02-01T10:0${i}:00Z`,
      type,
      content,
    });
    const chat = [
      message('user', 'translate the error messages to French', 0),
      message('gemini', 'Translated all of them.', 1),
    ];
    writeFileSync(gemini, JSON.stringify({ sessionId: 'gm', messages: chat }, null, 2));

    const first = await followWorkspaceTranscripts(svc);
    assert.deepEqual(first.map((r) => `${r.format}:${r.userMessages}`).sort(), ['chat-json:1', 'codex:1']);

    appendFileSync(codex, say('user', 'the retries never stop, it loops forever'));
    chat.push(message('user', 'parfait, merci', 2));
    writeFileSync(gemini, JSON.stringify({ sessionId: 'gm', messages: chat }, null, 2));
    const second = await followWorkspaceTranscripts(svc);
    const by = new Map(second.map((r) => [r.format, r]));
    assert.equal(by.get('codex')?.userMessages, 1, 'only the new line is read');
    assert.equal(by.get('codex')?.losses, 1, 'judged against the answer read before');
    assert.equal(by.get('chat-json')?.userMessages, 1, 'the messages already seen are skipped');
    assert.equal(by.get('chat-json')?.wins, 1);
    assert.deepEqual(await followWorkspaceTranscripts(svc), []);
  } finally {
    await done();
  }
});

test('learn-git on a real repository made with git', async () => {
  const { root, svc, done } = await setup();
  try {
    const git = (...a: string[]) =>
      execFileSync('git', a, {
        cwd: root,
        env: {
          ...process.env,
          GIT_AUTHOR_NAME: 'Ann',
          GIT_AUTHOR_EMAIL: 'ann@example.com',
          GIT_COMMITTER_NAME: 'Ann',
          GIT_COMMITTER_EMAIL: 'ann@example.com',
        },
      });
    git('init', '-q');
    // Ten commits by people at least: fewer name no habit (see commits/history.ts).
    for (let i = 0; i < 12; i++) {
      writeFileSync(join(root, `f${i}.ts`), `export const v${i} = ${i};\n`);
      git('add', `f${i}.ts`);
      git('commit', '-q', '-m', `feat(core): add value ${i}`);
    }
    assert.deepEqual(
      { ...lastReflogCommit(root)!, at: undefined },
      { sha: git('rev-parse', 'HEAD').toString().trim(), subject: 'feat(core): add value 11', at: undefined },
    );
    git('checkout', '-q', '-b', 'other');
    assert.equal(lastReflogCommit(root), null, 'a checkout is not a commit');
    const r = await learnGit(svc, { max: 50 });
    assert.equal(r.commits, 12);
    assert.match(
      r.habits.map((h) => h.text).join('\n'),
      /Uses Conventional Commits \(100% of 12 commits; feat 100%\), usually with a scope/,
    );
    assert.ok(r.observations >= 3);
  } finally {
    await done();
  }
});

test('learn-git on a real JSONL history', { skip: withoutShared('data/git/vitejs__vite.jsonl') }, async () => {
  const { svc, done } = await setup();
  try {
    const v = await learnGit(svc, { file: sharedPath('data/git/vitejs__vite.jsonl'), max: 200 });
    assert.equal(v.commits, 200);
    assert.ok(v.habits.some((h) => h.id === 'conventional-commits'));
  } finally {
    await done();
  }
});

test('runs and commits through the service persist their state across restarts', async () => {
  const { ws, svc, done } = await setup();
  try {
    assert.equal(
      await svc.recordRun({ command: 'npm test', exitCode: 1, origin: 'terminal', at: '2026-01-01T10:00:00Z' }),
      1,
    );
    const svc2 = new CaptureService({ paths: ws.paths, store: ws.store, observe: (i, s) => ws.observe(i, s) });
    assert.equal(await svc2.recordCommit({ sha: 'abc1234', subject: 'wip', at: '2026-01-01T10:05:00Z' }), 1);
    assert.match(readFileSync(ws.paths.observations, 'utf8'), /commit without passing tests = CI red/);
  } finally {
    await done();
  }
});

const ENGRAM = 'data/transcripts/sjonas50__diffusion__engram-3f0a6f23_transcript.jsonl';
test(
  'a real Engram transcript, copied into the workspace, is read as Engram',
  { skip: withoutShared(ENGRAM) },
  async () => {
    const { ws, svc, done } = await setup();
    try {
      const copy = join(ws.paths.root, 'copy.jsonl');
      copyFileSync(sharedPath(ENGRAM), copy);
      assert.equal((await ingestTranscriptFile(svc, copy)).format, 'engram');
    } finally {
      await done();
    }
  },
);
