// The interface language: one table per language with the same keys and placeholders, Intl
// formatting in the host's locale, and the whole sidebar rendered in French.
import './dom';
import test from 'node:test';
import assert from 'node:assert/strict';
import { fireEvent, waitFor } from '@testing-library/react';
import { en } from '../../../webview/src/l10n/en';
import { fr } from '../../../webview/src/l10n/fr';
import { createL10n, languageOf } from '../../../webview/src/l10n';
import { button, mountSidebar, waitText } from './mount';

/** Intl puts no-break spaces where French typography wants them; compare with plain ones. */
const plain = (s: string | null | undefined) => (s ?? '').replace(/[\u00a0\u202f]/g, ' ');
const placeholders = (s: string) => [...s.matchAll(/\{(\w+)\}/g)].map((m) => m[1]).sort();

test('the English and French tables have the same keys, each with the same placeholders', () => {
  assert.deepEqual(Object.keys(fr).sort(), Object.keys(en).sort());
  for (const [key, text] of Object.entries(en)) {
    assert.deepEqual(placeholders(fr[key as keyof typeof en]), placeholders(text), `placeholders of ${key}`);
    assert.notEqual(fr[key as keyof typeof en].trim(), '', `${key} is translated`);
  }
  for (const key of Object.keys(en).filter((k) => k.endsWith('_one')))
    assert.ok(`${key.slice(0, -4)}_other` in en, `${key} has an _other form`);
});

test('the locale picks the table; numbers, plurals and times follow it', () => {
  assert.equal(languageOf('fr'), 'fr');
  assert.equal(languageOf('fr-CA'), 'fr');
  assert.equal(languageOf('de'), 'en');
  assert.equal(languageOf(undefined), 'en');
  const e = createL10n('en'),
    f = createL10n('fr');
  assert.equal(f.t('tab.review'), 'Revue');
  assert.equal(createL10n('pt-br').t('tab.review'), 'Review', 'a language without a table reads English');
  assert.equal(e.number(0.65), '0.65');
  assert.equal(f.number(0.65), '0,65');
  assert.equal(e.plural('count.observation', 1), '1 observation');
  assert.equal(e.plural('count.observation', 0), '0 observations');
  assert.equal(f.plural('count.observation', 0), '0 observation', 'French: zero is singular');
  assert.equal(f.plural('count.thread', 2), '2 fils');
  const now = Date.parse('2026-03-10T15:42:07Z');
  assert.equal(e.relativeTime('2026-03-10T15:06:00Z', now), '36 min. ago');
  assert.equal(plain(f.relativeTime('2026-03-10T15:06:00Z', now)), 'il y a 36 min');
  assert.equal(e.relativeTime('2026-03-10T15:42:00Z', now), 'just now');
  assert.equal(f.relativeTime('2026-03-09T12:00:00Z', now), 'hier');
});

test('a date-only stamp reads as a day, never as minutes after UTC midnight', () => {
  const e = createL10n('en');
  const justAfterMidnight = Date.parse('2026-03-10T00:36:00Z');
  assert.equal(e.relativeTime('2026-03-10', justAfterMidnight), 'today');
  assert.equal(e.relativeTime('2026-03-09', justAfterMidnight), 'yesterday');
  assert.equal(createL10n('fr').relativeTime('2026-03-10', justAfterMidnight), 'aujourd’hui');
});

test('the sidebar in French: tabs, cards, numbers, relative times and empty states come from the French table', async (t) => {
  const m = mountSidebar({ locale: 'fr' });
  t.after(() => m.cleanup());
  await waitText(m.container, 'En attente de revue');
  const tabs = [...m.container.querySelectorAll('[role="tab"] .tab-label')].map((e) => e.textContent);
  assert.deepEqual(tabs, ['Revue', 'Appris', 'Fils', 'Ponts', 'Activité']);
  assert.equal(m.container.querySelector('.app')?.getAttribute('lang'), 'fr');
  const card = [...m.container.querySelectorAll<HTMLElement>('.pattern-card')].find((c) =>
    c.textContent?.includes('Batch N+1'),
  )!;
  assert.ok(
    button(card, 'Approuver Batch N+1 queries with Promise.all'),
    'actions named in French, the title as written',
  );
  assert.match(card.querySelector('.tag')?.textContent ?? '', /^candidat$/);

  fireEvent.click(button(m.container, /^Appris/));
  await waitText(m.container, 'Utiliser camelCase pour les variables');
  const learned = [...m.container.querySelectorAll<HTMLElement>('.learned-card')].find((c) =>
    c.textContent?.includes('camelCase'),
  )!;
  assert.equal(learned.querySelector('.confidence-value')?.textContent, '0,65');
  assert.match(
    learned.querySelector('[role="meter"]')?.getAttribute('aria-valuetext') ?? '',
    /^0,65, Probable \(proposé, appliqué sauf objection\)$/,
  );
  assert.ok(button(learned, 'Confirmer Utiliser camelCase pour les variables (+0,2)'));
  fireEvent.click(learned.querySelector('.disclosure')!);
  await waitFor(() => assert.ok(learned.querySelector('svg.sparkline')));
  assert.match(
    learned.querySelector('svg.sparkline')?.getAttribute('aria-label') ?? '',
    /^Historique de confiance : de 0,40 à 0,65 sur 2 points$/,
  );
  assert.match(learned.textContent ?? '', /correction/);
  assert.match(learned.textContent ?? '', /Observations \(2\)/);

  fireEvent.click(button(m.container, /^Activité/));
  await waitText(m.container, 'Historique des évolutions');
  assert.match(m.container.textContent ?? '', /3 réussites · 2 échecs · taux de réussite 60\s?%/);
  assert.match(m.container.textContent ?? '', /1 instinct, 1 skill, 2 ignorée\(s\)/);
  assert.match(
    m.container.querySelector('svg.bars')?.getAttribute('aria-label') ?? '',
    /^Observations par jour sur 3 jours : 6 en tout/,
  );

  fireEvent.click(button(m.container, /^Ponts/));
  await waitFor(() => assert.ok(m.container.querySelector('canvas.graph-canvas')));
  assert.equal(m.container.querySelector('canvas')?.getAttribute('aria-label'), 'Graphe des ponts : 3 fils, 2 ponts');
  const visible = m.container.querySelector('[role="tabpanel"]')?.textContent ?? '';
  for (const english of ['Threads', 'Show ', 'Open thread', 'threads ·', 'drag, scroll', 'active'])
    assert.ok(!visible.includes(english), `no "${english}" in the French view`);
});
