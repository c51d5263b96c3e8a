// Every CLI verb. One import line per verb.
import type { CliCommand } from '../command';
import { observeCommand } from './observe';
import { statusCommand } from './status';
import { evolveCommand } from './evolve';

export const COMMANDS: CliCommand[] = [
  observeCommand,
  statusCommand,
  evolveCommand,
];
