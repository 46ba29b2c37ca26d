/**
 * A network's sweep of deposit addresses to the hot wallet: the last one and a button to propose
 * another. Proposing moves nothing: a second finance operator approves it under Approvals, and
 * only then does the network's watcher node carry it out.
 */
import { useState } from 'react';
import Button from 'antd-mobile/es/components/button';
import { useTranslation } from 'react-i18next';
import type { ChainNetworkStatus } from '@bourse/contract';
import { formatDateTime } from '../../../lib/time-ago';
import { toast } from '../../../lib/toast';
import { useRefreshConsole } from '../api';
import { proposeSweep } from '../chain-api';

export function SweepPanel({ n }: { n: ChainNetworkStatus }) {
  const { t } = useTranslation();
  const refresh = useRefreshConsole();
  const [busy, setBusy] = useState(false);
  if (!n.sweepable) return <p className="hint">{t('operator.chain.notSweepable')}</p>;
  const propose = async () => {
    setBusy(true);
    try {
      await proposeSweep('ERC20');
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
      <p className="hint">{t('operator.chain.sweepHint')}</p>
      {last ? (
        <p data-testid="last-sweep">
          {t('operator.chain.lastSweep', {
            state: t(`operator.chain.sweepState.${last.state}`, { defaultValue: last.state }),
            n: last.swept,
            at: formatDateTime(last.done_at ?? last.created_at),
          })}
        </p>
      ) : null}
      <Button size="small" color="primary" loading={busy} onClick={() => void propose()} data-testid="sweep-propose">
        {t('operator.chain.sweepPropose')}
      </Button>
    </div>
  );
}
