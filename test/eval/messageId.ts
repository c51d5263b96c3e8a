// A message's label key: the first 12 hex digits of SHA-1 of its exact text, so labels point at
// messages without copying them into the repository.
import { createHash } from 'node:crypto';

export function messageId(text: string): string {
  return createHash('sha1').update(text, 'utf8').digest('hex').slice(0, 12);
}
