// Params of the learning pipeline's worker methods (protocol/worker.ts, PipelineRequests).
import * as z from 'zod/mini';
import { PATTERN_STATUSES } from '../../node/pipeline/library';
import { JOB_STATUSES, type PipelineConfig } from '../../protocol/pipeline';
import type { PipelineRequests } from '../../protocol/worker';
import {
  anyObject,
  blankless,
  bool,
  filled,
  list,
  none,
  num,
  object,
  oneOf,
  str,
  type Agreement,
  type Expect,
} from '../params';

const id = { id: filled(100) };
/** Optional free text (notes, reasons). */
const note = () => blankless(4000);
/** Optional name of a person (approver, `--by`). */
const who = () => blankless(200);

const history = list(
  object({
    command: str(),
    exitCode: z.optional(num()),
    cwd: z.optional(str()),
    startedAt: z.optional(str()),
    endedAt: z.optional(str()),
    durationMs: z.optional(num()),
  }),
);

export const pipelineParams = {
  // Settings: PipelineService.configure keeps the fields it understands, each within its bounds.
  pipelineConfigure: anyObject<Partial<PipelineConfig>>(),
  pipelineHarvest: object({
    trusted: z.optional(bool()),
    task: blankless(20_000),
    commit: blankless(200),
    trigger: z.optional(oneOf(['command', 'chat', 'commit', 'cli', 'agent'])),
    source: who(),
    history: z.optional(history),
    autoRun: z.optional(bool()),
  }),
  pipelineTriggerFromApproval: object({
    text: filled(10_000),
    source: z.pipe(
      str(),
      z.transform((s) => (s.trim() ? s.slice(0, 200) : 'chat')),
    ),
    task: blankless(20_000),
    history: z.optional(history),
  }),
  pipelineRecentCommits: object({ limit: z.optional(num()) }),
  pipelineMetrics: none(),
  jobsList: object({ status: z.optional(oneOf(JOB_STATUSES)), limit: z.optional(num()) }),
  jobGet: object(id),
  jobRun: object({ ...id, confirm: z.optional(bool()), trusted: z.optional(bool()), wait: z.optional(bool()) }),
  jobApproveRecovery: object({ ...id, note: note(), approver: who(), requeue: z.optional(bool()) }),
  jobSubmitScenario: object({ ...id, formPath: blankless(4000), requeue: z.optional(bool()) }),
  jobCancel: object(id),
  patternsList: object({ status: z.optional(oneOf(PATTERN_STATUSES)) }),
  patternGet: object(id),
  patternApprove: object({ ...id, note: note(), by: who() }),
  patternReject: object({ ...id, reason: note(), by: who() }),
  patternDeprecate: object({ ...id, reason: note(), by: who() }),
  patternRefine: object({
    ...id,
    draft: object({ title: str(), tags: list(str()), problem: str(), solution: str(), rationale: str() }),
    author: filled(100),
  }),
};

export type PipelineAgreement = Expect<Agreement<typeof pipelineParams, PipelineRequests>>;
