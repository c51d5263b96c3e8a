// Transcripts of the assistants that are not Claude Code, Engram or Aider: Codex CLI sessions and
// conversations saved as one JSON document (Gemini CLI, Cline, Continue, VS Code's chat export,
// API message lists). Every record here is written for the test, in each tool's shape.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { createHash } from 'node:crypto';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { detectTranscriptFormat, parseTranscript, type ParsedTranscript } from '../../../src/core/capture/transcripts';
import { learnFromTranscript } from '../../../src/core/capture/transcriptObservations';
import { DEFAULT_FEEDBACK_PATTERNS } from '../../../src/core/capture/feedback';
import { findWorkspaceTranscripts } from '../../../src/node/capture/transcriptFiles';

const jsonl = (...records: object[]) => records.map((r) => JSON.stringify(r)).join('\n') + '\n';
const users = (p: ParsedTranscript) => p.turns.filter((t) => t.role === 'user').map((t) => t.text);
const roles = (p: ParsedTranscript) => p.turns.map((t) => t.role).join(' ');

function codexSession(cwd: string): string {
  const at = '2026-03-02T10:00:00.000Z';
  const item = (payload: object) => ({ timestamp: at, type: 'response_item', payload });
  return jsonl(
    { timestamp: at, type: 'session_meta', payload: { id: 'sess-42', cwd, cli_version: '0.60.0' } },
    item({
      type: 'message',
      role: 'user',
      content: [{ type: 'input_text', text: '<user_instructions>\nBe brief.\n</user_instructions>' }],
    }),
    item({
      type: 'message',
      role: 'user',
      content: [{ type: 'input_text', text: '<environment_context>\n  <cwd>/x</cwd>\n</environment_context>' }],
    }),
    item({
      type: 'message',
      role: 'user',
      content: [{ type: 'input_text', text: 'make the parser accept empty headers' }],
    }),
    {
      timestamp: at,
      type: 'event_msg',
      payload: { type: 'user_message', message: 'make the parser accept empty headers' },
    },
    item({ type: 'reasoning', summary: [], encrypted_content: 'xyz' }),
    item({
      type: 'function_call',
      name: 'shell',
      arguments: JSON.stringify({ command: ['bash', '-lc', 'npm test'] }),
      call_id: 'c1',
    }),
    item({ type: 'function_call_output', call_id: 'c1', output: '{"output":"ok"}' }),
    item({
      type: 'custom_tool_call',
      name: 'apply_patch',
      input: `*** Begin Patch\n*** Update File: ${cwd}/src/headers.ts\n@@\n-a\n+b\n*** End Patch`,
      call_id: 'c2',
    }),
    item({
      type: 'message',
      role: 'assistant',
      content: [{ type: 'output_text', text: 'Fixed it: empty headers now parse.' }],
    }),
    item({
      type: 'message',
      role: 'user',
      content: [{ type: 'input_text', text: 'nope, the test still fails on an empty header' }],
    }),
  );
}

test('Codex CLI sessions: typed messages only, commands and patched files as actions, the folder as project', () => {
  const text = codexSession('/home/dev/parser');
  assert.equal(detectTranscriptFormat('rollout-2026-03-02T10-00-00-sess.jsonl', text), 'codex');
  const p = parseTranscript('codex', text, 'file-name');
  assert.deepEqual(p.problems, []);
  assert.deepEqual(users(p), ['make the parser accept empty headers', 'nope, the test still fails on an empty header']);
  assert.equal(roles(p), 'user assistant user');
  const done = p.turns[1]!;
  assert.equal(done.session, 'file-name', 'the file is the session, whichever of its lines are read');
  assert.equal(done.project, '/home/dev/parser');
  assert.deepEqual(done.actions, [
    { kind: 'command', tool: 'shell', target: 'npm test' },
    { kind: 'edit', tool: 'apply_patch', target: 'src/headers.ts' },
  ]);
  assert.match(done.text, /Fixed it/);
});

test('a Codex session is judged in its conversation: "nope, still fails" after "fixed it" is a loss about what was done', () => {
  const l = learnFromTranscript(
    parseTranscript('codex', codexSession('/home/dev/parser'), 'f'),
    DEFAULT_FEEDBACK_PATTERNS,
  );
  // Only messages that follow an assistant's turn are judged.
  assert.deepEqual(
    l.judged.map((j) => j.feedback),
    ['loss'],
  );
  const loss = l.observations.find((o) => /nope/.test(JSON.stringify(o)));
  assert.ok(loss, 'the loss is observed');
  assert.match(JSON.stringify(loss), /npm test|headers\.ts/);
});

test('older Codex sessions (bare records after an id line) and a shell apply_patch read the same', () => {
  const text = jsonl(
    { id: 'old-1', timestamp: '2025-05-01T09:00:00Z', instructions: '' },
    { type: 'message', role: 'user', content: [{ type: 'input_text', text: 'rename the config loader' }] },
    {
      type: 'function_call',
      name: 'shell',
      arguments: JSON.stringify({
        command: ['apply_patch', '*** Begin Patch\n*** Add File: lib/loader.py\n+x\n*** End Patch'],
      }),
    },
    { type: 'message', role: 'assistant', content: [{ type: 'output_text', text: 'Renamed.' }] },
  );
  assert.equal(detectTranscriptFormat('rollout-old.jsonl', text), 'codex');
  const p = parseTranscript('codex', text, 'f');
  assert.deepEqual(users(p), ['rename the config loader']);
  assert.deepEqual(p.turns[1]!.actions, [{ kind: 'edit', tool: 'apply_patch', target: 'lib/loader.py' }]);
});

test('Gemini CLI chat files (pretty-printed JSON): user and gemini messages, tool calls, info messages left out', () => {
  const doc = {
    sessionId: 'g-7',
    projectHash: 'abc',
    startTime: '2026-01-05T08:00:00.000Z',
    messages: [
      {
        id: '1',
        timestamp: '2026-01-05T08:00:01.000Z',
        type: 'user',
        content: 'add a --dry-run flag to the sync script',
      },
      {
        id: '2',
        timestamp: '2026-01-05T08:00:09.000Z',
        type: 'gemini',
        content: 'Added the flag.',
        toolCalls: [
          { id: 't1', name: 'replace', args: { file_path: '/w/sync.sh', old_string: 'a', new_string: 'b' } },
          { id: 't2', name: 'run_shell_command', args: { command: 'bash sync.sh --dry-run' } },
        ],
      },
      { id: '3', timestamp: '2026-01-05T08:00:10.000Z', type: 'info', content: 'Request cancelled.' },
      { id: '4', timestamp: '2026-01-05T08:01:00.000Z', type: 'user', content: [{ text: 'great, works nicely' }] },
    ],
  };
  const text = JSON.stringify(doc, null, 2);
  assert.equal(detectTranscriptFormat('session-2026-01-05T08-00-g7.json', text), 'chat-json');
  // A head cut in the middle of a large file is still recognised.
  assert.equal(detectTranscriptFormat('session.json', text.slice(0, 200)), 'chat-json');
  const p = parseTranscript('chat-json', text, 'f');
  assert.deepEqual(p.problems, []);
  assert.equal(roles(p), 'user assistant user');
  assert.deepEqual(users(p), ['add a --dry-run flag to the sync script', 'great, works nicely']);
  assert.equal(p.turns[0]!.session, 'g-7');
  assert.equal(p.turns[0]!.timestamp, '2026-01-05T08:00:01.000Z');
  assert.deepEqual(
    p.turns[1]!.actions?.map((a) => `${a.kind}:${a.target}`),
    ['edit:w/sync.sh', 'command:bash sync.sh --dry-run'],
  );
  const l = learnFromTranscript(p, DEFAULT_FEEDBACK_PATTERNS);
  assert.deepEqual(
    l.judged.map((j) => j.feedback),
    ['win'],
  );
});

test('Cline / Roo API history: the typed task and feedback are kept, tool output and editor state are not', () => {
  const history = [
    {
      role: 'user',
      content: [
        { type: 'text', text: '<task>\nwire the retry button to the upload queue\n</task>' },
        { type: 'text', text: '<environment_details>\n# Open tabs\nsrc/a.ts\n</environment_details>' },
      ],
    },
    {
      role: 'assistant',
      content: [
        { type: 'text', text: 'I will run the tests first.' },
        { type: 'tool_use', id: 'u1', name: 'execute_command', input: { command: 'pnpm vitest run' } },
      ],
    },
    { role: 'user', content: [{ type: 'text', text: "[execute_command for 'pnpm vitest run'] Result:\n3 passed" }] },
    {
      role: 'assistant',
      content: [
        { type: 'tool_use', id: 'u2', name: 'write_to_file', input: { path: 'src/upload/retry.ts', content: '…' } },
      ],
    },
    {
      role: 'user',
      content: [
        {
          type: 'text',
          text: "[write_to_file for 'src/upload/retry.ts'] Result:\nThe user denied this operation and provided the following feedback:\n<feedback>\nno, keep the queue untouched and only change the button\n</feedback>",
        },
      ],
    },
  ];
  const text = JSON.stringify(history);
  assert.equal(detectTranscriptFormat('api_conversation_history.json', text), 'chat-json');
  const p = parseTranscript('chat-json', text, 'task-9');
  assert.deepEqual(users(p), [
    'wire the retry button to the upload queue',
    'no, keep the queue untouched and only change the button',
  ]);
  assert.equal(roles(p), 'user assistant user');
  assert.deepEqual(
    p.turns[1]!.actions?.map((a) => `${a.kind}:${a.target}`),
    ['command:pnpm vitest run', 'edit:src/upload/retry.ts'],
  );
});

test('Continue sessions and VS Code chat exports', () => {
  const continueDoc = {
    sessionId: 'c-1',
    title: 'Date parsing',
    workspaceDirectory: '/home/dev/cal',
    history: [
      { message: { role: 'user', content: 'parse the dates as UTC' }, contextItems: [] },
      {
        message: { role: 'assistant', content: [{ type: 'text', text: 'Done, dates are parsed as UTC.' }] },
        contextItems: [],
      },
      { message: { role: 'user', content: 'still shows local time in the footer' }, contextItems: [] },
    ],
  };
  const c = parseTranscript('chat-json', JSON.stringify(continueDoc), 'f');
  assert.equal(detectTranscriptFormat('c-1.json', JSON.stringify(continueDoc)), 'chat-json');
  assert.equal(roles(c), 'user assistant user');
  assert.equal(c.turns[2]!.project, '/home/dev/cal');
  assert.equal(learnFromTranscript(c, DEFAULT_FEEDBACK_PATTERNS).judged[0]?.feedback, 'loss');

  const exportDoc = {
    requesterUsername: 'dev',
    responderUsername: 'GitHub Copilot',
    requests: [
      {
        message: { text: 'add a loading spinner to the table', parts: [] },
        response: [
          { value: 'Here is the spinner.' },
          { kind: 'textEditGroup', uri: { fsPath: '/w/src/Table.tsx' }, edits: [] },
        ],
        timestamp: 1767600000000,
      },
      {
        message: { text: 'the spinner never disappears' },
        response: [{ kind: 'markdownContent', content: { value: 'Sorry, fixing.' } }],
      },
    ],
  };
  const e = parseTranscript('chat-json', JSON.stringify(exportDoc), 'chat');
  assert.equal(detectTranscriptFormat('chat.json', JSON.stringify(exportDoc, null, 2)), 'chat-json');
  assert.equal(roles(e), 'user assistant user assistant');
  assert.equal(e.turns[0]!.timestamp, new Date(1767600000000).toISOString());
  assert.deepEqual(e.turns[1]!.actions, [{ kind: 'edit', tool: 'copilot', target: '/w/src/Table.tsx' }]);
  assert.equal(e.turns[3]!.text, 'Sorry, fixing.', 'the newer markdownContent parts are read too');
});

test('API messages one a line (OpenAI tool_calls with JSON arguments) read as a conversation', () => {
  const text = jsonl(
    { role: 'system', content: 'You are a coding assistant.' },
    { role: 'user', content: 'bump the lodash version' },
    {
      role: 'assistant',
      content: null,
      tool_calls: [
        {
          id: 'x',
          type: 'function',
          function: { name: 'run_terminal_cmd', arguments: '{"command":"npm i lodash@4.17.21"}' },
        },
      ],
    },
    { role: 'assistant', content: 'Bumped.' },
  );
  assert.equal(detectTranscriptFormat('messages.jsonl', text), 'chat-json');
  const p = parseTranscript('chat-json', text, 'f');
  assert.equal(roles(p), 'user assistant');
  assert.deepEqual(p.turns[1]!.actions, [
    { kind: 'command', tool: 'run_terminal_cmd', target: 'npm i lodash@4.17.21' },
  ]);
});

test('a broken or foreign JSON file gives a clear problem, never a throw', () => {
  const broken = parseTranscript('chat-json', '{"messages": [', 'f');
  assert.equal(broken.turns.length, 0);
  assert.match(broken.problems[0]!.reason, /malformed JSON/);
  const foreign = parseTranscript('chat-json', JSON.stringify({ name: 'pkg', version: '1.0.0' }), 'f');
  assert.match(foreign.problems[0]!.reason, /no list of messages/);
  assert.equal(
    detectTranscriptFormat('package.json', JSON.stringify({ name: 'pkg', dependencies: {} }, null, 2)),
    null,
  );
  const codex = parseTranscript('codex', 'not json\n' + codexSession('/w').split('\n')[3], 'f');
  assert.equal(codex.problems.length, 1);
  assert.equal(users(codex).length, 1);
});

test("the workspace's Codex sessions (by the folder on their first line) and Gemini chats are found", () => {
  const home = mkdtempSync(join(tmpdir(), 'act-home-'));
  try {
    const root = '/home/dev/parser';
    const day = join(home, '.codex', 'sessions', '2026', '03', '02');
    mkdirSync(day, { recursive: true });
    writeFileSync(join(day, 'rollout-a.jsonl'), codexSession(root));
    writeFileSync(join(day, 'rollout-b.jsonl'), codexSession('/home/dev/other'));
    const chats = join(home, '.gemini', 'tmp', createHash('sha256').update(root).digest('hex'), 'chats');
    mkdirSync(chats, { recursive: true });
    writeFileSync(join(chats, 'session-1.json'), JSON.stringify({ sessionId: 's', messages: [] }));
    const found = findWorkspaceTranscripts(root, home).map((s) => `${s.format}:${s.path.slice(home.length)}`);
    assert.deepEqual(found.sort(), [
      'chat-json:' + join('/.gemini/tmp', createHash('sha256').update(root).digest('hex'), 'chats', 'session-1.json'),
      'codex:/.codex/sessions/2026/03/02/rollout-a.jsonl',
    ]);
  } finally {
    rmSync(home, { recursive: true, force: true });
  }
});
