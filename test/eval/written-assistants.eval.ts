// What an assistant is given after importing our written sessions, set by set: each devset's
// conversations become Claude Code transcripts (the assistant's turn, its tool calls, the user's
// message), one fresh workspace per set and half, then Evolve. The offered items are matched
// against the set's labelled rules. The same measure as assistants.eval.ts on the real transcripts,
// on text the detectors were never tuned on (the `b` halves) and on the tuned `a` halves.
import { mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync, existsSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { matchesRule } from './lib/labels';
import { offeredFor, type Offered } from './lib/offered';
import type { WrittenTurn } from './lib/written';
import type { AssistantAction } from '../../src/core/capture/transcripts/types';

const EVAL = __dirname;
const showErrors = process.argv.includes('--errors');

interface Item extends WrittenTurn {
  text: string;
  conversation?: string;
  rules: Array<{ gloss: string; terms: string[][] }>;
}

const sets = readdirSync(EVAL)
  .filter((d) => /^devset\d*$/.test(d))
  .sort((a, b) => Number(a.slice(6) || 1) - Number(b.slice(6) || 1));

const toolUse = (a: AssistantAction) =>
  a.kind === 'edit'
    ? { type: 'tool_use', name: 'Edit', input: { file_path: a.target } }
    : a.kind === 'command'
      ? { type: 'tool_use', name: 'Bash', input: { command: a.target } }
      : { type: 'tool_use', name: a.tool, input: {} };

/** One Claude Code session file per conversation, minutes apart, ending an hour ago. */
function transcripts(set: string, items: Item[], dir: string): string[] {
  const byConv = new Map<string, Item[]>();
  for (const it of items) byConv.set(it.conversation ?? 'c0', [...(byConv.get(it.conversation ?? 'c0') ?? []), it]);
  let minute = items.length * 2 + 60;
  const files: string[] = [];
  for (const [conv, turns] of byConv) {
    const cwd = `/home/dev/${set}-${conv}`;
    const at = () => new Date(Date.now() - minute-- * 60_000).toISOString();
    const rec = (o: object) => JSON.stringify({ sessionId: `${set}-${conv}`, cwd, timestamp: at(), ...o });
    const lines: string[] = [];
    for (const t of turns) {
      if (!t.opening && t.before !== undefined)
        lines.push(
          rec({
            type: 'assistant',
            message: {
              role: 'assistant',
              content: [{ type: 'text', text: t.before }, ...(t.actions ?? []).map(toolUse)],
            },
          }),
        );
      lines.push(rec({ type: 'user', message: { role: 'user', content: t.text } }));
    }
    const f = join(dir, `${set}-${conv}.jsonl`);
    writeFileSync(f, lines.join('\n') + '\n');
    files.push(f);
  }
  return files;
}

interface Tally {
  sets: number;
  rules: number;
  covered: number;
  offered: number;
  unmatched: number;
  duplicates: number;
}

async function scoreSet(set: string, half: 'a' | 'b', total: Tally): Promise<void> {
  const file = join(EVAL, set, `${half}.jsonl`);
  if (!existsSync(file)) return;
  total.sets++;
  const items: Item[] = readFileSync(file, 'utf8')
    .split('\n')
    .filter((l) => l.trim())
    .map((l) => JSON.parse(l));
  const dir = mkdtempSync(join(tmpdir(), 'act-written-'));
  let offered: Offered[];
  try {
    offered = (await offeredFor(transcripts(set, items, dir))).offered;
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
  const rules = items.flatMap((i) => i.rules);
  const hits = offered.map((o) => rules.flatMap((r, k) => (matchesRule(o.text, r) ? [k] : [])));
  const covered = new Set(hits.flat());
  // Two offered items that both match one labelled rule say the same thing twice. An item that
  // matches three labels or more does so by loose terms (a set's rules that all name "tests"), so
  // only items matching one or two labels count.
  const twice = (i: number, j: number) =>
    hits[i]!.length <= 2 && hits[j]!.length <= 2 && hits[i]!.some((k) => hits[j]!.includes(k));
  let duplicates = 0;
  for (let i = 0; i < hits.length; i++) for (let j = i + 1; j < hits.length; j++) if (twice(i, j)) duplicates++;
  const unmatched = hits.filter((h) => !h.length).length;
  total.rules += rules.length;
  total.covered += covered.size;
  total.offered += offered.length;
  total.unmatched += unmatched;
  total.duplicates += duplicates;
  if (showErrors && half === 'a') {
    console.log(`\n--- ${set}.${half}: ${offered.length} offered, ${covered.size}/${rules.length} rules covered ---`);
    offered.forEach((o, i) =>
      console.log(
        `  [${o.kind} ${o.status} ${o.confidence?.toFixed(2) ?? ''}] ${o.text.slice(0, 140)}${hits[i]!.length ? '' : '  <- NO RULE'}`,
      ),
    );
    rules.forEach((r, k) => covered.has(k) || console.log(`  missed: ${r.gloss}`));
    for (let i = 0; i < hits.length; i++)
      for (let j = i + 1; j < hits.length; j++)
        if (twice(i, j))
          console.log(`  duplicate: "${offered[i]!.text.slice(0, 90)}" ~ "${offered[j]!.text.slice(0, 90)}"`);
  }
}

async function main(): Promise<void> {
  for (const half of ['a', 'b'] as const) {
    const total: Tally = { sets: 0, rules: 0, covered: 0, offered: 0, unmatched: 0, duplicates: 0 };
    for (const set of sets) await scoreSet(set, half, total);
    const p = `written_assistants.${half}`;
    console.log(`${p}.sets: ${total.sets}`);
    console.log(
      `${p}.rules_covered: ${(total.covered / Math.max(1, total.rules)).toFixed(3)} (${total.covered}/${total.rules})`,
    );
    console.log(`${p}.items_offered: ${total.offered}`);
    console.log(
      `${p}.items_matching_no_rule: ${total.unmatched} (precision ${((total.offered - total.unmatched) / Math.max(1, total.offered)).toFixed(3)})`,
    );
    console.log(`${p}.duplicate_pairs: ${total.duplicates}`);
  }
}

main().catch((e) => {
  console.error(e);
  process.exit(1);
});
