/**
 * The last look before an order: market, direction, duration, stake, fee, and what a win, a tie
 * and a loss would do, the fee a tie keeps (as an amount), and the rule that decides it with its
 * price-age limits and when the order is void. Nothing is sent until "Confirm".
 */
import { type ReactNode, useState } from 'react';
import Button from 'antd-mobile/es/components/button';
import Popup from 'antd-mobile/es/components/popup';
import { useTranslation } from '../../../app/i18n';
import type { MicroDuration, MicroMarket } from '@bourse/contract';
import { useMicroFormat } from '../format';
import type { StakePreview } from '../maths';

interface ConfirmSheetProps {
  visible: boolean;
  onClose(): void;
  onConfirm(): Promise<void>;
  market: MicroMarket;
  side: 'rise' | 'fall';
  terms: MicroDuration;
  preview: StakePreview | undefined;
  unit: string;
  /** What a chosen coupon does to the order (issue 18). */
  extra?: ReactNode;
}

export function ConfirmSheet(props: ConfirmSheetProps) {
  return (
    <Popup
      visible={props.visible}
      onMaskClick={props.onClose}
      onClose={props.onClose}
      bodyClassName="micro-sheet"
      destroyOnClose
      getContainer={() => document.body}
    >
      <SheetBody {...props} />
    </Popup>
  );
}

/** What a tie keeps, the rule, and the tick rules with their stated limits, before the user confirms. */
function ConfirmRules({ side, terms, tieFee }: { side: 'rise' | 'fall'; terms: MicroDuration; tieFee: string }) {
  const { t } = useTranslation();
  const f = useMicroFormat();
  return (
    <>
      <p className="micro-rule" data-testid="confirm-tie-fee">
        {t('microtrade.confirm.tieFee', { fee: tieFee })}
      </p>
      <p className="micro-rule" data-testid="confirm-rule">
        {t(`microtrade.rule.${side}`)}{' '}
        {t('microtrade.rule.entry', {
          seconds: terms.seconds,
          age: f.seconds(terms.price_max_age_ms),
          wait: f.seconds(terms.settle_max_wait_ms),
        })}{' '}
        {t('microtrade.rule.void', { age: f.seconds(terms.close_max_age_ms) })}
      </p>
      <p className="micro-estimate-note">{t('microtrade.estimate.note')}</p>
    </>
  );
}

function SheetBody({ onClose, onConfirm, market, side, terms, preview, unit, extra }: ConfirmSheetProps) {
  const { t } = useTranslation();
  const f = useMicroFormat();
  const [busy, setBusy] = useState(false);
  const money = (v: string | undefined, signed = false) => (v === undefined ? '--' : `${signed ? f.signed(v) : f.money(v)} ${unit}`);
  return (
    <div className="micro-confirm" data-testid="confirm-sheet">
      <h2 className="micro-sheet-title">{t('microtrade.confirm.title')}</h2>
      <dl className="micro-rows">
        <div>
          <dt>{t('microtrade.order.market')}</dt>
          <dd>{market.symbol}</dd>
        </div>
        <div>
          <dt>{t('microtrade.form.direction')}</dt>
          <dd className={side === 'rise' ? 'up' : 'down'}>{t(`microtrade.side.${side}`)}</dd>
        </div>
        <div>
          <dt>{t('microtrade.form.duration')}</dt>
          <dd>{t('microtrade.seconds', { count: terms.seconds })}</dd>
        </div>
        <div>
          <dt>{t('microtrade.form.stake')}</dt>
          <dd data-testid="confirm-stake">{money(preview?.stake)}</dd>
        </div>
        <div>
          <dt>{t('microtrade.estimate.fee', { percent: f.plain(terms.fee_percent) })}</dt>
          <dd data-testid="confirm-fee">{money(preview?.fee)}</dd>
        </div>
        <div>
          <dt>{t('microtrade.confirm.cost')}</dt>
          <dd data-testid="confirm-cost">{money(preview?.cost)}</dd>
        </div>
        <div>
          <dt>{t('microtrade.estimate.win', { percent: f.plain(terms.payout_percent) })}</dt>
          <dd className="up" data-testid="confirm-win">
            {money(preview?.winNet, true)}
          </dd>
        </div>
        <div>
          <dt>{t('microtrade.estimate.tie')}</dt>
          <dd data-testid="confirm-tie">{money(preview?.tieNet, true)}</dd>
        </div>
        <div>
          <dt>{t('microtrade.estimate.loss')}</dt>
          <dd className="down" data-testid="confirm-loss">
            {money(preview?.lossNet, true)}
          </dd>
        </div>
      </dl>
      {extra}
      <ConfirmRules side={side} terms={terms} tieFee={money(preview?.fee)} />
      <div className="micro-sheet-actions">
        <Button block onClick={onClose} disabled={busy} data-testid="confirm-cancel">
          {t('microtrade.confirm.cancel')}
        </Button>
        <Button
          block
          className={`micro-buy micro-buy--${side}`}
          loading={busy}
          data-testid="confirm-submit"
          onClick={async () => {
            if (busy) return;
            setBusy(true);
            try {
              await onConfirm();
            } finally {
              setBusy(false);
            }
          }}
        >
          {t('microtrade.confirm.submit')}
        </Button>
      </div>
    </div>
  );
}
