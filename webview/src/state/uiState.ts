// UI-only state (which tab, filters, what is expanded), persisted with vscode.setState so it
// survives the view being hidden and re-created. Data never goes here: the host owns it.
import { useCallback, useState } from 'react';
import { BRIDGE_TYPES, TAB_IDS, type BridgeType, type TabId, type ThreadStatus } from '../../../src/protocol/webview';
import type { VsCodeApi } from './channel';

export interface UiState {
  tab: TabId;
  learnedFilter: 'all' | 'instinct' | 'skill';
  threadQuery: string;
  threadStatus: ThreadStatus | 'all';
  graphTypes: BridgeType[];
  graphStatuses: ThreadStatus[];
  activityDays: 7 | 30 | 90;
}

export const DEFAULT_UI: UiState = {
  tab: 'review',
  learnedFilter: 'all',
  threadQuery: '',
  threadStatus: 'all',
  graphTypes: [...BRIDGE_TYPES],
  graphStatuses: ['active', 'suspended', 'archived'],
  activityDays: 30,
};

/** Restores a saved state defensively: anything unexpected falls back to the default. */
export function restoreUi(saved: unknown): UiState {
  const s = (typeof saved === 'object' && saved !== null ? saved : {}) as Partial<Record<keyof UiState, unknown>>;
  const out: UiState = { ...DEFAULT_UI };
  if (TAB_IDS.includes(s.tab as TabId)) out.tab = s.tab as TabId;
  if (['all', 'instinct', 'skill'].includes(s.learnedFilter as string))
    out.learnedFilter = s.learnedFilter as UiState['learnedFilter'];
  if (typeof s.threadQuery === 'string') out.threadQuery = s.threadQuery.slice(0, 200);
  if (['all', 'active', 'suspended', 'archived'].includes(s.threadStatus as string))
    out.threadStatus = s.threadStatus as UiState['threadStatus'];
  if (Array.isArray(s.graphTypes)) out.graphTypes = BRIDGE_TYPES.filter((t) => (s.graphTypes as unknown[]).includes(t));
  if (Array.isArray(s.graphStatuses))
    out.graphStatuses = (['active', 'suspended', 'archived'] as const).filter((t) =>
      (s.graphStatuses as unknown[]).includes(t),
    );
  if ([7, 30, 90].includes(s.activityDays as number)) out.activityDays = s.activityDays as UiState['activityDays'];
  return out;
}

export function useUiState(api: VsCodeApi): [UiState, (patch: Partial<UiState>) => void] {
  const [state, setState] = useState(() => restoreUi(api.getState()));
  const update = useCallback(
    (patch: Partial<UiState>) =>
      setState((prev) => {
        const next = { ...prev, ...patch };
        api.setState(next);
        return next;
      }),
    [api],
  );
  return [state, update];
}
