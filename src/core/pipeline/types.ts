// Types of the learning pipeline (seed 004) that its pure parts (crystalizer) work on; the
// protocol (src/protocol/pipeline.ts) re-exports them for the worker, host, webview and CLI.

export interface SnapshotRecord {
  /** `learning-snapshot-<uuid>` */
  tag: string;
  /** The commit holding exactly the approved state. */
  commit: string;
  /** Its tree, checked again by the runner after applying the diff. */
  tree: string;
  /** The commit the diff applies to (HEAD at approval, or the marked commit's parent). */
  base: string | null;
  /** sha256 of `git archive --format=tar <commit>`: the runner re-computes it before use. */
  tarballDigest: string;
  mode: 'working-tree' | 'commit';
  takenAt: string;
}

export interface CommandResult {
  command: string;
  cwd: string;
  exitCode: number | null;
  signal: string | null;
  timedOut: boolean;
  durationMs: number;
  /** Redacted, truncated to the output limit. */
  output: string;
  outputBytes: number;
  truncated: boolean;
}

/** A draft written by a language model or by the deterministic template. */
export interface PatternDraft {
  title: string;
  tags: string[];
  problem: string;
  solution: string;
  rationale: string;
}
