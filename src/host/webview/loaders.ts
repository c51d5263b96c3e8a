// One loader per key of sidebar data: ask the worker (typed) and shape the view model.
import type { Update, UpdateKey, UpdateMap } from '../../protocol/webview';
import type { WorkerCall } from './workerCall';
import { bridgeItem, patternItem, statusData, threadSummary } from './viewModels';
import { healthFigures } from './health';
import type { UserRuleView } from '../../protocol/capture';
import type { RuleItem } from '../../protocol/webview';
import { ruleInForce } from '../../core/capture/userRule';

/** A stored rule as the review queue shows it. */
export function ruleItem(r: UserRuleView): RuleItem {
  const statements = [...(r.statements ?? [])].reverse();
  return {
    id: r.id,
    text: r.text,
    ...(r.gloss ? { gloss: r.gloss } : {}),
    ...(r.lang ? { lang: r.lang } : {}),
    status: r.status,
    inForce: ruleInForce(r),
    enabled: r.enabled,
    confidence: r.confidence,
    count: r.count,
    ...(r.project ? { project: r.project } : {}),
    lastStated: statements[0]?.at ?? r.updatedAt,
    evidence: statements
      .map((s) => s.evidence)
      .filter((e): e is string => !!e)
      .slice(0, 5),
  };
}

export interface KeyLoaders {
  call: WorkerCall;
  root: string | undefined;
  workerRunning(): boolean;
}

const MAX_ITEMS = 5000;
/** Candidates are shown rendered at once: fetch their Markdown with the list (bounded). */
const EAGER_CANDIDATES = 30;
const ACTIVITY_DAYS = 90;

const LOADERS: { [K in UpdateKey]: (l: KeyLoaders) => Promise<UpdateMap[K]> } = {
  status: async (l) => statusData(await l.call('status', {})),
  patterns: async (l) => {
    const items = (await l.call('patternsList', {})).slice(0, MAX_ITEMS).map((p) => patternItem(p, l.root));
    const candidates = items.filter((p) => p.state === 'candidate').slice(0, EAGER_CANDIDATES);
    await Promise.all(
      candidates.map(async (p) => {
        try {
          p.markdown = (await l.call('patternGet', { id: p.id })).body;
        } catch {
          // Left without Markdown: the card fetches it when opened and says if it fails.
        }
      }),
    );
    return items;
  },
  rules: async (l) => (await l.call('rulesList', {})).slice(0, MAX_ITEMS).map(ruleItem),
  instincts: async (l) => (await l.call('instinctsList', {})).slice(0, MAX_ITEMS),
  skills: async (l) => (await l.call('skillsList', {})).slice(0, MAX_ITEMS),
  threads: async (l) => (await l.call('threadsList', { limit: MAX_ITEMS })).threads.map(threadSummary),
  bridges: async (l) => (await l.call('bridgesList', { limit: MAX_ITEMS * 4 })).bridges.map(bridgeItem),
  activity: (l) => l.call('activity', { days: ACTIVITY_DAYS }),
  health: async (l) => {
    // Each source is shown when it answers; one failing does not hide the others.
    const [status, memory, pipeline, embedder] = await Promise.allSettled([
      l.call('status', {}),
      l.call('health', {}),
      l.call('pipelineMetrics', {}),
      l.call('embedderInfo', {}),
    ]);
    const ok = <T>(r: PromiseSettledResult<T>) => (r.status === 'fulfilled' ? r.value : undefined);
    const st = ok(status);
    return {
      figures: healthFigures({
        status: st ? statusData(st) : undefined,
        workerRunning: l.workerRunning(),
        memory: ok(memory),
        pipeline: ok(pipeline),
        embedder: ok(embedder),
      }),
    };
  },
};

export async function loadKey<K extends UpdateKey>(l: KeyLoaders, key: K): Promise<Update<K>> {
  try {
    const data = await LOADERS[key](l);
    return { key, state: 'ok', data } as Update<K>;
  } catch (e) {
    return { key, state: 'error', message: e instanceof Error ? e.message : String(e) } as Update<K>;
  }
}
