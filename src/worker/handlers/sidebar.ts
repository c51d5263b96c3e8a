// Worker queries of the sidebar: learned items (instincts, skill rules) for display, the
// confirm / contradict / delete actions over the evolve area's functions, confidence history
// and activity. Parameters are re-checked here: the worker trusts no caller.
import { adjustConfidence, deleteLearned, FEEDBACK_DELTAS } from '../../node/evolution/feedback';
import { listSkills } from '../../node/evolution/list';
import { activity } from '../../node/sidebar/activity';
import { confidenceHistory, historyKeys, recordScore } from '../../node/sidebar/history';
import { EvidenceLocator, instinctItems, skillItems } from '../../node/sidebar/learned';
import type { SidebarRequests } from '../../protocol/worker';
import type { HandlersFor } from '../context';

function checkTarget(kind: unknown, id: unknown): { kind: 'instinct' | 'skill'; id: string } {
  if (kind !== 'instinct' && kind !== 'skill') throw new Error('kind must be "instinct" or "skill"');
  if (typeof id !== 'string' || id === '' || id.length > 200)
    throw new Error('id must be a non-empty string of at most 200 characters');
  return { kind, id };
}

export function sidebarHandlers(): HandlersFor<keyof SidebarRequests> {
  return {
    instinctsList: (_p, ctx) =>
      instinctItems(ctx.workspace, new EvidenceLocator(ctx.workspace), ctx.settings().language),
    skillsList: (_p, ctx) => skillItems(ctx.workspace, new EvidenceLocator(ctx.workspace), ctx.settings().language),
    async learnedAdjust(params, ctx) {
      const { kind, id } = checkTarget(params?.kind, params?.id);
      const action = params?.action;
      if (action !== 'confirm' && action !== 'contradict') throw new Error('action must be "confirm" or "contradict"');
      // The worker owns the deltas (docs/seeds/000.md §9, §5.3): callers say what the person did.
      const delta = FEEDBACK_DELTAS[action];
      const reason =
        typeof params.reason === 'string' && params.reason.trim()
          ? params.reason.slice(0, 200)
          : action === 'confirm'
            ? 'confirmed'
            : 'contradicted';
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
    async learnedDelete(params, ctx) {
      const { kind, id } = checkTarget(params?.kind, params?.id);
      const r = await deleteLearned(ctx.workspace.paths, kind, id);
      ctx.changed([kind === 'instinct' ? 'instincts' : 'skills']);
      return r;
    },
    confidenceHistory(params, ctx) {
      const { kind, id } = checkTarget(params?.kind, params?.id);
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
    activity(params, ctx) {
      const days = Number(params?.days);
      return activity(ctx.workspace.store, Number.isFinite(days) ? days : 30);
    },
  };
}
