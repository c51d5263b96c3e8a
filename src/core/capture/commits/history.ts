// A whole commit history -> the habits a careful reader would name ("uses Conventional Commits
// (92%) with scopes", "references PR numbers", "short free-form subjects", "bot commits from
// renovate"). Shares are rounded to 5% so re-learning after one more commit says the same thing.
import { BASE_CONFIDENCE, type Observation } from '../../observation';
import { redact } from '../../redact';
import { shorten } from '../text';
import { analyzeCommit, type CommitFacts } from './message';
import { botAuthors } from './bots';
import { STYLE_LABEL, type SubjectStyle } from './subject';
import type { CommitRecord } from './types';

export interface Habit {
  id: string;
  text: string;
  /** Share of the relevant commits (0..1). */
  share: number;
  /** Example commits: "<sha7> <subject>". */
  examples: string[];
}

export interface HistoryAnalysis {
  commits: number;
  humanCommits: number;
  authors: number;
  span: { from: string; to: string } | null;
  habits: Habit[];
}

const pct = (x: number) => (x > 0 && x < 0.1 ? `${Math.max(1, Math.round(x * 100))}%` : `${Math.round(x * 20) * 5}%`);
const median = (xs: number[]) => {
  if (!xs.length) return 0;
  const s = [...xs].sort((a, b) => a - b);
  return s[Math.floor(s.length / 2)]!;
};

function top<T>(items: T[], n: number): Array<[T, number]> {
  const m = new Map<T, number>();
  for (const x of items) m.set(x, (m.get(x) ?? 0) + 1);
  return [...m].sort((a, b) => b[1] - a[1]).slice(0, n);
}

export function analyzeHistory(records: CommitRecord[]): HistoryAnalysis {
  // Bots by account, and by subjects that are one template (a bot with a human-looking name).
  const automation = botAuthors(records);
  const all = relabelTypeLikeAreas(
    records.map((r) => {
      const f = analyzeCommit(r);
      return { r, f: automation.has(r.author) ? { ...f, bot: true } : f };
    }),
  );
  const bots = all.filter((x) => x.f.bot);
  const merges = all.filter((x) => x.f.merge && !x.f.bot);
  const human = all.filter((x) => !x.f.bot && !x.f.merge);
  const n = human.length;
  const habits: Habit[] = [];
  const ex = (xs: Array<{ r: CommitRecord }>, k = 3) =>
    xs.slice(0, k).map((x) => `${x.r.sha.slice(0, 7)} ${shorten(redact(x.r.subject), 90)}`);
  const share = (pred: (f: CommitFacts) => boolean) => (n ? human.filter((x) => pred(x.f)).length / n : 0);
  const add = (id: string, text: string, s: number, examples: string[]) =>
    habits.push({ id, text, share: s, examples });

  const times = records
    .map((r) => Date.parse(r.author_time))
    .filter((t) => !Number.isNaN(t))
    .sort((a, b) => a - b);
  const span = times.length
    ? { from: new Date(times[0]!).toISOString(), to: new Date(times[times.length - 1]!).toISOString() }
    : null;
  const authors = new Set(records.map((r) => r.author)).size;
  if (n < 3) return { commits: records.length, humanCommits: n, authors, span, habits };

  // Subject grammar: the prefixes this history uses, with their share and vocabulary.
  addStyleHabits(human, n, add, ex);

  // Mood, length, punctuation.
  const judged = human.filter((x) => x.f.imperative !== null);
  if (judged.length >= 3) {
    const imp = judged.filter((x) => x.f.imperative).length / judged.length;
    if (imp >= 0.7)
      add(
        'imperative',
        `Writes subjects in the imperative mood ("${firstWords(judged.filter((x) => x.f.imperative))}") (${pct(imp)})`,
        imp,
        ex(judged.filter((x) => x.f.imperative)),
      );
    else if (imp <= 0.4)
      add(
        'not-imperative',
        `Subjects are mostly not imperative (past tense or descriptions; imperative in ${pct(imp)})`,
        1 - imp,
        ex(judged.filter((x) => !x.f.imperative)),
      );
  }
  const lengths = human.map((x) => x.f.subjectLength);
  const med = median(lengths);
  const under72 = lengths.filter((l) => l <= 72).length / n;
  const words = median(human.map((x) => x.f.description.split(/\s+/).length));
  add(
    'subject-length',
    `${med <= 40 ? 'Short' : med <= 60 ? 'Medium-length' : 'Long'} subjects (median ${med} characters, ${words} words; ${pct(under72)} within 72 characters)`,
    under72,
    ex(
      [...human].sort((a, b) => a.f.subjectLength - b.f.subjectLength).slice(Math.floor(n / 2), Math.floor(n / 2) + 2),
    ),
  );
  const period = share((f) => f.endsWithPeriod);
  if (period >= 0.3)
    add(
      'trailing-period',
      `Ends subjects with a period (${pct(period)})`,
      period,
      ex(human.filter((x) => x.f.endsWithPeriod)),
    );
  else if (period <= 0.05)
    add('no-trailing-period', `No trailing period on subjects (${pct(1 - period)})`, 1 - period, []);

  // References, bodies, trailers.
  const pr = share((f) => f.prNumber);
  if (pr >= 0.15)
    add(
      'pr-number',
      `${pr >= 0.5 ? 'References' : 'Sometimes references'} the pull request in the commit ("(#1234)", "Merge pull request #…", "… from user/branch") (${pct(pr)})`,
      pr,
      ex(human.filter((x) => x.f.prNumber)),
    );
  const review = share((f) => f.reviewLink);
  if (review >= 0.15)
    add(
      'review-link',
      `Links each change to its code review (Reviewed-on) (${pct(review)})`,
      review,
      ex(human.filter((x) => x.f.reviewLink)),
    );
  const issue = share((f) => f.issueRef);
  if (issue >= 0.15)
    add(
      'issue-refs',
      `Links issues ("fixes #123", issue URLs, "Bug:") in ${pct(issue)} of commits`,
      issue,
      ex(human.filter((x) => x.f.issueRef)),
    );
  const body = share((f) => f.hasBody);
  if (body >= 0.5)
    add(
      'explains-in-body',
      `Explains the change in a body (${pct(body)} of commits have one)`,
      body,
      ex(human.filter((x) => x.f.hasBody)),
    );
  else if (body <= 0.25)
    add(
      'subject-only',
      `${1 - body >= 0.95 ? 'Subject-only commits' : 'Mostly subject-only commits'} (${pct(1 - body)} without a body)`,
      1 - body,
      [],
    );
  const ai = human.filter((x) => x.f.trailers.aiCoAuthor);
  if (ai.length / n >= 0.1) {
    const who = top(
      ai.map((x) => x.f.trailers.aiCoAuthor!),
      1,
    )[0]![0];
    add(
      'ai-co-author',
      `Commits co-authored by an AI assistant (${who}; Co-Authored-By trailer in ${pct(ai.length / n)})`,
      ai.length / n,
      ex(ai),
    );
  }
  const co = human.filter((x) => x.f.trailers.coAuthors.length && !x.f.trailers.aiCoAuthor);
  if (co.length / n >= 0.05)
    add('co-authors', `Credits co-authors with Co-authored-by trailers (${pct(co.length / n)})`, co.length / n, ex(co));
  const signed = share((f) => f.trailers.signedOff);
  if (signed >= 0.2)
    add(
      'signed-off',
      `Signs off commits (Signed-off-by, ${pct(signed)})`,
      signed,
      ex(human.filter((x) => x.f.trailers.signedOff)),
    );
  // Every other recurring trailer, with its share (Change-Id, Reviewed-by, Reported-by, Bug, Fixes…);
  // a tool's family of trailers ("Tool-id", "Tool-model", …) is one habit.
  const recurring = top(
    human.flatMap((x) => x.f.trailers.keys.filter((k) => k !== 'Co-authored-by' && k !== 'Signed-off-by')),
    30,
  ).filter(([, c]) => c >= 3 && c / n >= 0.05);
  const family = (k: string) => (KNOWN_TRAILERS.has(k) ? k : k.split('-')[0]!);
  const groups = new Map<string, Array<[string, number]>>();
  for (const [k, c] of recurring) groups.set(family(k), [...(groups.get(family(k)) ?? []), [k, c]]);
  for (const [fam, keys] of groups) {
    const withAny = human.filter((x) => x.f.trailers.keys.some((k) => keys.some(([kk]) => kk === k)));
    const s = withAny.length / n;
    if (keys.length === 1)
      add(
        `trailer:${keys[0]![0].toLowerCase()}`,
        `Adds ${article(keys[0]![0])} ${keys[0]![0]} trailer (${pct(s)} of commits)`,
        s,
        ex(withAny),
      );
    else
      add(
        `trailer:${fam.toLowerCase()}-*`,
        `Adds ${fam}-* trailers (${keys.map(([k]) => k.slice(fam.length + 1)).join(', ')}) (${pct(s)} of commits)`,
        s,
        ex(withAny),
      );
  }

  // Language.
  const langs = top(
    human.map((x) => x.f.language).filter((l) => l !== 'other'),
    2,
  );
  const lead = langs[0];
  if (lead && lead[0] !== 'en' && lead[1] / n >= 0.4)
    add(
      'language',
      `Commit messages in ${lead[0] === 'fr' ? 'French' : 'Russian'} (${pct(lead[1] / n)})`,
      lead[1] / n,
      ex(human.filter((x) => x.f.language === lead[0])),
    );
  else if (lead && lead[0] === 'en' && langs[1] && langs[1][1] / n >= 0.1)
    add(
      'language',
      `Commit messages mostly in English, some in ${langs[1][0] === 'fr' ? 'French' : 'Russian'} (${pct(langs[1][1] / n)})`,
      langs[1][1] / n,
      ex(human.filter((x) => x.f.language === langs[1]![0])),
    );

  // Size and atomicity.
  const sized = human.filter((x) => x.f.files > 0);
  if (sized.length >= 3) {
    const medFiles = median(sized.map((x) => x.f.files));
    const small = sized.filter((x) => x.f.files <= 3).length / sized.length;
    const large = sized.filter((x) => x.f.files >= 20);
    if (small >= 0.6)
      add(
        'small-commits',
        `Small, focused commits (median ${medFiles} file${medFiles === 1 ? '' : 's'} changed; ${pct(small)} touch at most 3 files)`,
        small,
        ex(sized.filter((x) => x.f.files <= 3)),
      );
    else
      add(
        'large-commits',
        `Commits are often large (median ${medFiles} files changed; ${pct(1 - small)} touch more than 3 files)`,
        1 - small,
        ex(large.length ? large : sized),
      );
    const withSrc = sized.filter((x) => x.f.touchesSource);
    if (withSrc.length >= 5) {
      const tested = withSrc.filter((x) => x.f.touchesTests).length / withSrc.length;
      if (tested >= 0.3)
        add(
          'tests-with-code',
          `Source changes come with test changes in the same commit (${pct(tested)})`,
          tested,
          ex(withSrc.filter((x) => x.f.touchesTests)),
        );
      else if (tested <= 0.1)
        add('tests-separate', `Source changes rarely touch tests in the same commit (${pct(tested)})`, 1 - tested, []);
    }
  }

  // Repeated subjects ("Update README" x 24).
  for (const [subject, count] of top(
    human.map((x) => x.r.subject.trim()),
    3,
  )) {
    if (count >= 5 && count / n >= 0.03)
      add(
        `repeated:${subject.toLowerCase()}`,
        `Frequent identical "${shorten(redact(subject), 60)}" commits (${count})`,
        count / n,
        ex(human.filter((x) => x.r.subject.trim() === subject)),
      );
  }

  // Who commits.
  const humansBy = top(
    human.map((x) => x.r.author),
    1,
  )[0];
  if (humansBy && humansBy[1] / n >= 0.6 && n >= 10)
    add(
      'single-maintainer',
      authors === 1
        ? `Single author (all ${n} commits)`
        : `Mostly a single author (${humansBy[0]}: ${pct(humansBy[1] / n)} of commits; ${authors} authors in total)`,
      humansBy[1] / n,
      [],
    );
  else if (authors >= 10)
    add(
      'many-contributors',
      `Many contributors (${authors} authors; the most active wrote ${pct((humansBy?.[1] ?? 0) / n)})`,
      1 - (humansBy?.[1] ?? 0) / n,
      [],
    );
  if (bots.length) {
    const who = top(
      bots.map((x) => x.r.author),
      2,
    )
      .map(([a, c]) => `${a} ${c}`)
      .join(', ');
    add(
      'bots',
      `Bot commits (${pct(bots.length / records.length)} of all: ${who})${bots.every((x) => x.f.conventional) ? ` using "${bots[0]!.f.conventional!.type}${bots[0]!.f.conventional!.scope ? `(${bots[0]!.f.conventional!.scope})` : ''}:" messages` : ''}`,
      bots.length / records.length,
      ex(bots),
    );
  }
  if (merges.length / records.length >= 0.05)
    add(
      'merge-commits',
      `Merge commits in the history (${pct(merges.length / records.length)})`,
      merges.length / records.length,
      ex(merges),
    );
  else if (records.length >= 20 && merges.length === 0)
    add('linear-history', 'Linear history: no merge commits (squash or rebase)', 1, []);
  const reverts = human.filter((x) => x.f.revert);
  if (reverts.length >= 2)
    add('reverts', `Reverts happen (${reverts.length} revert commits)`, reverts.length / n, ex(reverts));
  return { commits: records.length, humanCommits: n, authors, span, habits };
}

function firstWords(xs: Array<{ f: CommitFacts }>): string {
  return top(
    xs
      .map((x) => (x.f.description.split(/\s+/)[0] ?? '').replace(/[^\p{L}-]/gu, ''))
      .filter(Boolean)
      .map((w) => w.charAt(0).toUpperCase() + w.slice(1).toLowerCase()),
    3,
  )
    .map(([w]) => `${w} …`)
    .join('", "');
}

/** Habits -> pattern observations (seed-001 base confidence), timestamped at the newest commit. */
export function habitObservations(a: HistoryAnalysis, repoLabel: string): Observation[] {
  const at = a.span?.to ?? new Date().toISOString();
  return a.habits.map((h) => ({
    timestamp: at,
    type: 'pattern' as const,
    context: { task: `commit messages (${shorten(repoLabel, 60)})` },
    observation: shorten(`Git history: ${h.text}`, 400),
    evidence: [
      `${a.humanCommits} commits by people${a.span ? ` from ${a.span.from.slice(0, 10)} to ${a.span.to.slice(0, 10)}` : ''}`,
      ...h.examples,
    ].slice(0, 5),
    confidence: BASE_CONFIDENCE.pattern.base,
    tags: ['git', 'commit-style', h.id.split(':')[0]!],
  }));
}

type Add = (id: string, text: string, share: number, examples: string[]) => void;
type Examples = (xs: Array<{ r: CommitRecord }>, k?: number) => string[];

/** One habit per subject style used by at least 15% of the commits, naming the prefixes it uses. */
function addStyleHabits(human: Array<{ r: CommitRecord; f: CommitFacts }>, n: number, add: Add, ex: Examples): void {
  const counts = top(
    human.map((x) => x.f.style),
    8,
  ) as Array<[SubjectStyle, number]>;
  const main = counts[0];
  for (const [style, count] of counts) {
    const s = count / n;
    if (s < 0.15 && !(count >= 10 && s >= 0.05)) continue;
    const members = human.filter((x) => x.f.style === style);
    const lead = main && main[0] === style && s >= 0.6 ? 'Uses' : 'Partly uses';
    if (style === 'conventional') {
      const types = top(
        members.map((x) => x.f.conventional!.type),
        4,
      )
        .filter(([, c]) => c / members.length >= 0.05)
        .map(([t, c]) => `${t} ${pct(c / members.length)}`)
        .join(', ');
      const scoped = members.filter((x) => x.f.conventional!.scope);
      const scopeShare = scoped.length / members.length;
      const scopes = top(
        scoped.map((x) => x.f.conventional!.scope!),
        4,
      )
        .map(([t]) => t)
        .join(', ');
      add(
        'conventional-commits',
        `${lead} Conventional Commits (${pct(s)} of ${n} commits; ${types})${scopeShare >= 0.3 ? `, ${scopeShare > 0.5 ? 'usually' : 'often'} with a scope (${pct(scopeShare)}: ${scopes})` : scopeShare > 0.05 ? `, scopes sometimes (${pct(scopeShare)})` : ', without scopes'}`,
        s,
        ex(members),
      );
      const lowerDesc = members.filter((x) => !x.f.startsUpper).length / members.length;
      if (lowerDesc >= 0.8)
        add(
          'cc-lowercase',
          `Conventional descriptions start in lower case (${pct(lowerDesc)})`,
          lowerDesc,
          ex(members.filter((x) => !x.f.startsUpper)),
        );
      const breaking = members.filter((x) => x.f.conventional!.breaking);
      if (breaking.length)
        add(
          'cc-breaking',
          `Marks breaking changes with "!" or BREAKING CHANGE (${breaking.length} commit${breaking.length === 1 ? '' : 's'})`,
          breaking.length / members.length,
          ex(breaking),
        );
      continue;
    }
    if (style === 'free') {
      const upper = members.filter((x) => x.f.startsUpper).length / members.length;
      add(
        'free-form',
        `${main && main[0] === 'free' && s >= 0.6 ? 'Free-form subjects' : 'Some free-form subjects'}, with no prefix (${pct(s)})${upper >= 0.8 ? `, starting with a capital letter (${pct(upper)})` : ''}`,
        s,
        ex(members),
      );
      continue;
    }
    // Prefix styles: their vocabulary, learned from the history itself.
    const vocab = top(
      members.map((x) => prefixKey(style, x.f.prefix ?? '')),
      5,
    )
      .map(([p, c]) => `${p} ${c}`)
      .join(', ');
    const lower = members.filter((x) => !x.f.startsUpper).length / members.length;
    add(
      `style:${style}`,
      `${lead} ${STYLE_LABEL[style]} (${pct(s)}; most used: ${vocab})${lower >= 0.8 ? ', descriptions in lower case' : lower <= 0.2 ? ', descriptions capitalised' : ''}`,
      s,
      ex(members),
    );
  }
}

/** The part of a prefix that recurs: a ticket's project key ("PROJ"), a nested area's top ("drm"). */
function prefixKey(style: SubjectStyle, prefix: string): string {
  if (style === 'ticket')
    // "Fixed #31234" -> "Fixed #…", "PROJ-123" -> "PROJ-…", "gh-123" -> "gh-…".
    return /#\d/.test(prefix) ? prefix.replace(/#\d+(?:,\s*#\d+)*/, '#…') : `${prefix.split('-')[0]}-…`;
  if (style === 'area') return `${prefix.split(':')[0]!.trim()}: …`;
  return prefix;
}

const KNOWN_TRAILERS = new Set([
  'Change-Id',
  'Reviewed-by',
  'Reviewed-on',
  'Reported-by',
  'Suggested-by',
  'Acked-by',
  'Tested-by',
  'Cc',
  'Bug',
  'Fixes',
  'Link',
  'Closes',
  'Refs',
  'See-also',
  'Helped-by',
  'Requested-by',
]);
const article = (word: string) => (/^[aeiou]/i.test(word) ? 'an' : 'a');

/**
 * "ci: …" or "docs: …" in a history whose prefixes are mostly areas ("ssh: …", "dns: …") are area
 * prefixes too, not a few Conventional Commits: unscoped type-like prefixes take the history's style.
 */
function relabelTypeLikeAreas<T extends { f: CommitFacts }>(all: T[]): T[] {
  const conv = all.filter((x) => x.f.style === 'conventional');
  const paths = all.filter((x) => x.f.style === 'path' || x.f.style === 'area').length;
  if (!conv.length || paths <= conv.length || conv.some((x) => x.f.conventional?.scope || x.f.conventional?.breaking))
    return all;
  return all.map((x) =>
    x.f.style === 'conventional'
      ? { ...x, f: { ...x.f, style: 'path' as const, prefix: x.f.conventional!.type, conventional: null } }
      : x,
  );
}
