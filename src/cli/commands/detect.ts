// `act detect TEXT`: win/loss, correction and rules of one message, with the reasons.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { analyzeMessage, detectSummary } from '../../core/capture/analyzeMessage';
import type { FeedbackPatterns } from '../../core/capture/feedback';
import { FeedbackPatternsFile } from '../../node/capture/feedbackPatternsFile';
import { workspacePaths } from '../../core/paths';
import { parseArgs } from '../args';
import { UsageError, type CliCommand } from '../command';

/** The workspace's patterns when it has a file (detect never creates files), else the defaults. */
function patternsFor(workspace: string, err: (t: string) => void): FeedbackPatterns {
  const { patterns, problems } = new FeedbackPatternsFile(workspacePaths(workspace).feedbackPatterns).read();
  for (const p of problems) err(`warning: ${p}`);
  return patterns;
}

export const detectCommand: CliCommand = {
  name: 'detect',
  summary: 'win/loss feedback, correction and user rules in a message (seed 002, seed 003 §4.4)',
  usage:
    'act detect TEXT... [--after ASSISTANT_TEXT] [--opening] [--json] [--explain]   (TEXT "-" reads the message from stdin; --after: the assistant turn it answers; --opening: first message of a conversation)',
  async run(argv, io, env) {
    const { options, positionals } = parseArgs(argv, {
      json: { type: 'boolean' },
      explain: { type: 'boolean' },
      after: { type: 'string' },
      opening: { type: 'boolean' },
    });
    let text = positionals.join(' ');
    if (text === '-') text = readFileSync(0, 'utf8');
    if (!text.trim()) throw new UsageError('give the message to analyse, e.g. act detect "perfect, thanks!"');
    const ctx = options.opening
      ? { followsAnswer: false }
      : typeof options.after === 'string'
        ? { before: { text: options.after } }
        : {};
    const a = analyzeMessage(text, patternsFor(join(env.workspace), io.err), ctx);
    const summary = detectSummary(a);
    if (options.json) {
      io.out(JSON.stringify(options.explain ? { ...summary, reasons: a.reasons } : summary));
      return 0;
    }
    io.out(`feedback: ${summary.feedback}`);
    io.out(`correction: ${summary.correction ? 'yes' : 'no'}`);
    io.out(`rules: ${summary.rules.length ? '' : 'none'}`);
    for (const r of a.rules) io.out(`  - ${r.text}  (${r.kind})`);
    if (options.explain) {
      io.out('why:');
      for (const r of a.reasons) io.out(`  - ${r}`);
    }
    return 0;
  },
};
