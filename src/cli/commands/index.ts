// Every CLI verb. One import line per verb.
import type { CliCommand } from '../command';
import { observeCommand } from './observe';
import { statusCommand } from './status';
import { harvestCommand } from './harvest';
import { runCommand } from './run';
import { jobsCommand } from './jobs';
import { patternsCommand } from './patterns';
import { approveCommand } from './approve';
import { rejectCommand } from './reject';
import { deprecateCommand } from './deprecate';
import { evolveCommand } from './evolve';
import { detectCommand } from './detect';
import { ingestCommand } from './ingest';
import { learnGitCommand } from './learnGit';
import { healthCommand } from './health';
import { searchCommand } from './search';
import { threadsCommand } from './threads';
import { threadCommand } from './thread';
import { bridgesCommand } from './bridges';
import { reindexCommand } from './reindex';
import { rulesCommand } from './rules';

// Listed in the order `act --help` shows them: log, learn, recall, then the pipeline.
export const COMMANDS: CliCommand[] = [
  observeCommand,
  statusCommand,
  evolveCommand,
  ingestCommand,
  detectCommand,
  rulesCommand,
  learnGitCommand,
  searchCommand,
  threadsCommand,
  threadCommand,
  bridgesCommand,
  healthCommand,
  reindexCommand,
  harvestCommand,
  runCommand,
  jobsCommand,
  patternsCommand,
  approveCommand,
  rejectCommand,
  deprecateCommand,
];
