// Commands: Search Memory, Reindex Memory, Memory Health, Download Embedding Model,
// Regenerate Instruction Files. All work happens in the worker; the host only shows results.
import * as vscode from 'vscode';
import type { HostServices } from '../services';
import { showMarkdown } from '../reportDocument';
import { healthMarkdown } from './healthView';
import { escapeMd } from '../../core/memory/chat/prompt';
import type { WriteBlock } from '../../core/memory/instructions/consent';

function blockedMessage(b: WriteBlock): string {
  if (b === 'setting') return vscode.l10n.t('ACT: instruction files not written: the setting act.instructions.write is "never".');
  if (b === 'answer') return vscode.l10n.t('ACT: instruction files not written: you chose never for this repository.');
  return vscode.l10n.t('ACT: instruction files not written: this repository has not agreed yet.');
}

function needsFolder(services: HostServices): boolean {
  if (services.workspaceRoot) return false;
  void vscode.window.showWarningMessage('ACT: open a folder first (memory is kept per workspace).');
  return true;
}

async function searchMemory(services: HostServices, initial?: string) {
  if (needsFolder(services)) return;
  const query = initial ?? (await vscode.window.showInputBox({ title: 'ACT: Search Memory', prompt: 'What are you looking for? (threads, observations, skills, patterns, rules)', ignoreFocusOut: true }));
  if (!query?.trim()) return;
  const r = await services.worker.request('memorySearch', { query, k: 30 }, { timeoutMs: 30_000 });
  if (!r.hits.length) return void vscode.window.showInformationMessage(`ACT: nothing in memory relates to “${query}”.`);
  const pick = await vscode.window.showQuickPick(
    r.hits.map((h) => ({ label: h.title.slice(0, 120), description: `${h.kind} · ${h.status} · ${h.score.toFixed(2)}`, detail: h.why, hit: h })),
    { title: `ACT memory: ${r.hits.length} result(s) for “${query}” (${r.ms} ms, ${r.embedder})`, matchOnDescription: true, matchOnDetail: true },
  );
  if (!pick) return;
  const h = pick.hit;
  if (h.location && services.workspaceRoot) return void vscode.window.showTextDocument(vscode.Uri.joinPath(vscode.Uri.file(services.workspaceRoot), h.location));
  if (h.kind === 'thread') {
    const d = await services.worker.request('threadGet', { id: h.id, messages: 100 });
    const t = d.thread;
    await showMarkdown(
      [
        `# ${t.title}`, '', `_${t.status} · weight ${t.weight.toFixed(2)} · ${t.messageCount} message(s) · topics: ${t.topics.join(', ')}_`, '', t.summary, '',
        `**Why recalled:** ${h.why}`, '',
        '## Bridges', '', ...(d.bridges.length ? d.bridges.map((b) => `- ${b.relationType} ${b.sourceId === t.id ? '→' : '←'} \`${b.sourceId === t.id ? b.targetId : b.sourceId}\` (${b.confidence.toFixed(2)}, depth ${b.propagationDepth}): ${b.reason}`) : ['none']), '',
        '## Messages', '', ...d.messages.map((m) => `- _${m.at} · ${m.source} · ${m.decision}_  \n  ${escapeMd(m.text)}`),
      ].join('\n'),
    );
  } else await showMarkdown(`# ${h.title}\n\n_${h.kind} · ${h.status}_\n\n${h.snippet}\n\n**Why recalled:** ${h.why}\n`);
}

export function registerMemoryCommands(services: HostServices): vscode.Disposable[] {
  const guard = (name: string, fn: (...a: unknown[]) => Promise<unknown>) => async (...a: unknown[]) => {
    try {
      return await fn(...a);
    } catch (e) {
      services.log.error(`${name} failed`, e);
      void vscode.window.showErrorMessage(`ACT: ${name} failed: ${(e as Error).message}`);
    }
  };
  return [
    vscode.commands.registerCommand('act.memory.search', guard('Search Memory', (q) => searchMemory(services, typeof q === 'string' ? q : undefined))),
    vscode.commands.registerCommand(
      'act.memory.reindex',
      guard('Reindex', async () => {
        if (needsFolder(services)) return;
        const r = await services.worker.request('reindex', {}, { timeoutMs: 60 * 60_000 });
        void vscode.window.showInformationMessage(`ACT: ${r.cancelled ? 'reindex cancelled after' : 'reindexed'} ${r.threads} thread(s) and ${r.items} item(s) with ${r.embedder} in ${(r.ms / 1000).toFixed(1)} s.`);
        return r;
      }),
    ),
    vscode.commands.registerCommand(
      'act.memory.health',
      guard('Memory Health', async () => {
        if (needsFolder(services)) return;
        const h = await services.worker.request('health', {}, { timeoutMs: 30_000 });
        await showMarkdown(healthMarkdown(h));
        return h;
      }),
    ),
    vscode.commands.registerCommand(
      'act.memory.downloadModel',
      guard('Download Embedding Model', async () => {
        if (needsFolder(services)) return;
        const go = await vscode.window.showInformationMessage(
          'Download the semantic embedding model (Xenova/all-MiniLM-L6-v2, quantized, about 23 MB) from huggingface.co into the extension storage? This is the only network access ACT makes; every file is checked against its known size and SHA-256.',
          { modal: true },
          'Download',
        );
        if (go !== 'Download') return;
        const r = await services.worker.request('modelDownload', {}, { timeoutMs: 30 * 60_000 });
        if (r.ok) void vscode.window.showInformationMessage(`ACT: ${r.message}`);
        else void vscode.window.showWarningMessage(`ACT: ${r.message}`, 'Open Settings').then((x) => x && vscode.commands.executeCommand('workbench.action.openSettings', 'act.memory.modelPath'));
        return r;
      }),
    ),
    vscode.commands.registerCommand(
      'act.memory.regenerateInstructions',
      guard('Regenerate Instruction Files', async () => {
        if (needsFolder(services)) return;
        const r = await services.worker.request('instructionsRegenerate', {}, { timeoutMs: 60_000 });
        if (r.blocked) {
          const choose = vscode.l10n.t('Choose Files…');
          void vscode.window.showInformationMessage(blockedMessage(r.blocked), choose).then((x) => x && vscode.commands.executeCommand('act.instructions.choose'));
          return r;
        }
        const msg = r.errors.length ? `ACT: ${r.errors.join('; ')}` : `ACT: instruction files ${r.written.length || r.deleted.length ? `updated (${[...r.written, ...r.deleted].join(', ')})` : 'already up to date'}.`;
        void (r.errors.length ? vscode.window.showWarningMessage(msg) : vscode.window.showInformationMessage(msg));
        return r;
      }),
    ),
  ];
}
