// A long pattern behind a short one. V8 compiles a regex on its first use, and the
// case-insensitive Unicode closure of a long pattern costs milliseconds, paid again for each
// string width; most sentences fail the short test, so the long pattern is seldom compiled or run.

/** What the detectors need of a pattern. */
export interface Pattern {
  test(s: string): boolean;
  exec(s: string): RegExpExecArray | null;
}

/** `full`, tried only where `gate` matches. `gate` must match wherever `full` does. */
export function gated(gate: RegExp, full: RegExp): Pattern {
  return { test: (s) => gate.test(s) && full.test(s), exec: (s) => (gate.test(s) ? full.exec(s) : null) };
}
