/**
 * The subscription form: an amount of tokens at the token's decimals, the payment it holds
 * (computed as the server does: amount x price, rounded up), the spot balance, and the server's
 * answer under the field when it refuses. Only while the project is in progress and not paused.
 */
import { useState } from 'react';
import Button from 'antd-mobile/es/components/button';
import type { IeoProject } from '@bourse/contract';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from '../../../app/i18n';
import { useNavigate } from 'react-router';
import { DecimalField } from '../../../components/form/DecimalField';
import { useFormErrors } from '../../../components/form/useFormErrors';
import { loginPathFor } from '../../../app/navigation';
import { useRequestKey } from '../../../lib/request-key';
import { toast } from '../../../lib/toast';
import { refreshIeo, subscribe } from '../api';
import { paymentFor, useIeoFormat } from '../format';
import { IEO_ORDERS_PATH, subscribePath } from '../paths';

/** Sending a subscription: one Idempotency-Key per distinct request, the answer as a toast, then the orders. */
function useSubscribe(p: IeoProject) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const client = useQueryClient();
  const requestKey = useRequestKey();
  const errors = useFormErrors();
  const [busy, setBusy] = useState(false);
  const submit = async (amount: string) => {
    if (!amount) return errors.fail('AMOUNT_REQUIRED', 'amount');
    const input = { project_id: p.id, amount, pay_currency: p.pay_currency, price: p.price };
    setBusy(true);
    try {
      await subscribe(input, requestKey.keyFor(JSON.stringify(input)));
      requestKey.done();
      toast(t('ieo.form.done'), 'success');
      await refreshIeo(client);
      navigate(IEO_ORDERS_PATH);
    } catch (err) {
      errors.fromServer(err, 'amount');
    } finally {
      setBusy(false);
    }
  };
  return { submit, busy, errors };
}

export function SubscribeForm({ project: p, signedIn }: { project: IeoProject; signedIn: boolean }) {
  const { t } = useTranslation();
  const f = useIeoFormat();
  const navigate = useNavigate();
  const { submit, busy, errors } = useSubscribe(p);
  const [amount, setAmount] = useState('');
  const payment = amount ? paymentFor(amount, p.price, p.token_scale, p.pay_scale) : undefined;

  if (!signedIn) {
    return (
      <Button block color="primary" onClick={() => navigate(loginPathFor(subscribePath(p.id)))} data-testid="ieo-sign-in">
        {t('ieo.form.signIn')}
      </Button>
    );
  }
  const blocked = p.phase === 'warmup' ? 'notOpen' : p.phase === 'finished' ? 'closed' : p.paused ? 'pausedNote' : undefined;
  if (blocked)
    return (
      <p className="ieo-note" data-testid="ieo-blocked">
        {t(`ieo.form.${blocked}`)}
      </p>
    );

  return (
    <form
      className="card ieo-form"
      noValidate
      data-testid="subscribe-form"
      onSubmit={(event) => {
        event.preventDefault();
        void submit(amount);
      }}
    >
      <DecimalField
        id="amount"
        label={t('ieo.form.amount')}
        value={amount}
        onChange={setAmount}
        decimals={p.token_scale}
        unit={p.token}
        error={errors.errorFor('amount')}
        hint={
          <span data-testid="ieo-available">
            {t('ieo.form.available', { amount: f.amount(p.mine?.available ?? '0', p.pay_scale), pay: p.pay_currency })}
          </span>
        }
      />
      <div className="ieo-payment">
        <span>{t('ieo.form.payment')}</span>
        <strong data-testid="ieo-payment">{payment ? `${f.amount(payment, p.pay_scale)} ${p.pay_currency}` : '--'}</strong>
      </div>
      {p.mine && p.mine.orders > 0 ? (
        <p className="ieo-note" data-testid="ieo-mine">
          {t('ieo.form.mine', { amount: f.amount(p.mine.subscribed, p.token_scale), token: p.token, count: p.mine.orders })}
        </p>
      ) : null}
      <Button block color="primary" type="submit" loading={busy} data-testid="ieo-submit">
        {t('ieo.form.submit')}
      </Button>
    </form>
  );
}
