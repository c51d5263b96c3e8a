// Defaults of the memory settings (mirror package.json `act.memory.*`, `act.instructions.*`,
// `act.guardcode.*`), and a merge that ignores values of the wrong type.
import { DEFAULT_GUARDCODE, type GuardcodeSettings } from './instructions/guardcode';
import { WRITE_POLICIES, type WritePolicy } from './instructions/consent';
import { DEFAULT_MIN_CONFIDENCE } from './instructions/select';
import { MODES, type MemoryMode } from './threads/weight';

/** Settings the host reads from `act.memory.*`, `act.instructions.*` and `act.guardcode.*`. */
export interface MemoryConfig {
  embedder: 'auto' | 'lexical';
  modelPath: string;
  runtime: 'onnxruntime-node' | 'onnxruntime-web';
  mode: MemoryMode;
  routeObservations: boolean;
  instructions: {
    githubInstructions: boolean;
    agentsMd: boolean;
    claudeMd: boolean;
    applyTo: string;
    budgetTokens: number;
    /** Ask once per workspace before writing these files (default), always, or never. */
    write: WritePolicy;
    /** Rules no one approved go in only from this confidence. */
    minConfidence: number;
    /** The GuardCode agreements go into the files only when turned on. */
    includeGuardcode: boolean;
  };
  guardcode: GuardcodeSettings;
}

export const DEFAULT_MEMORY_CONFIG: MemoryConfig = {
  embedder: 'auto',
  modelPath: '',
  runtime: 'onnxruntime-node',
  mode: 'normal',
  routeObservations: true,
  instructions: {
    githubInstructions: true,
    agentsMd: true,
    claudeMd: true,
    applyTo: '**',
    budgetTokens: 1500,
    write: 'ask',
    minConfidence: DEFAULT_MIN_CONFIDENCE,
    includeGuardcode: false,
  },
  guardcode: DEFAULT_GUARDCODE,
};

const pick = <T>(v: unknown, ok: (x: unknown) => boolean, fallback: T): T => (ok(v) ? (v as T) : fallback);
const bool = (x: unknown) => typeof x === 'boolean';

export function mergeMemoryConfig(base: MemoryConfig, patch: Partial<MemoryConfig> | undefined): MemoryConfig {
  if (!patch || typeof patch !== 'object') return base;
  const i = (patch.instructions ?? {}) as Partial<MemoryConfig['instructions']>;
  const g = (patch.guardcode ?? {}) as Partial<MemoryConfig['guardcode']>;
  return {
    embedder: pick(patch.embedder, (x) => x === 'auto' || x === 'lexical', base.embedder),
    modelPath: pick(patch.modelPath, (x) => typeof x === 'string', base.modelPath).trim(),
    runtime: pick(patch.runtime, (x) => x === 'onnxruntime-node' || x === 'onnxruntime-web', base.runtime),
    mode: pick(patch.mode, (x) => typeof x === 'string' && x in MODES, base.mode),
    routeObservations: pick(patch.routeObservations, bool, base.routeObservations),
    instructions: {
      githubInstructions: pick(i.githubInstructions, bool, base.instructions.githubInstructions),
      agentsMd: pick(i.agentsMd, bool, base.instructions.agentsMd),
      claudeMd: pick(i.claudeMd, bool, base.instructions.claudeMd),
      applyTo: pick(i.applyTo, (x) => typeof x === 'string' && x.trim() !== '', base.instructions.applyTo),
      budgetTokens: pick(
        i.budgetTokens,
        (x) => typeof x === 'number' && x >= 200 && x <= 20000,
        base.instructions.budgetTokens,
      ),
      write: pick(i.write, (x) => (WRITE_POLICIES as readonly unknown[]).includes(x), base.instructions.write),
      minConfidence: pick(
        i.minConfidence,
        (x) => typeof x === 'number' && x >= 0 && x <= 1,
        base.instructions.minConfidence,
      ),
      includeGuardcode: pick(i.includeGuardcode, bool, base.instructions.includeGuardcode),
    },
    guardcode: {
      enforcePlanMode: pick(g.enforcePlanMode, bool, base.guardcode.enforcePlanMode),
      warnQuickSolutions: pick(g.warnQuickSolutions, bool, base.guardcode.warnQuickSolutions),
      requireAllChoices: pick(g.requireAllChoices, bool, base.guardcode.requireAllChoices),
    },
  };
}
