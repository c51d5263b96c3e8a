// What the thread manager needs from storage. The worker implements it over sql.js
// (src/node/memory/memoryRepo.ts); tests can use the same SQL implementation on a temp store.
import type { ThinkBridge, Thread, ThreadMessage } from './threads/types';

export interface MemoryRepository {
  loadThreads(): Thread[];
  saveThread(t: Thread): void;
  /** Stores a message and returns its id. */
  addMessage(m: ThreadMessage): number;
  recentMessages(threadId: string, limit: number): ThreadMessage[];
  /** Every message of a thread, oldest first, in pages (for reindexing). */
  messageTexts(threadId: string, limit: number): string[];
  loadBridges(): ThinkBridge[];
  saveBridge(b: ThinkBridge): void;
  deleteBridge(id: string): void;
  /** Called after a batch of writes (schedules persistence). */
  flush(): void;
}
