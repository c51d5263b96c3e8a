// Colours of the graph, read from the theme's CSS variables so the canvas matches light, dark
// and high-contrast themes; re-read when VS Code switches theme (body class change). Edge and
// node colours are raised to 3:1 contrast on the canvas background when a theme's own are
// fainter; the legend shows the very same colours.
import type { BridgeType, ThreadStatus } from '../../../src/protocol/webview';
import { ensureContrast } from './contrast';

export interface Palette {
  edge: Record<BridgeType, string>;
  node: Record<ThreadStatus, string>;
  background: string;
  label: string;
  halo: string;
  selection: string;
  fontFamily: string;
  highContrast: boolean;
}

/** CSS variable and fallback per relation type. */
export const EDGE_VARS: Record<BridgeType, [string, string]> = {
  extends: ['--vscode-charts-blue', '#3794ff'],
  contradicts: ['--vscode-charts-red', '#f14c4c'],
  depends: ['--vscode-charts-orange', '#d18616'],
  replaces: ['--vscode-charts-purple', '#b180d7'],
  child_of: ['--vscode-charts-green', '#89d185'],
};

export const NODE_VARS: Record<ThreadStatus, [string, string]> = {
  active: ['--vscode-textLink-foreground', '#3794ff'],
  suspended: ['--vscode-descriptionForeground', '#9d9d9d'],
  archived: ['--vscode-disabledForeground', '#6b6b6b'],
};

/** Minimum contrast of edges and nodes on the background (WCAG 1.4.11, graphics). */
export const GRAPHIC_CONTRAST = 3;

export function readPalette(el: Element | null = typeof document !== 'undefined' ? document.body : null): Palette {
  const style = el ? getComputedStyle(el) : null;
  const v = ([name, fallback]: [string, string]) => style?.getPropertyValue(name).trim() || fallback;
  const background = v(['--vscode-editor-background', '#1f1f1f']);
  const label = v(['--vscode-foreground', '#cccccc']);
  const legible = (pair: [string, string]) => ensureContrast(v(pair), background, label, GRAPHIC_CONTRAST);
  const edge = {} as Record<BridgeType, string>;
  for (const k of Object.keys(EDGE_VARS) as BridgeType[]) edge[k] = legible(EDGE_VARS[k]);
  const node = {} as Record<ThreadStatus, string>;
  for (const k of Object.keys(NODE_VARS) as ThreadStatus[]) node[k] = legible(NODE_VARS[k]);
  return {
    edge,
    node,
    background,
    label,
    halo: background,
    selection: v(['--vscode-focusBorder', '#0078d4']),
    fontFamily: v(['--vscode-font-family', 'sans-serif']),
    highContrast: !!el?.classList.contains('vscode-high-contrast') || !!el?.classList.contains('vscode-high-contrast-light'),
  };
}
