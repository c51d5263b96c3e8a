// `act` CLI: the same core as the extension, for headless use and other tools' hooks.
// Exit codes: 0 success, 1 failure, 2 bad arguments (one-line reason on stderr).
import { COMMANDS } from './commands';
import { UsageError, type CliIO } from './command';

const io: CliIO = { out: (t) => process.stdout.write(t + '\n'), err: (t) => process.stderr.write(t + '\n') };

// `act … | head`: the reader left, which ends the output, not the program with a stack trace.
process.stdout.on('error', (e: NodeJS.ErrnoException) => {
  if (e.code === 'EPIPE') process.exit(0);
  throw e;
});

function help(): string {
  const width = Math.max(...COMMANDS.map((c) => c.name.length));
  return [
    'usage: act <command> [options] [--workspace DIR]',
    '',
    'commands:',
    ...COMMANDS.map((c) => `  ${c.name.padEnd(width)}  ${c.summary}`),
    '',
    'act <command> --help shows the options of a command.',
  ].join('\n');
}

/** Pulls the global --workspace option out of argv (default: the current folder). */
function extractWorkspace(argv: string[]): { workspace: string; rest: string[] } {
  const rest: string[] = [];
  let workspace = process.cwd();
  for (let i = 0; i < argv.length; i++) {
    const a = argv[i]!;
    if (a === '--workspace') {
      const v = argv[++i];
      if (v === undefined) throw new UsageError('--workspace needs a value');
      workspace = v;
    } else if (a.startsWith('--workspace=')) workspace = a.slice('--workspace='.length);
    else rest.push(a);
  }
  return { workspace, rest };
}

export async function main(argv: string[]): Promise<number> {
  const [verb, ...args] = argv;
  if (!verb || verb === '--help' || verb === '-h' || verb === 'help') {
    io.out(help());
    return verb ? 0 : 2;
  }
  const cmd = COMMANDS.find((c) => c.name === verb);
  if (!cmd) {
    io.err(`act: unknown command "${verb}" (see act --help)`);
    return 2;
  }
  if (args.includes('--help') || args.includes('-h')) {
    io.out(`usage: ${cmd.usage}`);
    return 0;
  }
  try {
    const { workspace, rest } = extractWorkspace(args);
    return await cmd.run(rest, io, { workspace, cwd: process.cwd() });
  } catch (e) {
    if (e instanceof UsageError) {
      io.err(`act ${verb}: ${e.message}`);
      return 2;
    }
    io.err(`act ${verb}: ${(e as Error).message}`);
    return 1;
  }
}

if (require.main === module) {
  main(process.argv.slice(2)).then(
    (code) => process.exit(code),
    (e) => {
      process.stderr.write(`act: ${(e as Error).stack ?? e}\n`);
      process.exit(1);
    },
  );
}
