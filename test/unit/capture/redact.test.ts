import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { redact, redactDeep } from '../../../src/core/redact';
import { sharedPath, withoutShared } from '../../helpers/shared';

const DATA = sharedPath('data');

// Shapes of the secrets planted in the real data (data/README.md) and of common providers; the
// values in the cases below are our own fakes of those shapes, never the data's.
const SECRET_SHAPES: [string, RegExp][] = [
  ['anthropic', /sk-ant-[A-Za-z0-9_-]{20,}/],
  ['openai', /sk-proj-[A-Za-z0-9_-]{20,}/],
  ['openrouter', /sk-or-v1-[a-f0-9]{20,}/],
  ['google', /AIza[0-9A-Za-z_-]{35}/],
  ['perplexity', /pplx-[A-Za-z0-9]{32,}/],
  ['tavily', /tvly-(?:dev-)?[A-Za-z0-9]{20,}/],
  ['telegram', /\d{8,10}:[A-Za-z0-9_-]{35}/],
  ['jwt', /eyJ[A-Za-z0-9_-]{8,}\.[A-Za-z0-9_-]{8,}\.[A-Za-z0-9_-]{8,}/],
  ['yescrypt', /\$y\$j9T\$[./A-Za-z0-9]{20,}/],
  ['db password', /postgres(?:ql)?:\/\/[^:\s/@]+:(?!\[REDACTED)[^@\s]{4,}@|POSTGRES_PASSWORD: (?!\[REDACTED)\S{4,}/],
  ['user password', /initial_password = \\?"(?!changeme|\[REDACTED)[A-Za-z0-9!]{8,}\\?"/],
  ['api token', /API token : [0-9a-f-]{36}/],
  ['personal e-mail', /user\d{4}@example\.com/],
];

test('provider keys, tokens and structured secrets are replaced with a labelled marker', () => {
  const cases: [string, string][] = [
    ['key sk-ant-api03-akoR-H0_QMFv7Y1JT7yb9uyJu0atJxUsF91hINVk3L5wiysZK0ZY5U9-XOmOdWOeHnoG9 end', 'anthropic-key'],
    ['OPENAI_API_KEY=sk-proj-ObTx3Jpc1d8Vm8FSZKSWUoGOsJaWAfcK1yIQLI6NYChwhLnoPy9BBy_rdsuFYwH7Isk1', 'openai-key'],
    ['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', 'openrouter-key'],
    ['AIzaXzMkoUSZ3KA570DR2-9Ipx4CMqbeA9JPX5K', 'google-api-key'],
    ['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', 'perplexity-key'],
    ['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', 'tavily-key'],
    ['ghp_' + 'a1B2c3D4e5F6g7H8i9J0k1L2m3N4o5P6q7R8', 'github-token'],
    ['github_pat_' + '11ABCDEFG0123456789_abcdefghijklmnopqrstuvwxyzABCDEFGHIJ', 'github-token'],
    ['xoxb-1234567890-0987654321-AbCdEfGhIjKl', 'slack-token'],
    ['AKIAIOSFODNN7EXAMPLE', 'aws-access-key'],
    ['sk_live_' + '4eC39HqLyjWDarjtT1zdp7dc', 'stripe-key'],
    ['bot 4094377509:FZbLDsuk1Qb8_l1_qngU5ofUhMe7hBTMVXu', 'telegram-bot-token'],
    ['npm_' + 'abcdefghijklmnopqrstuvwxyz0123456789', 'npm-token'],
    [
      'eyJhbGciOiJIUzI1NiIsInR5cCI6IkpXVCJ9.eyJpc3MiOiJzdXBhYmFzZSJ9.NahYCahpy_2hYCgr75tSFoqF44rXAESdGCROsFS6fnM',
      'jwt',
    ],
    ['Authorization: Bearer abcDEF123456ghiJKL789', 'token'],
    ['$2b$12$' + 'R9h/cIPz0gi.URNNX3kh2OPST9/PgBkqquzi.Ss7KIUgO2t0jWMUW', 'password-hash'],
    ['$argon2id$v=19$m=65536,t=3,p=4$c29tZXNhbHQ$RdescudvJCsgt3ub+b+dWRWJTmaaJObG', 'password-hash'],
    ['write to alice.martin@acme-corp.io please', 'email'],
    ['aws_secret_access_key = wJalrXUtnFEMI/K7MDENG/bPxRfiCYEXAMPLEKEY', 'api-key'],
  ];
  for (const [input, kind] of cases) {
    const out = redact(input);
    assert.ok(out.includes(`[REDACTED:${kind}]`), `${input} -> ${out}`);
  }
});

test('passwords in connection strings and after credential words are hidden, the key is kept', () => {
  assert.equal(
    redact('postgresql://appuser:qtrmwexo@localhost:5432/db'),
    'postgresql://appuser:[REDACTED:password]@localhost:5432/db',
  );
  assert.equal(
    redact('  POSTGRES_PASSWORD: qtrmwexo\n  POSTGRES_DB: x'),
    '  POSTGRES_PASSWORD: [REDACTED:password]\n  POSTGRES_DB: x',
  );
  assert.equal(redact('initial_password = "Rbnq72kdpa3!";'), 'initial_password = "[REDACTED:password]";');
  assert.equal(redact('API token : c5badf2d-4a44-2ef7-33b7-67c36c97a045'), 'API token : [REDACTED:token]');
  assert.equal(redact('le mot de passe: Hunter2024'), 'le mot de passe: [REDACTED:password]');
  assert.equal(redact('mysql --password=s3cr3tPw! db'), 'mysql --password=[REDACTED:secret] db');
  assert.equal(redact('the password is hunter2!'), 'the password is [REDACTED:password]');
  assert.equal(redact('1. Skip\n2. Kq8!vbnRt2zz\n3. 12 hour'), '1. Skip\n2. [REDACTED:password]\n3. 12 hour');
  const pem =
    '-----BEGIN OPENSSH PRIVATE KEY-----\nb3BlbnNzaC1rZXktdjEAAAAA\nQyNTUxOQAAACDx\n-----END OPENSSH PRIVATE KEY-----\nnext line';
  assert.equal(redact(pem), '[REDACTED:private-key]\nnext line');
});

test('ordinary code, hashes, ids and prose survive', () => {
  const keep = [
    'commit 4f2a9c1e8b7d6a5f4e3d2c1b0a9f8e7d6c5b4a39 (abc1234) fixed it',
    'sha256: 9f86d081884c7d659a2feaa0c55ad015a3bf4f1b2b0b822cd15d6c15b0f00a08',
    'uuid 123e4567-e89b-12d3-a456-426614174000',
    'await admin.auth().updateUser(uid, { password: newPassword });',
    "password: 'Password',",
    'nll_per_token = total_nll / total_tokens',
    'max_tokens: 4096, input_tokens: 12',
    'Password:  $PASSWORD_DISPLAY',
    'mask_token: {tokenizer.mask_token!r}',
    "const idToken = req.headers.authorization.split('Bearer ')[1];",
    'handleChangePasswordRequest getUserByIdAndTenant2 ReactDOMServerRenderingStream XMLHttpRequestUpload',
    'src/core/capture/feedback/vocabulary.ts and node_modules/@types/vscode/index.d.ts',
    'K3RN-LABS__k3rn.labs__155fc732-ce13-4b4c-b925-0c28f8428666.jsonl',
    'git@github.com:junegunn/vim-plug.git icon@2x.png react@18.2.0',
    'https://github.com/vitejs/vite/pull/21034',
    'Remember: always use pnpm, never npm. Toujours écrire les tests.',
    'OPENAI_API_KEY=${OPENAI_API_KEY} token: <your-token> password: process.env.DB_PASSWORD',
  ];
  for (const s of keep) assert.equal(redact(s), s);
});

test('redaction is idempotent and redactDeep walks objects and arrays', () => {
  const s = 'key sk-ant-api03-Wn4Ke-P2_ZRtq8M3LdVc7hgXs1JbYoPu46fNTUwkr and bob@corp.fr';
  assert.equal(redact(redact(s)), redact(s));
  const v = redactDeep({
    a: [s, 3, null, { b: s }],
    password: 'plainword',
    max_tokens: 5,
    apiKey: 'abcdef',
    label: 'Password',
  });
  assert.equal(v.a[0], redact(s));
  assert.deepEqual(v.a.slice(1, 3), [3, null]);
  assert.equal((v.a[3] as { b: string }).b, redact(s));
  assert.equal(v.password, '[REDACTED:secret]');
  assert.equal(v.apiKey, '[REDACTED:secret]');
  assert.equal(v.max_tokens, 5);
  assert.equal(v.label, 'Password');
});

function allFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((n) => {
    const p = join(dir, n);
    return statSync(p).isDirectory() ? allFiles(p) : [p];
  });
}

test('no planted secret survives redaction of the real data; git SHAs do', { skip: withoutShared('data') }, () => {
  const files = allFiles(DATA).filter((f) => /\.(jsonl|md|tsv)$|cursorrules$/.test(f));
  assert.ok(files.length > 40);
  const found: string[] = [];
  let shas = 0;
  let before = 0;
  for (const f of files) {
    const raw = readFileSync(f, 'utf8');
    for (const [, re] of SECRET_SHAPES) if (re.test(raw)) before++;
    const outs: string[] = [];
    if (f.endsWith('.jsonl')) {
      for (const line of raw.split('\n')) {
        if (!line.trim()) continue;
        const v = JSON.parse(line) as Record<string, unknown>;
        const r = redactDeep(v);
        if (typeof v.sha === 'string') {
          assert.equal(r.sha, v.sha, `git SHA destroyed in ${f}`);
          shas++;
        }
        outs.push(JSON.stringify(r));
      }
    } else outs.push(redact(raw));
    for (const out of outs)
      for (const [name, re] of SECRET_SHAPES) if (re.test(out)) found.push(`${name} in ${f}: ${out.match(re)![0]}`);
  }
  assert.ok(before > 10, 'the data should contain the planted shapes');
  assert.ok(shas >= 1500, `only ${shas} git SHAs checked`);
  assert.deepEqual(found, []);
});
