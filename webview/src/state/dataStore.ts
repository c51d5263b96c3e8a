// Keyed cache of what the host pushed. Each key is replaced on its own update, so a
// change to one kind of data re-renders only the views that read it.
import { useSyncExternalStore } from 'react';
import type { Update, UpdateKey, UpdateMap } from '../../../src/protocol/webview';

export type Entry<K extends UpdateKey> = { state: 'loading' } | Update<K>;

export class DataStore {
  private readonly entries = new Map<UpdateKey, Entry<UpdateKey>>();
  private readonly subs = new Set<() => void>();
  private readonly loading: Entry<UpdateKey> = { state: 'loading' };

  get<K extends UpdateKey>(key: K): Entry<K> {
    return (this.entries.get(key) ?? this.loading) as Entry<K>;
  }

  data<K extends UpdateKey>(key: K): UpdateMap[K] | undefined {
    const e = this.get(key);
    return e.state === 'ok' ? (e.data as UpdateMap[K]) : undefined;
  }

  apply(update: Update): void {
    this.entries.set(update.key, update);
    for (const s of [...this.subs]) s();
  }

  /** True once any key holds data (used for the first-data timing). */
  hasAnyData(): boolean {
    for (const e of this.entries.values()) if (e.state === 'ok') return true;
    return false;
  }

  subscribe = (listener: () => void): (() => void) => {
    this.subs.add(listener);
    return () => this.subs.delete(listener);
  };
}

export function useEntry<K extends UpdateKey>(store: DataStore, key: K): Entry<K> {
  return useSyncExternalStore(store.subscribe, () => store.get(key));
}
