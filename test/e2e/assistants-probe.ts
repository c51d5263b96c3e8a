// A throwaway extension for test/e2e/assistants.e2e.test.ts, written and packed into a temp
// folder by the test and installed next to ACT in the same code-server. It plays the parts a
// real user's setup would bring and that cannot run here:
// - another agent calling ACT's language-model tools (`vscode.lm.tools`, `vscode.lm.invokeTool`);
// - a language model (vendor "e2e-fake"): VS Code 1.139 refuses every chat request, even to a
//   participant that never uses a model, when no model exists ("Language model unavailable");
//   the fake records each prompt it gets and answers with a fixed text;
// - a default chat participant, the role Copilot plays: the thumbs up/down of chat answers are
//   shown only when one is registered (context key chatPanelExtensionParticipantRegistered).
//   It needs the proposed API `defaultChatParticipant` (code-server --enable-proposed-api).
// Everything it learns goes to files under $HOME/act-probe/ (HOME is the run folder's home/).
import { execFileSync } from 'node:child_process';
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { REPO_ROOT } from './harness/tools';

export const PROBE_ID = 'e2e.act-probe';
export const FAKE_ANSWER = 'Fake model answer';

const MANIFEST = {
  name: 'act-probe',
  publisher: 'e2e',
  version: '0.0.1',
  license: 'MIT',
  description: 'End-to-end probe for ACT (throwaway)',
  files: ['extension.js'],
  engines: { vscode: '^1.104.0' },
  main: './extension.js',
  activationEvents: ['onStartupFinished'],
  enabledApiProposals: ['defaultChatParticipant'],
  contributes: {
    languageModelChatProviders: [{ vendor: 'e2e-fake', displayName: 'E2E Fake' }],
    chatParticipants: [
      {
        id: 'e2e.default',
        name: 'e2edefault',
        fullName: 'E2E Default',
        description: 'Stands in for the default participant',
        isDefault: true,
        locations: ['panel'],
        modes: ['ask'],
      },
    ],
    commands: [
      { command: 'actProbe.callTools', title: 'ACT Probe: Call Language-Model Tools' },
      { command: 'actProbe.useFakeModel', title: 'ACT Probe: Chat with the Fake Model' },
    ],
  },
};

const EXTENSION = String.raw`
const vscode = require('vscode');
const fs = require('fs');
const path = require('path');
const os = require('os');
const OUT = path.join(os.homedir(), 'act-probe');
let prompts = 0;
const text = (content) => content.map((p) => (p instanceof vscode.LanguageModelTextPart ? p.value : '')).join('');

exports.activate = (context) => {
  fs.mkdirSync(OUT, { recursive: true });
  context.subscriptions.push(vscode.lm.registerLanguageModelChatProvider('e2e-fake', {
    provideLanguageModelChatInformation: () => [{ id: 'e2e-fake-model', name: 'E2E Fake Model', family: 'e2e-fake', version: '1', maxInputTokens: 100000, maxOutputTokens: 4000, capabilities: {} }],
    async provideLanguageModelChatResponse(model, messages, options, progress) {
      const n = ++prompts;
      fs.writeFileSync(path.join(OUT, 'prompt-' + String(n).padStart(3, '0') + '.json'), JSON.stringify(messages.map((m) => ({ role: m.role, text: text(m.content) }))));
      progress.report(new vscode.LanguageModelTextPart('${FAKE_ANSWER} #' + n + '.'));
    },
    provideTokenCount: (model, t) => Math.ceil((typeof t === 'string' ? t : text(t.content)).length / 4),
  }));
  context.subscriptions.push(vscode.chat.createChatParticipant('e2e.default', (request, ctx, stream) => { stream.markdown('(default participant)'); return {}; }));

  // Calls the tools listed in calls.json, in order; writes what each returned (or threw) to tools.json.
  context.subscriptions.push(vscode.commands.registerCommand('actProbe.callTools', async () => {
    const calls = JSON.parse(fs.readFileSync(path.join(OUT, 'calls.json'), 'utf8'));
    const out = { tools: vscode.lm.tools.map((t) => ({ name: t.name, tags: t.tags, description: t.description, inputSchema: t.inputSchema })), results: [] };
    for (const c of calls) {
      const cts = new vscode.CancellationTokenSource();
      try {
        const r = await vscode.lm.invokeTool(c.name, { input: c.input, toolInvocationToken: undefined }, cts.token);
        out.results.push({ name: c.name, ok: true, text: r.content.map((p) => (p instanceof vscode.LanguageModelTextPart ? p.value : JSON.stringify(p))).join('') });
      } catch (e) {
        out.results.push({ name: c.name, ok: false, error: String((e && e.message) || e) });
      }
    }
    fs.writeFileSync(path.join(OUT, 'tools.json.tmp'), JSON.stringify(out, null, 2));
    fs.renameSync(path.join(OUT, 'tools.json.tmp'), path.join(OUT, 'tools.json'));
  }));

  // Opens the chat with the fake model chosen (the model picker offers only "Sign in to use Copilot" here).
  context.subscriptions.push(vscode.commands.registerCommand('actProbe.useFakeModel', () =>
    vscode.commands.executeCommand('workbench.action.chat.open', { query: '', isPartialQuery: true, modelSelector: { vendor: 'e2e-fake' } })));
};
`;

/** Writes the probe into `dir` and packs it with vsce; returns the VSIX path. */
export function buildProbeVsix(dir: string): string {
  mkdirSync(dir, { recursive: true });
  writeFileSync(join(dir, 'package.json'), JSON.stringify(MANIFEST, null, 2));
  writeFileSync(join(dir, 'extension.js'), EXTENSION);
  writeFileSync(join(dir, 'README.md'), '# act-probe\n\nThrowaway extension of the ACT end-to-end suite.\n');
  const vsix = join(dir, 'act-probe.vsix');
  try {
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
  } catch (e) {
    const err = e as { stdout?: Buffer; stderr?: Buffer; message: string };
    throw new Error(`packing the probe extension failed: ${err.message}\n${err.stdout ?? ''}${err.stderr ?? ''}`, {
      cause: e,
    });
  }
  return vsix;
}
