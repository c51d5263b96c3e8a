// "Learn from Git History": a real history (git log of the workspace repository) or a JSONL
// history file, through the same analysis as live commits, logged as pattern observations.
import { basename } from 'node:path';
import { analyzeHistory, habitObservations, type Habit } from '../../core/capture/commits/history';
import type { CommitRecord } from '../../core/capture/commits/types';
import { readGitLog, readHistoryJsonl } from './gitLog';
import type { CaptureService } from './service';

export interface LearnGitResult {
  source: string;
  commits: number;
  humanCommits: number;
  authors: number;
  habits: Habit[];
  observations: number;
  problems: string[];
}

export async function learnGit(
  svc: CaptureService,
  opts: { max?: number; file?: string; dryRun?: boolean } = {},
): Promise<LearnGitResult> {
  const max = Math.max(1, Math.min(opts.max ?? 500, 100_000));
  let records: CommitRecord[];
  let problems: string[] = [];
  let source: string;
  if (opts.file) {
    const r = readHistoryJsonl(opts.file);
    records = r.records.slice(0, max);
    problems = r.problems;
    source = basename(opts.file).replace(/\.jsonl$/, '');
  } else {
    records = await readGitLog(svc.root, { max });
    source = basename(svc.root);
  }
  const a = analyzeHistory(records);
  const observations = opts.dryRun ? 0 : await svc.observe(habitObservations(a, source), 'git-history');
  if (!opts.dryRun)
    svc.saveState('git-habits', { at: new Date().toISOString(), source, habits: a.habits.map((h) => h.text) });
  return {
    source,
    commits: a.commits,
    humanCommits: a.humanCommits,
    authors: a.authors,
    habits: a.habits,
    observations,
    problems,
  };
}

/** After a live commit: re-learn the habits at most once a day (percentages barely move per commit). */
export async function relearnGitIfStale(svc: CaptureService, now = Date.now()): Promise<LearnGitResult | null> {
  const last = svc.loadState<{ at: string }>('git-habits');
  if (last && now - Date.parse(last.at) < 24 * 3600_000) return null;
  return learnGit(svc, { max: 500 });
}
