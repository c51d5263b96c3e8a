// The explicit download against a real local HTTP server: progress, size and sha256 checks,
// nothing left behind on failure, and a clear message when the host cannot be reached.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { createServer, type Server } from 'node:http';
import { createHash } from 'node:crypto';
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { AddressInfo } from 'node:net';
import { downloadModel, ModelDownloadError } from '../../../src/node/memory/modelDownload';
import { verifyModelDir, type ModelFileSpec } from '../../../src/node/memory/modelFiles';
import { TOKENIZER_FIXTURE } from '../../helpers/memory/bertStandIn';

const root = mkdtempSync(join(tmpdir(), 'act-dl-'));
const served: Record<string, Buffer> = {
  'config.json': readFileSync(join(TOKENIZER_FIXTURE, 'config.json')),
  'onnx/model_quantized.onnx': Buffer.alloc(300_000, 7),
};
const spec = (path: string, body = served[path]): ModelFileSpec => ({
  path,
  bytes: body.length,
  sha256: createHash('sha256').update(body).digest('hex'),
});
let server: Server;
let base = '';
test.before(async () => {
  server = createServer((req, res) => {
    const body = served[(req.url ?? '').replace(/^\/repo\//, '')];
    if (!body) return void res.writeHead(404).end();
    res.writeHead(200, { 'content-length': body.length }).end(body);
  });
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}/repo/`;
});
test.after(() => {
  server.close();
  rmSync(root, { recursive: true, force: true });
});

test('downloads every file, reports progress up to 1 and the result passes verification', async () => {
  const files = Object.keys(served).map((p) => spec(p));
  const target = join(root, 'ok', 'model');
  const fractions: number[] = [];
  const r = await downloadModel({
    targetDir: target,
    baseUrl: base,
    files,
    onProgress: (p) => fractions.push(p.fraction),
  });
  assert.equal(
    r.bytes,
    files.reduce((n, f) => n + f.bytes, 0),
  );
  assert.equal(fractions.at(-1), 1);
  assert.ok(
    fractions.every((f, i) => i === 0 || f >= fractions[i - 1]),
    'progress never goes back',
  );
  assert.deepEqual(await verifyModelDir(target, files), { ok: true, problems: [] });
});

test('a file whose sha256 differs is rejected and nothing is left behind', async () => {
  const files = [spec('config.json'), { ...spec('onnx/model_quantized.onnx'), sha256: 'f'.repeat(64) }];
  const target = join(root, 'bad', 'model');
  await assert.rejects(
    downloadModel({ targetDir: target, baseUrl: base, files }),
    (e: ModelDownloadError) => e.code === 'integrity' && /sha256/.test(e.message),
  );
  assert.equal(existsSync(target), false);
  assert.deepEqual(readdirSync(join(root, 'bad')), [], 'no staging folder remains');
});

test('a size mismatch and an HTTP error are reported as such', async () => {
  const target = join(root, 'size', 'model');
  await assert.rejects(
    downloadModel({ targetDir: target, baseUrl: base, files: [{ ...spec('config.json'), bytes: 10 }] }),
    (e: ModelDownloadError) => e.code === 'integrity',
  );
  await assert.rejects(
    downloadModel({ targetDir: target, baseUrl: base, files: [spec('missing.bin', Buffer.from('x'))] }),
    (e: ModelDownloadError) => e.code === 'http' && /404/.test(e.message),
  );
});

test('an unreachable host gives the offline message that names the manual alternative', async () => {
  const closed = createServer();
  await new Promise<void>((r) => closed.listen(0, '127.0.0.1', r));
  const port = (closed.address() as AddressInfo).port;
  await new Promise<void>((r) => closed.close(() => r()));
  await assert.rejects(
    downloadModel({
      targetDir: join(root, 'off', 'model'),
      baseUrl: `http://127.0.0.1:${port}/`,
      files: [spec('config.json')],
    }),
    (e: ModelDownloadError) =>
      e.code === 'offline' && /offline/.test(e.message) && /act\.memory\.modelPath/.test(e.message),
  );
});

test('cancelling stops the download', async () => {
  const ctl = new AbortController();
  ctl.abort();
  await assert.rejects(
    downloadModel({
      targetDir: join(root, 'cancel', 'model'),
      baseUrl: base,
      files: [spec('config.json')],
      signal: ctl.signal,
    }),
    (e: ModelDownloadError) => e.code === 'cancelled',
  );
});
