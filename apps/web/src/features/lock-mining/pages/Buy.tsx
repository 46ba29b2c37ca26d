/**
 * Subscribe to one product (?id=): its terms, the spot balance it is paid from, the amount, and
 * before confirming what it earns per day and in all, when interest starts and when the principal
 * comes back, and what redeeming early would cost.
 */
import '../lock-mining.css';
import { type ReactNode, useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import Button from 'antd-mobile/es/components/button';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from '../../../app/i18n';
import type { LockProduct } from '@bourse/contract';
import { Page } from '../../../components/Page';
import { DecimalField } from '../../../components/form/DecimalField';
import { EmptyState, ErrorState, Loading } from '../../../components/states';
import { useRequestKey } from '../../../lib/request-key';
import { toast } from '../../../lib/toast';
import { refreshLock, subscribeLock, useCoinScale, useLockConfig } from '../api';
import { Availability } from '../components/Availability';
import { Terms } from '../components/Terms';
import { useLockFormat } from '../format';
import { amountProblem, preview, type Preview, smaller } from '../maths';
import { orderPath } from '../paths';

export default function Buy() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const id = Number(params.get('id'));
  const config = useLockConfig();
  const currency = config.data?.find((c) => c.products.some((p) => p.id === id));
  const product = currency?.products.find((p) => p.id === id);
  const scale = useCoinScale(product?.currency);
  let body;
  if (config.isPending || (product && scale.isPending)) body = <Loading />;
  else if (config.isError) body = <ErrorState onRetry={() => void config.refetch()} />;
  else if (!product) body = <EmptyState title={t('errors.LOCK_PRODUCT_NOT_FOUND')} />;
  else body = <BuyForm product={product} balance={currency!.balance ?? '0'} scale={scale.data ?? 8} />;
  return (
    <Page title={t('lockMining.buy.title')} name="lock-buy">
      <div className="lock-layout">{body}</div>
    </Page>
  );
}

function BuyForm({ product: p, balance, scale }: { product: LockProduct; balance: string; scale: number }) {
  const { t } = useTranslation();
  const f = useLockFormat();
  const { amount, edit, confirming, setConfirming, error, problem, busy, submit } = useAmount(p, balance, scale);
  const est = amount
    ? preview(amount, scale, { ratePercent: p.interest_rate, days: p.day, dividendMinute: p.dividend_minute, nowMs: Date.now() })
    : undefined;
  const max = smaller(balance, p.max_now, scale);
  return (
    <>
      <section className="card lock-card">
        <header className="lock-card-head">
          <strong>{t('lockMining.productName', { currency: p.currency, count: p.day })}</strong>
          <Availability value={p.availability} />
        </header>
        <Terms product={p} />
      </section>
      <section className="card lock-card">
        <DecimalField
          id="amount"
          label={t('lockMining.buy.amount')}
          value={amount}
          onChange={edit}
          decimals={scale}
          unit={p.currency}
          error={error}
          placeholder={t('lockMining.buy.placeholder', { min: f.money(p.save_min) })}
          hint={t('lockMining.buy.available', { amount: f.money(balance, p.currency) })}
          after={
            <button type="button" className="lock-max" onClick={() => edit(max)} data-testid="lock-max">
              {t('lockMining.buy.max')}
            </button>
          }
        />
        {est && !confirming ? <PreviewFacts est={est} currency={p.currency} /> : null}
        <p className="lock-note">{t('lockMining.buy.funded')}</p>
        <p className="lock-note">{t('lockMining.buy.penaltyNote', { rate: f.rate(p.penalty_rate) })}</p>
        <ConfirmBlock
          confirming={confirming}
          busy={busy}
          canSubmit={p.availability === 'open'}
          text={t('lockMining.buy.confirmText', {
            amount: f.money(amount, p.currency),
            count: p.day,
            total: f.money(est?.total ?? '0', p.currency),
          })}
          facts={est ? <PreviewFacts est={est} currency={p.currency} testId="lock-confirm-facts" /> : null}
          onOpen={() => {
            if (!problem()) setConfirming(true);
          }}
          onClose={() => setConfirming(false)}
          onConfirm={() => void submit()}
        />
      </section>
    </>
  );
}

/** Interest per day and over the term, when it starts and when the principal returns. */
function PreviewFacts({ est, currency, testId = 'lock-preview' }: { est: Preview; currency: string; testId?: string }) {
  const { t } = useTranslation();
  const f = useLockFormat();
  return (
    <dl className="lock-facts" data-testid={testId}>
      <dt>{t('lockMining.buy.daily')}</dt>
      <dd data-testid={`${testId}-daily`}>{f.money(est.daily, currency)}</dd>
      <dt>{t('lockMining.buy.total')}</dt>
      <dd data-testid={`${testId}-total`}>{f.money(est.total, currency)}</dd>
      <dt>{t('lockMining.order.start')}</dt>
      <dd>{f.when(est.startMs)}</dd>
      <dt>{t('lockMining.order.end')}</dt>
      <dd>{f.when(est.endMs)}</dd>
    </dl>
  );
}

/**
 * The amount and its checks: field messages show once the user has tried to subscribe, then follow
 * the amount as it is edited; a server refusal stays under the field until the next edit.
 */
function useAmount(p: LockProduct, balance: string, scale: number) {
  const { t } = useTranslation();
  const [amount, setAmount] = useState('');
  const [confirming, setConfirming] = useState(false);
  const [tried, setTried] = useState(false);
  const [refusal, setRefusal] = useState<string | undefined>();
  const { busy, submit } = useSubscribe(p.id, amount, (message) => {
    setConfirming(false);
    setRefusal(message);
  });
  const limits = {
    saveMin: p.save_min,
    saveMax: p.save_max,
    userLocked: p.user_locked,
    remaining: p.remaining,
    maxNow: p.max_now,
    balance,
  };
  const code = amountProblem(amount, scale, limits);
  const edit = (v: string) => {
    setAmount(v);
    setConfirming(false);
    setRefusal(undefined);
  };
  /** Marks the form as tried; the problem that keeps it from confirming, if any. */
  const problem = () => {
    setTried(true);
    return code;
  };
  const error = refusal ?? (tried && code ? t(`errors.${code}`) : undefined);
  return { amount, edit, confirming, setConfirming, error, problem, busy, submit };
}

interface ConfirmProps {
  confirming: boolean;
  busy: boolean;
  canSubmit: boolean;
  text: string;
  facts: ReactNode;
  onOpen(): void;
  onClose(): void;
  onConfirm(): void;
}

/** Nothing is sent until the user has read the amount, the term and the whole interest, and confirmed. */
function ConfirmBlock(props: ConfirmProps) {
  const { t } = useTranslation();
  if (!props.confirming) {
    return (
      <Button block color="primary" disabled={!props.canSubmit} onClick={props.onOpen} data-testid="lock-subscribe">
        {t('lockMining.subscribe')}
      </Button>
    );
  }
  return (
    <div className="lock-confirm" data-testid="lock-confirm">
      <p>{props.text}</p>
      {props.facts}
      <Button block color="primary" loading={props.busy} onClick={props.onConfirm} data-testid="lock-confirm-button">
        {t('lockMining.buy.confirm')}
      </Button>
      <Button block fill="none" onClick={props.onClose}>
        {t('lockMining.cancel')}
      </Button>
    </div>
  );
}

/** Subscribe once per amount (an Idempotency-Key per attempt), then open the new order. */
function useSubscribe(productId: number, amount: string, onRefused: (message: string | undefined) => void) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const client = useQueryClient();
  const key = useRequestKey();
  const [busy, setBusy] = useState(false);
  const submit = async () => {
    setBusy(true);
    try {
      const order = await subscribeLock({ config_id: productId, amount }, key.keyFor(`${productId}:${amount}`));
      key.done();
      await refreshLock(client);
      void toast(t('lockMining.buy.done'), 'success');
      void navigate(orderPath(order.id), { replace: true });
    } catch (err) {
      // The request wrapper showed the server's reason as a toast; it stays under the field too.
      const e = err as { kind?: string; message?: string };
      onRefused(e?.kind === 'api' ? e.message : undefined);
    } finally {
      setBusy(false);
    }
  };
  return { busy, submit };
}
