// Language-model steps of the memory (docs/seeds/003.md §3.1 and §5: titles and summaries,
// borderline reactivation, bridge typing), behind one small interface. The host implements
// LlmClient over vscode.lm; nothing here requires a model: every task returns undefined when none
// answers, and callers fall back to their stated heuristic. Prompts ask for JSON; answers are
// parsed defensively.
import { clipForTokens, type LlmClient } from '../llm';
import { RELATION_TYPES, type RelationType } from './threads/types';

export interface ThreadBrief {
  title: string;
  summary: string;
  topics: string[];
}

function firstJson(text: string | undefined): Record<string, unknown> | undefined {
  if (!text) return undefined;
  const start = text.indexOf('{');
  const end = text.lastIndexOf('}');
  if (start < 0 || end <= start) return undefined;
  try {
    const v = JSON.parse(text.slice(start, end + 1));
    return typeof v === 'object' && v !== null && !Array.isArray(v) ? (v as Record<string, unknown>) : undefined;
  } catch {
    return undefined;
  }
}

const brief = (t: ThreadBrief) =>
  `Title: ${t.title}\nSummary: ${clipForTokens(t.summary, 120)}\nTopics: ${t.topics.slice(0, 8).join(', ')}`;

export class MemoryLlm {
  constructor(private readonly client?: LlmClient) {}

  available(): boolean {
    return !!this.client?.available();
  }

  /** Borderline reactivation: does this message concern this (suspended) thread? */
  async judgeRelated(message: string, thread: ThreadBrief): Promise<boolean | undefined> {
    if (!this.available()) return undefined;
    const prompt =
      'You route developer messages to the work thread they belong to.\n' +
      `Thread:\n${brief(thread)}\n\nNew message:\n${clipForTokens(message, 300)}\n\n` +
      'Does the new message continue or concern this thread? Answer only JSON: {"related": true|false}';
    const j = firstJson(await this.client!.complete(prompt, { purpose: 'borderline', maxOutputTokens: 20 }));
    return typeof j?.related === 'boolean' ? j.related : undefined;
  }

  /** A semantically rich title, a summary and key topics for a thread. */
  async describe(messages: string[], current: ThreadBrief): Promise<ThreadBrief | undefined> {
    if (!this.available()) return undefined;
    const body = messages.map((m, i) => `${i + 1}. ${clipForTokens(m, 150)}`).join('\n');
    const prompt =
      'Describe this work thread of a software developer.\n' +
      `Current title: ${current.title}\nMessages (oldest first):\n${clipForTokens(body, 1500)}\n\n` +
      'Answer only JSON: {"title": "<= 8 words, specific", "summary": "<= 2 sentences: what is being done and where it stands", "topics": ["3 to 8 key concepts"]}. ' +
      'Write in the language of the messages. Never include secrets.';
    const j = firstJson(await this.client!.complete(prompt, { purpose: 'describe', maxOutputTokens: 200 }));
    if (!j || typeof j.title !== 'string' || !j.title.trim()) return undefined;
    const topics = Array.isArray(j.topics)
      ? j.topics.filter((t): t is string => typeof t === 'string' && t.trim() !== '').map((t) => t.trim().slice(0, 40))
      : current.topics;
    return {
      title: j.title.trim().slice(0, 100),
      summary: typeof j.summary === 'string' ? j.summary.trim().slice(0, 400) : current.summary,
      topics: topics.slice(0, 8),
    };
  }

  /** The relation between two related threads, with a short reason. */
  async typeRelation(
    source: ThreadBrief,
    target: ThreadBrief,
  ): Promise<{ type: RelationType; reason: string } | undefined> {
    if (!this.available()) return undefined;
    const prompt =
      'Two work threads of the same developer are related. Classify how A relates to B.\n' +
      `A:\n${brief(source)}\n\nB:\n${brief(target)}\n\n` +
      'Types: extends (A continues or elaborates B), contradicts (A reverses or conflicts with a decision of B), depends (A needs B done first), replaces (A supersedes B), child_of (A is a sub-topic of B).\n' +
      'Answer only JSON: {"type": "<one type>", "reason": "<one short sentence>"}';
    const j = firstJson(await this.client!.complete(prompt, { purpose: 'bridge', maxOutputTokens: 60 }));
    const type = j?.type;
    if (typeof type !== 'string' || !(RELATION_TYPES as readonly string[]).includes(type)) return undefined;
    return {
      type: type as RelationType,
      reason:
        typeof j?.reason === 'string' && j.reason.trim()
          ? j.reason.trim().slice(0, 200)
          : `classified ${type} by the language model`,
    };
  }
}
