// Reads the lines appended to a file since a remembered byte offset. Only complete lines
// (ending in \n) are consumed, so a line being written by another process is read next time.
// A replaced or truncated file (rotation) is detected by inode and head hash and read from 0.
import { promises as fs } from 'node:fs';
import { createHash } from 'node:crypto';

export interface TailPosition {
  offset: number;
  line: number;
  inode?: string;
  headHash?: string;
}

export interface TailLine {
  text: string;
  /** 1-based line number in the file. */
  line: number;
  /** Byte offset where the line starts. */
  offset: number;
  /** True when the line exceeded maxLineBytes and `text` holds only its beginning. */
  oversized: boolean;
}

const HEAD_BYTES = 256;
const CHUNK = 1 << 20;

async function identity(fh: fs.FileHandle, size: number): Promise<{ inode: string; headHash: string }> {
  const st = await fh.stat({ bigint: true });
  const head = Buffer.alloc(Math.min(HEAD_BYTES, size));
  if (head.length) await fh.read(head, 0, head.length, 0);
  return { inode: `${st.dev}:${st.ino}`, headHash: createHash('sha1').update(head).digest('hex') };
}

/** Calls `onLine` for each new complete line; returns the position to remember. */
export async function tailFile(
  path: string,
  from: TailPosition | undefined,
  onLine: (l: TailLine) => void,
  maxLineBytes: number,
): Promise<{ position: TailPosition; reset: boolean }> {
  let fh: fs.FileHandle;
  try {
    fh = await fs.open(path, 'r');
  } catch (e) {
    if ((e as NodeJS.ErrnoException).code === 'ENOENT')
      return { position: { offset: 0, line: 0 }, reset: !!from && from.offset > 0 };
    throw e;
  }
  try {
    const { size } = await fh.stat();
    const id = await identity(fh, size);
    let pos = from ?? { offset: 0, line: 0 };
    let reset = false;
    const sameFile =
      pos.inode === undefined || (pos.inode === id.inode && (pos.offset < HEAD_BYTES || pos.headHash === id.headHash));
    if (!sameFile || size < pos.offset) {
      pos = { offset: 0, line: 0 };
      reset = true;
    }
    let offset = pos.offset;
    let line = pos.line;
    let carry: Buffer[] = [];
    let carryLen = 0;
    let carryStart = offset;
    let oversized = false;
    const buf = Buffer.alloc(CHUNK);
    let readAt = offset;
    while (readAt < size) {
      const { bytesRead } = await fh.read(buf, 0, Math.min(CHUNK, size - readAt), readAt);
      if (bytesRead === 0) break;
      let start = 0;
      for (let i = 0; i < bytesRead; i++) {
        if (buf[i] !== 0x0a) continue;
        const piece = buf.subarray(start, i);
        if (!oversized) {
          carry.push(Buffer.from(piece));
          carryLen += piece.length;
        }
        const text = Buffer.concat(carry).toString('utf8').replace(/\r$/, '');
        line++;
        if (text.trim() !== '' || oversized)
          onLine({ text, line, offset: carryStart, oversized: oversized || carryLen > maxLineBytes });
        offset = readAt + i + 1;
        carry = [];
        carryLen = 0;
        carryStart = offset;
        oversized = false;
        start = i + 1;
      }
      if (start < bytesRead && !oversized) {
        const rest = buf.subarray(start, bytesRead);
        // Keep only what is needed to report an oversized line, not the whole line.
        if (carryLen + rest.length > maxLineBytes) {
          carry.push(Buffer.from(rest.subarray(0, Math.max(0, maxLineBytes - carryLen))));
          carryLen = maxLineBytes + 1;
          oversized = true;
        } else {
          carry.push(Buffer.from(rest));
          carryLen += rest.length;
        }
      }
      readAt += bytesRead;
    }
    return { position: { offset, line, inode: id.inode, headHash: id.headHash }, reset };
  } finally {
    await fh.close();
  }
}
