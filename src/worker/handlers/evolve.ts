// Evolve in the worker; plug-ins (semantic similarity, LLM naming) are set by other areas.
import { evolveWorkspace, type EvolvePlugins } from '../../node/evolveWorkspace';
import type { EvolveResult } from '../../protocol/worker';
import type { HandlersFor } from '../context';
import { checked } from '../params';
import { foundationParams } from '../schemas/foundation';

/** Set by the memory area once an embedder is ready (semantic grouping through the same interface). */
export const evolvePlugins: EvolvePlugins = {};

// One run at a time: two runs (the sidebar's and the CLI's) would each plan from the same
// learned files, and the second's writes would undo the first's.
let lane: Promise<unknown> = Promise.resolve();

export function evolveHandlers(): HandlersFor<'evolve'> {
  return checked(
    { evolve: foundationParams.evolve },
    {
      async evolve(params, ctx) {
        const run = lane.then(() => evolveWorkspace(ctx.workspace, params, evolvePlugins));
        lane = run.catch(() => undefined);
        const result: EvolveResult = await run;
        ctx.changed(result.dryRun ? ['evolution'] : ['evolution', 'instincts', 'skills', 'metrics']);
        return result;
      },
    },
  );
}
