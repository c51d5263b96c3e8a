// Transcript import: one file given by the user (`ingest FILE`, any known format), or
// every transcript of the workspace followed as it grows (offsets kept in the store).
import { readFileSync, statSync } from 'node:fs';
import { basename } from 'node:path';
import {
  detectTranscriptFormat,
  KNOWN_FORMATS,
  parseTranscript,
  parseTranscriptLines,
  isLineFormat,
  type ParsedTranscript,
  type TranscriptFormat,
} from '../../core/capture/transcripts';
import {
  learnFromTranscript,
  type TranscriptCarry,
  type TranscriptLearning,
} from '../../core/capture/transcriptObservations';
import { recordFeedbackRow } from './feedbackStats';
import type { CaptureService } from './service';
import { findWorkspaceTranscripts, projectOfFile, readFrom, sessionOf } from './transcriptFiles';
import type { TranscriptImportView } from '../../protocol/capture';

export type TranscriptImport = TranscriptImportView;

const MAX_FILE = 256 * 1024 * 1024;

interface Learned {
  t: ParsedTranscript;
  l: TranscriptLearning;
  file: string;
}

/**
 * Stores what was learned from several transcripts at once: rules into user_rules.json (one
 * write), judged messages into the stats (one transaction), observations into the log (one
 * durable append), so importing many files costs one fsync, not one per file.
 */
async function keepAll(svc: CaptureService, items: Learned[]): Promise<TranscriptImport[]> {
  svc.rules.addMany(
    items.flatMap(({ t, l }) =>
      l.rules.map((r) => ({
        text: r.text,
        kind: r.kind,
        lang: r.lang,
        source: t.format,
        session: r.session,
        evidence: r.sentence,
        at: r.timestamp,
        project: r.project,
      })),
    ),
  );
  const store = svc.deps.store;
  store.transaction(() => {
    for (const { t, l } of items)
      for (const j of l.judged)
        recordFeedbackRow(store, {
          at: j.at ?? new Date().toISOString(),
          kind: j.feedback,
          correction: j.correction,
          origin: t.format,
          session: j.session,
          messageKey: j.key,
        });
  });
  const all = items.flatMap(({ l }) => l.observations);
  const res = all.length
    ? await svc.deps.observe(
        all,
        items.length === 1 ? `${items[0]!.t.format}:${basename(items[0]!.file)}` : 'transcripts',
      )
    : { results: [] };
  let i = 0;
  return items.map(({ t, l, file }) => {
    let observations = 0;
    for (let k = 0; k < l.observations.length; k++, i++) {
      const r = res.results[i];
      if (r && r.ok && !r.duplicate) observations++;
    }
    return {
      file,
      format: t.format,
      ...l.stats,
      observations,
      problems: t.problems.map((p) => `${file}:${p.line}: ${p.reason}`),
    };
  });
}

function learnFile(svc: CaptureService, file: string, format?: TranscriptFormat): Learned {
  const size = statSync(file).size;
  if (size > MAX_FILE)
    throw new Error(
      `${file} is ${Math.round(size / 1048576)} MB; transcripts larger than ${MAX_FILE / 1048576} MB are not imported`,
    );
  const text = readFileSync(file, 'utf8');
  const fmt = format ?? detectTranscriptFormat(file, text.slice(0, 64 * 1024));
  if (!fmt) throw new Error(`${file}: could not recognise the format (expected ${KNOWN_FORMATS})`);
  const t = parseTranscript(fmt, text, sessionOf(file));
  return { t, l: learnFromTranscript(t, svc.patternsFile.load().patterns, {}, projectOfFile(file)), file };
}

/** Imports a whole transcript file (re-importing it adds nothing new). */
export async function ingestTranscriptFile(
  svc: CaptureService,
  file: string,
  format?: TranscriptFormat,
): Promise<TranscriptImport> {
  return (await keepAll(svc, [learnFile(svc, file, format)]))[0]!;
}

/** Imports several files; a file that cannot be read is reported in its own entry. */
export async function ingestTranscriptFiles(
  svc: CaptureService,
  files: string[],
): Promise<Array<TranscriptImport | { file: string; error: string }>> {
  const learned: Learned[] = [];
  const errors = new Map<string, string>();
  for (const f of files) {
    try {
      learned.push(learnFile(svc, f));
    } catch (e) {
      errors.set(f, (e as Error).message);
    }
  }
  const done = new Map((await keepAll(svc, learned)).map((r) => [r.file, r]));
  return files.map((f) => done.get(f) ?? { file: f, error: errors.get(f) ?? 'not imported' });
}

interface Offset {
  path: string;
  format: string;
  offset: number;
  size: number;
  user_turns: number;
}

const carries = new WeakMap<CaptureService, Map<string, TranscriptCarry>>();

/** Reads what was appended to every transcript of the workspace since the last call. */
export async function followWorkspaceTranscripts(svc: CaptureService): Promise<TranscriptImport[]> {
  const out: TranscriptImport[] = [];
  const carry = carries.get(svc) ?? new Map<string, TranscriptCarry>();
  carries.set(svc, carry);
  const { patterns } = svc.patternsFile.load();
  for (const src of findWorkspaceTranscripts(svc.root, svc.deps.home)) {
    try {
      const prev = svc.deps.store.get<Offset>(
        'SELECT path, format, offset, size, user_turns FROM capture_transcripts WHERE path = ?',
        [src.path],
      );
      const size = statSync(src.path).size;
      if (prev && prev.size === size && prev.offset <= size) continue;
      let t: ParsedTranscript;
      let nextOffset: number;
      let userTurns = 0;
      if (!isLineFormat(src.format)) {
        // One document (Markdown, JSON): re-parse the file, skip the user turns already seen.
        const all = parseTranscript(src.format, readFileSync(src.path, 'utf8'), sessionOf(src.path));
        const skip = prev && prev.size <= size ? prev.user_turns : 0;
        let seen = 0;
        t = { ...all, turns: all.turns.filter((x) => (x.role === 'user' ? ++seen > skip : seen >= skip)) };
        userTurns = seen;
        nextOffset = size;
      } else {
        const chunk = readFrom(src.path, prev?.offset ?? 0);
        if (chunk.restarted) carry.delete(src.path);
        const lines = chunk.text.split('\n');
        t = parseTranscriptLines(src.format, lines, sessionOf(src.path));
        nextOffset = chunk.nextOffset;
      }
      const l = learnFromTranscript(t, patterns, carry.get(src.path), projectOfFile(src.path));
      carry.set(src.path, l.carry);
      const [r] = await keepAll(svc, [{ t, l, file: src.path }]);
      svc.deps.store.run(
        'INSERT INTO capture_transcripts (path, format, offset, size, user_turns, updated_at) VALUES (?, ?, ?, ?, ?, ?) ON CONFLICT(path) DO UPDATE SET offset = excluded.offset, size = excluded.size, user_turns = excluded.user_turns, updated_at = excluded.updated_at',
        [
          src.path,
          src.format,
          nextOffset,
          isLineFormat(src.format) ? nextOffset : size,
          userTurns,
          new Date().toISOString(),
        ],
      );
      svc.deps.store.markDirty();
      if (r && (r.userMessages || r.problems.length)) out.push(r);
    } catch (e) {
      svc.report({ level: 'warn', message: `could not read transcript ${src.path}: ${(e as Error).message}` });
    }
  }
  return out;
}
