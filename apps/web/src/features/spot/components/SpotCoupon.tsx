/**
 * The spot form's coupon (issue 18): the user's usable spot fee-discount coupons (coin markets
 * only: stocks are another product), the one chosen, and what it does to this order's estimated
 * fee before it is confirmed: the fee's worth, the discount and what is left, in the coupon's coin.
 */
import { useTranslation } from '../../../app/i18n';
import type { SpotMarketInfo } from '@bourse/contract';
import { CouponPicker, useCouponChoice, useUsableCoupons } from '../../../components/coupon/CouponPicker';
import { useCoinScale } from '../api';
import { couponPreview } from '../coupon';
import { useSpotFormat } from '../format';

export function useSpotCoupon(market: SpotMarketInfo, feeWorth: string | undefined, signedIn: boolean) {
  const offered = signedIn && market.kind === 'crypto';
  const coupons = useUsableCoupons('spot', offered);
  const choice = useCouponChoice(offered ? coupons.data : undefined, {}, 0);
  const scale = useCoinScale(choice.coupon?.currency);
  const preview = couponPreview(choice.coupon, feeWorth, scale.data);
  /** After an order used the coupon: none chosen, and the list asked again. */
  const used = () => {
    if (!choice.coupon) return;
    choice.onChange(undefined);
    void coupons.refetch();
  };
  return { choice, preview, used };
}

export type SpotCouponState = ReturnType<typeof useSpotCoupon>;

/** The fee before and after the coupon: '≈ 0.05 → 0.025 USDT'. */
export function useFeeLine() {
  const f = useSpotFormat();
  return ({ choice: { coupon }, preview }: SpotCouponState) =>
    coupon && preview ? `≈ ${f.amount(preview.before, 8)} → ${f.amount(preview.after, 8)} ${coupon.currency}` : '--';
}

export function SpotCouponField({ state }: { state: SpotCouponState }) {
  const { t } = useTranslation();
  const f = useSpotFormat();
  const feeLine = useFeeLine();
  const { coupon } = state.choice;
  return (
    <>
      <CouponPicker choice={state.choice} />
      {coupon ? (
        <div className="coupon-effect" data-testid="coupon-effect">
          <div>
            {t('spot.coupon.feeLabel')}: <strong data-testid="coupon-fee">{feeLine(state)}</strong>
            {state.preview ? ` (${t('spot.coupon.off', { amount: `${f.amount(state.preview.off, 8)} ${coupon.currency}` })})` : ''}
          </div>
          <div className="muted">{t('spot.coupon.note', { currency: coupon.currency })}</div>
        </div>
      ) : null}
    </>
  );
}
