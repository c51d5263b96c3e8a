// The workplace's shared folder (real third-party data, model files) sits beside the clone:
// ../shared from the repository root. ACT_SHARED_DIR overrides it.
import { resolve } from 'node:path';

export const SHARED_DIR = process.env.ACT_SHARED_DIR ?? resolve(__dirname, '../../../shared');

export function sharedPath(rel: string): string {
  return resolve(SHARED_DIR, rel);
}
