// Lessons from reactions, on observations written for this test: recurring complaints about the
// same piece of work become one lesson named after what they are about; a language model may word
// it better, but only with an answer grounded in the evidence, and never twice for the same evidence.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { analyzeMessage } from '../../../src/core/capture/analyzeMessage';
import { DEFAULT_FEEDBACK_PATTERNS } from '../../../src/core/capture/feedback';
import { observationsForMessage } from '../../../src/core/capture/messageObservations';
import type { Observation } from '../../../src/core/observation';
import type { AssistantAction } from '../../../src/core/capture/transcripts/types';
import { planEvolution } from '../../../src/core/evolve/plan';
import { nameLesson } from '../../../src/core/evolve/lessons';
import { languageModelNamer, type NameCache } from '../../../src/core/evolve/llmNamer';
import type { LlmClient } from '../../../src/core/llm';
import type { NameProposal } from '../../../src/core/evolve/naming';
const emptyExisting = () => ({ instincts: [], skills: [] });

const deploy: AssistantAction = { kind: 'edit', tool: 'Edit', target: 'docs/deploy_checklist.md' };

function reaction(
  text: string,
  at: string,
  session = 's1',
  actions: AssistantAction[] = [deploy],
  project = 'shop',
  request = 'run the deploy checklist',
): Observation[] {
  const before = { text: 'Done: the deployment went through.', actions };
  const a = analyzeMessage(text, DEFAULT_FEEDBACK_PATTERNS, { before });
  return observationsForMessage(text, a, {
    origin: 'claude-code',
    session,
    timestamp: at,
    request,
    before,
    followsAnswer: true,
    project,
  });
}

const complaints = () => [
  ...reaction('why did you skip the smoke tests?', '2026-02-01T10:00:00Z'),
  ...reaction('you forgot to bump the version number', '2026-02-01T11:00:00Z'),
  ...reaction('did you even follow the deploy checklist?', '2026-02-02T09:00:00Z', 's2', [
    { kind: 'command', tool: 'Bash', target: 'make deploy' },
  ]),
  ...reaction('why did you not notify the channel?', '2026-02-03T09:00:00Z'),
];

const options = { sinceDays: 30, minConfidence: 0.5, minOccurrences: 3, skillThreshold: 0.95, maxInstincts: 50 };

test('complaints about the same work become one lesson named after it, with honest confidence months later', async () => {
  const obs = complaints();
  assert.equal(obs.length, 4, 'each message is one reaction');
  // Nine months after the history ended: its age counts from its own newest activity.
  const plan = await planEvolution({
    observations: obs,
    existing: emptyExisting(),
    options,
    now: new Date('2026-11-01T00:00:00Z'),
  });
  assert.equal(plan.instincts.length, 1, plan.report);
  const title = plan.instincts[0]!.title;
  assert.match(title, /^Deploy: follow the deploy checklist \(/, title);
  for (const detail of ['skip smoke tests', 'bump version number', 'notify channel'])
    assert.ok(title.includes(detail), `${detail} in ${title}`);
  assert.ok(plan.instincts[0]!.confidence >= 0.5, `confidence ${plan.instincts[0]!.confidence}`);
});

test("a detail a stated rule of the same project already says is left to the rule; other projects' rules change nothing", () => {
  const stated = [{ text: 'Always bump the version number before a deploy', project: 'shop' }];
  const title = nameLesson(complaints(), 'en', stated)!.title;
  assert.ok(!title.includes('bump version number'), title);
  for (const detail of ['skip smoke tests', 'notify channel'])
    assert.ok(title.includes(detail), `${detail} in ${title}`);
  const elsewhere = nameLesson(complaints(), 'en', [{ ...stated[0]!, project: 'blog' }])!.title;
  assert.ok(elsewhere.includes('bump version number'), elsewhere);
});

test('nameLesson needs a shared subject', () => {
  const unrelated = [
    ...reaction(
      'why did you rename the logger?',
      '2026-02-01T10:00:00Z',
      's1',
      [],
      'shop',
      'clean up the logging module',
    ),
    ...reaction('the colours of the chart are wrong', '2026-02-01T11:00:00Z', 's1', [], 'shop', 'draw the sales chart'),
  ];
  assert.equal(nameLesson(unrelated, 'en'), null);
});

test('without instructions to refer to, a topic only of the edited file or the task names no lesson', () => {
  const main: AssistantAction = { kind: 'edit', tool: 'Edit', target: 'src/main.rs' };
  const complaintsAboutMain = [
    ...reaction('the progress bar flickers again', '2026-02-01T10:00:00Z', 's1', [main], 'cli', 'main loop'),
    ...reaction('why did you hard-code the config path?', '2026-02-01T11:00:00Z', 's1', [main], 'cli', 'main loop'),
    ...reaction('the --quiet flag does not work anymore', '2026-02-01T12:00:00Z', 's1', [main], 'cli', 'main loop'),
  ];
  assert.equal(nameLesson(complaintsAboutMain, 'en'), null);
  // Named by the user three times, the same subject is a lesson.
  const aboutTheBar = [
    ...reaction('the progress bar flickers again', '2026-02-01T10:00:00Z', 's1', [main], 'cli', 'main loop'),
    ...reaction(
      'the progress bar is broken now, it jumps back to zero',
      '2026-02-01T11:00:00Z',
      's1',
      [main],
      'cli',
      'main loop',
    ),
    ...reaction('the progress bar still freezes at 99%', '2026-02-01T12:00:00Z', 's1', [main], 'cli', 'main loop'),
  ];
  assert.match(nameLesson(aboutTheBar, 'en')?.title ?? '', /^Progress: check what was pointed out .*bar flickers/);
});

test('complaints that share a file but no subject are not a lesson: a quoted complaint never becomes a rule', async () => {
  const page: AssistantAction = { kind: 'edit', tool: 'Edit', target: 'src/app.tsx' };
  const obs = [
    ...reaction('nope, still broken', '2026-02-01T10:00:00Z', 's1', [page], 'shop', 'x'),
    ...reaction('it does not work at all', '2026-02-01T11:00:00Z', 's1', [page], 'shop', 'y'),
    ...reaction('this is worse than before', '2026-02-01T12:00:00Z', 's1', [page], 'shop', 'z'),
  ];
  const plan = await planEvolution({
    observations: obs,
    existing: emptyExisting(),
    options,
    now: new Date('2026-02-02T00:00:00Z'),
  });
  assert.equal(plan.instincts.length, 0, plan.report);
  assert.equal(plan.rules.length, 0, plan.report);
  assert.ok(
    plan.ignored.some((i) => i.code === 'vague'),
    plan.report,
  );
});

class FakeModel implements LlmClient {
  prompts: string[] = [];
  constructor(private readonly answer: string) {}
  available() {
    return true;
  }
  async complete(prompt: string) {
    this.prompts.push(prompt);
    return this.answer;
  }
}

function memoryCache(): NameCache & { map: Map<string, NameProposal> } {
  const map = new Map<string, NameProposal>();
  return { map, get: (k) => map.get(k), set: (k, v) => void map.set(k, v) };
}

test('a language model words the lesson when its answer is grounded; cached; the heuristic stays otherwise', async () => {
  const good = new FakeModel(
    '{"title": "Deploy: run every step of the deploy checklist", "rule": "Always run every step of the deploy checklist"}',
  );
  const cache = memoryCache();
  const now = new Date('2026-02-05T00:00:00Z');
  const plan = await planEvolution({
    observations: complaints(),
    existing: emptyExisting(),
    options,
    now,
    namer: languageModelNamer(good, cache),
  });
  assert.equal(plan.instincts[0]!.title, 'Deploy: run every step of the deploy checklist');
  assert.equal(good.prompts.length, 1);
  assert.match(good.prompts[0]!, /follow the deploy checklist/, 'the model sees the deterministic proposal');
  await planEvolution({
    observations: complaints(),
    existing: emptyExisting(),
    options,
    now,
    namer: languageModelNamer(good, cache),
  });
  assert.equal(good.prompts.length, 1, 'the same evidence is not sent twice');

  const invented = new FakeModel('{"title": "Always water the office plants", "rule": "Water the plants"}');
  const plan2 = await planEvolution({
    observations: complaints(),
    existing: emptyExisting(),
    options,
    now,
    namer: languageModelNamer(invented, memoryCache()),
  });
  assert.match(
    plan2.instincts[0]!.title,
    /^Deploy: follow the deploy checklist/,
    'an answer about something else is refused',
  );
});

test('recurring praise is not named after the observation that wraps it: no "Praised: …" lesson', async () => {
  const chart: AssistantAction = { kind: 'edit', tool: 'Edit', target: 'src/chart.tsx' };
  const obs = [
    ...reaction('great, the chart looks perfect now', '2026-02-01T10:00:00Z', 's1', [chart], 'shop', 'chart colours'),
    ...reaction('perfect, the chart is great now', '2026-02-01T11:00:00Z', 's1', [chart], 'shop', 'chart colours'),
    ...reaction('the chart looks great, perfect', '2026-02-01T12:00:00Z', 's2', [chart], 'shop', 'chart colours'),
    ...reaction('great chart, perfect work', '2026-02-01T13:00:00Z', 's2', [chart], 'shop', 'chart colours'),
  ];
  assert.ok(obs.length >= 4 && obs.every((o) => o.tags?.includes('win')), 'each message is praise');
  const plan = await planEvolution({
    observations: obs,
    existing: emptyExisting(),
    options,
    now: new Date('2026-02-02T00:00:00Z'),
  });
  const names = [...plan.instincts.map((i) => i.title), ...plan.rules.map((r) => r.rule)];
  assert.ok(!names.some((n) => /^Praised\b/.test(n)), names.join(' | '));
});

test('without instructions, reactions that share a topic but each point elsewhere name no lesson', () => {
  const page: AssistantAction = { kind: 'edit', tool: 'Edit', target: 'src/booking.ts' };
  const scattered = [
    ...reaction('the booking page is broken again', '2026-02-01T10:00:00Z', 's1', [page], 'gym', 'booking'),
    ...reaction('booking emails still do not arrive', '2026-02-01T11:00:00Z', 's1', [page], 'gym', 'booking'),
    ...reaction('the booking calendar does not load anymore', '2026-02-01T12:00:00Z', 's1', [page], 'gym', 'booking'),
  ];
  assert.equal(nameLesson(scattered, 'en'), null);
});
