// Follows the workspace's assistant transcripts: Claude Code session files (found under
// ~/.claude/projects/<workspace path with dashes>), Aider's history in the workspace, and the
// Codex and Gemini CLI sessions run in this folder (src/node/capture/transcriptFiles.ts). The
// worker reads only what was appended; the host only says "look now": on a change of the Claude
// Code and Aider files, and every minute for all of them.
import * as vscode from 'vscode';
import { homedir } from 'node:os';
import { claudeProjectDir } from '../../core/paths';
import type { HostServices } from '../services';

export function registerTranscriptFollowing(services: HostServices, enabled: () => boolean): vscode.Disposable[] {
  const root = services.workspaceRoot;
  if (!root) return [];
  let timer: ReturnType<typeof setTimeout> | undefined;
  let running = false;
  const follow = async () => {
    if (!enabled() || running) return;
    running = true;
    try {
      const r = await services.worker.request('followTranscripts', {}, { timeoutMs: 120_000 });
      for (const x of r)
        if (x.observations || x.rules)
          services.log.info(
            `transcript ${x.file}: ${x.userMessages} message(s), ${x.observations} observation(s), ${x.rules} rule(s)`,
          );
    } catch (e) {
      services.log.warn(`transcript following: ${(e as Error).message}`);
    } finally {
      running = false;
    }
  };
  const soon = (ms = 3000) => {
    if (timer) clearTimeout(timer);
    timer = setTimeout(() => void follow(), ms);
  };
  const claude = vscode.workspace.createFileSystemWatcher(
    new vscode.RelativePattern(vscode.Uri.file(claudeProjectDir(root, homedir())), '*.jsonl'),
  );
  const aider = vscode.workspace.createFileSystemWatcher(
    new vscode.RelativePattern(vscode.Uri.file(root), '.aider.chat.history.md'),
  );
  const interval = setInterval(() => void follow(), 60_000);
  soon(10_000);
  return [
    claude,
    aider,
    claude.onDidChange(() => soon()),
    claude.onDidCreate(() => soon()),
    aider.onDidChange(() => soon()),
    aider.onDidCreate(() => soon()),
    { dispose: () => (clearInterval(interval), timer && clearTimeout(timer)) },
  ];
}
