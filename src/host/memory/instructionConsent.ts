// The question before ACT writes into the user's repository (AGENTS.md, CLAUDE.md,
// .github/instructions/learned.instructions.md). The worker plans the files and, while nobody
// answered, writes nothing and tells the host what it would write; the host asks — a
// notification, never modal and never awaited by activation — then shows the exact text in a
// read-only preview and lets the user choose the files, "never", and whether to keep them out
// of git. The answer goes back to the worker, which remembers it and writes.
import * as vscode from 'vscode';
import type { HostServices } from '../services';
import type {
  InstructionProposal,
  InstructionWriteResult,
  InstructionsConsentEvent,
  ProposedFile,
} from '../../protocol/memory';
import type { InstructionTarget } from '../../core/memory/instructions/consent';
import { showReport } from '../reportDocument';

const ACTION_LABEL: Record<NonNullable<ProposedFile['action']>, () => string> = {
  create: () => vscode.l10n.t('new file'),
  update: () => vscode.l10n.t('adds or updates the section between the ACT markers; your text stays as it is'),
  remove: () => vscode.l10n.t('removes the ACT section'),
};

function previewMarkdown(files: ProposedFile[]): string {
  const parts = [
    `# ${vscode.l10n.t('What ACT would write in this repository')}`,
    '',
    vscode.l10n.t(
      'Nothing is written until you choose. ACT only ever writes between its markers (act:begin / act:end); the text you wrote around them is never changed.',
    ),
    '',
  ];
  for (const f of files) {
    parts.push(
      `## ${f.path}`,
      '',
      `_${f.action ? ACTION_LABEL[f.action]() : vscode.l10n.t('already up to date')}_`,
      '',
    );
    parts.push(
      f.text.trim()
        ? ['````markdown', f.text.trimEnd(), '````'].join('\n')
        : vscode.l10n.t('(nothing learned to write yet)'),
      '',
    );
  }
  return parts.join('\n');
}

function summary(r: InstructionWriteResult): string {
  const changed = [...r.written, ...r.deleted];
  const parts = [
    changed.length
      ? vscode.l10n.t('ACT wrote {0}.', changed.join(', '))
      : vscode.l10n.t('The instruction files are up to date.'),
  ];
  if (r.excluded?.length)
    parts.push(vscode.l10n.t('Kept out of git in .git/info/exclude: {0}.', r.excluded.join(', ')));
  if (r.errors.length) parts.push(r.errors.join('; '));
  return parts.join(' ');
}

const CHANGE_LATER = () =>
  vscode.l10n.t('Change it any time with "ACT: Choose Instruction Files…" or the setting act.instructions.write.');

async function answer(
  services: HostServices,
  decision: 'yes' | 'never',
  files: InstructionTarget[],
  gitExclude: boolean,
): Promise<InstructionWriteResult> {
  const r = await services.worker.request(
    'instructionsConsent',
    { decision, files, gitExclude },
    { timeoutMs: 60_000 },
  );
  services.log.info(
    `instruction files: ${decision}${decision === 'yes' ? ` (${files.join(', ')}${gitExclude ? ', kept out of git' : ''})` : ''}: written ${r.written.join(', ') || 'none'}`,
  );
  if (decision === 'never')
    void vscode.window.showInformationMessage(
      `${vscode.l10n.t('ACT will not write instruction files in this repository.')} ${CHANGE_LATER()}`,
    );
  else
    void (r.errors.length
      ? vscode.window.showWarningMessage(`ACT: ${summary(r)}`)
      : vscode.window.showInformationMessage(`ACT: ${summary(r)}`));
  return r;
}

type FileItem = vscode.QuickPickItem & { target?: InstructionTarget; gitExclude?: boolean };

/** Preview, then which files (and git exclusion); Escape leaves the question open. */
async function choose(
  services: HostServices,
  proposal: Pick<InstructionProposal, 'files' | 'answer'>,
): Promise<InstructionWriteResult | undefined> {
  if (!proposal.files.length) {
    void vscode.window.showInformationMessage(
      vscode.l10n.t('ACT: every instruction file is switched off in the settings (act.instructions.*).'),
    );
    return undefined;
  }
  await showReport(vscode.l10n.t('ACT instruction files (preview)'), previewMarkdown(proposal.files));
  // Checked: the files of the answer on record (none after "never"), else every file proposed.
  const chosen = proposal.answer ? new Set(proposal.answer.files) : undefined;
  const items: FileItem[] = [
    ...proposal.files.map((f) => ({
      label: f.path,
      description: f.action ? ACTION_LABEL[f.action]() : vscode.l10n.t('already up to date'),
      picked: chosen ? chosen.has(f.target) : true,
      target: f.target,
    })),
    { label: '', kind: vscode.QuickPickItemKind.Separator },
    {
      label: vscode.l10n.t('Keep these files out of git'),
      description: vscode.l10n.t('adds them to .git/info/exclude, local to this clone; your .gitignore is not changed'),
      picked: proposal.answer?.gitExclude ?? false,
      gitExclude: true,
    },
  ];
  const picked = await vscode.window.showQuickPick(items, {
    title: vscode.l10n.t('ACT: which instruction files may ACT write in this repository?'),
    placeHolder: vscode.l10n.t('Uncheck every file for "never"'),
    canPickMany: true,
    ignoreFocusOut: true,
  });
  if (!picked) return undefined;
  const files = picked.filter((i) => i.target).map((i) => i.target!);
  return answer(
    services,
    files.length ? 'yes' : 'never',
    files,
    picked.some((i) => i.gitExclude),
  );
}

export function registerInstructionConsent(services: HostServices): vscode.Disposable[] {
  const asked = new Set<string>();
  let asking = false;
  const ask = async (e: InstructionsConsentEvent) => {
    if (asking || asked.has(e.key)) return;
    asked.add(e.key);
    asking = true;
    try {
      const review = vscode.l10n.t('Review and Choose…');
      const refuse = vscode.l10n.t('Never in This Repository');
      const pick = await vscode.window.showInformationMessage(
        vscode.l10n.t(
          'ACT can give what it learned to your assistants by writing a marked section into {0} in this repository. Nothing is written until you choose.',
          e.files.map((f) => f.path).join(', '),
        ),
        review,
        refuse,
      );
      if (pick === review) await choose(services, { files: e.files });
      else if (pick === refuse) await answer(services, 'never', [], false);
    } catch (err) {
      services.log.error('instruction files question failed', err);
    } finally {
      asking = false;
    }
  };
  return [
    services.worker.onEvent('instructionsConsent', (e) => void ask(e as InstructionsConsentEvent)),
    vscode.commands.registerCommand('act.instructions.choose', async () => {
      if (!services.workspaceRoot)
        return void vscode.window.showWarningMessage(vscode.l10n.t('ACT: open a folder first.'));
      try {
        return await choose(services, await services.worker.request('instructionsProposal', {}, { timeoutMs: 60_000 }));
      } catch (err) {
        services.log.error('Choose Instruction Files failed', err);
        void vscode.window.showErrorMessage(
          vscode.l10n.t('ACT: Choose Instruction Files failed: {0}', (err as Error).message),
        );
      }
    }),
  ];
}
