// A thread manager over a real in-memory sql.js store and the lexical embedder, with a fake
// clock and readable ids, for scripted routing tests.
import { Store } from '../../../src/node/store/store';
import { MemoryRepo } from '../../../src/node/memory/memoryRepo';
import { ThreadManager, type ManagerOptions } from '../../../src/core/memory/threads/manager';
import { LexicalEmbedder } from '../../../src/core/memory/lexicalEmbedder';
import { redact } from '../../../src/core/redact';
import type { LlmClient } from '../../../src/core/llm';

export async function memoryFixture(opts: Partial<ManagerOptions> & { limit?: number; store?: Store } = {}) {
  const store = opts.store ?? (await Store.open(undefined)).store;
  const repo = new MemoryRepo(store);
  const clock = { now: Date.parse('2026-03-02T09:00:00Z') };
  let n = 0;
  const manager = new ThreadManager({
    embedder: new LexicalEmbedder(),
    repo,
    redact,
    activeLimit: opts.limit ? () => opts.limit! : undefined,
    now: () => (clock.now += 60_000),
    newId: () => `T${n++}`,
    ...opts,
  });
  return { store, repo, manager, clock };
}

/** An LLM stand-in behind the real interface: answers with whatever the test scripts. */
export function scriptedLlm(
  answer: (prompt: string, purpose: string) => string | undefined,
): LlmClient & { calls: Array<{ purpose: string; prompt: string }> } {
  const calls: Array<{ purpose: string; prompt: string }> = [];
  return {
    calls,
    available: () => true,
    async complete(prompt, o) {
      calls.push({ purpose: o.purpose, prompt });
      return answer(prompt, o.purpose);
    },
  };
}
