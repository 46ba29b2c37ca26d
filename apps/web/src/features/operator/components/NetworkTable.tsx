/** Every coin's networks: open or paused, withdrawal fee and minimum; the admin edits a row. */
import { useState } from 'react';
import Button from 'antd-mobile/es/components/button';
import CenterPopup from 'antd-mobile/es/components/center-popup';
import Switch from 'antd-mobile/es/components/switch';
import { useTranslation } from '../../../app/i18n';
import type { NetworkInfo } from '@bourse/contract';
import { Field } from '../../../components/form/Field';
import { useFormErrors } from '../../../components/form/useFormErrors';
import { toast } from '../../../lib/toast';
import { saveNetwork, useRefreshConsole, type CoinNetworks } from '../api';
import { useConsoleFormat } from '../format';
import { checkNetwork } from '../forms';

interface Editing {
  coin: CoinNetworks;
  network: NetworkInfo;
}

export function NetworkTable({ coins, admin }: { coins: CoinNetworks[]; admin: boolean }) {
  const { t } = useTranslation();
  const f = useConsoleFormat();
  const [editing, setEditing] = useState<Editing | null>(null);
  return (
    <div className="console-table-wrap">
      <table className="console-table">
        <thead>
          <tr>
            <th>{t('operator.fields.currency')}</th>
            <th>{t('operator.fields.network')}</th>
            <th>{t('operator.config.deposits')}</th>
            <th>{t('operator.config.withdrawals')}</th>
            <th className="num">{t('operator.fields.fee')}</th>
            <th className="num">{t('operator.config.minimum')}</th>
            {admin ? <th aria-label={t('operator.config.edit')} /> : null}
          </tr>
        </thead>
        <tbody>
          {coins.flatMap((coin) =>
            coin.networks.map((n) => (
              <tr key={`${coin.currency}-${n.network}`} data-testid={`network-${coin.currency}-${n.network}`}>
                <td>{coin.currency}</td>
                <td>{n.network}</td>
                <td>{n.deposit_enabled ? t('operator.config.open') : t('operator.config.paused')}</td>
                <td>{n.withdraw_enabled ? t('operator.config.open') : t('operator.config.paused')}</td>
                <td className="num">{f.amount(n.withdraw_fee)}</td>
                <td className="num">{f.amount(n.withdraw_min)}</td>
                {admin ? (
                  <td>
                    <Button size="mini" fill="outline" onClick={() => setEditing({ coin, network: n })}>
                      {t('operator.config.edit')}
                    </Button>
                  </td>
                ) : null}
              </tr>
            )),
          )}
        </tbody>
      </table>
      <CenterPopup visible={editing !== null} onMaskClick={() => setEditing(null)} destroyOnClose>
        {editing ? <NetworkForm editing={editing} onDone={() => setEditing(null)} /> : null}
      </CenterPopup>
    </div>
  );
}

function NetworkForm({ editing, onDone }: { editing: Editing; onDone(): void }) {
  const { t } = useTranslation();
  const refresh = useRefreshConsole();
  const errors = useFormErrors();
  const { coin, network } = editing;
  const [fee, setFee] = useState(network.withdraw_fee);
  const [min, setMin] = useState(network.withdraw_min);
  const [deposit, setDeposit] = useState(network.deposit_enabled);
  const [withdraw, setWithdraw] = useState(network.withdraw_enabled);
  const [busy, setBusy] = useState(false);
  const submit = async () => {
    const check = checkNetwork({ withdraw_fee: fee, withdraw_min: min });
    if (!errors.accept(check)) return;
    setBusy(true);
    try {
      const { action } = await saveNetwork({
        currency_id: coin.currency_id,
        network: network.network,
        ...check.data,
        deposit_enabled: deposit,
        withdraw_enabled: withdraw,
      });
      // A new fee waits for a second operator and the notice period; the rest applied now.
      void toast(t(action ? 'operator.config.feeProposed' : 'operator.config.saved'), 'success');
      void refresh();
      onDone();
    } catch (error) {
      errors.fromServer(error);
    } finally {
      setBusy(false);
    }
  };
  return (
    <div className="decision" data-testid="network-form">
      <h2 className="decision-title">{t('operator.config.editNetwork', { currency: coin.currency, network: network.network })}</h2>
      <Field
        id="withdraw_fee"
        label={t('operator.fields.fee')}
        value={fee}
        onChange={setFee}
        inputMode="text"
        error={errors.errorFor('withdraw_fee')}
        after={<span className="field-suffix">{coin.currency}</span>}
      />
      <Field
        id="withdraw_min"
        label={t('operator.config.minimum')}
        value={min}
        onChange={setMin}
        inputMode="text"
        error={errors.errorFor('withdraw_min')}
        after={<span className="field-suffix">{coin.currency}</span>}
      />
      <label className="console-switch">
        <span>{t('operator.config.depositsOpen')}</span>
        <Switch checked={deposit} onChange={setDeposit} />
      </label>
      <label className="console-switch">
        <span>{t('operator.config.withdrawalsOpen')}</span>
        <Switch checked={withdraw} onChange={setWithdraw} />
      </label>
      <div className="decision-actions">
        <Button onClick={onDone} disabled={busy}>
          {t('operator.decision.cancel')}
        </Button>
        <Button color="primary" loading={busy} onClick={() => void submit()} data-testid="network-save">
          {t('operator.config.save')}
        </Button>
      </div>
    </div>
  );
}
