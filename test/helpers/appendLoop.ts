// Child process for the crash tests: appends observations one by one with small rotation
// limits and prints "ACK <text>" once each is acknowledged (durable).
import { openWorkspace } from '../../src/node/workspace';

const [dir, tag] = process.argv.slice(2);
(async () => {
  const ws = await openWorkspace(dir!, {
    persistDebounceMs: 20,
    settings: { maxObservations: 30, keepNewest: 10, maxBytes: 6000 },
  });
  for (let i = 0; ; i++) {
    const text = `${tag}-${i}`;
    const r = await ws.observe([{ type: 'pattern', observation: text, confidence: i % 7 === 0 ? 0.8 : 0.4 }], tag!);
    if (r.results[0]!.ok) process.stdout.write(`ACK ${text}\n`);
  }
})();
