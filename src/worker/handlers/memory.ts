// Memory methods of the worker (issue 4). The memory service starts on the first memory request
// (the host sends memoryConfigure at activation), then follows the workspace: new observations
// are indexed and routed, learned files re-read (instruction files regenerated) when they change.
import type { MemoryRequests } from '../../protocol/worker';
import type { HandlersFor, WorkerContext } from '../context';
import { instructionResult, MemoryService } from '../../node/memory/memoryService';
import { INSTRUCTION_TARGETS } from '../../core/memory/instructions/consent';
import { reindexAll } from '../../node/memory/reindex';
import { bridgesList, health, rulesInForce, search, threadGet, threadsList } from '../../node/memory/memoryQueries';
import { downloadModel, ModelDownloadError } from '../../node/memory/modelDownload';
import { storedModelDir } from '../../node/memory/modelFiles';
import { adjustConfidence } from '../../node/evolution/feedback';
import { evolvePlugins } from './evolve';
import { combineSimilarity, embeddingSimilarity } from '../../core/grouping/embedding';
import { lexicalSimilarity } from '../../core/grouping/lexical';
import type { ChangeKey } from '../../protocol/worker';
import type { MemoryConfig } from '../../protocol/memory';
import { checked } from '../params';
import { memoryParams } from '../schemas/memory';

const services = new WeakMap<WorkerContext, Promise<MemoryService>>();
/** Routes what was logged since the last routing; a query awaits it (see routed()). */
const catchUps = new WeakMap<WorkerContext, () => Promise<void>>();
const LEARNED_KEYS = new Set<ChangeKey>(['instincts', 'skills', 'patterns', 'rules']);
const POLL_MS = 15_000;
let downloadAbort: AbortController | undefined;

/** One run at a time, in call order: the feed's pages are routed in order. */
function serial(fn: () => Promise<void>): () => Promise<void> {
  let last = Promise.resolve();
  return () => (last = last.then(fn));
}

function debounce(fn: () => Promise<unknown> | unknown, ms: number): () => void {
  let timer: NodeJS.Timeout | undefined;
  return () => {
    clearTimeout(timer);
    timer = setTimeout(() => void fn(), ms);
    timer.unref?.();
  };
}

async function start(ctx: WorkerContext): Promise<MemoryService> {
  const s = await MemoryService.open({
    paths: ctx.workspace.paths,
    store: ctx.workspace.store,
    globalStorage: ctx.globalStorage,
    // The host may pass the memory settings at init (settings.memory); memoryConfigure refines them.
    config: (ctx.settings() as { memory?: Partial<MemoryConfig> }).memory,
    adjust: (kind, id, delta, reason) =>
      adjustConfidence(ctx.workspace.paths, kind, id, delta, reason, { skillThreshold: ctx.settings().skillThreshold }),
    emit: (name, data) => ctx.emit(name, data),
    changed: (keys) => ctx.changed(keys),
    diagnostic: (d) => ctx.diagnostic(d),
    // Evolve groups observations with the same embedder when it is the semantic model (a pair
    // matches when either the lexical or the semantic model says so).
    onEmbedder: ({ embedder, info }) => {
      evolvePlugins.similarity =
        info.kind === 'semantic' ? combineSimilarity(lexicalSimilarity(), embeddingSimilarity(embedder)) : undefined;
    },
  });
  evolvePlugins.llm = s.llmClient;
  const guard = (what: string, fn: () => Promise<unknown> | unknown) => async () => {
    try {
      await fn();
    } catch (e) {
      ctx.diagnostic({ level: 'warn', message: `memory: ${what} failed: ${(e as Error).message}`, source: 'memory' });
    }
  };
  const feedNow = serial(guard('indexing observations', () => s.feedObservations()));
  catchUps.set(ctx, feedNow);
  const feed = debounce(feedNow, 300);
  const learned = debounce(
    guard('reading learned files', () => s.syncLearned(true)),
    300,
  );
  ctx.onChanged((keys) => {
    if (keys.includes('observations')) feed();
    if (keys.some((k) => LEARNED_KEYS.has(k))) learned();
  });
  // People and other tools edit these files too: a cheap fingerprint check catches them.
  setInterval(
    guard('checking learned files', () => s.syncLearned()),
    POLL_MS,
  ).unref();
  // Faint, long-idle suspended threads become archived (dormant, still reactivable).
  setInterval(
    guard('archiving idle threads', () => s.manager.maintain() && ctx.changed(['threads'])),
    3_600_000,
  ).unref();
  await guard('archiving idle threads', () => s.manager.maintain())();
  await guard('reading learned files', () => s.syncLearned(true))();
  // Items of earlier sessions (vectors come from the store's cache), then whatever is new.
  await guard('indexing memory', () => s.indexAll())();
  // Thread vectors stored in another space (another embedder, or a new version of the lexical
  // one after its words or stems changed) are recomputed in the background; items were above.
  if ((s.repo.coverage(s.selected.info.id).thread?.stale ?? 0) > 0)
    void guard('reindexing threads', () => reindexAll(s, { kinds: ['threads'] }))();
  // What the log already holds is routed into threads before the first answer: an agent's search
  // for threads right after start-up found none (seen in a real VS Code).
  await feedNow();
  // After a worker restart the host re-sends the settings and whether a language model exists.
  ctx.emit('memoryStarted', { embedder: s.embedderInfo });
  return s;
}

export function memory(ctx: WorkerContext): Promise<MemoryService> {
  let p = services.get(ctx);
  if (!p) {
    p = start(ctx);
    services.set(ctx, p);
    p.catch(() => services.delete(ctx));
  }
  return p;
}

/**
 * The memory once what was just logged is routed: `act observe` then `act threads` (sent here
 * when this window owns the store) finds the thread without waiting for the debounced feed.
 */
async function routed(ctx: WorkerContext): Promise<MemoryService> {
  const s = await memory(ctx);
  await catchUps.get(ctx)?.();
  return s;
}

export function memoryHandlers(): HandlersFor<keyof MemoryRequests> {
  return checked(memoryParams, {
    async memoryConfigure({ config, llmAvailable }, ctx) {
      const s = await memory(ctx);
      if (llmAvailable !== undefined) s.llmClient.setAvailable(llmAvailable);
      await s.configure(config);
      return { embedder: s.embedderInfo };
    },
    memoryRoute: async (p, ctx) => (await memory(ctx)).route(p),
    memorySearch: async (p, ctx) => search(await routed(ctx), p),
    threadsList: async (p, ctx) => threadsList(await routed(ctx), p),
    threadGet: async (p, ctx) => threadGet(await routed(ctx), p),
    bridgesList: async (p, ctx) => bridgesList(await routed(ctx), p),
    health: async (_p, ctx) => health(await routed(ctx)),
    embedderInfo: async (_p, ctx) => (await memory(ctx)).embedderInfo,
    rulesInForce: async (p, ctx) => rulesInForce(await memory(ctx), p.limit),
    reindex: async (p, ctx) => reindexAll(await memory(ctx), { kinds: p.kinds }),
    async reindexCancel(_p, ctx) {
      const s = await memory(ctx);
      const running = !!s.reindexAbort;
      s.reindexAbort?.abort();
      return { cancelled: running };
    },
    async instructionsRegenerate(_p, ctx) {
      const s = await memory(ctx);
      s.syncLearned(true);
      return instructionResult(s.instructionReport);
    },
    instructionsProposal: async (_p, ctx) => (await memory(ctx)).instructionProposal(),
    instructionsConsent: async ({ decision, files, gitExclude }, ctx) =>
      // Each file once, in the canonical order.
      (await memory(ctx)).answerInstructions(
        decision,
        INSTRUCTION_TARGETS.filter((t) => files.includes(t)),
        gitExclude,
      ),
    async memoryLlmReply(p, ctx) {
      (await memory(ctx)).llmClient.reply(p);
    },
    async modelDownload(_p, ctx) {
      const s = await memory(ctx);
      if (!ctx.globalStorage)
        return {
          ok: false,
          message:
            'No extension storage folder is available to download the model into; set act.memory.modelPath instead.',
          embedder: s.embedderInfo,
        };
      downloadAbort?.abort();
      const abort = (downloadAbort = new AbortController());
      let last = 0;
      try {
        await downloadModel({
          targetDir: storedModelDir(ctx.globalStorage),
          signal: abort.signal,
          onProgress: (pr) => {
            const pct = Math.floor(pr.fraction * 100);
            ctx.emit('progress', {
              id: 'memory.download',
              message: `${pr.file}: ${(pr.received / 1e6).toFixed(1)} / ${(pr.total / 1e6).toFixed(1)} MB`,
              increment: pct - last,
            });
            last = pct;
          },
        });
        ctx.emit('progress', { id: 'memory.download', message: 'Model downloaded and verified', done: true });
        await s.reloadEmbedder();
        return {
          ok: s.selected.info.kind === 'semantic',
          message:
            s.selected.info.kind === 'semantic'
              ? `Semantic embedder active (${s.selected.info.id}, ${s.selected.info.runtime}); reindexing in the background.`
              : `Downloaded, but the model could not be used: ${s.selected.info.fallbackReason}`,
          embedder: s.embedderInfo,
        };
      } catch (e) {
        ctx.emit('progress', { id: 'memory.download', message: 'Download stopped', done: true });
        const message = e instanceof ModelDownloadError ? e.message : `Download failed: ${(e as Error).message}`;
        return { ok: false, message, embedder: s.embedderInfo };
      } finally {
        if (downloadAbort === abort) downloadAbort = undefined;
      }
    },
    async modelDownloadCancel() {
      const running = !!downloadAbort;
      downloadAbort?.abort();
      return { cancelled: running };
    },
  });
}
