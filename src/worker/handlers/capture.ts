// Capture methods of the worker (issue 3): chat messages and explicit feedback, edit batches,
// commits, task/terminal results, user rules, win/loss statistics, transcripts and git history.
// Params are checked by ../schemas/capture.ts; a malformed event in a batch is dropped, not refused.
import { analyzeMessage } from '../../core/capture/analyzeMessage';
import { captureFor } from '../../node/capture/forWorkspace';
import { lastReflogCommit } from '../../node/capture/gitLog';
import { learnGit, relearnGitIfStale } from '../../node/capture/gitLearning';
import type { CaptureService } from '../../node/capture/service';
import { followWorkspaceTranscripts, ingestTranscriptFiles } from '../../node/capture/transcriptIngest';
import type { Workspace } from '../../node/workspace';
import type { CaptureRequests } from '../../protocol/worker';
import type { HandlersFor, WorkerContext } from '../context';
import { checked } from '../params';
import { captureParams } from '../schemas/capture';
import { glossPendingRules } from '../../node/capture/ruleGlossJob';
import { evolvePlugins } from './evolve';

const services = new WeakMap<Workspace, CaptureService>();

function svcOf(ctx: WorkerContext): CaptureService {
  let s = services.get(ctx.workspace);
  if (!s) services.set(ctx.workspace, (s = captureFor(ctx.workspace)));
  return s;
}

/** English glosses of rules stated in another language, when a model answers; never awaited by a request. */
function glossInBackground(ctx: WorkerContext): void {
  void (async () => {
    const client = evolvePlugins.llm;
    if (!client?.available()) return;
    if (await glossPendingRules(svcOf(ctx).rules, client)) ctx.changed(['rules']);
  })().catch((e) =>
    ctx.diagnostic({ level: 'warn', message: `glossing rules failed: ${(e as Error).message}`, source: 'capture' }),
  );
}

export function captureHandlers(): HandlersFor<keyof CaptureRequests> {
  return checked(captureParams, {
    async recordUserMessage(p, ctx) {
      const r = await svcOf(ctx).recordUserMessage(p);
      ctx.changed([
        'feedback',
        ...(r.rules.length ? (['rules'] as const) : []),
        ...(r.observations ? (['observations'] as const) : []),
      ]);
      return r;
    },
    async recordFeedback(p, ctx) {
      const r = await svcOf(ctx).recordFeedback(p);
      ctx.changed(['feedback', 'observations']);
      return r;
    },
    captureDetect(p, ctx) {
      const a = analyzeMessage(p.text, svcOf(ctx).patternsFile.load().patterns);
      return { feedback: a.feedback, correction: a.correction, rules: a.rules.map((r) => r.text), reasons: a.reasons };
    },
    async captureEdits({ events }, ctx) {
      const svc = svcOf(ctx);
      const n = (await svc.recordEdits(events)) + (await svc.tick());
      if (n) ctx.changed(['observations']);
      return { observations: n };
    },
    async captureCommit(p, ctx) {
      const svc = svcOf(ctx);
      let { sha, subject, at } = p;
      if (sha === undefined || subject === undefined) {
        // Fallback path (no git extension): only a reflog entry that records a commit counts,
        // so a checkout or a reset is not taken for a commit.
        const entry = lastReflogCommit(svc.root);
        if (!entry) return { observations: 0, habitsRelearned: false };
        ({ sha, subject, at } = entry);
      }
      const n = await svc.recordCommit({ sha, subject, at: at ?? new Date().toISOString() });
      let habitsRelearned = false;
      try {
        const r = await relearnGitIfStale(svc);
        habitsRelearned = !!r;
        if (r?.observations) ctx.changed(['observations']);
      } catch (e) {
        ctx.diagnostic({
          level: 'warn',
          message: `could not re-learn commit habits: ${(e as Error).message}`,
          source: 'capture',
        });
      }
      if (n) ctx.changed(['observations']);
      return { observations: n, habitsRelearned };
    },
    async captureRun(p, ctx) {
      const n = await svcOf(ctx).recordRun(p);
      if (n) ctx.changed(['observations']);
      return { observations: n };
    },
    rulesList: (_p, ctx) => svcOf(ctx).rules.list(),
    rulesAdd(p, ctx) {
      const r = svcOf(ctx).rules.add({ text: p.text, kind: 'manual', source: 'manual' });
      ctx.changed(['rules']);
      return r;
    },
    rulesEdit({ id, ...patch }, ctx) {
      const r = svcOf(ctx).rules.edit(id, patch);
      ctx.changed(['rules']);
      return r;
    },
    rulesRemove(p, ctx) {
      const removed = svcOf(ctx).rules.remove(p.id);
      if (removed) ctx.changed(['rules']);
      return { removed };
    },
    feedbackStats({ weeks, sinceDays }, ctx) {
      return svcOf(ctx).stats({
        weeks: weeks === undefined ? undefined : Math.max(1, Math.min(weeks, 520)),
        sinceMs: sinceDays && sinceDays > 0 ? Date.now() - sinceDays * 86_400_000 : undefined,
      });
    },
    async ingestTranscripts(p, ctx) {
      const out = await ingestTranscriptFiles(svcOf(ctx), p.paths);
      ctx.changed(['observations', 'rules', 'feedback']);
      glossInBackground(ctx);
      return out;
    },
    async followTranscripts(_p, ctx) {
      const r = await followWorkspaceTranscripts(svcOf(ctx));
      if (r.some((x) => x.observations || x.rules)) {
        ctx.changed(['observations', 'rules', 'feedback']);
        glossInBackground(ctx);
      }
      return r;
    },
    async learnGit(p, ctx) {
      const r = await learnGit(svcOf(ctx), { ...p, dryRun: p.dryRun === true });
      if (r.observations) ctx.changed(['observations']);
      return r;
    },
  });
}
