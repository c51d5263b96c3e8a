import { test } from 'node:test';
import assert from 'node:assert/strict';
import { existsSync, mkdirSync, readFileSync, truncateSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { AuditLog } from '../../../src/node/pipeline/audit';
import { PipelineError } from '../../../src/node/pipeline/service';
import { cleanup, fingerprint, harness, makeRepo, sh, writeFiles } from './helpers';

const REPO = {
  Makefile: 'test:\n\tsh check.sh\n',
  'check.sh': '#!/bin/sh\ngrep -q "timeout = 30" config.ini\n',
  'config.ini': '[net]\ntimeout = 5\nretries = 3\n',
};

test('a snapshot whose diff cannot apply becomes stalled_snapshot, stays blocked until a person approves, and the approver is audited', async () => {
  const root = makeRepo(REPO);
  try {
    writeFiles(root, { 'config.ini': '[net]\ntimeout = 30\nretries = 3\n' });
    const before = fingerprint(root);
    const h = await harness(root);
    const job = await h.service.harvest({ task: 'Raise the network timeout to 30 s' });
    // The recorded diff got damaged after approval (interrupted write).
    const diffPath = join(root, '.runs', job.id, 'diff.patch');
    truncateSync(diffPath, Math.floor(statSync(diffPath).size * 0.6));

    const stalled = await h.service.run(job.id, { confirm: true });
    assert.equal(stalled.status, 'stalled_snapshot');
    assert.equal(stalled.blocked, true);
    const manifest = JSON.parse(readFileSync(stalled.manifestPath!, 'utf8'));
    assert.equal(manifest.cause, 'snapshot_integrity');
    assert.match(manifest.gitStatus, /git apply[\s\S]*git status/);
    assert.ok(h.alerts.some((a) => a.kind === 'stalled_snapshot' && a.jobId === job.id));
    assert.deepEqual(fingerprint(root), before);

    // Re-queueing is blocked, whoever asks.
    await assert.rejects(h.service.run(job.id, { confirm: true }), (e: PipelineError) => e.code === 'blocked');
    assert.equal(h.service.getJob(job.id).status, 'stalled_snapshot');

    const recovered = await h.service.approveRecovery(job.id, {
      approver: 'Alice Reviewer',
      note: 'commit checked against the record',
      requeue: false,
    });
    assert.equal(recovered.status, 'queued');
    assert.equal(recovered.recovery!.approver, 'Alice Reviewer');
    const audit = new AuditLog(join(root, '.agent/patterns/audit.jsonl')).for(job.id);
    assert.equal(audit.length, 1);
    assert.equal(audit[0].action, 'recover');
    assert.equal(audit[0].actor, 'Alice Reviewer');
    assert.equal((audit[0].data as { commit: string }).commit, job.snapshot!.commit);

    const done = await h.service.run(job.id, {});
    assert.equal(done.status, 'crystallized', done.error);
    const m = h.service.metrics();
    assert.equal(m.validation.failureCauses.snapshotIntegrity, 1);
    assert.equal(m.stalledSnapshots.resolved, 1);
    assert.equal(typeof m.stalledSnapshots.medianTimeToResolveMs, 'number');
    assert.deepEqual(fingerprint(root), before);
  } finally {
    cleanup(root);
  }
});

test('a snapshot that cannot be checked out (a required filter fails outside the user folder) stalls with the git status attached', async () => {
  const root = makeRepo({
    ...REPO,
    '.gitattributes': '*.bin filter=vault\n',
    'data.bin': 'payload\n',
    '.gitignore': '.vault-key\n',
  });
  try {
    // Like git-crypt or LFS set-ups whose key or cache lives only in the user's checkout: the
    // smudge filter works there (archive, status) and fails in any other checkout.
    writeFiles(root, { '.vault-key': 'k\n' });
    sh(root, ['config', 'filter.vault.clean', 'cat']);
    sh(root, ['config', 'filter.vault.smudge', 'sh -c "test -f .vault-key && cat"']);
    sh(root, ['config', 'filter.vault.required', 'true']);
    writeFiles(root, { 'config.ini': '[net]\ntimeout = 30\nretries = 3\n' });
    const before = fingerprint(root);
    const h = await harness(root);
    const job = await h.service.harvest({ task: 'Raise the timeout' });
    assert.equal(job.status, 'queued');
    const stalled = await h.service.run(job.id, { confirm: true });
    assert.equal(stalled.status, 'stalled_snapshot');
    assert.match(stalled.error!, /cannot check out/);
    assert.ok(JSON.parse(readFileSync(stalled.manifestPath!, 'utf8')).gitStatus);
    assert.deepEqual(fingerprint(root), before);
    assert.equal(sh(root, ['worktree', 'list']).trim().split('\n').length, 1, 'no worktree left behind');
  } finally {
    cleanup(root);
  }
});

test('a deleted snapshot tag is an integrity failure; recovery re-tags the recorded commit', async () => {
  const root = makeRepo(REPO);
  try {
    writeFiles(root, { 'config.ini': '[net]\ntimeout = 30\nretries = 3\n' });
    const h = await harness(root);
    const job = await h.service.harvest({ task: 'Raise the timeout' });
    sh(root, ['tag', '-d', job.snapshot!.tag]);
    const stalled = await h.service.run(job.id, { confirm: true });
    assert.equal(stalled.status, 'stalled_snapshot');
    assert.match(stalled.error!, /tag .* is missing/);
    await h.service.approveRecovery(job.id, { approver: 'Bob', requeue: false });
    assert.equal(sh(root, ['rev-parse', job.snapshot!.tag]).trim(), job.snapshot!.commit);
    assert.equal((await h.service.run(job.id, {})).status, 'crystallized');
  } finally {
    cleanup(root);
  }
});

test('snapshot_failed after two attempts outside a git repository, with a visible alert', async () => {
  const root = makeRepo({ 'a.txt': 'a\n' });
  const notRepo = join(root, '..', 'plain');
  try {
    mkdirSync(notRepo);
    const h = await harness(notRepo);
    const job = await h.service.harvest({ task: 'anything' });
    assert.equal(job.status, 'snapshot_failed');
    assert.equal(job.attempts, 2);
    assert.match(job.error!, /after 2 attempts/);
    assert.ok(h.alerts.some((a) => a.kind === 'snapshot_failed' && a.level === 'error'));
    assert.ok(existsSync(join(notRepo, '.runs', job.id, 'job.json')), 'the failed job is kept');
    await assert.rejects(h.service.run(job.id, {}), /nothing to run/);
    assert.equal(h.service.metrics().validation.failureCauses.snapshotCapture, 1);
  } finally {
    cleanup(root);
  }
});

test('nothing is harvested or run in an untrusted workspace', async () => {
  const root = makeRepo(REPO);
  try {
    writeFiles(root, { 'config.ini': 'changed\n' });
    const h = await harness(root, { trusted: false });
    await assert.rejects(h.service.harvest({ task: 'x' }), (e: PipelineError) => e.code === 'untrusted');
    const viaChat = await h.service.triggerFromApproval({ text: 'LGTM', source: 'chat' });
    assert.equal(viaChat.matched, true);
    assert.equal(viaChat.jobId, undefined);
    assert.equal(sh(root, ['tag']).trim(), '', 'no snapshot tag was created');
    assert.equal(h.service.listJobs().length, 0);
  } finally {
    cleanup(root);
  }
});
