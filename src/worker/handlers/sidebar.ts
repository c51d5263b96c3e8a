// Worker queries of the sidebar: learned items (instincts, skill rules) for display, the
// confirm / contradict / delete actions over the evolve area's functions, confidence history
// and activity. Params are checked by ../schemas/sidebar.ts: the worker trusts no caller.
import { adjustConfidence, deleteLearned, FEEDBACK_DELTAS } from '../../node/evolution/feedback';
import { listSkills } from '../../node/evolution/list';
import { activity } from '../../node/sidebar/activity';
import { confidenceHistory, historyKeys, recordScore } from '../../node/sidebar/history';
import { EvidenceLocator, instinctItems, skillItems } from '../../node/sidebar/learned';
import type { SidebarRequests } from '../../protocol/worker';
import type { HandlersFor } from '../context';
import { checked } from '../params';
import { sidebarParams } from '../schemas/sidebar';

export function sidebarHandlers(): HandlersFor<keyof SidebarRequests> {
  return checked(sidebarParams, {
    instinctsList: (_p, ctx) =>
      instinctItems(ctx.workspace, new EvidenceLocator(ctx.workspace), ctx.settings().language),
    skillsList: (_p, ctx) => skillItems(ctx.workspace, new EvidenceLocator(ctx.workspace), ctx.settings().language),
    async learnedAdjust({ kind, id, action, ...params }, ctx) {
      // The worker owns the deltas (docs/seeds/000.md §9, §5.3): callers say what the person did.
      const delta = FEEDBACK_DELTAS[action];
      const reason = params.reason ?? (action === 'confirm' ? 'confirmed' : 'contradicted');
      const r = await adjustConfidence(ctx.workspace.paths, kind, id, delta, reason, {
        skillThreshold: ctx.settings().skillThreshold,
      });
      const store = ctx.workspace.store;
      const at = new Date().toISOString();
      recordScore(store, kind, id, r.confidence, reason, at);
      if (r.promotedTo)
        recordScore(
          store,
          'skill',
          `${r.promotedTo.skill}#${r.promotedTo.ruleId}`,
          r.confidence,
          `${reason}: promoted from instinct ${id}`,
          at,
        );
      ctx.changed(['instincts', 'skills', 'metrics']);
      return { confidence: r.confidence, level: r.level, promotedTo: r.promotedTo };
    },
    async learnedDelete({ kind, id }, ctx) {
      const r = await deleteLearned(ctx.workspace.paths, kind, id);
      ctx.changed([kind === 'instinct' ? 'instincts' : 'skills']);
      return r;
    },
    confidenceHistory({ kind, id }, ctx) {
      let ruleText: string | undefined;
      let from: string | undefined;
      if (kind === 'skill') {
        const [skill, ruleId] = id.split('#', 2);
        const rule = listSkills(ctx.workspace.paths)
          .find((s) => s.id === skill)
          ?.rules.find((r) => r.id === ruleId);
        ruleText = rule?.text;
        from = rule?.from;
      }
      return confidenceHistory(ctx.workspace.store, historyKeys(kind, id, ruleText, from));
    },
    activity: ({ days }, ctx) => activity(ctx.workspace.store, days),
  });
}
