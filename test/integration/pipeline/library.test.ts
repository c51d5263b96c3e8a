import { test } from 'node:test';
import assert from 'node:assert/strict';
import { existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve, sep } from 'node:path';
import { workspacePaths } from '../../../src/core/paths';
import { PatternLibrary } from '../../../src/node/pipeline/library';
import { parseDocument } from '../../../src/core/markdown/frontMatter';
import { patternSlug, safeJoin } from '../../../src/core/pipeline/slug';
import { cleanup, harness, makeRepo, sh, writeFiles } from './helpers';

function tempLib() {
  const root = mkdtempSync(join(tmpdir(), 'act-lib-test-'));
  return {
    root,
    lib: new PatternLibrary(workspacePaths(root)),
    done: () => rmSync(root, { recursive: true, force: true }),
  };
}

/** Every file under root, relative. */
function allFiles(root: string): string[] {
  return (readdirSync(root, { recursive: true }) as string[]).map((f) => f.split(sep).join('/'));
}

const BODY = '# T\n\n## Problem\n\np\n\n## Solution\n\ns\n\n## Rationale\n\nr\n';

test('hostile titles can never write outside .agent/patterns/', () => {
  const { root, lib, done } = tempLib();
  try {
    const hostile = [
      '../../x',
      '../../../../etc/passwd',
      '/etc/passwd',
      'C:\\Windows\\system32\\evil',
      '..',
      '.',
      '',
      '   ',
      'Ünïcødé café — déjà vu',
      '日本語のタイトル',
      '💥💥',
      'CON',
      'a/b/../../../c',
      '\u0000nul\nline',
      'x'.repeat(500),
      '%2e%2e%2f%2e%2e%2fx',
      '.hidden',
      '-leading-dash-',
    ];
    const ids = hostile.map((t) => lib.writeCandidate(t, { created: '2025-01-01' }, BODY, 'tester').id);
    const files = allFiles(root).filter((f) => f.endsWith('.md'));
    assert.equal(files.length, hostile.length);
    for (const f of files) assert.match(f, /^\.agent\/patterns\/candidates\/[a-z0-9][a-z0-9-]*\.md$/, f);
    assert.equal(new Set(ids).size, ids.length, 'every title got its own file');
    assert.equal(ids[0], 'x');
    assert.equal(ids[8], 'unicode-cafe-deja-vu');
    assert.match(ids[9], /^pattern-[0-9a-f]{8}$/);
    assert.equal(ids[11], 'con-pattern');
    assert.ok(ids[14].length <= 60);
    // The title is kept (as one line) in the front matter, the name is not derived from it again.
    const md = readFileSync(join(root, '.agent/patterns/candidates', `${ids[13]}.md`), 'utf8');
    assert.equal(parseDocument(md).data.title, 'nul line');
    assert.equal(existsSync(resolve(root, '../x.md')), false);
  } finally {
    done();
  }
});

test('ids given to the library are validated; safeJoin refuses escapes', () => {
  const { lib, done } = tempLib();
  try {
    for (const bad of ['../../x', '/etc/passwd', 'a/b', 'A', '', 'x.md', '..', 'é'])
      assert.throws(() => lib.get(bad), /invalid pattern id/, bad);
    assert.throws(() => safeJoin('/tmp/base', '../x'), /outside/);
    assert.throws(() => safeJoin('/tmp/base', '/etc/passwd'), /outside/);
    assert.throws(() => safeJoin('/tmp/base', ''), /outside/);
    assert.equal(safeJoin('/tmp/base', 'ok.md'), resolve('/tmp/base/ok.md'));
    assert.equal(patternSlug(''), 'pattern');
  } finally {
    done();
  }
});

test('approve, reject and deprecate move files and append who/when/why to an audit trail that survives a restart', () => {
  const { root, lib, done } = tempLib();
  try {
    const a = lib.writeCandidate(
      'Use Promise.all for independent queries',
      { created: '2025-01-01T00:00:00Z' },
      BODY,
      'dev',
    );
    const b = lib.writeCandidate('Retry flaky network calls', {}, BODY, 'dev');
    const approved = lib.approve(a.id, 'Alice', 'clear and tested');
    assert.equal(approved.status, 'active');
    assert.ok(existsSync(join(root, '.agent/patterns/active', `${a.id}.md`)));
    assert.equal(existsSync(join(root, '.agent/patterns/candidates', `${a.id}.md`)), false);
    assert.equal(approved.reviewedBy, 'Alice');
    const rejected = lib.reject(b.id, 'Bob', 'too specific to one endpoint');
    assert.equal(rejected.status, 'rejected');
    assert.equal(
      parseDocument(readFileSync(rejected.path, 'utf8')).data.rejected_reason,
      'too specific to one endpoint',
    );
    const deprecated = lib.deprecate(a.id, 'Carol', 'superseded by the batch loader');
    assert.equal(deprecated.status, 'deprecated');
    assert.ok(existsSync(join(root, '.agent/patterns/deprecated', `${a.id}.md`)));

    assert.throws(() => lib.reject(a.id, 'x'), /cannot reject/);
    assert.throws(() => lib.deprecate(b.id, 'x'), /cannot deprecate/);
    assert.throws(() => lib.approve('no-such-pattern', 'x'), /no pattern/);

    // A new library object (a restart) reads the same trail.
    const again = new PatternLibrary(workspacePaths(root));
    const trail = again.decisions().filter((d) => d.action !== 'create');
    assert.deepEqual(
      trail.map((d) => [d.action, d.subject, d.actor, d.from, d.to]),
      [
        ['approve', a.id, 'Alice', 'candidate', 'active'],
        ['reject', b.id, 'Bob', 'candidate', 'rejected'],
        ['deprecate', a.id, 'Carol', 'active', 'deprecated'],
      ],
    );
    assert.equal(trail[1].reason, 'too specific to one endpoint');
    assert.ok(trail.every((d) => !Number.isNaN(Date.parse(d.at))));
    assert.deepEqual(
      again.get(a.id).history.map((h) => h.action),
      ['create', 'approve', 'deprecate'],
    );
    assert.deepEqual(again.list('active'), []);
    assert.deepEqual(
      again
        .list()
        .map((p) => p.status)
        .sort(),
      ['deprecated', 'rejected'],
    );
  } finally {
    done();
  }
});

test('a damaged audit line or a hand-made pattern file is reported, never fatal', () => {
  const { root, lib, done } = tempLib();
  try {
    lib.writeCandidate('One', {}, BODY, 'dev');
    writeFileSync(
      join(root, '.agent/patterns/audit.jsonl'),
      readFileSync(join(root, '.agent/patterns/audit.jsonl'), 'utf8') + '{"torn line\n',
    );
    assert.equal(lib.audit.read().bad, 1);
    assert.equal(lib.audit.read().entries.length, 1);
    mkdirSync(join(root, '.agent/patterns/active'), { recursive: true });
    writeFileSync(join(root, '.agent/patterns/active', 'My Notes.md'), '# hand written');
    writeFileSync(join(root, '.agent/patterns/active', 'broken.md'), '---\ntitle: x\nno closing');
    const active = lib.list('active');
    assert.equal(active.length, 2);
    assert.ok(active.every((p) => p.problem));
  } finally {
    done();
  }
});

test('service: decisions refresh patterns; a deprecated pattern that reappears in new work is flagged', async () => {
  const root = makeRepo({ Makefile: 'test:\n\t@true\n', 'src/users.js': 'module.exports = {};\n' });
  try {
    const h = await harness(root);
    const code = [
      'async function loadUsers(ids) {',
      '  const users = [];',
      '  for (const id of ids) users.push(await db.user.findUnique({ where: { id } }));',
      '  return users;',
      '}',
    ].join('\n');
    writeFiles(root, { 'src/users.js': `${code}\nmodule.exports = { loadUsers };\n` });
    const job = await h.service.harvest({ task: 'Load users one by one' });
    const done = await h.service.run(job.id, { confirm: true });
    assert.equal(done.status, 'crystallized', done.error);
    const before = h.changes.length;
    await h.service.decide('approve', done.candidateId!, { actor: 'Alice' });
    assert.ok(h.changes.slice(before).some((k) => k.includes('patterns')));
    await h.service.decide('deprecate', done.candidateId!, { actor: 'Alice', reason: 'N+1 queries' });

    // Later, the same loop comes back in another file.
    writeFiles(root, {
      'src/admins.js': `${code.replace('loadUsers', 'loadAdmins')}\nmodule.exports = { loadAdmins };\n`,
    });
    const again = await h.service.harvest({ task: 'Load admins' });
    const flag = again.flags.find((f) => f.kind === 'deprecated_reintroduced');
    assert.equal(flag?.patternId, done.candidateId);
    assert.ok(h.alerts.some((a) => a.kind === 'deprecated_reintroduced'));
    const second = await h.service.run(again.id, {});
    const fm = parseDocument(
      readFileSync(join(root, '.agent/patterns/candidates', `${second.candidateId}.md`), 'utf8'),
    ).data;
    assert.equal(fm.reintroduces, done.candidateId);
    const m = h.service.metrics();
    assert.equal(m.hygiene.deprecatedReintroduced, 1);
    assert.equal(m.review.approved, 1);
    assert.equal(m.throughput.patterns.deprecated, 1);
    assert.equal(m.throughput.patterns.candidate, 1);
    const onDisk = JSON.parse(readFileSync(join(root, '.act/metrics.json'), 'utf8'));
    assert.equal(onDisk.pipeline.hygiene.deprecatedReintroduced, 1);
  } finally {
    cleanup(root);
  }
});

test('refine: a model draft rewrites the candidate in place, sanitized; never a non-candidate', async () => {
  const root = makeRepo({ Makefile: 'test:\n\t@true\n', 'a.txt': 'a\n' });
  try {
    const h = await harness(root);
    writeFiles(root, { 'a.txt': 'b\n' });
    const job = await h.service.harvest({ task: 'Change a' });
    const done = await h.service.run(job.id, { confirm: true });
    const id = done.candidateId!;
    const r = await h.service.refine(
      id,
      {
        title: '../../../etc/evil\ntitle',
        tags: ['Perf', 'DB'],
        problem: 'P',
        solution: '```js\nx()\n```',
        rationale: 'R',
      },
      'fake-model',
    );
    assert.equal(r.id, id);
    assert.equal(r.title, '../../../etc/evil title');
    assert.deepEqual(
      allFiles(join(root, '.agent/patterns')).filter((f) => f.endsWith('.md')),
      [`candidates/${id}.md`],
    );
    const fm = parseDocument(readFileSync(r.path, 'utf8')).data;
    assert.equal(fm.author, 'model:fake-model');
    assert.deepEqual(fm.tags, ['perf', 'db']);
    await assert.rejects(
      h.service.refine(id, { title: '', tags: [], problem: '', solution: '', rationale: '' }, 'm'),
      /needs a title/,
    );
    await h.service.decide('approve', id, { actor: 'A' });
    await assert.rejects(
      h.service.refine(id, { title: 'T', tags: [], problem: 'P', solution: 'S', rationale: 'R' }, 'm'),
      /only candidates/,
    );
  } finally {
    cleanup(root);
  }
});

test('snapshot tags do not pile up: rejecting a candidate or cancelling a job removes its tag; approved patterns keep theirs', async () => {
  const root = makeRepo({ Makefile: 'test:\n\t@true\n', 'a.txt': 'a\n' });
  try {
    const h = await harness(root);
    const tags = () => sh(root, ['tag', '--list', 'learning-snapshot-*']).trim().split('\n').filter(Boolean);
    writeFiles(root, { 'a.txt': 'b\n' });
    const kept = await h.service.run((await h.service.harvest({ task: 'Keep' })).id, { confirm: true });
    writeFiles(root, { 'a.txt': 'c\n' });
    const rejected = await h.service.run((await h.service.harvest({ task: 'Reject' })).id, {});
    writeFiles(root, { 'a.txt': 'd\n' });
    const cancelled = await h.service.harvest({ task: 'Cancel' });
    assert.equal(tags().length, 3);
    await h.service.decide('approve', kept.candidateId!, { actor: 'A' });
    await h.service.decide('reject', rejected.candidateId!, { actor: 'A', reason: 'noise' });
    await h.service.cancel(cancelled.id);
    assert.deepEqual(tags(), [kept.snapshot!.tag]);
    assert.equal(h.service.getJob(cancelled.id).status, 'cancelled');
  } finally {
    cleanup(root);
  }
});
