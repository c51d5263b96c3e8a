// A small strict argument parser: known flags only, typed values, repeatable options.
// Anything unexpected is a UsageError (exit code 2 with a one-line reason).
import { UsageError } from './command';

export type OptionSpec =
  { type: 'boolean' } | { type: 'string'; repeat?: boolean } | { type: 'number'; min?: number; max?: number };

export interface Parsed {
  options: Record<string, string | number | boolean | string[] | undefined>;
  positionals: string[];
}

export function parseArgs(
  argv: string[],
  spec: Record<string, OptionSpec>,
  opts: { minPositionals?: number; maxPositionals?: number } = {},
): Parsed {
  const options: Parsed['options'] = {};
  const positionals: string[] = [];
  for (let i = 0; i < argv.length; i++) {
    const arg = argv[i]!;
    if (arg === '--') {
      positionals.push(...argv.slice(i + 1));
      break;
    }
    if (!arg.startsWith('--') || arg === '--') {
      positionals.push(arg);
      continue;
    }
    const eq = arg.indexOf('=');
    const name = arg.slice(2, eq === -1 ? undefined : eq);
    const s = spec[name];
    if (!s) throw new UsageError(`unknown option --${name}`);
    if (s.type === 'boolean') {
      if (eq !== -1) throw new UsageError(`--${name} takes no value`);
      options[name] = true;
      continue;
    }
    const value = eq !== -1 ? arg.slice(eq + 1) : argv[++i];
    if (value === undefined) throw new UsageError(`--${name} needs a value`);
    if (s.type === 'number') {
      const n = Number(value);
      if (value.trim() === '' || !Number.isFinite(n))
        throw new UsageError(`--${name} must be a number, got "${value}"`);
      if ((s.min !== undefined && n < s.min) || (s.max !== undefined && n > s.max))
        throw new UsageError(`--${name} must be between ${s.min ?? '-inf'} and ${s.max ?? 'inf'}, got ${n}`);
      options[name] = n;
    } else if (s.repeat) {
      const list = (options[name] as string[] | undefined) ?? [];
      list.push(value);
      options[name] = list;
    } else {
      if (options[name] !== undefined) throw new UsageError(`--${name} given twice`);
      options[name] = value;
    }
  }
  if (opts.minPositionals !== undefined && positionals.length < opts.minPositionals)
    throw new UsageError(`expected at least ${opts.minPositionals} argument(s)`);
  if (opts.maxPositionals !== undefined && positionals.length > opts.maxPositionals)
    throw new UsageError(`unexpected argument "${positionals[opts.maxPositionals]}"`);
  return { options, positionals };
}

/** "7d", "12h", "30m", "2w" or a plain number of days -> days. */
export function parseDuration(value: string): number {
  const m = /^(\d+(?:\.\d+)?)\s*([dhwm]?)$/i.exec(value.trim());
  if (!m) throw new UsageError(`--since must look like 7d, 12h, 2w or 30m, got "${value}"`);
  const n = Number(m[1]);
  const unit = (m[2] || 'd').toLowerCase();
  return unit === 'd' ? n : unit === 'h' ? n / 24 : unit === 'w' ? n * 7 : n / 1440;
}
