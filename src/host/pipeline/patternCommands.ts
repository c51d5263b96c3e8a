// Approve / Reject / Deprecate Pattern: from the palette (quick pick), from a CodeLens or the
// explorer (the pattern file), or with an id. The worker moves the file and writes the audit
// trail; here we only ask what is missing and follow the file to its new folder.
import * as vscode from 'vscode';
import { basename, sep } from 'node:path';
import type { HostServices } from '../services';
import type { PatternDecision, PatternStatus, PatternSummary } from '../../protocol/pipeline';

export type Decision = PatternDecision;
const DONE: Record<Decision, (title: string) => string> = {
  approve: (t) => vscode.l10n.t('ACT: "{0}" approved (now in active/, given to assistants).', t),
  reject: (t) => vscode.l10n.t('ACT: "{0}" rejected.', t),
  deprecate: (t) => vscode.l10n.t('ACT: "{0}" deprecated (no longer given to assistants).', t),
};
const NONE: Record<Decision, () => string> = {
  approve: () => vscode.l10n.t('ACT: no pattern can be approved right now.'),
  reject: () => vscode.l10n.t('ACT: no pattern can be rejected right now.'),
  deprecate: () => vscode.l10n.t('ACT: no pattern can be deprecated right now.'),
};
const TITLE: Record<Decision, () => string> = {
  approve: () => vscode.l10n.t('ACT: Approve Pattern'),
  reject: () => vscode.l10n.t('ACT: Reject Pattern'),
  deprecate: () => vscode.l10n.t('ACT: Deprecate Pattern'),
};
const ICON: Record<PatternStatus, string> = {
  candidate: '$(lightbulb)',
  active: '$(pass-filled)',
  deprecated: '$(archive)',
  rejected: '$(circle-slash)',
};

/** The pattern id an argument names: a string id, `{ id }`, or the Uri of a pattern file. */
export function idFromArg(arg: unknown): string | undefined {
  if (typeof arg === 'string') return arg;
  if (arg instanceof vscode.Uri)
    return arg.fsPath.split(sep).includes('patterns') && arg.fsPath.endsWith('.md')
      ? basename(arg.fsPath, '.md')
      : undefined;
  if (arg && typeof arg === 'object' && typeof (arg as { id?: unknown }).id === 'string')
    return (arg as { id: string }).id;
  return undefined;
}

async function pickPattern(services: HostServices, decision: Decision): Promise<string | undefined> {
  const all = await services.worker.request('patternsList', {});
  // The worker's Pattern Library says what each pattern allows now.
  const eligible = all.filter((p) => p.actions.includes(decision));
  if (!eligible.length) {
    void vscode.window.showInformationMessage(NONE[decision]());
    return undefined;
  }
  const picked = await vscode.window.showQuickPick(
    eligible.map((p) => ({
      label: `${ICON[p.status]} ${p.title}`,
      description: `${p.status} · ${p.id}`,
      detail:
        [p.tags.join(', '), p.reintroduces ? vscode.l10n.t('brings back deprecated {0}', p.reintroduces) : '']
          .filter(Boolean)
          .join(' · ') || undefined,
      id: p.id,
    })),
    {
      title: TITLE[decision](),
      placeHolder: vscode.l10n.t('Choose a pattern'),
      matchOnDescription: true,
      matchOnDetail: true,
    },
  );
  return picked?.id;
}

export async function decidePattern(
  services: HostServices,
  decision: Decision,
  arg?: unknown,
): Promise<PatternSummary | undefined> {
  if (!services.workspaceRoot) return void vscode.window.showWarningMessage(vscode.l10n.t('ACT: open a folder first.'));
  try {
    const id = idFromArg(arg) ?? (await pickPattern(services, decision));
    if (!id) return undefined;
    let reason: string | undefined;
    if (decision !== 'approve') {
      reason = await vscode.window.showInputBox({
        title: decision === 'reject' ? vscode.l10n.t('ACT: Reject {0}', id) : vscode.l10n.t('ACT: Deprecate {0}', id),
        prompt:
          decision === 'reject'
            ? vscode.l10n.t('Why is it rejected? Kept in the audit trail.')
            : vscode.l10n.t('Why is it deprecated? New work that brings it back will be flagged.'),
        placeHolder: vscode.l10n.t('reason (optional)'),
        ignoreFocusOut: true,
      });
      if (reason === undefined) return undefined;
    }
    const oldPath = (await services.worker.request('patternGet', { id })).path;
    const result =
      decision === 'approve'
        ? await services.worker.request('patternApprove', { id })
        : decision === 'reject'
          ? await services.worker.request('patternReject', { id, reason: reason || undefined })
          : await services.worker.request('patternDeprecate', { id, reason: reason || undefined });
    await followMovedFile(oldPath, result.path);
    void vscode.window.showInformationMessage(DONE[decision](result.title));
    return result;
  } catch (e) {
    void vscode.window.showErrorMessage(vscode.l10n.t('ACT: {0} failed: {1}', decision, (e as Error).message));
    return undefined;
  }
}

/** If the pattern was open, show it at its new place and close the tab of the old path. */
async function followMovedFile(oldPath: string, newPath: string): Promise<void> {
  if (oldPath === newPath) return;
  const tabs = vscode.window.tabGroups.all
    .flatMap((g) => g.tabs)
    .filter((t) => t.input instanceof vscode.TabInputText && t.input.uri.fsPath === oldPath);
  if (!tabs.length) return;
  await vscode.window.showTextDocument(vscode.Uri.file(newPath), { preview: false, preserveFocus: false });
  await vscode.window.tabGroups.close(tabs).then(undefined, () => undefined);
}
