// One loader per key of sidebar data: ask the worker, adapt to the view model, and turn a
// missing method (another area not built in) into "unavailable" instead of an error.
import * as l10n from '@vscode/l10n';
import type { StatusResult } from '../../protocol/worker';
import type { ActivityData, Update, UpdateKey, UpdateMap } from '../../protocol/webview';
import { adaptBridge, adaptLearned, adaptPattern, adaptStatus, adaptThread, listOf } from './adapters';
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
    evidence: statements.map((s) => s.evidence).filter((e): e is string => !!e).slice(0, 5),
  };
}

export interface KeyLoaders {
  call(method: string, params: unknown, timeoutMs?: number): Promise<unknown>;
  root: string | undefined;
  workerRunning(): boolean;
}

const MAX_ITEMS = 5000;
/** Candidates are shown rendered at once: fetch their Markdown with the list (bounded). */
const EAGER_CANDIDATES = 30;
const ACTIVITY_DAYS = 90;

const nonNull = <T>(x: T | null): x is T => x !== null;

const LOADERS: { [K in UpdateKey]: (l: KeyLoaders) => Promise<UpdateMap[K]> } = {
  status: async (l) => adaptStatus((await l.call('status', {})) as StatusResult),
  patterns: async (l) => {
    const items = listOf(await l.call('patternsList', {}), 'patterns').slice(0, MAX_ITEMS).map((p) => adaptPattern(p, l.root)).filter(nonNull);
    const candidates = items.filter((p) => p.state === 'candidate' && p.markdown === undefined).slice(0, EAGER_CANDIDATES);
    await Promise.all(
      candidates.map(async (p) => {
        try {
          const full = adaptPattern(await l.call('patternGet', { id: p.id }), l.root);
          if (full?.markdown !== undefined) p.markdown = full.markdown;
        } catch {
          // Left without Markdown: the card fetches it when opened and says if it fails.
        }
      }),
    );
    return items;
  },
  rules: async (l) => {
    const rules = (await l.call('rulesList', {})) as UserRuleView[];
    return rules.slice(0, MAX_ITEMS).map(ruleItem);
  },
  instincts: async (l) => listOf(await l.call('instinctsList', {}), 'instincts').slice(0, MAX_ITEMS).map((x) => adaptLearned(x, 'instinct')).filter(nonNull),
  skills: async (l) => listOf(await l.call('skillsList', {}), 'skills').slice(0, MAX_ITEMS).map((x) => adaptLearned(x, 'skill')).filter(nonNull),
  threads: async (l) => listOf(await l.call('threadsList', { limit: MAX_ITEMS }), 'threads').slice(0, MAX_ITEMS).map(adaptThread).filter(nonNull),
  bridges: async (l) => listOf(await l.call('bridgesList', { limit: MAX_ITEMS * 4 }), 'bridges').slice(0, MAX_ITEMS * 4).map(adaptBridge).filter(nonNull),
  activity: async (l) => (await l.call('activity', { days: ACTIVITY_DAYS })) as ActivityData,
  health: async (l) => {
    const [status, memory, pipeline, embedder] = await Promise.allSettled([l.call('status', {}), l.call('health', {}), l.call('pipelineMetrics', {}), l.call('embedderInfo', {})]);
    const ok = <T>(r: PromiseSettledResult<T>) => (r.status === 'fulfilled' ? r.value : undefined);
    const st = ok(status);
    return {
      figures: healthFigures({ status: st ? adaptStatus(st as StatusResult) : undefined, workerRunning: l.workerRunning(), memory: ok(memory), pipeline: ok(pipeline), embedder: ok(embedder) }),
    };
  },
};

export async function loadKey<K extends UpdateKey>(l: KeyLoaders, key: K): Promise<Update<K>> {
  try {
    const data = await LOADERS[key](l);
    return { key, state: 'ok', data } as Update<K>;
  } catch (e) {
    const err = e as { code?: unknown; message?: unknown };
    const message = typeof err?.message === 'string' ? err.message : String(e);
    if (err?.code === 'unknown_method' || /unknown method/i.test(message)) return { key, state: 'unavailable', message: l10n.t('not part of this build yet') } as Update<K>;
    return { key, state: 'error', message } as Update<K>;
  }
}
