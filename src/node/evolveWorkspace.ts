// Evolve over a workspace: every known observation (active log and archives) goes to the
// engine, which applies the window; the run and the new confidences are recorded in the store
// (evolution history, confidence history for the sidebar).
import { runEvolve } from './evolution/runEvolve';
import type { SimilarityModel } from '../core/grouping/similarity';
import type { Namer } from '../core/evolve/naming';
import type { EvolveParams, EvolveResult } from '../protocol/worker';
import type { Workspace } from './workspace';
import type { LlmClient } from '../core/llm';
import { languageModelNamer } from '../core/evolve/llmNamer';
import { storeNameCache } from './evolution/nameCache';

export interface EvolvePlugins {
  similarity?: SimilarityModel;
  namer?: Namer;
  /** The user's language model, when allowed: it may word lessons better (checked, cached, bounded). */
  llm?: LlmClient;
}

export async function evolveWorkspace(
  ws: Workspace,
  params: EvolveParams,
  plugins: EvolvePlugins = {},
  now = new Date(),
): Promise<EvolveResult> {
  const s = ws.settings();
  const sinceDays = params.sinceDays ?? s.sinceDays;
  const minConfidence = params.minConfidence ?? s.minConfidence;
  if (!(sinceDays > 0)) throw new Error(`sinceDays must be positive, got ${sinceDays}`);
  if (!(minConfidence >= 0 && minConfidence <= 1))
    throw new Error(`minConfidence must be between 0 and 1, got ${minConfidence}`);
  await ws.ingest();
  const result = await runEvolve({
    paths: ws.paths,
    observations: ws.allObservations(),
    options: {
      dryRun: !!params.dryRun,
      sinceDays,
      minConfidence,
      minOccurrences: s.minOccurrences,
      skillThreshold: s.skillThreshold,
      maxInstincts: s.maxInstincts,
    },
    now,
    // The report is ACT's own text: in the interface language (learned content keeps its own).
    language: s.language,
    similarity: plugins.similarity,
    namer:
      plugins.namer ??
      (plugins.llm?.available() ? languageModelNamer(plugins.llm, storeNameCache(ws.store)) : undefined),
    onDiagnostic: (message) => ws.report({ level: 'warn', message, source: 'evolve' }),
  });
  const at = now.toISOString();
  ws.store.transaction(() => {
    ws.store.run(
      'INSERT INTO evolutions (at, dry_run, since_days, min_confidence, instincts, skills, ignored, duration_ms, report) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)',
      [
        at,
        result.dryRun ? 1 : 0,
        sinceDays,
        minConfidence,
        result.instincts.length,
        result.skills.length,
        result.ignoredTotal ?? result.ignored.length,
        result.durationMs,
        result.report,
      ],
    );
    if (!result.dryRun) {
      for (const i of result.instincts)
        ws.store.run('INSERT OR REPLACE INTO scores (kind, key, confidence, at, reason) VALUES (?, ?, ?, ?, ?)', [
          'instinct',
          i.slug,
          i.confidence,
          at,
          `evolve: ${i.change}`,
        ]);
      for (const k of result.skills)
        ws.store.run('INSERT OR REPLACE INTO scores (kind, key, confidence, at, reason) VALUES (?, ?, ?, ?, ?)', [
          'skill',
          `${k.name}:${k.rule}`,
          k.confidence,
          at,
          `evolve: ${k.change}`,
        ]);
      for (const w of result.weakened ?? [])
        ws.store.run('INSERT OR REPLACE INTO scores (kind, key, confidence, at, reason) VALUES (?, ?, ?, ?, ?)', [
          w.kind,
          w.id,
          w.confidence,
          at,
          'contradiction',
        ]);
    }
  });
  ws.store.markDirty();
  return result;
}
