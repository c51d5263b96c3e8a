// Commit habits of any convention: for every synthetic family (commits/generate.ts) the subject
// style is named, no other style is claimed, recurring trailers are all reported, pull requests
// are told from issues and bots are found. Then what learn-git concludes on the real histories
// of ../shared/data/git, for a reader to check.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import { analyzeHistory, type Habit } from '../../src/core/capture/commits/history';
import type { CommitRecord } from '../../src/core/capture/commits/types';
import type { SubjectStyle } from '../../src/core/capture/commits/subject';
import { SHARED } from './data';
import { baseFamilies, families, type Family } from './commits/generate';

const STYLE_HABIT: Record<SubjectStyle, string> = {
  conventional: 'conventional-commits',
  free: 'free-form',
  path: 'style:path',
  area: 'style:area',
  ticket: 'style:ticket',
  gitmoji: 'style:gitmoji',
  emoji: 'style:emoji',
  tag: 'style:tag',
};
const styleOf = (h: Habit): SubjectStyle | undefined =>
  Object.entries(STYLE_HABIT).find(([, id]) => id === h.id)?.[0] as SubjectStyle | undefined;

/** The rounding the report uses (history.ts): 5% steps, 1% steps under 10%. */
const pctOf = (x: number) => (x > 0 && x < 0.1 ? Math.max(1, Math.round(x * 100)) : Math.round(x * 20) * 5);
const escape = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * False statements found by oracles written apart from the analyzer: a trailer's stated share
 * against the commits whose body has that "Key:" line, the breaking-change and revert counts
 * against the subjects, a person named among the bots. People's commits are the family's
 * non-bot authors' non-merge commits.
 */
function oracleProblems(f: Family, habits: Habit[]): string[] {
  const people = f.records.filter(
    (r) => !f.bots.includes(r.author) && !(r.files_changed.length === 0 && /^Merge\b/.test(r.subject)),
  );
  const n = people.length;
  const problems: string[] = [];
  const hasLine = (r: CommitRecord, key: string) => new RegExp(`^${escape(key)}:\\s`, 'im').test(r.body);
  for (const h of habits) {
    const t = /^Adds an? (.+?) trailer \((\d+)% of commits\)/.exec(h.text);
    const co = h.id === 'co-authors' ? /\((\d+)%\)/.exec(h.text) : null;
    const [key, stated] = t ? [t[1]!, Number(t[2])] : co ? ['Co-authored-by', Number(co[1])] : [null, 0];
    if (key) {
      const truth = pctOf(people.filter((r) => hasLine(r, key)).length / n);
      if (Math.abs(truth - stated) > 5) problems.push(`${key} stated ${stated}%, true ${truth}%`);
      if (!f.records.some((r) => r.body.includes(`${key}:`))) problems.push(`${key} spelled unlike the history`);
    }
    const breaking = /^Marks breaking changes .*\((\d+) commits?\)/.exec(h.text);
    if (breaking) {
      const truth = people.filter(
        (r) => /^\w+(?:\([^)]*\))?!:/.test(r.subject) || /^BREAKING[ -]CHANGE:/m.test(r.body),
      ).length;
      if (truth !== Number(breaking[1])) problems.push(`breaking stated ${breaking[1]}, true ${truth}`);
    }
    const reverts = /^Reverts happen \((\d+) revert/.exec(h.text);
    if (reverts) {
      const truth = people.filter((r) => /^Revert\b|^revert[(:!]/i.test(r.subject)).length;
      if (truth !== Number(reverts[1])) problems.push(`reverts stated ${reverts[1]}, true ${truth}`);
    }
    if (h.id === 'bots')
      for (const p of new Set(people.map((r) => r.author)))
        if (new RegExp(`(?:: |, )${escape(p)} \\d`).test(h.text)) problems.push(`${p} named as a bot`);
  }
  return problems;
}

let recognised = 0;
let misnamed = 0;
let falseTotal = 0;
let unsaidTotal = 0;
const list = families();
for (const f of list) {
  const a = analyzeHistory(f.records);
  const styles = a.habits.map(styleOf).filter((s): s is SubjectStyle => !!s);
  // A family that expects no style (too few commits) is recognised when none is named.
  const ok = f.styles.length ? styles.includes(f.styles[0]!) : styles.length === 0;
  const wrong = styles.filter((s) => !f.styles.includes(s));
  const ids = new Set(a.habits.map((h) => h.id));
  const trailerFound = f.trailers.filter(
    (k) =>
      ids.has(`trailer:${k.toLowerCase().replace(/\s+/g, '-')}`) ||
      (k === 'Signed-off-by' && ids.has('signed-off')) ||
      (k === 'Co-authored-by' && ids.has('co-authors')),
  );
  const pr = ids.has('pr-number');
  const issue = ids.has('issue-refs');
  const review = ids.has('review-link');
  const bots = a.habits.find((h) => h.id === 'bots');
  const botsOk = f.bots.every((b) => bots?.text.includes(b)) && (f.bots.length > 0 || !bots);
  const texts = a.habits.map((h) => h.text);
  const unsaid = (f.says ?? []).filter((re) => !texts.some((t) => re.test(t)));
  const falsely = (f.never ?? []).flatMap((re) => texts.filter((t) => re.test(t)));
  const oracle = oracleProblems(f, a.habits);
  if (ok) recognised++;
  misnamed += wrong.length;
  const falseHere =
    wrong.length +
    (pr !== f.pullRequests ? 1 : 0) +
    (issue !== f.issues ? 1 : 0) +
    (f.reviews !== undefined && review !== f.reviews ? 1 : 0) +
    (botsOk ? 0 : 1) +
    falsely.length +
    oracle.length;
  falseTotal += falseHere;
  unsaidTotal += unsaid.length;
  console.log(`commits.${f.id}.style_recognised: ${ok ? 1 : 0}`);
  console.log(`commits.${f.id}.misnamed_styles: ${wrong.length}${wrong.length ? ` (${wrong.join(', ')})` : ''}`);
  if (f.trailers.length) console.log(`commits.${f.id}.trailers_found: ${trailerFound.length}/${f.trailers.length}`);
  console.log(
    `commits.${f.id}.pr_vs_issue: ${pr === f.pullRequests && issue === f.issues ? 'ok' : `pr ${pr} issue ${issue}`}`,
  );
  if (f.reviews !== undefined)
    console.log(`commits.${f.id}.review_links: ${review === f.reviews ? 'ok' : `review ${review}`}`);
  if (f.bots.length || bots) console.log(`commits.${f.id}.bots: ${botsOk ? 'ok' : (bots?.text ?? 'none found')}`);
  if (f.says?.length)
    console.log(
      `commits.${f.id}.says: ${f.says.length - unsaid.length}/${f.says.length}${unsaid.length ? ` (missing ${unsaid.join(' ')})` : ''}`,
    );
  if (process.argv.includes('--habits')) for (const t of texts) console.log(`    - ${t}`);
  console.log(
    `commits.${f.id}.false_statements: ${falseHere}${falsely.length || oracle.length ? ` (${[...falsely, ...oracle].join(' | ')})` : ''}`,
  );
}
console.log(`commits.families_recognised: ${recognised}/${list.length}`);
console.log(`commits.misnamed_styles_total: ${misnamed}`);
console.log(`commits.false_statements_total: ${falseTotal}`);
console.log(`commits.unsaid_total: ${unsaidTotal}`);

// Speed: the same analysis over 10,000 commits, first of the first 19 families (the figure
// compared over time), then of every family. The fastest of three runs: the machine is shared.
const timed = (records: CommitRecord[]) => {
  const big = Array.from({ length: Math.ceil(10_000 / records.length) }, () => records)
    .flat()
    .slice(0, 10_000);
  const runs = [0, 1, 2].map(() => {
    const t0 = performance.now();
    analyzeHistory(big);
    return performance.now() - t0;
  });
  return Math.min(...runs).toFixed(0);
};
console.log(`commits.analyze_10k_ms: ${timed(baseFamilies().flatMap((f) => f.records))}`);
console.log(`commits.analyze_10k_all_ms: ${timed(list.flatMap((f) => f.records))}`);

const dir = join(SHARED, 'git');
if (!existsSync(dir)) console.log(`commits.real: skipped (${dir} is not there)`);
else
  for (const file of readdirSync(dir)
    .filter((f) => f.endsWith('.jsonl'))
    .sort()) {
    const records = readFileSync(join(dir, file), 'utf8')
      .split('\n')
      .filter((l) => l.trim())
      .map((l) => JSON.parse(l) as CommitRecord);
    const a = analyzeHistory(records);
    console.log(`\n# ${file}: ${a.commits} commits, ${a.humanCommits} by people`);
    for (const h of a.habits) console.log(`  - ${h.text}`);
  }
