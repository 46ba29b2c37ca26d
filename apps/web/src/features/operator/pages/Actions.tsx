/**
 * Two-person actions (issue 12): what one operator proposed and a second must approve. Each pending
 * one says, before anyone tries, whether the signed-in operator may approve it and if not why (the
 * server's own rule and message: their own, not their role, within 24 hours of being added, between
 * an operator and the one who added them). Approving applies it, a fee change after the notice
 * period; rejecting needs a reason. The server checks everything again.
 */
import { Fragment, useState } from 'react';
import Button from 'antd-mobile/es/components/button';
import Dialog from 'antd-mobile/es/components/dialog';
import Segmented from 'antd-mobile/es/components/segmented';
import { useTranslation } from '../../../app/i18n';
import { QueryView } from '../../../components/states';
import { toast } from '../../../lib/toast';
import { approveAction, rejectAction, useActions, useRefreshConsole, type ActionStatus, type OperatorAction } from '../api';
import { ConsoleFrame } from '../components/ConsoleFrame';
import { DecisionDialog } from '../components/DecisionDialog';
import { StatusBadge } from '../components/StatusBadge';
import { useConsoleFormat } from '../format';

const STATUSES: ActionStatus[] = ['pending', 'approved', 'rejected'];
const FEE_KINDS = new Set<OperatorAction['kind']>(['fee.exchange', 'fee.network']);
/** The translator reads dots as nesting: `fee.exchange` is the key `fee_exchange`. */
const kindKey = (kind: string) => `operator.actions.kinds.${kind.replace('.', '_')}`;

export default function Actions() {
  const { t } = useTranslation();
  return (
    <ConsoleFrame section="actions" title={t('operator.nav.actions')}>
      <p className="hint">{t('operator.actions.intro')}</p>
      <ActionList />
    </ConsoleFrame>
  );
}

function ActionList() {
  const { t } = useTranslation();
  const [status, setStatus] = useState<ActionStatus>('pending');
  const [rejecting, setRejecting] = useState<OperatorAction | null>(null);
  const query = useActions(status);
  const refresh = useRefreshConsole();
  return (
    <section className="console-section">
      <Segmented
        className="segmented-tabs console-filter"
        value={status}
        onChange={(value) => setStatus(value as ActionStatus)}
        options={STATUSES.map((s) => ({ label: t(`operator.status.${s}`), value: s }))}
        data-testid="actions-filter"
      />
      <QueryView query={query} empty={<p className="muted console-empty">{t(`operator.actions.empty.${status}`)}</p>}>
        {(items) => (
          <ul className="console-list" data-testid="actions-list">
            {items.map((a) => (
              <ActionItem key={a.id} item={a} onReject={() => setRejecting(a)} />
            ))}
          </ul>
        )}
      </QueryView>
      <DecisionDialog
        decision={rejecting ? 'reject' : null}
        subject={rejecting ? t('operator.actions.subject', { id: rejecting.id, what: t(kindKey(rejecting.kind)) }) : ''}
        onClose={() => setRejecting(null)}
        onConfirm={async ({ reason }) => {
          if (!rejecting) return;
          try {
            await rejectAction(rejecting.id, reason);
          } finally {
            void refresh();
          }
        }}
      />
    </section>
  );
}

/** Facts by name, each value now (`…_from`) just before its proposed one. */
const factOrder = (key: string) => (key.endsWith('_from') ? `${key.slice(0, -5)} 0` : `${key} 1`);

/** A payload value as text: a list one per line, nothing as a dash. */
function shown(value: OperatorAction['payload'][string]): string {
  if (value === null || value === '') return '--';
  return Array.isArray(value) ? value.join('\n') : String(value);
}

function ActionItem({ item, onReject }: { item: OperatorAction; onReject(): void }) {
  const { t } = useTranslation();
  const f = useConsoleFormat();
  const facts = [
    ...Object.entries(item.payload).sort(([a], [b]) => factOrder(a).localeCompare(factOrder(b))),
    ...Object.entries(item.result ?? {}),
  ];
  return (
    <li className="card console-item" data-testid="action-item" data-id={item.id} data-kind={item.kind}>
      <div className="console-item-head">
        <span className="console-item-id">#{item.id}</span>
        <strong data-testid="action-kind">{t(kindKey(item.kind))}</strong>
        <StatusBadge status={item.status} />
      </div>
      <dl className="console-facts">
        {facts.map(([key, value]) => (
          <Fragment key={key}>
            <dt>{t(`operator.actions.fields.${key}`, { defaultValue: key })}</dt>
            <dd className="console-lines" data-testid={`action-${key}`}>
              {shown(value)}
            </dd>
          </Fragment>
        ))}
      </dl>
      <p className="muted">
        {t('operator.actions.proposedBy', { name: item.proposer })} · {f.time(item.proposed_at)}
        {item.decider ? ` · ${t('operator.actions.decidedBy', { name: item.decider })} · ${f.time(item.decided_at)}` : ''}
      </p>
      {item.reason ? <p className="console-reason">{t('operator.queue.reasonGiven', { reason: item.reason })}</p> : null}
      {item.effective_at ? (
        <p data-testid="action-effective">{t('operator.actions.effective', { time: f.time(item.effective_at) })}</p>
      ) : null}
      {item.status === 'pending' ? <PendingControls item={item} onReject={onReject} /> : null}
    </li>
  );
}

/** Who may approve, why the signed-in operator may not (before they try), and the two decisions. */
function PendingControls({ item, onReject }: { item: OperatorAction; onReject(): void }) {
  const { t } = useTranslation();
  const f = useConsoleFormat();
  const refresh = useRefreshConsole();
  const [busy, setBusy] = useState(false);
  const fee = FEE_KINDS.has(item.kind);

  const approve = async () => {
    const sure = await Dialog.confirm({
      content: t(fee ? 'operator.actions.confirmApproveFee' : 'operator.actions.confirmApprove', {
        id: item.id,
        what: t(kindKey(item.kind)),
      }),
      confirmText: t('operator.decision.approve'),
      cancelText: t('operator.decision.cancel'),
    });
    if (!sure) return;
    setBusy(true);
    try {
      await approveAction(item.id);
      void toast(t('operator.actions.approved'), 'success');
    } catch {
      // The wrapper has shown the server's reason.
    } finally {
      setBusy(false);
      void refresh();
    }
  };

  return (
    <>
      {fee ? <p className="hint">{t('operator.actions.noticeHint')}</p> : null}
      <p className="muted">
        {t('operator.actions.approvers', { roles: item.approver_roles.map((r) => t(`operator.roles.${r}`)).join(', ') })}
      </p>
      {item.refusal ? (
        <p className="console-reason" role="note" data-testid="action-refusal">
          {t('operator.actions.refused', { reason: t(`errors.${item.refusal.code}`) })}
          {item.refusal.until ? ` ${t('operator.actions.until', { time: f.time(item.refusal.until) })}` : ''}
        </p>
      ) : null}
      <div className="console-item-actions">
        <Button size="small" color="danger" fill="outline" disabled={busy} onClick={onReject} data-testid="action-reject">
          {t('operator.decision.reject')}
        </Button>
        <Button
          size="small"
          color="primary"
          loading={busy}
          disabled={busy || item.refusal !== null}
          onClick={() => void approve()}
          data-testid="action-approve"
        >
          {t('operator.decision.approve')}
        </Button>
      </div>
    </>
  );
}
