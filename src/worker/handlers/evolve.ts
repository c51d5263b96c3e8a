// Evolve in the worker; plug-ins (semantic similarity, LLM naming) are set by other areas.
import { evolveWorkspace, type EvolvePlugins } from '../../node/evolveWorkspace';
import type { HandlersFor } from '../context';

/** Set by the memory area once an embedder is ready (semantic grouping through the same interface). */
export const evolvePlugins: EvolvePlugins = {};

export function evolveHandlers(): HandlersFor<'evolve'> {
  return {
    async evolve(params, ctx) {
      const result = await evolveWorkspace(ctx.workspace, { dryRun: !!params.dryRun, sinceDays: params.sinceDays, minConfidence: params.minConfidence }, evolvePlugins);
      ctx.changed(result.dryRun ? ['evolution'] : ['evolution', 'instincts', 'skills', 'metrics']);
      return result;
    },
  };
}
