/** Edit take-profit and stop-loss of an open position or a delegated order; empty clears. */
import { useState } from 'react';
import Button from 'antd-mobile/es/components/button';
import Popup from 'antd-mobile/es/components/popup';
import { useTranslation } from '../../../app/i18n';
import type { LeverPosition } from '@bourse/contract';
import { toast } from '../../../lib/toast';
import { setStops, useRefreshLever } from '../api';
import { checkStops, parsePrice } from '../maths';
import { useFormError } from '../use-form-error';
import { DecimalField } from '../../../components/form/DecimalField';

const decimalsOf = (text: string | null) => (text && text.includes('.') ? text.length - text.indexOf('.') - 1 : 0);

export function StopSheet({ position, onClose }: { position: LeverPosition | null; onClose(): void }) {
  return (
    <Popup visible={position !== null} onMaskClick={onClose} bodyClassName="lever-sheet" getContainer={() => document.body} destroyOnClose>
      {position ? <StopForm position={position} onClose={onClose} /> : null}
    </Popup>
  );
}

function StopForm({ position: p, onClose }: { position: LeverPosition; onClose(): void }) {
  const { t } = useTranslation();
  const errors = useFormError();
  const refresh = useRefreshLever();
  const [tp, setTp] = useState(p.target_profit_price ?? '');
  const [sl, setSl] = useState(p.stop_loss_price ?? '');
  const [busy, setBusy] = useState(false);
  // Prices of this market come with all their decimals (entry or limit), which gives its scale.
  const scale = decimalsOf(p.entry_price ?? p.limit_price);
  // The server checks against the last price (TP and SL trigger at it), not the mark.
  const reference = p.status === 'doing' ? p.limit_price : (p.last_price ?? p.mark_price);

  const save = async () => {
    const ref = reference ? parsePrice(reference, scale) : undefined;
    const bad = ref !== undefined ? checkStops(p.side, ref, { takeProfit: tp, stopLoss: sl }, scale) : undefined;
    if (bad) return errors.fail(bad.code, bad.field);
    setBusy(true);
    try {
      await setStops(p.id, tp, sl);
      toast(t('lever.stops.saved'), 'success');
      await refresh();
      onClose();
    } catch (error) {
      errors.fromServer(error, 'takeProfit');
    } finally {
      setBusy(false);
    }
  };

  return (
    <form
      className="lever-sheet-body"
      noValidate
      onSubmit={(e) => {
        e.preventDefault();
        void save();
      }}
      data-testid="stop-sheet"
    >
      <h2 className="lever-sheet-title">
        {t('lever.stops.title')} · {p.symbol}
      </h2>
      <p className="lever-hint">{t('lever.stops.hint')}</p>
      <DecimalField
        id="stopTakeProfit"
        label={t('lever.position.tp')}
        value={tp}
        onChange={setTp}
        decimals={scale}
        error={errors.errorFor('takeProfit')}
      />
      <DecimalField
        id="stopStopLoss"
        label={t('lever.position.sl')}
        value={sl}
        onChange={setSl}
        decimals={scale}
        error={errors.errorFor('stopLoss')}
      />
      <div className="lever-sheet-actions">
        <Button block onClick={onClose} disabled={busy}>
          {t('lever.confirm.cancel')}
        </Button>
        <Button block color="primary" type="submit" loading={busy} data-testid="stop-save">
          {t('lever.stops.save')}
        </Button>
      </div>
    </form>
  );
}
