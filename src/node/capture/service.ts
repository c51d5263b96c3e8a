// Capture for one workspace: the single place where captured events become observations,
// rules and win/loss statistics. Used by the worker handlers and by the CLI, with the same
// `observe(items, source)` path as everything else (validation, redaction, de-duplication).
import { analyzeMessage, detectSummary, type MessageAnalysis } from '../../core/capture/analyzeMessage';
import { EditAnalyzer, type EditEvent } from '../../core/capture/edits';
import { basename } from 'node:path';
import { observationsForMessage, type MessageContext } from '../../core/capture/messageObservations';
import type { ConversationContext } from '../../core/capture/conversation';
import {
  emptyRunsState,
  recordCommit,
  recordRun,
  type CommitEvent,
  type RunResult,
  type RunsState,
} from '../../core/capture/runs';
import { shorten } from '../../core/capture/text';
import { BASE_CONFIDENCE, type Observation } from '../../core/observation';
import { redact } from '../../core/redact';
import type { WorkspacePaths } from '../../core/paths';
import type { Diagnostic, ObservationInput, ObserveResult } from '../../protocol/worker';
import type { Store } from '../store/store';
import { FeedbackPatternsFile } from './feedbackPatternsFile';
import { feedbackStats, recordFeedbackRow, type FeedbackStats } from './feedbackStats';
import { UserRulesStore } from './userRules';
import { savedText } from './savedText';

export type ObserveFn = (items: ObservationInput[], source: string) => Promise<ObserveResult>;

export interface CaptureDeps {
  paths: WorkspacePaths;
  store: Store;
  observe: ObserveFn;
  report?: (d: Diagnostic) => void;
  /** Home directory (tests point it at a temp dir). */
  home?: string;
}

export interface RecordedMessage {
  feedback: 'win' | 'loss' | 'neutral';
  correction: boolean;
  rules: string[];
  observations: number;
}

export const accepted = (r: ObserveResult) => r.results.filter((x) => x.ok && !x.duplicate).length;

export class CaptureService {
  readonly patternsFile: FeedbackPatternsFile;
  readonly rules: UserRulesStore;
  readonly edits = new EditAnalyzer();
  private runs: RunsState;

  constructor(readonly deps: CaptureDeps) {
    this.patternsFile = new FeedbackPatternsFile(deps.paths.feedbackPatterns);
    this.rules = new UserRulesStore(deps.paths.userRules);
    this.runs = this.loadState<RunsState>('runs') ?? emptyRunsState();
  }

  get root(): string {
    return this.deps.paths.root;
  }

  report(d: Diagnostic): void {
    this.deps.report?.({ source: 'capture', ...d });
  }

  /** Current patterns; problems with the file are reported once per change. */
  analyze(text: string, ctx?: ConversationContext): MessageAnalysis {
    const { patterns, problems } = this.patternsFile.load();
    for (const p of problems) this.reportOnce(p);
    return analyzeMessage(text, patterns, ctx);
  }

  private reported = new Set<string>();
  private reportOnce(message: string) {
    if (this.reported.has(message)) return;
    this.reported.add(message);
    this.report({ level: 'warn', message });
  }

  async observe(items: Observation[], source: string): Promise<number> {
    if (!items.length) return 0;
    return accepted(await this.deps.observe(items, source));
  }

  /** A message the user sent to an assistant (chat participant or any other live source). */
  async recordUserMessage(p: {
    text: string;
    source: string;
    session?: string;
    request?: string;
    previousAnswer?: string;
    followsAnswer?: boolean;
    at?: string;
  }): Promise<RecordedMessage> {
    if (typeof p.text !== 'string') throw new Error('recordUserMessage: "text" must be a string');
    const text = p.text.slice(0, 100_000);
    const before = p.previousAnswer ? { text: p.previousAnswer } : undefined;
    const followsAnswer = p.followsAnswer ?? true;
    const a = this.analyze(text, { before, followsAnswer });
    const at = p.at ?? new Date().toISOString();
    const ctx: MessageContext = {
      origin: p.source || 'chat',
      session: p.session,
      timestamp: at,
      request: p.request,
      before,
      followsAnswer,
      project: basename(this.root),
    };
    for (const r of a.rules)
      this.rules.add({
        text: r.text,
        kind: r.kind,
        lang: r.lang,
        source: ctx.origin,
        session: p.session,
        evidence: r.sentence,
        at,
        project: ctx.project,
      });
    if (ctx.followsAnswer)
      recordFeedbackRow(this.deps.store, {
        at,
        kind: a.feedback,
        correction: a.correction,
        origin: ctx.origin,
        session: p.session,
      });
    const n = await this.observe(observationsForMessage(text, a, ctx), ctx.origin);
    return { ...detectSummary(a), observations: n };
  }

  /** Explicit feedback (thumbs up/down, the "Record Feedback" command) about the last answer. */
  async recordFeedback(p: {
    kind: 'win' | 'loss';
    note?: string;
    source: string;
    session?: string;
    about?: string;
  }): Promise<{ ok: true }> {
    if (p.kind !== 'win' && p.kind !== 'loss') throw new Error('recordFeedback: "kind" must be "win" or "loss"');
    const at = new Date().toISOString();
    const note = p.note ? shorten(redact(p.note), 300) : undefined;
    const about = p.about ? shorten(redact(p.about), 100) : undefined;
    const type = p.kind === 'win' ? 'success' : 'error';
    const what =
      p.kind === 'win' ? "marked the assistant's answer as helpful" : "marked the assistant's answer as unhelpful";
    const o: Observation = {
      timestamp: at,
      type,
      context: about ? { task: about } : {},
      observation: `User ${what}${about ? ` on "${about}"` : ''}${note ? `: ${note}` : ''}`,
      evidence: [
        `explicit feedback (${p.kind}) from ${p.source}${p.session ? `, session ${p.session}` : ''}`,
        ...(note ? [`note: "${note}"`] : []),
      ],
      // docs/seeds/000.md §5.3: explicit user feedback is worth more than detected feedback (+0.3, capped by the type's range).
      confidence: BASE_CONFIDENCE[type].max,
      tags: ['feedback', p.kind, 'explicit', p.source],
    };
    recordFeedbackRow(this.deps.store, {
      at,
      kind: p.kind,
      correction: false,
      origin: p.source,
      session: p.session,
      note,
    });
    await this.observe([o], p.source);
    return { ok: true };
  }

  async recordRun(r: RunResult): Promise<number> {
    const obs = recordRun(this.runs, r);
    this.saveState('runs', this.runs);
    return this.observe(obs, r.origin);
  }

  async recordCommit(c: CommitEvent): Promise<number> {
    const obs = recordCommit(this.runs, c);
    this.saveState('runs', this.runs);
    return this.observe(obs, 'git');
  }

  async recordEdits(events: EditEvent[]): Promise<number> {
    // A document's first event: its saved text lets the analyzer see what that first change removed.
    for (const e of events)
      if (e.snapshot !== undefined && e.base === undefined && !this.edits.knows(e.file))
        e.base = savedText(this.root, e.file);
    return this.observe(this.edits.apply(events), 'edits');
  }

  async tick(now = Date.now()): Promise<number> {
    return this.observe(this.edits.tick(now), 'edits');
  }

  stats(opts?: { sinceMs?: number; weeks?: number }): FeedbackStats {
    return feedbackStats(this.deps.store, opts);
  }

  loadState<T>(key: string): T | undefined {
    const row = this.deps.store.get<{ value: string }>('SELECT value FROM capture_state WHERE key = ?', [key]);
    if (!row) return undefined;
    try {
      return JSON.parse(row.value) as T;
    } catch {
      return undefined;
    }
  }

  saveState(key: string, value: unknown): void {
    this.deps.store.run(
      'INSERT INTO capture_state (key, value, updated_at) VALUES (?, ?, ?) ON CONFLICT(key) DO UPDATE SET value = excluded.value, updated_at = excluded.updated_at',
      [key, JSON.stringify(value), new Date().toISOString()],
    );
    this.deps.store.markDirty();
  }
}
