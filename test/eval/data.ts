// Where the evaluation's third-party data lives (../shared beside the clone) and the fixed split
// of the 500 real messages by source repository.
import { existsSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { messageId } from './messageId';

export const SHARED = resolve(__dirname, '../../../shared/data');
export const LABELS = resolve(__dirname, 'labels');

export type Half = 'tune' | 'heldout';

/** The split never changes: see README.md. */
export const HALF_OF_REPO: Record<string, Half> = {
  'fabien-lessirard/dotfiles': 'tune',
  'sjonas50/diffusion': 'tune',
  'AlexShchuka/mozgoslav': 'tune',
  '4thehalibit/omarchy-backup': 'heldout',
  'K3RN-LABS/k3rn.labs': 'heldout',
  'Aquaticat/Monochromatic': 'heldout',
};

export interface RealMessage {
  id: string;
  index: number;
  repo: string;
  half: Half;
  /** `<repo>@<commit>:<path>` as in user_messages.jsonl. */
  source: string;
  text: string;
}

/** Why the shared data cannot be used, or null when it is there. */
export function sharedMissing(): string | null {
  return existsSync(join(SHARED, 'user_messages.jsonl')) ? null : `../shared/data is not beside this clone (${SHARED})`;
}

export function repoOfSource(source: string): string {
  return source.split('@')[0]!;
}

export function loadMessages(): RealMessage[] {
  const lines = readFileSync(join(SHARED, 'user_messages.jsonl'), 'utf8').split('\n').filter(Boolean);
  return lines.map((line, index) => {
    const { source, text } = JSON.parse(line) as { source: string; text: string };
    const repo = repoOfSource(source);
    const half = HALF_OF_REPO[repo];
    if (!half) throw new Error(`repository ${repo} has no half in HALF_OF_REPO`);
    return { id: messageId(text), index, repo, half, source, text };
  });
}
