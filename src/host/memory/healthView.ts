// Memory health (docs/seeds/003.md §11) as Markdown: targets first, then counts and the embedder,
// in the interface language.
import * as vscode from 'vscode';
import type { MemoryHealth } from '../../protocol/memory';
import type { WriteBlock } from '../../core/memory/instructions/consent';

const pct = (x: number) => `${Math.round(x * 1000) / 10}%`;
const list = (o: Record<string, number | string>) =>
  Object.entries(o)
    .map(([k, v]) => `${k} ${v}`)
    .join(', ') || vscode.l10n.t('none yet');

const BLOCKED: Record<WriteBlock, () => string> = {
  unanswered: () => vscode.l10n.t('not written: this repository has not agreed yet (ACT: Choose Instruction Files…)'),
  answer: () => vscode.l10n.t('not written: you chose never for this repository'),
  setting: () => vscode.l10n.t('not written: act.instructions.write is "never"'),
};

function embedderLine(e: MemoryHealth['embedder']): string {
  const kind =
    e.kind === 'semantic'
      ? e.loadMs !== undefined
        ? vscode.l10n.t('semantic, {0}, loaded in {1} ms', e.runtime ?? '', e.loadMs)
        : vscode.l10n.t('semantic, {0}', e.runtime ?? '')
      : vscode.l10n.t('lexical fallback');
  return `**${vscode.l10n.t('Embedder:')}** \`${e.id}\` (${kind})`;
}

function instructionLine(f: MemoryHealth['instructionFiles']): string {
  const state = f.blocked
    ? BLOCKED[f.blocked]()
    : f.written.length
      ? vscode.l10n.t('last written {0}', f.written.join(', '))
      : vscode.l10n.t('up to date');
  return `**${vscode.l10n.t('Instruction files:')}** ${state}${f.at ? ` (${vscode.l10n.t('checked {0}', f.at)})` : ''}`;
}

export function healthMarkdown(h: MemoryHealth): string {
  const e = h.embedder;
  const lines = [
    `# ${vscode.l10n.t('ACT memory health')}`,
    '',
    `| ${vscode.l10n.t('metric | value | target')} | |`,
    '|---|---|---|---|',
    ...h.targets.map((t) => `| ${t.name} | ${t.value} | ${t.target} | ${t.ok ? '✅' : '⚠️'} |`),
    '',
    embedderLine(e),
    ...(e.fallbackReason
      ? [
          ``,
          `> ${e.fallbackReason}${e.downloadable ? ` — ${vscode.l10n.t('run {0}.', '**ACT: Download Embedding Model**')}` : ''}`,
        ]
      : []),
    '',
    `**${vscode.l10n.t('Threads:')}** ${vscode.l10n.t('{0} ({1} active of {2} allowed in {3} mode, {4} suspended, {5} archived)', h.threads, h.activeThreads, h.activeLimit, h.mode, h.suspendedThreads, h.archivedThreads)} · **${vscode.l10n.t('messages:')}** ${h.messages} · **${vscode.l10n.t('bridges:')}** ${h.bridges}`,
    '',
    `**${vscode.l10n.t('Routing decisions:')}** ${list(h.decisions)}`,
    '',
    `**${vscode.l10n.t('Searchable items:')}** ${list(h.items)}`,
    '',
    `**${vscode.l10n.t('Vectors:')}** ${
      Object.entries(h.vectors)
        .map(
          ([k, v]) =>
            `${k} ${v.current}${v.stale ? ` ${vscode.l10n.t('(+{0} from another embedder: run Reindex)', v.stale)}` : ''}`,
        )
        .join(', ') || vscode.l10n.t('none yet')
    }`,
    '',
    `**${vscode.l10n.t('Language model:')}** ${h.llmAvailable ? vscode.l10n.t('available (titles, borderline reactivation, bridge typing)') : vscode.l10n.t('none — heuristics are used')}${h.reindexing ? ` · **${vscode.l10n.t('reindexing…')}**` : ''}`,
    '',
    instructionLine(h.instructionFiles),
    ...h.instructionFiles.errors.map((x) => `- ⚠️ ${x}`),
    ...(h.problems.length
      ? ['', `**${vscode.l10n.t('Files that could not be read:')}**`, ...h.problems.map((p) => `- ${p}`)]
      : []),
    '',
    `_${vscode.l10n.t('Continuation rate: {0} of threads have more than one message. Embedding coverage: {1} of threads have a vector of the active embedder.', pct(h.continuationRate), pct(h.embeddingCoverage))}_`,
  ];
  return lines.join('\n');
}
