// `act observe`: logs one observation through the same path as the extension.
import { OBSERVATION_TYPES, PHASES, type ObservationType, type Phase } from '../../core/observation';
import { parseArgs } from '../args';
import { UsageError, type CliCommand } from '../command';
import { withWorkspace } from '../workspace';

export const observeCommand: CliCommand = {
  name: 'observe',
  summary: 'log one observation to .act/observations.jsonl',
  usage:
    'act observe --type T --observation TEXT [--confidence X] [--tag T]... [--task T] [--file F] [--phase P] [--evidence E]... [--timestamp ISO] [--json]',
  async run(argv, io, env) {
    const { options: o } = parseArgs(
      argv,
      {
        type: { type: 'string' },
        observation: { type: 'string' },
        confidence: { type: 'number', min: 0, max: 1 },
        tag: { type: 'string', repeat: true },
        task: { type: 'string' },
        file: { type: 'string' },
        phase: { type: 'string' },
        evidence: { type: 'string', repeat: true },
        timestamp: { type: 'string' },
        json: { type: 'boolean' },
        workspace: { type: 'string' },
      },
      { maxPositionals: 0 },
    );
    if (!o.type) throw new UsageError('--type is required');
    if (!(OBSERVATION_TYPES as readonly string[]).includes(o.type as string))
      throw new UsageError(`--type must be one of ${OBSERVATION_TYPES.join(', ')}`);
    if (!o.observation || !(o.observation as string).trim()) throw new UsageError('--observation is required');
    if (o.phase && !(PHASES as readonly string[]).includes(o.phase as string))
      throw new UsageError(`--phase must be one of ${PHASES.join(', ')}`);
    const context: { task?: string; file?: string; phase?: Phase } = {};
    if (o.task) context.task = o.task as string;
    if (o.file) context.file = o.file as string;
    if (o.phase) context.phase = o.phase as Phase;
    // Stamped here, so the same line sent again (the window closed meanwhile) is recognised.
    const items = [
      {
        type: o.type as ObservationType,
        observation: o.observation as string,
        context,
        confidence: o.confidence as number | undefined,
        tags: o.tag as string[] | undefined,
        evidence: o.evidence as string[] | undefined,
        timestamp: (o.timestamp as string | undefined) ?? new Date().toISOString(),
      },
    ];
    const r = await withWorkspace(
      env.workspace,
      (ws) => ws.observe(items, 'cli'),
      (call) => call('observe', { items, source: 'cli' }),
    );
    const res = r.results[0]!;
    if (!res.ok) throw new UsageError(`observation rejected: ${res.reason}`);
    if (o.json) io.out(JSON.stringify(res));
    else io.out(res.duplicate ? 'already recorded (identical observation in the last 10 minutes)' : 'recorded');
    return 0;
  },
};
