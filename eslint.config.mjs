// Lint runs in the test command; rules stay close to the recommended sets so they mean something.
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import { readFileSync } from 'node:fs';

export default tseslint.config(
  { ignores: ['dist/**', 'node_modules/**', '.tools/**', 'out/**', '**/*.d.ts'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: {
      globals: {
        console: 'readonly',
        process: 'readonly',
        Buffer: 'readonly',
        setTimeout: 'readonly',
        clearTimeout: 'readonly',
        setInterval: 'readonly',
        clearInterval: 'readonly',
        setImmediate: 'readonly',
        URL: 'readonly',
        TextEncoder: 'readonly',
        TextDecoder: 'readonly',
        performance: 'readonly',
        queueMicrotask: 'readonly',
        structuredClone: 'readonly',
        window: 'readonly',
        document: 'readonly',
        requestAnimationFrame: 'readonly',
        cancelAnimationFrame: 'readonly',
        __dirname: 'readonly',
        require: 'readonly',
        module: 'readonly',
        globalThis: 'readonly',
      },
    },
    rules: {
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_', caughtErrors: 'none' },
      ],
      '@typescript-eslint/no-explicit-any': 'warn',
      'no-empty': ['error', { allowEmptyCatch: true }],
    },
  },
  ...layerRules(),
);

/**
 * Dependencies point one way (scripts/layers.json): for each layer and each folder depth, an
 * import that climbs out of the layer may only land in a layer it is allowed to use. Relative
 * specifiers are matched by depth, so `../../node/x` from src/core/a/b.ts is caught exactly.
 */
function layerRules() {
  const { layers } = JSON.parse(readFileSync(new URL('./scripts/layers.json', import.meta.url), 'utf8'));
  // Package imports each layer may not use (anything relative is handled by the layer table).
  const packages = {
    core: {
      regex: `^(?![./]|node:(path|crypto)$|${(layers.core.purePackages ?? []).map((p) => p.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&') + (p.endsWith('/') ? '' : '$')).join('|')})`,
      message:
        'The core is pure: no vscode, no I/O (node:path and node:crypto only), and only the pure libraries listed in scripts/layers.json (purePackages).',
    },
    protocol: { regex: '^(?![./])', message: 'The protocol is types and plain constants: no packages.' },
    node: { regex: '^vscode$', message: 'The node adapters must not import vscode.' },
    worker: { regex: '^vscode$', message: 'The worker must not import vscode.' },
    cli: { regex: '^vscode$', message: 'The CLI must not import vscode.' },
    webview: { regex: '^(vscode|node:.*)$', message: 'The webview runs in a browser: no vscode, no Node modules.' },
  };
  const up = (n) => `^(\\.\\./){${n}}`;
  const blocks = [];
  for (const [layer, spec] of Object.entries(layers)) {
    if (layer === 'extension') continue; // src/extension.ts: one file, imports ./host only
    const base = layer === 'webview' ? 'webview/src' : `src/${layer}`;
    for (let depth = 0; depth <= 6; depth++) {
      // From a file `depth` folders below base, depth+1 `../` reach src/ (webview/ for the webview).
      const toSrc = depth + 1;
      const targets =
        layer === 'webview'
          ? spec.allowed.map((l) => `\\.\\./src/${l}/`)
          : [...spec.allowed, ...(spec.typeOnly ?? [])].map((l) => `${l}(/|$)`);
      const patterns = [
        {
          regex: targets.length ? `${up(toSrc)}(?!${targets.join('|')})` : up(toSrc),
          message: `${base} may import only ${[...spec.allowed, ...(spec.typeOnly ?? [])].join(', ') || 'itself'}: ${spec.why}.`,
        },
      ];
      for (const l of spec.typeOnly ?? [])
        patterns.push({
          regex: `${up(toSrc)}${l}(/|$)`,
          allowTypeImports: true,
          message: `${base} may import only types from src/${l} (use import type): ${spec.why}.`,
        });
      if (packages[layer]) patterns.push(packages[layer]);
      blocks.push({
        files: [`${base}/${'*/'.repeat(depth)}*.{ts,tsx}`],
        rules: { '@typescript-eslint/no-restricted-imports': ['error', { patterns }] },
      });
    }
  }
  return blocks;
}
