// Commit conventions beyond the first families, on subjects and bodies written for these tests:
// git's wrappers and work in progress, ticket keys anywhere, capitalised or custom Conventional
// types, review tools' trailers, merge and review links, bots of every kind, other languages and
// histories too small to name a habit.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { analyzeCommit, commitLanguage } from '../../../src/core/capture/commits/message';
import { analyzeHistory, habitObservations, MIN_COMMITS } from '../../../src/core/capture/commits/history';
import { parseSubject, recurringAreas, ticketKey, unwrapSubject } from '../../../src/core/capture/commits/subject';
import { bodyWithoutTrailers, parseTrailers } from '../../../src/core/capture/commits/trailers';
import { commitRefs } from '../../../src/core/capture/commits/refs';
import { botAuthors } from '../../../src/core/capture/commits/bots';
import type { CommitRecord } from '../../../src/core/capture/commits/types';

let n = 0;
const c = (subject: string, body = '', author = 'Ann', files = ['src/a.ts'], email?: string): CommitRecord => ({
  sha: (++n).toString(16).padStart(40, '0'),
  author_time: new Date(Date.UTC(2026, 0, 1, 0, n)).toISOString(),
  author,
  ...(email ? { author_email: email } : {}),
  subject,
  body,
  files_changed: files,
});
const habit = (records: CommitRecord[], id: string) => analyzeHistory(records).habits.find((h) => h.id === id);
const texts = (records: CommitRecord[]) => analyzeHistory(records).habits.map((h) => h.text);
const VERBS = ['trim', 'cache', 'guard', 'split', 'rename', 'drop', 'batch', 'retry', 'sort', 'pin', 'log', 'hide'];
const THINGS = ['the queue', 'the cart total', 'empty rows', 'the invoice view', 'stale tokens', 'the sidebar'];
const phrase = (i: number) => `${VERBS[i % VERBS.length]} ${THINGS[i % THINGS.length]} ${i}`;

test("git's wrappers: the inner subject carries the style, the wrapper no mood", () => {
  assert.deepEqual(unwrapSubject('Revert "feat(cart): round the total"'), {
    inner: 'feat(cart): round the total',
    wrapper: 'revert',
  });
  assert.deepEqual(unwrapSubject('Revert "Revert "hide the sidebar""'), {
    inner: 'hide the sidebar',
    wrapper: 'revert',
  });
  assert.deepEqual(unwrapSubject('fixup! ui: pin the header'), { inner: 'ui: pin the header', wrapper: 'fixup' });
  assert.deepEqual(unwrapSubject('Revert the cache change'), { inner: 'Revert the cache change', wrapper: null });
  const revert = analyzeCommit(c('Revert "feat(cart): round the total"', 'This reverts commit 0123456789abcdef.'));
  assert.equal(revert.style, 'conventional');
  assert.equal(revert.imperative, null);
  assert.equal(revert.revert, true);
  assert.equal(revert.hasBody, false, "git's revert line is no explanation");
  assert.equal(analyzeCommit(c('wip: try a lighter cache')).wip, true);
  assert.equal(analyzeCommit(c('[WIP] draft the importer')).wip, true);
  assert.equal(analyzeCommit(c('squash! cart: round the total')).wip, true);
  assert.equal(analyzeCommit(c('Wipe the temp folder on exit')).wip, false);
  const squash = (body: string) => analyzeCommit(c('Trim the queue (#12)', body)).hasBody;
  assert.equal(squash('* trim it\n\n* address review\n\n---------\n\nCo-authored-by: Bo <bo@example.org>'), false);
  assert.equal(squash('* Trims the queue\n* Logs the drops'), true, 'a list the author wrote explains');
});

test('Conventional headers: capitalised known types and custom types with a scope; not a man page', () => {
  assert.equal(parseSubject('Feat(cart): Add a coupon field').style, 'conventional');
  assert.equal(parseSubject('Fix: Keep the sidebar open').conventional?.type, 'Fix');
  assert.equal(parseSubject('enh(search): widen the fuzzy match').style, 'conventional');
  assert.notEqual(parseSubject('open(2): explain the flags').style, 'conventional');
  assert.notEqual(parseSubject('Update: the readme').style, 'conventional');
  assert.equal(parseSubject('wip: half a parser').style, 'free', 'WIP is no Conventional type');
});

test('bracketed tags may chain; the description follows the last one', () => {
  const p = parseSubject('[lexer][NFC] Tidy the token table');
  assert.equal(p.style, 'tag');
  assert.equal(p.prefix, '[lexer][NFC]');
  assert.equal(p.description, 'Tidy the token table');
});

test('ticket keys first, as the scope, or at the end', () => {
  const at = (s: string) => ticketKey(s, parseSubject(s));
  assert.deepEqual(at('fix(CART-41): round the total'), { key: 'CART-41', where: 'scope' });
  assert.deepEqual(at('Round the total (CART-41)'), { key: 'CART-41', where: 'end' });
  assert.deepEqual(at('[CART-41] Round the total'), { key: 'CART-41', where: 'first' });
  assert.equal(at('Round the total'), null);
  const history = Array.from({ length: 20 }, (_, i) =>
    c(i % 4 === 0 ? phrase(i) : `${phrase(i)} (CART-${100 + i})`, '', ['Ann', 'Bo'][i % 2]),
  );
  assert.match(habit(history, 'ticket-keys')!.text, /CART-….*at the end/);
});

test('a standard\'s name is not a ticket key: "UTF-8 …" once, with no other number', () => {
  const history = [
    ...Array.from({ length: 12 }, (_, i) => c(`Handle ${THINGS[i % THINGS.length]} ${i}`)),
    c('UTF-8 names in the export'),
    c('UTF-8 names in the import'),
  ];
  const a = analyzeHistory(history);
  assert.ok(!a.habits.some((h) => h.id === 'style:ticket'));
  assert.match(a.habits.find((h) => h.id === 'free-form')!.text, /\(100%\)/);
});

test('trailers: two-word fields, neutral lines between sign-offs, the spelling as written', () => {
  assert.deepEqual(
    parseTrailers('Why.\n\nDifferential Revision: https://reviews.example.org/D77').map((t) => t.key),
    ['Differential revision'],
  );
  assert.deepEqual(
    parseTrailers('Why.\n\nBREAKING CHANGE: the port option is gone').map((t) => t.raw),
    ['BREAKING CHANGE'],
  );
  assert.deepEqual(parseTrailers('Why.\n\nFailed CI: https://ci.example.org/run/9'), [], 'mixed case is prose');
  assert.deepEqual(
    parseTrailers(
      'Why.\n\nReported-by: Bo <bo@example.org>\nSigned-off-by: Ann <ann@example.org>\n[ann: shortened the log]\nSigned-off-by: Cy <cy@example.org>\nCloses #12',
    ).map((t) => t.key),
    ['Reported-by', 'Signed-off-by', 'Signed-off-by'],
  );
  assert.equal(parseTrailers('Why.\n\nCommit-Queue: Ann <ann@example.org>')[0]!.raw, 'Commit-Queue');
  assert.equal(bodyWithoutTrailers('First part.\n\nSecond part.\n\nChange-Id: I0a1b'), 'First part.\n\nSecond part.');
  assert.equal(bodyWithoutTrailers('Only prose.\n\nMore prose.'), 'Only prose.\n\nMore prose.');
});

test('references: merge requests are pull requests, Phabricator revisions are reviews, commits are no issues', () => {
  assert.deepEqual(commitRefs('Add the tax table', 'Why.\n\nSee merge request shop/web!42'), {
    pullRequest: true,
    issue: false,
    review: false,
  });
  assert.deepEqual(commitRefs('Add the tax table', 'Summary: why\n\nDifferential Revision: D4411'), {
    pullRequest: false,
    issue: false,
    review: true,
  });
  assert.equal(
    commitRefs('net: tcp: trim the queue', 'Why.\n\nFixes: 0a1b2c3d4e5f ("net: tcp: add a queue")').issue,
    false,
  );
  assert.equal(commitRefs('Trim the queue', 'Why.\n\nBug: None').issue, false);
  assert.equal(commitRefs('Trim the queue', 'Why.\n\nBug: 802211').issue, true);
  assert.equal(commitRefs('Trim the queue', 'Fixes: #31').issue, true);
});

test('bots: the web editor, a roller under a plain name, self-declared automation; not an integrator', () => {
  const history = [
    ...Array.from({ length: 30 }, (_, i) => c(phrase(i), '', ['Ann', 'Bo', 'Cy'][i % 3])),
    c('Update NOTES.md', '', 'web-flow'),
    c('Merge the two configs', '', 'GitHub', ['a.ts'], 'noreply@github.com'),
    c('Trim the queue', '', 'Dee Park', ['a.ts'], '9123+dee@users.noreply.github.com'),
    ...Array.from({ length: 10 }, (_, i) =>
      c(
        `Roll deps/${['zlib', 'icu', 'brotli'][i % 3]} from 0a1b2c3d4e${i} to 9f8e7d6c5b${i} (${i + 2} revisions)`,
        '',
        'Roller',
      ),
    ),
    ...Array.from({ length: 4 }, (_, i) => c(`[bot] Sync the glossary ${i}`, '', 'Eve Stone')),
    ...Array.from({ length: 12 }, (_, i) =>
      c(`Merge tag 'v1.${i}' of git://git.example.org/tree`, '', 'Lin Integrator', []),
    ),
    ...Array.from({ length: 11 }, () => c('Update README.md', '', 'Fay Doc')),
  ];
  const bots = botAuthors(history);
  for (const b of ['web-flow', 'GitHub', 'Roller', 'Eve Stone']) assert.ok(bots.has(b), b);
  for (const p of ['Dee Park', 'Lin Integrator', 'Ann', 'Fay Doc']) assert.ok(!bots.has(p), p);
});

test('bot messages: one or two Conventional headers are named with their shares', () => {
  const history = [
    ...Array.from({ length: 20 }, (_, i) => c(phrase(i), '', ['Ann', 'Bo'][i % 2])),
    ...Array.from({ length: 6 }, (_, i) => c(`fix(deps): update module x to v${i}.1.0`, '', 'deps-bot[bot]')),
    ...Array.from({ length: 4 }, (_, i) => c(`chore(deps): update tool y to v${i}.2.0`, '', 'deps-bot[bot]')),
  ];
  assert.match(habit(history, 'bots')!.text, /"fix\(deps\):" \(60%\) and "chore\(deps\):" \(40%\)/);
});

test('too few commits: no share is stated, and the note is no observation', () => {
  const tiny = Array.from({ length: MIN_COMMITS - 1 }, (_, i) => c(`feat(cart): ${phrase(i)} (#${i + 1})`));
  const a = analyzeHistory(tiny);
  assert.deepEqual(
    a.habits.map((h) => h.id),
    ['too-few-commits'],
  );
  assert.match(a.habits[0]!.text, new RegExp(`${MIN_COMMITS - 1} by people`));
  assert.ok(!/%/.test(a.habits[0]!.text));
  assert.deepEqual(habitObservations(a, 'tiny'), []);
  const enough = [...tiny, c(`feat(cart): ${phrase(99)}`)];
  assert.ok(analyzeHistory(enough).habits.some((h) => h.id === 'conventional-commits'));
});

test('work in progress is reported, not counted as a style or a verb', () => {
  const history = Array.from({ length: 24 }, (_, i) =>
    i % 4 === 1 ? c(i % 8 === 1 ? 'WIP' : `fixup! feat(cart): ${phrase(i - 1)}`) : c(`feat(cart): ${phrase(i)}`),
  );
  const all = texts(history);
  assert.ok(!all.some((t) => /Free-form|"Wip …"|"Fixup …"/.test(t)), all.join('\n'));
  assert.match(habit(history, 'wip-commits')!.text, /6 commits: WIP 3, fixup! 3/);
  assert.match(habit(history, 'conventional-commits')!.text, /100% of 18 commits, 6 work in progress left out/);
});

test('trailers are quoted as the project spells them, and a body template is named', () => {
  const history = Array.from({ length: 12 }, (_, i) =>
    c(
      `ui: ${phrase(i)}`,
      `Summary:\nWhy it changes.\n\nTest Plan:\nRan the suite.\n\n${i % 3 ? `Commit-Queue: Ann <a@example.org>\n` : ''}Differential Revision: https://reviews.example.org/D${100 + i}`,
    ),
  );
  const all = texts(history);
  assert.ok(
    all.some((t) => t.startsWith('Adds a Commit-Queue trailer (65% of commits)')),
    all.join('\n'),
  );
  assert.ok(all.some((t) => /Summary:, Test Plan:/.test(t)));
  assert.ok(all.some((t) => /code review \(Differential Revision\)/.test(t)));
  assert.ok(!all.some((t) => /pull request/.test(t)));
});

test('merge commits say what they merge', () => {
  const history = [
    ...Array.from({ length: 14 }, (_, i) => c(`${phrase(i)} (#${i + 1})`, '', ['Ann', 'Bo'][i % 2])),
    ...Array.from({ length: 3 }, (_, i) => c(`Merge pull request #${40 + i} from bo/topic-${i}`, '', 'Ann', [])),
    ...Array.from({ length: 2 }, () => c("Merge branch 'main' into topic", '', 'Bo', [])),
  ];
  assert.match(habit(history, 'merge-commits')!.text, /3 of pull requests, 2 of 'main' into a branch/);
});

test('other languages are neither French nor English', () => {
  assert.equal(commitLanguage('Corrige el error de la tabla de precios'), 'other');
  assert.equal(commitLanguage('Behebt den Fehler in der Kasse'), 'other');
  assert.equal(commitLanguage('Corrige le total du panier'), 'fr');
  assert.equal(commitLanguage('Fix the del key in the editor'), 'en');
  assert.equal(commitLanguage('Додати перевірку вхідних даних'), 'other', 'Ukrainian is not Russian');
  assert.equal(commitLanguage('Добавить проверку входных данных'), 'ru');
  const history = Array.from({ length: 12 }, (_, i) =>
    c(`${['Agrega', 'Corrige', 'Quita'][i % 3]} el campo ${i} de la tabla de precios`),
  );
  const all = texts(history);
  assert.ok(!all.some((t) => /in French|some in French|imperative/.test(t)), all.join('\n'));
  assert.ok(all.some((t) => /neither English, French nor Russian \(100%\)/.test(t)));
});

test('contributors are counted among people, not bots', () => {
  const history = [
    ...Array.from({ length: 20 }, (_, i) => c(phrase(i), '', `Person ${i % 9}`)),
    ...Array.from({ length: 3 }, (_, i) => c(`Bump x from 1.${i}.0 to 1.${i + 1}.0`, '', `helper-${i}[bot]`)),
  ];
  assert.ok(!texts(history).some((t) => /Many contributors/.test(t)), '9 people are not many');
});

test('a bot credited as co-author is no co-author; an AI assistant still is one', () => {
  const f = (line: string) => analyzeCommit(c('Trim the queue', `Why.\n\n${line}`)).trailers;
  assert.deepEqual(
    f('Co-authored-by: merge-helper[bot] <12+merge-helper[bot]@users.noreply.example.com>').coAuthors,
    [],
  );
  assert.deepEqual(f('Co-authored-by: Bo Lind <bo@example.org>').coAuthors, ['Bo Lind']);
  assert.equal(f('Co-authored-by: Copilot <copilot@example.com>').aiCoAuthor, 'Copilot');
});

test('an emoji followed by a Conventional header keeps both', () => {
  const p = parseSubject('🐛 fix(cart): round the total');
  assert.equal(p.style, 'emoji');
  assert.equal(p.conventional?.type, 'fix');
  assert.equal(p.description, 'round the total');
  const history = Array.from({ length: 12 }, (_, i) => c(`:bug: fix: ${phrase(i)}`, '', ['Ann', 'Bo'][i % 2]));
  assert.match(habit(history, 'style:gitmoji')!.text, /then a Conventional type in 100% \(fix\)/);
});

test('capitalised areas: a word the history opens subjects with again and again is an area, not a sentence', () => {
  const areas = ['Billing', 'Search', 'Onboarding'];
  const subjects = Array.from({ length: 24 }, (_, i) =>
    i % 4 === 3 ? `Trim ${THINGS[i % THINGS.length]}` : `${areas[i % 3]}${i % 5 === 0 ? ', Search' : ''}: ${phrase(i)}`,
  );
  assert.deepEqual([...recurringAreas(subjects)].sort(), ['Billing', 'Onboarding', 'Search']);
  // One subject alone stays a sentence; the history's areas make it a prefix.
  assert.equal(parseSubject('Billing: trim the queue').style, 'free');
  assert.equal(parseSubject('Billing: trim the queue', recurringAreas(subjects)).prefix, 'Billing');
  const said = texts(subjects.map((s) => c(s)));
  assert.ok(said.some((t) => /path prefix .*Billing/.test(t)));
  assert.ok(!said.some((t) => /"(?:Billing|Search|Onboarding) …"/.test(t)), 'an area is never quoted as the verb');
  // A few sentences with a colon are no habit: "Heads up: …" three times in 30 subjects.
  const sentences = [
    ...Array.from({ length: 27 }, (_, i) => `Trim ${THINGS[i % 6]} ${i}`),
    ...Array(3).fill('Heads: up'),
  ];
  assert.equal(recurringAreas(sentences).size, 0);
});

test('mood: labels, determiners, prepositions and the words of areas are no verbs', () => {
  assert.equal(analyzeCommit(c('Note: drop the old flag')).imperative, true, 'judged on the word after the label');
  assert.equal(analyzeCommit(c('One parser for both formats')).imperative, null);
  assert.equal(analyzeCommit(c('After a merge, rebuild the index')).imperative, null);
  // "Billing, from the review: …" names the area the history writes "Billing: …" elsewhere.
  const records = [
    ...Array.from({ length: 20 }, (_, i) => c(`Billing: ${phrase(i)}`)),
    ...Array.from({ length: 10 }, (_, i) => c(`Billing, from the review: ${phrase(i)}`)),
  ];
  const mood = habit(records, 'imperative');
  assert.ok(!mood || !/"Billing …"/.test(mood.text));
});

test('language: Cyrillic words quoted in an English subject do not make it Russian', () => {
  assert.equal(commitLanguage('Translate the "Сохранить" button on the settings page'), 'en');
  assert.equal(commitLanguage('Обновил package.json и tsconfig.json'), 'ru');
  assert.equal(commitLanguage('Исправил падение parseConfig на пустом вводе'), 'ru');
});
