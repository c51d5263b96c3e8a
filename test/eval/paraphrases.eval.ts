// Our own sentences (paraphrases/, never copied from any data set), per phrasing family and
// language: how often the family is recognised, and precision/recall overall.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { analyzeMessage } from '../../src/core/capture/analyzeMessage';
import { DEFAULT_FEEDBACK_PATTERNS } from '../../src/core/capture/feedback';
import { classCounts, printPrf, zero } from './lib/metrics';
import { matchesRule } from './lib/labels';

interface Paraphrase {
  text: string;
  lang: string;
  family: string;
  feedback: 'win' | 'loss' | 'neutral';
  correction: boolean;
  rules: Array<{ gloss: string; terms: string[][] }>;
  before?: string;
  /** The opening message of a conversation (no assistant turn before). */
  opening?: boolean;
}

const dir = join(__dirname, 'paraphrases');
const showErrors = process.argv.includes('--errors');
const files = existsSync(dir)
  ? readdirSync(dir)
      .filter((f) => f.endsWith('.jsonl'))
      .sort()
  : [];
if (!files.length) {
  console.log('paraphrases: skipped (no paraphrases/*.jsonl yet)');
  process.exit(0);
}
const items: Paraphrase[] = files.flatMap((f) =>
  readFileSync(join(dir, f), 'utf8')
    .split('\n')
    .filter((l) => l.trim())
    .map((l) => JSON.parse(l) as Paraphrase),
);
const pairs: Array<[string, string]> = [];
const corr = zero();
const rules = zero();
const byFamily = new Map<string, { n: number; ok: number }>();
const errors: string[] = [];
for (const p of items) {
  const a = analyzeMessage(
    p.text,
    DEFAULT_FEEDBACK_PATTERNS,
    p.opening ? { followsAnswer: false } : p.before ? { before: { text: p.before } } : {},
  );
  pairs.push([p.feedback, a.feedback]);
  if (p.correction && a.correction) corr.tp++;
  else if (a.correction) corr.fp++;
  else if (p.correction) corr.fn++;
  const matched = new Set<number>();
  let tp = 0;
  for (const d of a.rules) {
    const k = p.rules.findIndex((r, i) => !matched.has(i) && matchesRule(d.text, r));
    if (k >= 0) {
      matched.add(k);
      tp++;
    }
  }
  rules.tp += tp;
  rules.fp += a.rules.length - tp;
  rules.fn += p.rules.length - matched.size;
  const ok =
    a.feedback === p.feedback &&
    a.correction === p.correction &&
    matched.size === p.rules.length &&
    a.rules.length === tp;
  const key = `${p.family}.${p.lang}`;
  const f = byFamily.get(key) ?? { n: 0, ok: 0 };
  f.n++;
  if (ok) f.ok++;
  byFamily.set(key, f);
  if (!ok && showErrors)
    errors.push(
      `[${key}] expected ${p.feedback}${p.correction ? '+corr' : ''} rules ${p.rules.length}, got ${a.feedback}${a.correction ? '+corr' : ''} rules [${a.rules.map((r) => r.text).join(' | ')}]\n  ${p.text.replace(/\s+/g, ' ').slice(0, 200)}${p.before ? `\n  before: ${p.before.slice(0, 100)}` : ''}`,
    );
}
console.log(`paraphrases.total: ${items.length}`);
for (const cls of ['win', 'loss', 'neutral']) printPrf(`paraphrases.${cls}`, classCounts(pairs, cls));
printPrf('paraphrases.correction', corr);
printPrf('paraphrases.rules', rules);
for (const [k, f] of [...byFamily].sort())
  console.log(`paraphrases.family.${k}: ${(f.ok / f.n).toFixed(2)} (${f.ok}/${f.n})`);
if (errors.length) console.log(`\n--- ${errors.length} paraphrase errors ---\n${errors.join('\n')}`);
