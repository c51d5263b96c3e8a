// Independent development sets (devset/ and devset2/, README in each): realistic messages written
// by annotators who never read the detectors, each with the assistant's turn before it. Half a is
// for tuning (`--errors` lists its errors); half b only ever prints figures.
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { analyzeMessage, type MessageAnalysis } from '../../src/core/capture/analyzeMessage';
import { DEFAULT_FEEDBACK_PATTERNS } from '../../src/core/capture/feedback';
import { classCounts, printPrf, zero, type Counts } from './lib/metrics';
import { matchesRule } from './lib/labels';
import { writtenContext } from './lib/written';

type Feedback = 'win' | 'loss' | 'neutral';

interface DevAction {
  kind: 'command' | 'edit';
  tool: string;
  target: string;
}

interface DevItem {
  text: string;
  lang: 'en' | 'fr' | 'ru';
  family: string;
  feedback: Feedback;
  correction: boolean;
  rules: Array<{ gloss: string; terms: string[][] }>;
  /** The assistant's previous turn; absent on the opening message of a conversation. */
  before?: string;
  actions?: DevAction[];
  opening?: boolean;
  note?: string;
}

interface HalfScore {
  pairs: Array<[Feedback, Feedback]>;
  correction: Counts;
  rules: Counts;
  byFamily: Map<string, { n: number; ok: number }>;
  byLang: Map<string, { n: number; ok: number }>;
  errors: string[];
}

const SETS = [
  'devset',
  'devset2',
  'devset3',
  'devset4',
  'devset5',
  'devset6',
  'devset7',
  'devset8',
  'devset9',
  'devset10',
  'devset11',
  'devset12',
  'devset13',
  'devset14',
  'devset15',
  'devset16',
  'devset17',
  'devset18',
  'devset19',
  'devset20',
  'devset21',
  'devset22',
  'devset23',
  'devset24',
  'devset25',
  'devset26',
  'devset27',
  'devset28',
  'devset29',
  'devset30',
  'devset31',
  'devset32',
  'devset33',
  'devset34',
  'devset35',
  'devset36',
  'devset37',
  'devset38',
  'devset39',
  'devset40',
  'devset41',
  'devset42',
  'devset43',
  'devset44',
  'devset45',
  'devset46',
  'devset47',
  'devset48',
  'devset49',
  'devset50',
  'devset51',
  'devset52',
  'devset53',
  'devset54',
  'devset55',
  'devset56',
  'devset57',
  'devset58',
  'devset59',
  'devset60',
  'devset61',
  'devset62',
  'devset63',
  'devset64',
  'devset65',
  'devset66',
  'devset67',
  'devset68',
  'devset69',
  'devset70',
  'devset71',
  'devset72',
  'devset73',
  'devset74',
  'devset75',
  'devset76',
  'devset77',
  'devset78',
  'devset79',
  'devset80',
  'devset81',
  'devset82',
  'devset83',
  'devset84',
  'devset85',
  'devset86',
  'devset87',
  'devset88',
  'devset89',
  'devset90',
  'devset91',
  'devset92',
  'devset93',
  'devset94',
  'devset95',
  'devset96',
  'devset97',
  'devset98',
  'devset99',
  'devset100',
  'devset101',
  'devset102',
  'devset103',
  'devset104',
  'devset105',
  'devset106',
  'devset107',
  'devset108',
  'devset109',
] as const;
type SetName = (typeof SETS)[number];
const showErrors = process.argv.includes('--errors');

function load(set: SetName, half: 'a' | 'b'): DevItem[] | null {
  const file = join(__dirname, set, `${half}.jsonl`);
  if (!existsSync(file)) return null;
  return readFileSync(file, 'utf8')
    .split('\n')
    .filter((l) => l.trim())
    .map((l) => JSON.parse(l) as DevItem);
}

function analyse(item: DevItem): MessageAnalysis {
  return analyzeMessage(item.text, DEFAULT_FEEDBACK_PATTERNS, writtenContext(item));
}

/** How many expected rules the produced rules match (each at most once), and how many were produced. */
function matchRules(item: DevItem, produced: string[]): { tp: number; produced: number } {
  const used = new Set<number>();
  for (const text of produced) {
    const k = item.rules.findIndex((r, i) => !used.has(i) && matchesRule(text, r));
    if (k >= 0) used.add(k);
  }
  return { tp: used.size, produced: produced.length };
}

function tally(map: Map<string, { n: number; ok: number }>, key: string, ok: boolean): void {
  const t = map.get(key) ?? { n: 0, ok: 0 };
  t.n++;
  if (ok) t.ok++;
  map.set(key, t);
}

function describeError(item: DevItem, got: MessageAnalysis): string {
  const want = `${item.feedback}${item.correction ? '+corr' : ''} rules ${item.rules.length}`;
  const have = `${got.feedback}${got.correction ? '+corr' : ''} rules [${got.rules.map((r) => r.text).join(' | ')}]`;
  const before = item.before ? `\n  before: ${item.before.replace(/\s+/g, ' ').slice(0, 120)}` : '\n  (opening)';
  return `[${item.family}.${item.lang}] expected ${want}, got ${have}\n  ${item.text.replace(/\s+/g, ' ').slice(0, 240)}${before}`;
}

const emptyScore = (): HalfScore => ({
  pairs: [],
  correction: zero(),
  rules: zero(),
  byFamily: new Map(),
  byLang: new Map(),
  errors: [],
});

function score(items: DevItem[], listErrors: boolean): HalfScore {
  const s = emptyScore();
  for (const item of items) {
    const got = analyse(item);
    s.pairs.push([item.feedback, got.feedback as Feedback]);
    if (item.correction && got.correction) s.correction.tp++;
    else if (got.correction) s.correction.fp++;
    else if (item.correction) s.correction.fn++;
    const r = matchRules(
      item,
      got.rules.map((x) => x.text),
    );
    s.rules.tp += r.tp;
    s.rules.fp += r.produced - r.tp;
    s.rules.fn += item.rules.length - r.tp;
    const ok =
      got.feedback === item.feedback &&
      got.correction === item.correction &&
      r.tp === item.rules.length &&
      r.produced === r.tp;
    tally(s.byFamily, item.family, ok);
    tally(s.byLang, item.lang, ok);
    if (!ok && listErrors) s.errors.push(describeError(item, got));
  }
  return s;
}

const ratio = (t: { n: number; ok: number }) => `${(t.ok / t.n).toFixed(2)} (${t.ok}/${t.n})`;

function report(set: SetName, half: 'a' | 'b', s: HalfScore, perFamily: boolean): void {
  const p = `${set}.${half}`;
  console.log(`${p}.total: ${s.pairs.length}`);
  for (const cls of ['win', 'loss', 'neutral'] as const) printPrf(`${p}.${cls}`, classCounts(s.pairs, cls));
  printPrf(`${p}.correction`, s.correction);
  printPrf(`${p}.rules`, s.rules);
  const all = [...s.byLang.values()].reduce((acc, t) => ({ n: acc.n + t.n, ok: acc.ok + t.ok }), { n: 0, ok: 0 });
  console.log(`${p}.all_correct: ${ratio(all)}`);
  for (const [lang, t] of [...s.byLang].sort()) console.log(`${p}.lang.${lang}: ${ratio(t)}`);
  if (perFamily) for (const [family, t] of [...s.byFamily].sort()) console.log(`${p}.family.${family}: ${ratio(t)}`);
}

// All the b halves together: one figure a class to follow from session to session.
const pooledB = emptyScore();

function pool(into: HalfScore, s: HalfScore): void {
  into.pairs.push(...s.pairs);
  for (const k of ['tp', 'fp', 'fn'] as const) {
    into.correction[k] += s.correction[k];
    into.rules[k] += s.rules[k];
  }
  for (const [lang, t] of s.byLang) {
    const u = into.byLang.get(lang) ?? { n: 0, ok: 0 };
    into.byLang.set(lang, { n: u.n + t.n, ok: u.ok + t.ok });
  }
}

function evaluateSet(set: SetName): void {
  const a = load(set, 'a');
  const b = load(set, 'b');
  if (!a || !b) {
    console.log(`${set}: skipped (${set}/a.jsonl or ${set}/b.jsonl missing)`);
    return;
  }
  const scoreA = score(a, showErrors);
  // Half b is never tuned on: its errors are not even collected.
  const scoreB = score(b, false);
  pool(pooledB, scoreB);
  report(set, 'a', scoreA, true);
  report(set, 'b', scoreB, false);
  if (scoreA.errors.length)
    console.log(`\n--- ${scoreA.errors.length} ${set}.a errors ---\n${scoreA.errors.join('\n')}`);
}

for (const set of SETS) evaluateSet(set);
if (pooledB.pairs.length) {
  const p = 'devsets.b_pooled';
  console.log(`${p}.total: ${pooledB.pairs.length}`);
  for (const cls of ['win', 'loss', 'neutral'] as const) printPrf(`${p}.${cls}`, classCounts(pooledB.pairs, cls));
  printPrf(`${p}.correction`, pooledB.correction);
  printPrf(`${p}.rules`, pooledB.rules);
  // What the feedback model adds: the same b halves judged by the phrasing families alone.
  const alone = SETS.flatMap((set) => load(set, 'b') ?? []).map(
    (item) =>
      [item.feedback, analyzeMessage(item.text, DEFAULT_FEEDBACK_PATTERNS, writtenContext(item), null).feedback] as [
        Feedback,
        Feedback,
      ],
  );
  for (const cls of ['win', 'loss'] as const) printPrf(`${p}.families_alone.${cls}`, classCounts(alone, cls));
}
