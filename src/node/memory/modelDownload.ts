// The one network access of the product, and only when the user asks for it: downloads the
// embedding model into the extension's global storage, streaming with progress, checking each
// file's size and sha256, into a staging folder renamed into place only when all files pass.
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, renameSync, rmSync } from 'node:fs';
import { open } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { MINILM_BASE_URL, MINILM_FILES, type ModelFileSpec } from './modelFiles';

export interface DownloadProgress {
  file: string;
  received: number;
  total: number;
  /** 0..1 over all files. */
  fraction: number;
}

export interface DownloadOptions {
  targetDir: string;
  baseUrl?: string;
  files?: ModelFileSpec[];
  signal?: AbortSignal;
  onProgress?: (p: DownloadProgress) => void;
  timeoutMs?: number;
}

export type DownloadErrorCode = 'offline' | 'http' | 'integrity' | 'cancelled' | 'io';

export class ModelDownloadError extends Error {
  constructor(
    readonly code: DownloadErrorCode,
    message: string,
  ) {
    super(message);
    this.name = 'ModelDownloadError';
  }
}

const OFFLINE_CODES = new Set([
  'ENOTFOUND',
  'EAI_AGAIN',
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'ENETUNREACH',
  'EHOSTUNREACH',
  'UND_ERR_CONNECT_TIMEOUT',
  'UND_ERR_SOCKET',
]);

function describeFetchError(e: unknown, url: string, signal?: AbortSignal): ModelDownloadError {
  if (signal?.aborted) return new ModelDownloadError('cancelled', 'Model download cancelled.');
  const cause = (e as { cause?: { code?: string } }).cause;
  const code = cause?.code ?? (e as { code?: string }).code;
  const host = new URL(url).host;
  if (
    (code && OFFLINE_CODES.has(code)) ||
    (e as Error).name === 'TimeoutError' ||
    (e as Error).message === 'fetch failed'
  )
    return new ModelDownloadError(
      'offline',
      `Cannot reach ${host} (${code ?? (e as Error).message}): you seem to be offline or behind a proxy. The lexical embedder stays active. ` +
        `To use the semantic model without network, copy the files of ${MINILM_FILES.map((f) => f.path).join(', ')} into a folder and set "act.memory.modelPath" to it.`,
    );
  return new ModelDownloadError('io', `Download of ${url} failed: ${(e as Error).message}`);
}

async function downloadFile(
  url: string,
  dest: string,
  spec: ModelFileSpec,
  opts: DownloadOptions,
  report: (received: number) => void,
): Promise<void> {
  let res: Response;
  const signals = [opts.signal, AbortSignal.timeout(opts.timeoutMs ?? 120_000)].filter((s): s is AbortSignal => !!s);
  try {
    res = await fetch(url, { signal: AbortSignal.any(signals), redirect: 'follow' });
  } catch (e) {
    throw describeFetchError(e, url, opts.signal);
  }
  if (!res.ok || !res.body)
    throw new ModelDownloadError('http', `Download of ${url} failed: HTTP ${res.status} ${res.statusText}`);
  mkdirSync(dirname(dest), { recursive: true });
  const fh = await open(dest, 'w');
  const hash = createHash('sha256');
  let received = 0;
  try {
    for await (const chunk of res.body as unknown as AsyncIterable<Uint8Array>) {
      received += chunk.length;
      if (received > spec.bytes)
        throw new ModelDownloadError(
          'integrity',
          `${spec.path}: server sent more than the expected ${spec.bytes} bytes`,
        );
      hash.update(chunk);
      await fh.write(chunk);
      report(received);
    }
    await fh.sync();
  } catch (e) {
    if (e instanceof ModelDownloadError) throw e;
    throw describeFetchError(e, url, opts.signal);
  } finally {
    await fh.close();
  }
  if (received !== spec.bytes)
    throw new ModelDownloadError('integrity', `${spec.path}: received ${received} bytes, expected ${spec.bytes}`);
  const sha = hash.digest('hex');
  if (sha !== spec.sha256)
    throw new ModelDownloadError(
      'integrity',
      `${spec.path}: sha256 ${sha} does not match the expected ${spec.sha256}; the file was discarded`,
    );
}

/** Downloads and verifies every file; on any failure nothing is left behind. */
export async function downloadModel(opts: DownloadOptions): Promise<{ dir: string; bytes: number }> {
  const files = opts.files ?? MINILM_FILES;
  const base = opts.baseUrl ?? MINILM_BASE_URL;
  const total = files.reduce((n, f) => n + f.bytes, 0);
  const staging = `${opts.targetDir}.partial-${process.pid}`;
  rmSync(staging, { recursive: true, force: true });
  let done = 0;
  let lastReport = 0;
  try {
    for (const spec of files) {
      await downloadFile(new URL(spec.path, base).toString(), join(staging, spec.path), spec, opts, (received) => {
        const now = Date.now();
        if (now - lastReport < 100 && received < spec.bytes) return;
        lastReport = now;
        opts.onProgress?.({ file: spec.path, received, total: spec.bytes, fraction: (done + received) / total });
      });
      done += spec.bytes;
    }
    rmSync(opts.targetDir, { recursive: true, force: true });
    mkdirSync(dirname(opts.targetDir), { recursive: true });
    renameSync(staging, opts.targetDir);
  } catch (e) {
    rmSync(staging, { recursive: true, force: true });
    if (e instanceof ModelDownloadError) throw e;
    throw new ModelDownloadError('io', `Could not store the model in ${opts.targetDir}: ${(e as Error).message}`);
  }
  return { dir: opts.targetDir, bytes: total };
}

export function modelPresent(dir: string): boolean {
  return existsSync(join(dir, 'onnx', 'model_quantized.onnx'));
}
