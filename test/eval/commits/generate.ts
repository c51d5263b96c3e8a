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
  ): CommitRecord => {
    t += Math.floor(rnd() * 36e5 * 20);
    return {
      sha: sha(),
      author_time: new Date(t).toISOString(),
      author,
      subject,
      body,
      files_changed: [...new Set(files)],
    };
  };
  return { rnd, pick, phrase, record };
}

const N = 60;

function family(
  id: string,
  seed: number,
  spec: Omit<Family, 'id' | 'records'>,
  gen: (g: ReturnType<typeof make>, i: number) => CommitRecord,
): Family {
  const g = make(seed);
  return { id, ...spec, records: Array.from({ length: N }, (_, i) => gen(g, i)) };
}

export function families(): Family[] {
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
