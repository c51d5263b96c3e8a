// Reads what the extension learned, from the files that are its source of truth: instincts
// (.act/instincts/*.md), skills (.act/skills/<name>/SKILL.md), patterns
// (.agent/patterns/{active,candidates}/*.md) and user rules (.act/user_rules.json). Deprecated
// and rejected patterns, weak skill rules and rejected user rules are kept out of what is given
// to assistants. A file that cannot be read is reported and skipped, never fatal.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import type { WorkspacePaths } from '../../core/paths';
import { parseInstinct } from '../../core/evolve/instinctFile';
import { parseSkill } from '../../core/evolve/skillFile';
import type { MemoryItem } from '../../core/memory/retrieval/itemIndex';
import type { LearnedRule } from '../../core/memory/contradictionCheck';
import { PatternLibrary } from '../pipeline/library';
import { parseDocument } from '../../core/markdown/frontMatter';
import { readUserRules, type UserRuleEntry } from './userRulesFile';
import type { InstructionPattern, InstructionSkill } from '../../core/memory/instructions/types';

export interface LearnedSnapshot {
  items: MemoryItem[];
  /** Rules in force that a contradiction lowers (instincts and active skill rules). */
  rules: LearnedRule[];
  skills: InstructionSkill[];
  patterns: InstructionPattern[];
  userRules: UserRuleEntry[];
  problems: string[];
}

function listDir(dir: string): string[] {
  try {
    return readdirSync(dir).sort();
  } catch {
    return [];
  }
}

/** First paragraph of a "## Heading" section of a Markdown body. */
export function section(body: string, heading: RegExp): string {
  const lines = body.replace(/\r\n/g, '\n').split('\n');
  const start = lines.findIndex((l) => /^##\s+/.test(l) && heading.test(l.replace(/^##\s+/, '')));
  if (start < 0) return '';
  const out: string[] = [];
  for (const l of lines.slice(start + 1)) {
    if (/^#{1,2}\s/.test(l)) break;
    if (!l.trim()) {
      if (out.length) break;
      continue;
    }
    if (/^```/.test(l) || /^_Written from a template/.test(l)) break;
    out.push(l.trim());
  }
  return out.join(' ');
}

export function readLearned(paths: WorkspacePaths): LearnedSnapshot {
  const snap: LearnedSnapshot = { items: [], rules: [], skills: [], patterns: [], userRules: [], problems: [] };
  const rel = (p: string) => relative(paths.root, p);

  for (const name of listDir(paths.instincts).filter((n) => n.endsWith('.md'))) {
    const file = join(paths.instincts, name);
    try {
      const doc = parseInstinct(readFileSync(file, 'utf8'), name.replace(/\.md$/, ''));
      const text = (doc as { rule?: string }).rule ?? doc.title;
      snap.items.push({
        kind: 'instinct',
        id: doc.id,
        title: doc.title,
        text,
        status: 'active',
        confidence: doc.confidence,
        location: rel(file),
        at: doc.updated,
      });
      snap.rules.push({ ref: { kind: 'instinct', id: doc.id }, text, confidence: doc.confidence });
    } catch (e) {
      snap.problems.push(`${rel(file)}: ${(e as Error).message}`);
    }
  }

  for (const name of listDir(paths.skills)) {
    const file = join(paths.skills, name, 'SKILL.md');
    if (!existsSync(file)) continue;
    try {
      const doc = parseSkill(readFileSync(file, 'utf8'), name);
      const active = doc.rules.filter((r) => r.status === 'active' && r.text.trim());
      for (const r of doc.rules)
        snap.items.push({
          kind: 'skill',
          id: `${doc.id}#${r.id}`,
          title: doc.title,
          text: r.text,
          status: r.status,
          confidence: r.confidence,
          location: rel(file),
          at: r.updated,
        });
      for (const r of active)
        snap.rules.push({ ref: { kind: 'rule', skill: doc.id, id: r.id }, text: r.text, confidence: r.confidence });
      if (active.length)
        snap.skills.push({
          id: doc.id,
          title: doc.title,
          rules: active.map((r) => ({ id: r.id, text: r.text, confidence: r.confidence })),
        });
    } catch (e) {
      snap.problems.push(`${rel(file)}: ${(e as Error).message}`);
    }
  }

  const lib = new PatternLibrary(paths);
  for (const status of ['active', 'candidate'] as const)
    for (const p of lib.list(status)) {
      if (p.problem) {
        snap.problems.push(`${rel(p.path)}: ${p.problem}`);
        continue;
      }
      try {
        const body = parseDocument(readFileSync(p.path, 'utf8')).body;
        const gist = section(body, /^(solution|solución|решение)/i) || section(body, /^(problem|problème|проблема)/i);
        snap.items.push({
          kind: 'pattern',
          id: p.id,
          title: p.title,
          text: gist || p.title,
          status,
          location: rel(p.path),
          at: p.reviewedAt ?? p.created,
        });
        if (status === 'active') snap.patterns.push({ id: p.id, title: p.title, gist, tags: p.tags });
      } catch (e) {
        snap.problems.push(`${rel(p.path)}: ${(e as Error).message}`);
      }
    }

  const ur = readUserRules(paths.userRules);
  if (ur.problem) snap.problems.push(`${rel(paths.userRules)}: ${ur.problem}`);
  for (const r of ur.rules) {
    snap.items.push({
      kind: 'rule',
      id: r.id,
      title: r.text,
      text: r.text,
      status: r.status,
      location: rel(paths.userRules),
      at: r.at,
    });
    if (r.status === 'active') snap.userRules.push(r);
  }
  return snap;
}
