/**
 * The coupon an order form offers (issue 18): the caller's usable coupons for the product, "none"
 * first, and what the chosen one does to this order before it is confirmed. The page fetches the
 * coupons (`useUsableCoupons`) and the form shows them; trading features never import the coupon
 * centre, only this shared piece and the route map.
 */
import { useState } from 'react';
import { useQuery, type QueryClient } from '@tanstack/react-query';
import { useTranslation } from '../../app/i18n';
import type { Coupon, CouponProduct } from '@bourse/contract';
import { call } from '../../app/api';
import { useNumberFormat } from '../../lib/number-display';
import { formatDateTime } from '../../lib/time-ago';
import { couponGives } from './coupon-maths';
import './coupon.css';

const USABLE = 'coupons-usable';

export function useUsableCoupons(product: CouponProduct, signedIn: boolean) {
  return useQuery({
    queryKey: [USABLE, product, signedIn],
    enabled: signedIn,
    staleTime: 0,
    queryFn: ({ signal }) => call('GET /coupons/usable', { product }, { signal, silent: true }),
  });
}

/** After an order used a coupon, the forms ask again. */
export const refreshUsableCoupons = (client: QueryClient) => client.invalidateQueries({ queryKey: [USABLE] });

/** A coupon's short name: "50% off fees (up to 1 USDT)", "10 USDT stake voucher". */
export function useCouponLabel() {
  const { t } = useTranslation();
  const n = useNumberFormat();
  return (c: Pick<Coupon, 'kind' | 'percent' | 'value' | 'currency'>) =>
    c.kind === 'fee_discount'
      ? t('coupons.label.fee_discount', { percent: c.percent, cap: `${n.amount(c.value)} ${c.currency}` })
      : t(`coupons.label.${c.kind}`, { amount: `${n.amount(c.value)} ${c.currency}` });
}

/** The form's choice of coupon and what it gives this order (the form passes its fee and stake or margin). */
export function useCouponChoice(
  coupons: Coupon[] | undefined,
  order: { fee?: string | undefined; base?: string | undefined },
  scale: number,
) {
  const [value, setValue] = useState<number | undefined>();
  const coupon = coupons?.find((c) => c.id === value);
  const gives = coupon ? couponGives(coupon, order, scale) : undefined;
  return { coupons: coupons ?? [], value, onChange: setValue, coupon, gives };
}

export type CouponChoice = ReturnType<typeof useCouponChoice>;

export function CouponPicker({ choice }: { choice: CouponChoice }) {
  const { t } = useTranslation();
  const label = useCouponLabel();
  const { coupons, value, onChange } = choice;
  if (coupons.length === 0) return null;
  return (
    <div className="field coupon-picker" data-testid="coupon-picker">
      <span className="field-label">{t('coupons.picker.title')}</span>
      <div className="coupon-chips" role="radiogroup" aria-label={t('coupons.picker.title')}>
        <button
          type="button"
          role="radio"
          aria-checked={value === undefined}
          className={`coupon-chip${value === undefined ? ' coupon-chip--active' : ''}`}
          onClick={() => onChange(undefined)}
          data-testid="coupon-none"
        >
          {t('coupons.picker.none')}
        </button>
        {coupons.map((c) => (
          <button
            key={c.id}
            type="button"
            role="radio"
            aria-checked={value === c.id}
            className={`coupon-chip${value === c.id ? ' coupon-chip--active' : ''}`}
            onClick={() => onChange(c.id)}
            data-testid={`coupon-${c.id}`}
          >
            <strong>{label(c)}</strong>
            <span className="muted">{t('coupons.expires', { when: formatDateTime(c.expires_at) })}</span>
          </button>
        ))}
      </div>
    </div>
  );
}

/** What the chosen coupon does to this order: the fee saved, or the credit lent and what comes back. */
export function CouponEffect({ choice: { coupon, gives } }: { choice: CouponChoice }) {
  const { t } = useTranslation();
  const n = useNumberFormat();
  if (!coupon) return null;
  const amount = gives === undefined ? '--' : `${n.amount(gives)} ${coupon.currency}`;
  return (
    <p className="coupon-effect" data-testid="coupon-effect">
      {t(`coupons.effect.${coupon.kind}`, { amount })}
    </p>
  );
}

/** The coupon an order's record names: its kind and what it gave. */
export function OrderCoupon({ coupon, currency }: { coupon: { id: number; kind: string; value: string } | null; currency: string }) {
  const { t } = useTranslation();
  const n = useNumberFormat();
  if (!coupon) return null;
  return (
    <div className="coupon-order muted" data-testid="order-coupon">
      {t(`coupons.order.${coupon.kind}`, { amount: `${n.amount(coupon.value)} ${currency}`, id: coupon.id })}
    </div>
  );
}
