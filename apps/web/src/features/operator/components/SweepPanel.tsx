/**
 * A network's sweep of deposit addresses to the hot wallet: the last one, each address and coin
 * with its step (a token's gas from the hot wallet, then its transfer), transaction ids and the
 * network fee it cost (in the network's fee coin), and a button to propose another. Proposing
 * moves nothing: a second finance operator approves it under Approvals, and only then does the
 * network's watcher node carry it out.
 */
import { useState } from 'react';
import Button from 'antd-mobile/es/components/button';
import { useTranslation } from '../../../app/i18n';
import type { ChainNetworkStatus, SweepItemView, SweepNetwork } from '@bourse/contract';
import { formatDateTime } from '../../../lib/time-ago';
import { toast } from '../../../lib/toast';
import { useRefreshConsole } from '../api';
import { useConsoleFormat } from '../format';
import { proposeSweep } from '../chain-api';

/** How each network is swept (ERC20's is the default). */
const HINTS: Record<string, 'operator.chain.sweepHintBtc' | 'operator.chain.sweepHintTrc20'> = {
  BTC: 'operator.chain.sweepHintBtc',
  TRC20: 'operator.chain.sweepHintTrc20',
};

export function SweepPanel({ n }: { n: ChainNetworkStatus }) {
  const { t } = useTranslation();
  const refresh = useRefreshConsole();
  const [busy, setBusy] = useState(false);
  if (!n.sweepable) return <p className="hint">{t('operator.chain.notSweepable')}</p>;
  const propose = async () => {
    setBusy(true);
    try {
      await proposeSweep(n.network as SweepNetwork);
      void toast(t('operator.chain.sweepProposed'), 'success');
      void refresh();
    } catch {
      // The request wrapper has shown the server's reason.
    } finally {
      setBusy(false);
    }
  };
  const last = n.last_sweep;
  return (
    <div className="card console-panel" data-testid={`sweep-${n.network}`}>
      <h3 className="section-title">{t('operator.chain.sweepTitle')}</h3>
      <p className="hint">{t(HINTS[n.network] ?? 'operator.chain.sweepHint')}</p>
      {last ? (
        <p data-testid="last-sweep">
          {t('operator.chain.lastSweep', {
            state: t(`operator.chain.sweepState.${last.state}`, { defaultValue: last.state }),
            n: last.swept,
            at: formatDateTime(last.done_at ?? last.created_at),
          })}
        </p>
      ) : null}
      {last && last.items.length > 0 ? <SweepItems items={last.items} feeCoin={n.fee_currency} /> : null}
      <Button size="small" color="primary" loading={busy} onClick={() => void propose()} data-testid="sweep-propose">
        {t('operator.chain.sweepPropose')}
      </Button>
    </div>
  );
}

function SweepItems({ items, feeCoin }: { items: SweepItemView[]; feeCoin: string }) {
  const { t } = useTranslation();
  const f = useConsoleFormat();
  return (
    <div className="console-table-wrap">
      <table className="console-table" data-testid="sweep-items">
        <thead>
          <tr>
            <th>{t('operator.chain.sweepCols.address')}</th>
            <th>{t('operator.fields.currency')}</th>
            <th>{t('operator.chain.sweepCols.step')}</th>
            <th className="num">{t('operator.chain.sweepCols.amount')}</th>
            <th>{t('operator.chain.sweepCols.gasTx')}</th>
            <th>{t('operator.chain.sweepCols.tx')}</th>
            <th className="num">{t('operator.chain.sweepCols.gasCost', { coin: feeCoin })}</th>
          </tr>
        </thead>
        <tbody>
          {items.map((i) => (
            <tr key={`${i.address}-${i.currency}`} data-testid={`sweep-item-${i.currency}`}>
              <td className="mono break">{i.address}</td>
              <td>{i.currency}</td>
              <td title={i.reason ?? undefined}>
                {t(`operator.chain.sweepStep.${i.step}`, { defaultValue: i.step })}
                {i.reason ? ` · ${i.reason}` : ''}
              </td>
              <td className="num">{i.amount ? f.amount(i.amount) : '--'}</td>
              <td className="mono break">{i.gas_tx_id ?? '--'}</td>
              <td className="mono break">{i.tx_id ?? '--'}</td>
              <td className="num">{i.gas_cost ? f.amount(i.gas_cost) : '--'}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
