/**
 * The one-time confirmation that the user understands leverage above the cap (issue 12): the risk
 * in plain words and a box to tick; only "Confirm" with the box ticked sends anything, and the
 * server keeps the confirmation for good (lever/confirm_risk).
 */
import { useState } from 'react';
import Button from 'antd-mobile/es/components/button';
import Popup from 'antd-mobile/es/components/popup';
import { useTranslation } from '../../../app/i18n';
import { toast } from '../../../lib/toast';
import { confirmRisk, useRefreshLever } from '../api';

interface RiskSheetProps {
  open: boolean;
  /** The leverage cap: anything above it needs the confirmation. */
  cap: number;
  /** Called once the server has recorded it and the terms are fresh. */
  onConfirmed(): void;
  onClose(): void;
}

export function RiskSheet({ open, cap, onConfirmed, onClose }: RiskSheetProps) {
  return (
    <Popup visible={open} onMaskClick={onClose} bodyClassName="lever-sheet" getContainer={() => document.body} destroyOnClose>
      {open ? <RiskBody cap={cap} onConfirmed={onConfirmed} onClose={onClose} /> : null}
    </Popup>
  );
}

function RiskBody({ cap, onConfirmed, onClose }: Omit<RiskSheetProps, 'open'>) {
  const { t } = useTranslation();
  const refresh = useRefreshLever();
  const [understood, setUnderstood] = useState(false);
  const [busy, setBusy] = useState(false);

  const confirm = async () => {
    setBusy(true);
    try {
      await confirmRisk();
      await refresh();
      toast(t('lever.risk.done'), 'success');
      onConfirmed();
    } catch {
      // The request layer has shown why; the sheet stays open to try again.
    } finally {
      setBusy(false);
    }
  };

  return (
    <section className="lever-sheet-body" data-testid="risk-sheet" aria-labelledby="lever-risk-title">
      <h2 className="lever-sheet-title" id="lever-risk-title">
        {t('lever.risk.title', { cap })}
      </h2>
      <p>{t('lever.risk.p1')}</p>
      <p>{t('lever.risk.p2')}</p>
      <p>{t('lever.risk.p3')}</p>
      <label className="lever-risk-check">
        <input type="checkbox" checked={understood} onChange={(e) => setUnderstood(e.target.checked)} data-testid="risk-understood" />
        <span>{t('lever.risk.check')}</span>
      </label>
      <div className="lever-sheet-actions">
        <Button block onClick={onClose} disabled={busy}>
          {t('lever.risk.cancel')}
        </Button>
        <Button block color="primary" disabled={!understood} loading={busy} onClick={() => void confirm()} data-testid="risk-confirm">
          {t('lever.risk.confirm')}
        </Button>
      </div>
    </section>
  );
}
