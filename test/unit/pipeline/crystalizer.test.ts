import { test } from 'node:test';
import assert from 'node:assert/strict';
import {
  modelPrompt,
  parseModelDraft,
  renderBody,
  TemplateAuthor,
  type CrystalInput,
} from '../../../src/core/pipeline/crystalizer';
import { solutionCode, matchPatterns } from '../../../src/core/pipeline/similarity';

const TOKEN = 'ghp_' + 'a1B2c3D4e5F6g7H8i9J0k1L2m3N4o5P6q7R8';
const DIFF = [
  'diff --git a/src/client.js b/src/client.js',
  '--- a/src/client.js',
  '+++ b/src/client.js',
  '@@ -1,3 +1,4 @@',
  ' const http = require("http");',
  `-const token = "${TOKEN}";`,
  '+const token = process.env.GITHUB_TOKEN;',
  '+if (!token) throw new Error("GITHUB_TOKEN is not set");',
  'diff --git a/package-lock.json b/package-lock.json',
  '@@ -1 +1 @@',
  '-{}',
  '+{"lockfileVersion": 3}',
  'diff --git a/test/client.test.js b/test/client.test.js',
  '@@ -0,0 +1 @@',
  '+test("reads the token from the environment", () => {});',
  '',
].join('\n');

const input: CrystalInput = {
  jobId: 'move-token-abc123',
  runId: 'run-1',
  task: `Stop hard-coding the GitHub token (${TOKEN}) in the client.`,
  diff: DIFF,
  files: ['src/client.js', 'package-lock.json', 'test/client.test.js'],
  snapshot: {
    tag: 'learning-snapshot-1',
    commit: 'c'.repeat(40),
    tree: 't',
    base: 'b',
    tarballDigest: 'sha256:0',
    mode: 'working-tree',
    takenAt: '',
  },
  validation: [
    {
      command: 'npm test',
      cwd: '',
      exitCode: 0,
      signal: null,
      timedOut: false,
      durationMs: 1200,
      output: '',
      outputBytes: 0,
      truncated: false,
    },
  ],
  stacks: ['npm'],
  entrypoints: ['test/client.test.js'],
  approvedBy: 'Dev',
};

test('the template candidate shows the source hunk first, skips lockfiles, and never carries a secret', async () => {
  const draft = await new TemplateAuthor().draft(input);
  const body = renderBody(draft);
  assert.equal(draft.title, 'Stop hard-coding the GitHub token ([REDACTED:github-token]) in the client');
  assert.doesNotMatch(body, /ghp_a1B2/);
  assert.ok(body.indexOf('src/client.js') < body.indexOf('test/client.test.js'), 'source before tests');
  assert.doesNotMatch(body.split('## Solution')[1].split('## Rationale')[0], /lockfileVersion/);
  assert.match(body, /Not shown: `package-lock\.json`/);
  assert.match(body, /`npm test`: exit 0, 1\.2 s/);
  assert.deepEqual(draft.tags, ['javascript', 'npm']);
  // The code the Solution shows is what later similarity checks compare.
  assert.match(solutionCode(body), /process\.env\.GITHUB_TOKEN/);
  assert.deepEqual(
    matchPatterns(DIFF, [{ id: 'p', markdown: body }]).map((m) => m.id),
    ['p'],
  );
});

test('the model prompt fits its budget and carries no secret; bad answers are refused', () => {
  const big = {
    ...input,
    diff: DIFF + Array.from({ length: 3000 }, (_, i) => `+line ${i} of a very large generated change`).join('\n'),
  };
  const prompt = modelPrompt(big, 6000);
  assert.ok(prompt.length <= 6000, `${prompt.length}`);
  assert.doesNotMatch(prompt, /ghp_a1B2/);
  assert.equal(parseModelDraft('no json here'), undefined);
  assert.equal(parseModelDraft('{"title": "x"}'), undefined, 'all sections are required');
  const d = parseModelDraft(
    `Here: {"title":"Read tokens from the environment\\n# injected","tags":["security",3],"problem":"p ${TOKEN}","solution":"s","rationale":"r"} done`,
  );
  assert.equal(d?.title, 'Read tokens from the environment # injected');
  assert.deepEqual(d?.tags, ['security']);
  assert.doesNotMatch(d!.problem, /ghp_/);
});
