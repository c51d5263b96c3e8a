// scripts/copy-runtime-deps.mjs on the real installed packages: a per-platform VSIX gets
// onnxruntime-node with only its target's native build and without what only its npm install
// script uses, and the copy still loads on its own (outside the repository's node_modules).
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, relative } from 'node:path';
import { buildStandInModel, TINY_SHAPE } from '../../helpers/memory/bertStandIn';

const root = join(__dirname, '..', '..', '..');
const script = join(root, 'scripts', 'copy-runtime-deps.mjs');
const host = `${process.platform}-${process.arch}`;

function run(...args: string[]) {
  return spawnSync(process.execPath, [script, ...args], { encoding: 'utf8', cwd: root });
}

function files(dir: string): string[] {
  return readdirSync(dir).flatMap((n) => {
    const p = join(dir, n);
    return statSync(p).isDirectory() ? files(p) : [p];
  });
}

function withDest(fn: (dest: string) => void) {
  const dest = mkdtempSync(join(tmpdir(), 'act-runtime-deps-'));
  try {
    fn(dest);
  } finally {
    rmSync(dest, { recursive: true, force: true });
  }
}

test('linux-arm64: only that native build, no install-only dependency, no sources or maps', () =>
  withDest((dest) => {
    const r = run('--target', 'linux-arm64', '--dest', dest, 'onnxruntime-node');
    assert.equal(r.status, 0, r.stderr);
    assert.match(r.stdout, /runtime packages for linux-arm64: 2 packages/);
    const nm = join(dest, 'node_modules');
    assert.deepEqual(
      readdirSync(nm).sort(),
      ['onnxruntime-common', 'onnxruntime-node'],
      'adm-zip and global-agent serve the install script only',
    );
    const all = files(nm).map((f) => relative(nm, f).split('\\').join('/'));
    const binaries = all.filter((f) => f.startsWith('onnxruntime-node/bin/'));
    assert.ok(
      binaries.some((f) => /^onnxruntime-node\/bin\/napi-v\d+\/linux\/arm64\/onnxruntime_binding\.node$/.test(f)),
      'the target binding ships',
    );
    assert.deepEqual(
      binaries.filter((f) => !/\/linux\/arm64\//.test(f)),
      [],
      'no other platform ships',
    );
    assert.deepEqual(
      all.filter((f) => /\.(map|ts)$/.test(f) || f.startsWith('onnxruntime-node/script/')),
      [],
      'no map, TypeScript or install script',
    );
    assert.ok(all.includes('onnxruntime-node/dist/index.js') && all.includes('onnxruntime-common/package.json'));
  }));

test(
  'the copy for this machine loads by itself and can run a session',
  { skip: !/^(linux|darwin|win32)-(x64|arm64)$/.test(host) },
  () =>
    withDest((dest) => {
      assert.equal(run('--dest', dest, 'onnxruntime-node').status, 0);
      const model = join(dest, 'model.onnx');
      writeFileSync(model, buildStandInModel(TINY_SHAPE));
      const ort = join(dest, 'node_modules', 'onnxruntime-node');
      const probe = `const o = require(${JSON.stringify(ort)});
      const common = require.resolve('onnxruntime-common', { paths: [${JSON.stringify(ort)}] });
      const ids = (v) => new o.Tensor('int64', BigInt64Array.from(v.map(BigInt)), [1, v.length]);
      o.InferenceSession.create(${JSON.stringify(model)}).then((s) => s.run({ input_ids: ids([101, 7592, 102]), attention_mask: ids([1, 1, 1]), token_type_ids: ids([0, 0, 0]) }))
        .then((r) => console.log(r.last_hidden_state.dims.join('x'), common));`;
      const r = spawnSync(process.execPath, ['-e', probe], { encoding: 'utf8', cwd: dest });
      assert.equal(r.status, 0, r.stderr);
      const [dims, common] = r.stdout.trim().split(' ');
      assert.equal(dims, '1x3x384', 'the stand-in encoder ran on the copied runtime');
      assert.ok(common.startsWith(dest), `onnxruntime-common resolves inside the copy (${common})`);
    }),
);

test('a target without a native build fails clearly and copies nothing', () =>
  withDest((dest) => {
    const r = run('--target', 'darwin-x64', '--dest', dest, 'onnxruntime-node');
    assert.equal(r.status, 1);
    assert.match(r.stderr, /onnxruntime-node [\d.]+ has no build for darwin-x64/);
    assert.equal(existsSync(join(dest, 'node_modules', 'onnxruntime-node')), false);
  }));

test('an unsupported target name is refused; a dry run copies nothing', () =>
  withDest((dest) => {
    const bad = run('--target', 'alpine-x64', '--dest', dest, 'onnxruntime-node');
    assert.equal(bad.status, 2);
    assert.match(bad.stderr, /unsupported target "alpine-x64"/);
    const dry = run('--dry-run', '--target', 'win32-x64', '--dest', dest, 'onnxruntime-node');
    assert.equal(dry.status, 0, dry.stderr);
    assert.match(dry.stdout, /onnxruntime-node: [\d.]+ MB/);
    assert.match(dry.stdout, /\(dry run\)/);
    assert.equal(existsSync(join(dest, 'node_modules')), false);
  }));
