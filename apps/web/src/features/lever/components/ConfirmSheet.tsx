/** The order confirmation: what will be sent and the estimates (the profit cap too), before anything moves. */
import type { ReactNode } from 'react';
import Button from 'antd-mobile/es/components/button';
import Popup from 'antd-mobile/es/components/popup';
import { useTranslation } from '../../../app/i18n';
import type { LeverTerms } from '@bourse/contract';
import { useLeverFormat } from '../format';
import type { Estimate, OpenDraft } from '../maths';
import { Facts } from './Facts';

interface ConfirmSheetProps {
  terms: LeverTerms;
  draft: OpenDraft;
  estimate: Estimate | null;
  /** The whole lots sent (what the size typed in lots, the coin or USDT makes). */
  lots: number;
  busy: boolean;
  onConfirm(): void;
  onClose(): void;
  /** What a chosen coupon does to the position (issue 18). */
  extra?: ReactNode;
}

export function ConfirmSheet({ terms, draft, estimate, lots, busy, onConfirm, onClose, extra }: ConfirmSheetProps) {
  const { t } = useTranslation();
  const f = useLeverFormat();
  const q = terms.margin_currency;
  const none = t('lever.estimate.none');
  return (
    <Popup
      visible={estimate !== null}
      onMaskClick={busy ? undefined : onClose}
      bodyClassName="lever-sheet"
      getContainer={() => document.body}
      destroyOnClose
    >
      {estimate ? (
        <div className="lever-sheet-body" data-testid="confirm-sheet">
          <h2 className="lever-sheet-title">
            {t('lever.confirm.title')} ·{' '}
            <span className={`lever-side-tag lever-side-tag--${draft.side}`}>{t(`lever.side.${draft.side}`)}</span> {terms.symbol}
          </h2>
          <Facts
            facts={[
              {
                label: t('lever.form.leverage'),
                value: `${t('lever.multiple', { n: draft.leverage })} · ${t(`lever.kind.${draft.kind}`)}`,
              },
              {
                id: 'confirm-qty',
                label: t('lever.form.lots'),
                value: t('lever.confirm.quantity', { lots, qty: f.plain(estimate.qty), base: terms.symbol.split('/')[0] }),
              },
              { label: draft.kind === 'limit' ? t('lever.form.limitPrice') : t('lever.estimate.entry'), value: f.price(estimate.entry) },
              { label: t('lever.estimate.margin'), value: `${f.money(estimate.margin)} ${q}`, strong: true },
              { label: t('lever.estimate.fee'), value: `${f.money(estimate.fee)} ${q}` },
              {
                id: 'confirm-liquidation',
                label: t('lever.estimate.liquidation'),
                value: estimate.liquidation === null ? none : f.price(estimate.liquidation),
                tone: 'warn',
              },
              { id: 'confirm-cap', label: t('lever.estimate.cap'), value: estimate.cap === null ? none : f.price(estimate.cap) },
              { label: t('lever.position.tp'), value: draft.takeProfit.trim() ? f.price(draft.takeProfit.trim()) : none },
              { label: t('lever.position.sl'), value: draft.stopLoss.trim() ? f.price(draft.stopLoss.trim()) : none },
            ]}
          />
          {extra}
          <p className="lever-hint">{t('lever.estimate.note', { price: f.price(estimate.entry) })}</p>
          <div className="lever-sheet-actions">
            <Button block onClick={onClose} disabled={busy}>
              {t('lever.confirm.cancel')}
            </Button>
            <Button block color="primary" loading={busy} onClick={onConfirm} data-testid="confirm-submit">
              {t('lever.confirm.submit')}
            </Button>
          </div>
        </div>
      ) : null}
    </Popup>
  );
}
