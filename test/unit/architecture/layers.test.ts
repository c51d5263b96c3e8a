// Dependencies point one way: the real import graph has no arrow up and no cycle between
// layers, the committed drawing is the real one, and lint refuses an import that runs back up.
import test from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { ESLint } from 'eslint';
import { analyse, DOC, layerSection, renderDoc, ROOT } from '../../../scripts/import-graph';

const report = analyse();

test('no import points up the layers and no two layers import each other', () => {
  assert.deepEqual(report.violations, []);
  assert.deepEqual(report.layerCycles, []);
  // The graph is real: the main arrows exist.
  for (const arrow of ['host -> protocol', 'worker -> node', 'node -> core', 'protocol -> core', 'webview -> protocol'])
    assert.ok(report.layerArrows.has(arrow), arrow);
});

test('no cycle between sibling folders of a layer', () => {
  assert.deepEqual(report.folderCycles, []);
});

test('docs/IMPORT-GRAPH.md draws the real layer graph (regenerate: npm run graph)', () => {
  assert.equal(layerSection(readFileSync(DOC, 'utf8')), layerSection(renderDoc(report)));
});

/** A source with one import, linted as if it lived at `file`. */
async function lintImport(eslint: ESLint, file: string, importLine: string): Promise<string[]> {
  const [result] = await eslint.lintText(`${importLine}\nexport const used = [x];\n`, { filePath: join(ROOT, file) });
  return result.messages.filter((m) => m.ruleId === '@typescript-eslint/no-restricted-imports').map((m) => m.message);
}

test('lint fails on an import that runs back up, and passes the allowed ones', async () => {
  const eslint = new ESLint({ cwd: ROOT });
  const wrong: Array<[string, string]> = [
    ['src/core/memory/fixture.ts', "import { x } from '../../node/store/store';"],
    ['src/core/fixture.ts', "import { x } from '../protocol/worker';"],
    ['src/core/pipeline/fixture.ts', "import { x } from 'node:fs';"],
    ['src/core/fixture.ts', "import { x } from 'vscode';"],
    ['src/protocol/fixture.ts', "import { x } from '../core/redact';"],
    ['src/protocol/fixture.ts', "import type { x } from '../node/workspace';"],
    ['src/node/pipeline/fixture.ts', "import { x } from '../../host/services';"],
    ['src/node/fixture.ts', "import { x } from '../worker/context';"],
    ['src/node/store/fixture.ts', "import { x } from 'vscode';"],
    ['src/host/webview/fixture.ts', "import { x } from '../../node/pipeline/service';"],
    ['src/host/fixture.ts', "import { x } from '../worker/context';"],
    ['src/worker/handlers/fixture.ts', "import { x } from '../../host/services';"],
    ['src/cli/commands/fixture.ts', "import { x } from '../../worker/context';"],
    ['webview/src/views/fixture.tsx', "import { x } from '../../../src/core/scoring';"],
    ['webview/src/fixture.ts', "import { x } from '../../src/host/webview/controller';"],
    ['webview/src/model/fixture.ts', "import { x } from 'node:path';"],
  ];
  for (const [file, line] of wrong) {
    const messages = await lintImport(eslint, file, line);
    assert.equal(messages.length, 1, `${file}: ${line} should fail lint`);
  }
  const right: Array<[string, string]> = [
    ['src/core/memory/fixture.ts', "import { x } from '../redact';"],
    ['src/core/pipeline/fixture.ts', "import { x } from 'node:path';"],
    ['src/protocol/fixture.ts', "import type { x } from '../core/observation';"],
    ['src/node/pipeline/fixture.ts', "import { x } from '../../core/redact';"],
    ['src/node/pipeline/fixture.ts', "import { x } from '../../protocol/pipeline';"],
    ['src/host/webview/fixture.ts', "import { x } from '../../core/pipeline/crystalizer';"],
    ['src/host/webview/fixture.ts', "import { x } from 'vscode';"],
    ['src/worker/handlers/fixture.ts', "import { x } from '../../node/pipeline/service';"],
    ['src/cli/fixture.ts', "import { x } from '../node/workspace';"],
    ['webview/src/views/fixture.tsx', "import { x } from '../../../src/protocol/webview';"],
  ];
  for (const [file, line] of right)
    assert.deepEqual(await lintImport(eslint, file, line), [], `${file}: ${line} should pass lint`);
});
