// Stated rules as candidates: restatements (in other words too) merge and raise the confidence,
// a rule with the opposite stance does not merge, projects stay apart, and what is in force
// follows the review and the configured confidence.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { UserRulesStore } from '../../../src/node/capture/userRules';
import { ruleConfidence, ruleInForce, sameRule } from '../../../src/core/capture/userRule';
import { readUserRules } from '../../../src/node/memory/userRulesFile';

function withStore(fn: (s: UserRulesStore) => void) {
  const dir = mkdtempSync(join(tmpdir(), 'act-rules-'));
  try {
    fn(new UserRulesStore(join(dir, 'user_rules.json')));
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

test('restatements in other words merge; the opposite stance and another project do not', () => {
  assert.equal(sameRule('Always run the linter before committing', 'Run the linter before each commit'), true);
  assert.equal(sameRule('Never push to main', 'Always push to main'), false);
  assert.equal(sameRule('Write commit messages in English', 'Answer in French'), false);
  // The reason after the rule does not keep it apart from itself; another rule under the same label stays apart.
  assert.equal(
    sameRule(
      'Never disable certificate checks, even in debug builds',
      'Never disable certificate checks, the auditors require it',
    ),
    true,
  );
  assert.equal(sameRule('Никогда не коммить в main, даже мелочь', 'Никогда не коммить в main — только через MR'), true);
  assert.equal(sameRule('Never push to main, open a PR', 'Never merge your own PR, ask for a review'), false);
  // "nobody …" takes the same stance as "never …"; "MRs" is the plural of "MR".
  assert.equal(
    sameRule('We go through MRs here, nobody commits to develop', 'Never commit to develop, open an MR'),
    true,
  );
  assert.equal(sameRule('Nobody commits to develop', 'Always commit to develop'), false);
  // Three quarters of a rule of four terms or more is the same rule; a name of code each names alone keeps two apart.
  assert.equal(
    sameRule(
      'When you add a new sensor model, also write its page in docs/sensors.md',
      'The docs/sensors.md page comes with every new sensor model',
    ),
    true,
  );
  assert.equal(
    sameRule('Always run `npm run typecheck` before committing', 'Run `npm run lint` before committing'),
    false,
  );
  assert.equal(
    sameRule('Release prompt: tag the merge commit', 'Release prompt: delete the branch after merging'),
    false,
  );
  withStore((s) => {
    const a = s.add({
      text: 'Always run the linter before committing',
      kind: 'standing',
      source: 'claude-code',
      project: 'shop',
      session: 's1',
      at: '2026-01-01T10:00:00Z',
    });
    const b = s.add({
      text: 'Run the linter before each commit',
      kind: 'always',
      source: 'claude-code',
      project: 'shop',
      session: 's2',
      at: '2026-01-03T10:00:00Z',
    });
    assert.equal(b.created, false);
    assert.equal(b.rule.id, a.rule.id);
    assert.equal(b.rule.count, 2);
    assert.ok(b.rule.confidence > a.rule.confidence, 'a repeat raises the confidence');
    // The same statement read again (a re-import) is not a repeat.
    assert.equal(
      s.add({
        text: 'Run the linter before each commit',
        kind: 'always',
        source: 'claude-code',
        project: 'shop',
        session: 's2',
        at: '2026-01-03T10:00:00Z',
      }).rule.count,
      2,
    );
    const other = s.add({
      text: 'Always run the linter before committing',
      kind: 'standing',
      source: 'claude-code',
      project: 'blog',
      at: '2026-01-04T10:00:00Z',
    });
    assert.equal(other.created, true, 'rules of separate projects never merge');
    assert.equal(s.list().length, 2);
  });
});

test('a rule the user says they stated before ("I said …", "comme je l’ai dit") counts again the one it repeats', () => {
  withStore((s) => {
    const at = (d: number) => `2026-02-0${d}T10:00:00Z`;
    const first = s.add({ text: 'We use yarn berry in this repo', kind: 'convention', project: 'shop', at: at(1) });
    s.add({ text: 'Never log card numbers', kind: 'never', project: 'shop', at: at(2) });
    const again = s.add({
      text: 'Delete node_modules and reinstall, I said yarn berry only',
      kind: 'always',
      project: 'shop',
      at: at(3),
    });
    assert.equal(again.created, false);
    assert.equal(again.rule.id, first.rule.id);
    assert.equal(again.rule.count, 2);
    // Without "I said", the same words are a rule of their own; with it, another project's rule is not repeated.
    assert.equal(
      s.add({ text: 'Reinstall with yarn berry only', kind: 'always', project: 'shop', at: at(4) }).created,
      true,
    );
    assert.equal(
      s.add({ text: 'I said yarn berry only in this repo', kind: 'always', project: 'blog', at: at(5) }).created,
      true,
    );
  });
});

test('candidates wait for review; approved or confident rules are in force; rejected never', () => {
  assert.equal(ruleConfidence('standing', 1), 0.6);
  assert.equal(ruleConfidence('standing', 2), 0.7);
  assert.equal(ruleInForce({ status: 'candidate', enabled: true, confidence: 0.6 }), false);
  assert.equal(ruleInForce({ status: 'candidate', enabled: true, confidence: 0.7 }), true);
  assert.equal(ruleInForce({ status: 'candidate', enabled: true, confidence: 0.7 }, 0.9), false);
  assert.equal(ruleInForce({ status: 'approved', enabled: true, confidence: 0.4 }), true);
  assert.equal(ruleInForce({ status: 'rejected', enabled: true, confidence: 0.95 }), false);
  withStore((s) => {
    const { rule } = s.add({ text: 'Answer in French', kind: 'explicit', source: 'chat' });
    assert.equal(rule.status, 'candidate');
    assert.equal(readUserRules(s.path).rules[0]!.status, 'candidate');
    s.edit(rule.id, { status: 'approved' });
    assert.equal(readUserRules(s.path).rules[0]!.status, 'active');
    s.edit(rule.id, { status: 'rejected' });
    assert.equal(readUserRules(s.path).rules[0]!.status, 'rejected');
    assert.equal(
      s.add({ text: 'Use tabs', source: 'manual' }).rule.status,
      'approved',
      'a rule typed by hand is approved',
    );
  });
});

test('glosses are kept for rules in another language only', () => {
  withStore((s) => {
    const fr = s.add({ text: 'Toujours répondre en français', kind: 'always', lang: 'fr', source: 'chat' }).rule;
    s.add({ text: 'Always answer briefly', kind: 'always', lang: 'en', source: 'chat' });
    assert.deepEqual(
      s.needingGloss().map((r) => r.id),
      [fr.id],
    );
    assert.equal(s.setGlosses(new Map([[fr.id, 'Always answer in French']])), 1);
    assert.equal(s.list().find((r) => r.id === fr.id)!.gloss, 'Always answer in French');
    assert.equal(s.needingGloss().length, 0);
  });
});

test('once glossed, a rule stated in two languages is one rule; the user’s decisions keep them apart', () => {
  withStore((s) => {
    const en = s.add({
      text: 'Never change the database schema',
      kind: 'never',
      lang: 'en',
      source: 'chat',
      project: 'shop',
      at: '2026-03-01T10:00:00Z',
    }).rule;
    const fr = s.add({
      text: 'Ne jamais modifier le schéma de la base',
      kind: 'never',
      lang: 'fr',
      source: 'chat',
      project: 'shop',
      at: '2026-03-02T10:00:00Z',
    }).rule;
    const other = s.add({
      text: 'Toujours répondre en français',
      kind: 'always',
      lang: 'fr',
      source: 'chat',
      project: 'shop',
      at: '2026-03-02T11:00:00Z',
    }).rule;
    assert.equal(s.list().length, 3, 'different words stay apart until a gloss exists');
    s.setGlosses(
      new Map([
        [fr.id, 'Never change the database schema'],
        [other.id, 'Always answer in French'],
      ]),
    );
    const rules = s.list();
    assert.equal(rules.length, 2);
    const merged = rules.find((r) => r.id === en.id)!;
    assert.equal(merged.count, 2);
    assert.ok(merged.confidence > ruleConfidence('never', 1));
  });
  withStore((s) => {
    const en = s.add({ text: 'Never change the database schema', kind: 'never', lang: 'en', source: 'chat' }).rule;
    const fr = s.add({
      text: 'Ne jamais modifier le schéma de la base',
      kind: 'never',
      lang: 'fr',
      source: 'chat',
    }).rule;
    s.edit(en.id, { status: 'approved' });
    s.edit(fr.id, { status: 'rejected' });
    s.setGlosses(new Map([[fr.id, 'Never change the database schema']]));
    assert.equal(s.list().length, 2, 'an approved and a rejected statement are not merged');
  });
});
