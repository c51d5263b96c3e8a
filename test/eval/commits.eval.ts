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
import { families } from './commits/generate';

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

let recognised = 0;
let misnamed = 0;
const list = families();
for (const f of list) {
  const a = analyzeHistory(f.records);
  const styles = a.habits.map(styleOf).filter((s): s is SubjectStyle => !!s);
  const ok = styles.includes(f.styles[0]!);
  const wrong = styles.filter((s) => !f.styles.includes(s));
  const trailerIds = new Set(a.habits.map((h) => h.id));
  const trailerFound = f.trailers.filter(
    (k) => trailerIds.has(`trailer:${k.toLowerCase()}`) || (k === 'Signed-off-by' && trailerIds.has('signed-off')),
  );
  const pr = trailerIds.has('pr-number');
  const issue = trailerIds.has('issue-refs');
  const bots = a.habits.find((h) => h.id === 'bots');
  const botsOk = f.bots.every((b) => bots?.text.includes(b)) && (f.bots.length > 0 || !bots);
  if (ok) recognised++;
  misnamed += wrong.length;
  console.log(`commits.${f.id}.style_recognised: ${ok ? 1 : 0}`);
  console.log(`commits.${f.id}.misnamed_styles: ${wrong.length}${wrong.length ? ` (${wrong.join(', ')})` : ''}`);
  if (f.trailers.length) console.log(`commits.${f.id}.trailers_found: ${trailerFound.length}/${f.trailers.length}`);
  console.log(
    `commits.${f.id}.pr_vs_issue: ${pr === f.pullRequests && issue === f.issues ? 'ok' : `pr ${pr} issue ${issue}`}`,
  );
  if (f.bots.length || bots) console.log(`commits.${f.id}.bots: ${botsOk ? 'ok' : (bots?.text ?? 'none found')}`);
}
console.log(`commits.families_recognised: ${recognised}/${list.length}`);
console.log(`commits.misnamed_styles_total: ${misnamed}`);

// Speed: the same analysis over 10,000 commits.
const big = Array.from({ length: 170 }, () => list.flatMap((f) => f.records))
  .flat()
  .slice(0, 10_000);
const t0 = performance.now();
analyzeHistory(big);
console.log(`commits.analyze_10k_ms: ${(performance.now() - t0).toFixed(0)}`);

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
