// Hashes that find observations without indexing their text (observations.key_hash and
// content_hash): numbers, so their indexes are small; equal hashes are told apart by comparing
// the columns themselves.
import { hash53 } from '../../core/evolve/ids';

/** Of the content key (observationKey: time, type, text, task, file). */
export const keyHash = (key: string): number => hash53(key);

/** Of the same words said again: type, text, task and file, without the time. */
export const contentHash = (
  type: string,
  observation: string,
  task: string | null | undefined,
  file: string | null | undefined,
): number => hash53(`${type}\u0000${observation}\u0000${task ?? ''}\u0000${file ?? ''}`);
