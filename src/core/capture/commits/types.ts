// One commit as capture sees it: the shape of ../shared/data/git/*.jsonl and of our `git log` reader.
export interface CommitRecord {
  sha: string;
  /** ISO 8601 with offset. */
  author_time: string;
  author: string;
  /** Present when read with git (not in every JSONL history). */
  author_email?: string;
  subject: string;
  body: string;
  /** Empty for merge commits. */
  files_changed: string[];
}
