/** A campaign to claim from: what its coupon is, how long it lasts once claimed, and the claim button or why it is closed. */
import { useState } from 'react';
import Button from 'antd-mobile/es/components/button';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from '../../../app/i18n';
import type { CouponCampaign } from '@bourse/contract';
import { useCouponLabel } from '../../../components/coupon/CouponPicker';
import { newRequestKey } from '../../../lib/request-key';
import { formatDateTime } from '../../../lib/time-ago';
import { toast } from '../../../lib/toast';
import { claimCoupon, refreshCoupons } from '../api';

export function CampaignCard({ campaign: c }: { campaign: CouponCampaign }) {
  const { t } = useTranslation();
  const label = useCouponLabel();
  const client = useQueryClient();
  const [busy, setBusy] = useState(false);
  // One key per card: a retry after a lost answer claims once.
  const [key] = useState(newRequestKey);
  const claim = async () => {
    setBusy(true);
    try {
      await claimCoupon(c.id, key);
      toast(t('coupons.claimed'), 'success');
      await refreshCoupons(client);
    } catch {
      // The request wrapper has shown the server's reason.
    } finally {
      setBusy(false);
    }
  };
  return (
    <article className="card coupon-card" data-testid={`campaign-${c.id}`}>
      <div className="coupon-card-main">
        <strong className="coupon-card-title">{label(c)}</strong>
        <span className="coupon-tag">{t(`coupons.product.${c.product}`)}</span>
        <span className="muted">{t('coupons.validDays', { count: c.valid_days })}</span>
        <span className="muted">{t('coupons.claimUntil', { when: formatDateTime(c.claim_until) })}</span>
      </div>
      {c.claimed ? (
        <span className="coupon-state" data-testid="campaign-claimed">
          {t('coupons.alreadyClaimed')}
        </span>
      ) : c.availability === 'open' ? (
        <Button color="primary" size="small" loading={busy} onClick={() => void claim()} data-testid={`claim-${c.id}`}>
          {t('coupons.claim')}
        </Button>
      ) : (
        <span className="coupon-state coupon-state--closed">{t(`coupons.availability.${c.availability}`)}</span>
      )}
    </article>
  );
}
