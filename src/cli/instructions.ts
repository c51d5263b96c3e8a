// After a CLI verb changed what is learned (evolve, approve, deprecate, rules), the instruction
// files follow — only when this workspace already agreed in VS Code (.act/consent.json). The
// CLI never asks: otherwise it writes nothing and says so in one line.
import type { CliIO } from './command';
import type { Workspace } from '../node/workspace';
import { readConsent } from '../node/memory/consentFile';
import { readLearned } from '../node/memory/learnedSources';
import { instructionSettingsOf, regenerateInstructions } from '../node/memory/instructionsSync';
import { DEFAULT_MEMORY_CONFIG, mergeMemoryConfig } from '../core/memory/config';
import type { MemoryConfig } from '../protocol/memory';
import { BLOCK_TEXT } from '../core/memory/instructions/consent';

export function syncInstructionFiles(ws: Workspace, io: CliIO, json = false): void {
  const say = (t: string) => (json ? io.err(t) : io.out(t));
  const consent = readConsent(ws.paths);
  // The settings the window last applied; "always" needs the window (the CLI only follows an answer).
  const settings = instructionSettingsOf(
    mergeMemoryConfig(DEFAULT_MEMORY_CONFIG, consent.settings as Partial<MemoryConfig> | undefined),
  );
  if (settings.write === 'always') settings.write = 'ask';
  const r = regenerateInstructions(ws.paths, settings, readLearned(ws.paths), consent);
  const changed = [...r.written, ...r.deleted];
  if (changed.length) say(`Instruction files updated: ${changed.join(', ')}`);
  else if (r.decision.kind === 'ask')
    say(
      `Instruction files not written: this workspace has not agreed to ACT writing ${r.decision.changes.map((c) => r.pending?.files.find((f) => f.target === c.target)?.path).join(', ')}. Answer ACT's question in VS Code (or run "ACT: Choose Instruction Files…" there).`,
    );
  else if (r.decision.kind === 'off' && r.lines) say(`Instruction files not written: ${BLOCK_TEXT[r.decision.why]}.`);
  for (const e of r.errors) io.err(`warning: instruction file not updated: ${e}`);
}
