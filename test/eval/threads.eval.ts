// Threads from imported conversations: import the 24 transcripts, route what was learned into
// the memory, and measure that separate projects never share a thread, that a conversation
// does not scatter, and that imported threads keep a weight.
import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { execFileSync } from 'node:child_process';
import { openWorkspace } from '../../src/node/workspace';
import { captureFor } from '../../src/node/capture/forWorkspace';
import { ingestTranscriptFiles } from '../../src/node/capture/transcriptIngest';
import { MemoryService } from '../../src/node/memory/memoryService';
import { threadsList } from '../../src/node/memory/memoryQueries';
import { SHARED, sharedMissing } from './data';

async function main(): Promise<void> {
  const missing = sharedMissing();
  if (missing) {
    console.log(`threads: skipped (${missing})`);
    return;
  }
  const root = mkdtempSync(join(tmpdir(), 'act-eval-threads-'));
  try {
    execFileSync('git', ['init', '-q', root]);
    const ws = await openWorkspace(root, { persistDebounceMs: 60_000 });
    const dir = join(SHARED, 'transcripts');
    await ingestTranscriptFiles(
      captureFor(ws),
      readdirSync(dir)
        .sort()
        .map((f) => join(dir, f)),
    );
    const m = await MemoryService.open({
      paths: ws.paths,
      store: ws.store,
      config: { embedder: 'lexical' },
      writeInstructions: false,
      diagnostic: () => undefined,
    });
    await m.feedObservations();
    const { threads } = threadsList(m, { limit: 10000 });
    const byThread = new Map<string, { projects: Set<string>; conversations: Set<string> }>();
    const byConversation = new Map<string, Set<string>>();
    for (const t of threads) {
      const rows = ws.store.all<{ ref: string | null }>('SELECT ref FROM memory_messages WHERE thread_id = ?', [t.id]);
      const info = { projects: new Set<string>(), conversations: new Set<string>() };
      for (const r of rows) {
        const tags = ws.store.get<{ tags: string | null }>('SELECT tags FROM observations WHERE key = ?', [
          r.ref ?? '',
        ])?.tags;
        const list: string[] = tags ? JSON.parse(tags) : [];
        const project = list.find((x) => x.startsWith('project:'));
        const session = list.find((x) => x.startsWith('session:'));
        if (project) info.projects.add(project);
        if (session) {
          info.conversations.add(session);
          byConversation.set(session, (byConversation.get(session) ?? new Set()).add(t.id));
        }
      }
      byThread.set(t.id, info);
    }
    await m.close();
    await ws.close();
    const routed = threads.reduce((n, t) => n + t.messageCount, 0);
    console.log(`threads.total: ${threads.length}`);
    console.log(`threads.messages_routed: ${routed}`);
    console.log(`threads.mixing_projects: ${[...byThread.values()].filter((x) => x.projects.size > 1).length}`);
    console.log(
      `threads.mixing_conversations: ${[...byThread.values()].filter((x) => x.conversations.size > 1).length}`,
    );
    const spread = [...byConversation.values()].map((s) => s.size);
    console.log(
      `threads.per_conversation_mean: ${(spread.reduce((a, b) => a + b, 0) / Math.max(1, spread.length)).toFixed(2)}`,
    );
    console.log(`threads.conversations: ${spread.length}`);
    console.log(`threads.weight_zero: ${threads.filter((t) => t.weight < 0.005).length}`);
    console.log(
      `threads.weight_mean: ${(threads.reduce((a, t) => a + t.weight, 0) / Math.max(1, threads.length)).toFixed(2)}`,
    );
  } finally {
    rmSync(root, { recursive: true, force: true });
  }
}

main().catch((e) => {
  console.error(e);
  process.exit(1);
});
