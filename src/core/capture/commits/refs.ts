// What the numbers in a commit message point at: a pull or merge request (the subject's "(#123)",
// "Merge pull request #123 from user/branch", a merge script's "Closes #123 from user/branch", a
// Reviewed-on link to a review) or an issue ("fixes #45", an /issues/ link, "Bug: 123"). Kept
// apart, so a merge script's PR line is not read as an issue link.

export interface CommitRefs {
  pullRequest: boolean;
  issue: boolean;
  review: boolean;
}

const PR_SUBJECT = /\(#\d+\)\s*$|^Merge (?:pull|merge) request [#!]\d+|^(?:Rollup|Auto) merge of #\d+/i;
const FROM_BRANCH = /#\d+\s+from\s+[\w.-]+\/[\w./-]+/i;
const PR_URL = /\/(?:pull|merge_requests)\/\d+/;
const ISSUE_URL = /\/issues\/\d+/;
const ISSUE_KEYWORD =
  /(?:^|[\s(])(?:fix(?:es|ed)?|close[sd]?|resolve[sd]?|refs?|see)\s+(?:[\w.-]+\/[\w.-]+)?#\d+(?!\d)(?!\s+from\s)/i;

export function commitRefs(subject: string, body: string): CommitRefs {
  const text = `${subject}\n${body}`;
  const pullRequest = PR_SUBJECT.test(subject) || FROM_BRANCH.test(text) || PR_URL.test(body);
  const review = /^Reviewed-on:\s/im.test(body);
  // Issue links: keywords or issue URLs, and "#N" inside the subject that is not the trailing PR number.
  const subjectIssue =
    /#\d+/.test(
      subject
        .replace(/\(#\d+\)\s*$/, '')
        .replace(/^Merge (?:pull|merge) request [#!]\d+/i, '')
        .replace(/^(?:Rollup|Auto) merge of #\d+/i, ''),
    ) && !FROM_BRANCH.test(subject);
  // "gh-12345: …", "bpo-4321: …": the subject opens with an issue key of the tracker.
  const issueKey = /^\[?(?:gh|bpo|issue|bug)-\d+\]?:/i.test(subject);
  const issue =
    ISSUE_KEYWORD.test(text) || ISSUE_URL.test(body) || /^Bug:\s*\S/im.test(body) || subjectIssue || issueKey;
  return { pullRequest, issue, review };
}
