// The workplace's shared folder (real third-party data, model files) sits beside the clone:
// ../shared from the repository root. ACT_SHARED_DIR overrides it.
import { existsSync } from 'node:fs';
import { resolve } from 'node:path';

export const SHARED_DIR = process.env.ACT_SHARED_DIR ?? resolve(__dirname, '../../../shared');

export function sharedPath(rel: string): string {
  return resolve(SHARED_DIR, rel);
}

/**
 * The `skip` option of a test that reads these shared files: false when they are all there,
 * else a one-line reason, so a clone without ../shared still passes and says what it skipped.
 */
export function withoutShared(...rels: string[]): string | false {
  const missing = rels.filter((rel) => !existsSync(sharedPath(rel)));
  return (
    missing.length > 0 && `needs ${missing.map((rel) => `shared/${rel}`).join(', ')} (not found under ${SHARED_DIR})`
  );
}
