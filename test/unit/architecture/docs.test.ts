// The documentation a newcomer follows must lead somewhere: every repository path named in docs/
// exists, every seed the code names has its excerpt in docs/seeds/, and every seed section the
// code or the docs cite ("docs/seeds/003.md §4.2", "seed 004 §4.2 B", "seed 003 section 11") is a
// heading of that excerpt.
import test from 'node:test';
import assert from 'node:assert/strict';
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { ROOT } from '../../../scripts/import-graph';

const DOCS = join(ROOT, 'docs');
const SEEDS = join(DOCS, 'seeds');
/** Where the code cites seeds: sources, tests, scripts, benches, and the docs themselves. */
const CITING = ['src', 'webview/src', 'test', 'scripts', 'bench', 'docs'];
/** Paths the docs name that are not files of this repository: the e2e fixture workspace's own files, and e2e output. */
const NOT_IN_REPO = new Set(['src/orders.ts', 'src/sum.js', 'test/sum.test.js', 'test/e2e/artifacts/']);

function walk(dir: string, keep: (file: string) => boolean): string[] {
  if (!existsSync(dir)) return [];
  return readdirSync(dir).flatMap((name) => {
    const p = join(dir, name);
    if (name === 'node_modules' || name.startsWith('.')) return [];
    return statSync(p).isDirectory() ? walk(p, keep) : keep(p) ? [p] : [];
  });
}

const isSeedExcerpt = (file: string) => relative(SEEDS, file).match(/^\d{3}\.md$/) !== null;

/**
 * Repository paths named in Markdown (src/…, webview/…, scripts/…, test/…, bench/…, docs/…).
 * Globs and placeholders (`*`, `<area>`, `{a,b}`, `…`) are not paths. In a seed excerpt, code
 * blocks and quotes are the seed's own words about another system, so only the prose is read.
 */
export function pathsIn(markdown: string, seedExcerpt = false): string[] {
  let text = markdown;
  if (seedExcerpt)
    text = text
      .replace(/```[\s\S]*?```/g, '')
      .split('\n')
      .filter((l) => !l.startsWith('>'))
      .join('\n');
  const out: string[] = [];
  const re = /(?<![\w./@-])((?:src|webview|scripts|test|bench|docs|l10n|media)\/[\w.@/-]*)([*<{…]?)/g;
  for (const m of text.matchAll(re)) {
    if (m[2]) continue;
    out.push(m[1].replace(/[.,:;]+$/, ''));
  }
  return out;
}

/** A citation of one section of one seed, where it was found. */
interface Citation {
  seed: string;
  section: string;
  where: string;
}

/**
 * Seed citations on one line: a section (`§4.2`, `§4.2 A`, `section 11`, `sections 4.2 and 5`)
 * belongs to the nearest seed named before it on the same line (`docs/seeds/003.md`, `seed 003`),
 * unless another document (an issue, the SPEC) is named in between.
 */
export function citationsIn(line: string, where: string): { seeds: string[]; citations: Citation[] } {
  const seeds: string[] = [];
  const citations: Citation[] = [];
  const re =
    /docs\/seeds\/(\d{3})\.md|\bseeds? (\d{3})(?:\/(\d{3}))?|§(\d+(?:\.\d+)*(?: [A-Z](?!\w))?)|\bsections? (\d+(?:\.\d+)*)(?: and (\d+(?:\.\d+)*))?|\b(issue|SPEC)\b/gi;
  let current: string | undefined;
  for (const m of line.matchAll(re)) {
    // "issue 3 §6": a section of another document, not of the seed named before it.
    if (m[7]) {
      current = undefined;
      continue;
    }
    const seed = m[1] ?? m[2];
    if (seed) {
      current = seed;
      seeds.push(seed, ...(m[3] ? [m[3]] : []));
      continue;
    }
    if (!current) continue;
    for (const section of [m[4], m[5], m[6]]) if (section) citations.push({ seed: current, section, where });
  }
  return { seeds, citations };
}

/** The § numbers a seed excerpt defines, from its headings ("## §4.2 Key components" → "4.2"). */
export function sectionsOf(markdown: string): Set<string> {
  const out = new Set<string>();
  for (const m of markdown.matchAll(/^#{1,6} §(\d+(?:\.\d+)*(?: [A-Z](?!\w))?)/gm)) out.add(m[1]);
  return out;
}

function allCitations(): { seeds: Array<{ seed: string; where: string }>; citations: Citation[] } {
  const seeds: Array<{ seed: string; where: string }> = [];
  const citations: Citation[] = [];
  const files = CITING.flatMap((d) => walk(join(ROOT, d), (f) => /\.(tsx?|mjs|js|css|md|sh|json)$/.test(f)));
  for (const file of files) {
    readFileSync(file, 'utf8')
      .split('\n')
      .forEach((line, i) => {
        const where = `${relative(ROOT, file)}:${i + 1}`;
        const r = citationsIn(line, where);
        seeds.push(...r.seeds.map((seed) => ({ seed, where })));
        citations.push(...r.citations);
      });
  }
  return { seeds, citations };
}

test('every repository path named in docs/ exists', () => {
  const docs = walk(DOCS, (f) => f.endsWith('.md'));
  assert.ok(docs.some((f) => f.endsWith('ARCHITECTURE.md')));
  const missing: string[] = [];
  let checked = 0;
  for (const file of docs) {
    for (const p of pathsIn(readFileSync(file, 'utf8'), isSeedExcerpt(file))) {
      if (NOT_IN_REPO.has(p)) continue;
      checked++;
      if (!existsSync(join(ROOT, p))) missing.push(`${relative(ROOT, file)}: ${p}`);
    }
  }
  assert.deepEqual(missing, []);
  // The architecture page names the entry file of each step: far more than a handful.
  assert.ok(checked > 100, `only ${checked} paths checked`);
});

test('every seed the code names has its excerpt, and every cited section is a heading of it', () => {
  const { seeds, citations } = allCitations();
  const excerpts = new Map<string, Set<string>>();
  const sectionsFor = (seed: string) => {
    let s = excerpts.get(seed);
    if (!s) {
      const file = join(SEEDS, `${seed}.md`);
      excerpts.set(seed, (s = existsSync(file) ? sectionsOf(readFileSync(file, 'utf8')) : new Set()));
    }
    return s;
  };
  const noExcerpt = seeds
    .filter((s) => !existsSync(join(SEEDS, `${s.seed}.md`)))
    .map((s) => `${s.where}: seed ${s.seed}`);
  assert.deepEqual(noExcerpt, []);
  const unresolved = citations
    .filter((c) => !sectionsFor(c.seed).has(c.section))
    .map((c) => `${c.where}: seed ${c.seed} §${c.section}`);
  assert.deepEqual(unresolved, []);
  // The check sees the citations: the code cites every seed, and sections of each.
  assert.deepEqual([...new Set(seeds.map((s) => s.seed))].sort(), ['000', '001', '002', '003', '004']);
  assert.ok(citations.length > 80, `only ${citations.length} section citations found`);
  for (const want of ['000 4.2', '003 4.2', '003 4.4', '004 4.2 D'])
    assert.ok(
      citations.some((c) => `${c.seed} ${c.section}` === want),
      want,
    );
});

test('the citation reader finds what a wrong citation gets wrong', () => {
  const r = citationsIn('// Routing (docs/seeds/003.md §4.2 and §5; see issue 3 §6, seed 004 §4.2 B)', 'x');
  assert.deepEqual(r.seeds, ['003', '004']);
  assert.deepEqual(
    r.citations.map((c) => `${c.seed} ${c.section}`),
    ['003 4.2', '003 5', '004 4.2 B'],
  );
  assert.deepEqual(
    citationsIn('// seed 003 sections 4.2 and 5', 'x').citations.map((c) => c.section),
    ['4.2', '5'],
  );
  assert.deepEqual(citationsIn('// Rotation (seeds 000/001): limits', 'x').seeds, ['000', '001']);
  assert.deepEqual(citationsIn('// issue 3 §6: no seed on this line', 'x').citations, []);
  const sections = sectionsOf('# Seed\n## §4 Pipeline\n### §4.2 Decision\n#### §4.2 A Harvester\ntext §9\n');
  assert.deepEqual([...sections].sort(), ['4', '4.2', '4.2 A']);
  assert.equal(sections.has('9'), false);
  assert.deepEqual(pathsIn('See `src/core/paths.ts`, src/node/log/, test/e2e/**/*.ts and test/e2e/<area>.ts.'), [
    'src/core/paths.ts',
    'src/node/log/',
  ]);
  assert.deepEqual(pathsIn('```json\n{"file": "src/utils.ts"}\n```\n> quoted `src/x.ts`\nprose `src/y.ts`', true), [
    'src/y.ts',
  ]);
});
