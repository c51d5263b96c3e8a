// .act/metrics.json: one JSON object of sections, each owned by one area ("evolution",
// "observations", "suggestions", others later). Updating a section merges into it and leaves the
// other sections alone; a corrupt file is kept aside (metrics.json.corrupt) and started over.
import { existsSync, readFileSync, renameSync } from 'node:fs';
import type { WorkspacePaths } from '../../core/paths';
import { atomicWriteFile } from '../fsutil';

export function readMetrics(paths: WorkspacePaths): Record<string, unknown> {
  if (!existsSync(paths.metrics)) return {};
  try {
    const json = JSON.parse(readFileSync(paths.metrics, 'utf8')) as unknown;
    return json && typeof json === 'object' && !Array.isArray(json) ? (json as Record<string, unknown>) : {};
  } catch {
    try {
      renameSync(paths.metrics, `${paths.metrics}.corrupt`);
    } catch {}
    return {};
  }
}

/**
 * Merges `data` into `section` (shallow: given keys replace, others stay). `data` may be a
 * function of the section's current content, for counters. Returns the new section.
 */
export function updateMetrics(paths: WorkspacePaths, section: string, data: SectionUpdate): Record<string, unknown> {
  return updateMetricsSections(paths, { [section]: data })[section];
}

export type SectionUpdate = object | ((current: Record<string, unknown>) => object);

/** Several sections in one read-modify-write (one atomic write). */
export function updateMetricsSections(
  paths: WorkspacePaths,
  updates: Record<string, SectionUpdate>,
): Record<string, Record<string, unknown>> {
  for (const section of Object.keys(updates))
    if (!/^[A-Za-z][A-Za-z0-9_-]{0,63}$/.test(section)) throw new Error(`invalid metrics section name "${section}"`);
  const all = readMetrics(paths);
  const out: Record<string, Record<string, unknown>> = {};
  for (const [section, data] of Object.entries(updates)) {
    const prev = all[section];
    const current = prev && typeof prev === 'object' && !Array.isArray(prev) ? (prev as Record<string, unknown>) : {};
    const patch = typeof data === 'function' ? (data as (c: Record<string, unknown>) => object)(current) : data;
    all[section] = out[section] = { ...current, ...patch };
  }
  atomicWriteFile(paths.metrics, JSON.stringify(all, null, 2) + '\n');
  return out;
}

export const num = (v: unknown): number => (typeof v === 'number' && Number.isFinite(v) ? v : 0);

/** n / d rounded to 3 decimals, or null when there is nothing to divide. */
export const ratio = (n: number, d: number): number | null => (d > 0 ? Math.round((n / d) * 1000) / 1000 : null);
