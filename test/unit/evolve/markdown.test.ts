import { test } from 'node:test';
import assert from 'node:assert/strict';
import { parseDocument, renderFrontMatter, renderJsonDocument } from '../../../src/core/markdown/frontMatter';
import { parseInstinct, renderInstinct } from '../../../src/core/evolve/instinctFile';
import { parseSkill, removeRuleLine, renderSkill } from '../../../src/core/evolve/skillFile';
import type { InstinctDoc, SkillDoc, SkillRule } from '../../../src/core/evolve/types';

const instinct = (over: Partial<InstinctDoc> = {}): InstinctDoc => ({
  kind: 'instinct',
  id: 'use-camelcase-naming',
  title: 'Use camelCase naming',
  rule: 'Use camelCase naming',
  confidence: 0.65,
  level: 'probable',
  observations: 3,
  adjustment: 0,
  keywords: ['camelcase', 'naming'],
  evidence: ['o1', 'o2', 'o3'],
  evidenceItems: [
    {
      id: 'o1',
      text: 'User asks for camelCase',
      type: 'correction',
      timestamp: '2026-02-01T10:00:00Z',
      confidence: 0.4,
    },
    {
      id: 'o2',
      text: 'snake_case → camelCase',
      type: 'correction',
      timestamp: '2026-02-01T14:00:00Z',
      confidence: 0.5,
    },
    { id: 'o3', text: 'All code uses camelCase', type: 'pattern', timestamp: '2026-02-02T09:00:00Z', confidence: 0.6 },
  ],
  contradictions: [],
  language: 'en',
  created: '2026-02-02T09:00:00.000Z',
  updated: '2026-02-02T09:00:00.000Z',
  lastSeen: '2026-02-02T09:00:00Z',
  titleEdited: false,
  ...over,
});

test('front matter keeps keys a person added, in place, and quotes what needs quoting', () => {
  const src = '---\nid: x\nowner: me # mine\nconfidence: 0.5\nnotes:\n  - one\n  - two\n---\nbody\n';
  const doc = parseDocument(src);
  assert.equal(doc.data.confidence, 0.5);
  assert.deepEqual(doc.data.notes, ['one', 'two']);
  const out = renderFrontMatter(
    [
      ['confidence', 0.7],
      ['title', 'a: b'],
      ['list', ['x, y', 'z']],
    ],
    doc.frontMatter,
  );
  assert.equal(
    out,
    '---\nid: x\nowner: me # mine\nconfidence: 0.7\nnotes:\n  - one\n  - two\ntitle: "a: b"\nlist: ["x, y", z]\n---',
  );
  const again = parseDocument(out + '\n');
  assert.equal(again.data.title, 'a: b');
  assert.deepEqual(again.data.list, ['x, y', 'z']);
  assert.equal(parseDocument('no front matter').frontMatter, null);
  assert.match(parseDocument('---\nid: x\nunclosed').error ?? '', /not closed/);
});

test('front matter is read as YAML: block scalars, unindented lists, comments and quoting', () => {
  const src = '# written by hand\n---\n';
  assert.equal(parseDocument(src).frontMatter, null, 'a document that does not start with --- has no front matter');
  const doc = parseDocument(
    "\uFEFF---\r\n# my notes\r\ntitle: 'It''s fine'\r\ndescription: |\r\n  line one\r\n  line two\r\ntags:\r\n- db\r\n- 42\r\ncount: 0x10\r\n---\r\nbody\r\n",
  );
  assert.equal(doc.data.title, "It's fine");
  assert.equal(doc.data.description, 'line one\nline two\n');
  assert.deepEqual(doc.data.tags, ['db', 42]);
  assert.equal(doc.data.count, 16);
  assert.equal(doc.body, 'body\n');
  // Leading comments are kept when ACT rewrites the block.
  assert.equal(
    renderFrontMatter([['count', 3]], doc.frontMatter)
      .split('\n')
      .slice(0, 3)
      .join('\n'),
    "---\n# my notes\ntitle: 'It''s fine'",
  );
});

test('a block that is not valid YAML is read key by key; a hostile key stays data', () => {
  const doc = parseDocument(
    '---\ntitle: Fix: the login form\nconfidence: 0.8\nconfidence: 0.9\n__proto__: {polluted: true}\ntags: [a, b\n---\nbody',
  );
  assert.equal(doc.data.title, 'Fix: the login form', 'a value that is not YAML keeps the text written');
  assert.equal(doc.data.confidence, 0.9, 'a repeated key: the last one wins');
  assert.equal(doc.data.tags, '[a, b', 'an unclosed list is kept as text');
  assert.deepEqual(Object.getOwnPropertyDescriptor(doc.data, '__proto__')?.value, { polluted: true });
  assert.equal(({} as Record<string, unknown>).polluted, undefined);
  assert.equal(Object.getPrototypeOf(doc.data), Object.prototype);
  assert.equal(doc.body, 'body');
});

test("a pattern file keeps its JSON values and a person's comments and keys through a rewrite", () => {
  const first = renderJsonDocument(
    { id: 'batch-queries', title: 'Batch queries', status: 'candidate', tags: ['db'], note: '' },
    '\n# Batch queries\n',
  );
  assert.equal(
    first,
    '---\nid: "batch-queries"\ntitle: "Batch queries"\nstatus: "candidate"\ntags: ["db"]\n---\n\n# Batch queries\n',
  );
  const edited = first.replace('tags: ["db"]', '# reviewed on Monday\ntags: [db, sql]  # widened\nowner: dana');
  const doc = parseDocument(edited);
  assert.deepEqual(doc.data.tags, ['db', 'sql']);
  const again = renderJsonDocument({ ...doc.data, status: 'active' }, doc.body, doc.frontMatter);
  assert.equal(
    again,
    '---\nid: "batch-queries"\ntitle: "Batch queries"\nstatus: "active"\n# reviewed on Monday\ntags: ["db","sql"]\nowner: "dana"\n---\n\n# Batch queries\n',
  );
  const cleared = renderJsonDocument({ ...doc.data, owner: undefined, tags: '' }, doc.body, doc.frontMatter);
  assert.doesNotMatch(cleared, /owner|tags/, 'an emptied key is removed, as before');
});

test('an instinct round-trips through its Markdown', () => {
  const text = renderInstinct(instinct());
  const back = parseInstinct(text, 'fallback');
  assert.equal(back.id, 'use-camelcase-naming');
  assert.equal(back.title, 'Use camelCase naming');
  assert.equal(back.rule, 'Use camelCase naming');
  assert.equal(back.confidence, 0.65);
  assert.deepEqual(back.evidence, ['o1', 'o2', 'o3']);
  assert.deepEqual(
    back.evidenceItems.map((e) => [e.id, e.text, e.type]),
    [
      ['o1', 'User asks for camelCase', 'correction'],
      ['o2', 'snake_case → camelCase', 'correction'],
      ['o3', 'All code uses camelCase', 'pattern'],
    ],
  );
  assert.equal(back.titleEdited, false);
  assert.match(text, /^---\n/);
  assert.match(text, /\*\*Probable · 0\.65\*\*/);
});

test('updating an instinct keeps a renamed title, notes and front-matter keys a person wrote', () => {
  const first = renderInstinct(instinct());
  const edited = first
    .replace('# Use camelCase naming', '# camelCase everywhere please')
    .replace('id: use-camelcase-naming\n', 'id: use-camelcase-naming\nreviewer: alice\n')
    .replace('## Evidence', 'My note: also for JSON keys.\n\n## Evidence');
  const parsed = parseInstinct(edited, 'x');
  assert.equal(parsed.title, 'camelCase everywhere please');
  assert.equal(parsed.titleEdited, true);
  const updated = renderInstinct(
    {
      ...parsed,
      confidence: 0.69,
      evidence: [...parsed.evidence, 'o4'],
      evidenceItems: [
        ...parsed.evidenceItems,
        { id: 'o4', text: 'camelCase again', type: 'correction', timestamp: '2026-02-03T09:00:00Z', confidence: 0.6 },
      ],
    },
    edited,
  );
  assert.match(updated, /# camelCase everywhere please/);
  assert.match(updated, /My note: also for JSON keys\./);
  assert.match(updated, /reviewer: alice/);
  assert.match(updated, /confidence: 0\.69/);
  assert.match(updated, /camelCase again/);
  assert.equal(parseInstinct(updated, 'x').titleEdited, true, 'the rename stays visible');
  assert.equal((updated.match(/act:evidence:start/g) ?? []).length, 1);
});

const rule = (over: Partial<SkillRule> = {}): SkillRule => ({
  id: 'r-1',
  text: 'Always run tests before commit',
  confidence: 0.95,
  level: 'established',
  observations: 3,
  updated: '2026-02-02T09:00:00.000Z',
  status: 'active',
  edited: false,
  ...over,
});
const skill = (rules: SkillRule[], over: Partial<SkillDoc> = {}): SkillDoc => ({
  kind: 'skill',
  id: 'git-workflow',
  title: 'Git workflow',
  description: 'Git rules. Use when committing.',
  confidence: 0.95,
  level: 'established',
  rules,
  suppressed: [],
  language: 'en',
  updated: '2026-02-02T09:00:00.000Z',
  evidence: {},
  ...over,
});

test('SKILL.md: new skills follow the Agent Skills shape and rules round-trip', () => {
  const text = renderSkill(skill([rule()]));
  assert.match(text, /^---\nname: git-workflow\ndescription: Git rules\. Use when committing\.\nmetadata:\n/);
  const back = parseSkill(text, 'git-workflow');
  assert.deepEqual(
    back.rules.map((r) => [r.id, r.text, r.confidence, r.status, r.edited]),
    [['r-1', 'Always run tests before commit', 0.95, 'active', false]],
  );
});

test('SKILL.md update: human text stays, reworded rules keep their words, deleted rules are not re-added', () => {
  const human =
    '---\nname: git-workflow\ndescription: My own words.\n---\n\n# Git workflow\n\nWe squash on merge.\n\n## Rules\n\n- Rebase before pushing\n\n## Notes\n\nAsk Bob.\n';
  const withRules = renderSkill(
    skill([rule(), rule({ id: 'r-2', text: 'Never push on Friday', confidence: 0.8 })]),
    human,
  );
  assert.match(withRules, /description: My own words\./);
  assert.match(
    withRules,
    /## Rules\n\n- Rebase before pushing\n- Always run tests before commit <!-- act:rule id=r-1 /,
  );
  assert.match(withRules, /## Notes\n\nAsk Bob\./);
  // A person rewords r-1 and deletes r-2.
  const edited = withRules
    .replace('- Always run tests before commit <!--', '- Run the full test suite before commit <!--')
    .split('\n')
    .filter((l) => !l.includes('id=r-2'))
    .join('\n');
  const parsed = parseSkill(edited, 'git-workflow');
  assert.equal(parsed.rules[0].edited, true);
  assert.deepEqual(parsed.suppressed, ['r-2']);
  const again = renderSkill(
    {
      ...parsed,
      evidence: {},
      rules: [{ ...parsed.rules[0], confidence: 0.97 }, rule({ id: 'r-2', text: 'Never push on Friday' })],
    },
    edited,
  );
  assert.match(again, /- Run the full test suite before commit <!-- act:rule id=r-1 confidence=0\.97/);
  assert.doesNotMatch(again, /Never push on Friday/);
  assert.equal(parseSkill(again, 'git-workflow').rules[0].edited, true, 'the rewording stays recognised');
  assert.match(again, /We squash on merge\./);
});

test('a weak rule is marked, and the mark does not become part of its text', () => {
  const text = renderSkill(skill([rule({ confidence: 0.55, status: 'weak' })]));
  assert.match(text, /_\(below threshold: 0\.55 — not applied automatically\)_/);
  const back = parseSkill(text, 'git-workflow');
  assert.equal(back.rules[0].text, 'Always run tests before commit');
  assert.equal(back.rules[0].status, 'weak');
  assert.equal(back.rules[0].edited, false);
  assert.equal(back.confidence, 0.55, 'with no active rule, the weak ones make the confidence');
  const removed = removeRuleLine(text, 'r-1');
  assert.doesNotMatch(removed, /act:rule id=r-1/);
  assert.deepEqual(parseSkill(removed, 'git-workflow').suppressed, ['r-1']);
});
