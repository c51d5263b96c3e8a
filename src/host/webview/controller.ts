// The host side of the sidebar, without `vscode`: answers the webview's requests (after
// validating them), pushes keyed updates when data changes, and never posts before the
// webview said it is ready. The VS Code glue (provider.ts) only moves messages in and out.
import { isAbsolute, join, normalize, relative, sep } from 'node:path';
import { realpathSync } from 'node:fs';
import * as l10n from '@vscode/l10n';
import { redact } from '../../core/redact';
import type { Logger } from '../services';
import type {
  HostToWebviewMessage,
  LearnedKind,
  PatternDecision,
  PatternItem,
  RuleItem,
  TabId,
  Update,
  UpdateKey,
  WebviewCommand,
  WebviewRequests,
} from '../../protocol/webview';
import { UPDATE_KEYS, WEBVIEW_PROTOCOL_VERSION } from '../../protocol/webview';
import type { Params, Result, RpcError } from '../../protocol/rpc';
import { InvalidMessage, parseWebviewMessage } from './validate';
import { loadKey, type KeyLoaders } from './loaders';
import { evolvePreview, patternItem, threadDetail, threadHits } from './viewModels';
import { displayScale } from './scale';
import type { WorkerCall } from './workerCall';

export interface SidebarDeps {
  workspaceRoot: string | undefined;
  /** The worker's request, with the worker protocol's types. */
  call: WorkerCall;
  post(message: HostToWebviewMessage): unknown;
  log: Logger;
  workerRunning(): boolean;
  openFile(absPath: string, line?: number): Promise<void>;
  runCommand(command: WebviewCommand): Promise<void>;
  /** VS Code's display language (vscode.env.language), told to the webview at `ready`. */
  locale?: string;
  now?: () => number;
}

const REFRESH_DEBOUNCE_MS = 120;
const EVOLVE_TIMEOUT_MS = 120_000;
const PAST: Record<PatternDecision, () => string> = {
  approve: () => l10n.t('approved'),
  reject: () => l10n.t('rejected'),
  deprecate: () => l10n.t('deprecated'),
};
const DONE: Record<PatternDecision, (title: string) => string> = {
  approve: (title) => l10n.t('“{0}” approved: moved to active/ and given to assistants', title),
  reject: (title) => l10n.t('“{0}” rejected', title),
  deprecate: (title) => l10n.t('“{0}” deprecated: moved to deprecated/', title),
};
const ADJUSTED: Record<'confirm' | 'contradict', Record<LearnedKind, () => string>> = {
  confirm: { instinct: () => l10n.t('Confirmed instinct'), skill: () => l10n.t('Confirmed skill') },
  contradict: { instinct: () => l10n.t('Contradicted instinct'), skill: () => l10n.t('Contradicted skill') },
};

export class RequestError extends Error {
  constructor(
    message: string,
    readonly code: string,
  ) {
    super(message);
  }
}

export class SidebarController {
  private ready = false;
  private pending = new Set<UpdateKey>();
  private timer: ReturnType<typeof setTimeout> | undefined;
  private evolving = false;
  private readonly loadSeq = new Map<UpdateKey, number>();
  private pendingNav: { tab: TabId; evolve: boolean } | undefined;
  private rejectedLogs = { count: 0, since: 0 };
  /** What the webview was last told exists: requests about other ids are refused. */
  readonly known = {
    rules: new Map<string, RuleItem>(),
    patterns: new Map<string, PatternItem>(),
    instinct: new Set<string>(),
    skill: new Set<string>(),
    threads: new Set<string>(),
  };
  private readonly loaders: KeyLoaders;
  private disposed = false;

  constructor(private readonly deps: SidebarDeps) {
    this.loaders = { call: deps.call, root: deps.workspaceRoot, workerRunning: deps.workerRunning };
  }

  get isReady(): boolean {
    return this.ready;
  }

  /** The webview went away (hidden and disposed, reloaded): wait for a new `ready`. */
  reset(): void {
    this.ready = false;
    this.pending.clear();
    if (this.timer) clearTimeout(this.timer);
    this.timer = undefined;
  }

  dispose(): void {
    this.reset();
    this.disposed = true;
  }

  /** Shows a tab (and optionally the Evolve panel); waits for `ready` if the view is loading. */
  navigate(tab: TabId, evolve = false): void {
    if (this.ready) this.deps.post({ kind: 'event', name: 'navigate', data: { tab, evolve } });
    else this.pendingNav = { tab, evolve };
  }

  /** Data changed: refresh these keys soon (coalesced); nothing is sent before `ready`. */
  invalidate(keys: readonly UpdateKey[]): void {
    if (!this.ready || this.disposed) return;
    for (const k of keys) this.pending.add(k);
    this.timer ??= setTimeout(() => {
      this.timer = undefined;
      const batch = [...this.pending];
      this.pending.clear();
      void this.refresh(batch);
    }, REFRESH_DEBOUNCE_MS);
  }

  /** Loads keys in parallel; each is posted as soon as it is ready (fast keys first). */
  async refresh(keys: readonly UpdateKey[]): Promise<void> {
    if (!this.deps.workspaceRoot) return;
    await Promise.all(
      keys.map(async (key) => {
        // Two loads of one key may overlap: only the latest started is posted.
        const seq = (this.loadSeq.get(key) ?? 0) + 1;
        this.loadSeq.set(key, seq);
        const update = await loadKey(this.loaders, key);
        if (this.loadSeq.get(key) !== seq) return;
        this.remember(update);
        if (this.ready && !this.disposed) this.deps.post({ kind: 'event', name: 'update', data: update });
      }),
    );
  }

  /** Entry point for every message from the webview. Never throws. */
  async handle(raw: unknown): Promise<void> {
    let msg;
    try {
      msg = parseWebviewMessage(raw);
    } catch (e) {
      const err = e as InvalidMessage;
      this.logRejected(err.message);
      if (err.requestId !== undefined) this.respondError(err.requestId, { message: err.message, code: err.code });
      return;
    }
    if (msg.kind === 'event') {
      if (msg.name === 'firstData') this.deps.log.info(`sidebar_first_data: ${Math.round(msg.data.ms)} ms`);
      return;
    }
    try {
      const result = await this.dispatch(msg.method, msg.params as never);
      if (!this.disposed) this.deps.post({ kind: 'response', id: msg.id, ok: true, result });
    } catch (e) {
      const code = e instanceof RequestError ? e.code : 'failed';
      const message = e instanceof Error ? e.message : String(e);
      if (code === 'failed') this.deps.log.warn(`sidebar: ${msg.method} failed: ${message}`);
      this.respondError(msg.id, { message, code });
    }
  }

  private respondError(id: number, error: RpcError) {
    if (!this.disposed) this.deps.post({ kind: 'response', id, ok: false, error });
  }

  private logRejected(reason: string) {
    // A hostile webview could flood the log: at most 20 lines per 10 s.
    const now = this.deps.now?.() ?? Date.now();
    if (now - this.rejectedLogs.since > 10_000) this.rejectedLogs = { count: 0, since: now };
    if (++this.rejectedLogs.count <= 20)
      this.deps.log.warn(`sidebar: rejected a message from the webview: ${reason.slice(0, 300)}`);
  }

  private remember(u: Update) {
    if (u.state !== 'ok') return;
    if (u.key === 'patterns') this.known.patterns = new Map(u.data.map((p) => [p.id, p]));
    else if (u.key === 'rules') this.known.rules = new Map(u.data.map((r) => [r.id, r]));
    else if (u.key === 'instincts') this.known.instinct = new Set(u.data.map((i) => i.id));
    else if (u.key === 'skills') this.known.skill = new Set(u.data.map((i) => i.id));
    else if (u.key === 'threads') this.known.threads = new Set(u.data.map((t) => t.id));
  }

  private requireKnown(set: { has(id: string): boolean }, id: string, what: string) {
    if (!set.has(id)) throw new RequestError(`unknown ${what} "${id.slice(0, 80)}" (refresh the view)`, 'unknown_id');
  }

  private async dispatch<K extends keyof WebviewRequests>(
    method: K,
    params: Params<WebviewRequests, K>,
  ): Promise<Result<WebviewRequests, K>> {
    const h = this.handlers[method] as (p: Params<WebviewRequests, K>) => Promise<Result<WebviewRequests, K>>;
    return h(params);
  }

  private readonly handlers: {
    [K in keyof WebviewRequests]: (p: Params<WebviewRequests, K>) => Promise<Result<WebviewRequests, K>>;
  } = {
    ready: async ({ protocol }) => {
      if (protocol !== WEBVIEW_PROTOCOL_VERSION)
        this.deps.log.warn(`sidebar: webview speaks protocol ${protocol}, host ${WEBVIEW_PROTOCOL_VERSION}`);
      this.ready = true;
      // Answer first, then push every key as it loads.
      setTimeout(() => {
        if (this.pendingNav) this.navigate(this.pendingNav.tab, this.pendingNav.evolve);
        this.pendingNav = undefined;
        void this.refresh(UPDATE_KEYS);
      }, 0);
      return {
        protocol: WEBVIEW_PROTOCOL_VERSION,
        workspace: this.deps.workspaceRoot ?? null,
        locale: this.deps.locale ?? 'en',
        scale: displayScale(),
      };
    },
    refresh: async ({ keys }) => {
      const list = keys?.length ? keys : [...UPDATE_KEYS];
      void this.refresh(list);
      return { keys: list };
    },
    patternGet: async ({ id }) => {
      this.requireKnown(this.known.patterns, id, 'pattern');
      return patternItem(await this.deps.call('patternGet', { id }), this.deps.workspaceRoot);
    },
    patternApprove: async ({ id }) => this.patternAction('approve', id, undefined),
    patternReject: async ({ id, reason }) => this.patternAction('reject', id, reason),
    patternDeprecate: async ({ id, reason }) => this.patternAction('deprecate', id, reason),
    ruleDecide: async ({ id, decision }) => {
      const rule = this.known.rules.get(id);
      if (!rule) throw new RequestError(`unknown rule "${id.slice(0, 80)}" (refresh the view)`, 'unknown_id');
      await this.deps.call('rulesEdit', { id, status: decision === 'approve' ? 'approved' : 'rejected' });
      this.invalidate(['rules']);
      return {
        message:
          decision === 'approve'
            ? l10n.t('Approved: “{0}” is given to your assistants', rule.text)
            : l10n.t('Rejected: “{0}” is never given to assistants', rule.text),
      };
    },
    learnedAdjust: async ({ kind, id, action }) => {
      this.requireKnown(this.known[kind], id, kind);
      const r = await this.deps.call('learnedAdjust', {
        kind,
        id,
        action,
        reason: action === 'confirm' ? 'confirmed in the sidebar' : 'contradicted in the sidebar',
      });
      // A confirmed instinct may have become a skill rule: both lists change.
      this.invalidate(['instincts', 'skills', 'activity']);
      const promoted = r.promotedTo ? ` — ${l10n.t('promoted to a rule of skill “{0}”', r.promotedTo.skill)}` : '';
      return {
        message: `${l10n.t('{0}: confidence now {1}', ADJUSTED[action][kind](), r.confidence.toFixed(2))}${promoted}`,
        confidence: r.confidence,
      };
    },
    learnedDelete: async ({ kind, id }) => {
      this.requireKnown(this.known[kind], id, kind);
      await this.deps.call('learnedDelete', { kind, id });
      this.known[kind].delete(id);
      this.invalidate([kindKey(kind), 'activity']);
      return {
        message: kind === 'instinct' ? l10n.t('Deleted instinct “{0}”', id) : l10n.t('Deleted skill rule “{0}”', id),
      };
    },
    confidenceHistory: async ({ kind, id }) => {
      this.requireKnown(this.known[kind], id, kind);
      return (await this.deps.call('confidenceHistory', { kind, id })).slice(-500);
    },
    threadGet: async ({ id }) => {
      this.requireKnown(this.known.threads, id, 'thread');
      return threadDetail(await this.deps.call('threadGet', { id }));
    },
    threadsSearch: async ({ query }) => {
      return threadHits(await this.deps.call('memorySearch', { query, k: 50, types: ['thread'] })).filter((x) =>
        this.known.threads.has(x.id),
      );
    },
    evolve: async ({ dryRun, sinceDays, minConfidence }) => {
      if (!this.deps.workspaceRoot) throw new RequestError(l10n.t('open a folder first'), 'no_workspace');
      if (this.evolving) throw new RequestError(l10n.t('Evolve is already running'), 'busy');
      this.evolving = true;
      try {
        const r = evolvePreview(
          await this.deps.call('evolve', { dryRun, sinceDays, minConfidence }, { timeoutMs: EVOLVE_TIMEOUT_MS }),
        );
        if (!dryRun) this.invalidate(['instincts', 'skills', 'activity', 'status', 'health']);
        return r;
      } finally {
        this.evolving = false;
      }
    },
    openSource: async ({ path, line }) => {
      const abs = this.resolveInWorkspace(path);
      await this.deps.openFile(abs, line);
      return { message: l10n.t('Opened {0}', `${path}${line ? `:${line}` : ''}`) };
    },
    runCommand: async ({ command }) => {
      await this.deps.runCommand(command);
      return { message: '' };
    },
  };

  private async patternAction(decision: PatternDecision, id: string, reason: string | undefined) {
    const p = this.known.patterns.get(id);
    if (!p) throw new RequestError(`unknown pattern "${id.slice(0, 80)}" (refresh the view)`, 'unknown_id');
    // The worker's Pattern Library decides; the list it sent says what it allows.
    if (!p.actions.includes(decision))
      throw new RequestError(
        l10n.t('“{0}” is {1}: it cannot be {2}', p.title, p.state, PAST[decision]()),
        'invalid_state',
      );
    const clean = reason?.trim() ? redact(reason.trim()) : undefined;
    if (decision === 'approve')
      await this.deps.call('patternApprove', clean !== undefined ? { id, note: clean } : { id });
    else
      await this.deps.call(
        decision === 'reject' ? 'patternReject' : 'patternDeprecate',
        clean !== undefined ? { id, reason: clean } : { id },
      );
    this.invalidate(['patterns', 'health']);
    return { message: DONE[decision](p.title) };
  }

  /** A relative path inside the workspace (symlinks resolved); anything else is refused. */
  resolveInWorkspace(path: string): string {
    const root = this.deps.workspaceRoot;
    if (!root) throw new RequestError('no folder is open', 'no_workspace');
    if (isAbsolute(path) || path.includes('\0'))
      throw new RequestError('only paths inside the workspace can be opened', 'outside_workspace');
    const abs = normalize(join(root, path));
    const inside = (p: string, r: string) => {
      const rel = relative(r, p);
      return rel !== '' && !rel.startsWith(`..${sep}`) && rel !== '..' && !isAbsolute(rel);
    };
    if (!inside(abs, root))
      throw new RequestError('only paths inside the workspace can be opened', 'outside_workspace');
    let real: string;
    try {
      real = realpathSync(abs);
    } catch {
      throw new RequestError(`${path} does not exist`, 'not_found');
    }
    if (!inside(real, realpathSync(root)))
      throw new RequestError('only paths inside the workspace can be opened', 'outside_workspace');
    return real;
  }
}

function kindKey(kind: LearnedKind): UpdateKey {
  return kind === 'instinct' ? 'instincts' : 'skills';
}
