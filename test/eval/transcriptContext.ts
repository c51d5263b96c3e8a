// The assistant's turn before each real message, read from the transcripts with ACT's own
// parsers: labelling aid and the conversation the eval replays.
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { detectTranscriptFormat, parseTranscript, type TranscriptTurn } from '../../src/core/capture/transcripts';
import { SHARED, type RealMessage } from './data';

const squash = (s: string) => s.replace(/\s+/g, ' ').trim();

export interface TranscriptFile {
  /** File name in ../shared/data/transcripts, which starts with owner__name__. */
  name: string;
  repo: string;
  turns: TranscriptTurn[];
}

export function loadTranscripts(): TranscriptFile[] {
  const dir = join(SHARED, 'transcripts');
  return readdirSync(dir)
    .sort()
    .flatMap((name) => {
      const text = readFileSync(join(dir, name), 'utf8');
      const format = detectTranscriptFormat(name, text.slice(0, 200_000));
      if (!format) return [];
      const [owner, repo] = name.split('__');
      return [{ name, repo: `${owner}/${repo}`, turns: parseTranscript(format, text, name).turns }];
    });
}

/** Message id -> the assistant text right before its first occurrence in a transcript. */
export function contextFor(messages: RealMessage[]): Map<string, string> {
  const wanted = new Map(messages.map((m) => [squash(m.text), m.id]));
  const out = new Map<string, string>();
  for (const t of loadTranscripts()) {
    let last: string | undefined;
    for (const turn of t.turns) {
      if (turn.role === 'assistant') {
        last = turn.text;
        continue;
      }
      const id = wanted.get(squash(turn.text));
      if (id && !out.has(id) && last) out.set(id, last);
      last = undefined;
    }
  }
  return out;
}
