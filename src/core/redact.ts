// One redaction function for every captured text (issue 3 §6). Order matters: exact provider
// shapes first (their labels are the most useful), then structural secrets (PEM, JWT, bearer,
// connection strings, hashes), then labelled values, then e-mails, then a high-entropy sweep
// that spares what code is made of (identifiers, paths, git SHAs, UUIDs).

import { scanHighEntropy } from './redactEntropy';

const tag = (kind: string): string => `[REDACTED:${kind}]`;

interface Rule {
  kind: string;
  /** Literal substrings one of which any match contains; the regex only runs when one is present. */
  hint?: string[];
  re: RegExp;
  /** Custom replacement (groups kept around the secret); default replaces the whole match. */
  replace?: (match: string, ...groups: string[]) => string;
}

// (?<![\w-]) keeps prefixes from matching in the middle of longer words ("task-…", "disk-…").
const B = '(?<![A-Za-z0-9_-])';
const E = '(?![A-Za-z0-9_-])';

const PROVIDER_RULES: Rule[] = [
  {
    kind: 'private-key',
    hint: ['PRIVATE KEY'],
    re: /-----BEGIN ([A-Z0-9 ]*)PRIVATE KEY( BLOCK)?-----[\s\S]*?(?:-----END \1PRIVATE KEY\2-----|$)/g,
  },
  { kind: 'anthropic-key', hint: ['sk-ant-'], re: new RegExp(`${B}sk-ant-[A-Za-z0-9_-]{20,}`, 'g') },
  { kind: 'openrouter-key', hint: ['sk-or-'], re: new RegExp(`${B}sk-or-(?:v\\d+-)?[A-Za-z0-9_-]{20,}`, 'g') },
  {
    kind: 'openai-key',
    hint: ['sk-'],
    re: new RegExp(`${B}sk-(?:proj-|svcacct-|admin-|None-)?(?=[A-Za-z0-9_-]*\\d)[A-Za-z0-9_-]{20,}${E}`, 'g'),
  },
  {
    kind: 'stripe-key',
    hint: ['_live_', '_test_', 'whsec_'],
    re: new RegExp(`${B}(?:(?:sk|rk|pk)_(?:live|test)_[A-Za-z0-9]{16,}|whsec_[A-Za-z0-9]{24,})`, 'g'),
  },
  { kind: 'google-api-key', hint: ['AIza'], re: new RegExp(`${B}AIza[0-9A-Za-z_-]{35}`, 'g') },
  { kind: 'google-oauth-token', hint: ['ya29.'], re: new RegExp(`${B}ya29\\.[0-9A-Za-z_-]{20,}`, 'g') },
  { kind: 'perplexity-key', hint: ['pplx-'], re: new RegExp(`${B}pplx-[A-Za-z0-9]{32,}`, 'g') },
  { kind: 'tavily-key', hint: ['tvly-'], re: new RegExp(`${B}tvly-(?:dev-|prod-)?[A-Za-z0-9]{20,}`, 'g') },
  {
    kind: 'github-token',
    hint: ['ghp_', 'gho_', 'ghu_', 'ghs_', 'ghr_', 'github_pat_'],
    re: new RegExp(`${B}(?:gh[pousr]_[A-Za-z0-9]{36,}|github_pat_[A-Za-z0-9_]{40,})`, 'g'),
  },
  { kind: 'gitlab-token', hint: ['glpat-'], re: new RegExp(`${B}glpat-[A-Za-z0-9_-]{20,}`, 'g') },
  { kind: 'slack-token', hint: ['xox'], re: new RegExp(`${B}xox[abposr]-[A-Za-z0-9-]{10,}`, 'g') },
  { kind: 'slack-webhook', hint: ['hooks.slack.com'], re: /https:\/\/hooks\.slack\.com\/services\/[A-Za-z0-9/_-]+/g },
  { kind: 'aws-access-key', hint: ['AKIA', 'ASIA', 'ABIA', 'ACCA'], re: /\b(?:AKIA|ASIA|ABIA|ACCA)[A-Z0-9]{16}\b/g },
  { kind: 'npm-token', hint: ['npm_'], re: new RegExp(`${B}npm_[A-Za-z0-9]{36}${E}`, 'g') },
  { kind: 'huggingface-token', hint: ['hf_'], re: new RegExp(`${B}hf_[A-Za-z0-9]{30,}${E}`, 'g') },
  { kind: 'groq-key', hint: ['gsk_'], re: new RegExp(`${B}gsk_[A-Za-z0-9]{40,}${E}`, 'g') },
  { kind: 'xai-key', hint: ['xai-'], re: new RegExp(`${B}xai-[A-Za-z0-9]{60,}${E}`, 'g') },
  { kind: 'replicate-token', hint: ['r8_'], re: new RegExp(`${B}r8_[A-Za-z0-9]{30,}${E}`, 'g') },
  { kind: 'digitalocean-token', hint: ['_v1_'], re: /\bdo[por]_v1_[a-f0-9]{64}\b/g },
  { kind: 'supabase-token', hint: ['sbp_'], re: /\bsbp_[a-f0-9]{40}\b/g },
  { kind: 'shopify-token', hint: ['shp'], re: /\bshp(?:at|ca|pa|ss)_[a-fA-F0-9]{32}\b/g },
  { kind: 'sendgrid-key', hint: ['SG.'], re: /\bSG\.[A-Za-z0-9_-]{22}\.[A-Za-z0-9_-]{43}\b/g },
  { kind: 'telegram-bot-token', re: /(?<![\d:])\d{8,10}:[A-Za-z0-9_-]{35}(?![A-Za-z0-9_-])/g },
  { kind: 'jwt', hint: ['eyJ'], re: /\beyJ[A-Za-z0-9_-]{8,}\.[A-Za-z0-9_-]{8,}\.[A-Za-z0-9_-]{8,}/g },
];

// A value after a credential word. The match starts at the word, which must END the key
// (POSTGRES_PASSWORD, initial_password, x-api-key), so max_tokens / tokenizer stay untouched.
const KEYWORDS = String.raw`password|passwd|passphrase|secret|(?<![A-Za-z])pwd|token|api[_-]?key|apikey|access[_-]?key|private[_-]?key|credentials?|mot de passe|(?<![A-Za-z])mdp|пароль`;
const LABELLED = new RegExp(
  String.raw`(${KEYWORDS})(\\?["']?[ \t]*(?:[:=]|=>|:=)[ \t]*)(?:(\\?["'\x60])((?:(?!\3).){1,200}?)\3|([^\s"'\x60,;})\]]{1,200})(?=[ \t]*(?:[\r\n,;})\]#]|\\[nr]|$)))`,
  'gi',
);
const LABEL_HINT =
  /password|passwd|passphrase|secret|pwd|token|api[_-]?key|access[_-]?key|private[_-]?key|credential|mot de passe|mdp|пароль/i;
const FLAG = /(--(?:password|passwd|token|api-key|apikey|secret|client-secret)[ =])(["']?)([^\s"']{4,200})\2/gi;
const SAID =
  /(?<![A-Za-z])(password|passphrase|mot de passe|пароль)(\s+(?:is|est|=|:|это)\s+)(["']?)([^\s"']{4,100})\3/gi;

const HASH_RULES: Rule[] = [
  { kind: 'password-hash', hint: ['$2'], re: /\$2[abxy]?\$\d{2}\$[./A-Za-z0-9]{53}/g },
  { kind: 'password-hash', hint: ['$argon2'], re: /\$argon2(?:id|i|d)\$[^\s"'\\]+/g },
  { kind: 'password-hash', hint: ['$y$'], re: /\$(?:y|gy|7)\$[./A-Za-z0-9]+\$[./A-Za-z0-9]*\$?[./A-Za-z0-9]{20,}/g },
  {
    kind: 'password-hash',
    hint: ['$1$', '$5$', '$6$'],
    re: /\$[156]\$(?:rounds=\d+\$)?[./A-Za-z0-9]{1,16}\$[./A-Za-z0-9]{22,86}/g,
  },
  { kind: 'password-hash', hint: ['$scrypt$'], re: /\$scrypt\$[^\s"'\\]+/g },
  { kind: 'password-hash', hint: ['pbkdf2_'], re: /\bpbkdf2_sha\d+\$\d+\$[^\s$"']+\$[A-Za-z0-9+/=]{20,}/g },
];

// A lone token with lower, upper, digit and a symbol ("2. Uwsj41joov8!") is how people paste a
// password without a label; code tokens of that shape almost always contain . / ( ) = : , ;
const PW = '[A-Za-z0-9!@#$%^&_-]';
// Whole whitespace-delimited tokens only; the class tests run in the callback (cheaper than
// four lookaheads at every token start).
const PASSWORD_SHAPED = new RegExp(`(^|[\\s"'\\x60>])(${PW}{8,64})(?=$|[\\s"'\\x60<])`, 'gm');
const isPasswordShaped = (m: string) =>
  /[a-z]/.test(m) && /[A-Z]/.test(m) && /\d/.test(m) && /[!@#%^&]/.test(m) && !/^[[#@$]/.test(m);

const BEARER = /\b(Bearer|Basic|Token)(\s+)([A-Za-z0-9._~+/=-]{16,})/g;
const CONN_HINT = /:\/\/[^\s/@"'<>]{1,100}:[^\s/@"'<>]{0,200}@/;
const CONN = /\b([a-z][a-z0-9+.-]{1,20}:\/\/)([^\s:/@"'<>[\]]{1,100}):([^\s@/"'<>]{1,200})@(?=[A-Za-z0-9[])/gi;
const EMAIL =
  /(?<![A-Za-z0-9._%+-])([A-Za-z0-9][A-Za-z0-9._%+-]{0,63})@((?:[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?\.)+([A-Za-z]{2,24}))(?![A-Za-z0-9-])/g;
// Domains whose "TLD" is really a file extension: icon@2x.png, foo@bar.js.
const FILE_EXT = new Set(
  'png jpg jpeg gif svg webp ico bmp js mjs cjs ts tsx jsx json md css scss less html py rb go rs java kt txt yml yaml toml lock map wasm vue'.split(
    ' ',
  ),
);

/** True when a labelled value is a reference or placeholder, not a literal secret. */
function isNotLiteral(value: string, quoted: boolean): boolean {
  const v = value.trim();
  if (v.length < 3) return true;
  if (v.startsWith('[REDACTED')) return true;
  if (/^[$%{<[(]|^process\.env|^os\.environ|^env\(|^getenv/i.test(v)) return true; // $VAR ${x} {{x}} <x> [x] %X%
  if (
    /^\*+$|^x{3,}$|^\.\.\.$|^(?:your|my)[_-]|^(?:none|null|undefined|true|false|nil|required|optional|string|number|redacted|changeme)$/i.test(
      v,
    )
  )
    return true;
  if (/^(?:YOUR|REPLACE|INSERT|ENTER|PUT)_/i.test(v) || /_HERE$/i.test(v)) return true;
  if (quoted && /^\p{Lu}\p{Ll}+$/u.test(v)) return true; // a UI label: 'Password', 'Contraseña'
  if (quoted) return /\s/.test(v) && !/^\S+$/.test(v) && v.split(/\s+/).length > 2; // prose in quotes: a label
  // Unquoted: code expressions and identifiers referencing another variable.
  if (/[().]|=>|\[/.test(v)) return true;
  if (/^[a-z]+(?:[A-Z][a-z0-9]*)+$/.test(v)) return true; // camelCase variable (newPassword)
  if (/^[A-Z][a-z]+$/.test(v)) return true; // a capitalised word (a UI label "Password")
  if (/^[A-Z0-9_]+$/.test(v) && v.includes('_')) return true; // CONSTANT_NAME
  if (/^\d{1,7}$/.test(v)) return true; // small numbers are limits, not secrets
  return false;
}

const escapeRe = (x: string): string => x.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
const ALL_RULES = [...PROVIDER_RULES, ...HASH_RULES];
// One pass finds which hints occur, instead of one substring search per rule.
const HINTS = new RegExp([...new Set(ALL_RULES.flatMap((r) => r.hint ?? []))].map(escapeRe).join('|'), 'g');

const HINT_LIST = [...new Set(ALL_RULES.flatMap((r) => r.hint ?? []))];

function applyRules(text: string): string {
  const seen = new Set<string>();
  if (text.length < 4096) {
    // Short texts: a few substring searches beat one big alternation.
    for (const h of HINT_LIST) if (text.includes(h)) seen.add(h);
  } else {
    HINTS.lastIndex = 0;
    for (const m of text.matchAll(HINTS)) seen.add(m[0]);
  }
  let out = text;
  for (const r of ALL_RULES) {
    if (r.hint && !r.hint.some((h) => seen.has(h))) continue;
    r.re.lastIndex = 0;
    out = out.replace(r.re, r.replace ?? (() => tag(r.kind)));
  }
  return out;
}

/** Replaces every secret and e-mail address in `text` with `[REDACTED:<kind>]`. Idempotent. */
export function redact(text: string): string {
  if (typeof text !== 'string' || text.length < 6) return text;
  // Below 16 characters no key, token, hash or high-entropy run fits: only labelled values,
  // e-mails and password-shaped words can.
  const tiny = text.length < 16;
  // Every provider key, token and password hash contains a digit (PEM blocks are checked by name).
  let out = tiny || (!/\d/.test(text) && !text.includes('PRIVATE KEY')) ? text : applyRules(text);
  if (!tiny && /Bearer|Basic|Token/.test(out))
    out = out.replace(BEARER, (m, w: string, sp: string, tok: string) =>
      /\d/.test(tok) || tok.length >= 24 ? `${w}${sp}${tag('token')}` : m,
    );
  if (CONN_HINT.test(out))
    out = out.replace(CONN, (_m, scheme: string, user: string) => `${scheme}${user}:${tag('password')}@`);
  const labelled = LABEL_HINT.test(out);
  if (labelled)
    out = out.replace(
      LABELLED,
      (m, key: string, sep: string, q: string | undefined, qv: string | undefined, uv: string | undefined) => {
        const value = q ? qv! : uv!;
        if (isNotLiteral(value, !!q)) return m;
        const kind = /token|auth/i.test(key)
          ? 'token'
          : /key/i.test(key)
            ? 'api-key'
            : /secret|credential/i.test(key)
              ? 'secret'
              : 'password';
        return q ? `${key}${sep}${q}${tag(kind)}${q}` : `${key}${sep}${tag(kind)}`;
      },
    );
  if (out.includes('--'))
    out = out.replace(FLAG, (m, flag: string, q: string, v: string) =>
      isNotLiteral(v, false) ? m : `${flag}${q}${tag('secret')}${q}`,
    );
  if (labelled)
    out = out.replace(SAID, (m, w: string, sep: string, q: string, v: string) =>
      /[\d\W_]/.test(v) && !isNotLiteral(v, false) ? `${w}${sep}${q}${tag('password')}${q}` : m,
    );
  if (out.includes('@')) {
    out = out.replace(EMAIL, (m, local: string, _domain: string, tld: string) => {
      if (FILE_EXT.has(tld.toLowerCase())) return m;
      if (local === 'git') return m; // git@github.com:owner/repo is a remote, not a person
      return tag('email');
    });
  }
  if (/[A-Za-z0-9][!@#%^&]|[!@#%^&][A-Za-z0-9]/.test(out))
    out = out.replace(PASSWORD_SHAPED, (m, pre: string, tok: string) =>
      isPasswordShaped(tok) ? pre + tag('password') : m,
    );
  return tiny ? out : scanHighEntropy(out, tag('high-entropy'));
}

/** Deep copy of `value` with every string redacted; values under credential-named keys are hidden whole. */
export function redactDeep<T>(value: T): T {
  return walk(value, undefined, 0) as T;
}

const SENSITIVE_KEY =
  /^(?:.*[_-])?(?:password|passwd|pwd|secret|client_secret|token|access_token|refresh_token|api[_-]?key|apikey|private[_-]?key)$|(?:Password|Secret|Token|ApiKey)$/i;

function walk(v: unknown, key: string | undefined, depth: number): unknown {
  if (typeof v === 'string') {
    if (key !== undefined && SENSITIVE_KEY.test(key) && v.length >= 3 && !isNotLiteral(v, true)) return tag('secret');
    return redact(v);
  }
  if (v === null || typeof v !== 'object' || depth > 64) return v;
  if (Array.isArray(v)) return v.map((x) => walk(x, undefined, depth + 1));
  const out: Record<string, unknown> = {};
  for (const [k, x] of Object.entries(v as Record<string, unknown>)) out[k] = walk(x, k, depth + 1);
  return out;
}
