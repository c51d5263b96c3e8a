import { test } from 'node:test';
import assert from 'node:assert/strict';
import { lexicalSimilarity } from '../../../src/core/grouping/lexical';
import { clusterItems } from '../../../src/core/grouping/cluster';
import { combineSimilarity, embeddingSimilarity } from '../../../src/core/grouping/embedding';
import type { SimilarityItem, SimilarityModel, TextEmbedder } from '../../../src/core/grouping/similarity';

async function groups(texts: string[], model: SimilarityModel = lexicalSimilarity()): Promise<string[][]> {
  const items: SimilarityItem[] = texts.map((text) => ({ text }));
  const prepared = await model.prepare(items);
  const { labels } = clusterItems(items.length, prepared);
  const by = new Map<number, string[]>();
  texts.forEach((t, i) => by.set(labels[i], [...(by.get(labels[i]) ?? []), t]));
  return [...by.values()].sort((a, b) => b.length - a.length);
}

const sameGroup = (gs: string[][], texts: string[]) =>
  assert.ok(
    gs.some((g) => texts.every((t) => g.includes(t))),
    `${texts.join(' | ')} not grouped: ${JSON.stringify(gs)}`,
  );
const apart = (gs: string[][], a: string, b: string) =>
  assert.ok(!gs.some((g) => g.includes(a) && g.includes(b)), `${a} and ${b} grouped: ${JSON.stringify(gs)}`);

test("seed 000's two examples each form one group, apart from each other", async () => {
  const ex1 = [
    'Utilisateur demande nommage camelCase',
    'Correction: snake_case → camelCase',
    'Tout le code utilise camelCase',
  ];
  const ex2 = ['Tests exécutés avant commit', 'CI verte après commit', 'Commit sans tests = CI rouge'];
  const gs = await groups([...ex1, ...ex2]);
  sameGroup(gs, ex1);
  sameGroup(gs, ex2);
  apart(gs, ex1[0], ex2[0]);
});

test('different subjects that share one word stay apart; paraphrases in two languages meet', async () => {
  const gs = await groups([
    'Run the tests before every commit',
    'Tests run before commit',
    'Lance les tests avant chaque commit',
    'Write commit messages in English',
    'Commit messages are written in English',
    'Prefer small functions',
    'Keep functions small',
  ]);
  sameGroup(gs, [
    'Run the tests before every commit',
    'Tests run before commit',
    'Lance les tests avant chaque commit',
  ]);
  sameGroup(gs, ['Write commit messages in English', 'Commit messages are written in English']);
  sameGroup(gs, ['Prefer small functions', 'Keep functions small']);
  apart(gs, 'Run the tests before every commit', 'Write commit messages in English');
});

test('tags and context support a textual match but never group unrelated texts', async () => {
  const items: SimilarityItem[] = [
    { text: 'Use pnpm', tags: ['workflow'] },
    { text: 'Prefer atomic commits', tags: ['workflow'] },
  ];
  const prepared = lexicalSimilarity().prepare(items) as ReturnType<ReturnType<typeof lexicalSimilarity>['prepare']> & {
    similarity(i: number, j: number): number;
  };
  assert.equal(prepared.similarity(0, 1), 0);
});

test('grouping compares a bounded number of pairs (no quadratic blow-up)', async () => {
  const themes = [
    'run tests before commit',
    'use camelCase for variables',
    'prefer small pull requests',
    'document public functions',
    'avoid any in TypeScript',
  ];
  const texts: string[] = [];
  for (let i = 0; i < 4000; i++) texts.push(`${themes[i % themes.length]} in module m${i}`);
  const items = texts.map((text) => ({ text }));
  const prepared = lexicalSimilarity().prepare(items) as Awaited<ReturnType<SimilarityModel['prepare']>>;
  const { labels, comparisons } = clusterItems(items.length, prepared);
  // At most keys (4) x window (24) comparisons per item, plus the bounded merge checks.
  assert.ok(comparisons < items.length * 4 * 24 * 1.5, `comparisons ${comparisons}`);
  const big = new Map<number, number>();
  for (const l of labels) big.set(l, (big.get(l) ?? 0) + 1);
  const sizes = [...big.values()].sort((a, b) => b - a);
  assert.equal(
    sizes.slice(0, 5).reduce((a, b) => a + b, 0),
    4000,
    `theme groups: ${sizes.slice(0, 8)}`,
  );
});

test('a semantic embedder plugs in through the same interface and groups paraphrases without shared words', async () => {
  // A stand-in for MiniLM (which cannot be downloaded here): concept vectors by synonym lists.
  const concepts = [
    ['deploy', 'ship', 'release', 'livrer'],
    ['friday', 'vendredi', 'weekend'],
  ];
  const embedder: TextEmbedder = {
    id: 'synonyms',
    embed: (texts) =>
      texts.map((t) => concepts.map((words) => (words.some((w) => t.toLowerCase().includes(w)) ? 1 : 0) + 0.01)),
  };
  const texts = ['Never deploy on friday', 'No shipping before the weekend', 'Ne pas livrer le vendredi'];
  const lexical = await groups(texts);
  assert.ok(lexical.length > 1, 'lexical similarity alone cannot see these are the same');
  const semantic = await groups(
    texts,
    combineSimilarity(lexicalSimilarity(), embeddingSimilarity(embedder, { threshold: 0.9 })),
  );
  sameGroup(semantic, texts);
});

test('an embedder that returns the wrong number of vectors is an error, not a silent mis-grouping', async () => {
  const bad: TextEmbedder = { id: 'bad', embed: () => [[1, 0]] };
  await assert.rejects(
    async () => embeddingSimilarity(bad).prepare([{ text: 'a' }, { text: 'b' }]),
    /returned 1 vectors for 2 texts/,
  );
});
