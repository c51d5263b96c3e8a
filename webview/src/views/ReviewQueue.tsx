// The review queue: candidates first (what waits for a decision), then the active library and
// the history of deprecated and rejected patterns, each group collapsible.
import { useState } from 'react';
import type { PatternItem, PatternState, RuleItem } from '../../../src/protocol/webview';
import { EmptyState, Icon, NavList } from '../ui';
import { DataGate } from './DataGate';
import { PatternCard } from './PatternCard';
import { RuleCard } from './RuleCard';
import { useL10n } from '../l10n';
import { Rich } from '../l10n/Rich';

const GROUPS: Array<{ state: PatternState; open: boolean }> = [
  { state: 'candidate', open: true },
  { state: 'active', open: true },
  { state: 'deprecated', open: false },
  { state: 'rejected', open: false },
];

export function ReviewQueue() {
  return (
    <div className="stack">
      <DataGate dataKey="rules">{(rules) => <RuleGroups rules={rules} />}</DataGate>
      <DataGate dataKey="patterns">{(patterns) => <PatternGroups patterns={patterns} />}</DataGate>
    </div>
  );
}

/** Rules the user stated: candidates to review first, then the rules in force. */
function RuleGroups({ rules }: { rules: RuleItem[] }) {
  const { t } = useL10n();
  const toReview = rules
    .filter((r) => r.status === 'candidate' && !r.inForce)
    .sort((a, b) => b.confidence - a.confidence || b.count - a.count);
  const inForce = rules.filter((r) => r.inForce);
  if (!toReview.length && !inForce.length) return null;
  return (
    <>
      {toReview.length ? <RuleGroup title={t('review.rules.toReview')} items={toReview} defaultOpen /> : null}
      {inForce.length ? <RuleGroup title={t('review.rules.inForce')} items={inForce} defaultOpen={false} /> : null}
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
  const { t } = useL10n();
  if (patterns.length === 0)
    return (
      <EmptyState icon="inbox" title={t('review.empty.title')}>
        <p>
          <Rich
            text={t('review.empty.body')}
            parts={{
              command: <strong>{t('command.learnFromChange')}</strong>,
              folder: <code>.agent/patterns/candidates/</code>,
            }}
          />
        </p>
      </EmptyState>
    );
  const candidates = patterns.filter((p) => p.state === 'candidate').length;
  return (
    <div className="stack">
      {candidates === 0 ? (
        <p className="hint">
          <Icon name="check-all" /> {t('review.nothingWaiting')}
        </p>
      ) : null}
      {GROUPS.map((g) => {
        const items = patterns.filter((p) => p.state === g.state);
        return items.length ? (
          <Group key={g.state} title={t(`review.group.${g.state}`)} items={items} defaultOpen={g.open} />
        ) : null;
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
