// Installed before the real worker starts (see ./worker.ts): records every request the worker
// receives, and dies once in the middle of one method, either when the request arrives (nothing
// applied) or when its answer is about to leave (everything applied, nothing acknowledged). The
// plan comes from ACT_TEST_CRASH (worker threads inherit the environment); a marker file makes
// the restarted worker live normally.
import { parentPort } from 'node:worker_threads';
import { appendFileSync, existsSync, writeFileSync } from 'node:fs';

export interface CrashPlan {
  method: string;
  when: 'on-receipt' | 'before-answer';
  /** Created when the worker dies; its presence disarms the plan. */
  marker: string;
  /** One line per request received, by every life of the worker. */
  received: string;
}

const plan = process.env.ACT_TEST_CRASH ? (JSON.parse(process.env.ACT_TEST_CRASH) as CrashPlan) : undefined;

if (plan && parentPort) {
  const port = parentPort;
  const armed = !existsSync(plan.marker);
  const methods = new Map<number, string>();
  const die = () => {
    writeFileSync(plan.marker, plan.when);
    process.exit(1);
  };
  port.on('message', (m: { kind?: string; id?: number; method?: string }) => {
    if (m?.kind !== 'request' || typeof m.method !== 'string') return;
    appendFileSync(plan.received, `${m.method}\n`);
    methods.set(m.id ?? -1, m.method);
    if (armed && m.method === plan.method && plan.when === 'on-receipt') die();
  });
  const post = port.postMessage.bind(port);
  port.postMessage = (m: { kind?: string; id?: number }) => {
    if (armed && m?.kind === 'response' && plan.when === 'before-answer' && methods.get(m.id ?? -1) === plan.method)
      die();
    post(m);
  };
}
