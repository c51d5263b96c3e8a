// What @act gives the model and what it shows without one.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { memoryBlock, recallMarkdown, rulesMarkdown } from '../../../src/core/memory/chat/prompt';
import type { Recall } from '../../../src/core/memory/retrieval/retriever';

const hit = (kind: Recall['kind'], title: string, snippet: string, score: number): Recall => ({
  kind,
  id: title,
  title,
  snippet,
  status: 'active',
  score,
  breakdown: { embedding: 0.5, topicOverlap: 0.5, topicBoost: 0.15, total: score, sharedTopics: ['jwt'], prior: 0 },
  why: `${kind}: meaning 0.50; shares jwt → ${score.toFixed(2)}`,
});

test('the memory block follows seed 003: current thread, related threads, knowledge, rules, agreements; within budget', () => {
  const ctx = {
    hits: [
      hit('thread', 'JWT Authentication', 'Implementing refresh token rotation', 0.8),
      hit('thread', 'Database Schema', 'User tables', 0.4),
      hit('skill', 'Security', 'Never log tokens', 0.5),
    ],
    rules: [
      { kind: 'rule', text: 'always make a plan before implementation' },
      { kind: 'guardcode', text: 'Present the alternatives.' },
    ],
  };
  const b = memoryBlock(ctx);
  assert.match(b, /Current thread: "JWT Authentication"\nSummary: Implementing refresh token rotation/);
  assert.match(b, /Related threads:\n- "Database Schema" - User tables/);
  assert.match(b, /\[Skill rule\] Security: Never log tokens/);
  assert.match(b, /Rules in force:\n- always make a plan before implementation/);
  assert.match(b, /Working agreements:\n- Present the alternatives\./);
  const huge = memoryBlock(
    { hits: Array.from({ length: 8 }, (_, i) => hit('observation', `o${i}`, 'x'.repeat(2000), 0.3)), rules: [] },
    300,
  );
  assert.ok(huge.length <= 300 * 4 + 1);
});

test('without a model: recalled memory with why, escaped so recalled text cannot inject Markdown', () => {
  const md = recallMarkdown(
    'jwt',
    { hits: [hit('thread', 'Evil [link](http://x) <img>', '**bold**', 0.7)], rules: [] },
    'No model.',
  );
  assert.match(md, /^_No model\._/);
  assert.match(md, /Evil \\\[link\\\]\(http:\/\/x\) \\<img\\>/);
  assert.match(md, /_why: thread: meaning 0\.50; shares jwt → 0\.70_/);
  assert.match(recallMarkdown('nothing', { hits: [], rules: [] }), /Nothing in memory relates/);
  assert.match(
    rulesMarkdown([
      { kind: 'pattern', text: 'Debounce inputs' },
      { kind: 'rule', text: 'Answer in French' },
    ]),
    /\*\*Your rules\*\*\n\n- Answer in French\n\n\*\*Reviewed patterns\*\*/,
  );
});
