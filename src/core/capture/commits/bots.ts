// Bots, by their account (a "[bot]" suffix, a bot-like name or address) and by what they write:
// an author whose subjects are nearly all one template ("Update dependency x to v1.2.3") is an
// automation even with a human-looking name.
import type { CommitRecord } from './types';

const BOT_ACCOUNT =
  /\[bot\]|(?:^|[\s._-])(?:bot|robot|automation|autobot|ci|buildbot)(?:$|[\s._@-])|^(?:renovate|dependabot|github-actions|greenkeeper|snyk|mergify|semantic-release|pre-commit-ci|copybara|imgbot|allcontributors|weblate)\b|noreply@.*bot|bot@/i;

export function botAccount(author: string, email?: string): boolean {
  return BOT_ACCOUNT.test(author) || (!!email && BOT_ACCOUNT.test(email));
}

/** A subject with its variable parts (versions, numbers, hashes, quoted names) replaced: its template. */
export function subjectTemplate(subject: string): string {
  return subject
    .toLowerCase()
    .replace(/\b[0-9a-f]{7,40}\b/g, '<sha>')
    .replace(/v?\d+(?:\.\d+)+(?:[-+][\w.]+)?/g, '<ver>')
    .replace(/\d+/g, '<n>')
    .replace(/(["'`]).*?\1/g, '<q>')
    .replace(/\s+/g, ' ')
    .trim();
}

/**
 * Authors whose commits are automation: by account, or by subjects that are one template in at
 * least 80% of at least 10 commits while the author is not the history's main author (a person
 * who commits alone may well repeat themselves).
 */
export function botAuthors(records: readonly CommitRecord[]): Set<string> {
  const by = new Map<string, CommitRecord[]>();
  for (const r of records) by.set(r.author, [...(by.get(r.author) ?? []), r]);
  const bots = new Set<string>();
  for (const [author, list] of by) {
    if (botAccount(author, list[0]?.author_email)) {
      bots.add(author);
      continue;
    }
    if (list.length < 10 || list.length / records.length >= 0.5) continue;
    const counts = new Map<string, number>();
    for (const r of list) {
      // The first words carry the template; the tail varies with the package or file named.
      const t = subjectTemplate(r.subject).split(' ').slice(0, 4).join(' ');
      counts.set(t, (counts.get(t) ?? 0) + 1);
    }
    const top = Math.max(...counts.values());
    if (top / list.length >= 0.8) bots.add(author);
  }
  return bots;
}
