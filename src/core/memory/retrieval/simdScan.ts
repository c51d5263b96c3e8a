// The hot loop of retrieval: dot products of one int8 query against every int8 row, in
// WebAssembly SIMD (16 lanes at a time). Plain JS needs ~60 ms for 100,000 x 384 floats; this
// needs a few. The module is tiny and assembled here byte by byte, so no toolchain or
// dependency is involved. Each output is dot(q8, row8) * rowScale (as float32).
//
//   scan(q, m, scales, out, n, dim): for r in 0..n: out[r] = f32(sum_d q[d]*m[r*dim+d]) * scales[r]
// dim must be a multiple of 16.

const I32 = 0x7f;
const V128 = 0x7b;
const op = {
  block: [0x02, 0x40],
  loop: [0x03, 0x40],
  end: [0x0b],
  br: (l: number) => [0x0c, l],
  brIf: (l: number) => [0x0d, l],
  get: (i: number) => [0x20, i],
  set: (i: number) => [0x21, i],
  i32const: (v: number) => [0x41, v],
  i32add: [0x6a],
  i32shl: [0x74],
  i32geU: [0x4f],
  f32load: [0x2a, 0x02, 0x00],
  f32store: [0x38, 0x02, 0x00],
  f32mul: [0x94],
  f32fromI32: [0xb2],
  v128load: [0xfd, 0x00, 0x00, 0x00],
  v128zero: [0xfd, 0x0c, ...new Array(16).fill(0)],
  extLow: [0xfd, 0x87, 0x01],
  extHigh: [0xfd, 0x88, 0x01],
  dot: [0xfd, 0xba, 0x01],
  add4: [0xfd, 0xae, 0x01],
  lane: (i: number) => [0xfd, 0x1b, i],
};
// Locals: params q=0 m=1 s=2 o=3 n=4 dim=5; r=6 d=7 (i32); acc=8 a=9 b=10 (v128).
const [Q, M, S, O, N, DIM, R, D, ACC, A, B] = [0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10];

function body(): number[] {
  const halfDot = (ext: number[]) => [...op.get(A), ...ext, ...op.get(B), ...ext, ...op.dot, ...op.add4];
  const code = [
    ...op.block,
    ...op.loop,
    ...op.get(R),
    ...op.get(N),
    ...op.i32geU,
    ...op.brIf(1),
    ...op.v128zero,
    ...op.set(ACC),
    ...op.i32const(0),
    ...op.set(D),
    ...op.block,
    ...op.loop,
    ...op.get(D),
    ...op.get(DIM),
    ...op.i32geU,
    ...op.brIf(1),
    ...op.get(M),
    ...op.get(D),
    ...op.i32add,
    ...op.v128load,
    ...op.set(A),
    ...op.get(Q),
    ...op.get(D),
    ...op.i32add,
    ...op.v128load,
    ...op.set(B),
    ...op.get(ACC),
    ...halfDot(op.extLow),
    ...halfDot(op.extHigh),
    ...op.set(ACC),
    ...op.get(D),
    ...op.i32const(16),
    ...op.i32add,
    ...op.set(D),
    ...op.br(0),
    ...op.end,
    ...op.end,
    ...op.get(O),
    ...op.get(R),
    ...op.i32const(2),
    ...op.i32shl,
    ...op.i32add,
    ...op.get(ACC),
    ...op.lane(0),
    ...op.get(ACC),
    ...op.lane(1),
    ...op.i32add,
    ...op.get(ACC),
    ...op.lane(2),
    ...op.i32add,
    ...op.get(ACC),
    ...op.lane(3),
    ...op.i32add,
    ...op.f32fromI32,
    ...op.get(S),
    ...op.get(R),
    ...op.i32const(2),
    ...op.i32shl,
    ...op.i32add,
    ...op.f32load,
    ...op.f32mul,
    ...op.f32store,
    ...op.get(M),
    ...op.get(DIM),
    ...op.i32add,
    ...op.set(M),
    ...op.get(R),
    ...op.i32const(1),
    ...op.i32add,
    ...op.set(R),
    ...op.br(0),
    ...op.end,
    ...op.end,
    ...op.end,
  ];
  return [0x02, 0x02, I32, 0x03, V128, ...code];
}

function leb(n: number): number[] {
  const out: number[] = [];
  do {
    let b = n & 0x7f;
    n >>>= 7;
    if (n) b |= 0x80;
    out.push(b);
  } while (n);
  return out;
}
const section = (id: number, content: number[]) => [id, ...leb(content.length), ...content];
const name = (s: string) => [s.length, ...Array.from(s, (c) => c.charCodeAt(0))];

export function scanModuleBytes(): Uint8Array<ArrayBuffer> {
  const b = body();
  return Uint8Array.from([
    0x00,
    0x61,
    0x73,
    0x6d,
    0x01,
    0x00,
    0x00,
    0x00,
    ...section(1, [1, 0x60, 6, I32, I32, I32, I32, I32, I32, 0]),
    ...section(2, [1, ...name('env'), ...name('mem'), 0x02, 0x00, 0x01]),
    ...section(3, [1, 0]),
    ...section(7, [1, ...name('scan'), 0x00, 0x00]),
    ...section(10, [1, ...leb(b.length), ...b]),
  ]);
}

export type ScanFn = (q: number, m: number, scales: number, out: number, n: number, dim: number) => void;

/** Instantiates the scan over the given memory; undefined where WebAssembly SIMD is unavailable. */
export function createScan(memory: WebAssembly.Memory): ScanFn | undefined {
  try {
    const bytes = scanModuleBytes();
    if (typeof WebAssembly === 'undefined' || !WebAssembly.validate(bytes)) return undefined;
    const instance = new WebAssembly.Instance(new WebAssembly.Module(bytes), { env: { mem: memory } });
    return instance.exports.scan as ScanFn;
  } catch {
    return undefined;
  }
}
