// The review queue: candidates first (what waits for a decision), then the active library and
// the history of deprecated and rejected patterns, each group collapsible.
import { useState } from 'react';
import type { PatternItem, PatternState, RuleItem } from '../../../src/protocol/webview';
import { EmptyState, Icon, NavList } from '../ui';
import { DataGate } from './DataGate';
import { PatternCard } from './PatternCard';
import { RuleCard } from './RuleCard';

const GROUPS: Array<{ state: PatternState; title: string; open: boolean }> = [
  { state: 'candidate', title: 'Waiting for review', open: true },
  { state: 'active', title: 'Active (given to assistants)', open: true },
  { state: 'deprecated', title: 'Deprecated', open: false },
  { state: 'rejected', title: 'Rejected', open: false },
];

export function ReviewQueue() {
  return (
    <div className="stack">
      <DataGate dataKey="rules" what="rules">{(rules) => <RuleGroups rules={rules} />}</DataGate>
      <DataGate dataKey="patterns" what="patterns">{(patterns) => <PatternGroups patterns={patterns} />}</DataGate>
    </div>
  );
}

/** Rules the user stated: candidates to review first, then the rules in force. */
function RuleGroups({ rules }: { rules: RuleItem[] }) {
  const toReview = rules.filter((r) => r.status === 'candidate' && !r.inForce).sort((a, b) => b.confidence - a.confidence || b.count - a.count);
  const inForce = rules.filter((r) => r.inForce);
  if (!toReview.length && !inForce.length) return null;
  return (
    <>
      {toReview.length ? <RuleGroup title="Rules you stated, to review" items={toReview} defaultOpen /> : null}
      {inForce.length ? <RuleGroup title="Rules in force (given to assistants)" items={inForce} defaultOpen={false} /> : null}
    </>
  );
}

function RuleGroup({ title, items, defaultOpen }: { title: string; items: RuleItem[]; defaultOpen: boolean }) {
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
          {items.map((r) => (
            <RuleCard key={r.id} rule={r} />
          ))}
        </NavList>
      ) : null}
    </section>
  );
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
