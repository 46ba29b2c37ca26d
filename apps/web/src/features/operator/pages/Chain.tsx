/**
 * On-chain deposits and withdrawals (issue 20): each watched network's watcher (whether this node
 * leads it, last block, lag, deposits by status, the last error) and the hot wallet's balance
 * against what pending withdrawals will pay out, and the proposal of a sweep of the deposit
 * addresses to the hot wallet (two-person: it moves nothing until a second operator approves).
 */
import { useTranslation } from '../../../app/i18n';
import type { ChainNetworkStatus } from '@bourse/contract';
import { EmptyState, QueryView } from '../../../components/states';
import { useChainStatus } from '../chain-api';
import { ConsoleFrame } from '../components/ConsoleFrame';
import { SweepPanel } from '../components/SweepPanel';
import { useConsoleFormat } from '../format';

export default function Chain() {
  const { t } = useTranslation();
  const status = useChainStatus();
  return (
    <ConsoleFrame section="chain" title={t('operator.nav.chain')}>
      <p className="hint">{t('operator.chain.intro')}</p>
      <QueryView query={status} empty={<EmptyState title={t('operator.chain.none')} />}>
        {(networks) => networks.map((n) => <Network key={n.network} n={n} />)}
      </QueryView>
    </ConsoleFrame>
  );
}

function Network({ n }: { n: ChainNetworkStatus }) {
  const { t } = useTranslation();
  const f = useConsoleFormat();
  const counts = Object.entries(n.deposits);
  return (
    <section className="console-section" data-testid={`chain-${n.network}`}>
      <h2 className="section-title">
        {n.network} · {t(`operator.chain.source.${n.source}`, { defaultValue: n.source })}
      </h2>
      <dl className="card console-panel console-facts">
        <dt>{t('operator.chain.leader')}</dt>
        <dd>{n.leader ? t('operator.chain.yes') : t('operator.chain.no')}</dd>
        <dt>{t('operator.chain.lastBlock')}</dt>
        <dd className="mono" data-testid="chain-last-block">
          {n.last_block ?? '--'}
        </dd>
        <dt>{t('operator.chain.head')}</dt>
        <dd className="mono">{n.head ?? '--'}</dd>
        <dt>{t('operator.chain.lag')}</dt>
        <dd className="mono">{n.lag ?? '--'}</dd>
        <dt>{t('operator.chain.confirmations')}</dt>
        <dd className="mono">{n.confirmations}</dd>
        <dt>{t('operator.chain.deposits')}</dt>
        <dd>
          {counts.length === 0 ? '0' : counts.map(([s, c]) => `${t(`wallet.chain.status.${s}`, { defaultValue: s })}: ${c}`).join(' · ')}
        </dd>
        {n.last_error ? (
          <>
            <dt>{t('operator.chain.lastError')}</dt>
            <dd className="break">{n.last_error}</dd>
          </>
        ) : null}
      </dl>
      {n.hot_wallet ? (
        <div className="console-table-wrap">
          <p className="hint">
            {t('operator.chain.hotWallet')} <span className="mono break">{n.hot_wallet.address}</span>
          </p>
          <table className="console-table">
            <thead>
              <tr>
                <th>{t('operator.fields.currency')}</th>
                <th className="num">{t('operator.chain.balance')}</th>
                <th className="num">{t('operator.chain.pending')}</th>
              </tr>
            </thead>
            <tbody>
              {n.hot_wallet.assets.map((a) => (
                <tr key={a.currency} data-testid={`hot-${a.currency}`}>
                  <td>
                    {a.currency}
                    {a.short ? ` · ${t('operator.chain.short')}` : ''}
                  </td>
                  <td className="num">{f.amount(a.balance)}</td>
                  <td className="num">{f.amount(a.pending_withdrawals)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      ) : (
        <p className="hint">{t('operator.chain.noSigner')}</p>
      )}
      {n.hot_wallet ? <SweepPanel n={n} /> : null}
    </section>
  );
}
