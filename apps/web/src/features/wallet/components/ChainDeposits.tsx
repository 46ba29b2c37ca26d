/**
 * The deposit screen's on-chain part, for a network a chain watcher follows: how deposits to the
 * address are credited (automatically, after N confirmations, above a minimum) and the deposits
 * seen so far with their confirmations. When one is credited the balances are fetched again.
 */
import { useEffect, useRef } from 'react';
import { useTranslation } from '../../../app/i18n';
import type { ChainDeposit } from '@bourse/contract';
import { EmptyState, ErrorState, Loading } from '../../../components/states';
import { useChainDeposits, useRefreshWallet } from '../api';
import { useAmountFormat } from '../format';

const TONE: Record<ChainDeposit['status'], string> = {
  seen: 'warning',
  credited: 'success',
  below_min: 'muted',
  dropped: 'danger',
  reversed: 'danger',
  reversal_blocked: 'danger',
};

interface Props {
  currency: string;
  network: string;
  confirmations: number;
  /** The least amount credited (a decimal string). */
  min: string;
}

export function ChainDeposits({ currency, network, confirmations, min }: Props) {
  const { t } = useTranslation();
  const f = useAmountFormat();
  const deposits = useChainDeposits(currency);
  const refresh = useRefreshWallet();
  const list = (deposits.data ?? []).filter((d) => d.network === network);
  const credited = list.filter((d) => d.status === 'credited').length;
  const seenCredited = useRef<number | undefined>(undefined);
  useEffect(() => {
    if (seenCredited.current !== undefined && credited > seenCredited.current) void refresh();
    seenCredited.current = credited;
  }, [credited, refresh]);

  return (
    <section className="card section" data-testid="chain-deposits">
      <h2 className="section-title">{t('wallet.chain.title')}</h2>
      <p className="hint" data-testid="chain-auto">
        {t('wallet.chain.lead', { n: confirmations, min: f.amount(min), coin: currency })}
      </p>
      {deposits.isPending ? (
        <Loading />
      ) : deposits.isError ? (
        <ErrorState onRetry={() => void deposits.refetch()} />
      ) : list.length === 0 ? (
        <EmptyState title={t('wallet.chain.none')} />
      ) : (
        <ul className="chain-list">
          {list.map((d) => (
            <li key={d.id} className="chain-item" data-testid="chain-deposit" data-status={d.status}>
              <div className="record-head">
                <strong>
                  {f.amount(d.amount)} {d.currency}
                </strong>
                <span className={`status-tag status-tag--${TONE[d.status]}`}>{t(`wallet.chain.status.${d.status}`)}</span>
              </div>
              {d.status === 'seen' ? (
                <span className="hint">{t('wallet.chain.confirmations', { n: d.confirmations, required: d.required })}</span>
              ) : null}
              <code className="address-text break">{d.tx_id}</code>
              <span className="muted">{f.time(d.created_at)}</span>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
