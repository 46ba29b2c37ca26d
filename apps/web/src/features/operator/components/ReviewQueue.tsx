/**
 * A review queue (deposits, withdrawals, identity): filter by status, ten items a page oldest
 * first (as the server sorts them), and approve or reject a pending item with a reason.
 */
import { useState, type ReactNode } from 'react';
import Button from 'antd-mobile/es/components/button';
import Segmented from 'antd-mobile/es/components/segmented';
import { useTranslation } from '../../../app/i18n';
import { DelayedLoading, EmptyState, ErrorState } from '../../../components/states';
import { decide, useQueue, useRefreshConsole, type Decision, type QueueKind, type QueueRows, type QueueStatus } from '../api';
import { DecisionDialog } from './DecisionDialog';
import { Pager } from './Pager';
import { StatusBadge } from './StatusBadge';

interface ReviewQueueProps<K extends QueueKind> {
  kind: K;
  /** The item's facts, as <dt>/<dd> pairs. */
  facts(row: QueueRows[K]): ReactNode;
  /** Extra content under the facts (a voucher, documents). */
  extra?(row: QueueRows[K]): ReactNode;
  /** One line naming the item in the decision dialog. */
  subject(row: QueueRows[K]): string;
  withTxHash?: boolean;
  /** Whether the user reads an approval's reason (deposits show it as a note). */
  approvalVisible?: boolean;
}

/** A large deposit's first approval only proposes the credit (still pending): a second operator approves it. */
function awaitingSecond(row: unknown, decision: Decision, t: (key: string) => string): string | undefined {
  const pending = typeof row === 'object' && row !== null && (row as { status?: unknown }).status === 'pending';
  return decision === 'approve' && pending ? t('operator.actions.awaitingSecond') : undefined;
}

export function ReviewQueue<K extends QueueKind>({ kind, facts, extra, subject, withTxHash, approvalVisible }: ReviewQueueProps<K>) {
  const { t } = useTranslation();
  const [status, setStatus] = useState<QueueStatus>('pending');
  const [page, setPage] = useState(1);
  const [open, setOpen] = useState<{ row: QueueRows[K]; decision: Decision } | null>(null);
  const query = useQueue(kind, status, page);
  const refresh = useRefreshConsole();

  let list: ReactNode;
  if (query.isPending) list = <DelayedLoading delayMs={200} />;
  else if (query.isError) list = <ErrorState onRetry={() => void query.refetch()} />;
  else if (query.data.data.length === 0) list = <EmptyState title={t(`operator.queue.empty.${status}`)} />;
  else
    list = (
      <>
        <ul className="console-list" data-testid={`queue-${kind}`}>
          {query.data.data.map((row) => (
            <li key={row.id} className="card console-item" data-testid="queue-item" data-id={row.id} data-user={row.user_id}>
              <div className="console-item-head">
                <span className="console-item-id">#{row.id}</span>
                <span className="muted">{t('operator.queue.user', { id: row.user_id })}</span>
                <StatusBadge status={row.status} />
              </div>
              <dl className="console-facts">{facts(row)}</dl>
              {extra?.(row)}
              {row.reason ? <p className="console-reason">{t('operator.queue.reasonGiven', { reason: row.reason })}</p> : null}
              {row.status === 'pending' ? (
                <div className="console-item-actions">
                  <Button
                    size="small"
                    color="danger"
                    fill="outline"
                    onClick={() => setOpen({ row, decision: 'reject' })}
                    data-testid="item-reject"
                  >
                    {t('operator.decision.reject')}
                  </Button>
                  <Button size="small" color="primary" onClick={() => setOpen({ row, decision: 'approve' })} data-testid="item-approve">
                    {t('operator.decision.approve')}
                  </Button>
                </div>
              ) : null}
            </li>
          ))}
        </ul>
        <Pager page={query.data.page} pages={query.data.pages} onPage={setPage} />
      </>
    );

  return (
    <section className="console-section">
      <Segmented
        className="segmented-tabs console-filter"
        value={status}
        onChange={(value) => {
          setStatus(value as QueueStatus);
          setPage(1);
        }}
        options={(['pending', 'approved', 'rejected'] as const).map((s) => ({ label: t(`operator.status.${s}`), value: s }))}
        data-testid="queue-filter"
      />
      {list}
      <DecisionDialog
        decision={open?.decision ?? null}
        subject={open ? subject(open.row) : ''}
        withTxHash={withTxHash}
        approvalVisible={approvalVisible}
        onClose={() => setOpen(null)}
        onConfirm={async (input) => {
          if (!open) return;
          try {
            return awaitingSecond(await decide(kind, open.decision, { id: open.row.id, ...input }), open.decision, t);
          } finally {
            // Decided here or by someone else a moment ago: either way the list is out of date.
            void refresh();
          }
        }}
      />
    </section>
  );
}
