// What ACT would give an assistant after importing transcripts into a fresh workspace and
// evolving: user rules in force or awaiting review, instincts, and active skills' rules.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import { execFileSync } from 'node:child_process';
import { openWorkspace } from '../../../src/node/workspace';
import { captureFor } from '../../../src/node/capture/forWorkspace';
import { ingestTranscriptFiles } from '../../../src/node/capture/transcriptIngest';
import { evolveWorkspace } from '../../../src/node/evolveWorkspace';
import { readLearned } from '../../../src/node/memory/learnedSources';

export interface Offered {
  kind: 'rule' | 'instinct' | 'skill';
  text: string;
  status: string;
  confidence?: number;
}

export interface OfferedRun {
  offered: Offered[];
  importMs: number;
  importErrors: number;
  evolveMs: number;
}

export async function offeredFor(files: string[]): Promise<OfferedRun> {
  const root = mkdtempSync(join(tmpdir(), 'act-eval-'));
  try {
    execFileSync('git', ['init', '-q', root]);
    const ws = await openWorkspace(root, { persistDebounceMs: 60_000 });
    let t = performance.now();
    const imported = await ingestTranscriptFiles(captureFor(ws), files);
    const importMs = performance.now() - t;
    t = performance.now();
    await evolveWorkspace(ws, { sinceDays: 3650, dryRun: false });
    const evolveMs = performance.now() - t;
    const learned = readLearned(ws.paths);
    await ws.close();
    const offered = learned.items
      .filter(
        (i) =>
          (i.kind === 'rule' && (i.status === 'active' || i.status === 'candidate')) ||
          i.kind === 'instinct' ||
          (i.kind === 'skill' && i.status === 'active'),
      )
      .map((i) => ({
        kind: i.kind as Offered['kind'],
        text: i.kind === 'instinct' ? `${i.title} — ${i.text}` : i.text,
        status: i.status,
        confidence: i.confidence,
      }));
    return { offered, importMs, importErrors: imported.filter((r) => 'error' in r).length, evolveMs };
  } finally {
    rmSync(root, { recursive: true, force: true });
  }
}
