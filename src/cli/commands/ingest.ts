// `act ingest FILE...`: assistant transcripts (Claude Code, Codex, Engram, Aider, JSON conversations of
// Gemini CLI, Cline, Continue or VS Code's chat export; detected) or seed-001
// observation JSONL files from other tools, through the same path as the extension.
import { closeSync, existsSync, openSync, readSync, statSync } from 'node:fs';
import { resolve } from 'node:path';
import { detectTranscriptFormat, KNOWN_FORMATS, type TranscriptFormat } from '../../core/capture/transcripts';
import { captureFor } from '../../node/capture/forWorkspace';
import { ingestTranscriptFile } from '../../node/capture/transcriptIngest';
import { parseArgs } from '../args';
import { UsageError, type CliCommand } from '../command';
import { withWorkspace } from '../workspace';
import type { Workspace } from '../../node/workspace';
import type { OwnerCall } from '../../protocol/owner';
import type { IngestResult } from '../../protocol/worker';
import type { TranscriptImportView } from '../../protocol/capture';

const FORMATS: Record<string, TranscriptFormat | 'observations'> = {
  cc: 'claude-code',
  'claude-code': 'claude-code',
  engram: 'engram',
  aider: 'aider',
  codex: 'codex',
  json: 'chat-json',
  'chat-json': 'chat-json',
  observations: 'observations',
};

function head(path: string): string {
  const fd = openSync(path, 'r');
  try {
    const buf = Buffer.alloc(64 * 1024);
    const n = readSync(fd, buf, 0, buf.length, 0);
    return buf.subarray(0, n).toString('utf8');
  } finally {
    closeSync(fd);
  }
}

function isObservationJsonl(text: string): boolean {
  const first = text.split('\n').find((l) => l.trim());
  try {
    const o = JSON.parse(first ?? '');
    return typeof o === 'object' && o !== null && 'observation' in o && 'type' in o;
  } catch {
    return false;
  }
}

/** Where the files go: the store opened here, or the window's worker that owns it. */
interface Importer {
  observations(file: string): Promise<IngestResult>;
  transcript(file: string, format: TranscriptFormat): Promise<TranscriptImportView>;
}

function here(ws: Workspace): Importer {
  const svc = captureFor(ws);
  return { observations: (f) => ws.importFile(f), transcript: (f, fmt) => ingestTranscriptFile(svc, f, fmt) };
}

/** The window detects a transcript's format itself (the same detector as here). */
function inWindow(call: OwnerCall): Importer {
  return {
    observations: (f) => call('ingest', { path: f }),
    async transcript(f) {
      const [r] = await call('ingestTranscripts', { paths: [f] });
      if (!r || 'error' in r) throw new Error(r?.error ?? 'not imported');
      return r;
    },
  };
}

export const ingestCommand: CliCommand = {
  name: 'ingest',
  summary:
    'import assistant transcripts (Claude Code, Codex, Engram, Aider, JSON conversations) or observation JSONL files',
  usage: 'act ingest FILE... [--format cc|codex|engram|aider|json|observations] [--json]',
  async run(argv, io, env) {
    const { options, positionals } = parseArgs(
      argv,
      { json: { type: 'boolean' }, format: { type: 'string' } },
      { minPositionals: 1 },
    );
    const forced = options.format as string | undefined;
    if (forced && !FORMATS[forced]) throw new UsageError(`--format must be one of ${Object.keys(FORMATS).join(', ')}`);
    const files = positionals.map((p) => resolve(env.cwd, p));
    for (const f of files) if (!existsSync(f) || !statSync(f).isFile()) throw new UsageError(`${f} is not a file`);
    const importAll = async (into: Importer): Promise<number> => {
      const results: unknown[] = [];
      let failed = 0;
      for (const f of files) {
        try {
          const h = head(f);
          const fmt = forced
            ? FORMATS[forced]!
            : isObservationJsonl(h) && !detectTranscriptFormat(f, h)
              ? 'observations'
              : detectTranscriptFormat(f, h);
          if (fmt === 'observations') {
            const r = await into.observations(f);
            results.push({ file: f, format: 'observations', ...r });
            if (!options.json)
              io.out(
                `${f}: observations — ${r.accepted} accepted, ${r.duplicates} already known, ${r.rejected} rejected`,
              );
            continue;
          }
          if (!fmt) throw new Error(`not a transcript (${KNOWN_FORMATS}), nor observation JSONL`);
          const r = await into.transcript(f, fmt);
          results.push(r);
          if (!options.json) {
            io.out(
              `${f}: ${r.format} — ${r.userMessages} human messages; ${r.wins} praise, ${r.losses} criticism, ${r.corrections} corrections, ${r.rules} rules; ${r.observations} new observations`,
            );
            for (const p of r.problems.slice(0, 10)) io.err(`  ${p}`);
          }
        } catch (e) {
          failed++;
          results.push({ file: f, error: (e as Error).message });
          io.err(`${f}: ${(e as Error).message}`);
        }
      }
      if (options.json) io.out(JSON.stringify(results, null, 2));
      return failed ? 1 : 0;
    };
    return withWorkspace(
      env.workspace,
      (ws) => importAll(here(ws)),
      (call) => importAll(inWindow(call)),
    );
  },
};
