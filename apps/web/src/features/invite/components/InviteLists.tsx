/** The invitees (masked, with when they joined and until when they earn you a rebate) and the rebates paid, each with its source order. */
import { type ReactNode, useState } from 'react';
import { useSearchParams } from 'react-router';
import { useTranslation } from '../../../app/i18n';
import type { InviteRebate, Invitee, Page as PageOf } from '@bourse/contract';
import type { UseQueryResult } from '@tanstack/react-query';
import { EmptyState, ErrorState, Loading } from '../../../components/states';
import { useNumberFormat } from '../../../lib/number-display';
import { formatDateTime } from '../../../lib/time-ago';
import { useInvitees, useRebates } from '../api';

type Tab = 'invitees' | 'rebates';

export function InviteLists() {
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  const tab: Tab = params.get('tab') === 'rebates' ? 'rebates' : 'invitees';
  const pick = (k: Tab) => setParams(k === 'rebates' ? { tab: k } : {}, { replace: true });
  return (
    <section className="card invite-lists">
      <div className="invite-tabs" role="tablist">
        {(['invitees', 'rebates'] as const).map((k) => (
          <button
            key={k}
            type="button"
            role="tab"
            aria-selected={tab === k}
            className={`invite-tab${tab === k ? ' invite-tab--active' : ''}`}
            onClick={() => pick(k)}
            data-testid={`invite-tab-${k}`}
          >
            {t(`invite.tabs.${k}`)}
          </button>
        ))}
      </div>
      {tab === 'invitees' ? <Invitees /> : <Rebates />}
    </section>
  );
}

function Paged<T>({ query, empty, row }: { query: UseQueryResult<PageOf<T>>; empty: string; row: (item: T, i: number) => ReactNode }) {
  if (query.isPending) return <Loading />;
  if (query.isError) return <ErrorState onRetry={() => void query.refetch()} />;
  if (query.data.total === 0) return <EmptyState title={empty} />;
  return <ul className="invite-list">{query.data.data.map(row)}</ul>;
}

function Pager({ page, pages, onPage }: { page: number; pages: number; onPage: (p: number) => void }) {
  const { t } = useTranslation();
  if (pages <= 1) return null;
  return (
    <div className="invite-pager">
      <button type="button" disabled={page <= 1} onClick={() => onPage(page - 1)}>
        {t('invite.pager.prev')}
      </button>
      <span>{t('invite.pager.page', { page, pages })}</span>
      <button type="button" disabled={page >= pages} onClick={() => onPage(page + 1)}>
        {t('invite.pager.next')}
      </button>
    </div>
  );
}

function Invitees() {
  const { t } = useTranslation();
  const [page, setPage] = useState(1);
  const q = useInvitees(page);
  return (
    <>
      <Paged<Invitee>
        query={q}
        empty={t('invite.invitees.empty')}
        row={(r, i) => (
          <li key={`${r.account}-${i}`} className="invite-row" data-testid="invitee-row">
            <strong>{r.account}</strong>
            <span className="muted">{t('invite.invitees.joined', { when: formatDateTime(r.joined_at) })}</span>
            <span className="muted">{t('invite.invitees.until', { when: formatDateTime(r.rebate_until) })}</span>
          </li>
        )}
      />
      {q.data ? <Pager page={page} pages={q.data.pages} onPage={setPage} /> : null}
    </>
  );
}

function Rebates() {
  const { t } = useTranslation();
  const n = useNumberFormat();
  const [page, setPage] = useState(1);
  const q = useRebates(page);
  return (
    <>
      <Paged<InviteRebate>
        query={q}
        empty={t('invite.rebates.empty')}
        row={(r) => (
          <li key={r.id} className="invite-row" data-testid="rebate-row">
            <strong>
              +{n.amount(r.amount)} {r.currency}
            </strong>
            <span>{t('invite.rebates.source', { product: t(`invite.products.${r.product}`), id: r.order_id, invitee: r.invitee })}</span>
            <span className="muted">
              {t('invite.rebates.fee', { fee: `${n.amount(r.fee)} ${r.currency}`, percent: n.percentValue(r.percent) })} ·{' '}
              {formatDateTime(r.created_at)}
            </span>
          </li>
        )}
      />
      {q.data ? <Pager page={page} pages={q.data.pages} onPage={setPage} /> : null}
    </>
  );
}
