// The review queue: candidates first (what waits for a decision), then the active library and
// the history of deprecated and rejected patterns, each group collapsible.
import { useState } from 'react';
import type { PatternItem, PatternState } from '../../../src/protocol/webview';
import { EmptyState, Icon, NavList } from '../ui';
import { DataGate } from './DataGate';
import { PatternCard } from './PatternCard';

const GROUPS: Array<{ state: PatternState; title: string; open: boolean }> = [
  { state: 'candidate', title: 'Waiting for review', open: true },
  { state: 'active', title: 'Active (given to assistants)', open: true },
  { state: 'deprecated', title: 'Deprecated', open: false },
  { state: 'rejected', title: 'Rejected', open: false },
];

export function ReviewQueue() {
  return <DataGate dataKey="patterns" what="patterns">{(patterns) => <PatternGroups patterns={patterns} />}</DataGate>;
}

function PatternGroups({ patterns }: { patterns: PatternItem[] }) {
  if (patterns.length === 0)
    return (
      <EmptyState icon="inbox" title="No patterns to review yet">
        <p>
          When you approve a piece of work (command <strong>ACT: Learn from This Change</strong>, or an approval such as “LGTM” in chat), ACT replays its
          checks in an isolated worktree and writes a candidate pattern to <code>.agent/patterns/candidates/</code>. It appears here for you to approve or
          reject. Only approved patterns are given to your assistants.
        </p>
      </EmptyState>
    );
  const candidates = patterns.filter((p) => p.state === 'candidate').length;
  return (
    <div className="stack">
      {candidates === 0 ? (
        <p className="hint">
          <Icon name="check-all" /> Nothing waits for review. New candidates appear here after a learning run.
        </p>
      ) : null}
      {GROUPS.map((g) => {
        const items = patterns.filter((p) => p.state === g.state);
        return items.length ? <Group key={g.state} title={g.title} items={items} defaultOpen={g.open} /> : null;
      })}
    </div>
  );
}

function Group({ title, items, defaultOpen }: { title: string; items: PatternItem[]; defaultOpen: boolean }) {
  const [open, setOpen] = useState(defaultOpen);
  return (
    <section className="group">
      <h2 className="group-title">
        <button type="button" className="disclosure" aria-expanded={open} onClick={() => setOpen(!open)}>
          <Icon name={open ? 'chevron-down' : 'chevron-right'} />
          {title} <span className="group-count">{items.length}</span>
        </button>
      </h2>
      {open ? (
        <NavList label={title}>
          {items.map((p) => (
            <PatternCard key={`${p.state}:${p.id}`} pattern={p} defaultOpen={p.state === 'candidate'} />
          ))}
        </NavList>
      ) : null}
    </section>
  );
}
