/**
 * An artwork's listing: pay type, price or current bid with the next minimum, per-increase,
 * margin, the stated fee, the window with a countdown, and the auction's rules (margin held at the
 * first bid, one day to pay or the margin goes to the seller, a late bid extends the end).
 */
import { useTranslation } from '../../../app/i18n';
import type { NftListing } from '@bourse/contract';
import { useNftFormat } from '../format';
import { SaleTag } from './ArtworkCard';
import { useNow } from './useNow';

export function SaleInfo({ l }: { l: NftListing }) {
  const { t } = useTranslation();
  const f = useNftFormat();
  const now = useNow(1000, l.status === 'open');
  const auction = l.pay_type === 'auction';
  const target = l.sale_status === 'not_started' ? l.start_time : l.end_time;
  return (
    <section className="card nft-sale" data-testid="sale-info">
      <div className="nft-sale-head">
        <SaleTag status={l.sale_status} auction={auction} />
        {l.status === 'open' && l.sale_status !== 'ended' ? (
          <span className="nft-countdown" data-testid="sale-countdown">
            {t(l.sale_status === 'not_started' ? 'nft.sale.startsIn' : 'nft.sale.endsIn', { left: f.left(target - now) })}
          </span>
        ) : null}
      </div>
      <dl className="nft-rows">
        {auction ? (
          <>
            <Row label={t('nft.listing.startPrice')} value={f.money(l.price, l.currency)} />
            <Row
              label={t('nft.listing.currentBid')}
              value={l.current_bid ? f.money(l.current_bid, l.currency) : t('nft.listing.noBids')}
              testid="current-bid"
            />
            <Row label={t('nft.listing.perIncrease')} value={f.money(l.per_increase, l.currency)} />
            <Row label={t('nft.listing.minBid')} value={f.money(l.min_bid, l.currency)} testid="min-bid" />
            <Row label={t('nft.listing.margin')} value={f.money(l.margin, l.currency)} />
            <Row label={t('nft.listing.bids')} value={f.count(l.bid_count)} />
          </>
        ) : (
          <Row label={t('nft.listing.price')} value={f.money(l.price, l.currency)} testid="fixed-price" />
        )}
        <Row label={t('nft.listing.window')} value={`${f.when(l.start_time)} – ${f.when(l.end_time)}`} />
        <Row label={t(l.primary ? 'nft.listing.feePrimary' : 'nft.listing.feeResale')} value={f.percent(l.fee_percent)} />
      </dl>
      {auction ? <AuctionRules /> : null}
    </section>
  );
}

export function AuctionRules() {
  const { t } = useTranslation();
  return (
    <ul className="nft-rules" data-testid="auction-rules">
      <li>{t('nft.rules.margin')}</li>
      <li>{t('nft.rules.pay')}</li>
      <li>{t('nft.rules.forfeit')}</li>
      <li>{t('nft.rules.extend')}</li>
    </ul>
  );
}

export function Row({ label, value, testid }: { label: string; value: string; testid?: string }) {
  return (
    <div>
      <dt>{label}</dt>
      <dd data-testid={testid}>{value}</dd>
    </div>
  );
}
