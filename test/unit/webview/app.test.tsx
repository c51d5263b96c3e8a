import './dom';
import test from 'node:test';
import assert from 'node:assert/strict';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { act, fireEvent, waitFor } from '@testing-library/react';
import { button, mountSidebar, statusLine, waitText } from './mount';

const tab = (c: HTMLElement, name: RegExp) => fireEvent.click(button(c, name));

test('a new user gets an empty state that says what to do, in every view', async (t) => {
  const m = mountSidebar({ empty: true });
  t.after(() => m.cleanup());
  await waitText(m.container, 'No patterns to review yet');
  assert.match(m.container.textContent ?? '', /\.agent\/patterns\/candidates\//);
  tab(m.container, /^Learned/);
  await waitText(m.container, 'Nothing learned yet');
  fireEvent.click(button(m.container, 'Record Observation'));
  await waitFor(() => assert.deepEqual(m.commands, ['act.recordObservation']));
  tab(m.container, /^Threads/);
  await waitText(m.container, 'No threads yet');
  tab(m.container, /^Bridges/);
  await waitText(m.container, 'No threads to connect yet');
  tab(m.container, /^Activity/);
  await waitText(m.container, 'No observations yet');
  assert.match(m.container.textContent ?? '', /ACT learns from your commits, test runs/);
});

test('review queue: candidates rendered from Markdown, sanitised; Approve moves the file to active/', async (t) => {
  const m = mountSidebar();
  t.after(() => m.cleanup());
  await waitText(m.container, 'Batch N+1 queries with Promise.all');
  const card = [...m.container.querySelectorAll<HTMLElement>('.pattern-card')].find((c) =>
    c.textContent?.includes('Batch N+1'),
  )!;
  assert.ok(card.querySelector('.pattern-body h2'), 'Markdown heading rendered');
  assert.ok(card.querySelector('pre code.language-ts'), 'code block rendered');
  assert.equal(card.querySelector('script'), null, 'no script element from the file');
  assert.match(card.textContent ?? '', /<script>alert\(1\)<\/script>/, 'raw HTML shown as text');
  assert.equal(
    button(m.container, 'Review (4)').getAttribute('aria-selected'),
    'true',
    'tab shows the waiting count (2 patterns, 2 rules)',
  );

  fireEvent.click(button(card, 'Approve Batch N+1 queries with Promise.all'));
  await waitFor(() => assert.match(statusLine(m.container), /approved: moved to active\//));
  const id = m.worker.lib.list('active')[0].id;
  assert.ok(existsSync(join(m.root, '.agent/patterns/active', `${id}.md`)));
  await waitText(m.container, 'Active (given to assistants)');
  assert.equal(m.container.querySelector('.status-line')?.getAttribute('role'), 'status', 'result announced politely');
});

test('review queue: rules you stated wait with inline Approve / Reject; approved ones are in force', async (t) => {
  const m = mountSidebar();
  t.after(() => m.cleanup());
  await waitText(m.container, 'Rules you stated, to review');
  await waitText(m.container, 'Always write dates in ISO format');
  assert.equal(
    button(m.container, 'Review (4)').getAttribute('aria-selected'),
    'true',
    'rules count in the waiting number',
  );
  const card = () =>
    [...m.container.querySelectorAll<HTMLElement>('.rule-card')].find((c) =>
      c.textContent?.includes('run the linter'),
    )!;
  assert.match(card().textContent ?? '', /stated 1×/);
  fireEvent.click(button(card(), 'Approve rule: Always run the linter before committing'));
  await waitFor(() =>
    assert.match(
      statusLine(m.container),
      /Approved: “Always run the linter before committing” is given to your assistants/,
    ),
  );
  await waitText(m.container, 'Rules in force (given to assistants)');
  const fr = [...m.container.querySelectorAll<HTMLElement>('.rule-card')].find((c) => c.textContent?.includes('ISO'))!;
  fireEvent.click(button(fr, 'Reject rule: Toujours écrire les dates au format ISO'));
  await waitFor(() => assert.match(statusLine(m.container), /Rejected/));
  await waitFor(() =>
    assert.equal(
      [...m.container.querySelectorAll('.rule-card')].filter((c) => c.textContent?.includes('ISO')).length,
      0,
    ),
  );
});

test('review queue: Reject asks for an optional reason and records it in the audit trail', async (t) => {
  const m = mountSidebar();
  t.after(() => m.cleanup());
  await waitText(m.container, 'Validate env at startup');
  const card = () =>
    [...m.container.querySelectorAll<HTMLElement>('.pattern-card')].find((c) =>
      c.textContent?.includes('Validate env'),
    )!;
  fireEvent.click(button(card(), 'Reject Validate env at startup'));
  const area = card().querySelector('vscode-textarea') as HTMLElement & { value: string };
  assert.ok(area, 'reason field shown');
  area.value = 'Too obvious to be a pattern';
  fireEvent.input(area);
  fireEvent.click(button(card(), 'Reject'));
  await waitFor(() => assert.match(statusLine(m.container), /rejected/));
  const audit = readFileSync(join(m.root, '.agent/patterns/audit.jsonl'), 'utf8');
  assert.match(audit, /Too obvious to be a pattern/);
  assert.equal(m.worker.lib.list('rejected').length, 1);
});

test('instincts and skills: confidence bar by level; Confirm adds 0.2 and the view updates', async (t) => {
  const m = mountSidebar();
  t.after(() => m.cleanup());
  await waitText(m.container, 'Batch N+1');
  tab(m.container, /^Learned/);
  await waitText(m.container, 'Utiliser camelCase pour les variables');
  const cards = [...m.container.querySelectorAll<HTMLElement>('.learned-card')];
  assert.deepEqual(
    cards.map((c) => c.querySelector('.card-title')?.textContent),
    [
      'Toujours exécuter les tests avant commit',
      'Utiliser camelCase pour les variables',
      'Préférence pour commits atomiques',
    ],
    'strongest first',
  );
  const meter = (title: string) =>
    [...m.container.querySelectorAll<HTMLElement>('.learned-card')]
      .find((c) => c.textContent?.includes(title))!
      .querySelector('[role="meter"]')!;
  assert.equal(meter('camelCase').getAttribute('aria-valuenow'), '0.65');
  assert.match(meter('camelCase').getAttribute('aria-valuetext') ?? '', /Probable/);
  assert.ok(meter('camelCase').closest('.level-probable'));
  assert.ok(meter('exécuter les tests').closest('.level-established'));
  assert.ok(meter('commits atomiques').closest('.level-tentative'));

  fireEvent.click(button(m.container, 'Confirm Utiliser camelCase pour les variables (+0.2)'));
  await waitFor(() => assert.equal(meter('camelCase').getAttribute('aria-valuenow'), '0.85'));
  assert.ok(meter('camelCase').closest('.level-certain'));
  assert.match(statusLine(m.container), /confidence now 0\.85/);
});

test('an instinct opens to its history and evidence; evidence opens its source', async (t) => {
  const m = mountSidebar();
  t.after(() => m.cleanup());
  await waitText(m.container, 'Batch N+1');
  tab(m.container, /^Learned/);
  await waitText(m.container, 'Utiliser camelCase pour les variables');
  const card = [...m.container.querySelectorAll<HTMLElement>('.learned-card')].find((c) =>
    c.textContent?.includes('camelCase'),
  )!;
  fireEvent.click(card.querySelector('.disclosure')!);
  await waitFor(() => assert.ok(card.querySelector('svg.sparkline')));
  assert.equal(
    card.querySelector('svg.sparkline')?.getAttribute('aria-label'),
    'Confidence history: 0.40 to 0.65 over 2 points',
  );
  fireEvent.click(button(card, /Utilisateur demande nommage camelCase/));
  await waitFor(() => assert.deepEqual(m.opened, [[join(m.root, 'src/api.ts'), 2]]));
});

test('Delete asks first, then removes the instinct', async (t) => {
  const m = mountSidebar();
  t.after(() => m.cleanup());
  await waitText(m.container, 'Batch N+1');
  tab(m.container, /^Learned/);
  await waitText(m.container, 'Préférence pour commits atomiques');
  fireEvent.click(button(m.container, 'Delete Préférence pour commits atomiques'));
  await waitText(m.container, 'Delete “Préférence pour commits atomiques”?');
  assert.equal(
    m.worker.calls.filter((c) => c.method === 'learnedDelete').length,
    0,
    'nothing deleted before confirmation',
  );
  const card = [...m.container.querySelectorAll<HTMLElement>('.learned-card')].find((c) =>
    c.textContent?.includes('Delete “Préférence'),
  )!;
  fireEvent.click(button(card, 'Delete'));
  await waitFor(() => assert.ok(!(m.container.textContent ?? '').includes('Préférence pour commits atomiques')));
  assert.deepEqual(m.worker.calls.find((c) => c.method === 'learnedDelete')?.params, {
    kind: 'instinct',
    id: 'commits-atomiques',
  });
});

test('threads: list with status and topics, search, open one to read its summary and messages', async (t) => {
  const m = mountSidebar();
  t.after(() => m.cleanup());
  await waitText(m.container, 'Batch N+1');
  tab(m.container, /^Threads/);
  await waitText(m.container, 'JWT Authentication');
  assert.equal(m.container.querySelectorAll('.thread-row').length, 3);
  const field = m.container.querySelector('vscode-textfield') as HTMLElement & { value: string };
  field.value = 'token policy';
  fireEvent.input(field);
  await waitFor(() =>
    assert.deepEqual(
      [...m.container.querySelectorAll('.thread-row .row-title')].map((e) => e.textContent),
      ['Security Audit'],
    ),
  );
  field.value = '';
  fireEvent.input(field);
  await waitFor(() => assert.equal(m.container.querySelectorAll('.thread-row').length, 3));
  const row = [...m.container.querySelectorAll<HTMLElement>('.thread-row')].find((r) =>
    r.textContent?.includes('JWT'),
  )!;
  fireEvent.keyDown(row, { key: 'Enter' });
  await waitText(m.container, 'How do we rotate refresh tokens?');
  assert.match(m.container.textContent ?? '', /Implementing refresh token rotation/);
  assert.match(m.container.textContent ?? '', /depends on|depends/);
  fireEvent.click(button(m.container, 'Back to the thread list'));
  await waitFor(() => assert.equal(m.container.querySelectorAll('.thread-row').length, 3));
});

test('bridges: graph with a keyboard list; filters by relation type', async (t) => {
  const m = mountSidebar();
  t.after(() => m.cleanup());
  await waitText(m.container, 'Batch N+1');
  tab(m.container, /^Bridges/);
  await waitFor(() => assert.ok(m.container.querySelector('canvas.graph-canvas')));
  const canvas = m.container.querySelector('canvas.graph-canvas')!;
  assert.equal(canvas.getAttribute('aria-label'), 'Bridges graph: 3 threads, 2 bridges');
  const list = m.container.querySelector<HTMLElement>('[role="listbox"]')!;
  assert.deepEqual(
    [...list.querySelectorAll('[role="option"]')].map((o) => o.textContent?.replace(/\s+/g, ' ').trim()),
    ['JWT Authentication · 2', 'Database Schema · 1', 'Security Audit · 1'],
  );
  fireEvent.keyDown(list, { key: 'ArrowDown' });
  await waitFor(() => assert.equal(list.querySelector('[aria-selected="true"]')?.textContent?.includes('JWT'), true));
  assert.equal(list.getAttribute('aria-activedescendant'), 'node-t-auth');
  await waitText(m.container, 'Open thread');
  fireEvent.keyDown(list, { key: 'ArrowDown' });
  await waitFor(() => assert.equal(list.getAttribute('aria-activedescendant'), 'node-t-db'));
  const contradicts = m.container.querySelector<HTMLElement>(
    'vscode-checkbox[aria-label="Show contradicts bridges"]',
  ) as HTMLElement & { checked: boolean };
  contradicts.checked = false;
  fireEvent(contradicts, new window.Event('change', { bubbles: true }) as unknown as Event);
  await waitFor(() => assert.equal(canvas.getAttribute('aria-label'), 'Bridges graph: 3 threads, 1 bridge'));
  fireEvent.keyDown(list, { key: 'Enter' });
  await waitText(m.container, 'How do we rotate refresh tokens?');
});

test('activity and health: observations by type, wins and losses, evolution history, health figures', async (t) => {
  const m = mountSidebar();
  t.after(() => m.cleanup());
  await waitText(m.container, 'Batch N+1');
  tab(m.container, /^Activity/);
  await waitText(m.container, 'Evolution history');
  assert.match(m.container.querySelector('svg.bars')?.getAttribute('aria-label') ?? '', /6 in total/);
  assert.match(m.container.textContent ?? '', /3 wins · 2 losses · win rate 60%/);
  assert.match(m.container.textContent ?? '', /1 instinct, 1 skill, 2 ignored/);
  await waitText(m.container, 'Continuation rate');
  const fig = [...m.container.querySelectorAll('.figure')].find((f) => f.textContent?.includes('Continuation rate'))!;
  assert.match(fig.textContent ?? '', /40%/);
  assert.ok(fig.classList.contains('good'));
});

test('Evolve: a dry-run preview first, then Apply, then the new instinct is shown', async (t) => {
  const m = mountSidebar();
  t.after(() => m.cleanup());
  await waitText(m.container, 'Batch N+1');
  tab(m.container, /^Learned/);
  fireEvent.click(button(m.container, 'Evolve: preview what would change, then apply'));
  await waitText(m.container, 'Dry run: 1 instinct (1 new), 1 ignored');
  assert.deepEqual(
    m.worker.calls.filter((c) => c.method === 'evolve').map((c) => (c.params as { dryRun: boolean }).dryRun),
    [true],
  );
  fireEvent.click(button(m.container, 'Apply'));
  await waitFor(() => assert.match(statusLine(m.container), /Evolve applied: 1 instinct/));
  assert.deepEqual(
    m.worker.calls.filter((c) => c.method === 'evolve').map((c) => (c.params as { dryRun: boolean }).dryRun),
    [true, false],
  );
  await waitFor(() => assert.equal(button(m.container, /^Learned/).getAttribute('aria-selected'), 'true'));
  await waitText(m.container, 'Utiliser camelCase pour les variables');
});

test('keyboard: arrow keys move between tabs and between cards', async (t) => {
  const m = mountSidebar();
  t.after(() => m.cleanup());
  await waitText(m.container, 'Batch N+1');
  const review = button(m.container, /^Review/);
  review.focus();
  fireEvent.keyDown(review, { key: 'ArrowRight' });
  await waitFor(() => assert.equal(document.activeElement?.getAttribute('aria-label')?.startsWith('Learned'), true));
  assert.equal(button(m.container, /^Learned/).getAttribute('aria-selected'), 'true');
  assert.equal(review.getAttribute('tabindex'), '-1');
  fireEvent.keyDown(document.activeElement!, { key: 'End' });
  await waitFor(() => assert.equal(button(m.container, 'Activity').getAttribute('aria-selected'), 'true'));
  fireEvent.keyDown(document.activeElement!, { key: 'Home' });
  await waitText(m.container, 'Batch N+1');
  const cards = [...m.container.querySelectorAll<HTMLElement>('.pattern-card')];
  cards[0].focus();
  fireEvent.keyDown(cards[0], { key: 'ArrowDown' });
  assert.equal(document.activeElement, cards[1]);
  fireEvent.keyDown(cards[1], { key: 'Home' });
  assert.equal(document.activeElement, cards[0]);
});

test('UI state (tab, filters) survives the view being re-created; data does not', async (t) => {
  const m = mountSidebar();
  t.after(() => m.cleanup());
  await waitText(m.container, 'Batch N+1');
  tab(m.container, /^Threads/);
  await waitText(m.container, 'JWT Authentication');
  assert.equal((m.saved.state as { tab: string }).tab, 'threads');
  assert.ok(!JSON.stringify(m.saved.state).includes('JWT'), 'no data in the saved UI state');
  const again = mountSidebar({ savedState: m.saved.state });
  t.after(() => again.cleanup());
  await waitText(again.container, 'JWT Authentication');
  assert.equal(button(again.container, 'Threads').getAttribute('aria-selected'), 'true');
});

test('the time from ready to the first render with data is reported and logged', async (t) => {
  const m = mountSidebar();
  t.after(() => m.cleanup());
  await waitFor(() => assert.ok(m.logs.some((l) => /^sidebar_first_data: \d+ ms$/.test(l))));
});

test('a part of ACT that fails shows its error with Retry, the rest works', async (t) => {
  const m = mountSidebar({ failing: ['threadsList', 'bridgesList'] });
  t.after(() => m.cleanup());
  await waitText(m.container, 'Batch N+1');
  tab(m.container, /^Threads/);
  await waitText(m.container, 'threadsList failed');
  await act(async () => {});
});
