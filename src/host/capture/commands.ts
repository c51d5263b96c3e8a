// Capture commands: Learn from Git History, Record Feedback (any assistant), Edit User Rules,
// Import Assistant Transcripts, Show Win/Loss Statistics.
import * as vscode from 'vscode';
import type { UserRuleView } from '../../protocol/capture';
import type { HostServices } from '../services';
import { showMarkdown } from '../reportDocument';

const needFolder = (s: HostServices) => {
  if (s.workspaceRoot) return false;
  void vscode.window.showWarningMessage(vscode.l10n.t('ACT: open a folder first.'));
  return true;
};

export async function learnGitHistory(s: HostServices): Promise<void> {
  if (needFolder(s)) return;
  const max = vscode.workspace.getConfiguration('act').get<number>('capture.gitHistoryMax') ?? 500;
  try {
    const r = await vscode.window.withProgress(
      { location: vscode.ProgressLocation.Notification, title: vscode.l10n.t('ACT: learning from the git history…') },
      () => s.worker.request('learnGit', { max }, { timeoutMs: 180_000 }),
    );
    const showHabits = vscode.l10n.t('Show Habits');
    const pick = await vscode.window.showInformationMessage(
      vscode.l10n.t(
        'ACT: {0} commit habit(s) from {1} commits; {2} new observation(s).',
        r.habits.length,
        r.commits,
        r.observations,
      ),
      showHabits,
    );
    if (pick)
      await showMarkdown(
        [
          `# ${vscode.l10n.t('Commit habits of {0}', r.source)}`,
          '',
          vscode.l10n.t('{0} commits ({1} by people, {2} authors)', r.commits, r.humanCommits, r.authors),
          '',
          ...r.habits.map(
            (h) =>
              `- ${h.text}${h.examples.length ? `\n  - ${vscode.l10n.t('e.g. {0}', `\`${h.examples[0]}\``)}` : ''}`,
          ),
        ].join('\n'),
      );
  } catch (e) {
    void vscode.window.showErrorMessage(
      vscode.l10n.t('ACT: could not learn from the git history: {0}', (e as Error).message),
    );
  }
}

export async function recordFeedback(
  s: HostServices,
  args?: { kind?: 'win' | 'loss'; note?: string; source?: string },
): Promise<void> {
  if (needFolder(s)) return;
  let kind = args?.kind;
  if (kind !== 'win' && kind !== 'loss') {
    type KindItem = vscode.QuickPickItem & { value: 'win' | 'loss' };
    const items: KindItem[] = [
      {
        label: `$(thumbsup) ${vscode.l10n.t('Helpful')}`,
        description: vscode.l10n.t('win: the assistant got it right'),
        value: 'win',
      },
      {
        label: `$(thumbsdown) ${vscode.l10n.t('Not helpful')}`,
        description: vscode.l10n.t('loss: the assistant got it wrong'),
        value: 'loss',
      },
    ];
    const pick = await vscode.window.showQuickPick(items, {
      title: vscode.l10n.t('ACT: Record Feedback on the last assistant answer'),
    });
    if (!pick) return;
    kind = pick.value;
  }
  const note =
    args?.note ??
    (await vscode.window.showInputBox({
      title:
        kind === 'win'
          ? vscode.l10n.t('ACT: What went well? (optional)')
          : vscode.l10n.t('ACT: What went wrong? (optional)'),
      placeHolder:
        kind === 'win'
          ? vscode.l10n.t('e.g. kept the existing API, added tests')
          : vscode.l10n.t('e.g. used npm instead of pnpm'),
    }));
  if (note === undefined && !args) return;
  try {
    await s.worker.request('recordFeedback', {
      kind: kind as 'win' | 'loss',
      note: note || undefined,
      source: args?.source ?? 'command',
    });
    vscode.window.setStatusBarMessage(
      kind === 'win' ? vscode.l10n.t('ACT: win recorded') : vscode.l10n.t('ACT: loss recorded'),
      3000,
    );
  } catch (e) {
    void vscode.window.showErrorMessage(vscode.l10n.t('ACT: could not record feedback: {0}', (e as Error).message));
  }
}

type RuleItem = vscode.QuickPickItem & { rule?: UserRuleView; action?: 'add' | 'open' };

export async function editUserRules(s: HostServices): Promise<void> {
  if (needFolder(s)) return;
  try {
    for (;;) {
      const rules = await s.worker.request('rulesList', {});
      const items: RuleItem[] = [
        { label: `$(add) ${vscode.l10n.t('Add a rule…')}`, action: 'add' },
        { label: `$(go-to-file) ${vscode.l10n.t('Open user_rules.json')}`, action: 'open' },
        { label: '', kind: vscode.QuickPickItemKind.Separator },
        ...rules.map((r) => ({
          label: `${r.enabled ? '$(check)' : '$(circle-slash)'} ${r.text}`,
          description: `${r.source}${r.count > 1 ? ` · ${vscode.l10n.t('said {0}×', r.count)}` : ''}`,
          detail: r.evidence ? `“${r.evidence}”` : undefined,
          rule: r,
        })),
      ];
      const pick = await vscode.window.showQuickPick(items, {
        title: vscode.l10n.t('ACT: User Rules ({0})', rules.length),
        placeHolder: vscode.l10n.t('Pick a rule to edit, disable or remove'),
        matchOnDescription: true,
        matchOnDetail: true,
      });
      if (!pick) return;
      if (pick.action === 'open') {
        await vscode.window.showTextDocument(
          vscode.Uri.joinPath(vscode.Uri.file(s.workspaceRoot!), '.act', 'user_rules.json'),
        );
        return;
      }
      if (pick.action === 'add') {
        const text = await vscode.window.showInputBox({
          title: vscode.l10n.t('ACT: New rule'),
          placeHolder: vscode.l10n.t('e.g. Always run the tests before committing'),
        });
        if (text?.trim()) await s.worker.request('rulesAdd', { text });
        continue;
      }
      const r = pick.rule!;
      const [editText, disable, enable, remove] = [
        vscode.l10n.t('Edit text'),
        vscode.l10n.t('Disable'),
        vscode.l10n.t('Enable'),
        vscode.l10n.t('Remove'),
      ];
      const act = await vscode.window.showQuickPick([editText, r.enabled ? disable : enable, remove], {
        title: r.text,
      });
      if (act === editText) {
        const text = await vscode.window.showInputBox({ title: vscode.l10n.t('ACT: Edit rule'), value: r.text });
        if (text?.trim()) await s.worker.request('rulesEdit', { id: r.id, text });
      } else if (act === disable || act === enable)
        await s.worker.request('rulesEdit', { id: r.id, enabled: act === enable });
      else if (act === remove) await s.worker.request('rulesRemove', { id: r.id });
    }
  } catch (e) {
    void vscode.window.showErrorMessage(vscode.l10n.t('ACT: user rules: {0}', (e as Error).message));
  }
}

export async function importTranscripts(s: HostServices, uris?: vscode.Uri[]): Promise<void> {
  if (needFolder(s)) return;
  const files = uris?.length
    ? uris
    : await vscode.window.showOpenDialog({
        canSelectMany: true,
        title: vscode.l10n.t(
          'ACT: Import assistant transcripts (Claude Code, Codex or Engram .jsonl, Aider .aider.chat.history.md, Gemini CLI, Cline, Continue or VS Code chat .json)',
        ),
        filters: { [vscode.l10n.t('Transcripts')]: ['jsonl', 'json', 'md'], [vscode.l10n.t('All files')]: ['*'] },
      });
  if (!files?.length) return;
  try {
    const r = await vscode.window.withProgress(
      {
        location: vscode.ProgressLocation.Notification,
        title: vscode.l10n.t('ACT: importing {0} transcript(s)…', files.length),
      },
      () => s.worker.request('ingestTranscripts', { paths: files.map((f) => f.fsPath) }, { timeoutMs: 300_000 }),
    );
    const ok = r.filter((x): x is Exclude<typeof x, { error: string }> => !('error' in x));
    const failed = r.filter((x): x is { file: string; error: string } => 'error' in x);
    for (const f of failed) s.log.warn(`import ${f.file}: ${f.error}`);
    const sum = (k: 'userMessages' | 'wins' | 'losses' | 'corrections' | 'rules' | 'observations') =>
      ok.reduce((a, x) => a + x[k], 0);
    const imported = vscode.l10n.t(
      'ACT: imported {0} transcript(s): {1} human messages, {2} praise, {3} criticism, {4} corrections, {5} rules → {6} new observations.',
      ok.length,
      sum('userMessages'),
      sum('wins'),
      sum('losses'),
      sum('corrections'),
      sum('rules'),
      sum('observations'),
    );
    void vscode.window.showInformationMessage(
      failed.length ? `${imported} ${vscode.l10n.t('{0} failed (see the ACT log).', failed.length)}` : imported,
    );
  } catch (e) {
    void vscode.window.showErrorMessage(vscode.l10n.t('ACT: import failed: {0}', (e as Error).message));
  }
}

export async function showFeedbackStats(s: HostServices): Promise<void> {
  if (needFolder(s)) return;
  try {
    const st = await s.worker.request('feedbackStats', { weeks: 12 });
    const rate = (r: number | null) => (r === null ? '—' : `${Math.round(r * 100)}%`);
    await showMarkdown(
      [
        `# ${vscode.l10n.t('ACT win/loss statistics')}`,
        '',
        `- ${vscode.l10n.t('Judged messages: {0} — wins {1}, losses {2}, neutral {3}, corrections {4}', `**${st.total}**`, st.wins, st.losses, st.neutral, st.corrections)}`,
        `- ${vscode.l10n.t('Win rate: {0}', `**${rate(st.winRate)}**`)}`,
        '',
        `## ${vscode.l10n.t('By source')}`,
        '',
        `| ${vscode.l10n.t('source | wins | losses | neutral')} |`,
        '|---|---|---|---|',
        ...Object.entries(st.byOrigin).map(([o, v]) => `| ${o} | ${v.wins} | ${v.losses} | ${v.neutral} |`),
        '',
        `## ${vscode.l10n.t('Last weeks')}`,
        '',
        `| ${vscode.l10n.t('week of | wins | losses | win rate')} |`,
        '|---|---|---|---|',
        ...st.weekly.map((w) => `| ${w.week} | ${w.wins} | ${w.losses} | ${rate(w.winRate)} |`),
      ].join('\n'),
    );
  } catch (e) {
    void vscode.window.showErrorMessage(vscode.l10n.t('ACT: statistics failed: {0}', (e as Error).message));
  }
}
