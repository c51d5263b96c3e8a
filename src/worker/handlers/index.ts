// Every area's handlers, merged. One import line per area.
import type { Handlers } from '../context';
import { foundationHandlers } from './foundation';

export function allHandlers(): Handlers {
  return {
    ...foundationHandlers(),
  };
}
