// Synthetic commit histories, one per convention family, written for this project (no subject is
// taken from a real repository) and generated from a seeded PRNG, so every run sees the same
// histories. Each family says which subject style it uses, which trailers recur, and whether its
// numbers are pull requests or issues: what `learn-git` must find, and nothing it must claim.
import { mulberry32 } from '../../../src/core/random';
import type { CommitRecord } from '../../../src/core/capture/commits/types';
import type { SubjectStyle } from '../../../src/core/capture/commits/subject';

export interface Family {
  id: string;
  /** Styles a careful reader would name for this history (the first is the main one). */
  styles: SubjectStyle[];
  trailers: string[];
  pullRequests: boolean;
  issues: boolean;
  /** Authors that are automation. */
  bots: string[];
  /** Whether commits link their code review (Gerrit Reviewed-on, Phabricator Differential Revision); unchecked when absent. */
  reviews?: boolean;
  /** Statements the report must make (matched on the habit texts). */
  says?: RegExp[];
  /** Statements that would be false for this history. */
  never?: RegExp[];
  records: CommitRecord[];
}

const VERBS = [
  'add',
  'fix',
  'remove',
  'update',
  'refactor',
  'rename',
  'simplify',
  'document',
  'handle',
  'support',
  'avoid',
  'cache',
  'validate',
  'log',
  'skip',
];
const OBJECTS = [
  'the retry loop',
  'config parsing',
  'an empty payload',
  'the login form',
  'stale cache entries',
  'a race in the scheduler',
  'the export button',
  'timezone offsets',
  'long file names',
  'the health check',
  'unicode input',
  'the fallback path',
  'nested lists',
  'the build script',
  'error messages',
];
const PEOPLE = [
  'Ana Pereira',
  'Kofi Mensah',
  'Li Wei',
  'Marta Nowak',
  'Jonas Berg',
  'Priya Raman',
  'Tomás Ruiz',
  'Hana Sato',
];
const FILES = [
  'src/core/a.ts',
  'src/ui/b.tsx',
  'lib/c.go',
  'net/http/d.go',
  'drivers/e.c',
  'docs/f.md',
  'tests/g.test.ts',
];

function make(seed: number) {
  const rnd = mulberry32(seed);
  const pick = <T>(xs: readonly T[]): T => xs[Math.floor(rnd() * xs.length)]!;
  const sha = () => Array.from({ length: 40 }, () => '0123456789abcdef'[Math.floor(rnd() * 16)]).join('');
  const phrase = (cap = false) => {
    const v = pick(VERBS);
    return `${cap ? v[0]!.toUpperCase() + v.slice(1) : v} ${pick(OBJECTS)}`;
  };
  let t = Date.parse('2025-03-01T09:00:00Z');
  const record = (
    subject: string,
    body = '',
    author = pick(PEOPLE),
    files = [pick(FILES), pick(FILES)],
    email?: string,
  ): CommitRecord => {
    t += Math.floor(rnd() * 36e5 * 20);
    return {
      sha: sha(),
      author_time: new Date(t).toISOString(),
      author,
      ...(email ? { author_email: email } : {}),
      subject,
      body,
      files_changed: [...new Set(files)],
    };
  };
  const int = (lo: number, hi: number) => lo + Math.floor(rnd() * (hi - lo + 1));
  const hex = (len: number) => sha().slice(0, len);
  /** A merge commit: no files changed, as `git log` shows it. */
  const merge = (subject: string, body = '', author = pick(PEOPLE)) => record(subject, body, author, []);
  return { rnd, pick, phrase, record, int, hex, merge };
}

const person = (name: string, domain = 'example.org') => `${name} <${name.split(' ')[0]!.toLowerCase()}@${domain}>`;
const WHY = [
  'The old code assumed the list was never empty.',
  'Callers relied on the side effect, which made the order of calls matter.',
  'This keeps the two code paths in step and removes a copy.',
  'Without this the cache kept entries after their owner was gone.',
  'Measured on the benchmark suite: no change in the median.',
];

const N = 60;

function family(
  id: string,
  seed: number,
  spec: Omit<Family, 'id' | 'records'>,
  gen: (g: ReturnType<typeof make>, i: number) => CommitRecord,
  n = N,
): Family {
  const g = make(seed);
  return { id, ...spec, records: Array.from({ length: n }, (_, i) => gen(g, i)) };
}

/** Every family: the first conventions, then the habits of real projects written anew (realWorldFamilies). */
export function families(): Family[] {
  return [...baseFamilies(), ...realWorldFamilies(), ...moreFamilies()];
}

/** The first 19 families (the speed figure commits.analyze_10k_ms is measured on them, for comparison over time). */
export function baseFamilies(): Family[] {
  return [
    family(
      'conventional-scoped',
      1,
      { styles: ['conventional'], trailers: [], pullRequests: true, issues: false, bots: [] },
      (g) =>
        g.record(
          `${g.pick(['feat', 'fix', 'docs', 'refactor', 'chore'])}(${g.pick(['api', 'ui', 'cli', 'core'])}): ${g.phrase()} (#${100 + Math.floor(g.rnd() * 900)})`,
        ),
    ),
    family(
      'conventional-plain',
      2,
      { styles: ['conventional'], trailers: [], pullRequests: false, issues: false, bots: [] },
      (g) => g.record(`${g.pick(['feat', 'fix', 'chore', 'test'])}: ${g.phrase()}`),
    ),
    family(
      'go-package-paths',
      3,
      {
        styles: ['path'],
        trailers: ['Change-Id', 'Reviewed-on', 'Reviewed-by'],
        pullRequests: false,
        issues: false,
        bots: [],
      },
      (g) =>
        g.record(
          `${g.pick(['net/http', 'cmd/go', 'runtime', 'os/exec', 'internal/poll'])}: ${g.phrase()}`,
          `Explain why the change is needed.\n\nChange-Id: I${'a'.repeat(8)}${Math.floor(g.rnd() * 1e6)}\nReviewed-on: https://review.example.org/c/proj/+/${Math.floor(g.rnd() * 1e5)}\nReviewed-by: ${g.pick(PEOPLE)} <reviewer@example.org>`,
        ),
    ),
    family(
      'kernel-nested-areas',
      4,
      {
        styles: ['area'],
        trailers: ['Signed-off-by', 'Reviewed-by', 'Acked-by', 'Reported-by'],
        pullRequests: false,
        issues: false,
        bots: [],
      },
      (g) =>
        g.record(
          `${g.pick(['drm', 'net', 'fs', 'mm'])}: ${g.pick(['i915', 'ext4', 'tcp', 'vmscan', 'amdgpu'])}: ${g.phrase()}`,
          `Describe the problem and the fix.\n\nReported-by: ${g.pick(PEOPLE)} <r@example.org>\nAcked-by: ${g.pick(PEOPLE)} <a@example.org>\nReviewed-by: ${g.pick(PEOPLE)} <v@example.org>\nSigned-off-by: ${g.pick(PEOPLE)} <s@example.org>`,
        ),
    ),
    family(
      'single-area-prefix',
      5,
      { styles: ['path'], trailers: ['Signed-off-by'], pullRequests: false, issues: false, bots: [] },
      (g) =>
        g.record(
          `${g.pick(['ssh', 'wg-quick', 'dns', 'bootloader', 'ci'])}: ${g.phrase()}`,
          `Details.\n\nSigned-off-by: ${g.pick(PEOPLE)} <x@example.org>`,
        ),
    ),
    family('ticket-keys', 6, { styles: ['ticket'], trailers: [], pullRequests: false, issues: false, bots: [] }, (g) =>
      g.record(
        `${g.pick(['PAY', 'OPS', 'WEB'])}-${100 + Math.floor(g.rnd() * 900)}${g.pick([':', ''])} ${g.phrase(true)}`,
      ),
    ),
    family(
      'ticket-brackets',
      7,
      { styles: ['ticket'], trailers: [], pullRequests: false, issues: false, bots: [] },
      (g) => g.record(`[${g.pick(['CORE', 'APP'])}-${10 + Math.floor(g.rnd() * 90)}] ${g.phrase(true)}`),
    ),
    family('gitmoji', 8, { styles: ['gitmoji'], trailers: [], pullRequests: false, issues: false, bots: [] }, (g) =>
      g.record(`${g.pick([':sparkles:', ':bug:', ':memo:', ':recycle:', ':white_check_mark:'])} ${g.phrase(true)}`),
    ),
    family('unicode-emoji', 9, { styles: ['emoji'], trailers: [], pullRequests: false, issues: false, bots: [] }, (g) =>
      g.record(`${g.pick(['✨', '🐛', '📝', '♻️', '🔥'])} ${g.phrase(true)}`),
    ),
    family('bracket-tags', 10, { styles: ['tag'], trailers: [], pullRequests: false, issues: false, bots: [] }, (g) =>
      g.record(`[${g.pick(['docs', 'build', 'ui', 'api'])}] ${g.phrase(true)}`),
    ),
    family(
      'free-imperative',
      11,
      { styles: ['free'], trailers: [], pullRequests: false, issues: true, bots: [] },
      (g) => g.record(g.phrase(true), g.rnd() < 0.5 ? `Fixes #${10 + Math.floor(g.rnd() * 90)}` : ''),
    ),
    family(
      'free-past-tense',
      12,
      { styles: ['free'], trailers: [], pullRequests: false, issues: false, bots: [] },
      (g) => g.record(`${g.pick(['Fixed', 'Added', 'Removed', 'Updated', 'Changed'])} ${g.pick(OBJECTS)}`),
    ),
    family(
      'french-messages',
      13,
      { styles: ['free'], trailers: [], pullRequests: false, issues: false, bots: [] },
      (g) =>
        g.record(
          `${g.pick(['Ajoute', 'Corrige', 'Supprime', 'Renomme', 'Simplifie'])} ${g.pick(['la page de connexion', 'le cache des sessions', 'les tests du parseur', 'le script de build', "l'export des factures"])}`,
        ),
    ),
    family(
      'russian-messages',
      14,
      { styles: ['free'], trailers: [], pullRequests: false, issues: false, bots: [] },
      (g) =>
        g.record(
          `${g.pick(['Добавить', 'Исправить', 'Удалить', 'Обновить'])} ${g.pick(['страницу входа', 'кэш сессий', 'тесты парсера', 'скрипт сборки'])}`,
        ),
    ),
    family(
      'merge-script-prs',
      15,
      { styles: ['free'], trailers: [], pullRequests: true, issues: false, bots: [] },
      (g) =>
        g.record(
          g.phrase(true),
          `Longer explanation of the change.\n\nCloses #${1000 + Math.floor(g.rnd() * 9000)} from ${g.pick(['ana', 'kofi', 'liwei'])}/${g.pick(['fix-cache', 'retry', 'docs'])}`,
        ),
    ),
    family(
      'bot-with-human-name',
      16,
      { styles: ['path'], trailers: [], pullRequests: false, issues: false, bots: ['Gerald Roboto'] },
      (g, i) =>
        i % 3 === 0
          ? g.record(
              `all: update vendored dependencies to v0.${Math.floor(g.rnd() * 40)}.${Math.floor(g.rnd() * 9)}`,
              '',
              'Gerald Roboto',
              ['vendor/modules.txt'],
            )
          : g.record(`${g.pick(['net/http', 'cmd/go', 'runtime'])}: ${g.phrase()}`),
    ),
    family(
      'lowercase-issue-keys',
      17,
      { styles: ['ticket'], trailers: [], pullRequests: true, issues: true, bots: [] },
      (g) =>
        g.record(
          `${g.pick(['gh', 'bpo'])}-${10000 + Math.floor(g.rnd() * 90000)}: ${g.phrase(true)} (#${20000 + Math.floor(g.rnd() * 9000)})`,
        ),
    ),
    family(
      'issue-first-double-dash',
      18,
      { styles: ['ticket'], trailers: [], pullRequests: false, issues: true, bots: [] },
      (g) =>
        g.record(
          `${g.pick(['Fixed', 'Refs'])} #${30000 + Math.floor(g.rnd() * 9000)} -- ${g.pick(['Corrected', 'Added', 'Removed', 'Made'])} ${g.phrase()}.`,
        ),
    ),
    family(
      'merge-bot-rollups',
      19,
      { styles: ['free'], trailers: [], pullRequests: true, issues: false, bots: [] },
      (g, i) =>
        i % 4 === 0
          ? g.record(
              `${g.pick(['Rollup', 'Auto'])} merge of #${5000 + Math.floor(g.rnd() * 4000)} - ${g.pick(['ana', 'kofi'])}:${g.pick(['fix-cache', 'docs'])}, r=${g.pick(['li', 'jo'])}`,
            )
          : g.record(g.phrase(true)),
    ),
  ];
}

const TYPES = ['feat', 'fix', 'docs', 'refactor', 'test', 'perf'];
const SCOPES = ['api', 'ui', 'cli', 'core', 'router'];
const PACKAGES = ['left-pad-ng', 'tinyqueue', 'yaml-lite', 'fastglob2', 'colorette-x', 'ms-parse'];
const version = (g: ReturnType<typeof make>) => `${g.int(0, 4)}.${g.int(0, 20)}.${g.int(0, 9)}`;

/**
 * Conventions real projects use that the first families do not: breaking changes and release
 * bots, Gerrit and mailing-list trailers, Phabricator bodies, GitHub and GitLab merges, fixup and
 * WIP commits, ticket keys in other places, bots of every kind, mixed languages and histories
 * too small to say anything. Every name and sentence is made up.
 */
export function realWorldFamilies(): Family[] {
  return [
    family(
      'conventional-breaking-release',
      20,
      {
        styles: ['conventional'],
        trailers: [],
        pullRequests: false,
        issues: false,
        bots: ['semantic-release-bot'],
        says: [/Marks breaking changes/, /semantic-release-bot \d+\) using "chore\(release\):"/],
        // The BREAKING CHANGE footer belongs to the breaking-change habit, not to a trailer of its own.
        never: [/Breaking[- ]change trailer|BREAKING CHANGE trailer/i],
      },
      (g, i) => {
        if (i % 6 === 5) {
          const v = `2.${Math.floor(i / 6)}.0`;
          return g.record(
            `chore(release): ${v} [skip ci]`,
            `## [${v}](https://git.example.org/acme/widgets/compare/v2.${Math.floor(i / 6) - 1}.0...v${v})\n\n### Features\n\n* **${g.pick(SCOPES)}:** ${g.phrase()} (${g.hex(7)})`,
            'semantic-release-bot',
            ['CHANGELOG.md', 'package.json'],
            'release-bot@example.org',
          );
        }
        if (i % 9 === 2)
          return g.record(
            `feat(${g.pick(SCOPES)})!: ${g.phrase()}`,
            g.rnd() < 0.5 ? `BREAKING CHANGE: the ${g.pick(['timeout', 'retries', 'baseUrl'])} option is gone.` : '',
          );
        if (i % 9 === 4)
          return g.record(
            `refactor(${g.pick(SCOPES)}): ${g.phrase()}`,
            `${g.pick(WHY)}\n\nBREAKING CHANGE: ${g.pick(['exports', 'options', 'events'])} were renamed.`,
          );
        if (i % 13 === 7)
          return g.record(`revert: ${g.pick(TYPES)}(ui): ${g.phrase()}`, `This reverts commit ${g.hex(40)}.`);
        return g.record(`${g.pick(TYPES)}(${g.pick(SCOPES)}): ${g.phrase()}`);
      },
    ),
    family(
      'release-please-changesets',
      21,
      {
        styles: ['conventional'],
        trailers: [],
        pullRequests: true,
        issues: false,
        bots: ['release-please[bot]', 'github-actions[bot]'],
        never: [/"Version …"/],
      },
      (g, i) => {
        const pr = g.int(100, 999);
        if (i % 10 === 3)
          return g.record(
            `chore(main): release ${version(g)} (#${pr})`,
            `:robot: Release notes prepared by the release workflow.\n\n### Bug Fixes\n\n* ${g.phrase()}`,
            'release-please[bot]',
            ['CHANGELOG.md', 'package.json'],
          );
        if (i % 10 === 8)
          return g.record(
            `Version Packages (#${pr})`,
            `Releases prepared by the release workflow.\n\n## @acme/widgets@${version(g)}\n\n### Patch Changes\n\n- ${g.hex(7)}: ${g.phrase()}`,
            'github-actions[bot]',
            ['packages/widgets/CHANGELOG.md', 'packages/widgets/package.json'],
          );
        return g.record(`${g.pick(TYPES)}${g.rnd() < 0.5 ? `(${g.pick(SCOPES)})` : ''}: ${g.phrase()} (#${pr})`);
      },
    ),
    family(
      'gerrit-chromium',
      22,
      {
        styles: ['path', 'tag'],
        trailers: ['Bug', 'Change-Id', 'Reviewed-on', 'Reviewed-by', 'Commit-Queue', 'Auto-Submit'],
        pullRequests: false,
        issues: true,
        reviews: true,
        bots: ['autoroll-service'],
        // Keys are quoted as the project spells them.
        never: [/Commit-queue|Auto-submit/],
      },
      (g, i) => {
        const change = g.int(4_000_000, 4_999_999);
        const cp = g.int(1_200_000, 1_299_999);
        if (i % 4 === 1) {
          const n = g.int(1, 9);
          return g.record(
            `Roll ${g.pick(['src/third_party/canvaskit', 'src/third_party/glshim', 'src/jsengine', 'src/third_party/inspector/src'])} from ${g.hex(12)} to ${g.hex(12)} (${n} revision${n === 1 ? '' : 's'})`,
            `https://source.example.dev/dep.git/+log/${g.hex(12)}..${g.hex(12)}\n\nPause the roller and revert this change if a test breaks.\n\nBug: None\nChange-Id: I${g.hex(40)}\nReviewed-on: https://review.example.dev/c/browser/src/+/${change}\nCommit-Queue: autoroll-service <autoroll@accounts.example.dev>\nCr-Commit-Position: refs/heads/main@{#${cp}}`,
            'autoroll-service',
            ['DEPS'],
            'autoroll@accounts.example.dev',
          );
        }
        const author = g.pick(PEOPLE);
        const subject =
          i % 5 === 2
            ? `[${g.pick(['ios', 'Extensions', 'A11y'])}] ${g.phrase(true)}`
            : `${g.pick(['ui/views', 'net', 'ash', 'content/browser', 'base', 'cc/paint'])}: ${g.phrase(true)}`;
        const trailers = [
          `Bug: ${g.rnd() < 0.85 ? g.int(100_000, 999_999) : 'None'}`,
          `Change-Id: I${g.hex(40)}`,
          `Reviewed-on: https://review.example.dev/c/browser/src/+/${change}`,
          ...(g.rnd() < 0.35 ? [`Auto-Submit: ${person(author, 'example.dev')}`] : []),
          ...(g.rnd() < 0.7 ? [`Commit-Queue: ${person(author, 'example.dev')}`] : []),
          `Reviewed-by: ${person(g.pick(PEOPLE), 'example.dev')}`,
          `Cr-Commit-Position: refs/heads/main@{#${cp}}`,
        ];
        return g.record(subject, `${g.pick(WHY)}\n\n${trailers.join('\n')}`, author);
      },
      80,
    ),
    family(
      'kernel-mailing-list',
      23,
      {
        styles: ['area', 'path'],
        trailers: [
          'Signed-off-by',
          'Fixes',
          'Link',
          'Cc',
          'Acked-by',
          'Tested-by',
          'Reported-by',
          'Suggested-by',
          'Reviewed-by',
        ],
        pullRequests: false,
        // "Fixes: <sha> (…)" names the commit that broke, not an issue.
        issues: false,
        bots: [],
        says: [/Merge commits/],
      },
      (g, i) => {
        if (i % 6 === 0)
          return g.merge(
            `Merge tag '${g.pick(['net', 'mm', 'sound'])}-6.${g.int(1, 12)}-rc${g.int(1, 7)}' of git://git.example.org/pub/scm/kernel/git/maint/tree`,
            `Pull fixes from Lorin Vale:\n\n - ${g.phrase()}\n - ${g.phrase()}`,
            'Lorin Vale',
          );
        const subject =
          i % 5 === 1
            ? `${g.pick(['drm/i915/gt', 'drm/amd/display', 'arm64/mm'])}: ${g.phrase()}`
            : `${g.pick(['net', 'mm', 'fs', 'sched', 'arm64'])}: ${g.pick(['mlx5', 'vmscan', 'ext4', 'fair', 'tcp', 'dts'])}: ${g.phrase()}`;
        const t: string[] = [];
        if (g.rnd() < 0.35)
          t.push(`Fixes: ${g.hex(12)} ("${g.pick(['net', 'mm'])}: ${g.pick(['tcp', 'slab'])}: ${g.phrase()}")`);
        if (g.rnd() < 0.2)
          t.push(`Reported-by: ${g.rnd() < 0.3 ? `fuzzbot+${g.hex(10)}@fuzzer.example.com` : person(g.pick(PEOPLE))}`);
        if (g.rnd() < 0.15) t.push(`Suggested-by: ${person(g.pick(PEOPLE))}`);
        if (g.rnd() < 0.15) t.push(`Cc: stable@vger.example.org # 6.${g.int(1, 9)}+`);
        if (g.rnd() < 0.3) t.push(`Acked-by: ${person(g.pick(PEOPLE))}`);
        if (g.rnd() < 0.25) t.push(`Tested-by: ${person(g.pick(PEOPLE))}`);
        if (g.rnd() < 0.4) t.push(`Reviewed-by: ${person(g.pick(PEOPLE))}`);
        t.push(`Signed-off-by: ${person(g.pick(PEOPLE))}`);
        // A maintainer's bracketed note between two sign-offs, then the maintainer's own sign-off.
        if (g.rnd() < 0.15) t.push(`[${g.pick(['lv', 'mn'])}: reworded the changelog]`);
        if (g.rnd() < 0.5) t.push(`Signed-off-by: ${person(g.pick(PEOPLE))}`);
        if (g.rnd() < 0.7)
          t.push(`Link: https://lists.example.org/r/2025${g.int(1000, 9999)}.${g.int(10, 99)}-1-dev@example.org`);
        return g.record(subject, `${g.pick(WHY)}\n\n${g.pick(WHY)}\n\n${t.join('\n')}`);
      },
      80,
    ),
    family(
      'phabricator-summary',
      24,
      {
        styles: ['free'],
        trailers: ['Differential Revision'],
        pullRequests: false,
        issues: false,
        reviews: true,
        bots: [],
        says: [/Summary.*Test Plan/],
        never: [/Subject-only|pull request/],
      },
      (g) => {
        const d = g.int(10_000, 99_999);
        const reviewers = `${g.pick(PEOPLE).split(' ')[0]!.toLowerCase()}, ${g.pick(PEOPLE).split(' ')[0]!.toLowerCase()}`;
        const body =
          g.rnd() < 0.6
            ? `Summary:\n${g.pick(WHY)}\n\nTest Plan:\nRan the unit tests and clicked through the settings page.\n\nReviewers: ${reviewers}\n\nSubscribers: ${g.pick(PEOPLE).split(' ')[0]!.toLowerCase()}\n\nDifferential Revision: https://reviews.example.org/D${d}`
            : `Summary: ${g.pick(WHY)}\n\nTest Plan: the new case in the parser tests passes.\n\nReviewed By: ${reviewers}\n\nDifferential Revision: D${d}`;
        return g.record(g.phrase(true), body);
      },
    ),
    family(
      'github-squash-and-merges',
      25,
      {
        styles: ['free'],
        trailers: ['Co-authored-by'],
        pullRequests: true,
        issues: false,
        bots: [],
        says: [/pull request/, /Merge commits in the history \(\d+%: .*pull requests.*into/],
        // GitHub's list of squashed commits is no explanation the author wrote.
        never: [/Linear history|Explains the change/],
      },
      (g, i) => {
        if (i % 5 === 0)
          return g.merge(
            `Merge pull request #${g.int(10, 400)} from ${g.pick(['ana', 'kofi', 'marta'])}/${g.pick(['fix-cache', 'retry-loop', 'docs-typo'])}`,
            g.phrase(true),
            'Ines Calloway',
          );
        if (i % 10 === 1)
          return g.merge(`Merge branch 'main' into ${g.pick(['feature/export', 'fix/retry', 'spike-cache'])}`);
        const co = g.rnd() < 0.35;
        return g.record(
          `${g.phrase(true)} (#${g.int(10, 400)})`,
          co
            ? `* ${g.phrase()}\n\n* address review comments\n\n---------\n\nCo-authored-by: ${g.pick(PEOPLE)} <${g.int(1000, 99999)}+dev@users.noreply.example.com>`
            : '',
        );
      },
    ),
    family(
      'gitlab-merge-requests',
      26,
      {
        styles: ['free'],
        trailers: [],
        pullRequests: true,
        issues: true,
        bots: [],
        says: [/merge request/],
      },
      (g, i) => {
        const mr = `See merge request platform/billing!${g.int(10, 900)}`;
        if (i % 4 === 0)
          return g.merge(
            `Merge branch '${g.pick(['feat', 'fix'])}/${g.pick(['invoices', 'tax-rates', 'export'])}' into 'main'`,
            `${g.phrase(true)}\n\nCloses #${g.int(10, 300)}\n\n${mr}`,
          );
        const r = g.rnd();
        return g.record(
          g.phrase(true),
          r < 0.45 ? `${g.pick(WHY)}\n\nCloses #${g.int(10, 300)}\n\n${mr}` : r < 0.6 ? `${g.pick(WHY)}\n\n${mr}` : '',
        );
      },
    ),
    family(
      'fixup-wip-reverts',
      27,
      {
        styles: ['conventional'],
        trailers: [],
        pullRequests: false,
        issues: false,
        bots: [],
        says: [/fixup!|work in progress/i, /Reverts happen/],
        // Neither git's wrappers nor WIP markers are a subject style or a verb.
        never: [/Free-form|"Fixup …"|"Squash …"|"Wip …"|"Revert …"/],
      },
      (g, i) => {
        const subject = () => `${g.pick(TYPES)}(${g.pick(SCOPES)}): ${g.phrase()}`;
        if (i % 5 === 3)
          return g.record(
            g.pick([`fixup! ${subject()}`, `squash! ${subject()}`, 'WIP', `wip: ${g.phrase()}`, `WIP: ${g.phrase()}`]),
          );
        if (i % 11 === 6) return g.record(`Revert "${subject()}"`, `This reverts commit ${g.hex(40)}.`);
        return g.record(subject());
      },
    ),
    family(
      'jira-in-scope',
      28,
      {
        styles: ['conventional', 'ticket'],
        trailers: [],
        pullRequests: false,
        issues: false,
        bots: [],
        says: [/ticket key.*scope/i],
      },
      (g) =>
        g.rnd() < 0.8
          ? g.record(`${g.pick(TYPES)}(${g.pick(['SHOP', 'INV'])}-${g.int(10, 999)}): ${g.phrase()}`)
          : g.record(`${g.pick(TYPES)}: ${g.phrase()}`),
    ),
    family(
      'jira-mixed-positions',
      29,
      {
        styles: ['ticket', 'free'],
        trailers: [],
        pullRequests: false,
        issues: false,
        bots: [],
        says: [/ticket key/i],
      },
      (g, i) => {
        const key = `${g.pick(['OPS', 'DATA'])}-${g.int(10, 9999)}`;
        return g.record(
          i % 3 === 0
            ? `[${key}] ${g.phrase(true)}`
            : i % 3 === 1
              ? `${g.phrase(true)} (${key})`
              : `${key} ${g.phrase(true)}`,
        );
      },
    ),
    family(
      'jira-suffix',
      30,
      {
        styles: ['free', 'ticket'],
        trailers: [],
        pullRequests: false,
        issues: false,
        bots: [],
        says: [/ticket key.*end/i],
      },
      (g) => g.record(g.rnd() < 0.85 ? `${g.phrase(true)} (WEB-${g.int(100, 4000)})` : g.phrase(true)),
    ),
    family(
      'bots-of-every-kind',
      31,
      {
        styles: ['free'],
        trailers: [],
        pullRequests: false,
        issues: false,
        bots: [
          'dependabot[bot]',
          'renovate[bot]',
          'github-actions[bot]',
          'pre-commit-ci[bot]',
          'web-flow',
          'Pat Whitlock',
          'Sol Brandt',
        ],
        // A person who documents many things is not a bot.
        never: [/Rhea Okafor \d/],
      },
      (g, i) => {
        const slot = i % 20;
        const pkg = g.pick(PACKAGES);
        if (slot === 1)
          return g.record(
            `Bump ${pkg} from ${version(g)} to ${version(g)}`,
            `Bumps ${pkg} to the latest release.\n\nSigned-off-by: dependabot[bot] <support@example.com>`,
            'dependabot[bot]',
            ['package-lock.json'],
          );
        if (slot === 3)
          return g.record(`Update dependency ${pkg} to v${g.int(2, 9)}`, '', 'renovate[bot]', ['package.json']);
        if (slot === 5)
          return g.record(
            `${g.pick(['Regenerate the API client', 'Refresh the generated schema'])}`,
            '',
            'github-actions[bot]',
            ['src/gen/api.ts'],
          );
        if (slot === 7)
          return g.record('[pre-commit.ci] apply hook fixes', '', 'pre-commit-ci[bot]', ['.pre-commit-config.yaml']);
        if (slot === 9)
          return g.record(`Update ${g.pick(['README.md', 'CONTRIBUTING.md'])}`, '', 'web-flow', ['README.md']);
        if (slot === 11 || slot === 15 || slot === 19)
          return g.record(`Update dependency ${pkg} to v${version(g)}`, '', 'Pat Whitlock', ['package.json']);
        if (slot === 13)
          return g.record(
            g.pick([`[bot] Sync translations from the portal`, `Automated update of the API schema`]),
            '',
            'Sol Brandt',
            ['locales/fr.json'],
          );
        if (slot === 2 || slot === 12)
          return g.record(`Document ${g.pick(OBJECTS)}`, '', 'Rhea Okafor', ['docs/guide.md']);
        return g.record(g.phrase(true));
      },
      100,
    ),
    family(
      'mixed-language-lowercase',
      32,
      {
        styles: ['free'],
        trailers: [],
        pullRequests: false,
        issues: false,
        bots: [],
        says: [/mostly in English, some in French \(35%\)/, /lower case/],
        never: [/capital/],
      },
      (g, i) =>
        g.record(
          i % 3 === 1
            ? `${g.pick(['corrige', 'ajout de', 'nettoyage du', 'supprime'])} ${g.pick(['le cache des sessions', "l'export des factures", 'la page de connexion', 'les tests du parseur'])}`
            : g.phrase(),
        ),
    ),
    ...[1, 3, 5].map((n) =>
      family(
        `tiny-${n}`,
        40 + n,
        {
          styles: [],
          trailers: [],
          pullRequests: false,
          issues: false,
          bots: [],
          says: [/[Tt]oo few commits/],
          // No share is stated on so few commits.
          never: [/\d+%/],
        },
        (g) =>
          g.record(`${g.pick(TYPES)}(${g.pick(SCOPES)}): ${g.phrase()} (#${g.int(10, 99)})`, `Fixes #${g.int(1, 9)}`),
        n,
      ),
    ),
    family(
      'small-12',
      50,
      { styles: ['conventional'], trailers: [], pullRequests: false, issues: false, bots: [] },
      (g) => g.record(`${g.pick(TYPES)}: ${g.phrase()}`),
      12,
    ),
  ];
}

/** Conventions seen since the first real-world families: capitalised or custom types, chained tags, other languages. */
export function moreFamilies(): Family[] {
  return [
    family(
      'conventional-capitalised',
      60,
      {
        styles: ['conventional'],
        trailers: [],
        pullRequests: false,
        issues: false,
        bots: [],
        says: [/Conventional Commits .*Feat|Conventional Commits .*Fix|Conventional Commits .*ref/],
        never: [/lower case/],
      },
      (g) =>
        g.record(
          g.rnd() < 0.75
            ? `${g.pick(['Feat', 'Fix', 'Docs', 'Refactor'])}${g.rnd() < 0.5 ? `(${g.pick(SCOPES)})` : ''}: ${g.phrase(true)}`
            : `${g.pick(['ref', 'enh', 'meta'])}(${g.pick(SCOPES)}): ${g.phrase(true)}`,
        ),
    ),
    family(
      'chained-component-tags',
      61,
      { styles: ['tag'], trailers: [], pullRequests: true, issues: false, bots: [], never: [/"Sema …"|"Codegen …"/] },
      (g) =>
        g.record(
          `[${g.pick(['clang', 'lld', 'mlir'])}]${g.rnd() < 0.5 ? `[${g.pick(['Sema', 'Codegen', 'NFC'])}]` : ''} ${g.phrase(true)} (#${g.int(1000, 99999)})`,
        ),
    ),
    family(
      'gitmoji-with-types',
      63,
      {
        styles: ['gitmoji', 'emoji'],
        trailers: [],
        pullRequests: false,
        issues: false,
        bots: [],
        says: [/gitmoji .*then a Conventional type/],
      },
      (g) => {
        const [code, type] = g.pick([
          [':sparkles:', 'feat'],
          [':bug:', 'fix'],
          [':memo:', 'docs'],
        ] as const);
        return g.record(
          g.rnd() < 0.8
            ? `${code} ${type}${g.rnd() < 0.5 ? `(${g.pick(SCOPES)})` : ''}: ${g.phrase()}`
            : `${code} ${g.phrase(true)}`,
        );
      },
    ),
    family(
      'capitalised-areas',
      64,
      {
        styles: ['path', 'free'],
        trailers: [],
        pullRequests: false,
        issues: false,
        bots: [],
        says: [/package or path prefix .*Parser|package or path prefix .*Sidebar/],
        // The area is never quoted as the verb, and its capital never makes the subject a sentence.
        never: [/"(?:Parser|Sidebar|Sync|Exporter|Auth) …"/, /^Free-form subjects/],
      },
      (g) => {
        const areas = ['Parser', 'Sidebar', 'Sync', 'Exporter', 'Auth'];
        if (g.rnd() < 0.2) return g.record(g.phrase(true));
        const head = g.rnd() < 0.15 ? `${g.pick(areas)}, ${g.pick(areas)}` : g.pick(areas);
        return g.record(`${head}: ${g.phrase(g.rnd() < 0.5)}`);
      },
    ),
    family(
      'english-quoting-russian',
      65,
      {
        styles: ['free'],
        trailers: [],
        pullRequests: false,
        issues: false,
        bots: [],
        // English subjects that quote the Russian labels of the UI they translate are not Russian.
        never: [/Russian/],
      },
      (g) =>
        g.record(
          g.rnd() < 0.4
            ? `${g.pick(['Translate', 'Shorten', 'Fix'])} the "${g.pick(['Сохранить', 'Отмена', 'Настройки', 'Выйти'])}" label on ${g.pick(OBJECTS)}`
            : g.phrase(true),
        ),
    ),
    family(
      'spanish-messages',
      62,
      {
        styles: ['free'],
        trailers: [],
        pullRequests: false,
        issues: false,
        bots: [],
        says: [/neither English, French nor Russian/],
        // Spanish shares "de" and "la" with French: neither the language nor a mood may be claimed.
        never: [/messages in French|some in French|imperative/],
      },
      (g) =>
        g.record(
          `${g.pick(['Agrega', 'Corrige', 'Elimina', 'Actualiza'])} ${g.pick(['el formulario de la cuenta', 'los tests del parser', 'la exportación de facturas', 'el script para la compilación'])}`,
        ),
    ),
  ];
}
