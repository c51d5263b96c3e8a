// Every area's handlers, merged. One import line per area.
import type { Handlers } from '../context';
import { foundationHandlers } from './foundation';
import { pipelineHandlers } from './pipeline';
import { evolveHandlers } from './evolve';
import { captureHandlers } from './capture';
import { memoryHandlers } from './memory';
import { sidebarHandlers } from './sidebar';

export function allHandlers(): Handlers {
  return {
    ...foundationHandlers(),
    ...pipelineHandlers(),
    ...evolveHandlers(),
    ...captureHandlers(),
    ...memoryHandlers(),
    ...sidebarHandlers(),
  };
}
