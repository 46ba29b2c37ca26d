/**
 * Buying whole shares (SPEC section 5: the quantity is required and an integer, with the spec's
 * messages): what the shares cost, the spot balance, what they would pay in either case (the
 * server's formula and roundings), then a confirmation that states the amount, the maturity and
 * that the payment is held until then. The order is sent once, under one Idempotency-Key.
 */
import { useState } from 'react';
import Button from 'antd-mobile/es/components/button';
import Dialog from 'antd-mobile/es/components/dialog';
import { useTranslation } from '../../../app/i18n';
import type { DualDetail } from '@bourse/contract';
import { getCurrentPath, go, loginPathFor } from '../../../app/navigation';
import { Field } from '../../../components/form/Field';
import { toast } from '../../../lib/toast';
import { useRequestKey } from '../../../lib/request-key';
import { buyShares } from '../api';
import { useDualFormat } from '../format';
import { checkShares, maxShares, previewShares, type SharesCheck } from '../maths';
import { Outcomes } from './Outcomes';

interface PurchaseFormProps {
  detail: DualDetail;
  signedIn: boolean;
  /** After the order is accepted. */
  onBought(orderId: number): void;
}

/** The form's state: the shares typed, the message under the field, and sending the order once it is confirmed. */
function usePurchase({ detail, signedIn, onBought }: PurchaseFormProps) {
  const { t } = useTranslation();
  const f = useDualFormat();
  const key = useRequestKey();
  const p = detail.product;
  const [shares, setShares] = useState('');
  const [error, setError] = useState<string | undefined>();
  const [busy, setBusy] = useState(false);
  const check = (text: string) => checkShares(text, p, signedIn ? detail.balance : undefined);
  const message = (c: Extract<SharesCheck, { ok: false }>): string =>
    c.code === 'max' ? t('dualInvest.purchase.max', { max: c.max }) : t(`dualInvest.purchase.${c.code}`);

  const change = (next: string) => {
    setShares(next);
    if (error !== undefined) {
      const c = check(next);
      setError(c.ok ? undefined : message(c));
    }
  };

  const submit = async () => {
    if (!signedIn) {
      toast(t('errors.SESSION_REQUIRED'));
      go(loginPathFor(getCurrentPath()));
      return;
    }
    const c = check(shares);
    if (!c.ok) {
      setError(message(c));
      toast(message(c));
      return;
    }
    setError(undefined);
    const amount = previewShares(p, c.num)!.amount;
    const sure = await Dialog.confirm({
      title: t('dualInvest.purchase.confirmTitle'),
      content: (
        <div data-testid="confirm-body">
          <p>
            {t('dualInvest.purchase.confirmBody', {
              shares: c.num,
              name: p.name,
              amount: f.amount(amount),
              currency: p.pay_currency,
              date: f.dateTime(p.settle_time),
            })}
          </p>
          <p className="hint">{t('dualInvest.purchase.held')}</p>
        </div>
      ),
      confirmText: t('dualInvest.purchase.confirm'),
      cancelText: t('dualInvest.purchase.cancel'),
    });
    if (!sure) return;
    setBusy(true);
    try {
      const order = await buyShares({ id: p.id, num: String(c.num) }, key.keyFor(`${p.id}:${c.num}`));
      key.done();
      toast(t('dualInvest.purchase.done'), 'success');
      onBought(order.id);
    } catch (err) {
      // The request wrapper has shown the server's message; it also stays under the field.
      const e = err as { kind?: string; message?: string };
      if (e?.kind === 'api' && e.message) setError(e.message);
    } finally {
      setBusy(false);
    }
  };

  return { shares, error, busy, change, submit };
}

export function PurchaseForm(props: PurchaseFormProps) {
  const { t } = useTranslation();
  const f = useDualFormat();
  const { detail, signedIn } = props;
  const p = detail.product;
  const { shares, error, busy, change, submit } = usePurchase(props);
  const max = maxShares(p);
  const preview = previewShares(p, Number(shares.trim())) ?? previewShares(p, 1)!;
  const open = p.status === 'open' && !p.awaiting_funding && max > 0;

  return (
    <form
      className="dual-form"
      noValidate
      data-testid="purchase-form"
      onSubmit={(event) => {
        event.preventDefault();
        void submit();
      }}
    >
      <section className="card dual-section">
        <Field
          id="shares"
          label={t('dualInvest.purchase.shares')}
          value={shares}
          onChange={change}
          inputMode="numeric"
          placeholder={t('dualInvest.purchase.sharesPlaceholder', { max })}
          error={error}
        />
        <dl className="dual-rows">
          <div>
            <dt>{t('dualInvest.purchase.pay')}</dt>
            <dd data-testid="purchase-amount">{f.money(preview.amount, p.pay_currency)}</dd>
          </div>
        </dl>
        {signedIn && detail.balance !== null ? (
          <p className="hint" data-testid="purchase-available">
            {t('dualInvest.purchase.available', { amount: f.amount(detail.balance), currency: p.pay_currency })}
          </p>
        ) : null}
        <p className="hint">{t('dualInvest.purchase.held')}</p>
      </section>
      <Outcomes product={p} coin={preview.coin} usdt={preview.usdt} />
      <Button type="submit" block color="primary" size="large" loading={busy} disabled={!open} data-testid="purchase-submit">
        {!open ? t('dualInvest.purchase.unavailable') : signedIn ? t('dualInvest.purchase.submit') : t('dualInvest.purchase.signIn')}
      </Button>
    </form>
  );
}
