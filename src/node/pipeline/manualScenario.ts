// The manual path (docs/seeds/004.md §4.2 B): when synthesis fails twice, a person completes a Markdown
// form (setup, entrypoint, commands, env, fixtures) and signs it; the signed form re-queues the
// job. A workspace may provide its own `.agent/task/templates/manual-scenario-template.md`
// with the same section headings.
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Scenario, ScenarioCommand } from '../../protocol/pipeline';

export const SECTIONS = {
  setup: 'Setup commands',
  entrypoint: 'Entrypoint',
  commands: 'Verification commands',
  env: 'Environment variables',
  fixtures: 'Fixtures',
  signoff: 'Sign-off',
} as const;

export function renderForm(args: {
  jobId: string;
  title: string;
  tag?: string;
  commit?: string;
  files: string[];
  partial: Scenario;
  workspace: string;
}): string {
  let template: string | undefined;
  try {
    template = readFileSync(join(args.workspace, '.agent', 'task', 'templates', 'manual-scenario-template.md'), 'utf8');
  } catch {}
  const p = args.partial;
  const fence = (lang: string, lines: string[]) => `\`\`\`${lang}\n${lines.join('\n')}\n\`\`\``;
  const why = p.attempts
    .map((a) => `- attempt ${a.attempt} (${a.sources.join(', ')}): ${a.result}`)
    .concat(p.rejected.slice(0, 12).map((r) => `- dropped \`${r.command}\`: ${r.reason}`));
  const header = [
    `# Manual scenario — learning job \`${args.jobId}\``,
    '',
    `**Change:** ${args.title}`,
    args.tag ? `**Snapshot:** \`${args.tag}\` (commit \`${args.commit?.slice(0, 12)}\`)` : '',
    `**Files:** ${args.files
      .slice(0, 15)
      .map((f) => `\`${f}\``)
      .join(', ')}`,
    '',
    'The runner could not work out how to verify this change:',
    '',
    ...why,
    '',
    'Complete the sections below (one command per line, run from the repository root unless you',
    'write `cd dir && …`), sign at the bottom, save, then run **ACT: Re-queue Job with Manual',
    `Scenario** (CLI: \`act run ${args.jobId} --scenario <this file>\`). Nothing runs until it is signed.`,
    '',
  ].join('\n');
  if (template) return `${header}\n${template}`;
  return [
    header,
    `## ${SECTIONS.setup}`,
    '<!-- install / build steps, run first in a clean worktree of the snapshot -->',
    fence(
      'sh',
      p.setup.map((c) => withCwd(c)),
    ),
    '',
    `## ${SECTIONS.entrypoint}`,
    '<!-- the test file, script or CLI that exercises the change -->',
    fence('text', p.entrypoints),
    '',
    `## ${SECTIONS.commands}`,
    '<!-- each must exit 0 for the change to be validated -->',
    fence(
      'sh',
      p.commands.map((c) => withCwd(c)),
    ),
    '',
    `## ${SECTIONS.env}`,
    '<!-- KEY=value, one per line; do not put real secrets here -->',
    fence(
      'env',
      Object.entries(p.env).map(([k, v]) => `${k}=${v}`),
    ),
    '',
    `## ${SECTIONS.fixtures}`,
    '<!-- files or data the commands need, one per line -->',
    fence('text', p.fixtures),
    '',
    `## ${SECTIONS.signoff}`,
    '<!-- your name: by signing you confirm these commands are safe to run on this machine -->',
    'Approved-by: ',
    '',
  ].join('\n');
}

const withCwd = (c: ScenarioCommand) => (c.cwd ? `cd ${c.cwd} && ${c.command}` : c.command);

function section(text: string, name: string): string | undefined {
  const re = new RegExp(
    `^##\\s+${name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}\\s*$([\\s\\S]*?)(?=^##\\s|(?![\\s\\S]))`,
    'mi',
  );
  return re.exec(text)?.[1];
}

function fencedLines(block: string | undefined): string[] {
  if (!block) return [];
  const m = /^(`{3,}|~{3,})[^\n]*\n([\s\S]*?)^\1\s*$/m.exec(block);
  const body = m ? m[2] : block.replace(/<!--[\s\S]*?-->/g, '');
  return body
    .split('\n')
    .map((l) => l.replace(/^\s*[-*]\s+/, '').trim())
    .filter((l) => l && !l.startsWith('#') && !l.startsWith('<!--'));
}

function toCommand(line: string, origin: ScenarioCommand['origin']): ScenarioCommand {
  const m = /^cd\s+([^\s&;]+)\s*&&\s*(.+)$/.exec(line);
  return m
    ? { command: m[2].trim(), cwd: m[1].replace(/^\.\/?/, '').replace(/\/$/, ''), origin }
    : { command: line, cwd: '', origin };
}

export type ParsedForm =
  { ok: true; scenario: Scenario; signedBy: string; digest: string } | { ok: false; reason: string };

export function parseForm(text: string): ParsedForm {
  const sign = /^[ \t]*(?:Approved-by|Signed-off-by)[ \t]*:[ \t]*(\S.*?)[ \t]*$/im.exec(
    section(text, SECTIONS.signoff) ?? '',
  );
  if (!sign || !sign[1] || /^<.*>$/.test(sign[1]))
    return { ok: false, reason: 'the form is not signed: write your name after "Approved-by:"' };
  const commands = fencedLines(section(text, SECTIONS.commands)).map((l) => toCommand(l, 'manual'));
  if (!commands.length) return { ok: false, reason: `the "${SECTIONS.commands}" section has no command` };
  if (commands.some((c) => c.cwd.split('/').includes('..') || c.cwd.startsWith('/')))
    return { ok: false, reason: 'a command changes to a folder outside the repository' };
  const env: Record<string, string> = {};
  for (const line of fencedLines(section(text, SECTIONS.env))) {
    const kv = /^([A-Za-z_][A-Za-z0-9_]*)=(.*)$/.exec(line);
    if (!kv) return { ok: false, reason: `environment line is not KEY=value: ${line.slice(0, 60)}` };
    env[kv[1]] = kv[2];
  }
  const scenario: Scenario = {
    setup: fencedLines(section(text, SECTIONS.setup)).map((l) => toCommand(l, 'setup')),
    commands,
    entrypoints: fencedLines(section(text, SECTIONS.entrypoint)),
    env,
    fixtures: fencedLines(section(text, SECTIONS.fixtures)),
    rejected: [],
    attempts: [{ attempt: 0, sources: ['manual'], result: `signed by ${sign[1]}` }],
    stacks: [],
  };
  return { ok: true, scenario, signedBy: sign[1].slice(0, 200), digest: formDigest(text) };
}

export function formDigest(text: string): string {
  return `sha256:${createHash('sha256').update(text).digest('hex')}`;
}
