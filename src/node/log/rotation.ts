// Rotation of the active log (docs/seeds/000.md §11, docs/seeds/001.md §7): at most N observations
// and B bytes, purge of entries older than the age limit, archive of the rest, keeping the newest
// and the confident.
// Done under the log lock: archive first (fsync), then atomic replace of the active file, so a
// kill at any point loses nothing; duplicates are impossible because archives merge by key.
import { promises as fs } from 'node:fs';
import { atomicWriteFile } from '../fsutil';
import { withLock } from './lock';
import { appendToArchives } from './archive';
import { observationKey, parseObservationLine, type Observation } from '../../core/observation';
import type { WorkspacePaths } from '../../core/paths';

export interface RotationLimits {
  maxObservations: number;
  maxBytes: number;
  maxAgeDays: number;
  keepNewest: number;
  keepConfidence: number;
}

export interface RotationResult {
  archivedKeys: string[];
  kept: number;
  invalidMoved: number;
  archives: string[];
}

interface Parsed {
  raw: string;
  obs?: Observation;
  reason?: string;
}

const DAY = 86_400_000;

export function needsRotation(lines: number, bytes: number, limits: RotationLimits): boolean {
  return lines > limits.maxObservations || bytes > limits.maxBytes;
}

/** Chooses what stays active: the newest `keepNewest`, then confident ones, within 80% of both limits. */
export function chooseKept(valid: Array<{ raw: string; obs: Observation }>, limits: RotationLimits, now: number) {
  const fresh = valid.filter((v) => now - Date.parse(v.obs.timestamp) <= limits.maxAgeDays * DAY);
  const byNewest = [...fresh].sort((a, b) => Date.parse(b.obs.timestamp) - Date.parse(a.obs.timestamp));
  const keep = new Set<(typeof valid)[number]>();
  let bytes = 0;
  const fits = (size: number) => keep.size + 1 <= limits.maxObservations * 0.8 && bytes + size <= limits.maxBytes * 0.8;
  for (const v of byNewest.slice(0, limits.keepNewest)) {
    const size = Buffer.byteLength(v.raw) + 1;
    if (!fits(size)) break;
    keep.add(v);
    bytes += size;
  }
  for (const v of byNewest) {
    if (keep.has(v) || v.obs.confidence < limits.keepConfidence) continue;
    const size = Buffer.byteLength(v.raw) + 1;
    if (!fits(size)) break;
    keep.add(v);
    bytes += size;
  }
  // Keep file order for what stays.
  return valid.filter((v) => keep.has(v));
}

export async function rotate(
  paths: WorkspacePaths,
  limits: RotationLimits,
  opts: {
    force?: boolean;
    now?: number;
    onProblem?: (m: string) => void;
    onInvalid?: (raw: string, reason: string) => Promise<void>;
  } = {},
): Promise<RotationResult | null> {
  const now = opts.now ?? Date.now();
  return withLock(paths.rotationLock, async () => {
    let content: Buffer;
    try {
      content = await fs.readFile(paths.observations);
    } catch {
      return null;
    }
    const size = content.length;
    const text = content.toString('utf8');
    const complete = text.endsWith('\n') ? text : text.slice(0, text.lastIndexOf('\n') + 1);
    const parsed: Parsed[] = complete
      .split('\n')
      .filter((l) => l.trim() !== '')
      .map((raw) => {
        const r = parseObservationLine(raw.replace(/\r$/, ''));
        return r.ok ? { raw, obs: r.value } : { raw, reason: r.reason };
      });
    const valid = parsed.filter((p): p is { raw: string; obs: Observation } => !!p.obs);
    const stale = valid.some((v) => now - Date.parse(v.obs.timestamp) > limits.maxAgeDays * DAY);
    if (!opts.force && !stale && !needsRotation(parsed.length, size, limits)) return null;

    const kept = chooseKept(valid, limits, now);
    const keptSet = new Set(kept);
    const archived = valid.filter((v) => !keptSet.has(v));
    const archives = await appendToArchives(
      paths,
      archived.map((v) => v.raw),
      opts.onProblem,
    );
    const invalid = parsed.filter((p) => !p.obs);
    for (const p of invalid) await opts.onInvalid?.(p.raw, p.reason ?? 'invalid');

    // Lines appended by writers that do not take the lock since we read: carry them over.
    const after = await fs.readFile(paths.observations);
    const extra = after.length > size ? after.subarray(size).toString('utf8') : '';
    const partial = text.slice(complete.length);
    const body = kept.map((v) => v.raw).join('\n') + (kept.length ? '\n' : '') + partial + extra;
    atomicWriteFile(paths.observations, body);
    return {
      archivedKeys: archived.map((v) => observationKey(v.obs)),
      kept: kept.length,
      invalidMoved: invalid.length,
      archives,
    };
  });
}
