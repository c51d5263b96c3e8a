// Capture commands: Learn from Git History, Record Feedback (any assistant), Edit User Rules,
// Import Assistant Transcripts, Show Win/Loss Statistics.
import * as vscode from 'vscode';
import type { UserRuleView } from '../../protocol/capture';
import type { HostServices } from '../services';
import { showMarkdown } from '../reportDocument';

const needFolder = (s: HostServices) => {
  if (s.workspaceRoot) return false;
  void vscode.window.showWarningMessage('ACT: open a folder first.');
  return true;
};

export async function learnGitHistory(s: HostServices): Promise<void> {
  if (needFolder(s)) return;
  const max = vscode.workspace.getConfiguration('act').get<number>('capture.gitHistoryMax') ?? 500;
  try {
    const r = await vscode.window.withProgress({ location: vscode.ProgressLocation.Notification, title: 'ACT: learning from the git history…' }, () => s.worker.request('learnGit', { max }, { timeoutMs: 180_000 }));
    const pick = await vscode.window.showInformationMessage(`ACT: ${r.habits.length} commit habit(s) from ${r.commits} commits; ${r.observations} new observation(s).`, 'Show Habits');
    if (pick) await showMarkdown([`# Commit habits of ${r.source}`, '', `${r.commits} commits (${r.humanCommits} by people, ${r.authors} authors)`, '', ...r.habits.map((h) => `- ${h.text}${h.examples.length ? `\n  - e.g. \`${h.examples[0]}\`` : ''}`)].join('\n'));
  } catch (e) {
    void vscode.window.showErrorMessage(`ACT: could not learn from the git history: ${(e as Error).message}`);
  }
}

export async function recordFeedback(s: HostServices, args?: { kind?: 'win' | 'loss'; note?: string; source?: string }): Promise<void> {
  if (needFolder(s)) return;
  let kind = args?.kind;
  if (kind !== 'win' && kind !== 'loss') {
    type KindItem = vscode.QuickPickItem & { value: 'win' | 'loss' };
    const items: KindItem[] = [
      { label: '$(thumbsup) Helpful', description: 'win: the assistant got it right', value: 'win' },
      { label: '$(thumbsdown) Not helpful', description: 'loss: the assistant got it wrong', value: 'loss' },
    ];
    const pick = await vscode.window.showQuickPick(items, { title: 'ACT: Record Feedback on the last assistant answer' });
    if (!pick) return;
    kind = pick.value;
  }
  const note = args?.note ?? (await vscode.window.showInputBox({ title: `ACT: ${kind === 'win' ? 'What went well?' : 'What went wrong?'} (optional)`, placeHolder: kind === 'win' ? 'e.g. kept the existing API, added tests' : 'e.g. used npm instead of pnpm' }));
  if (note === undefined && !args) return;
  try {
    await s.worker.request('recordFeedback', { kind: kind as 'win' | 'loss', note: note || undefined, source: args?.source ?? 'command' });
    vscode.window.setStatusBarMessage(`ACT: ${kind} recorded`, 3000);
  } catch (e) {
    void vscode.window.showErrorMessage(`ACT: could not record feedback: ${(e as Error).message}`);
  }
}

type RuleItem = vscode.QuickPickItem & { rule?: UserRuleView; action?: 'add' | 'open' };

export async function editUserRules(s: HostServices): Promise<void> {
  if (needFolder(s)) return;
  try {
    for (;;) {
      const rules = await s.worker.request('rulesList', {});
      const items: RuleItem[] = [
        { label: '$(add) Add a rule…', action: 'add' },
        { label: '$(go-to-file) Open user_rules.json', action: 'open' },
        { label: '', kind: vscode.QuickPickItemKind.Separator },
        ...rules.map((r) => ({ label: `${r.enabled ? '$(check)' : '$(circle-slash)'} ${r.text}`, description: `${r.source}${r.count > 1 ? ` · said ${r.count}×` : ''}`, detail: r.evidence ? `“${r.evidence}”` : undefined, rule: r })),
      ];
      const pick = await vscode.window.showQuickPick(items, { title: `ACT: User Rules (${rules.length})`, placeHolder: 'Pick a rule to edit, disable or remove', matchOnDescription: true, matchOnDetail: true });
      if (!pick) return;
      if (pick.action === 'open') {
        await vscode.window.showTextDocument(vscode.Uri.joinPath(vscode.Uri.file(s.workspaceRoot!), '.act', 'user_rules.json'));
        return;
      }
      if (pick.action === 'add') {
        const text = await vscode.window.showInputBox({ title: 'ACT: New rule', placeHolder: 'e.g. Always run the tests before committing' });
        if (text?.trim()) await s.worker.request('rulesAdd', { text });
        continue;
      }
      const r = pick.rule!;
      const act = await vscode.window.showQuickPick(['Edit text', r.enabled ? 'Disable' : 'Enable', 'Remove'], { title: r.text });
      if (act === 'Edit text') {
        const text = await vscode.window.showInputBox({ title: 'ACT: Edit rule', value: r.text });
        if (text?.trim()) await s.worker.request('rulesEdit', { id: r.id, text });
      } else if (act === 'Disable' || act === 'Enable') await s.worker.request('rulesEdit', { id: r.id, enabled: act === 'Enable' });
      else if (act === 'Remove') await s.worker.request('rulesRemove', { id: r.id });
    }
  } catch (e) {
    void vscode.window.showErrorMessage(`ACT: user rules: ${(e as Error).message}`);
  }
}

export async function importTranscripts(s: HostServices, uris?: vscode.Uri[]): Promise<void> {
  if (needFolder(s)) return;
  const files = uris?.length ? uris : await vscode.window.showOpenDialog({ canSelectMany: true, title: 'ACT: Import assistant transcripts (Claude Code .jsonl, Engram .jsonl, Aider .aider.chat.history.md)', filters: { Transcripts: ['jsonl', 'md'], 'All files': ['*'] } });
  if (!files?.length) return;
  try {
    const r = await vscode.window.withProgress({ location: vscode.ProgressLocation.Notification, title: `ACT: importing ${files.length} transcript(s)…` }, () => s.worker.request('ingestTranscripts', { paths: files.map((f) => f.fsPath) }, { timeoutMs: 300_000 }));
    const ok = r.filter((x): x is Exclude<typeof x, { error: string }> => !('error' in x));
    const failed = r.filter((x): x is { file: string; error: string } => 'error' in x);
    for (const f of failed) s.log.warn(`import ${f.file}: ${f.error}`);
    const sum = (k: 'userMessages' | 'wins' | 'losses' | 'corrections' | 'rules' | 'observations') => ok.reduce((a, x) => a + x[k], 0);
    void vscode.window.showInformationMessage(`ACT: imported ${ok.length} transcript(s): ${sum('userMessages')} human messages, ${sum('wins')} praise, ${sum('losses')} criticism, ${sum('corrections')} corrections, ${sum('rules')} rules → ${sum('observations')} new observations.${failed.length ? ` ${failed.length} failed (see the ACT log).` : ''}`);
  } catch (e) {
    void vscode.window.showErrorMessage(`ACT: import failed: ${(e as Error).message}`);
  }
}

export async function showFeedbackStats(s: HostServices): Promise<void> {
  if (needFolder(s)) return;
  try {
    const st = await s.worker.request('feedbackStats', { weeks: 12 });
    const rate = (r: number | null) => (r === null ? '—' : `${Math.round(r * 100)}%`);
    await showMarkdown([
      '# ACT win/loss statistics', '',
      `- Judged messages: **${st.total}** — wins ${st.wins}, losses ${st.losses}, neutral ${st.neutral}, corrections ${st.corrections}`,
      `- Win rate: **${rate(st.winRate)}**`, '', '## By source', '', '| source | wins | losses | neutral |', '|---|---|---|---|',
      ...Object.entries(st.byOrigin).map(([o, v]) => `| ${o} | ${v.wins} | ${v.losses} | ${v.neutral} |`), '', '## Last weeks', '', '| week of | wins | losses | win rate |', '|---|---|---|---|',
      ...st.weekly.map((w) => `| ${w.week} | ${w.wins} | ${w.losses} | ${rate(w.winRate)} |`),
    ].join('\n'));
  } catch (e) {
    void vscode.window.showErrorMessage(`ACT: statistics failed: ${(e as Error).message}`);
  }
}
