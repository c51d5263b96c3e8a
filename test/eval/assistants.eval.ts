// From the 24 real transcripts to what an assistant is given: import them into a fresh
// workspace, evolve, read what ACT offers (user rules in force and awaiting review, instincts,
// skill rules) and match it against the standing rules a careful reader finds (labels/rules-*.json).
import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { SHARED, HALF_OF_REPO, sharedMissing } from './data';
import { loadReferenceRules, matchesRule, type ReferenceRule } from './lib/labels';
import { offeredFor, type Offered } from './lib/offered';

const showErrors = process.argv.includes('--errors');

async function main(): Promise<void> {
  const missing = sharedMissing();
  if (missing) {
    console.log(`assistants: skipped (${missing})`);
    return;
  }
  const refs = [...loadReferenceRules('tune'), ...loadReferenceRules('heldout')];
  const dir = join(SHARED, 'transcripts');
  const files = readdirSync(dir)
    .sort()
    .map((f) => join(dir, f));
  report(await offeredFromFiles(files, true), refs);
  if (showErrors) {
    // Errors are read on the tuning half only: a separate import of its transcripts alone.
    const tuneFiles = files.filter((f) => HALF_OF_REPO[repoOfFile(f)] === 'tune');
    listTuneErrors(
      await offeredFromFiles(tuneFiles, false),
      refs.filter((r) => HALF_OF_REPO[r.repo] === 'tune'),
    );
  }
}

const repoOfFile = (f: string) => {
  const [owner, name] = f.split('/').pop()!.split('__');
  return `${owner}/${name}`;
};

async function offeredFromFiles(files: string[], timed: boolean): Promise<Offered[]> {
  const run = await offeredFor(files);
  if (timed) {
    console.log(`assistants.import_ms: ${run.importMs.toFixed(0)}`);
    console.log(`assistants.import_errors: ${run.importErrors}`);
    console.log(`assistants.evolve_ms: ${run.evolveMs.toFixed(0)}`);
  }
  return run.offered;
}

function listTuneErrors(offered: Offered[], refs: ReferenceRule[]): void {
  const covered = new Set<string>();
  console.log("\n--- offered from the tuning half's transcripts ---");
  for (const o of offered) {
    const hit = refs.filter((r) => matchesRule(o.text, r));
    for (const r of hit) covered.add(r.ref);
    console.log(
      `  [${o.kind} ${o.status} ${o.confidence?.toFixed(2) ?? ''}] ${o.text.replace(/\s+/g, ' ').slice(0, 160)}  <- ${hit.length ? hit.map((r) => r.ref).join(', ') : 'NO REFERENCE'}`,
    );
  }
  console.log('\n--- tuning-half reference rules not offered ---');
  for (const r of refs.filter((x) => !covered.has(x.ref))) console.log(`  ${r.ref}: ${r.gloss}`);
}

function report(offered: Offered[], refs: ReferenceRule[]): void {
  console.log(`assistants.items_offered: ${offered.length}`);
  console.log(`assistants.items_in_force: ${offered.filter((o) => o.status === 'active').length}`);
  console.log(`assistants.instincts: ${offered.filter((o) => o.kind === 'instinct').length}`);
  console.log(`assistants.skill_rules: ${offered.filter((o) => o.kind === 'skill').length}`);
  console.log(
    `assistants.instincts_above_noise: ${offered.filter((o) => o.kind === 'instinct' && (o.confidence ?? 0) >= 0.3).length}`,
  );
  console.log(`assistants.reference_rules: ${refs.length}`);
  if (!refs.length) {
    console.log('assistants.refs_covered: skipped (no reference rules labelled yet)');
    return;
  }
  const hitsByRef = new Map<string, Offered[]>();
  const unmatched: Offered[] = [];
  for (const o of offered) {
    const hit = refs.filter((r) => matchesRule(o.text, r));
    if (!hit.length) unmatched.push(o);
    for (const r of hit) hitsByRef.set(r.ref, [...(hitsByRef.get(r.ref) ?? []), o]);
  }
  console.log(`assistants.refs_covered: ${hitsByRef.size}/${refs.length}`);
  for (const half of ['tune', 'heldout'] as const) {
    const own = refs.filter((r) => HALF_OF_REPO[r.repo] === half);
    console.log(`assistants.refs_covered.${half}: ${own.filter((r) => hitsByRef.has(r.ref)).length}/${own.length}`);
  }
  console.log(`assistants.duplicates: ${[...hitsByRef.values()].filter((v) => v.length > 1).length}`);
  console.log(`assistants.items_matching_no_reference: ${unmatched.length}`);
  console.log(
    `assistants.precision: ${((offered.length - unmatched.length) / Math.max(1, offered.length)).toFixed(3)}`,
  );
}

main().catch((e) => {
  console.error(e);
  process.exit(1);
});
