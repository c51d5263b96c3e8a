// Shared by the memory verbs (health, search, threads, thread, bridges, reindex): opens the
// workspace and its memory with the same embedder the extension would use — the model from
// --model, $ACT_MODEL_PATH or VS Code's storage of this extension, else the lexical embedder.
// When a window owns the store, `remote` asks its worker (and its embedder) instead.
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

export async function withMemory<T>(workspace: string, o: Parsed['options'], fn: (m: MemoryService) => Promise<T>, opts: { write?: boolean; remote: Remote<T> }): Promise<T> {
  const embedder = (o.embedder as string | undefined) ?? 'auto';
  if (embedder !== 'auto' && embedder !== 'lexical') throw new UsageError('--embedder must be auto or lexical');
  const modelPath = (o.model as string | undefined) ?? process.env.ACT_MODEL_PATH ?? '';
  return withWorkspace(workspace, async (ws) => {
    const m = await MemoryService.open({
      paths: ws.paths,
      store: ws.store,
      globalStorage: modelPath ? undefined : findGlobalStorageWithModel(),
      config: { embedder, modelPath },
      readOnly: !opts.write,
      writeInstructions: false,
      diagnostic: (d) => {
        if (d.level !== 'info') process.stderr.write(`${d.level}: ${d.message}\n`);
      },
    });
    try {
      m.syncLearned(true);
      await m.indexAll();
      if (opts.write) await m.feedObservations();
      return await fn(m);
    } finally {
      await m.close();
    }
  }, opts.remote);
}

export const pct = (x: number) => `${Math.round(x * 1000) / 10}%`;
