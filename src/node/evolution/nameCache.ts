// The language model's names for groups, kept in the store's key-value table so the same
// evidence is never sent twice (src/core/evolve/llmNamer.ts).
import type { NameCache } from '../../core/evolve/llmNamer';
import type { NameProposal } from '../../core/evolve/naming';
import type { Store } from '../store/store';

const PREFIX = 'evolve.llmName.';

export function storeNameCache(store: Store): NameCache {
  return {
    get(key) {
      const row = store.get<{ value: string }>('SELECT value FROM kv WHERE key = ?', [PREFIX + key]);
      if (!row) return undefined;
      try {
        const v = JSON.parse(row.value) as NameProposal;
        return typeof v.title === 'string' && typeof v.rule === 'string' ? v : undefined;
      } catch {
        return undefined;
      }
    },
    set(key, value) {
      store.run('INSERT OR REPLACE INTO kv (key, value) VALUES (?, ?)', [PREFIX + key, JSON.stringify(value)]);
      store.markDirty();
    },
  };
}
