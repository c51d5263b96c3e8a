// Params of the capture's worker methods (protocol/capture.ts, CaptureMethods).
import * as z from 'zod/mini';
import type { EditEvent, TextChange } from '../../core/capture/edits';
import { unpackEdits, type PackedEdits } from '../../core/capture/editWire';
import type { CaptureRequests } from '../../protocol/worker';
import {
  anyObject,
  bool,
  cut,
  cutList,
  kept,
  none,
  num,
  object,
  oneOf,
  present,
  str,
  type Agreement,
  type Expect,
} from '../params';

const position = () => z.int().check(z.gte(0));
const change = object({ offset: position(), removed: position(), text: str() });
/** A well-formed edit event; an unknown undo/redo reason or a snapshot of the wrong type is dropped. */
const editEvent = object({
  file: cut(1024),
  languageId: cut(64),
  at: num(),
  changes: kept<TextChange>(change, 1000),
  reason: z.catch(z.optional(oneOf(['undo', 'redo'])), undefined),
  snapshot: z.catch(z.optional(str()), undefined),
});
const editEvents = kept<EditEvent>(editEvent, 20_000);

export const captureParams = {
  recordUserMessage: object({
    text: cut(100_000),
    source: cut(100),
    session: z.optional(cut(200)),
    previousAnswer: z.optional(cut(20_000)),
    request: z.optional(cut(2000)),
    followsAnswer: z.optional(bool()),
  }),
  recordFeedback: object({ kind: oneOf(['win', 'loss']), note: z.optional(str()), source: cut(100) }),
  captureDetect: object({ text: cut(100_000) }),
  // The host sends the packed form; either way the handler gets the well-formed events.
  captureEdits: z.pipe(
    object({ events: z.optional(editEvents), packed: z.optional(anyObject<PackedEdits>()) }),
    z.transform(({ events, packed }) => ({
      events: packed !== undefined ? editEvents.parse(unpackEdits(packed)) : (events ?? []),
    })),
  ),
  captureCommit: object({ sha: z.optional(str()), subject: z.optional(str()), at: z.optional(str()) }),
  captureRun: object({
    command: cut(2000),
    exitCode: present(num()),
    origin: oneOf(['task', 'terminal']),
    at: str(),
    cwd: z.optional(str()),
  }),
  rulesList: none(),
  rulesAdd: object({ text: cut(500) }),
  rulesEdit: object({
    id: cut(100),
    text: z.optional(str()),
    enabled: z.optional(bool()),
    status: z.optional(oneOf(['candidate', 'approved', 'rejected'])),
  }),
  rulesRemove: object({ id: cut(100) }),
  feedbackStats: object({ weeks: z.optional(num()), sinceDays: z.optional(num()) }),
  ingestTranscripts: object({ paths: cutList(cut(4096), 1000) }),
  followTranscripts: none(),
  learnGit: object({ max: z.optional(num()), file: z.optional(str()), dryRun: z.optional(bool()) }),
};

export type CaptureAgreement = Expect<Agreement<typeof captureParams, CaptureRequests>>;
