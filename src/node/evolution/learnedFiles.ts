// Reads what evolution has learned from disk: .act/instincts/*.md, .act/skills/*/SKILL.md with
// their act-evidence.json, and the tombstones of deleted documents. A file that cannot be read
// or parsed becomes a diagnostic; the others still load.
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import type { WorkspacePaths } from '../../core/paths';
import { parseInstinct } from '../../core/evolve/instinctFile';
import { parseSkill } from '../../core/evolve/skillFile';
import type { ExistingLearned, Tombstone } from '../../core/evolve/learned';
import { EVIDENCE_FILE, SKILL_FILE } from '../../core/evolve/render';
import type { InstinctDoc, RuleEvidence, SkillDoc } from '../../core/evolve/types';

/** Tombstones of documents a person deleted (relative to .act/). */
export const TOMBSTONES_FILE = 'learned-deleted.json';
const MAX_FILE_BYTES = 1024 * 1024;

export interface LoadedLearned extends ExistingLearned {
  diagnostics: string[];
}

function readText(path: string, diagnostics: string[]): string | null {
  try {
    const size = statSync(path).size;
    if (size > MAX_FILE_BYTES) {
      diagnostics.push(`${path}: larger than ${MAX_FILE_BYTES} bytes, skipped`);
      return null;
    }
    return readFileSync(path, 'utf8');
  } catch (e) {
    diagnostics.push(`${path}: ${(e as Error).message}`);
    return null;
  }
}

type StoredEvidence = Pick<RuleEvidence, 'keywords' | 'evidence' | 'items'> & Partial<RuleEvidence>;

function isRuleEvidence(v: unknown): v is StoredEvidence {
  const e = v as StoredEvidence;
  return (
    !!e && typeof e === 'object' && Array.isArray(e.evidence) && Array.isArray(e.items) && Array.isArray(e.keywords)
  );
}

export function readSkillEvidence(path: string, diagnostics: string[]): Record<string, RuleEvidence> {
  if (!existsSync(path)) return {};
  const text = readText(path, diagnostics);
  if (text === null) return {};
  try {
    const json = JSON.parse(text) as { rules?: Record<string, unknown> };
    const out: Record<string, RuleEvidence> = {};
    for (const [id, v] of Object.entries(json.rules ?? {}))
      if (isRuleEvidence(v))
        out[id] = {
          keywords: v.keywords,
          evidence: v.evidence,
          items: v.items,
          adjustment: typeof v.adjustment === 'number' ? v.adjustment : 0,
          contradictions: Array.isArray(v.contradictions) ? v.contradictions : [],
          observations: typeof v.observations === 'number' ? v.observations : v.evidence.length,
          created: typeof v.created === 'string' ? v.created : '',
          lastSeen: typeof v.lastSeen === 'string' ? v.lastSeen : '',
        };
    return out;
  } catch (e) {
    diagnostics.push(`${path}: not valid JSON (${(e as Error).message}); rule evidence starts over`);
    return {};
  }
}

export function loadInstincts(paths: WorkspacePaths, diagnostics: string[] = []): InstinctDoc[] {
  if (!existsSync(paths.instincts)) return [];
  const out: InstinctDoc[] = [];
  for (const name of readdirSync(paths.instincts).sort()) {
    if (!name.endsWith('.md') || name.startsWith('.')) continue;
    const text = readText(join(paths.instincts, name), diagnostics);
    if (text !== null) out.push({ ...parseInstinct(text, name.slice(0, -3)), id: name.slice(0, -3) });
  }
  return out;
}

export function loadSkills(paths: WorkspacePaths, diagnostics: string[] = []): SkillDoc[] {
  if (!existsSync(paths.skills)) return [];
  const out: SkillDoc[] = [];
  for (const name of readdirSync(paths.skills).sort()) {
    if (name.startsWith('.')) continue;
    const file = join(paths.skills, name, SKILL_FILE);
    if (!existsSync(file)) continue;
    const text = readText(file, diagnostics);
    if (text === null) continue;
    out.push({
      ...parseSkill(text, name),
      evidence: readSkillEvidence(join(paths.skills, name, EVIDENCE_FILE), diagnostics),
    });
  }
  return out;
}

export function loadTombstones(paths: WorkspacePaths, diagnostics: string[] = []): Tombstone[] {
  const path = join(paths.act, TOMBSTONES_FILE);
  if (!existsSync(path)) return [];
  const text = readText(path, diagnostics);
  if (text === null) return [];
  try {
    const list = JSON.parse(text) as unknown;
    return Array.isArray(list)
      ? (list as Tombstone[]).filter((t) => t && typeof t.id === 'string' && Array.isArray(t.evidence))
      : [];
  } catch (e) {
    diagnostics.push(`${path}: not valid JSON (${(e as Error).message})`);
    return [];
  }
}

export function loadLearned(paths: WorkspacePaths): LoadedLearned {
  const diagnostics: string[] = [];
  return {
    instincts: loadInstincts(paths, diagnostics),
    skills: loadSkills(paths, diagnostics),
    deleted: loadTombstones(paths, diagnostics),
    diagnostics,
  };
}
