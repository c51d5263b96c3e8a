// Capture benchmark (issue 3 targets):
// - edit_capture_host_per_event: a burst of 10,000 change events through the real host-side
//   batching (EditBatcher, the same per-document decision lookup as the listener) measured on
//   the calling thread, including the structured clone a postMessage to the worker costs.
//   Target < 0.02 ms per event.
// - edit_analysis_worker_per_event: the same events analysed in the worker (EditAnalyzer).
// - transcripts_import_all: all of /work/shared/data/transcripts (32 MB, 24 files, 3 formats)
//   imported into a fresh workspace (parse, detect, observe to the log and the store). Target < 5 s.
// - detect_500_messages: win/loss + correction + rules on the 500 real messages, cold. Target < 0.5 s.
// - redact_throughput: redact() over every text of /work/shared/data.
import { mkdtempSync, readFileSync, readdirSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { EditBatcher, type RawChange } from '../src/host/capture/editBatcher';
import { EditAnalyzer, type EditEvent } from '../src/core/capture/edits';
import { packEdits } from '../src/core/capture/editWire';
import { analyzeMessage } from '../src/core/capture/analyzeMessage';
import { DEFAULT_FEEDBACK_PATTERNS } from '../src/core/capture/feedback';
import { redact } from '../src/core/redact';
import { openWorkspace } from '../src/node/workspace';
import { captureFor } from '../src/node/capture/forWorkspace';
import { ingestTranscriptFiles } from '../src/node/capture/transcriptIngest';
import { sharedPath } from '../test/helpers/shared';

const DATA = sharedPath('data');

function editBurst(n: number): Array<{ uri: string; lang: string; changes: RawChange[]; reason?: number }> {
  // Realistic mix: typing (1 char), deletions, word replacements, a few pastes, across 8 files.
  const out: Array<{ uri: string; lang: string; changes: RawChange[]; reason?: number }> = [];
  const offsets = new Array(8).fill(100);
  const paste = Array.from({ length: 20 }, (_, i) => `  const item_${i} = await loadItem(${i});`).join('\n');
  for (let i = 0; i < n; i++) {
    const f = i % 97 < 90 ? i % 3 : i % 8;
    const uri = `file:///ws/src/file${f}.ts`;
    const r = i % 50;
    let c: RawChange;
    if (r === 0) c = { rangeOffset: offsets[f], rangeLength: 0, text: paste };
    else if (r < 5) c = { rangeOffset: offsets[f] - 1, rangeLength: 1, text: '' };
    else if (r < 7) c = { rangeOffset: offsets[f] - 8, rangeLength: 7, text: 'userId' };
    else c = { rangeOffset: offsets[f], rangeLength: 0, text: 'abcdefghij'[i % 10]! };
    offsets[f] += c.text.length - c.rangeLength;
    out.push({ uri, lang: 'typescript', changes: [c], reason: i % 997 === 0 ? 1 : undefined });
  }
  return out;
}

function benchHost(): { perEvent: number; batches: number; events: EditEvent[] } {
  const burst = editBurst(10_000);
  const doc = 'x'.repeat(20_000);
  const sent: EditEvent[] = [];
  let batches = 0;
  const decisions = new Map<string, { ok: true; rel: string }>();
  const batcher = new EditBatcher({
    windowMs: 1500,
    send: (events) => {
      batches++;
      structuredClone(packEdits(events)); // packing + what postMessage to the worker costs on this thread
      for (const e of events) sent.push(e);
    },
  });
  // Warm-up on other files so the JIT state is realistic, then the measured burst.
  for (const e of editBurst(2000)) batcher.push(`warm/${e.uri}`, e.lang, e.changes);
  batcher.flush();
  sent.length = 0;
  batches = 0;
  const t0 = performance.now();
  for (const e of burst) {
    let d = decisions.get(e.uri);
    if (!d) decisions.set(e.uri, (d = { ok: true, rel: e.uri.slice('file:///ws/'.length) }));
    batcher.push(d.rel, e.lang, e.changes, e.reason, () => doc);
  }
  batcher.flush();
  const ms = performance.now() - t0;
  return { perEvent: ms / burst.length, batches, events: sent };
}

async function main() {
  // The machine may be busy: the median of five bursts, each a fresh batcher.
  const runs = Array.from({ length: 5 }, () => benchHost());
  const host = [...runs].sort((a, b) => a.perEvent - b.perEvent)[2]!;
  console.log(`edit_capture_host_per_event: ${host.perEvent.toFixed(5)} ms`);
  console.log(`edit_capture_host_per_event_worst_burst: ${Math.max(...runs.map((r) => r.perEvent)).toFixed(5)} ms`);
  console.log(`edit_capture_batches: ${host.batches} messages`);
  const analyzer = new EditAnalyzer();
  let t0 = performance.now();
  analyzer.apply(host.events);
  console.log(`edit_analysis_worker_per_event: ${((performance.now() - t0) / 10_000).toFixed(5)} ms`);

  const msgs = readFileSync(join(DATA, 'user_messages.jsonl'), 'utf8')
    .trim()
    .split('\n')
    .map((l) => (JSON.parse(l) as { text: string }).text);
  t0 = performance.now();
  for (const m of msgs) analyzeMessage(m, DEFAULT_FEEDBACK_PATTERNS);
  console.log(`detect_500_messages: ${(performance.now() - t0).toFixed(1)} ms`);

  const dir = join(DATA, 'transcripts');
  const files = readdirSync(dir).map((f) => join(dir, f));
  const bytes = files.reduce((a, f) => a + statSync(f).size, 0);
  const root = mkdtempSync(join(tmpdir(), 'act-capture-bench-'));
  try {
    const ws = await openWorkspace(root, { persistDebounceMs: 60_000 });
    const svc = captureFor(ws);
    t0 = performance.now();
    const results = await ingestTranscriptFiles(svc, files);
    const observations = results.reduce((a, r) => a + ('observations' in r ? r.observations : 0), 0);
    const failed = results.filter((r) => 'error' in r).length;
    if (failed) console.log(`# ${failed} transcript(s) failed to import`);
    await ws.flush();
    const ms = performance.now() - t0;
    await ws.close();
    console.log(`transcripts_import_all: ${ms.toFixed(0)} ms`);
    console.log(`transcripts_import_size: ${(bytes / 1048576).toFixed(1)} MB`);
    console.log(`transcripts_import_observations: ${observations} observations`);
  } finally {
    rmSync(root, { recursive: true, force: true });
  }

  const texts: string[] = [];
  for (const sub of ['transcripts', 'git', 'rules', 'rules/memory']) {
    for (const f of readdirSync(join(DATA, sub))) {
      const p = join(DATA, sub, f);
      if (statSync(p).isFile()) texts.push(readFileSync(p, 'utf8'));
    }
  }
  texts.push(readFileSync(join(DATA, 'user_messages.jsonl'), 'utf8'));
  const lines = texts.flatMap((t) => t.split('\n'));
  const total = lines.reduce((a, l) => a + l.length, 0);
  redact(lines.slice(0, 2000).join('\n')); // warm-up
  t0 = performance.now();
  for (const l of lines) redact(l);
  const s = (performance.now() - t0) / 1000;
  console.log(`redact_throughput: ${(total / 1048576 / s).toFixed(1)} MB/s`);
}

void main();
