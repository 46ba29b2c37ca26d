/**
 * Deposit claims and withdrawals with their status and reasons (?tab=deposit|withdraw); a pending
 * withdrawal can be cancelled, which releases the held amount.
 */
import '../wallet.css';
import { useState } from 'react';
import Button from 'antd-mobile/es/components/button';
import Dialog from 'antd-mobile/es/components/dialog';
import Segmented from 'antd-mobile/es/components/segmented';
import { useSearchParams } from 'react-router';
import { useTranslation } from '../../../app/i18n';
import type { DepositClaim, Withdrawal } from '@bourse/contract';
import { Page } from '../../../components/Page';
import { toast } from '../../../lib/toast';
import { cancelWithdrawal, useDeposits, useRefreshWallet, useWithdrawals } from '../api';
import { CoinLabel } from '../components/CoinLabel';
import { EmptyList, PagedList } from '../components/PagedList';
import { StatusTag } from '../components/StatusTag';
import { useAmountFormat } from '../format';

type Tab = 'deposit' | 'withdraw';

export default function Records() {
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  const tab: Tab = params.get('tab') === 'withdraw' ? 'withdraw' : 'deposit';
  return (
    <Page title={t('wallet.records.title')} name="records">
      <Segmented
        block
        className="segmented-tabs"
        value={tab}
        onChange={(value) => setParams({ tab: String(value) }, { replace: true })}
        options={[
          { label: t('wallet.records.deposits'), value: 'deposit' },
          { label: t('wallet.records.withdrawals'), value: 'withdraw' },
        ]}
        data-testid="records-tabs"
      />
      {tab === 'deposit' ? <DepositList /> : <WithdrawalList />}
    </Page>
  );
}

function DepositList() {
  const { t } = useTranslation();
  const query = useDeposits();
  return (
    <PagedList query={query} empty={<EmptyList title={t('wallet.records.noDeposits')} />} testId="deposit-list">
      {(items) => (
        <ul className="record-list">
          {items.map((d) => (
            <DepositItem key={d.id} claim={d} />
          ))}
        </ul>
      )}
    </PagedList>
  );
}

function DepositItem({ claim }: { claim: DepositClaim }) {
  const { t } = useTranslation();
  const f = useAmountFormat();
  return (
    <li className="card record-item" data-testid="deposit-item">
      <div className="record-head">
        <CoinLabel code={claim.currency} size={24} />
        <span className="record-network">{claim.network}</span>
        <StatusTag status={claim.status} />
      </div>
      <dl className="record-facts">
        <dt>{t('wallet.records.amount')}</dt>
        <dd data-testid="record-amount">
          {f.amount(claim.amount)} {claim.currency}
        </dd>
        <dt>{t('wallet.records.submitted')}</dt>
        <dd>{f.time(claim.created_at)}</dd>
        {claim.tx_hash ? (
          <>
            <dt>{t('wallet.records.txHash')}</dt>
            <dd className="break">{claim.tx_hash}</dd>
          </>
        ) : null}
        {claim.reviewed_at ? (
          <>
            <dt>{t('wallet.records.reviewed')}</dt>
            <dd>{f.time(claim.reviewed_at)}</dd>
          </>
        ) : null}
      </dl>
      {claim.reason ? (
        <p className={`record-reason${claim.status === 'rejected' ? ' record-reason--bad' : ''}`} data-testid="record-reason">
          {claim.status === 'rejected'
            ? t('wallet.records.rejectedReason', { reason: claim.reason })
            : t('wallet.records.note', { note: claim.reason })}
        </p>
      ) : null}
      {claim.status === 'pending' ? <p className="hint">{t('wallet.records.depositPendingHint')}</p> : null}
    </li>
  );
}

function WithdrawalList() {
  const { t } = useTranslation();
  const query = useWithdrawals();
  return (
    <PagedList query={query} empty={<EmptyList title={t('wallet.records.noWithdrawals')} />} testId="withdrawal-list">
      {(items) => (
        <ul className="record-list">
          {items.map((w) => (
            <WithdrawalItem key={w.id} withdrawal={w} />
          ))}
        </ul>
      )}
    </PagedList>
  );
}

function WithdrawalItem({ withdrawal: w }: { withdrawal: Withdrawal }) {
  const { t } = useTranslation();
  const f = useAmountFormat();
  const refresh = useRefreshWallet();
  const [busy, setBusy] = useState(false);

  const cancel = async () => {
    const confirmed = await Dialog.confirm({
      content: t('wallet.records.cancelConfirm', { amount: `${f.amount(w.amount)} ${w.currency}` }),
      confirmText: t('wallet.records.cancel'),
      cancelText: t('wallet.records.keep'),
    });
    if (!confirmed) return;
    setBusy(true);
    try {
      await cancelWithdrawal(w.id);
      toast(t('wallet.records.cancelled'), 'success');
      await refresh();
    } catch {
      // the request wrapper has said why
    } finally {
      setBusy(false);
    }
  };

  const destination =
    w.destination_type === 'address'
      ? w.destination
      : t(`wallet.withdraw.${w.destination_type === 'bank' ? 'bankDomestic' : 'bankInternational'}`);
  return (
    <li className="card record-item" data-testid="withdrawal-item" data-id={w.id}>
      <div className="record-head">
        <CoinLabel code={w.currency} size={24} />
        <span className="record-network">{w.network}</span>
        <StatusTag status={w.status} kind="withdrawal" />
      </div>
      <dl className="record-facts">
        <dt>{t('wallet.records.amount')}</dt>
        <dd data-testid="record-amount">
          {f.amount(w.amount)} {w.currency}
        </dd>
        <dt>{t('wallet.withdraw.fee')}</dt>
        <dd>
          {f.amount(w.fee)} {w.currency}
        </dd>
        <dt>{t('wallet.withdraw.receive')}</dt>
        <dd>
          {f.amount(w.receive)} {w.currency}
        </dd>
        <dt>{t('wallet.records.to')}</dt>
        <dd className="break">{destination}</dd>
        {w.remark ? (
          <>
            <dt>{t('wallet.withdraw.remark')}</dt>
            <dd className="break">{w.remark}</dd>
          </>
        ) : null}
        <dt>{t('wallet.records.submitted')}</dt>
        <dd>{f.time(w.created_at)}</dd>
        {w.tx_hash ? (
          <>
            <dt>{t('wallet.records.txHash')}</dt>
            <dd className="break">{w.tx_hash}</dd>
          </>
        ) : null}
      </dl>
      {w.reason ? (
        <p className="record-reason record-reason--bad" data-testid="record-reason">
          {t(w.status === 'failed' ? 'wallet.records.failedReason' : 'wallet.records.rejectedReason', { reason: w.reason })}
        </p>
      ) : null}
      {w.status === 'pending' ? (
        <div className="record-actions">
          <span className="hint">{t('wallet.records.withdrawPendingHint')}</span>
          <Button size="small" color="danger" fill="outline" loading={busy} onClick={() => void cancel()} data-testid="withdraw-cancel">
            {t('wallet.records.cancel')}
          </Button>
        </div>
      ) : null}
    </li>
  );
}
