// Params of the sidebar's worker methods (protocol/worker.ts, SidebarRequests).
import type { SidebarRequests } from '../../protocol/worker';
import { blankless, capped, none, num, object, oneOf, type Agreement, type Expect } from '../params';

const target = { kind: oneOf(['instinct', 'skill']), id: capped(200) };

export const sidebarParams = {
  instinctsList: none(),
  skillsList: none(),
  learnedAdjust: object({ ...target, action: oneOf(['confirm', 'contradict']), reason: blankless(200) }),
  learnedDelete: object(target),
  confidenceHistory: object(target),
  activity: object({ days: num() }),
};

export type SidebarAgreement = Expect<Agreement<typeof sidebarParams, SidebarRequests>>;
