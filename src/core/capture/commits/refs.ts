// What the numbers in a commit message point at: a pull or merge request (the subject's "(#123)",
// "Merge pull request #123 from user/branch", a merge script's "Closes #123 from user/branch", a
// GitLab's "See merge request group/project!123"), a code review (Gerrit's Reviewed-on, Phabricator's
// "Differential Revision: …/D123", neither a pull request nor an issue: the team reviews outside
// a forge) or an issue ("fixes #45", an /issues/ link, "Bug: 123"). Kept apart, so a merge
// script's PR line is not read as an issue link, nor a kernel "Fixes: <sha>" (a commit) as one.

export interface CommitRefs {
  pullRequest: boolean;
  issue: boolean;
  review: boolean;
}

// The pull request in a subject: GitHub's squash suffix "(#123)", its merge line, a merge bot's line.
const PR_AT_END = /\(#\d+\)\s*$/;
const MERGE_PR = /^Merge (?:pull|merge) request [#!]\d+/i;
/** A merge bot's line ("Rollup merge of #123 …", "Auto merge of #45 …"). */
export const ROLLUP_MERGE = /^(?:Rollup|Auto) merge of #\d+/i;
const FROM_BRANCH = /#\d+\s+from\s+[\w.-]+\/[\w./-]+/i;
const PR_URL = /\/(?:pull|merge_requests)\/\d+/;
const MERGE_REQUEST = /^See merge request [\w./-]+!\d+/m;
const REVIEW = /^(Reviewed-on|Differential Revision):\s*\S/im;
// An issue tracker's trailer names a bug by number ("Bug: 4411", "Fixed: 12", "Bug: b/123");
// "Bug: None" says there is none.
const ISSUE_TRAILER = /^(Bug|Bugs|Fixed|Issue|Issues|Closes|Resolves):[^\n]*\d/im;
const ISSUE_URL = /\/issues\/\d+/;
const ISSUE_KEYWORD =
  /(?:^|[\s(])(fix(?:es|ed)?|close[sd]?|resolve[sd]?|refs?|see):?\s+(?:[\w.-]+\/[\w.-]+)?#\d+(?!\d)(?!\s+from\s)/i;

/** How a commit names its pull or merge request, as a report quotes it; null when it does not. */
export function pullRequestForm(subject: string, body: string): string | null {
  if (PR_AT_END.test(subject)) return '"(#1234)"';
  if (MERGE_PR.test(subject)) return '"Merge pull request #…"';
  if (ROLLUP_MERGE.test(subject)) return '"Rollup merge of #…"';
  if (FROM_BRANCH.test(`${subject}\n${body}`)) return '"… from user/branch"';
  if (MERGE_REQUEST.test(body)) return '"See merge request group/project!123"';
  if (PR_URL.test(body)) return 'a pull request URL';
  return null;
}

/** How a commit links an issue, as a report quotes it; null when it does not. */
export function issueForm(subject: string, body: string): string | null {
  const keyword = ISSUE_KEYWORD.exec(`${subject}\n${body}`);
  if (keyword) return `"${keyword[1]} #123"`;
  const trailer = ISSUE_TRAILER.exec(body);
  if (trailer) return `"${trailer[1]}: 123"`;
  if (ISSUE_URL.test(body)) return 'issue URLs';
  // "gh-12345: …", "bpo-4321: …": the subject opens with an issue key of the tracker.
  if (/^\[?(?:gh|bpo|issue|bug)-\d+\]?:/i.test(subject)) return '"gh-123: …"';
  // "#N" inside the subject that is not the trailing PR number nor a merge line's.
  const rest = subject.replace(PR_AT_END, '').replace(MERGE_PR, '').replace(ROLLUP_MERGE, '');
  if (/#\d+/.test(rest) && !FROM_BRANCH.test(subject)) return '"#123" in the subject';
  return null;
}

/** Which line links the code review ("Reviewed-on", "Differential Revision"); null when none does. */
export function reviewForm(body: string): string | null {
  return REVIEW.exec(body)?.[1] ?? null;
}

export function commitRefs(subject: string, body: string): CommitRefs {
  return {
    pullRequest: pullRequestForm(subject, body) !== null,
    issue: issueForm(subject, body) !== null,
    review: reviewForm(body) !== null,
  };
}
