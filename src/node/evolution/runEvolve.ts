// The Evolve entry point for the worker and the CLI: load what was learned, plan, and unless
// it is a dry run, write the files atomically, save the report under .act/reports/ and update
// .act/metrics.json (observations per type, instinct -> skill conversion, runs).
import { existsSync, readdirSync, unlinkSync } from 'node:fs';
import { join } from 'node:path';
import type { Observation } from '../../core/observation';
import { OBSERVATION_TYPES } from '../../core/observation';
import type { WorkspacePaths } from '../../core/paths';
import type { EvolveResult } from '../../protocol/worker';
import type { SimilarityModel } from '../../core/grouping/similarity';
import type { Namer } from '../../core/evolve/naming';
import type { Language } from '../../core/text/language';
import { planEvolution, type EvolveOptions } from '../../core/evolve/plan';
import type { EvolutionPlan } from '../../core/evolve/planTypes';
import { atomicWriteFile } from '../fsutil';
import { applyFileOps } from './applyFiles';
import { loadLearned } from './learnedFiles';
import { num, ratio, updateMetricsSections } from './metrics';
import { UserRulesStore } from '../capture/userRules';

export interface RunEvolveArgs {
  paths: WorkspacePaths;
  /** ALL known observations (active log + archives); the window is applied here. */
  observations: readonly Observation[];
  options: EvolveOptions & { dryRun: boolean };
  now?: Date;
  /** Semantic similarity plug-in (see core/grouping/embedding); lexical when absent. */
  similarity?: SimilarityModel;
  /** LLM naming plug-in; the deterministic heuristic when absent. */
  namer?: Namer;
  /** Report language (default English; 'fr' gives the French headings of docs/seeds/000.md §6). */
  language?: Language;
  /** Called with problems that did not stop the run (unreadable learned files…). */
  onDiagnostic?: (message: string) => void;
}

/** The rules the user stated and did not reject: a lesson leaves to them what they already say. */
function statedRules(paths: WorkspacePaths): Array<{ text: string; project?: string }> {
  return new UserRulesStore(paths.userRules)
    .list()
    .filter((r) => r.enabled && r.status !== 'rejected')
    .map((r) => ({ text: r.text, ...(r.project ? { project: r.project } : {}) }));
}

const MAX_IGNORED_LISTED = 200;
const REPORTS_KEPT = 30;

export async function runEvolve(args: RunEvolveArgs): Promise<EvolveResult> {
  const started = performance.now();
  const now = args.now ?? new Date();
  const { paths, options } = args;
  const learned = loadLearned(paths);
  for (const d of learned.diagnostics) args.onDiagnostic?.(d);
  const plan = await planEvolution({
    observations: args.observations,
    existing: learned,
    statedRules: statedRules(paths),
    options: { ...options, language: args.language ?? options.language },
    now,
    dryRun: options.dryRun,
    similarity: args.similarity,
    namer: args.namer,
  });
  let filesWritten: string[] = [];
  if (!options.dryRun) {
    filesWritten = applyFileOps(paths, plan.files);
    filesWritten.push(...saveReport(paths, plan, now));
    writeEvolutionMetrics(paths, args.observations, plan, now);
    filesWritten.push('metrics.json');
  }
  const durationMs = Math.round(performance.now() - started);
  return {
    dryRun: options.dryRun,
    report: plan.report,
    instincts: plan.instincts.map((i) => ({
      slug: i.slug,
      title: i.title,
      confidence: i.confidence,
      change: i.change,
    })),
    skills: plan.rules.map((r) => ({ name: r.skill, rule: r.rule, confidence: r.confidence, change: r.change })),
    ignored: plan.ignored.slice(0, MAX_IGNORED_LISTED).map((i) => ({ observation: i.observation, reason: i.reason })),
    filesWritten,
    durationMs,
    analysed: plan.analysed,
    ignoredTotal: plan.ignored.length,
    removed: plan.removed.map((r) => ({ slug: r.slug, title: r.title, reason: r.reason, to: r.to })),
    weakened: plan.weakened.map((w) => ({
      kind: w.kind,
      id: w.id,
      title: w.title,
      previous: w.previous,
      confidence: w.confidence,
    })),
    plannedFiles: plan.files.map((f) => f.path),
  };
}

/** .act/reports/evolve-<timestamp>.md, keeping the most recent ones only. */
function saveReport(paths: WorkspacePaths, plan: EvolutionPlan, now: Date): string[] {
  const stamp = now
    .toISOString()
    .replace(/[-:]/g, '')
    .replace(/\.\d+Z$/, 'Z');
  const name = `evolve-${stamp}.md`;
  atomicWriteFile(join(paths.reports, name), plan.report);
  try {
    const old = readdirSync(paths.reports)
      .filter((f) => /^evolve-.*\.md$/.test(f))
      .sort();
    for (const f of old.slice(0, Math.max(0, old.length - REPORTS_KEPT)))
      if (existsSync(join(paths.reports, f))) unlinkSync(join(paths.reports, f));
  } catch {}
  return [`reports/${name}`];
}

/** The metrics of docs/seeds/000.md §12: observations per type, instinct -> skill conversion rate, run history. */
export function writeEvolutionMetrics(
  paths: WorkspacePaths,
  observations: readonly Observation[],
  plan: EvolutionPlan,
  now: Date,
): void {
  const byType = Object.fromEntries(OBSERVATION_TYPES.map((t) => [t, 0])) as Record<string, number>;
  for (const o of observations) byType[o.type] = (byType[o.type] ?? 0) + 1;
  const at = now.toISOString();
  const observationsSection = { byType, total: observations.length, updated: at };
  const created = plan.instincts.filter((i) => i.change === 'created').length;
  const promoted = plan.removed.filter((r) => r.reason === 'promoted').length;
  const evicted = plan.removed.filter((r) => r.reason === 'evicted').length;
  const rulesCreated = plan.rules.filter((r) => r.change === 'created').length;
  const rulesUpdated = plan.rules.length - rulesCreated;
  const evolution = (cur: Record<string, unknown>) => {
    const totals = (cur.totals ?? {}) as Record<string, unknown>;
    const next = {
      instinctsCreated: num(totals.instinctsCreated) + created,
      instinctsPromoted: num(totals.instinctsPromoted) + promoted,
      instinctsEvicted: num(totals.instinctsEvicted) + evicted,
      rulesCreated: num(totals.rulesCreated) + rulesCreated,
      contradictionsApplied: num(totals.contradictionsApplied) + plan.weakened.length,
    };
    return {
      runs: num(cur.runs) + 1,
      lastRun: {
        at,
        sinceDays: plan.sinceDays,
        analysed: plan.analysed,
        groups: plan.groups,
        significant: plan.significant,
        instinctsCreated: created,
        instinctsUpdated: plan.instincts.length - created,
        rulesCreated,
        rulesUpdated,
        promoted,
        evicted,
        weakened: plan.weakened.length,
        ignored: plan.ignored.length,
      },
      totals: next,
      activeInstincts: plan.activeInstincts,
      // Share of the instincts ever created that became skill rules.
      instinctToSkillConversionRate: ratio(next.instinctsPromoted, next.instinctsCreated),
      updated: at,
    };
  };
  updateMetricsSections(paths, { observations: observationsSection, evolution });
}
