/**
 * The coupon centre (setting/coupon): campaigns to claim from, then the user's coupons by state
 * (usable, in use or used, expired), each with what it is, where it applies, its expiry and, once
 * used, what it gave and on which order; and how coupons and vouchers work.
 */
import '../coupons.css';
import { useState } from 'react';
import { useTranslation } from '../../../app/i18n';
import type { Coupon } from '@bourse/contract';
import { Page } from '../../../components/Page';
import { EmptyState, QueryView } from '../../../components/states';
import { useCouponCenter } from '../api';
import { CampaignCard } from '../components/CampaignCard';
import { CouponCard } from '../components/CouponCard';

type Tab = 'usable' | 'used' | 'expired';
const inTab = (c: Coupon, tab: Tab) =>
  tab === 'usable' ? c.status === 'held' : tab === 'used' ? c.status === 'used' || c.status === 'in_use' : c.status === 'expired';

export default function Center() {
  const { t } = useTranslation();
  const center = useCouponCenter();
  const [tab, setTab] = useState<Tab>('usable');
  return (
    <Page title={t('coupons.title')} name="coupons">
      <div className="coupon-layout">
        <QueryView query={center}>
          {(data) => (
            <>
              <section aria-labelledby="coupon-claim-title">
                <h2 id="coupon-claim-title" className="coupon-section-title">
                  {t('coupons.claimTitle')}
                </h2>
                {data.campaigns.length === 0 ? (
                  <EmptyState title={t('coupons.noCampaigns')} />
                ) : (
                  <div className="coupon-list">
                    {data.campaigns.map((c) => (
                      <CampaignCard key={c.id} campaign={c} />
                    ))}
                  </div>
                )}
              </section>
              <section aria-labelledby="coupon-mine-title">
                <h2 id="coupon-mine-title" className="coupon-section-title">
                  {t('coupons.mineTitle')}
                </h2>
                <div className="seg-tabs" role="tablist">
                  {(['usable', 'used', 'expired'] as const).map((k) => (
                    <button
                      key={k}
                      type="button"
                      role="tab"
                      aria-selected={tab === k}
                      className={`seg-tab${tab === k ? ' seg-tab--active' : ''}`}
                      onClick={() => setTab(k)}
                      data-testid={`coupon-tab-${k}`}
                    >
                      {t(`coupons.tab.${k}`)}
                    </button>
                  ))}
                </div>
                {data.coupons.filter((c) => inTab(c, tab)).length === 0 ? (
                  <EmptyState title={t(`coupons.empty.${tab}`)} />
                ) : (
                  <div className="coupon-list" data-testid={`coupons-${tab}`}>
                    {data.coupons
                      .filter((c) => inTab(c, tab))
                      .map((c) => (
                        <CouponCard key={c.id} coupon={c} />
                      ))}
                  </div>
                )}
              </section>
            </>
          )}
        </QueryView>
        <section className="card coupon-how" data-testid="coupon-how">
          <h2 className="coupon-section-title">{t('coupons.how.title')}</h2>
          <ul>
            <li>{t('coupons.how.fee')}</li>
            <li>{t('coupons.how.voucher')}</li>
            <li>{t('coupons.how.expiry')}</li>
            <li>{t('coupons.how.funded')}</li>
          </ul>
        </section>
      </div>
    </Page>
  );
}
