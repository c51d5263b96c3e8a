// A minimal protobuf writer for ONNX ModelProto, so tests and benchmarks can generate
// random-weight models of the real model's shape without any download or extra package.
// Field numbers follow onnx/onnx.proto (ir_version 8).

type Bytes = Uint8Array;

function varint(n: number | bigint): number[] {
  let v = BigInt.asUintN(64, BigInt(n));
  const out: number[] = [];
  do {
    let b = Number(v & 0x7fn);
    v >>= 7n;
    if (v !== 0n) b |= 0x80;
    out.push(b);
  } while (v !== 0n);
  return out;
}

/** Concatenates encoded fields into one message body. */
export class Msg {
  private parts: Bytes[] = [];
  private push(arr: number[] | Bytes) {
    this.parts.push(arr instanceof Uint8Array ? arr : Uint8Array.from(arr));
    return this;
  }
  int(field: number, v: number | bigint) {
    return this.push([...varint((field << 3) | 0), ...varint(v)]);
  }
  float(field: number, v: number) {
    const b = new Uint8Array(4);
    new DataView(b.buffer).setFloat32(0, v, true);
    this.push(varint((field << 3) | 5));
    return this.push(b);
  }
  bytes(field: number, data: Bytes) {
    this.push([...varint((field << 3) | 2), ...varint(data.length)]);
    return this.push(data);
  }
  str(field: number, s: string) {
    return this.bytes(field, new TextEncoder().encode(s));
  }
  msg(field: number, m: Msg) {
    return this.bytes(field, m.encode());
  }
  encode(): Bytes {
    const len = this.parts.reduce((n, p) => n + p.length, 0);
    const out = new Uint8Array(len);
    let off = 0;
    for (const p of this.parts) {
      out.set(p, off);
      off += p.length;
    }
    return out;
  }
}

export const DT = { FLOAT: 1, UINT8: 2, INT8: 3, INT32: 6, INT64: 7 } as const;
export type DataType = (typeof DT)[keyof typeof DT];

export function tensor(name: string, dataType: DataType, dims: number[], raw: Bytes): Msg {
  const m = new Msg();
  for (const d of dims) m.int(1, d);
  return m.int(2, dataType).str(8, name).bytes(9, raw);
}

export function floatTensor(name: string, dims: number[], data: Float32Array): Msg {
  return tensor(name, DT.FLOAT, dims, new Uint8Array(data.buffer, data.byteOffset, data.byteLength));
}

export function int64Tensor(name: string, dims: number[], data: number[]): Msg {
  const b = new BigInt64Array(data.map((x) => BigInt(x)));
  return tensor(name, DT.INT64, dims, new Uint8Array(b.buffer));
}

type AttrValue = { i: number } | { f: number } | { ints: number[] } | { s: string };

function attribute(name: string, v: AttrValue): Msg {
  const m = new Msg().str(1, name);
  if ('i' in v) return m.int(3, v.i).int(20, 2);
  if ('f' in v) return m.float(2, v.f).int(20, 1);
  if ('s' in v) return m.str(4, v.s).int(20, 3);
  for (const x of v.ints) m.int(8, x);
  return m.int(20, 7);
}

export function node(
  op: string,
  inputs: string[],
  outputs: string[],
  attrs: Record<string, AttrValue> = {},
  domain = '',
): Msg {
  const m = new Msg();
  for (const i of inputs) m.str(1, i);
  for (const o of outputs) m.str(2, o);
  m.str(3, `${op}_${outputs[0]}`).str(4, op);
  for (const [k, v] of Object.entries(attrs)) m.msg(5, attribute(k, v));
  if (domain) m.str(7, domain);
  return m;
}

/** A graph input/output; string dims are symbolic (batch, sequence). */
export function valueInfo(name: string, elemType: DataType, dims: Array<number | string>): Msg {
  const shape = new Msg();
  for (const d of dims) shape.msg(1, typeof d === 'number' ? new Msg().int(1, d) : new Msg().str(2, d));
  const tensorType = new Msg().int(1, elemType).msg(2, shape);
  return new Msg().str(1, name).msg(2, new Msg().msg(1, tensorType));
}

export function model(opts: {
  nodes: Msg[];
  initializers: Msg[];
  inputs: Msg[];
  outputs: Msg[];
  opset: number;
  name: string;
}): Bytes {
  const g = new Msg();
  for (const n of opts.nodes) g.msg(1, n);
  g.str(2, opts.name);
  for (const t of opts.initializers) g.msg(5, t);
  for (const i of opts.inputs) g.msg(11, i);
  for (const o of opts.outputs) g.msg(12, o);
  return new Msg()
    .int(1, 8)
    .str(2, 'act-test-generator')
    .msg(7, g)
    .msg(8, new Msg().str(1, '').int(2, opts.opset))
    .encode();
}
