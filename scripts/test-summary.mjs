// One line per test run instead of pages of output.
//
// As a node:test reporter (scripts/run-unit-tests.mjs and scripts/e2e.sh pass it next to the
// `spec` reporter, whose full output goes to a log file), it prints:
//   <label>: 312 passed, 0 failed, 9 skipped
//   <label>: 310 passed, 2 failed, 9 skipped — failed: test/unit/a.test.ts (1), … — log: <file>
// Env: ACT_TEST_LABEL (default "tests"), ACT_TEST_LOG (the spec log, named on failure),
// ACT_TEST_SUMMARY (a JSON file that receives the counts, for the line below).
//
// As a command, `node scripts/test-summary.mjs --total LABEL FILE.json…` reads such JSON files
// (scripts/test.sh and e2e.sh also write one per failed step that is not a test run) and prints
// the last line of a run: `LABEL: P passed, 0 failed, S skipped`, or
// `LABEL FAILED: unit (test/unit/a.test.ts), e2e pipeline, lint — logs: … (P passed, F failed, S skipped)`
// and exits 1.
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { isAbsolute, relative } from 'node:path';
import { fileURLToPath } from 'node:url';

/** A path relative to the current folder when it is inside it, else as given. */
const rel = (p) => {
  const r = p ? relative(process.cwd(), p) : '';
  return r && !r.startsWith('..') && !isAbsolute(r) ? r : p;
};

export default async function* summary(source) {
  const counts = { passed: 0, failed: 0, skipped: 0, todo: 0 };
  /** Failed tests per file (a file that cannot even load counts as one failure). */
  const failedFiles = new Map();
  for await (const event of source) {
    if (event.type !== 'test:pass' && event.type !== 'test:fail') continue;
    const d = event.data;
    if (d.details?.type === 'suite') continue;
    if (d.skip) counts.skipped++;
    else if (d.todo) counts.todo++;
    else if (event.type === 'test:pass') counts.passed++;
    else {
      counts.failed++;
      const file = d.file ? rel(d.file) : d.name;
      failedFiles.set(file, (failedFiles.get(file) ?? 0) + 1);
    }
  }
  const label = process.env.ACT_TEST_LABEL || 'tests';
  const log = rel(process.env.ACT_TEST_LOG);
  let line = `${label}: ${counts.passed} passed, ${counts.failed} failed, ${counts.skipped} skipped`;
  if (counts.todo) line += `, ${counts.todo} todo`;
  if (counts.failed)
    line += ` — failed: ${[...failedFiles].map(([f, n]) => `${f} (${n})`).join(', ')}${log ? ` — log: ${log}` : ''}`;
  if (process.env.ACT_TEST_SUMMARY)
    writeFileSync(
      process.env.ACT_TEST_SUMMARY,
      JSON.stringify({ label, ...counts, failedFiles: [...failedFiles.keys()], log }) + '\n',
    );
  yield `${line}\n`;
}

/** The last line of a run, from the JSON summaries of its parts. */
export function totalLine(label, parts) {
  const sum = (k) => parts.reduce((n, p) => n + (p[k] ?? 0), 0);
  const counts = `${sum('passed')} passed, ${sum('failed')} failed, ${sum('skipped')} skipped`;
  const failed = parts.filter((p) => (p.failed ?? 0) > 0);
  if (failed.length === 0) return { ok: true, line: `${label}: ${counts}` };
  const named = failed.map((p) => {
    const files = (p.failedFiles ?? []).filter((f) => !f.includes('.e2e.test.'));
    const shown = files.slice(0, 4).join(', ') + (files.length > 4 ? ` and ${files.length - 4} more` : '');
    return shown ? `${p.label} (${shown})` : p.label;
  });
  const logs = failed.map((p) => p.log).filter(Boolean);
  return {
    ok: false,
    line: `${label} FAILED: ${named.join(', ')}${logs.length ? ` — logs: ${logs.join(', ')}` : ''} (${counts})`,
  };
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  const [flag, label, ...files] = process.argv.slice(2);
  if (flag !== '--total' || !label) {
    console.error('usage: node scripts/test-summary.mjs --total LABEL FILE.json...');
    process.exit(2);
  }
  const parts = files.filter(existsSync).map((f) => JSON.parse(readFileSync(f, 'utf8')));
  const { ok, line } = totalLine(label, parts);
  console.log(line);
  process.exit(ok ? 0 : 1);
}
