// Precision, recall and F1, printed one figure a line like the bench (`name: value`).

export interface Counts {
  tp: number;
  fp: number;
  fn: number;
}

export const zero = (): Counts => ({ tp: 0, fp: 0, fn: 0 });

export function prf(c: Counts): { p: number; r: number; f1: number } {
  const p = c.tp + c.fp ? c.tp / (c.tp + c.fp) : 0;
  const r = c.tp + c.fn ? c.tp / (c.tp + c.fn) : 0;
  return { p, r, f1: p + r ? (2 * p * r) / (p + r) : 0 };
}

export function printPrf(name: string, c: Counts): void {
  const { p, r, f1 } = prf(c);
  console.log(`${name}.precision: ${p.toFixed(3)} (${c.tp}/${c.tp + c.fp})`);
  console.log(`${name}.recall: ${r.toFixed(3)} (${c.tp}/${c.tp + c.fn})`);
  console.log(`${name}.f1: ${f1.toFixed(3)}`);
}

/** One-vs-rest counts of a class over (expected, got) pairs. */
export function classCounts<T>(pairs: Array<[T, T]>, cls: T): Counts {
  const c = zero();
  for (const [e, g] of pairs) {
    if (g === cls && e === cls) c.tp++;
    else if (g === cls) c.fp++;
    else if (e === cls) c.fn++;
  }
  return c;
}
