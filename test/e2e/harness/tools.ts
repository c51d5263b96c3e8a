// Where the end-to-end suite finds its tools and writes its files. scripts/setup-tools.sh
// installs the tools into .tools/; the ACT_* variables override each path.
import { existsSync, readFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';

export const REPO_ROOT = resolve(__dirname, '..', '..', '..');

export interface Tools {
  /** Node 24, code-server's runtime. */
  node: string;
  /** code-server's entry script (run with `node`). */
  codeServer: string;
  chromium: string;
}

export function resolveTools(): Tools {
  const tools: Tools = {
    node: process.env.ACT_NODE24 || join(REPO_ROOT, '.tools/node24/bin/node'),
    codeServer:
      process.env.ACT_CODE_SERVER || join(REPO_ROOT, '.tools/code-server/node_modules/code-server/out/node/entry.js'),
    chromium: process.env.ACT_CHROMIUM || '/usr/bin/chromium',
  };
  const missing = Object.entries(tools).filter(([, p]) => !existsSync(p));
  if (missing.length) {
    throw new Error(
      `e2e tools missing (${missing.map(([k, p]) => `${k}: ${p}`).join(', ')}); run: bash scripts/setup-tools.sh`,
    );
  }
  return tools;
}

/** The VSIX under test: $ACT_VSIX or <repo>/act-learning.vsix (scripts/package.sh builds it). */
export function resolveVsix(explicit?: string): string {
  const vsix = explicit || process.env.ACT_VSIX || join(REPO_ROOT, 'act-learning.vsix');
  if (!existsSync(vsix)) throw new Error(`VSIX not found: ${vsix}; run: bash scripts/package.sh`);
  return vsix;
}

/** Screenshots and failure dumps: $E2E_ARTIFACTS or test/e2e/artifacts (gitignored). */
export function artifactsDir(): string {
  return resolve(process.env.E2E_ARTIFACTS || join(REPO_ROOT, 'test/e2e/artifacts'));
}

export interface ExtensionManifest {
  id: string;
  containers: { id: string; title: string }[];
  /** Palette titles ("Category: Title") of the commands the palette may offer (not hidden by a `when` of false). */
  paletteCommands: string[];
}

interface Contributes {
  viewsContainers?: Record<string, { id: string; title: string }[]>;
  commands?: { command: string; title: string; category?: string }[];
  menus?: { commandPalette?: { command: string; when?: string }[] };
}

/** Reads the extension id, view containers and palette commands from a package.json (the installed extension's). */
export function readManifest(packageJson: string): ExtensionManifest {
  const pkg = JSON.parse(readFileSync(packageJson, 'utf8'));
  const nlsFile = join(dirname(packageJson), 'package.nls.json');
  const nls: Record<string, string> = existsSync(nlsFile) ? JSON.parse(readFileSync(nlsFile, 'utf8')) : {};
  const text = (s: string) => s.replace(/^%(.+)%$/, (whole, key: string) => nls[key] ?? whole);
  const contributes: Contributes = pkg.contributes ?? {};
  const vc = contributes.viewsContainers ?? {};
  const containers = [...(vc.activitybar ?? []), ...(vc.panel ?? [])].map((c) => ({ id: c.id, title: text(c.title) }));
  const hidden = new Set(
    (contributes.menus?.commandPalette ?? []).filter((m) => m.when === 'false').map((m) => m.command),
  );
  const paletteCommands = (contributes.commands ?? [])
    .filter((c) => !hidden.has(c.command))
    .map((c) => (c.category ? `${text(c.category)}: ${text(c.title)}` : text(c.title)));
  return { id: `${pkg.publisher}.${pkg.name}`.toLowerCase(), containers, paletteCommands };
}
