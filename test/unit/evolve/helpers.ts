// Shared fixtures for the evolution tests: a temporary workspace and observation builders.
import { mkdtempSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, relative } from 'node:path';
import { workspacePaths } from '../../../src/core/paths';
import type { Observation, ObservationType } from '../../../src/core/observation';

export const NOW = new Date('2026-02-02T09:00:00Z');
export const OPTIONS = {
  dryRun: false,
  sinceDays: 7,
  minConfidence: 0.5,
  minOccurrences: 3,
  skillThreshold: 0.7,
  maxInstincts: 20,
};

export function tempWorkspace() {
  return workspacePaths(mkdtempSync(join(tmpdir(), 'act-evolve-')));
}

export function obs(
  observation: string,
  type: ObservationType,
  confidence: number,
  timestamp: string,
  extra: Partial<Observation> = {},
): Observation {
  return { timestamp, type, context: {}, observation, confidence, ...extra };
}

/** Hours before NOW as an ISO timestamp. */
export const ago = (hours: number) => new Date(NOW.getTime() - hours * 3_600_000).toISOString();

export const EXAMPLE_1: Observation[] = [
  obs('Utilisateur demande nommage camelCase', 'correction', 0.4, '2026-02-01T10:00:00Z'),
  obs('Correction: snake_case → camelCase', 'correction', 0.5, '2026-02-01T14:00:00Z'),
  obs('Tout le code utilise camelCase', 'pattern', 0.6, '2026-02-02T09:00:00Z'),
];

export const EXAMPLE_2: Observation[] = [
  obs('Tests exécutés avant commit', 'success', 0.7, ago(3)),
  obs('CI verte après commit', 'success', 0.7, ago(2)),
  obs('Commit sans tests = CI rouge', 'error', 0.8, ago(1)),
];

/** Every file under a directory with its content (to compare before/after). */
export function snapshot(dir: string): Record<string, string> {
  const out: Record<string, string> = {};
  const walk = (d: string) => {
    let names: string[];
    try {
      names = readdirSync(d);
    } catch {
      return;
    }
    for (const n of names) {
      const p = join(d, n);
      if (statSync(p).isDirectory()) walk(p);
      else out[relative(dir, p)] = readFileSync(p, 'utf8');
    }
  };
  walk(dir);
  return out;
}
