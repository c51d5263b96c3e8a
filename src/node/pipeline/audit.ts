// The append-only audit trail `.agent/patterns/audit.jsonl`: every decision on a pattern or a
// job (who, when, why). Each line is fsync'd before we report success, so it survives crashes
// and restarts; a damaged line is skipped on read, never rewritten.
import { closeSync, fsyncSync, mkdirSync, openSync, readFileSync, writeSync } from 'node:fs';
import { dirname } from 'node:path';
import { redact } from '../../core/redact';
import { oneLine } from '../../core/pipeline/slug';
import type { AuditEntry } from '../../protocol/pipeline';

export class AuditLog {
  constructor(readonly path: string) {}

  append(entry: Omit<AuditEntry, 'at'> & { at?: string }): AuditEntry {
    const full: AuditEntry = {
      ...entry,
      at: entry.at ?? new Date().toISOString(),
      actor: oneLine(redact(entry.actor), 200) || 'unknown',
      ...(entry.reason !== undefined ? { reason: redact(String(entry.reason)).slice(0, 4000) } : {}),
    };
    mkdirSync(dirname(this.path), { recursive: true });
    const fd = openSync(this.path, 'a');
    try {
      writeSync(fd, `${JSON.stringify(full)}\n`);
      fsyncSync(fd);
    } finally {
      closeSync(fd);
    }
    return full;
  }

  read(): { entries: AuditEntry[]; bad: number } {
    let text: string;
    try {
      text = readFileSync(this.path, 'utf8');
    } catch {
      return { entries: [], bad: 0 };
    }
    const entries: AuditEntry[] = [];
    let bad = 0;
    for (const line of text.split('\n')) {
      if (!line.trim()) continue;
      try {
        const e = JSON.parse(line) as AuditEntry;
        if (typeof e.at === 'string' && typeof e.action === 'string' && typeof e.subject === 'string') entries.push(e);
        else bad++;
      } catch {
        bad++;
      }
    }
    return { entries, bad };
  }

  for(subject: string): AuditEntry[] {
    return this.read().entries.filter((e) => e.subject === subject);
  }
}
