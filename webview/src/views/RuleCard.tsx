// One rule the user stated, in the review queue: the rule in their words (with an English gloss
// when it was stated in another language), how often and when it was stated, its confidence,
// the sentences it came from, and Approve / Reject inline while it waits for review.
import { useState } from 'react';
import type { RuleItem } from '../../../src/protocol/webview';
import { Button, Icon, Tag } from '../ui';
import { runAction, useApp } from '../state/appContext';
import { ConfidenceBar } from './ConfidenceBar';
import { useL10n } from '../l10n';

export function RuleCard({ rule }: { rule: RuleItem }) {
  const app = useApp();
  const l = useL10n();
  const { t } = l;
  const [busy, setBusy] = useState(false);
  const [open, setOpen] = useState(false);
  const headingId = `rule-${rule.id}`;
  const decide = async (decision: 'approve' | 'reject') => {
    setBusy(true);
    await runAction(
      app,
      () => app.channel.request('ruleDecide', { id: rule.id, decision }),
      (r) => r.message,
    );
    setBusy(false);
  };
  const state = rule.status === 'rejected' ? 'rejected' : rule.inForce ? 'active' : 'candidate';
  return (
    <li className={`card rule-card state-${state}`} data-nav-item tabIndex={0} aria-labelledby={headingId}>
      <div className="card-head">
        <span id={headingId} className="card-title" lang={rule.lang}>
          {rule.text}
        </span>
        <Tag tone={state}>{t(`rule.state.${state}`)}</Tag>
      </div>
      {rule.gloss ? <p className="rule-gloss">{rule.gloss}</p> : null}
      <ConfidenceBar value={rule.confidence} compact />
      <div className="card-meta">
        <span>
          {rule.lastStated
            ? t('rule.statedLast', { count: rule.count, when: l.relativeTime(rule.lastStated) })
            : t('rule.stated', { count: rule.count })}
        </span>
        {rule.project ? <Tag>{rule.project}</Tag> : null}
      </div>
      {rule.evidence.length ? (
        <>
          <button type="button" className="disclosure" aria-expanded={open} onClick={() => setOpen(!open)}>
            <Icon name={open ? 'chevron-down' : 'chevron-right'} />{' '}
            {t(open ? 'rule.hideEvidence' : 'rule.showEvidence')}
          </button>
          {open ? (
            <ul className="evidence-list">
              {rule.evidence.map((e, i) => (
                <li key={i}>
                  <q>{e}</q>
                </li>
              ))}
            </ul>
          ) : null}
        </>
      ) : null}
      {state !== 'rejected' && rule.status !== 'approved' ? (
        <div className="card-actions">
          <Button
            icon="check"
            disabled={busy}
            onClick={() => void decide('approve')}
            label={t('rule.approve.label', { text: rule.text })}
          >
            {t('rule.approve')}
          </Button>
          <Button
            icon="close"
            secondary
            disabled={busy}
            onClick={() => void decide('reject')}
            label={t('rule.reject.label', { text: rule.text })}
          >
            {t('rule.reject')}
          </Button>
        </div>
      ) : null}
    </li>
  );
}
