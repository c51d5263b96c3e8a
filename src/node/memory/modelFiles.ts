// The files of Xenova/all-MiniLM-L6-v2 that the embedder needs, with their known sizes and
// sha256 (the ONNX weights from ../shared/models/README.md; the small files computed from the
// byte-identical copies of the Hugging Face main branch). Every downloaded byte is checked.
import { createHash } from 'node:crypto';
import { createReadStream, existsSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

export interface ModelFileSpec {
  path: string;
  bytes: number;
  sha256: string;
}

export const MINILM_REPO = 'Xenova/all-MiniLM-L6-v2';
export const MINILM_BASE_URL = `https://huggingface.co/${MINILM_REPO}/resolve/main/`;

export const MINILM_FILES: ModelFileSpec[] = [
  { path: 'config.json', bytes: 650, sha256: '7135149f7cffa1a573466c6e4d8423ed73b62fd2332c575bf738a0d033f70df7' },
  { path: 'tokenizer.json', bytes: 711661, sha256: 'da0e79933b9ed51798a3ae27893d3c5fa4a201126cef75586296df9b4d2c62a0' },
  {
    path: 'tokenizer_config.json',
    bytes: 366,
    sha256: '9261e7d79b44c8195c1cada2b453e55b00aeb81e907a6664974b4d7776172ab3',
  },
  {
    path: 'special_tokens_map.json',
    bytes: 125,
    sha256: 'b6d346be366a7d1d48332dbc9fdf3bf8960b5d879522b7799ddba59e76237ee3',
  },
  {
    path: 'onnx/model_quantized.onnx',
    bytes: 22972370,
    sha256: 'afdb6f1a0e45b715d0bb9b11772f032c399babd23bfc31fed1c170afc848bdb1',
  },
];

/** Where a download lands inside the extension's global storage. */
export function storedModelDir(globalStorage: string): string {
  return join(globalStorage, 'models', MINILM_REPO);
}

export function sha256File(path: string): Promise<string> {
  return new Promise((resolve, reject) => {
    const h = createHash('sha256');
    createReadStream(path)
      .on('data', (c) => h.update(c))
      .on('error', reject)
      .on('end', () => resolve(h.digest('hex')));
  });
}

const MARKER = '.verified.json';

/**
 * Checks every file against its size and sha256. Hashing 23 MB costs tens of milliseconds, so a
 * marker remembers files already verified (by size and mtime) and only changed files are hashed.
 */
export async function verifyModelDir(
  dir: string,
  files: ModelFileSpec[] = MINILM_FILES,
): Promise<{ ok: boolean; problems: string[] }> {
  const problems: string[] = [];
  let marker: Record<string, { bytes: number; mtimeMs: number; sha256: string }> = {};
  try {
    marker = JSON.parse(readFileSync(join(dir, MARKER), 'utf8'));
  } catch {}
  const next: typeof marker = {};
  for (const f of files) {
    const p = join(dir, f.path);
    if (!existsSync(p)) {
      problems.push(`${f.path} is missing`);
      continue;
    }
    const st = statSync(p);
    if (st.size !== f.bytes) {
      problems.push(`${f.path} has ${st.size} bytes, expected ${f.bytes}`);
      continue;
    }
    const known = marker[f.path];
    const sha = known && known.mtimeMs === st.mtimeMs && known.bytes === st.size ? known.sha256 : await sha256File(p);
    if (sha !== f.sha256) problems.push(`${f.path} has sha256 ${sha}, expected ${f.sha256}`);
    else next[f.path] = { bytes: st.size, mtimeMs: st.mtimeMs, sha256: sha };
  }
  if (problems.length === 0) {
    try {
      writeFileSync(join(dir, MARKER), JSON.stringify(next));
    } catch {}
  }
  return { ok: problems.length === 0, problems };
}
