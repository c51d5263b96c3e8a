// Issue 10, item 4: one language for the interface. Every string the host shows goes through
// vscode.l10n / @vscode/l10n and exists in both bundles (English l10n/bundle.l10n.json, French
// l10n/bundle.l10n.fr.json) with the same placeholders; every %key% of package.json exists in
// package.nls.json and package.nls.fr.json; the VSIX ships them.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { getL10nJson } from '@vscode/l10n-dev';

const ROOT = resolve(__dirname, '../../..');
const json = (rel: string) => JSON.parse(readFileSync(join(ROOT, rel), 'utf8')) as Record<string, unknown>;
const placeholders = (s: string) =>
  [...s.matchAll(/\{(\d+)\}/g)]
    .map((m) => m[1])
    .sort()
    .join(',');

function sources(dir: string): string[] {
  return readdirSync(dir).flatMap((n) => {
    const p = join(dir, n);
    return statSync(p).isDirectory() ? sources(p) : /\.tsx?$/.test(n) ? [p] : [];
  });
}
const HOST_FILES = [...sources(join(ROOT, 'src/host')), join(ROOT, 'src/extension.ts')];

test('every interface string of the host is in the English and the French bundle, with the same placeholders', async () => {
  const used = await getL10nJson(HOST_FILES.map((f) => ({ contents: readFileSync(f, 'utf8'), extension: '.ts' })));
  const en = json('l10n/bundle.l10n.json');
  const fr = json('l10n/bundle.l10n.fr.json');
  const keys = Object.keys(used);
  assert.ok(keys.length > 200, `${keys.length} strings found: the extraction works`);
  assert.deepEqual(
    keys.filter((k) => !(k in en)),
    [],
    'strings missing from l10n/bundle.l10n.json (run npm run l10n)',
  );
  assert.deepEqual(
    Object.keys(en).filter((k) => !(k in used)),
    [],
    'stale strings in l10n/bundle.l10n.json (run npm run l10n)',
  );
  assert.deepEqual(
    keys.filter((k) => typeof fr[k] !== 'string' || !(fr[k] as string).trim()),
    [],
    'strings without a French translation',
  );
  assert.deepEqual(
    keys.filter((k) => placeholders(k) !== placeholders(fr[k] as string)),
    [],
    'French translations whose {N} placeholders differ',
  );
  assert.deepEqual(
    Object.keys(fr).filter((k) => !(k in used)),
    [],
    'French translations of strings no longer used',
  );
});

test('a translated call takes a string literal (a template literal would escape the bundles)', () => {
  const offenders = HOST_FILES.flatMap((f) =>
    [...readFileSync(f, 'utf8').matchAll(/\bl10n\.t\(\s*`/g)].map(() => f.slice(ROOT.length + 1)),
  );
  assert.deepEqual(offenders, []);
});

test('every %key% of package.json is in package.nls.json and package.nls.fr.json, with the same placeholders', () => {
  const manifest = readFileSync(join(ROOT, 'package.json'), 'utf8');
  const keys = [...new Set([...manifest.matchAll(/"%([^%"]+)%"/g)].map((m) => m[1]))];
  assert.ok(keys.length > 80, `${keys.length} manifest keys`);
  const en = json('package.nls.json');
  const fr = json('package.nls.fr.json');
  assert.deepEqual(
    keys.filter((k) => typeof en[k] !== 'string'),
    [],
    'missing from package.nls.json',
  );
  assert.deepEqual(
    keys.filter((k) => typeof fr[k] !== 'string'),
    [],
    'missing from package.nls.fr.json',
  );
  assert.deepEqual(
    Object.keys(en).filter((k) => !keys.includes(k)),
    [],
    'unused keys in package.nls.json',
  );
  assert.deepEqual(
    Object.keys(fr).filter((k) => !keys.includes(k)),
    [],
    'unused keys in package.nls.fr.json',
  );
  // Command titles, view names and setting descriptions: nothing user-facing is left in English only.
  const pkg = JSON.parse(manifest) as {
    l10n?: string;
    contributes: {
      commands: Array<{ title: string }>;
      views: Record<string, Array<{ name: string }>>;
      configuration: { properties: Record<string, { description?: string; markdownDescription?: string }> };
    };
  };
  assert.equal(pkg.l10n, './l10n');
  const raw = [
    ...pkg.contributes.commands.map((c) => c.title),
    ...Object.values(pkg.contributes.views)
      .flat()
      .map((v) => v.name),
    ...Object.values(pkg.contributes.configuration.properties).map((p) => p.description ?? p.markdownDescription ?? ''),
  ].filter((s) => !/^%[^%]+%$/.test(s));
  assert.deepEqual(raw, []);
});

test('the VSIX whitelist ships the bundles', () => {
  const ignore = readFileSync(join(ROOT, '.vscodeignore'), 'utf8')
    .split('\n')
    .map((l) => l.trim());
  for (const f of ['package.nls.json', 'package.nls.fr.json'])
    assert.ok(ignore.includes(`!${f}`) || ignore.includes('!package.nls*.json'), `.vscodeignore keeps ${f}`);
  assert.ok(
    ignore.some((l) => /^!l10n\/(\*\*|\*\.json|bundle\.l10n\*\.json)$/.test(l)),
    '.vscodeignore keeps l10n/*.json',
  );
});
