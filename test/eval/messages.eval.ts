// Feedback, corrections and standing rules on the 500 real messages against the hand labels,
// each message read in its conversation (the assistant turn before it, from the transcripts).
// Prints both halves; `--errors` lists the tuning half's errors only (the held-out half is never
// listed: see README.md).
import { performance } from 'node:perf_hooks';
import { analyzeMessage, type MessageAnalysis } from '../../src/core/capture/analyzeMessage';
import { DEFAULT_FEEDBACK_PATTERNS } from '../../src/core/capture/feedback';
import { messageShape } from '../../src/core/capture/text';
import { loadMessages, sharedMissing, type Half, type RealMessage } from './data';
import { classCounts, printPrf, zero, type Counts } from './lib/metrics';
import {
  loadMessageLabels,
  loadReferenceRules,
  matchesRule,
  type MessageLabel,
  type ReferenceRule,
} from './lib/labels';
import { conversationsFor, type MessageConversation } from './transcriptContext';

const showErrors = process.argv.includes('--errors');
const missing = sharedMissing();
if (missing) {
  console.log(`messages: skipped (${missing})`);
  process.exit(0);
}

const messages = loadMessages();
const conversations = conversationsFor(messages);
console.log(`messages.total: ${messages.length}`);
console.log(`messages.with_conversation: ${messages.filter((m) => conversations.has(m.id)).length}`);

const analyse = (m: RealMessage): MessageAnalysis =>
  analyzeMessage(m.text, DEFAULT_FEEDBACK_PATTERNS, conversations.get(m.id) ?? {});
const t0 = performance.now();
const results = new Map(messages.map((m) => [m.id, analyse(m)]));
console.log(`messages.detect_500_ms: ${(performance.now() - t0).toFixed(0)}`);

for (const half of ['tune', 'heldout'] as Half[]) evaluate(half);

function evaluate(half: Half): void {
  const labels = loadMessageLabels(half);
  const prefix = `messages.${half}`;
  if (!labels) {
    console.log(`${prefix}: skipped (labels/messages-${half}.jsonl not written yet)`);
    return;
  }
  const refs = new Map(loadReferenceRules(half).map((r) => [r.ref, r]));
  const byId = new Map(messages.filter((m) => m.half === half).map((m) => [m.id, m]));
  const pairs: Array<[string, string]> = [];
  const corr = zero();
  const ruleMsgs = zero();
  const rules = zero();
  // Rules by the shape the detector gives the message (conversation, document, log) and by length.
  const rulesBy = new Map<string, Counts>();
  const tallyRules = (group: string, r: Counts) => {
    const c = rulesBy.get(group) ?? zero();
    c.tp += r.tp;
    c.fp += r.fp;
    c.fn += r.fn;
    rulesBy.set(group, c);
  };
  const errors: string[] = [];
  let labelled = 0;
  for (const l of labels) {
    const m = byId.get(l.id);
    const a = results.get(l.id);
    if (!m || !a) continue;
    labelled++;
    pairs.push([l.feedback, a.feedback]);
    tally(corr, l.correction, a.correction);
    tally(ruleMsgs, l.rules.length > 0, a.rules.length > 0);
    const r = ruleMatch(l, a, refs);
    rules.tp += r.tp;
    rules.fp += r.fp;
    rules.fn += r.fn;
    tallyRules(`shape.${messageShape(m.text)}`, r);
    tallyRules(`length.${lengthBucket(m.text)}`, r);
    // Which way of stating a rule the detected ones came by (labelled counts are not per kind).
    for (const k of r.kinds) tallyRules(`kind.${k.kind}`, { tp: k.hit ? 1 : 0, fp: k.hit ? 0 : 1, fn: 0 });
    if (showErrors && half === 'tune' && (l.feedback !== a.feedback || l.correction !== a.correction || r.fp || r.fn))
      errors.push(describe(m, l, a, conversations.get(l.id), r, refs));
  }
  console.log(`${prefix}.labelled: ${labelled}`);
  for (const cls of ['win', 'loss', 'neutral']) printPrf(`${prefix}.${cls}`, classCounts(pairs, cls));
  console.log(
    `${prefix}.accuracy: ${(pairs.filter(([e, g]) => e === g).length / Math.max(1, pairs.length)).toFixed(3)}`,
  );
  printConfusion(prefix, pairs);
  // How many verdicts the model gave where no phrasing family spoke (src/core/capture/feedback/model.ts).
  const byModel = labels.filter((l) => results.get(l.id)?.families.includes('model'));
  console.log(
    `${prefix}.decided_by_model: ${byModel.length} (${byModel.filter((l) => l.feedback === results.get(l.id)!.feedback).length} right)`,
  );
  // Which phrasing families gave the verdicts, and how many of them were right: where the errors
  // come from, as counts (a verdict counts for each family that gave it).
  const byFamily = new Map<string, { right: number; wrong: number }>();
  for (const l of labels) {
    const a = results.get(l.id);
    if (!a || a.feedback === 'neutral') continue;
    for (const f of new Set(a.families)) {
      const c = byFamily.get(`${a.feedback}.${f}`) ?? { right: 0, wrong: 0 };
      if (l.feedback === a.feedback) c.right++;
      else c.wrong++;
      byFamily.set(`${a.feedback}.${f}`, c);
    }
  }
  for (const [k, c] of [...byFamily].sort())
    console.log(`${prefix}.verdicts_by_family.${k}: right ${c.right}, wrong ${c.wrong}`);
  printBreakdown(
    prefix,
    'repo',
    labels.flatMap((l) => (byId.get(l.id) && results.get(l.id) ? [l] : [])),
    (l) => byId.get(l.id)!.repo,
    (l) => [l.feedback, results.get(l.id)!.feedback],
  );
  printBreakdown(
    prefix,
    'length',
    labels.flatMap((l) => (byId.get(l.id) && results.get(l.id) ? [l] : [])),
    (l) => lengthBucket(byId.get(l.id)!.text),
    (l) => [l.feedback, results.get(l.id)!.feedback],
  );
  printPrf(`${prefix}.correction`, corr);
  printPrf(`${prefix}.rule_messages`, ruleMsgs);
  printPrf(`${prefix}.rules`, rules);
  for (const [g, c] of [...rulesBy].sort())
    console.log(
      g.startsWith('kind.')
        ? `${prefix}.rules.by_${g}: found ${c.tp}, false ${c.fp}`
        : `${prefix}.rules.by_${g}: labelled ${c.tp + c.fn}, found ${c.tp}, false ${c.fp}`,
    );
  if (errors.length) console.log(`\n--- ${errors.length} errors in the tuning half ---\n${errors.join('\n')}`);
}

/** Labelled class (rows) against detected class (columns): where the errors go, as counts. */
function printConfusion(prefix: string, pairs: ReadonlyArray<[string, string]>): void {
  for (const e of ['win', 'loss', 'neutral'])
    console.log(
      `${prefix}.confusion.${e}: ${['win', 'loss', 'neutral'].map((g) => `${g} ${pairs.filter(([x, y]) => x === e && y === g).length}`).join(', ')}`,
    );
}

function lengthBucket(text: string): string {
  const n = text.split(/\s+/).filter(Boolean).length;
  return n <= 8 ? 'short' : n <= 40 ? 'medium' : 'long';
}

/** Accuracy and labelled/detected losses per group (repository, message length): figures only. */
function printBreakdown<T>(
  prefix: string,
  name: string,
  items: readonly T[],
  groupOf: (x: T) => string,
  pairOf: (x: T) => [string, string],
): void {
  const groups = new Map<string, Array<[string, string]>>();
  for (const x of items) groups.set(groupOf(x), [...(groups.get(groupOf(x)) ?? []), pairOf(x)]);
  for (const [g, ps] of [...groups].sort()) {
    const ok = ps.filter(([e, d]) => e === d).length;
    const count = (k: string, i: 0 | 1) => ps.filter((p) => p[i] === k).length;
    console.log(
      `${prefix}.by_${name}.${g}: accuracy ${(ok / ps.length).toFixed(2)} (${ok}/${ps.length}); loss labelled ${count('loss', 0)} detected ${count('loss', 1)}; win labelled ${count('win', 0)} detected ${count('win', 1)}`,
    );
  }
}

function tally(c: Counts, expected: boolean, got: boolean): void {
  if (expected && got) c.tp++;
  else if (got) c.fp++;
  else if (expected) c.fn++;
}

/** Detected rules vs the message's reference rules: a detected rule counts once, on the first reference it matches. */
function ruleMatch(
  l: MessageLabel,
  a: MessageAnalysis,
  refs: Map<string, ReferenceRule>,
): Counts & { unmatched: string[]; kinds: { kind: string; hit: boolean }[] } {
  const wanted = l.rules.map((r) => refs.get(r)).filter((r): r is ReferenceRule => !!r);
  const found = new Set<string>();
  const unmatched: string[] = [];
  const kinds: { kind: string; hit: boolean }[] = [];
  let tp = 0;
  for (const d of a.rules) {
    const hit = wanted.find((w) => !found.has(w.ref) && matchesRule(d.text, w));
    kinds.push({ kind: d.kind, hit: !!hit });
    if (hit) {
      found.add(hit.ref);
      tp++;
    } else unmatched.push(d.text);
  }
  return { tp, fp: a.rules.length - tp, fn: wanted.length - found.size, unmatched, kinds };
}

function describe(
  m: RealMessage,
  l: MessageLabel,
  a: MessageAnalysis,
  c: MessageConversation | undefined,
  r: ReturnType<typeof ruleMatch>,
  refs: Map<string, ReferenceRule>,
): string {
  const text = m.text.replace(/\s+/g, ' ').slice(0, 220);
  const before = c?.before
    ? c.before.text.replace(/\s+/g, ' ').slice(-140)
    : c
      ? '(opening message)'
      : '(not found in a transcript)';
  const lines = [
    `#${m.index} ${m.id} expected ${l.feedback}${l.correction ? '+corr' : ''} got ${a.feedback}${a.correction ? '+corr' : ''}${l.note ? ` — note: ${l.note}` : ''}`,
    `  user: ${text}`,
    `  before: …${before}`,
  ];
  if (r.fn) lines.push(`  missed rules: ${l.rules.map((x) => refs.get(x)?.gloss ?? x).join(' | ')}`);
  if (r.unmatched.length) lines.push(`  extra rules: ${r.unmatched.join(' | ')}`);
  lines.push(`  why: ${a.reasons.join('; ').slice(0, 300)}`);
  return lines.join('\n');
}
