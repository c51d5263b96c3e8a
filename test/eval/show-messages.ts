// Labelling aid: prints the messages of one half (or one repository) with their ids and, with
// --context, the assistant's turn before each one in its transcript. Usage:
//   npx tsx test/eval/show-messages.ts --half tune [--repo owner/name] [--from N] [--count N] [--context]
import { parseArgs } from 'node:util';
import { loadMessages, sharedMissing } from './data';
import { contextFor } from './transcriptContext';

const { values } = parseArgs({
  options: {
    half: { type: 'string' },
    repo: { type: 'string' },
    from: { type: 'string' },
    count: { type: 'string' },
    context: { type: 'boolean' },
  },
});
const missing = sharedMissing();
if (missing) {
  console.error(missing);
  process.exit(2);
}
const all = loadMessages().filter(
  (m) => (!values.half || m.half === values.half) && (!values.repo || m.repo === values.repo),
);
const from = Number(values.from ?? 0);
const picked = all.slice(from, from + Number(values.count ?? all.length));
const ctx = values.context ? contextFor(picked) : new Map<string, string>();
for (const m of picked) {
  console.log(`=== #${m.index} id=${m.id} repo=${m.repo}`);
  const before = ctx.get(m.id);
  if (before) console.log(`--- assistant before:\n${before.slice(0, 1500)}`);
  console.log(
    `--- user:\n${m.text.slice(0, 3000)}${m.text.length > 3000 ? `\n[… ${m.text.length - 3000} more characters]` : ''}`,
  );
}
