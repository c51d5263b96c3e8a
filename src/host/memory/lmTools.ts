// Language-model tools (declared in package.json `languageModelTools`), so any agent in VS Code
// can use the memory: search it, list the rules in force, record an observation. Inputs come
// from a model: each is validated and bounded here before it reaches the worker.
import * as vscode from 'vscode';
import type { HostServices } from '../services';
import { OBSERVATION_TYPES, type ObservationType } from '../../core/observation';
import type { RecallKind } from '../../core/memory/retrieval/retriever';

export const TOOL_NAMES = {
  search: 'act_searchMemory',
  rules: 'act_listRules',
  record: 'act_recordObservation',
} as const;
const KINDS: RecallKind[] = ['thread', 'observation', 'instinct', 'skill', 'pattern', 'rule'];

interface SearchInput {
  query: string;
  k?: number;
  types?: string[];
}
interface RecordInput {
  type: string;
  observation: string;
  task?: string;
  file?: string;
  tags?: string[];
}

const result = (text: string) => new vscode.LanguageModelToolResult([new vscode.LanguageModelTextPart(text)]);
const str = (v: unknown, max: number) => (typeof v === 'string' ? v.trim().slice(0, max) : '');

/** Why the record tool would refuse this input, or undefined when it is acceptable. */
export function recordInputProblem(input: Partial<RecordInput> | undefined): string | undefined {
  if (!OBSERVATION_TYPES.includes(str(input?.type, 20) as ObservationType))
    return `"type" must be one of ${OBSERVATION_TYPES.join(', ')}.`;
  if (!str(input?.observation, 2000)) return 'Give a non-empty "observation".';
  return undefined;
}

export function registerLmTools(services: HostServices): vscode.Disposable[] {
  const search: vscode.LanguageModelTool<SearchInput> = {
    prepareInvocation: (o) => ({
      invocationMessage: vscode.l10n.t('Searching ACT memory for “{0}”', str(o.input?.query, 80)),
    }),
    async invoke(o) {
      const query = str(o.input?.query, 2000);
      if (!query) return result('Give a non-empty "query".');
      const types = Array.isArray(o.input?.types)
        ? (o.input.types.filter((t) => KINDS.includes(t as RecallKind)) as RecallKind[])
        : undefined;
      const k = typeof o.input?.k === 'number' ? Math.max(1, Math.min(20, Math.floor(o.input.k))) : 8;
      const r = await services.worker.request('memorySearch', { query, k, types }, { timeoutMs: 15_000 });
      if (!r.hits.length) return result(`Nothing in ACT memory relates to "${query}".`);
      return result(
        [
          `ACT memory for "${query}" (embedder ${r.embedder}):`,
          ...r.hits.map(
            (h, i) =>
              `${i + 1}. [${h.kind}, ${h.status}, score ${h.score.toFixed(2)}] ${h.title}${h.snippet && h.snippet !== h.title ? ` — ${h.snippet.slice(0, 400)}` : ''}${h.location ? ` (${h.location})` : ''}\n   why: ${h.why}`,
          ),
        ].join('\n'),
      );
    },
  };

  const rules: vscode.LanguageModelTool<Record<string, never>> = {
    prepareInvocation: () => ({ invocationMessage: vscode.l10n.t('Listing the rules in force (ACT)') }),
    async invoke() {
      const r = await services.worker.request('rulesInForce', { limit: 200 }, { timeoutMs: 15_000 });
      if (!r.rules.length) return result('No rules are in force in this project yet.');
      return result(
        [
          'Rules in force in this project (follow them):',
          ...r.rules.map(
            (x) =>
              `- [${x.kind}] ${x.text}${x.confidence !== undefined ? ` (confidence ${x.confidence.toFixed(2)})` : ''}`,
          ),
        ].join('\n'),
      );
    },
  };

  const record: vscode.LanguageModelTool<RecordInput> = {
    // Input that invoke() will refuse is not worth a confirmation: the model gets the reason at once.
    prepareInvocation: (o) =>
      recordInputProblem(o.input)
        ? { invocationMessage: vscode.l10n.t('Recording an observation in ACT') }
        : {
            invocationMessage: vscode.l10n.t('Recording an observation in ACT'),
            confirmationMessages: {
              title: vscode.l10n.t('Record an observation?'),
              message: new vscode.MarkdownString(
                `**${str(o.input?.type, 20)}**: ${str(o.input?.observation, 300)}\n\n${vscode.l10n.t('It is appended to {0} (secrets are redacted) and learned from by Evolve.', '`.act/observations.jsonl`')}`,
              ),
            },
          },
    async invoke(o) {
      const problem = recordInputProblem(o.input);
      if (problem) return result(problem);
      const type = str(o.input?.type, 20) as ObservationType;
      const observation = str(o.input?.observation, 2000);
      const tags = Array.isArray(o.input?.tags)
        ? o.input.tags
            .filter((t): t is string => typeof t === 'string')
            .slice(0, 10)
            .map((t) => t.slice(0, 64))
        : undefined;
      const r = await services.worker.observe(
        {
          type,
          observation,
          context: { task: str(o.input?.task, 300) || undefined, file: str(o.input?.file, 1024) || undefined },
          tags,
        },
        'lm-tool',
      );
      if (!r.ok) return result(`Not recorded: ${r.reason}`);
      return result(r.duplicate ? 'Already recorded recently (duplicate ignored).' : `Recorded ${type} observation.`);
    },
  };

  return [
    vscode.lm.registerTool(TOOL_NAMES.search, search),
    vscode.lm.registerTool(TOOL_NAMES.rules, rules),
    vscode.lm.registerTool(TOOL_NAMES.record, record),
  ];
}
