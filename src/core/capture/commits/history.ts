// A whole commit history -> the habits a careful reader would name ("uses Conventional Commits
// (92%) with scopes", "references PR numbers", "short free-form subjects", "bot commits from
// renovate"). Shares are rounded to 5% so re-learning after one more commit says the same thing.
// Under MIN_COMMITS commits by people no share is stated: the report says there are too few.
import { BASE_CONFIDENCE, type Observation } from '../../observation';
import { redact } from '../../redact';
import { shorten } from '../text';
import { analyzeCommit, type CommitFacts } from './message';
import { botAuthors } from './bots';
import { STYLE_LABEL, recurringAreas, unwrapSubject, type SubjectStyle } from './subject';
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

/**
 * Below this many commits by people, no habit is named: a share of 3 commits is 0%, 33%, 67% or
 * 100%, and even "10 of 10" only says the habit holds in at least ~70% of commits (rule of three).
 */
export const MIN_COMMITS = 10;

const pct = (x: number) => (x > 0 && x < 0.1 ? `${Math.max(1, Math.round(x * 100))}%` : `${Math.round(x * 20) * 5}%`);
const median = (xs: number[]) => {
  if (!xs.length) return 0;
  const s = [...xs].sort((a, b) => a - b);
  return s[Math.floor(s.length / 2)]!;
};

/** The most frequent items with their counts, most frequent first; the n first when n is given. */
function top<T>(items: T[], n?: number): Array<[T, number]> {
  const m = new Map<T, number>();
  for (const x of items) m.set(x, (m.get(x) ?? 0) + 1);
  return [...m].sort((a, b) => b[1] - a[1]).slice(0, n);
}

/** The k most frequent items, as a report lists them ("a, b, c"). */
const names = (items: string[], k: number) =>
  top(items, k)
    .map(([v]) => v)
    .join(', ');

export function analyzeHistory(records: CommitRecord[]): HistoryAnalysis {
  // Bots by account, and by subjects that are one template (a bot with a human-looking name).
  const automation = botAuthors(records);
  const areas = recurringAreas(records.map((r) => r.subject));
  const all = noMoodOfAreaWords(
    relabelLoneKeys(
      relabelTypeLikeAreas(
        records.map((r) => {
          const f = analyzeCommit(r, areas);
          return { r, f: automation.has(r.author) ? { ...f, bot: true } : f };
        }),
      ),
    ),
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
  // People only: a bot is no contributor in "Many contributors" or "Single author".
  const people = new Set(all.filter((x) => !x.f.bot).map((x) => x.r.author)).size;
  if (n < MIN_COMMITS) {
    add(
      TOO_FEW,
      `Too few commits to name habits (${n} by people; at least ${MIN_COMMITS} are needed before any share is stated)`,
      0,
      ex(human),
    );
    return { commits: records.length, humanCommits: n, authors, span, habits };
  }

  // Subject grammar: the prefixes this history uses, with their share and vocabulary. Work in
  // progress ("WIP", "fixup! …") is left out: it is no style the team chose.
  const wip = human.filter((x) => x.f.wip);
  const styled = human.filter((x) => !x.f.wip);
  const counted = wip.length ? `${styled.length} commits, ${wip.length} work in progress left out` : `${n} commits`;
  addStyleHabits(styled, counted, add, ex);
  addTicketHabit(human, n, add, ex);

  // Mood, length, punctuation.
  const judged = human.filter((x) => x.f.imperative !== null);
  if (judged.length >= 5) {
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
  // The pull request, the code review and the issue: how often each is named, and in which forms.
  const references: Array<
    [id: string, form: (f: CommitFacts) => string | null, k: number, text: (forms: string, s: number) => string]
  > = [
    [
      'pr-number',
      (f) => f.prForm,
      3,
      (forms, s) =>
        `${s >= 0.5 ? 'References' : 'Sometimes references'} the pull request in the commit (${forms}) (${pct(s)})`,
    ],
    ['review-link', (f) => f.reviewKey, 2, (via, s) => `Links each change to its code review (${via}) (${pct(s)})`],
    ['issue-refs', (f) => f.issueForm, 3, (forms, s) => `Links issues (${forms}) in ${pct(s)} of commits`],
  ];
  for (const [id, form, k, text] of references) {
    const named = human.filter((x) => form(x.f) !== null);
    const s = named.length / n;
    if (s < 0.15) continue;
    const forms = names(
      named.map((x) => form(x.f)!),
      k,
    );
    add(id, text(forms, s), s, ex(named));
  }
  addSectionsHabit(human, n, add, ex);
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
  // A person's credit ("Xyz-by") is never part of a tool's family.
  const family = (k: string) => (KNOWN_TRAILERS.has(k) || /-by$/i.test(k) ? k : k.split('-')[0]!);
  const spelled = spellings(human);
  const groups = new Map<string, Array<[string, number]>>();
  for (const [k, c] of recurring) groups.set(family(k), [...(groups.get(family(k)) ?? []), [k, c]]);
  for (const [fam, keys] of groups) {
    const withAny = human.filter((x) => x.f.trailers.keys.some((k) => keys.some(([kk]) => kk === k)));
    const s = withAny.length / n;
    if (keys.length === 1) {
      const key = spelled(keys[0]![0]);
      add(
        `trailer:${keys[0]![0].toLowerCase().replace(/\s+/g, '-')}`,
        `Adds ${article(key)} ${key} trailer (${pct(s)} of commits)`,
        s,
        ex(withAny),
      );
    } else {
      const head = spelled(keys[0]![0]).slice(0, fam.length);
      add(
        `trailer:${fam.toLowerCase()}-*`,
        `Adds ${head}-* trailers (${keys.map(([k]) => spelled(k).slice(fam.length + 1)).join(', ')}) (${pct(s)} of commits)`,
        s,
        ex(withAny),
      );
    }
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
  else if (lead && lead[0] === 'en' && lead[1] / n >= 0.5 && langs[1] && langs[1][1] / n >= 0.1)
    add(
      'language',
      `Commit messages mostly in English, some in ${langs[1][0] === 'fr' ? 'French' : 'Russian'} (${pct(langs[1][1] / n)})`,
      langs[1][1] / n,
      ex(human.filter((x) => x.f.language === langs[1]![0])),
    );
  // Spanish, German, Chinese…: named only as what they are not, never as French or English.
  const other = human.filter((x) => x.f.language === 'other');
  if (other.length / n >= 0.4)
    add(
      'language-other',
      `Many commit messages are in neither English, French nor Russian (${pct(other.length / n)})`,
      other.length / n,
      ex(other),
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
      people === 1
        ? `Single author (all ${n} commits)`
        : `Mostly a single author (${humansBy[0]}: ${pct(humansBy[1] / n)} of commits; ${people} authors in total)`,
      humansBy[1] / n,
      [],
    );
  else if (people >= 10)
    add(
      'many-contributors',
      `Many contributors (${people} authors; the most active wrote ${pct((humansBy?.[1] ?? 0) / n)})`,
      1 - (humansBy?.[1] ?? 0) / n,
      [],
    );
  if (bots.length) addBotsHabit(bots, records.length, add, ex);
  if (merges.length / records.length >= 0.05)
    add(
      'merge-commits',
      `Merge commits in the history (${pct(merges.length / records.length)}: ${mergeKinds(merges)})`,
      merges.length / records.length,
      ex(merges),
    );
  else if (records.length >= 20 && merges.length === 0)
    add('linear-history', 'Linear history: no merge commits (squash or rebase)', 1, []);
  const reverts = human.filter((x) => x.f.revert);
  if (reverts.length >= 2)
    add('reverts', `Reverts happen (${reverts.length} revert commits)`, reverts.length / n, ex(reverts));
  if (wip.length >= 3 && wip.length / n >= 0.03) {
    const forms = top(
      wip.map((x) => (x.f.wrapper ? `${x.f.wrapper}!` : 'WIP')),
      3,
    )
      .map(([w, c]) => `${w} ${c}`)
      .join(', ');
    add(
      'wip-commits',
      `Work in progress stays in the history, not squashed away (${wip.length} commits: ${forms})`,
      wip.length / n,
      ex(wip),
    );
  }
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
  // "Too few commits" is a note for the report, not a pattern of the developer.
  return a.habits
    .filter((h) => h.id !== TOO_FEW)
    .map((h) => ({
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
function addStyleHabits(
  human: Array<{ r: CommitRecord; f: CommitFacts }>,
  counted: string,
  add: Add,
  ex: Examples,
): void {
  const n = human.length;
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
      // A scope that is a ticket key ("fix(SHOP-12): …") is named by its project ("SHOP-…").
      const scopes = names(
        scoped.map((x) => (x.f.ticket?.where === 'scope' ? projectOf(x.f.ticket.key) : x.f.conventional!.scope!)),
        4,
      );
      add(
        'conventional-commits',
        `${lead} Conventional Commits (${pct(s)} of ${counted}; ${types})${scopeShare >= 0.3 ? `, ${scopeShare > 0.5 ? 'usually' : 'often'} with a scope (${pct(scopeShare)}: ${scopes})` : scopeShare > 0.05 ? `, scopes sometimes (${pct(scopeShare)})` : ', without scopes'}`,
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
      const lower = members.filter((x) => /^\p{Ll}/u.test(x.f.description)).length / members.length;
      add(
        'free-form',
        `${main && main[0] === 'free' && s >= 0.6 ? 'Free-form subjects' : 'Some free-form subjects'}, with no prefix (${pct(s)})${upper >= 0.8 ? `, starting with a capital letter (${pct(upper)})` : lower >= 0.8 ? `, in lower case (${pct(lower)})` : ''}`,
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
    // An emoji followed by a Conventional header ("✨ feat(ui): …") uses both conventions.
    const typed = members.filter((x) => x.f.conventional);
    const types =
      typed.length / members.length >= 0.3
        ? `, then a Conventional type in ${pct(typed.length / members.length)} (${names(
            typed.map((x) => x.f.conventional!.type),
            3,
          )})`
        : '';
    add(
      `style:${style}`,
      `${lead} ${STYLE_LABEL[style]} (${pct(s)}; most used: ${vocab})${types}${lower >= 0.8 ? ', descriptions in lower case' : lower <= 0.2 ? ', descriptions capitalised' : ''}`,
      s,
      ex(members),
    );
  }
}

/** The part of a prefix that recurs: a ticket's project key ("PROJ"), a nested area's top ("drm"). */
function prefixKey(style: SubjectStyle, prefix: string): string {
  if (style === 'ticket')
    // "Fixed #31234" -> "Fixed #…", "PROJ-123" -> "PROJ-…", "gh-123" -> "gh-…".
    return /#\d/.test(prefix) ? prefix.replace(/#\d+(?:,\s*#\d+)*/, '#…') : projectOf(prefix);
  if (style === 'area') return `${prefix.split(':')[0]!.trim()}: …`;
  // "[clang][Sema]" -> "[clang]": the first tag is the component.
  if (style === 'tag') return /^\[[^\]]*\]/.exec(prefix)?.[0] ?? prefix;
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

/**
 * A description that opens on a word the history uses as a prefix elsewhere ("Feedback, from …"
 * where "Feedback: …" is an area) names that area: the word is no verb, so no mood.
 */
function noMoodOfAreaWords<T extends { f: CommitFacts }>(all: T[]): T[] {
  const areaWords = new Set(
    all.flatMap((x) => {
      if (x.f.style !== 'path' && x.f.style !== 'area') return [];
      // "devset2" names the same area as "Devset".
      const word = x.f.prefix!.split(/[:/,\s]/)[0]!.toLowerCase();
      return [word, word.replace(/\d+$/, '')];
    }),
  );
  const opening = (d: string) => /^[\p{L}\p{N}_-]+/u.exec(d)?.[0].toLowerCase() ?? '';
  const named = (d: string) => areaWords.has(opening(d)) || areaWords.has(opening(d).replace(/\d+$/, ''));
  return all.map((x) =>
    x.f.imperative !== null && named(x.f.description) ? { ...x, f: { ...x.f, imperative: null } } : x,
  );
}

const TOO_FEW = 'too-few-commits';

/** "SHOP-12" -> "SHOP-…": the part of a ticket key that recurs. */
const projectOf = (key: string) => `${key.split('-')[0]}-…`;

const TICKET_PLACE = { first: 'first', scope: 'as the Conventional Commits scope', end: 'at the end' } as const;

/**
 * Ticket keys wherever the subject puts them: named when at least 15% of commits carry one and
 * some stand elsewhere than first (keys first are the ticket style, named with the styles).
 */
function addTicketHabit(human: Array<{ r: CommitRecord; f: CommitFacts }>, n: number, add: Add, ex: Examples): void {
  const ticketed = human.filter((x) => x.f.ticket);
  if (ticketed.length / n < 0.15) return;
  const elsewhere = ticketed.filter((x) => x.f.ticket!.where !== 'first').length;
  if (elsewhere / ticketed.length < 0.15) return;
  const projects = names(
    ticketed.map((x) => projectOf(x.f.ticket!.key)),
    3,
  );
  const places = top(
    ticketed.map((x) => x.f.ticket!.where),
    3,
  )
    .map(([w, c]) => `${TICKET_PLACE[w]} in ${pct(c / ticketed.length)}`)
    .join(', ');
  add(
    'ticket-keys',
    `Names a ticket key in the subject (${pct(ticketed.length / n)} of commits; ${projects}): ${places}`,
    ticketed.length / n,
    ex(ticketed),
  );
}

/**
 * A body template: at least two labels ("Summary:", "Test Plan:") that each open a paragraph in
 * at least 30% of the commits.
 */
function addSectionsHabit(human: Array<{ r: CommitRecord; f: CommitFacts }>, n: number, add: Add, ex: Examples): void {
  const labels = top(
    human.flatMap((x) => x.f.sections),
    5,
  ).filter(([, c]) => c >= 3 && c / n >= 0.3);
  if (labels.length < 2) return;
  const withAny = human.filter((x) => x.f.sections.some((l) => labels.some(([k]) => k === l)));
  add(
    'body-sections',
    `Bodies follow a template of labelled sections (${labels.map(([l]) => `${l}:`).join(', ')}) (${pct(withAny.length / n)} of commits)`,
    withAny.length / n,
    ex(withAny),
  );
}

/** A trailer key as the project spells it most often ("Commit-Queue", not "Commit-queue"). */
function spellings(human: Array<{ f: CommitFacts }>): (key: string) => string {
  const seen = new Map<string, Map<string, number>>();
  for (const x of human)
    for (const [key, raw] of Object.entries(x.f.trailers.spelling)) {
      const m = seen.get(key) ?? new Map<string, number>();
      m.set(raw, (m.get(raw) ?? 0) + 1);
      seen.set(key, m);
    }
  return (key) => {
    // The keys asked for are the facts' own, already canonical (canonicalKey).
    const m = seen.get(key);
    return m ? [...m].sort((a, b) => b[1] - a[1])[0]![0] : key;
  };
}

/**
 * Which bots commit, and what their messages look like when one or two Conventional headers
 * ("chore(release):", "fix(deps):") make most of them; shares are said unless one header is all.
 */
function addBotsHabit(bots: Array<{ r: CommitRecord; f: CommitFacts }>, total: number, add: Add, ex: Examples): void {
  const authors = top(bots.map((x) => x.r.author));
  const shown = authors.slice(0, 8);
  const who = `${shown.map(([a, c]) => `${a} ${c}`).join(', ')}${authors.length > shown.length ? `, and ${authors.length - shown.length} more` : ''}`;
  // Their Conventional headers, when one or two of them make most of the bot commits.
  const headers = top(
    bots.flatMap((x) =>
      x.f.conventional
        ? [`${x.f.conventional.type}${x.f.conventional.scope ? `(${x.f.conventional.scope})` : ''}`]
        : [],
    ),
    2,
  );
  const [first, second] = headers;
  const using = !first
    ? ''
    : first[1] === bots.length
      ? ` using "${first[0]}:" messages`
      : second && first[1] + second[1] >= 0.8 * bots.length
        ? ` using "${first[0]}:" (${pct(first[1] / bots.length)}) and "${second[0]}:" (${pct(second[1] / bots.length)}) messages`
        : first[1] / bots.length >= 0.6
          ? ` mostly using "${first[0]}:" messages (${pct(first[1] / bots.length)})`
          : '';
  add('bots', `Bot commits (${pct(bots.length / total)} of all: ${who})${using}`, bots.length / total, ex(bots));
}

// The branches a feature branch is usually brought up to date with.
const MAIN_BRANCH = /^(?:origin\/|upstream\/)?(?:main|master|develop|development|dev|trunk)$/;

/** What the merge commits merge: pull or merge requests, tags, the main branch into another, other branches. */
function mergeKinds(merges: Array<{ r: CommitRecord }>): string {
  const kinds = merges.map(({ r }) => {
    if (/^Merge pull request #\d+/.test(r.subject)) return 'of pull requests';
    if (/^See merge request \S+!\d+/m.test(r.body) || /^Merge merge request/.test(r.subject))
      return 'of merge requests';
    if (/^Merge (?:tag|signed tag)\b/.test(r.subject)) return 'of tags';
    const branch = /^Merge (?:remote-tracking )?branch '([^']+)'/.exec(r.subject);
    if (branch && MAIN_BRANCH.test(branch[1]!)) return `of '${branch[1]!.replace(/^\w+\//, '')}' into a branch`;
    if (branch) return 'of other branches';
    return 'other';
  });
  return top(kinds, 5)
    .map(([k, c]) => `${c} ${k}`)
    .join(', ');
}

/**
 * A ticket "key" whose project never comes with another number ("UTF-8 …", "SHA-256 …") names a
 * standard, not a tracker: those subjects are free-form.
 */
function relabelLoneKeys<T extends { r: CommitRecord; f: CommitFacts }>(all: T[]): T[] {
  const numbers = new Map<string, Set<string>>();
  for (const x of all) {
    const key = x.f.ticket?.key;
    if (!key) continue;
    const [project, num] = key.split('-') as [string, string];
    numbers.set(project, (numbers.get(project) ?? new Set()).add(num));
  }
  const lone = (key: string) => (numbers.get(key.split('-')[0]!)?.size ?? 0) < 2;
  return all.map((x) => {
    const t = x.f.ticket;
    if (!t || !lone(t.key)) return x;
    if (t.where !== 'first') return { ...x, f: { ...x.f, ticket: null } };
    const { prefix: _prefix, ...rest } = x.f;
    return {
      ...x,
      f: { ...rest, style: 'free' as const, ticket: null, description: unwrapSubject(x.r.subject).inner },
    };
  });
}
