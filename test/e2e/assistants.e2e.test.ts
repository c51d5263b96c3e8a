// Memory given to assistants, in a real VS Code: ACT's language-model tools called by another
// extension (vscode.lm.invokeTool, with VS Code's own confirmation dialog), the instruction files
// assistants read (AGENTS.md, CLAUDE.md, .github/instructions/learned.instructions.md) after a
// pattern is approved and after a skill is learned, with the human text around them untouched,
// and the @act chat participant (/rules, /search, a question answered with memory in the
// model's prompt, thumbs up/down becoming observations). The model, the calling agent and the
// default participant come from a throwaway probe extension (see assistants-probe.ts).
import { after, before, test } from 'node:test';
import assert from 'node:assert/strict';
import { existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { BASE_CONFIDENCE, validateObservation, type Observation } from '../../src/core/observation';
import { seedDemoWorkspace } from '../../scripts/demo-workspace';
import { buildProbeVsix, FAKE_ANSWER, PROBE_ID } from './assistants-probe';
import type { Locator } from 'playwright-core';
import { agreeToInstructionFiles, launchVSCode, type E2ESession } from './harness';

let s: E2ESession;
let probeDir: string;

// Human text the instruction files already hold: it must survive byte for byte.
const AGENTS_HUMAN = '# Agents guide\n\nRun `npm test` before you push. Ask before adding a dependency.\n';
const CLAUDE_BEFORE = '# Notes for Claude\n\nPrefer small pull requests.\n\n';
const CLAUDE_AFTER = '\n\n## Written by hand after the generated part\n\nNever edit the migrations by hand.\n';
const CLAUDE_STALE = '<!-- act:begin -->\n- a stale rule from an older run\n<!-- act:end -->';

function seed(dir: string): void {
  seedDemoWorkspace(dir);
  agreeToInstructionFiles(dir);
  writeFileSync(join(dir, 'AGENTS.md'), AGENTS_HUMAN);
  writeFileSync(join(dir, 'CLAUDE.md'), `${CLAUDE_BEFORE}${CLAUDE_STALE}${CLAUDE_AFTER}`);
}

before(async () => {
  probeDir = mkdtempSync(join(process.env.E2E_TMP || tmpdir(), 'act-probe-'));
  const vsix = buildProbeVsix(probeDir);
  s = await launchVSCode({
    name: 'assistants',
    workspace: seed,
    extraVsix: [vsix],
    serverArgs: ['--enable-proposed-api', PROBE_ID],
    // Chat on (the harness turns it off), and the setting the thumbs up/down depend on.
    settings: { 'chat.disableAIFeatures': false, 'telemetry.feedback.enabled': true },
  });
});
after(async () => {
  await s?.close();
  if (probeDir) rmSync(probeDir, { recursive: true, force: true });
});

const probe = (f: string) => join(s.runDir, 'home', 'act-probe', f);
const logLines = () => (s.readWorkspaceFile('.act/observations.jsonl') ?? '').split('\n').filter((l) => l.trim());
const mark = () => new Set(logLines());
function since(seen: Set<string>): Observation[] {
  return logLines()
    .filter((l) => !seen.has(l))
    .map((l) => {
      const r = validateObservation(JSON.parse(l));
      assert.ok(r.ok, `invalid line ${l}`);
      return r.value;
    });
}

interface ToolRun {
  tools: { name: string; tags: string[] }[];
  results: { name: string; ok: boolean; text?: string; error?: string }[];
}
/**
 * Has the probe call the tools (the way an agent does) and answers VS Code's confirmation
 * dialog, if one opens, with `confirm` ("Yes" or "Cancel").
 */
async function callTools(calls: { name: string; input: unknown }[], confirm?: 'Yes' | 'Cancel'): Promise<ToolRun> {
  rmSync(probe('tools.json'), { force: true });
  writeFileSync(probe('calls.json'), JSON.stringify(calls));
  await s.runCommand('ACT Probe: Call Language-Model Tools');
  let dialog = '';
  const run = await s.waitFor(
    async () => {
      const box = s.page.locator('.monaco-dialog-box');
      if (await box.isVisible()) {
        dialog = await box.innerText();
        if (!confirm) throw Object.assign(new Error(`unexpected dialog: ${dialog}`), { fatal: true });
        await box.locator('.monaco-button', { hasText: new RegExp(`^${confirm}$`) }).click();
      }
      return existsSync(probe('tools.json'))
        ? (JSON.parse(readFileSync(probe('tools.json'), 'utf8')) as ToolRun)
        : undefined;
    },
    { timeout: 30_000, message: 'the probe to write tools.json' },
  );
  if (confirm) assert.match(dialog, /Record an observation\?/, 'VS Code asked before the tool ran');
  return run;
}

function section(text: string): string {
  const m = /<!-- act:begin -->([\s\S]*?)<!-- act:end -->/.exec(text);
  assert.ok(m, `no generated section in:\n${text}`);
  return m[1]!;
}
/** The file minus its generated section: what a person wrote. */
const outside = (text: string) => text.replace(/\n*<!-- act:begin -->[\s\S]*?<!-- act:end -->\n?/, '\n');

test('the language-model tools, called from another extension: rules in force, search, record (after confirmation)', () =>
  s.step('lm-tools', async () => {
    const t0 = Date.now();
    mkdirSync(join(s.runDir, 'home', 'act-probe'), { recursive: true });
    const seen = mark();
    const run = await callTools([
      { name: 'act_listRules', input: {} },
      { name: 'act_searchMemory', input: { query: 'camelCase naming', k: 5 } },
      { name: 'act_searchMemory', input: { query: 'camelCase naming', types: ['thread'], k: 3 } },
      { name: 'act_recordObservation', input: { type: 'opinion', observation: 'not a valid type' } },
    ]);
    const ours = run.tools.filter((t) => t.name.startsWith('act_'));
    assert.deepEqual(ours.map((t) => t.name).sort(), ['act_listRules', 'act_recordObservation', 'act_searchMemory']);
    for (const t of ours) assert.deepEqual(t.tags, ['memory', 'act']);
    const [rules, search, threads, invalid] = run.results;
    assert.ok(rules!.ok && search!.ok && threads!.ok && invalid!.ok, JSON.stringify(run.results));
    assert.match(rules!.text!, /^Rules in force in this project \(follow them\):\n- \[guardcode\] For a complex task/);
    assert.doesNotMatch(rules!.text!, /\[pattern\]/, 'no pattern is approved yet');
    assert.match(search!.text!, /^ACT memory for "camelCase naming" \(embedder lexical-hash-v2-384\):\n1\. /);
    assert.match(search!.text!, /Correction: snake_case → camelCase/, 'the seeded correction is recalled');
    assert.match(search!.text!, /why: /);
    const threadHits = threads!.text!.split('\n').filter((l) => /^\d+\. \[/.test(l));
    assert.ok(threadHits.length >= 1 && threadHits.every((l) => l.includes('[thread,')), threads!.text);
    assert.doesNotMatch(
      `${search!.text}${threads!.text}`,
      new RegExp(FAKE_ANSWER),
      "the fake model's non-JSON answers never became thread titles or summaries",
    );
    assert.equal(
      invalid!.text,
      '"type" must be one of pattern, correction, preference, error, success.',
      'refused at once, without asking the user to confirm',
    );

    const record = {
      name: 'act_recordObservation',
      input: {
        type: 'preference',
        observation: 'Prefers small pure functions over classes for helpers',
        task: 'Order helpers',
        file: 'src/orders.ts',
        tags: ['style', 'e2e'],
      },
    };
    const cancelled = await callTools([record], 'Cancel');
    assert.equal(cancelled.results[0]!.ok, false);
    assert.match(cancelled.results[0]!.error!, /cancel/i);
    assert.deepEqual(since(seen), [], 'nothing recorded when the user says no');

    const recorded = await callTools([record], 'Yes');
    assert.deepEqual(recorded.results[0], {
      name: 'act_recordObservation',
      ok: true,
      text: 'Recorded preference observation.',
    });
    const o = await s.waitFor(() => since(seen).find((x) => /small pure functions/.test(x.observation)), {
      message: 'the recorded observation in the log',
    });
    assert.equal(o.type, 'preference');
    assert.equal(o.confidence, BASE_CONFIDENCE.preference.base);
    assert.equal(o.context.task, 'Order helpers');
    assert.equal(o.context.file, 'src/orders.ts');
    assert.deepEqual(o.tags, ['style', 'e2e']);
    const again = await callTools([record], 'Yes');
    assert.equal(again.results[0]!.text, 'Already recorded recently (duplicate ignored).');
    assert.equal(since(seen).length, 1);
    console.log(`e2e.assistants.lm-tools: ${((Date.now() - t0) / 1000).toFixed(1)} s`);
  }));

test('approving a candidate pattern writes it into AGENTS.md, CLAUDE.md and learned.instructions.md; human text untouched', () =>
  s.step('approve', async () => {
    await s.runCommand('ACT: Approve Pattern');
    await s.quickPick(/Batch per-item lookups with Promise\.all/, { title: 'ACT: Approve Pattern' });
    await s.waitFor(() => s.listWorkspaceFiles('.agent/patterns/active').includes('api-optimization.md'), {
      message: 'the pattern in active/',
    });
    const agents = await s.waitForFile('AGENTS.md', (t) => /Batch per-item lookups/.test(t), { timeout: 30_000 });
    const claude = await s.waitForFile('CLAUDE.md', (t) => /Batch per-item lookups/.test(t), { timeout: 30_000 });
    const github = await s.waitForFile(
      '.github/instructions/learned.instructions.md',
      (t) => /Batch per-item lookups/.test(t),
      { timeout: 30_000 },
    );
    assert.ok(agents.startsWith(AGENTS_HUMAN), 'AGENTS.md starts with the human text, unchanged');
    assert.equal(outside(agents).trimEnd(), AGENTS_HUMAN.trimEnd());
    assert.ok(
      claude.startsWith(CLAUDE_BEFORE) && claude.includes(CLAUDE_AFTER),
      'the text around the old markers is unchanged',
    );
    assert.doesNotMatch(claude, /a stale rule from an older run/, 'the stale generated part is replaced');
    assert.match(github, /^---\napplyTo: "\*\*"\n/);
    for (const t of [agents, claude, github]) {
      const sec = section(t);
      assert.match(sec, /Batch per-item lookups with Promise\.all/);
      assert.doesNotMatch(
        sec,
        /Run the tests before every commit/,
        'a candidate not approved is not given to assistants',
      );
    }
    const run = await callTools([{ name: 'act_listRules', input: {} }]);
    assert.match(run.results[0]!.text!, /- \[pattern\] Batch per-item lookups with Promise\.all/);
  }));

test('a skill learned by Evolve joins the instruction files; each rule once', () =>
  s.step('skill', async () => {
    await s.runCommand('ACT: Evolve');
    await s.quickPick('Evolve', { title: 'ACT: Evolve' });
    const skill = await s.waitFor(
      () =>
        s
          .listWorkspaceFiles('.act/skills')
          .map((d) => s.readWorkspaceFile(`.act/skills/${d}/SKILL.md`) ?? '')
          .find((t) => /tests?/i.test(t) && /commit/i.test(t)),
      { timeout: 60_000, message: 'a skill about tests before commit' },
    );
    const rule = /^\s*[-*]\s+(.*?)\s*<!--\s*act:rule /m.exec(skill)?.[1];
    assert.ok(rule, `a rule line in SKILL.md:\n${skill}`);
    // Better with a language model, never dependent on one: Evolve asked the user's model to word
    // the lesson (its "distill" prompt reached the fake model), and the fake's answer, not JSON
    // and grounded in nothing, was refused: the deterministic wording stands.
    const prompts = readdirSync(join(s.runDir, 'home', 'act-probe'))
      .filter((f) => f.startsWith('prompt-'))
      .map((f) => readFileSync(probe(f), 'utf8'));
    assert.ok(
      prompts.some((p) => p.includes('These observations come from a developer working with a coding assistant')),
      'Evolve sent its lesson-wording prompt to the model',
    );
    assert.doesNotMatch(skill, new RegExp(FAKE_ANSWER), "the fake model's answer is not in the skill");
    const agents = await s.waitForFile('AGENTS.md', (t) => section(t).includes(rule.slice(0, 30)), { timeout: 30_000 });
    const sec = section(agents);
    assert.match(sec, /Batch per-item lookups with Promise\.all/, 'the approved pattern is still there');
    assert.equal(sec.split(rule.slice(0, 30)).length - 1, 1, 'the skill rule appears once');
    assert.equal(outside(agents).trimEnd(), AGENTS_HUMAN.trimEnd());
    // The instruction files are written one after the other: wait for each, never read it at once.
    const claude = await s.waitForFile('CLAUDE.md', (t) => section(t).includes(rule.slice(0, 30)), { timeout: 30_000 });
    assert.ok(claude.startsWith(CLAUDE_BEFORE) && claude.includes(CLAUDE_AFTER));
    await s.waitForFile('.github/instructions/learned.instructions.md', (t) => section(t).includes(rule.slice(0, 30)), {
      timeout: 30_000,
    });
  }));

// --- the chat view -------------------------------------------------------------------------------
const chat = () => s.page.locator('[id="workbench.parts.auxiliarybar"]');
const responses = () => chat().locator('.interactive-item-container.interactive-response');

/**
 * Types a request in the chat input like a user and sends it; returns the answer, found by its
 * text (the chat list recycles its rows, so their DOM order is not the conversation's).
 */
async function ask(text: string, expect: RegExp): Promise<Locator> {
  const answer = responses().filter({ hasText: expect });
  assert.equal(await answer.count(), 0, `no answer matches ${expect} before the request`);
  await chat().locator('.interactive-input-part .monaco-editor').first().click();
  await s.page.keyboard.press('Control+A');
  await s.page.keyboard.type(text, { delay: 5 });
  await s.page.keyboard.press('Escape'); // close the slash-command suggestions
  await chat().locator('.interactive-input-part a.action-label[aria-label^="Send"]').first().click();
  await s
    .waitFor(async () => (await answer.count()) > 0, {
      timeout: 30_000,
      message: `an answer to "${text}" matching ${expect}`,
    })
    .catch(async (e: Error) => {
      throw new Error(`${e.message}; the chat shows:\n${(await chat().innerText()).slice(-1500)}`);
    });
  return answer.first();
}

/** Hovers an answer and clicks its thumbs up or down (shown because a default participant exists). */
async function vote(answer: Locator, label: 'Helpful' | 'Unhelpful'): Promise<void> {
  await answer.hover();
  await answer.locator(`.action-label[aria-label="${label}"]`).click();
}

test('@act in the chat view: /rules, /search, a question answered with memory in the prompt, thumbs up/down', () =>
  s.step('chat', async () => {
    const t0 = Date.now();
    await s.runCommand('ACT Probe: Chat with the Fake Model');
    await chat().locator('.interactive-input-part').waitFor();

    const seen = mark();
    const rules = await ask('@act /rules', /GuardCode reminders/);
    const rulesText = await rules.innerText();
    assert.match(rulesText, /Reviewed patterns\s+Batch per-item lookups with Promise\.all/);
    assert.match(rulesText, /Skill rules/);
    await vote(rules, 'Unhelpful');
    const loss = await s.waitFor(() => since(seen).find((o) => o.type === 'error'), {
      message: 'the thumbs down as an error',
    });
    assert.equal(loss.observation, 'User marked the assistant\'s answer as unhelpful: answer to "@act /rules"');
    assert.equal(loss.confidence, BASE_CONFIDENCE.error.max);
    assert.deepEqual(loss.tags, ['feedback', 'loss', 'explicit', 'chat:@act']);

    // The answer streams in: wait for the recalled observation itself, then for its explanation.
    const found = await ask('@act /search camelCase naming', /Correction: snake_case → camelCase/);
    const search = await s.waitFor(
      async () => {
        const t = await found.innerText();
        return /why: /.test(t) ? t : undefined;
      },
      { timeout: 15_000, message: 'the search answer with its explanation' },
    );
    assert.match(search, /What ACT remembers about “camelCase naming”/);

    const question = 'which naming style should the new order helpers follow, camelCase or snake_case?';
    const answer = await ask(`@act ${question}`, new RegExp(FAKE_ANSWER));
    assert.doesNotMatch(await answer.innerText(), /could not answer/);
    const prompt = await s.waitFor(
      () => {
        const files = readdirSync(join(s.runDir, 'home', 'act-probe')).filter((f) => f.startsWith('prompt-'));
        return files
          .map((f) => JSON.parse(readFileSync(probe(f), 'utf8')) as { role: number; text: string }[])
          .find((m) => m.some((x) => x.text === question));
      },
      { message: 'the prompt of the @act question at the fake model' },
    );
    const system = prompt[0]!.text;
    assert.match(system, /^You are @act, the memory of the developer's work in this project\./);
    assert.match(system, /ACT memory of this project/);
    assert.match(system, /Correction: snake_case → camelCase/, 'the naming memory is recalled for a naming question');
    assert.match(
      system,
      /Rules in force:\n(- .+\n)*- Batch per-item lookups with Promise\.all/,
      'the approved pattern is a rule in force',
    );
    assert.equal(prompt[prompt.length - 1]!.text, question, 'the question comes last');
    assert.ok(
      prompt.every((m) => m.text.trim().length > 0),
      `no empty message in the history: ${JSON.stringify(prompt.map((m) => m.text.slice(0, 40)))}`,
    );
    assert.ok(
      prompt.some((m) => m.text === '/rules'),
      'the command-only turn is in the history as its command',
    );
    await s.screenshot('chat', 'auxiliarybar');

    await vote(answer, 'Helpful');
    const win = await s.waitFor(() => since(seen).find((o) => o.type === 'success'), {
      message: 'the thumbs up as a success',
    });
    assert.equal(win.observation, `User marked the assistant's answer as helpful: answer to "@act ${question}"`);
    assert.deepEqual(win.tags, ['feedback', 'win', 'explicit', 'chat:@act']);
    console.log(`e2e.assistants.chat: ${((Date.now() - t0) / 1000).toFixed(1)} s`);
  }));
