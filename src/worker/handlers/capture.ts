// Capture methods of the worker (issue 3): chat messages and explicit feedback, edit batches,
// commits, task/terminal results, user rules, win/loss statistics, transcripts and git history.
// Bad input is rejected with a clear error; nothing here throws for a malformed event in a batch.
import { analyzeMessage } from '../../core/capture/analyzeMessage';
import type { EditEvent } from '../../core/capture/edits';
import { unpackEdits } from '../../core/capture/editWire';
import { captureFor } from '../../node/capture/forWorkspace';
import { lastReflogCommit } from '../../node/capture/gitLog';
import { learnGit, relearnGitIfStale } from '../../node/capture/gitLearning';
import type { CaptureService } from '../../node/capture/service';
import { followWorkspaceTranscripts, ingestTranscriptFiles } from '../../node/capture/transcriptIngest';
import type { Workspace } from '../../node/workspace';
import type { CaptureRequests } from '../../protocol/worker';
import type { HandlersFor, WorkerContext } from '../context';
import { glossPendingRules } from '../../node/capture/ruleGlossJob';
import { evolvePlugins } from './evolve';

const services = new WeakMap<Workspace, CaptureService>();

function svcOf(ctx: WorkerContext): CaptureService {
  let s = services.get(ctx.workspace);
  if (!s) services.set(ctx.workspace, (s = captureFor(ctx.workspace)));
  return s;
}

const str = (v: unknown, name: string, max = 100_000): string => {
  if (typeof v !== 'string') throw new Error(`"${name}" must be a string`);
  return v.slice(0, max);
};

/** Keeps only well-formed edit events; a hostile batch cannot blow up the analyzer. */
function cleanEvents(v: unknown): EditEvent[] {
  if (!Array.isArray(v)) throw new Error('"events" must be an array');
  const out: EditEvent[] = [];
  for (const e of v.slice(0, 20_000) as Array<Partial<EditEvent>>) {
    if (
      !e ||
      typeof e.file !== 'string' ||
      typeof e.languageId !== 'string' ||
      typeof e.at !== 'number' ||
      !Array.isArray(e.changes)
    )
      continue;
    const changes = e.changes
      .filter(
        (c) =>
          c &&
          Number.isInteger(c.offset) &&
          c.offset >= 0 &&
          Number.isInteger(c.removed) &&
          c.removed >= 0 &&
          typeof c.text === 'string',
      )
      .slice(0, 1000);
    out.push({
      file: e.file.slice(0, 1024),
      languageId: e.languageId.slice(0, 64),
      at: e.at,
      changes,
      ...(e.reason === 'undo' || e.reason === 'redo' ? { reason: e.reason } : {}),
      ...(typeof e.snapshot === 'string' ? { snapshot: e.snapshot } : {}),
    });
  }
  return out;
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
  return {
    async recordUserMessage(p, ctx) {
      const r = await svcOf(ctx).recordUserMessage({
        text: str(p.text, 'text'),
        source: typeof p.source === 'string' ? p.source.slice(0, 100) : 'chat',
        session: typeof p.session === 'string' ? p.session.slice(0, 200) : undefined,
        previousAnswer: typeof p.previousAnswer === 'string' ? p.previousAnswer.slice(0, 20_000) : undefined,
        request: typeof p.request === 'string' ? p.request.slice(0, 2000) : undefined,
        followsAnswer: typeof p.followsAnswer === 'boolean' ? p.followsAnswer : undefined,
      });
      ctx.changed([
        'feedback',
        ...(r.rules.length ? (['rules'] as const) : []),
        ...(r.observations ? (['observations'] as const) : []),
      ]);
      return r;
    },
    async recordFeedback(p, ctx) {
      const r = await svcOf(ctx).recordFeedback({
        kind: p.kind,
        note: typeof p.note === 'string' ? p.note : undefined,
        source: typeof p.source === 'string' ? p.source.slice(0, 100) : 'unknown',
      });
      ctx.changed(['feedback', 'observations']);
      return r;
    },
    captureDetect(p, ctx) {
      const a = analyzeMessage(str(p.text, 'text'), svcOf(ctx).patternsFile.load().patterns);
      return { feedback: a.feedback, correction: a.correction, rules: a.rules.map((r) => r.text), reasons: a.reasons };
    },
    async captureEdits(p, ctx) {
      const svc = svcOf(ctx);
      const events = p.packed !== undefined ? unpackEdits(p.packed) : p.events;
      const n = (await svc.recordEdits(cleanEvents(events))) + (await svc.tick());
      if (n) ctx.changed(['observations']);
      return { observations: n };
    },
    async captureCommit(p, ctx) {
      const svc = svcOf(ctx);
      let { sha, subject, at } = p;
      if (typeof sha !== 'string' || typeof subject !== 'string') {
        // Fallback path (no git extension): only a reflog entry that records a commit counts,
        // so a checkout or a reset is not taken for a commit.
        const entry = lastReflogCommit(svc.root);
        if (!entry) return { observations: 0, habitsRelearned: false };
        ({ sha, subject, at } = entry);
      }
      const n = await svc.recordCommit({ sha, subject, at: typeof at === 'string' ? at : new Date().toISOString() });
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
      const exit = typeof p.exitCode === 'number' && Number.isFinite(p.exitCode) ? p.exitCode : undefined;
      const n = await svcOf(ctx).recordRun({
        command: str(p.command, 'command', 2000),
        exitCode: exit,
        origin: p.origin === 'task' ? 'task' : 'terminal',
        at: typeof p.at === 'string' ? p.at : new Date().toISOString(),
        cwd: typeof p.cwd === 'string' ? p.cwd : undefined,
      });
      if (n) ctx.changed(['observations']);
      return { observations: n };
    },
    rulesList: (_p, ctx) => svcOf(ctx).rules.list(),
    rulesAdd(p, ctx) {
      const r = svcOf(ctx).rules.add({ text: str(p.text, 'text', 500), kind: 'manual', source: 'manual' });
      ctx.changed(['rules']);
      return r;
    },
    rulesEdit(p, ctx) {
      const status =
        p.status === 'candidate' || p.status === 'approved' || p.status === 'rejected' ? p.status : undefined;
      if (p.status !== undefined && !status) throw new Error('"status" must be candidate, approved or rejected');
      const r = svcOf(ctx).rules.edit(str(p.id, 'id', 100), {
        text: typeof p.text === 'string' ? p.text : undefined,
        enabled: typeof p.enabled === 'boolean' ? p.enabled : undefined,
        status,
      });
      ctx.changed(['rules']);
      return r;
    },
    rulesRemove(p, ctx) {
      const removed = svcOf(ctx).rules.remove(str(p.id, 'id', 100));
      if (removed) ctx.changed(['rules']);
      return { removed };
    },
    feedbackStats(p, ctx) {
      const days = typeof p.sinceDays === 'number' && p.sinceDays > 0 ? p.sinceDays : undefined;
      return svcOf(ctx).stats({
        weeks: typeof p.weeks === 'number' ? Math.max(1, Math.min(p.weeks, 520)) : undefined,
        sinceMs: days ? Date.now() - days * 86_400_000 : undefined,
      });
    },
    async ingestTranscripts(p, ctx) {
      if (!Array.isArray(p.paths)) throw new Error('"paths" must be an array of file paths');
      const out = await ingestTranscriptFiles(
        svcOf(ctx),
        p.paths.slice(0, 1000).map((x, i) => str(x, `paths[${i}]`, 4096)),
      );
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
      const r = await learnGit(svcOf(ctx), {
        max: typeof p.max === 'number' ? p.max : undefined,
        file: typeof p.file === 'string' ? p.file : undefined,
        dryRun: p.dryRun === true,
      });
      if (r.observations) ctx.changed(['observations']);
      return r;
    },
  };
}
