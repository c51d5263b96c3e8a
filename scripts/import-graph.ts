// The import graph of the product, read from the real imports (TypeScript's own pre-processor,
// so `import type`, `export … from` and `import()` all count). Layers are the top folders of
// src/ (core, protocol, node, worker, host, cli) plus the webview bundle; scripts/layers.json says
// who may import whom. The drawing in docs/IMPORT-GRAPH.md is generated from here, and
// test/unit/architecture checks it. Run: node --import tsx scripts/import-graph.ts [--write]
import ts from 'typescript';
import { existsSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { dirname, join, relative, resolve, sep } from 'node:path';
import { fileURLToPath } from 'node:url';
import layers from './layers.json';

export const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '..');
export const DOC = join(ROOT, 'docs', 'IMPORT-GRAPH.md');

/** Top to bottom: an arrow may only point down this list (or stay inside a layer). */
export const LAYER_ORDER = layers.order as readonly Layer[];
export type Layer = keyof typeof layers.layers;

/** What each layer may import besides itself (the lint rules in eslint.config.mjs read the same file). */
export function allowedFrom(layer: Layer): string[] {
  const spec: { allowed: string[]; typeOnly?: string[] } = layers.layers[layer];
  return [...spec.allowed, ...(spec.typeOnly ?? [])];
}

export interface ImportEdge {
  from: string;
  to: string;
}

function sourceFiles(dir: string): string[] {
  if (!existsSync(dir)) return [];
  return readdirSync(dir).flatMap((name) => {
    const p = join(dir, name);
    if (statSync(p).isDirectory()) return sourceFiles(p);
    return /\.tsx?$/.test(name) && !name.endsWith('.d.ts') ? [p] : [];
  });
}

function resolveImport(from: string, spec: string): string | undefined {
  const base = resolve(dirname(from), spec);
  for (const c of [base, `${base}.ts`, `${base}.tsx`, join(base, 'index.ts')])
    if (existsSync(c) && statSync(c).isFile()) return c;
  return undefined;
}

/** Every relative import between product files, as repository-relative paths with '/'. */
export function fileImports(root = ROOT): ImportEdge[] {
  const rel = (p: string) => relative(root, p).split(sep).join('/');
  const edges: ImportEdge[] = [];
  for (const file of [...sourceFiles(join(root, 'src')), ...sourceFiles(join(root, 'webview', 'src'))]) {
    const info = ts.preProcessFile(readFileSync(file, 'utf8'), true, true);
    for (const { fileName } of info.importedFiles) {
      if (!fileName.startsWith('.')) continue;
      const target = resolveImport(file, fileName);
      if (target) edges.push({ from: rel(file), to: rel(target) });
    }
  }
  return edges;
}

/** The layer of a repository-relative file path. */
export function layerOf(path: string): Layer | undefined {
  if (path.startsWith('webview/src/')) return 'webview';
  if (path === 'src/extension.ts') return 'extension';
  const top = path.split('/')[1];
  return LAYER_ORDER.includes(top as Layer) ? (top as Layer) : undefined;
}

/** The folder of a file, `depth` levels below src/ (webview counts as one folder). */
export function folderOf(path: string, depth: number): string {
  if (path.startsWith('webview/')) return 'webview';
  const parts = path.split('/').slice(1, -1);
  return parts.length ? parts.slice(0, depth).join('/') : path.split('/')[1].replace(/\.tsx?$/, '');
}

/** Distinct arrows between groups, with how many imports each carries; self-arrows dropped. */
export function groupEdges(edges: ImportEdge[], group: (path: string) => string | undefined): Map<string, number> {
  const out = new Map<string, number>();
  for (const e of edges) {
    const a = group(e.from);
    const b = group(e.to);
    if (!a || !b || a === b) continue;
    const key = `${a} -> ${b}`;
    out.set(key, (out.get(key) ?? 0) + 1);
  }
  return out;
}

/** Strongly connected groups of more than one node (Tarjan): each is a cycle. */
export function cycles(arrows: Iterable<string>): string[][] {
  const next = new Map<string, string[]>();
  for (const arrow of arrows) {
    const [a, b] = arrow.split(' -> ');
    if (!next.has(a)) next.set(a, []);
    if (!next.has(b)) next.set(b, []);
    next.get(a)!.push(b);
  }
  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const onStack = new Set<string>();
  const found: string[][] = [];
  let counter = 0;
  const visit = (v: string) => {
    index.set(v, counter);
    low.set(v, counter++);
    stack.push(v);
    onStack.add(v);
    for (const w of next.get(v)!) {
      if (!index.has(w)) {
        visit(w);
        low.set(v, Math.min(low.get(v)!, low.get(w)!));
      } else if (onStack.has(w)) low.set(v, Math.min(low.get(v)!, index.get(w)!));
    }
    if (low.get(v) !== index.get(v)) return;
    const scc: string[] = [];
    let w: string;
    do {
      w = stack.pop()!;
      onStack.delete(w);
      scc.push(w);
    } while (w !== v);
    if (scc.length > 1) found.push(scc.sort());
  };
  for (const v of [...next.keys()].sort()) if (!index.has(v)) visit(v);
  return found;
}

/** Arrows that point up the layer order or are not in ALLOWED. */
export function violations(layerArrows: Iterable<string>): string[] {
  return [...layerArrows].filter((arrow) => {
    const [a, b] = arrow.split(' -> ') as [Layer, Layer];
    return !allowedFrom(a).includes(b);
  });
}

const id = (name: string) => name.replace(/[^A-Za-z0-9]/g, '_');

/** Mermaid text of the layer graph, top to bottom in LAYER_ORDER. */
export function layerMermaid(layerArrows: Map<string, number>): string {
  const lines = ['flowchart TD'];
  for (const l of LAYER_ORDER)
    lines.push(
      `  ${id(l)}["${l === 'webview' ? 'webview/src' : l === 'extension' ? 'src/extension.ts' : `src/${l}`}"]`,
    );
  for (const arrow of [...layerArrows.keys()].sort()) {
    const [a, b] = arrow.split(' -> ');
    lines.push(`  ${id(a)} --> ${id(b)}`);
  }
  return lines.join('\n');
}

/** Mermaid text of the folders two levels deep, one subgraph per layer. */
export function folderMermaid(folderArrows: Map<string, number>): string {
  const folders = new Set<string>();
  for (const arrow of folderArrows.keys()) for (const f of arrow.split(' -> ')) folders.add(f);
  const lines = ['flowchart TD'];
  for (const l of LAYER_ORDER) {
    const inLayer = [...folders].filter((f) => (f === 'webview' ? 'webview' : f.split('/')[0]) === l).sort();
    if (!inLayer.length) continue;
    lines.push(`  subgraph ${id(l)}_layer["${l}"]`);
    for (const f of inLayer) lines.push(`    ${id(f)}["${f}"]`);
    lines.push('  end');
  }
  for (const arrow of [...folderArrows.keys()].sort()) {
    const [a, b] = arrow.split(' -> ');
    lines.push(`  ${id(a)} --> ${id(b)}`);
  }
  return lines.join('\n');
}

export interface GraphReport {
  layerArrows: Map<string, number>;
  folderArrows: Map<string, number>;
  layerCycles: string[][];
  folderCycles: string[][];
  violations: string[];
}

export function analyse(root = ROOT): GraphReport {
  const edges = fileImports(root);
  const layerArrows = groupEdges(edges, layerOf);
  const folderArrows = groupEdges(edges, (p) => folderOf(p, 2));
  // A layer's root files compose or serve its folders (src/worker/main.ts, src/node/fsutil.ts):
  // folder cycles are counted between sibling folders, not through the root.
  const siblingArrows = [...folderArrows.keys()].filter((arrow) => arrow.split(' -> ').every((f) => f.includes('/')));
  return {
    layerArrows,
    folderArrows,
    layerCycles: cycles(layerArrows.keys()),
    folderCycles: cycles(siblingArrows),
    violations: violations(layerArrows.keys()),
  };
}

/** The document: the layer drawing (checked by the unit test) and the folder drawing. */
export function renderDoc(r: GraphReport): string {
  const cycleText = r.folderCycles.length ? r.folderCycles.map((c) => `- ${c.join(', ')}`).join('\n') : '- none';
  return `# Import graph

Generated by \`npm run graph\` (scripts/import-graph.ts) from the real imports; the
unit test \`test/unit/architecture/layers.test.ts\` fails when the layer drawing is out of date,
when an arrow points up, or when layers form a cycle. The lint rules in \`eslint.config.mjs\`
enforce the same directions on every import as it is written.

## Layers

Arrows point down only. \`core\` is pure (no \`vscode\`, no I/O); \`protocol\` holds the types of
each boundary and imports core types only; \`node\` holds the Node adapters; the \`worker\` and
the \`cli\` compose them; the \`host\` (VS Code) talks to the worker through the protocol and uses
pure core helpers; the webview sees only the protocol.

\`\`\`mermaid
${layerMermaid(r.layerArrows)}
\`\`\`

Layer cycles: ${r.layerCycles.length ? r.layerCycles.map((c) => c.join(' ↔ ')).join('; ') : 'none'}.

## Folders

Folders two levels below \`src/\`. A layer's root files (\`src/node/workspace.ts\`,
\`src/core/observation.ts\`…) form the folder named after the layer.

\`\`\`mermaid
${folderMermaid(r.folderArrows)}
\`\`\`

Cycles between sibling folders of a layer (the unit test allows none):
${cycleText}
`;
}

/** The layer section of a document, to compare a committed drawing with the real one. */
export function layerSection(doc: string): string {
  const start = doc.indexOf('## Layers');
  const end = doc.indexOf('## Folders');
  return doc.slice(start, end < 0 ? undefined : end);
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const report = analyse();
  if (process.argv.includes('--write')) {
    writeFileSync(DOC, renderDoc(report));
    console.log(`wrote ${relative(ROOT, DOC)}`);
  } else console.log(renderDoc(report));
  if (report.violations.length || report.layerCycles.length) {
    console.error(
      `arrows pointing up: ${report.violations.join(', ') || 'none'}; layer cycles: ${report.layerCycles.map((c) => c.join(' ↔ ')).join('; ') || 'none'}`,
    );
    process.exitCode = 1;
  }
}
