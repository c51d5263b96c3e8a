// Off the editing path, after rules were added: English glosses for the rules the user stated in
// another language, when a language model is available (src/core/capture/ruleGloss.ts).
import { glossRules, GLOSS_BATCH } from '../../core/capture/ruleGloss';
import type { LlmClient } from '../../core/llm';
import type { UserRulesStore } from './userRules';

/** Glosses at most `maxBatches` batches of rules; returns how many rules got a gloss. */
export async function glossPendingRules(rules: UserRulesStore, client: LlmClient, maxBatches = 2): Promise<number> {
  let done = 0;
  for (let b = 0; b < maxBatches && client.available(); b++) {
    const pending = rules.needingGloss().slice(0, GLOSS_BATCH);
    if (!pending.length) break;
    const glosses = await glossRules(
      client,
      pending.map((r) => ({ id: r.id, text: r.text })),
    );
    if (!glosses.size) break;
    done += rules.setGlosses(glosses);
  }
  return done;
}
