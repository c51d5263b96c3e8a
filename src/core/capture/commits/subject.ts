// The grammar of one commit subject, read from its shape rather than a list of projects: a
// Conventional Commits header (type(scope)!: …), a path or area prefix ("net/http: …",
// "ssh: …", nested "drm: i915: …"), a ticket key ("PROJ-123: …", "[PROJ-123] …"), a gitmoji
// shortcode or an emoji, a "[tag]" prefix, or free-form. The description is what follows the
// prefix: mood and capitalisation are judged there, never on the prefix.

export type SubjectStyle = 'conventional' | 'path' | 'area' | 'ticket' | 'gitmoji' | 'emoji' | 'tag' | 'free';

export interface SubjectParts {
  style: SubjectStyle;
  /** The prefix as written ("feat(parser)", "net/http", "drm: i915", "PROJ-123", ":bug:", "[docs]"). */
  prefix?: string;
  /** Conventional Commits only. */
  conventional?: { type: string; scope?: string; breaking: boolean };
  description: string;
}

// Conventional types (the spec's and common extensions): a lower-case word of this list before ":".
export const CONVENTIONAL_TYPES = new Set([
  'feat',
  'fix',
  'chore',
  'docs',
  'refactor',
  'perf',
  'test',
  'tests',
  'build',
  'ci',
  'style',
  'revert',
  'release',
  'deps',
  'hotfix',
  'types',
  'workflow',
  'security',
  'i18n',
  'dx',
  'feature',
  'bugfix',
  'improvement',
  'misc',
]);

const CONVENTIONAL = /^([A-Za-z]+)(?:\(([^)]{1,60})\))?(!)?:\s+(.*)$/;

/**
 * A Conventional header: a known type, in lower case or capitalised ("fix:", "Feat(ui):" — the
 * spec says types are not case-sensitive), or any lower-case word with a scope in parentheses
 * ("ref(sdk): …", "enh(ui): …"), a shape no sentence or path takes. A scope of digits alone is a
 * man-page section ("read(2): …"), not a scope.
 */
function conventionalHeader(m: RegExpExecArray | null): m is RegExpExecArray {
  if (!m) return false;
  const type = m[1]!;
  const lower = type.toLowerCase();
  if (CONVENTIONAL_TYPES.has(lower) && (type === lower || type === lower.charAt(0).toUpperCase() + lower.slice(1)))
    return true;
  return type === lower && !!m[2] && /[A-Za-z]/.test(m[2]);
}
// A tracker key ("SHOP-12"): upper-case project letters, a dash, a number.
const KEY_SOURCE = String.raw`[A-Z][A-Z0-9]{1,15}-\d{1,7}`;
const TICKET = new RegExp(String.raw`^\[?(${KEY_SOURCE})\]?(?::|\s+-\s+|\s+)\s*(.*)$`);
// Issue keys in lower case ("gh-12345: …", "bpo-4321: …"): a tracker's number, never a path.
const LOWER_TICKET = /^\[?([a-z]{2,10}-\d{2,7})\]?:\s+(.*)$/;
// An issue number first, then " -- " ("Fixed #31234 -- Corrected …", "Refs #31234 -- …").
const ISSUE_FIRST =
  /^((?:(?:Fixed|Fixes|Fix|Refs|Ref|Closes|Closed|Resolves|Resolved)\s+)?#\d{1,7}(?:,\s*#\d{1,7})*)\s+--\s+(.*)$/;
const GITMOJI = /^(:[a-z0-9_+-]{2,30}:)\s*(.*)$/;
const EMOJI =
  /^((?:\p{Extended_Pictographic}|\p{Regional_Indicator})(?:\uFE0F|\u200D\p{Extended_Pictographic})*)\s*(.*)$/u;
// One or more bracketed tags: "[docs] …", "[clang][Sema] …".
const TAG = /^((?:\[[^\]\s][^\]]{0,30}\]\s*){1,4})(.*)$/;
// A path or area: words of letters, digits, dots, dashes and underscores joined by "/" or ",",
// before ": " — "ssh", "net/http", "cmd/go, runtime", "wg-quick". Not a sentence ("Note: …").
const AREA = /^((?:[A-Za-z0-9_.+-]+)(?:\s*[/,]\s*[A-Za-z0-9_.+-]+)*):\s+(.*)$/;
// Words that open a sentence with a colon, not an area: "Note: …", "WIP: …".
const NOT_AREA =
  /^(?:note|notes|wip|todo|fixup|squash|merge|revert|update|updates|breaking|important|warning|hotfix|bump|release|version)$/i;

/** "Sidebar, Sync" -> ["Sidebar", "Sync"]: the areas one head names. */
const headParts = (head: string) => head.split(/\s*[/,]\s*/);
/** Capitalised words only ("Parser", "Sidebar, Sync"): a sentence's opening unless the history says otherwise. */
const capitalisedWords = (head: string) => !/[/._-]/.test(head) && headParts(head).every((p) => /^[A-Z][a-z]/.test(p));

function area(
  subject: string,
  areas?: ReadonlySet<string>,
): { prefix: string; description: string; nested: boolean } | null {
  const m = AREA.exec(subject);
  if (!m || m[1]!.length > 40) return null;
  const head = m[1]!;
  // An upper-case first word is a sentence ("Fix: …") unless it contains a path, is all caps
  // ("CI"), or the history uses it as an area again and again ("Parser: …", recurringAreas).
  if (capitalisedWords(head) && !headParts(head).every((p) => areas?.has(p))) return null;
  if (NOT_AREA.test(head)) return null;
  const inner = area(m[2]!);
  if (inner && !/[A-Z]/.test(inner.prefix.charAt(0)))
    return { prefix: `${head}: ${inner.prefix}`, description: inner.description, nested: true };
  return { prefix: head, description: m[2]!, nested: false };
}

// Git's own wrappers around another subject: `Revert "…"`, Chromium's `Reland "…"`, and the
// autosquash markers "fixup! …", "squash! …", "amend! …". The team's style is the inner subject's.
const WRAPPED = /^(?:(Revert|Reland)\s+"(.+)"(?:\s*\(#\d+\))?|(fixup|squash|amend)!\s+(.+))$/;

/** The subject inside git's wrapper, and which wrapper it was; the subject itself when unwrapped. */
export function unwrapSubject(subject: string): { inner: string; wrapper: string | null } {
  let inner = subject.trim();
  let wrapper: string | null = null;
  // Wrappers nest ('Revert "Revert "…""', "fixup! fixup! …"); the outermost names the commit.
  for (let m = WRAPPED.exec(inner); m; m = WRAPPED.exec(inner)) {
    wrapper ??= (m[1] ?? m[3])!.toLowerCase();
    inner = (m[2] ?? m[4])!.trim();
  }
  return { inner, wrapper };
}

const KEY = new RegExp(`^${KEY_SOURCE}$`);
const KEY_AT_END = new RegExp(String.raw`(?:\(|\[|\s)(${KEY_SOURCE})[)\]]?\.?$`);

/**
 * Where a subject names a tracker key: first (the ticket style), as the Conventional Commits
 * scope ("fix(SHOP-12): …"), or at the end ("… (SHOP-12)").
 */
export function ticketKey(
  subject: string,
  parts: SubjectParts,
): { key: string; where: 'first' | 'scope' | 'end' } | null {
  if (parts.style === 'ticket' && parts.prefix && KEY.test(parts.prefix)) return { key: parts.prefix, where: 'first' };
  const scope = parts.conventional?.scope;
  if (scope && KEY.test(scope)) return { key: scope, where: 'scope' };
  const end = KEY_AT_END.exec(subject.trim());
  return end ? { key: end[1]!, where: 'end' } : null;
}

/**
 * Capitalised words that open subjects as areas ("Parser: …", "Sidebar, Sync: …"): each recurs
 * (at least 3 times) and together they open at least a fifth of the subjects. One subject alone
 * cannot tell "Parser: handle …" from a sentence with a colon; a history can.
 */
export function recurringAreas(subjects: readonly string[]): Set<string> {
  const heads = subjects.flatMap((raw) => {
    const head = AREA.exec(unwrapSubject(raw).inner)?.[1];
    return head &&
      capitalisedWords(head) &&
      !NOT_AREA.test(head) &&
      !conventionalHeader(CONVENTIONAL.exec(`${head}: x`))
      ? [headParts(head)]
      : [];
  });
  const counts = new Map<string, number>();
  for (const part of heads.flat()) counts.set(part, (counts.get(part) ?? 0) + 1);
  const recurring = new Set([...counts].filter(([, k]) => k >= 3).map(([p]) => p));
  const opened = heads.filter((parts) => parts.every((p) => recurring.has(p))).length;
  return opened >= 0.2 * subjects.length ? recurring : new Set();
}

/** The subject's grammar; `areas` are the capitalised words the history uses as areas (recurringAreas). */
export function parseSubject(raw: string, areas?: ReadonlySet<string>): SubjectParts {
  const subject = raw.trim();
  const cc = CONVENTIONAL.exec(subject);
  if (conventionalHeader(cc)) {
    return {
      style: 'conventional',
      prefix: subject.slice(0, subject.indexOf(':')),
      conventional: { type: cc[1]!, ...(cc[2] ? { scope: cc[2] } : {}), breaking: !!cc[3] },
      description: cc[4]!.trim(),
    };
  }
  const ticket = TICKET.exec(subject) ?? LOWER_TICKET.exec(subject) ?? ISSUE_FIRST.exec(subject);
  if (ticket && ticket[2]) return { style: 'ticket', prefix: ticket[1]!, description: ticket[2]!.trim() };
  const gitmoji = GITMOJI.exec(subject);
  if (gitmoji && gitmoji[2]) return { style: 'gitmoji', prefix: gitmoji[1]!, ...afterEmoji(gitmoji[2]!) };
  const emoji = EMOJI.exec(subject);
  if (emoji && emoji[2]) return { style: 'emoji', prefix: emoji[1]!, ...afterEmoji(emoji[2]!) };
  const tag = TAG.exec(subject);
  if (tag && tag[2]) return { style: 'tag', prefix: tag[1]!.trim(), description: tag[2]!.trim() };
  const a = area(subject, areas);
  if (a && a.description)
    return { style: a.nested ? 'area' : 'path', prefix: a.prefix, description: a.description.trim() };
  return { style: 'free', description: subject };
}

/**
 * Gitmoji subjects sometimes keep a conventional type after the emoji ("✨ feat(ui): …"): the
 * description is after it, and the type is kept so the report can say both are used.
 */
function afterEmoji(rest: string): Pick<SubjectParts, 'description' | 'conventional'> {
  const cc = CONVENTIONAL.exec(rest.trim());
  if (!conventionalHeader(cc)) return { description: rest.trim() };
  return {
    description: cc[4]!.trim(),
    conventional: { type: cc[1]!, ...(cc[2] ? { scope: cc[2] } : {}), breaking: !!cc[3] },
  };
}

export const STYLE_LABEL: Record<SubjectStyle, string> = {
  conventional: 'Conventional Commits ("type(scope): …")',
  path: 'a package or path prefix ("<path>: …")',
  area: 'nested area prefixes ("<area>: <sub>: …")',
  ticket: 'a ticket or issue key first ("PROJ-123 …", "gh-123: …", "Fixed #123 -- …")',
  gitmoji: 'gitmoji shortcodes (":sparkles: …")',
  emoji: 'an emoji first',
  tag: 'a bracketed tag first ("[tag] …")',
  free: 'free-form subjects (no prefix)',
};

/** A merge commit: git's "Merge …" subject, with no files of its own. */
export function isMergeCommit(subject: string, files: readonly string[] = []): boolean {
  return files.length === 0 && /^Merge\b/.test(subject);
}
