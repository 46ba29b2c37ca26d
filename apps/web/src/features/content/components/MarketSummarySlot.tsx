/**
 * The home's market summary: a few pairs live and today's top movers, drawn by market-data
 * (through app/market-summary.ts, loaded just after the home screen).
 */
import Button from 'antd-mobile/es/components/button';
import { useTranslation } from '../../../app/i18n';
import { go } from '../../../app/navigation';
import { HomeMarketSummary } from '../../../app/market-summary';
import { useSiteInfo } from '../../../app/site';
import { SimulatedMarketBadge } from '../../../components/SimulatedMarketBadge';

export function MarketSummarySlot() {
  const { t } = useTranslation();
  const info = useSiteInfo().data;
  return (
    <section className="card market-slot" data-slot="market-summary" aria-labelledby="market-slot-title">
      <div className="section-head">
        <h2 className="section-title" id="market-slot-title">
          {t('home.market.title')}
        </h2>
        <SimulatedMarketBadge simulated={info?.simulated_market} />
      </div>
      <HomeMarketSummary />
      <Button size="small" fill="outline" color="primary" onClick={() => go('/pages/market/market')} className="market-slot-more">
        {t('home.market.viewAll')}
      </Button>
    </section>
  );
}
