// .act/feedback-patterns.json: written with the defaults when absent (so users can see and
// edit them), re-read when it changes, validated; a broken file never stops detection.
import { existsSync, readFileSync, renameSync, statSync } from 'node:fs';
import {
  DEFAULT_FEEDBACK_PATTERNS,
  validateFeedbackPatterns,
  type FeedbackPatterns,
} from '../../core/capture/feedback';
import { atomicWriteFile } from '../fsutil';

export interface LoadedPatterns {
  patterns: FeedbackPatterns;
  problems: string[];
  /** The file is a version 1 file (phrase lists). */
  version1?: boolean;
}

export class FeedbackPatternsFile {
  private cached: { mtimeMs: number; size: number; value: LoadedPatterns } | undefined;

  constructor(readonly path: string) {}

  /** Creates the file with the defaults if it does not exist. Returns true when it wrote it. */
  ensure(): boolean {
    if (existsSync(this.path)) return false;
    atomicWriteFile(this.path, `${JSON.stringify(DEFAULT_FEEDBACK_PATTERNS, null, 2)}\n`);
    return true;
  }

  load(): LoadedPatterns {
    try {
      this.ensure();
      let st = statSync(this.path);
      if (this.cached && this.cached.mtimeMs === st.mtimeMs && this.cached.size === st.size) return this.cached.value;
      let value = this.read();
      if (value.version1) {
        // Phrase lists of version 1 are superseded by the grammar: keep the user's file aside, write version 2.
        const aside = this.path.replace(/\.json$/, '.v1.json');
        renameSync(this.path, aside);
        this.ensure();
        st = statSync(this.path);
        value = {
          patterns: this.read().patterns,
          problems: [
            `${this.path}: version 1 phrase lists replaced by the version 2 word classes; your file is kept as ${aside}`,
          ],
        };
      }
      this.cached = { mtimeMs: st.mtimeMs, size: st.size, value };
      return value;
    } catch (e) {
      return {
        patterns: DEFAULT_FEEDBACK_PATTERNS,
        problems: [`could not read ${this.path} (${(e as Error).message}); using the default patterns`],
      };
    }
  }

  /** Reads and validates the file as it is (never creates it); the defaults when it is absent. */
  read(): LoadedPatterns {
    if (!existsSync(this.path)) return { patterns: DEFAULT_FEEDBACK_PATTERNS, problems: [] };
    let value: LoadedPatterns;
    try {
      value = validateFeedbackPatterns(JSON.parse(readFileSync(this.path, 'utf8')));
    } catch (e) {
      value = {
        patterns: DEFAULT_FEEDBACK_PATTERNS,
        problems: [`${this.path} is not valid JSON (${(e as Error).message}); using the default patterns`],
      };
    }
    value.problems = value.problems.map((p) => (p.startsWith(this.path) ? p : `${this.path}: ${p}`));
    return value;
  }
}
