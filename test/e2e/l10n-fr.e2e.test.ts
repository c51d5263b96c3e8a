// Issue 10, item 4, in a real VS Code whose display language is French: code-server started
// with --locale fr and a throwaway French language pack (no marketplace here; VS Code only
// switches language when a pack for it is installed, and translates nothing else of the
// workbench). ACT's commands, quick picks, reports and notifications are in French; learned
// content stays in the words it was written in.
import { after, before, test } from 'node:test';
import assert from 'node:assert/strict';
import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { REPO_ROOT } from './harness/tools';
import { seedDemoWorkspace } from '../../scripts/demo-workspace';
import { launchVSCode, type E2ESession } from './harness';

let s: E2ESession;
let packDir: string;

/** A language pack that declares French and translates nothing of VS Code itself. */
function buildFrenchPack(dir: string): string {
  mkdirSync(join(dir, 'translations'), { recursive: true });
  writeFileSync(
    join(dir, 'package.json'),
    JSON.stringify(
      {
        name: 'e2e-lang-fr',
        publisher: 'e2e',
        version: '0.0.1',
        license: 'MIT',
        description: 'French display language for the ACT end-to-end suite (throwaway)',
        engines: { vscode: '^1.100.0' },
        categories: ['Language Packs'],
        contributes: {
          localizations: [
            {
              languageId: 'fr',
              languageName: 'French',
              localizedLanguageName: 'français',
              translations: [{ id: 'vscode', path: './translations/main.i18n.json' }],
            },
          ],
        },
      },
      null,
      2,
    ),
  );
  writeFileSync(join(dir, 'translations/main.i18n.json'), JSON.stringify({ version: '1.0.0', contents: {} }));
  writeFileSync(join(dir, 'README.md'), '# e2e-lang-fr\n\nThrowaway language pack of the ACT end-to-end suite.\n');
  const vsix = join(dir, 'e2e-lang-fr.vsix');
  execFileSync(
    process.execPath,
    [
      join(REPO_ROOT, 'node_modules/@vscode/vsce/vsce'),
      'package',
      '--no-dependencies',
      '--allow-missing-repository',
      '--skip-license',
      '-o',
      vsix,
    ],
    { cwd: dir, stdio: 'pipe', timeout: 60_000 },
  );
  return vsix;
}

const PACK_ID = 'e2e.e2e-lang-fr';

/**
 * The server reads its language packs from <user-data>/languagepacks.json, which installing a
 * pack from the command line does not write: write what the workbench would (the pack lands in
 * the sibling extensions folder of the run).
 */
function registerFrenchPack(workspace: string): void {
  const userData = join(workspace, '..', 'user-data');
  mkdirSync(userData, { recursive: true });
  const translations = join(workspace, '..', 'extensions', `${PACK_ID}-0.0.1`, 'translations', 'main.i18n.json');
  writeFileSync(
    join(userData, 'languagepacks.json'),
    JSON.stringify({
      fr: {
        hash: 'e2e00000000000000000000000000001',
        label: 'français',
        extensions: [{ extensionIdentifier: { id: PACK_ID }, version: '0.0.1' }],
        translations: { vscode: translations },
      },
    }),
  );
}

before(async () => {
  packDir = mkdtempSync(join(process.env.E2E_TMP || tmpdir(), 'act-lang-fr-'));
  s = await launchVSCode({
    name: 'l10n-fr',
    workspace: (dir) => {
      seedDemoWorkspace(dir);
      registerFrenchPack(dir);
    },
    extraVsix: [buildFrenchPack(packDir)],
    serverArgs: ['--locale', 'fr'],
  });
});
after(async () => {
  await s?.close();
  if (packDir) rmSync(packDir, { recursive: true, force: true });
});

test('the extension host runs in French', () =>
  s.step('language', async () => {
    await s.waitForOutput('ACT', /display language fr\b/);
  }));

test('commands, quick picks and reports are in French; learned content keeps its words', () =>
  s.step('evolve-fr', async () => {
    await s.runCommand('ACT: Faire évoluer');
    await s.quickPick('Aperçu (simulation)', { title: 'ACT : Faire évoluer' });
    await s.waitForOutput('ACT', /evolve \(dry run\)/, { timeout: 60_000 });
    await s.runCommand("ACT: Afficher l'état");
    const status = await s.waitForEditorText(/État d'ACT/, { timeout: 30_000 });
    assert.match(status, /Observations : \*\*\d+\*\*/);
    assert.match(status, /Dernière évolution : jamais/);
    assert.match(status, /Dernier aperçu \(simulation, rien d'écrit\)/);
    assert.doesNotMatch(status, /Last evolution|Rejected lines/, 'no English left in the report');
    await s.screenshot('status-fr', 'editor');

    await s.runCommand('ACT: Faire évoluer');
    await s.quickPick('Faire évoluer', { title: 'ACT : Faire évoluer' });
    const report = await s.waitForEditorText(/Évolution détectée/, { timeout: 60_000 });
    assert.match(report, /camelCase/, 'what was learned keeps the words it was observed in');
    const question = await s.waitForNotification(/ACT peut donner ce qu'il a appris à vos assistants/, {
      timeout: 60_000,
    });
    assert.match(question, /Rien n'est écrit tant que vous n'avez pas choisi/);
    await s.screenshot('consent-fr');
  }));
