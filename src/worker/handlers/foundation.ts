// Observations, ingestion, status and settings: the foundation methods of the protocol.
import { getHeapStatistics } from 'node:v8';
import type { FoundationRequests } from '../../protocol/worker';
import type { HandlersFor } from '../context';
import { checked } from '../params';
import { foundationParams } from '../schemas/foundation';

// Peak heap of this worker's isolate, sampled so the benchmark can report it.
let heapPeak = 0;
const sampleHeap = () => (heapPeak = Math.max(heapPeak, getHeapStatistics().used_heap_size));
setInterval(sampleHeap, 25).unref();

export function foundationHandlers(): HandlersFor<Exclude<keyof FoundationRequests, 'init' | 'evolve'>> {
  const { evolve: _evolve, ...params } = foundationParams;
  return checked(params, {
    async observe({ items, source }, ctx) {
      const r = await ctx.workspace.observe(items, source);
      if (r.results.some((x) => x.ok && !x.duplicate)) ctx.changed(['observations']);
      return r;
    },
    async ingest({ path }, ctx) {
      const r = path ? await ctx.workspace.importFile(path) : await ctx.workspace.ingest();
      if (r.accepted || r.rejected) ctx.changed(r.rejected ? ['observations', 'rejected'] : ['observations']);
      return r;
    },
    status: (_p, ctx) => ctx.workspace.status(),
    recentObservations({ limit, type }, ctx) {
      return ctx.workspace.observations({ limit: Math.max(1, Math.min(limit || 50, 1000)), type });
    },
    updateSettings(settings, ctx) {
      ctx.workspace.updateSettings(settings);
    },
    workerStats() {
      sampleHeap();
      const mb = (n: number) => Math.round((n / 1048576) * 10) / 10;
      const m = process.memoryUsage();
      return {
        heapUsedMB: mb(getHeapStatistics().used_heap_size),
        heapPeakMB: mb(heapPeak),
        externalMB: mb(m.external),
        rssMB: mb(m.rss),
        uptimeS: Math.round(process.uptime()),
      };
    },
    async flush(_p, ctx) {
      await ctx.workspace.flush();
    },
    async shutdown(_p, ctx) {
      await ctx.workspace.close();
    },
  });
}
