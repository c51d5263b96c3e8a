// What an evolution plan says it will do (and, once applied, did).

export interface PlannedInstinct {
  slug: string;
  title: string;
  confidence: number;
  previous?: number;
  change: 'created' | 'updated';
  observations: number;
}

export interface PlannedRule {
  skill: string;
  skillCreated: boolean;
  ruleId: string;
  rule: string;
  confidence: number;
  previous?: number;
  change: 'created' | 'updated';
  fromInstinct?: string;
  status: 'active' | 'weak';
}

export interface RemovedInstinct {
  slug: string;
  title: string;
  confidence: number;
  reason: 'promoted' | 'evicted';
  to?: string;
}

export interface Weakened {
  kind: 'instinct' | 'skill';
  id: string;
  title: string;
  previous: number;
  confidence: number;
  /** The observation text that contradicts it. */
  by: string;
  detail: string;
}

export interface IgnoredObservation {
  id: string;
  observation: string;
  timestamp: string;
  code: 'too-few' | 'low-confidence' | 'vague' | 'contradicted' | 'instinct-limit' | 'deleted' | 'stated-rule';
  reason: string;
}

/** A file under .act/ (path relative to it, always with forward slashes); no content = delete. */
export interface FileOp {
  path: string;
  content?: string;
}

export interface EvolutionPlan {
  now: string;
  dryRun: boolean;
  sinceDays: number;
  /** Observations inside the window. */
  analysed: number;
  groups: number;
  significant: number;
  instincts: PlannedInstinct[];
  rules: PlannedRule[];
  removed: RemovedInstinct[];
  weakened: Weakened[];
  ignored: IgnoredObservation[];
  /** Significant groups whose document was already up to date. */
  unchanged: number;
  activeInstincts: number;
  files: FileOp[];
  report: string;
}
