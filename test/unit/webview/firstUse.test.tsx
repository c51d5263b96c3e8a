// What a new user saw at first use (issue 10, item 2), each checked on the real sidebar app
// wired to the real host controller.
import './dom';
import test from 'node:test';
import assert from 'node:assert/strict';
import { fireEvent, waitFor } from '@testing-library/react';
import { renderInstinct } from '../../../src/core/markdown/instinct';
import { button, mountSidebar, waitText } from './mount';

const tab = (c: HTMLElement, name: RegExp) => fireEvent.click(button(c, name));

/** The body of an instinct file as ACT writes it (front matter removed, as the host does). */
function instinctBody(): string {
  const text = renderInstinct({
    kind: 'instinct', id: 'prefer-early-returns', title: 'Prefer early returns', confidence: 0.65, level: 'probable', observations: 3, adjustment: 0,
    keywords: ['return'], evidence: ['o1'], evidenceItems: [{ id: 'o1', text: 'Rewrote nested ifs as guard clauses', type: 'correction', timestamp: '2026-02-01T10:00:00Z', confidence: 0.6 }],
    contradictions: [], language: 'en', created: '2026-02-01T10:00:00Z', updated: '2026-02-01T10:00:00Z', lastSeen: '2026-02-01T10:00:00Z', titleEdited: false,
  });
  return text.replace(/^---\r?\n[\s\S]*?\r?\n---\r?\n?/, '');
}

test('an expanded instinct shows its summary and evidence, never the markers around them', async (t) => {
  const m = mountSidebar();
  t.after(() => m.cleanup());
  m.worker.state.instincts[0].body = instinctBody();
  await waitText(m.container, 'Batch N+1');
  tab(m.container, /^Learned/);
  await waitText(m.container, 'Utiliser camelCase pour les variables');
  const card = [...m.container.querySelectorAll<HTMLElement>('.learned-card')].find((c) => c.textContent?.includes('camelCase'))!;
  fireEvent.click(card.querySelector('.disclosure')!);
  await waitFor(() => assert.ok(card.querySelector('.learned-body blockquote')));
  const body = card.querySelector('.learned-body')!.textContent ?? '';
  assert.match(body, /Rewrote nested ifs as guard clauses/);
  assert.doesNotMatch(body, /<!--|act:summary|act:evidence/);
});
