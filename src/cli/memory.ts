// Shared by the memory verbs (health, search, threads, thread, bridges, reindex): opens the
// workspace and its memory with the same embedder the extension would use — the model from
// --model, $ACT_MODEL_PATH or VS Code's storage of this extension, else the lexical embedder —
// and first routes what was logged since the last routing (`act observe`, hooks, other tools),
// as the window's worker does, so a query sees what was just logged.
// When a window owns the store, `remote` asks its worker (and its embedder) instead; the worker
// routes what is pending before it answers a memory query too.
import type { OptionSpec, Parsed } from './args';
import { UsageError } from './command';
import { withWorkspace, type Remote } from './workspace';
import { MemoryService } from '../node/memory/memoryService';
import { findGlobalStorageWithModel } from '../node/memory/vscodeStorage';

export const MEMORY_OPTIONS: Record<string, OptionSpec> = {
  json: { type: 'boolean' },
  workspace: { type: 'string' },
  model: { type: 'string' },
  embedder: { type: 'string' },
};

export async function withMemory<T>(
  workspace: string,
  o: Parsed['options'],
  fn: (m: MemoryService) => Promise<T>,
  opts: { remote: Remote<T> },
): Promise<T> {
  const embedder = (o.embedder as string | undefined) ?? 'auto';
  if (embedder !== 'auto' && embedder !== 'lexical') throw new UsageError('--embedder must be auto or lexical');
  const modelPath = (o.model as string | undefined) ?? process.env.ACT_MODEL_PATH ?? '';
  return withWorkspace(
    workspace,
    async (ws) => {
      const m = await MemoryService.open({
        paths: ws.paths,
        store: ws.store,
        globalStorage: modelPath ? undefined : findGlobalStorageWithModel(),
        config: { embedder, modelPath },
        writeInstructions: false,
        diagnostic: (d) => {
          if (d.level !== 'info') process.stderr.write(`${d.level}: ${d.message}\n`);
        },
      });
      try {
        m.syncLearned(true);
        await m.indexAll();
        // Routed and stored, as in the window: the next verb does not route them again.
        await m.feedObservations();
        return await fn(m);
      } finally {
        await m.close();
      }
    },
    opts.remote,
  );
}

export const pct = (x: number) => `${Math.round(x * 1000) / 10}%`;
