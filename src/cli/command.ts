// A CLI verb: parses its own arguments (see ./args), prints to io, returns an exit code.
// Exit 0 on success, 2 on bad arguments (with a one-line reason), 1 on failure.
export interface CliIO {
  out(text: string): void;
  err(text: string): void;
}

export interface CliCommand {
  name: string;
  /** One line shown by `act --help`. */
  summary: string;
  /** Usage line(s) shown by `act <verb> --help` and on bad arguments. */
  usage: string;
  run(argv: string[], io: CliIO, env: { workspace: string; cwd: string }): Promise<number>;
}

export class UsageError extends Error {
  readonly exitCode = 2;
}
