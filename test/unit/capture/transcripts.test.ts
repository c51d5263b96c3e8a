import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync, readdirSync } from 'node:fs';
import {
  detectTranscriptFormat,
  parseTranscript,
  parseClaudeCodeLines,
  parseAiderHistory,
} from '../../../src/core/capture/transcripts';
import { learnFromTranscript } from '../../../src/core/capture/transcriptObservations';
import { DEFAULT_FEEDBACK_PATTERNS } from '../../../src/core/capture/feedback';
import { validateObservation } from '../../../src/core/observation';
import { sharedPath, withoutShared } from '../../helpers/shared';

const DIR = sharedPath('data/transcripts') + '/';
const squash = (s: string) => s.replace(/\s+/g, ' ').trim();

test(
  'all 24 real transcripts import; the human messages kept equal the curated 500',
  { skip: withoutShared('data/transcripts', 'data/SOURCES.tsv', 'data/user_messages.jsonl') },
  () => {
    const sources = readFileSync(sharedPath('data/SOURCES.tsv'), 'utf8')
      .trim()
      .split('\n')
      .slice(1)
      .map((l) => l.split('\t'));
    const curated = readFileSync(sharedPath('data/user_messages.jsonl'), 'utf8')
      .trim()
      .split('\n')
      .map((l) => JSON.parse(l) as { source: string; text: string });
    const ours = new Map<string, Set<string>>();
    const files = readdirSync(DIR);
    assert.equal(files.length, 24);
    for (const f of files) {
      const text = readFileSync(DIR + f, 'utf8');
      const format = detectTranscriptFormat(f, text.slice(0, 20000));
      assert.ok(format, `format of ${f}`);
      const p = parseTranscript(format!, text, f);
      assert.deepEqual(p.problems, [], f);
      const repo = sources.find((s) => s[6] === f)![0]!;
      const set = ours.get(repo) ?? new Set<string>();
      for (const t of p.turns) if (t.role === 'user') set.add(squash(t.text));
      ours.set(repo, set);
    }
    let matched = 0;
    let total = 0;
    for (const [repo, set] of ours) {
      const cur = new Set(curated.filter((c) => c.source.startsWith(`${repo}@`)).map((c) => squash(c.text)));
      total += cur.size;
      for (const c of cur) if (set.has(c)) matched++;
      const extra = [...set].filter((m) => !cur.has(m));
      assert.deepEqual(extra, [], `messages kept in ${repo} that a person did not type`);
    }
    assert.equal(total, 500);
    assert.equal(matched, 500);
  },
);

test('Claude Code records: tool results, meta, sidechain, caveats, wrappers are skipped; IDE tags stripped', () => {
  const rec = (o: object) => JSON.stringify({ sessionId: 's1', timestamp: '2026-01-01T00:00:00Z', ...o });
  const lines = [
    rec({
      type: 'user',
      message: {
        role: 'user',
        content: [
          { type: 'text', text: '<ide_opened_file>x</ide_opened_file>' },
          { type: 'text', text: 'fix the build' },
        ],
      },
    }),
    rec({
      type: 'user',
      isMeta: true,
      message: { role: 'user', content: '<local-command-caveat>Caveat</local-command-caveat>' },
    }),
    rec({ type: 'user', isSidechain: true, message: { role: 'user', content: 'sub-agent prompt' } }),
    rec({ type: 'user', message: { role: 'user', content: [{ type: 'tool_result', content: 'output' }] } }),
    rec({
      type: 'user',
      message: { role: 'user', content: '<command-name>/model</command-name><command-args>opus</command-args>' },
    }),
    rec({
      type: 'user',
      message: {
        role: 'user',
        content: '<command-name>/plan</command-name><command-args>update the three docs</command-args>',
      },
    }),
    rec({
      type: 'user',
      message: { role: 'user', content: [{ type: 'text', text: '[Request interrupted by user]' }] },
    }),
    '{not json',
  ];
  const p = parseClaudeCodeLines(lines, 'file');
  assert.deepEqual(
    p.turns.map((t) => t.text),
    ['fix the build', '/plan update the three docs'],
  );
  assert.equal(p.problems.length, 1);
  assert.equal(p.problems[0]!.line, 8);
});

test('Aider: consecutive #### lines form one message, > lines are output, prompts are skipped', () => {
  const md =
    '# aider chat started at 2025-06-02 11:47:49\n\n#### first line  \n#### second line  \n\n> tool output\n\nAnswer text.\n\n#### Add file to the chat? (Y)es/(N)o [Yes]: y  \n\n#### /undo  \n\n#### thanks!  \n';
  const p = parseAiderHistory(md, 'h');
  assert.deepEqual(
    p.turns.map((t) => [t.role, t.text]),
    [
      ['user', 'first line\nsecond line'],
      ['assistant', 'Answer text.'],
      ['user', 'thanks!'],
    ],
  );
});

test(
  'observations from transcripts are valid, specific, evidenced, de-duplicated and redacted',
  { skip: withoutShared('data/transcripts') },
  () => {
    const f = '4thehalibit__omarchy-backup__1fb5e404-604d-4a2b-baf1-3beb42a67371.jsonl';
    const text = readFileSync(DIR + f, 'utf8');
    const l = learnFromTranscript(parseTranscript('claude-code', text, f), DEFAULT_FEEDBACK_PATTERNS);
    assert.ok(l.observations.length >= 5);
    for (const o of l.observations) {
      assert.ok(validateObservation(o).ok, JSON.stringify(o));
      assert.ok(o.evidence!.some((e) => e.startsWith('user: "')));
      assert.ok(o.evidence!.some((e) => e.includes('session 1fb5e404')));
    }
    const wins = l.observations.filter((o) => o.type === 'success');
    // A win quotes the user's own words (not a template) at the feedback confidence.
    assert.ok(wins.some((o) => /"[^"]{3,}"/.test(o.observation) && o.confidence === 0.6));
    const keys = l.observations.map((o) => `${o.type}|${o.observation}`);
    assert.equal(new Set(keys).size, keys.length);
    const all = JSON.stringify(
      learnFromTranscript(
        parseTranscript(
          'claude-code',
          readFileSync(DIR + '4thehalibit__omarchy-backup__9341ff92-27e9-40b5-be3f-9849c3696efc.jsonl', 'utf8'),
          'x',
        ),
        DEFAULT_FEEDBACK_PATTERNS,
      ),
    );
    assert.ok(!all.includes('Uwsj41joov8!'));
  },
);
