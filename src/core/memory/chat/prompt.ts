// What the chat participant gives the user's language model (docs/seeds/003.md §4.3, adapted):
// the current and related threads, relevant learned knowledge, the rules in force and the
// GuardCode reminders, within a token budget; and what it shows when there is no model at all
// (the recalled memory itself, which is useful on its own).
import { clipForTokens } from '../../llm';
import type { Recall } from '../retrieval/retriever';

export interface RuleLine {
  kind: string;
  text: string;
}

export interface MemoryContext {
  hits: Recall[];
  rules: RuleLine[];
}

const KIND_LABEL: Record<string, string> = {
  thread: 'Thread',
  observation: 'Observation',
  instinct: 'Instinct',
  skill: 'Skill rule',
  pattern: 'Pattern',
  rule: 'User rule',
};

/** The memory block placed before the user's message. */
export function memoryBlock(ctx: MemoryContext, budgetTokens = 1800): string {
  const lines: string[] = [
    'ACT memory of this project (recalled for this message; use it when relevant, ignore it otherwise):',
  ];
  const threads = ctx.hits.filter((h) => h.kind === 'thread');
  const knowledge = ctx.hits.filter((h) => h.kind !== 'thread');
  if (threads[0])
    lines.push('', `Current thread: "${threads[0].title}"`, `Summary: ${clipForTokens(threads[0].snippet, 120)}`);
  if (threads.length > 1)
    lines.push(
      '',
      'Related threads:',
      ...threads.slice(1, 5).map((t) => `- "${t.title}" - ${clipForTokens(t.snippet, 50)}`),
    );
  if (knowledge.length)
    lines.push(
      '',
      'Relevant learned knowledge:',
      ...knowledge
        .slice(0, 8)
        .map(
          (k) =>
            `- [${KIND_LABEL[k.kind] ?? k.kind}${k.confidence !== undefined ? `, confidence ${k.confidence.toFixed(2)}` : ''}] ${clipForTokens(k.title === k.snippet ? k.snippet : `${k.title}: ${k.snippet}`, 80)}`,
        ),
    );
  const userRules = ctx.rules.filter((r) => r.kind !== 'guardcode');
  const guard = ctx.rules.filter((r) => r.kind === 'guardcode');
  if (userRules.length)
    lines.push('', 'Rules in force:', ...userRules.slice(0, 25).map((r) => `- ${clipForTokens(r.text, 60)}`));
  if (guard.length) lines.push('', 'Working agreements:', ...guard.map((r) => `- ${r.text}`));
  return clipForTokens(lines.join('\n'), budgetTokens);
}

export const SYSTEM_INSTRUCTIONS =
  "You are @act, the memory of the developer's work in this project. Answer the developer's message using the project memory below when it is relevant: " +
  'say which remembered thread, rule or pattern you rely on, do not invent memories, and follow the rules in force. Answer in the language of the message.';

/** Markdown shown without a language model: what memory recalls, with why. */
export function recallMarkdown(query: string, ctx: MemoryContext, note?: string): string {
  const out: string[] = [];
  if (note) out.push(`_${note}_`, '');
  if (!ctx.hits.length) out.push(`Nothing in memory relates to “${query.slice(0, 120)}” yet.`);
  else {
    out.push(`**What ACT remembers about “${query.slice(0, 120)}”**`, '');
    for (const h of ctx.hits) {
      out.push(
        `- **${KIND_LABEL[h.kind] ?? h.kind}: ${escapeMd(h.title)}** (${h.status}, score ${h.score.toFixed(2)})`,
      );
      if (h.snippet && h.snippet !== h.title) out.push(`  ${escapeMd(clipForTokens(h.snippet, 80))}`);
      out.push(`  _why: ${escapeMd(h.why)}_`);
    }
  }
  const rules = ctx.rules.filter((r) => r.kind !== 'guardcode');
  if (rules.length) out.push('', '**Rules in force**', '', ...rules.slice(0, 25).map((r) => `- ${escapeMd(r.text)}`));
  return out.join('\n');
}

export function rulesMarkdown(rules: RuleLine[]): string {
  if (!rules.length)
    return 'No rules are in force yet: ACT learns them from your feedback, from `remember:` / `always` / `never` in your messages, and from approved patterns.';
  const group = (k: string, title: string) => {
    const r = rules.filter((x) => x.kind === k);
    return r.length ? [`**${title}**`, '', ...r.map((x) => `- ${escapeMd(x.text)}`), ''] : [];
  };
  return [
    ...group('rule', 'Your rules'),
    ...group('skill', 'Skill rules'),
    ...group('pattern', 'Reviewed patterns'),
    ...group('guardcode', 'GuardCode reminders'),
  ].join('\n');
}

/** Chat Markdown is rendered: keep recalled text from injecting links, HTML or formatting. */
export function escapeMd(s: string): string {
  return s.replace(/[\\`*_[\]<>#|]/g, (c) => `\\${c}`).replace(/\s+/g, ' ');
}
