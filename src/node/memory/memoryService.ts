// The semantic memory of one workspace, as the worker (or the CLI) runs it: the embedder, the
// threads and their bridges, the searchable items, contradiction checks, and the instruction
// files. Everything long (model load, reindex, LLM calls) is asynchronous and never blocks
// routing longer than needed; every failure is reported as a diagnostic, never thrown out of
// a listener.
import type { Store } from '../store/store';
import type { WorkspacePaths } from '../../core/paths';
import { redact } from '../../core/redact';
import type { EmbedderInfo } from '../../core/memory/embedder';
import { MemoryLlm } from '../../core/memory/llm';
import { ThreadManager, type RouteInput, type RouteResult } from '../../core/memory/threads/manager';
import type { OriginType, Thread } from '../../core/memory/threads/types';
import type { ObservationType } from '../../core/observation';
import { BridgeGraph } from '../../core/memory/bridges/bridgeGraph';
import { Bridger } from '../../core/memory/bridges/bridger';
import { ItemIndex } from '../../core/memory/retrieval/itemIndex';
import { ContradictionChecker, CONTRADICTION_DELTA, type ContradictionHit } from '../../core/memory/contradictionCheck';
import { DEFAULT_MEMORY_CONFIG, mergeMemoryConfig } from '../../core/memory/config';
import type { MemoryConfig, RouteView } from '../../protocol/memory';
import type { Diagnostic, ChangeKey } from '../../protocol/worker';
import { selectEmbedder, type SelectedEmbedder } from './embedderSelection';
import { MemoryRepo } from './memoryRepo';
import { ItemSync, textHash } from './itemSync';
import { ObservationFeed, type FedObservation } from './observationFeed';
import { feedbackContent, feedbackParts } from '../../core/capture/messageObservations';
import { basename } from 'node:path';
import { HostLlmClient } from './hostLlm';
import { readLearned, type LearnedSnapshot } from './learnedSources';
import {
  blockedBy,
  instructionSettingsOf,
  proposeInstructions,
  regenerateInstructions,
  type InstructionRun,
  type InstructionSettings,
} from './instructionsSync';
import { learnedFingerprint } from './learnedWatch';
import { excludeFromGit, readConsent, rememberInstructionSettings, writeConsent } from './consentFile';
import type { InstructionProposal, InstructionWriteResult, InstructionsConsentEvent } from '../../protocol/memory';
import type { InstructionTarget } from '../../core/memory/instructions/consent';

/** The kind of event an observation came from, for a thread's drift history. */
function originOf(source: string): OriginType {
  const s = source.toLowerCase();
  if (/git|commit/.test(s)) return 'commit';
  if (/edit|document/.test(s)) return 'edit';
  if (/test|task|terminal|run/.test(s)) return 'test';
  if (/feedback|chat|transcript|claude|aider/.test(s)) return 'feedback';
  return 'observation';
}

export type Adjuster = (kind: 'instinct' | 'skill', id: string, delta: number, reason: string) => Promise<unknown>;

export interface MemoryDeps {
  paths: WorkspacePaths;
  store: Store;
  globalStorage?: string;
  config?: Partial<MemoryConfig>;
  /** Lowers a learned document's confidence (src/node/evolution/feedback.ts adjustConfidence). */
  adjust?: Adjuster;
  emit?: (name: string, data: unknown) => void;
  changed?: (keys: ChangeKey[]) => void;
  diagnostic?: (d: Diagnostic) => void;
  /** Routes/writes instruction files; the CLI's read-only verbs turn this off. */
  writeInstructions?: boolean;
  /** Nothing is written to the store (CLI queries while the extension may own it). */
  readOnly?: boolean;
  /** Told of the active embedder at start and after every switch (Evolve's semantic grouping). */
  onEmbedder?: (s: SelectedEmbedder) => void;
}

export class MemoryService {
  config: MemoryConfig;
  readonly repo: MemoryRepo;
  readonly llmClient: HostLlmClient;
  readonly llm: MemoryLlm;
  readonly items: ItemIndex;
  readonly graph: BridgeGraph;
  readonly feed: ObservationFeed;
  readonly checker = new ContradictionChecker();
  selected!: SelectedEmbedder;
  manager!: ThreadManager;
  bridger!: Bridger;
  itemSync!: ItemSync;
  learned: LearnedSnapshot | undefined;
  instructionReport: (InstructionRun & { at: string }) | undefined;
  /** The proposal the host was last asked about (one question per distinct proposal). */
  private askedKey = '';
  private fingerprint = '';
  private learnedIndexing: Promise<void> = Promise.resolve();
  private background: NodeJS.Timeout | undefined;
  reindexAbort: AbortController | undefined;

  private constructor(readonly deps: MemoryDeps) {
    this.config = mergeMemoryConfig(DEFAULT_MEMORY_CONFIG, deps.config);
    this.repo = new MemoryRepo(deps.store, deps.readOnly);
    this.llmClient = new HostLlmClient((e) => deps.emit?.('memoryLlm', e));
    this.llm = new MemoryLlm(this.llmClient);
    this.graph = new BridgeGraph(this.repo, this.repo.loadBridges());
    this.feed = new ObservationFeed(deps.store);
    this.items = new ItemIndex(384);
  }

  static async open(deps: MemoryDeps): Promise<MemoryService> {
    const s = new MemoryService(deps);
    s.selected = await selectEmbedder(
      { mode: s.config.embedder, modelPath: s.config.modelPath || undefined, runtime: s.config.runtime },
      { globalStorage: deps.globalStorage },
    );
    s.build();
    deps.onEmbedder?.(s.selected);
    return s;
  }

  private build(): void {
    const e = this.selected.embedder;
    this.manager = new ThreadManager({
      embedder: e,
      repo: this.repo,
      llm: this.llm,
      redact,
      mode: () => this.config.mode,
      afterRoute: (r, t, text, input) => this.afterRoute(r, t, text, input),
      onError: (err) => this.report('warn', `after routing: ${(err as Error).message}`),
      defaultScope: workspaceScope(this.deps.paths.root),
    });
    this.bridger = new Bridger(
      this.graph,
      { get: (id) => this.manager.set.get(id), recentTexts: (id, n) => this.repo.messageTexts(id, n) },
      this.llm,
    );
    if (this.itemSync) this.itemSync.setEmbedder(e);
    else this.itemSync = new ItemSync(this.items, this.repo, e);
  }

  get embedderInfo(): EmbedderInfo & { reason?: string } {
    return { ...this.selected.info, reason: this.selected.info.fallbackReason };
  }

  report(level: Diagnostic['level'], message: string): void {
    this.deps.diagnostic?.({ level, message, source: 'memory' });
  }

  /** Applies new settings; reloads the embedder (and reindexes in the background) when it changed. */
  async configure(patch: Partial<MemoryConfig> | undefined): Promise<void> {
    const before = this.config;
    this.config = mergeMemoryConfig(this.config, patch);
    const embedderChanged =
      before.embedder !== this.config.embedder ||
      before.modelPath !== this.config.modelPath ||
      before.runtime !== this.config.runtime;
    if (embedderChanged) await this.reloadEmbedder();
    if (
      JSON.stringify(before.instructions) !== JSON.stringify(this.config.instructions) ||
      JSON.stringify(before.guardcode) !== JSON.stringify(this.config.guardcode)
    )
      this.regenerate();
  }

  /** Picks the embedder again (after a download or a settings change); a new space means reindex. */
  async reloadEmbedder(): Promise<void> {
    const next = await selectEmbedder(
      { mode: this.config.embedder, modelPath: this.config.modelPath || undefined, runtime: this.config.runtime },
      { globalStorage: this.deps.globalStorage },
    );
    if (next.info.id === this.selected.info.id) {
      this.selected = { embedder: this.selected.embedder, info: next.info };
      return;
    }
    await this.manager.exclusive(async () => {
      const old = this.selected.embedder;
      this.selected = next;
      this.build();
      this.deps.onEmbedder?.(next);
      await old.dispose?.();
    });
    this.deps.changed?.(['threads', 'health']);
    this.report(
      'info',
      `embedder is now ${next.info.id}${next.info.fallbackReason ? ` (${next.info.fallbackReason})` : ''}; reindexing in the background`,
    );
    void import('./reindex')
      .then((m) => m.reindexAll(this, {}))
      .catch((e) => this.report('error', `reindex failed: ${(e as Error).message}`));
  }

  async route(input: RouteInput): Promise<RouteView | { skipped: string }> {
    const r = await this.manager.route(input);
    if (!r) return { skipped: 'no content words: not routed (noise)' };
    const hits = (r.extra as ContradictionHit[] | undefined) ?? [];
    this.deps.changed?.(['threads', 'bridges']);
    this.scheduleBackground();
    return {
      decision: r.decision,
      threadId: r.threadId,
      threadTitle: this.manager.set.get(r.threadId)?.title ?? '',
      parentId: r.parentId,
      score: Math.round(r.score * 1000) / 1000,
      via: r.via,
      reason: r.reason,
      suspended: r.suspended,
      contradicted: hits.map((h) => ({
        kind: h.rule.ref.kind,
        id: h.rule.ref.kind === 'rule' ? `${h.rule.ref.skill}#${h.rule.ref.id}` : h.rule.ref.id,
        text: h.rule.text,
        detail: h.detail,
      })),
    };
  }

  private async afterRoute(
    r: RouteResult,
    thread: Thread,
    text: string,
    input: RouteInput,
  ): Promise<ContradictionHit[]> {
    this.bridger.onRouted(r, thread, text);
    // An error observation states what not to do: its type flips its stance.
    return this.applyContradictions(text, input.meta?.observationType as ObservationType | undefined);
  }

  /** docs/seeds/000.md §5.3: a contradiction of a rule in force lowers it by 0.3, once per (rule, text). */
  async applyContradictions(
    text: string,
    type?: Parameters<ContradictionChecker['check']>[1],
  ): Promise<ContradictionHit[]> {
    if (!this.checker.size) return [];
    const hits = this.checker.check(text, type);
    const applied: ContradictionHit[] = [];
    for (const h of hits) {
      const id = h.rule.ref.kind === 'rule' ? `${h.rule.ref.skill}#${h.rule.ref.id}` : h.rule.ref.id;
      const kind = h.rule.ref.kind === 'rule' ? 'skill' : 'instinct';
      const key = `memory.contradiction:${kind}:${id}:${textHash(text)}`;
      if (this.deps.store.get('SELECT 1 AS x FROM kv WHERE key = ?', [key])) continue;
      this.deps.store.run('INSERT OR REPLACE INTO kv (key, value) VALUES (?, ?)', [key, new Date().toISOString()]);
      applied.push(h);
      try {
        await this.deps.adjust?.(
          kind,
          id,
          CONTRADICTION_DELTA,
          `contradicted by: ${redact(text).slice(0, 200)} (${h.detail})`,
        );
      } catch (e) {
        this.report('warn', `could not lower the confidence of ${kind} ${id}: ${(e as Error).message}`);
      }
    }
    if (applied.length) {
      this.deps.store.markDirty();
      this.deps.changed?.(['instincts', 'skills']);
      this.syncLearned(true);
    }
    return applied;
  }

  /** Re-reads the learned files when they changed (or when forced): items, checker, instruction files. */
  syncLearned(force = false): boolean {
    const fp = learnedFingerprint(this.deps.paths);
    if (!force && fp === this.fingerprint && this.learned) return false;
    this.fingerprint = fp;
    const learned = readLearned(this.deps.paths);
    this.learned = learned;
    this.checker.setRules(learned.rules);
    this.learnedIndexing = Promise.all(
      (['instinct', 'skill', 'pattern', 'rule'] as const).map((kind) =>
        this.itemSync
          .sync(
            learned.items.filter((i) => i.kind === kind),
            { replaceKind: kind },
          )
          .catch((e) => this.report('warn', `indexing ${kind}s failed: ${(e as Error).message}`)),
      ),
    ).then(() => undefined);
    for (const p of learned.problems) this.report('warn', p);
    this.regenerate(learned);
    return true;
  }

  /**
   * Puts the observations already fed (up to the feed's cursor) and the learned items in the
   * search index (vectors from the store); feedObservations() indexes the rest as it feeds them.
   * A first run read all 100,000 observations twice: here, then in feedObservations().
   */
  async indexAll(): Promise<void> {
    if (!this.learned) this.syncLearned(true);
    const fed = this.feed.cursor();
    if (fed > 0) for (const page of this.feed.pages(fed)) await this.itemSync.sync(page);
    await this.learnedIndexing;
  }

  private get instructionSettings(): InstructionSettings {
    return instructionSettingsOf(this.config);
  }

  /**
   * Brings the instruction files in line with what is learned, within what the user agreed to.
   * Undecided: nothing is written, and the host is asked (once per distinct proposal).
   */
  regenerate(learned = this.learned): InstructionRun | undefined {
    if (this.deps.writeInstructions === false) return undefined;
    try {
      // The CLI cannot read VS Code's settings: it writes what the window would.
      rememberInstructionSettings(this.deps.paths, {
        instructions: this.config.instructions,
        guardcode: this.config.guardcode,
      });
    } catch (e) {
      this.report('warn', `could not record the instruction settings for the CLI: ${(e as Error).message}`);
    }
    const r = regenerateInstructions(
      this.deps.paths,
      this.instructionSettings,
      learned ?? readLearned(this.deps.paths),
    );
    this.instructionReport = { ...r, at: new Date().toISOString() };
    for (const e of r.errors) this.report('warn', `instruction file not updated: ${e}`);
    if (r.pending && r.pending.key !== this.askedKey) {
      this.askedKey = r.pending.key;
      this.deps.emit?.('instructionsConsent', {
        files: r.pending.files,
        key: r.pending.key,
      } satisfies InstructionsConsentEvent);
    }
    return r;
  }

  /** What each enabled instruction file would get now, and the answer on record. */
  instructionProposal(): InstructionProposal {
    return {
      policy: this.config.instructions.write,
      answer: readConsent(this.deps.paths).answer,
      files: proposeInstructions(
        this.deps.paths,
        this.instructionSettings,
        this.learned ?? readLearned(this.deps.paths),
      ),
    };
  }

  /** Remembers the user's answer for this workspace, keeps the files out of git if asked, regenerates. */
  answerInstructions(
    decision: 'yes' | 'never',
    files: InstructionTarget[],
    gitExclude: boolean,
  ): InstructionWriteResult {
    writeConsent(this.deps.paths, {
      decision,
      files: decision === 'yes' ? files : [],
      gitExclude: decision === 'yes' && gitExclude,
      at: new Date().toISOString(),
    });
    const excluded = decision === 'yes' && gitExclude ? excludeFromGit(this.deps.paths.root, files) : undefined;
    if (excluded?.problem) this.report('warn', `instruction files not kept out of git: ${excluded.problem}`);
    this.askedKey = '';
    return instructionResult(this.regenerate(), excluded?.added);
  }

  /** Indexes new observations, routes the recent ones, checks them for contradictions. */
  async feedObservations(): Promise<number> {
    let n = 0;
    // Decided by the first page: on a first run, the pages after it are history too (routing
    // every one of 100,000 observations took minutes and a gigabyte).
    let routeFrom: number | undefined;
    for (;;) {
      const page = this.feed.next();
      const rows = page.rows;
      routeFrom ??= page.routeFrom;
      if (!rows.length) break;
      await this.itemSync.sync(rows.map((r) => r.item));
      for (const r of rows) {
        if (this.config.routeObservations && r.rowId > routeFrom) await this.manager.route(routeInputOf(r));
        else await this.applyContradictions(r.text, r.type);
        n++;
      }
    }
    if (n) {
      this.deps.changed?.(['threads', 'bridges']);
      this.scheduleBackground();
    }
    return n;
  }

  /** Language-model work off the routing path: describe due threads, type new bridges. */
  private scheduleBackground(): void {
    if (!this.llm.available() || this.background) return;
    this.background = setTimeout(async () => {
      this.background = undefined;
      try {
        const d = await this.manager.describePending(3);
        const b = await this.bridger.retypePending(5);
        if (d || b) this.deps.changed?.(['threads', 'bridges']);
        if (this.manager.describable().length || this.bridger.pendingTyping) this.scheduleBackground();
      } catch (e) {
        this.report('warn', `language-model step failed: ${(e as Error).message}`);
      }
    }, 1500);
    this.background.unref?.();
  }

  async close(): Promise<void> {
    if (this.background) clearTimeout(this.background);
    this.reindexAbort?.abort();
    this.llmClient.setAvailable(false);
    await this.selected.embedder.dispose?.();
  }
}

/** The workspace's own project name: the scope of what is captured live in it. */
export function workspaceScope(root: string): string {
  return basename(root).slice(0, 48);
}

/**
 * An observation as a message to route: what it is about (the user's words and the assistant's
 * action, never the sentence that wraps them), in its project and conversation.
 */
export function routeInputOf(r: FedObservation): RouteInput {
  const o = {
    timestamp: r.at,
    type: r.type,
    context: r.task ? { task: r.task } : {},
    observation: r.text,
    confidence: r.confidence,
    tags: r.tags,
  };
  const parts = feedbackParts(o);
  const content = parts ? feedbackContent(o) : r.task ? `${r.text} (${r.task})` : r.text;
  const project = r.tags.find((t) => t.startsWith('project:'))?.slice(8);
  const conversation = r.tags.find((t) => t.startsWith('session:'))?.slice(8);
  return {
    text: content,
    source: `observation:${r.source}`,
    kind: originOf(r.source),
    at: r.at,
    ref: r.key,
    meta: { observationType: r.type },
    ...(project ? { scope: project } : {}),
    ...(conversation ? { conversation } : {}),
  };
}

export function instructionResult(r: InstructionRun | undefined, excluded?: string[]): InstructionWriteResult {
  return {
    written: r?.written ?? [],
    deleted: r?.deleted ?? [],
    unchanged: r?.unchanged ?? [],
    errors: r?.errors ?? [],
    ...(r && blockedBy(r) ? { blocked: blockedBy(r) } : {}),
    ...(excluded?.length ? { excluded } : {}),
  };
}
