// Colours of the graph, read from the theme's CSS variables so the canvas matches light, dark
// and high-contrast themes; re-read when VS Code switches theme (body class change).
import type { BridgeType, ThreadStatus } from '../../../src/protocol/webview';

export interface Palette {
  edge: Record<BridgeType, string>;
  node: Record<ThreadStatus, string>;
  label: string;
  halo: string;
  selection: string;
  highContrast: boolean;
}

/** CSS variable and fallback per relation type; the legend uses the same variables. */
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

export function readPalette(el: Element | null = typeof document !== 'undefined' ? document.body : null): Palette {
  const style = el ? getComputedStyle(el) : null;
  const v = ([name, fallback]: [string, string]) => style?.getPropertyValue(name).trim() || fallback;
  const edge = {} as Record<BridgeType, string>;
  for (const k of Object.keys(EDGE_VARS) as BridgeType[]) edge[k] = v(EDGE_VARS[k]);
  const node = {} as Record<ThreadStatus, string>;
  for (const k of Object.keys(NODE_VARS) as ThreadStatus[]) node[k] = v(NODE_VARS[k]);
  return {
    edge,
    node,
    label: v(['--vscode-foreground', '#cccccc']),
    halo: v(['--vscode-sideBar-background', '#181818']),
    selection: v(['--vscode-focusBorder', '#0078d4']),
    highContrast: !!el?.classList.contains('vscode-high-contrast') || !!el?.classList.contains('vscode-high-contrast-light'),
  };
}
