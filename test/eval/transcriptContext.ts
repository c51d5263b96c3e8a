// The assistant's turn before each real message, read from the transcripts with ACT's own
// parsers: labelling aid and the conversation the eval replays.
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { detectTranscriptFormat, parseTranscript, type TranscriptTurn } from '../../src/core/capture/transcripts';
import { describeActions, type AssistantTurnView } from '../../src/core/capture/conversation';
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

export interface MessageConversation {
  /** The assistant's turn right before the message, with what it did. */
  before?: AssistantTurnView;
  followsAnswer: boolean;
  /** The user's previous message in the same session (what ACT's import passes as the request). */
  previousRequest?: string;
}

/** Message id -> its conversation at its first occurrence in a transcript (same walk as ACT's import). */
export function conversationsFor(
  messages: RealMessage[],
  transcripts = loadTranscripts(),
): Map<string, MessageConversation> {
  const wanted = new Map(messages.map((m) => [`${m.repo}\u0000${squash(m.text)}`, m.id]));
  const out = new Map<string, MessageConversation>();
  for (const t of transcripts) {
    let last: AssistantTurnView | undefined;
    let session: string | undefined;
    let request: string | undefined;
    for (const turn of t.turns) {
      if (turn.session !== session) {
        session = turn.session;
        last = undefined;
        request = undefined;
      }
      if (turn.role === 'assistant') {
        last = { text: turn.text, actions: turn.actions };
        continue;
      }
      const id = wanted.get(`${t.repo}\u0000${squash(turn.text)}`);
      if (id && !out.has(id))
        out.set(id, {
          before: last,
          followsAnswer: last !== undefined,
          ...(request ? { previousRequest: request } : {}),
        });
      // Like ACT's import: the request is the last message of more than three words.
      if (turn.text.trim().split(/\s+/).length > 3) request = turn.text;
      last = undefined;
    }
  }
  return out;
}

/** Message id -> the assistant's turn before it as text (labelling aid). */
export function contextFor(messages: RealMessage[]): Map<string, string> {
  const out = new Map<string, string>();
  for (const [id, c] of conversationsFor(messages)) {
    if (!c.before) continue;
    const did = describeActions(c.before.actions, 8, true);
    out.set(id, `${c.before.text}${did ? `\n[assistant ${did}]` : ''}`);
  }
  return out;
}
