// `act status`: counts by type, rejected lines with reasons, last evolution.
import { parseArgs } from '../args';
import type { CliCommand } from '../command';
import { withWorkspace } from '../workspace';

export const statusCommand: CliCommand = {
  name: 'status',
  summary: 'counts by type, rejected lines with reasons, last evolution',
  usage: 'act status [--json]',
  async run(argv, io, env) {
    const { options } = parseArgs(
      argv,
      { json: { type: 'boolean' }, workspace: { type: 'string' } },
      { maxPositionals: 0 },
    );
    const s = await withWorkspace(
      env.workspace,
      (ws) => ws.status(),
      (call) => call('status', {}),
    );
    if (options.json) {
      io.out(JSON.stringify(s, null, 2));
      return 0;
    }
    io.out(`Workspace: ${s.workspace}`);
    io.out(
      `Observations: ${s.total} (${Object.entries(s.counts)
        .map(([t, n]) => `${t} ${n}`)
        .join(', ')})`,
    );
    io.out(
      `Active log: ${s.activeLogCount} lines, ${(s.activeLogBytes / 1024).toFixed(1)} KB; archives: ${s.archives.length ? s.archives.join(', ') : 'none'}`,
    );
    if (s.store.rebuiltReason) io.out(`Store: ${s.store.rebuiltReason}`);
    io.out(`Rejected lines: ${s.rejectedTotal}`);
    for (const r of s.rejected.slice(0, 20)) io.out(`  ${r.source}:${r.line}: ${r.reason}`);
    if (s.rejectedTotal > 20) io.out(`  … ${s.rejectedTotal - 20} more (see .act/rejected.jsonl)`);
    const e = s.lastEvolution;
    io.out(
      e
        ? `Last evolution: ${e.at}: ${e.instincts} instinct(s), ${e.skills} skill(s), ${e.ignored} ignored`
        : 'Last evolution: never',
    );
    const p = s.lastPreview;
    if (p)
      io.out(
        `Last preview (dry run, nothing written): ${p.at}: would give ${p.instincts} instinct(s), ${p.skills} skill(s), ${p.ignored} ignored`,
      );
    return 0;
  },
};
