// Colours of the graph and the activity chart, read from the theme's CSS variables so they
// match light, dark and high-contrast themes; re-read when VS Code switches theme. Each is
// raised to 3:1 contrast on the background it is drawn on (the graph's canvas, the side bar)
// when a theme's own is fainter; legends show the very same colours.
import type { BridgeType, ObservationType, ThreadStatus } from '../../../src/protocol/webview';
import { ensureContrast } from './contrast';

export interface Palette {
  edge: Record<BridgeType, string>;
  node: Record<ThreadStatus, string>;
  /** Observation types in the activity chart (drawn on the side bar). */
  observation: Record<ObservationType, string>;
  background: string;
  label: string;
  halo: string;
  selection: string;
  fontFamily: string;
  highContrast: boolean;
}

/** The theme's chart colours: CSS variable and fallback. */
const CHART = {
  blue: ['--vscode-charts-blue', '#3794ff'],
  red: ['--vscode-charts-red', '#f14c4c'],
  orange: ['--vscode-charts-orange', '#d18616'],
  purple: ['--vscode-charts-purple', '#b180d7'],
  green: ['--vscode-charts-green', '#89d185'],
} satisfies Record<string, [string, string]>;

export const EDGE_VARS: Record<BridgeType, [string, string]> = {
  extends: CHART.blue,
  contradicts: CHART.red,
  depends: CHART.orange,
  replaces: CHART.purple,
  child_of: CHART.green,
};

export const OBSERVATION_VARS: Record<ObservationType, [string, string]> = {
  pattern: CHART.blue,
  correction: CHART.orange,
  preference: CHART.purple,
  error: CHART.red,
  success: CHART.green,
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
  const sideBar = v(['--vscode-sideBar-background', background]);
  const legible = <K extends string>(vars: Record<K, [string, string]>, on: string) =>
    Object.fromEntries(
      (Object.keys(vars) as K[]).map((k) => [k, ensureContrast(v(vars[k]), on, label, GRAPHIC_CONTRAST)]),
    ) as Record<K, string>;
  return {
    edge: legible(EDGE_VARS, background),
    node: legible(NODE_VARS, background),
    observation: legible(OBSERVATION_VARS, sideBar),
    background,
    label,
    halo: background,
    selection: v(['--vscode-focusBorder', '#0078d4']),
    fontFamily: v(['--vscode-font-family', 'sans-serif']),
    highContrast:
      !!el?.classList.contains('vscode-high-contrast') || !!el?.classList.contains('vscode-high-contrast-light'),
  };
}
