// What every view needs: the host channel, the keyed data, UI state, and a way to announce
// the result of an action (visible status line + polite live region for screen readers).
import { createContext, useContext } from 'react';
import type { DisplayScale, TabId } from '../../../src/protocol/webview';
import type { HostChannel } from './channel';
import type { DataStore } from './dataStore';
import type { UiState } from './uiState';

export interface AppServices {
  channel: HostChannel;
  store: DataStore;
  ui: UiState;
  setUi(patch: Partial<UiState>): void;
  announce(message: string, tone?: 'info' | 'error'): void;
  navigate(tab: TabId): void;
  /** Opens a thread's detail in the Threads view. */
  openThread(id: string): void;
  openedThread: string | null;
  closeThread(): void;
  /** Opens the Evolve panel (dry-run preview, then apply). */
  openEvolve(): void;
  /** Confidence levels and observation types, from the host's answer to `ready`. */
  scale: DisplayScale;
}

export const AppContext = createContext<AppServices | null>(null);

export function useApp(): AppServices {
  const ctx = useContext(AppContext);
  if (!ctx) throw new Error('useApp outside <AppContext>');
  return ctx;
}

/** Runs a host request, announces success or failure; never throws into React. */
export async function runAction<T>(
  app: AppServices,
  fn: () => Promise<T>,
  success: (r: T) => string,
): Promise<T | undefined> {
  try {
    const r = await fn();
    app.announce(success(r));
    return r;
  } catch (e) {
    app.announce(e instanceof Error ? e.message : String(e), 'error');
    return undefined;
  }
}
