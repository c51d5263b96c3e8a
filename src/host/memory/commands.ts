// Commands: Search Memory, Reindex Memory, Memory Health, Download Embedding Model,
// Regenerate Instruction Files. All work happens in the worker; the host only shows results.
import * as vscode from 'vscode';
import type { HostServices } from '../services';
import { showMarkdown } from '../reportDocument';
import { healthMarkdown } from './healthView';
import { escapeMd } from '../../core/memory/chat/prompt';
import type { WriteBlock } from '../../core/memory/instructions/consent';

function blockedMessage(b: WriteBlock): string {
  if (b === 'setting')
    return vscode.l10n.t('ACT: instruction files not written: the setting act.instructions.write is "never".');
  if (b === 'answer') return vscode.l10n.t('ACT: instruction files not written: you chose never for this repository.');
  return vscode.l10n.t('ACT: instruction files not written: this repository has not agreed yet.');
}

function needsFolder(services: HostServices): boolean {
  if (services.workspaceRoot) return false;
  void vscode.window.showWarningMessage(vscode.l10n.t('ACT: open a folder first (memory is kept per workspace).'));
  return true;
}

async function searchMemory(services: HostServices, initial?: string) {
  if (needsFolder(services)) return;
  const query =
    initial ??
    (await vscode.window.showInputBox({
      title: vscode.l10n.t('ACT: Search Memory'),
      prompt: vscode.l10n.t('What are you looking for? (threads, observations, skills, patterns, rules)'),
      ignoreFocusOut: true,
    }));
  if (!query?.trim()) return;
  const r = await services.worker.request('memorySearch', { query, k: 30 }, { timeoutMs: 30_000 });
  if (!r.hits.length)
    return void vscode.window.showInformationMessage(vscode.l10n.t('ACT: nothing in memory relates to “{0}”.', query));
  const pick = await vscode.window.showQuickPick(
    r.hits.map((h) => ({
      label: h.title.slice(0, 120),
      description: `${h.kind} · ${h.status} · ${h.score.toFixed(2)}`,
      detail: h.why,
      hit: h,
    })),
    {
      title: vscode.l10n.t('ACT memory: {0} result(s) for “{1}” ({2} ms, {3})', r.hits.length, query, r.ms, r.embedder),
      matchOnDescription: true,
      matchOnDetail: true,
    },
  );
  if (!pick) return;
  const h = pick.hit;
  if (h.location && services.workspaceRoot)
    return void vscode.window.showTextDocument(
      vscode.Uri.joinPath(vscode.Uri.file(services.workspaceRoot), h.location),
    );
  if (h.kind === 'thread') {
    const d = await services.worker.request('threadGet', { id: h.id, messages: 100 });
    const t = d.thread;
    await showMarkdown(
      [
        `# ${t.title}`,
        '',
        `_${vscode.l10n.t('{0} · weight {1} · {2} message(s) · topics: {3}', t.status, t.weight.toFixed(2), t.messageCount, t.topics.join(', '))}_`,
        '',
        t.summary,
        '',
        `**${vscode.l10n.t('Why recalled:')}** ${h.why}`,
        '',
        `## ${vscode.l10n.t('Bridges')}`,
        '',
        ...(d.bridges.length
          ? d.bridges.map(
              (b) =>
                `- ${b.relationType} ${b.sourceId === t.id ? '→' : '←'} \`${b.sourceId === t.id ? b.targetId : b.sourceId}\` (${vscode.l10n.t('{0}, depth {1}', b.confidence.toFixed(2), b.propagationDepth)}): ${b.reason}`,
            )
          : [vscode.l10n.t('none')]),
        '',
        `## ${vscode.l10n.t('Messages')}`,
        '',
        ...d.messages.map((m) => `- _${m.at} · ${m.source} · ${m.decision}_  \n  ${escapeMd(m.text)}`),
      ].join('\n'),
    );
  } else
    await showMarkdown(
      `# ${h.title}\n\n_${h.kind} · ${h.status}_\n\n${h.snippet}\n\n**${vscode.l10n.t('Why recalled:')}** ${h.why}\n`,
    );
}

export function registerMemoryCommands(services: HostServices): vscode.Disposable[] {
  const guard =
    (name: string, fn: (...a: unknown[]) => Promise<unknown>) =>
    async (...a: unknown[]) => {
      try {
        return await fn(...a);
      } catch (e) {
        services.log.error(`${name} failed`, e);
        void vscode.window.showErrorMessage(vscode.l10n.t('ACT: {0} failed: {1}', name, (e as Error).message));
      }
    };
  return [
    vscode.commands.registerCommand(
      'act.memory.search',
      guard(vscode.l10n.t('Search Memory'), (q) => searchMemory(services, typeof q === 'string' ? q : undefined)),
    ),
    vscode.commands.registerCommand(
      'act.memory.reindex',
      guard(vscode.l10n.t('Reindex'), async () => {
        if (needsFolder(services)) return;
        const r = await services.worker.request('reindex', {}, { timeoutMs: 60 * 60_000 });
        const args = [r.threads, r.items, r.embedder, (r.ms / 1000).toFixed(1)] as const;
        void vscode.window.showInformationMessage(
          r.cancelled
            ? vscode.l10n.t('ACT: reindex cancelled after {0} thread(s) and {1} item(s) with {2} in {3} s.', ...args)
            : vscode.l10n.t('ACT: reindexed {0} thread(s) and {1} item(s) with {2} in {3} s.', ...args),
        );
        return r;
      }),
    ),
    vscode.commands.registerCommand(
      'act.memory.health',
      guard(vscode.l10n.t('Memory Health'), async () => {
        if (needsFolder(services)) return;
        const h = await services.worker.request('health', {}, { timeoutMs: 30_000 });
        await showMarkdown(healthMarkdown(h));
        return h;
      }),
    ),
    vscode.commands.registerCommand(
      'act.memory.downloadModel',
      guard(vscode.l10n.t('Download Embedding Model'), async () => {
        if (needsFolder(services)) return;
        const download = vscode.l10n.t('Download');
        const go = await vscode.window.showInformationMessage(
          vscode.l10n.t(
            'Download the semantic embedding model (Xenova/all-MiniLM-L6-v2, quantized, about 23 MB) from huggingface.co into the extension storage? This is the only network access ACT makes; every file is checked against its known size and SHA-256.',
          ),
          { modal: true },
          download,
        );
        if (go !== download) return;
        const r = await services.worker.request('modelDownload', {}, { timeoutMs: 30 * 60_000 });
        if (r.ok) void vscode.window.showInformationMessage(`ACT: ${r.message}`);
        else
          void vscode.window
            .showWarningMessage(`ACT: ${r.message}`, vscode.l10n.t('Open Settings'))
            .then((x) => x && vscode.commands.executeCommand('workbench.action.openSettings', 'act.memory.modelPath'));
        return r;
      }),
    ),
    vscode.commands.registerCommand(
      'act.memory.regenerateInstructions',
      guard(vscode.l10n.t('Regenerate Instruction Files'), async () => {
        if (needsFolder(services)) return;
        const r = await services.worker.request('instructionsRegenerate', {}, { timeoutMs: 60_000 });
        if (r.blocked) {
          const choose = vscode.l10n.t('Choose Files…');
          void vscode.window
            .showInformationMessage(blockedMessage(r.blocked), choose)
            .then((x) => x && vscode.commands.executeCommand('act.instructions.choose'));
          return r;
        }
        const changed = [...r.written, ...r.deleted];
        const msg = r.errors.length
          ? `ACT: ${r.errors.join('; ')}`
          : changed.length
            ? vscode.l10n.t('ACT: instruction files updated ({0}).', changed.join(', '))
            : vscode.l10n.t('ACT: instruction files already up to date.');
        void (r.errors.length ? vscode.window.showWarningMessage(msg) : vscode.window.showInformationMessage(msg));
        return r;
      }),
    ),
  ];
}
