/** An artwork in a grid: its media, title, creator, price or current bid, and where its sale stands. */
import { useTranslation } from '../../../app/i18n';
import type { NftArtwork } from '@bourse/contract';
import { go } from '../../../app/navigation';
import { useNftFormat } from '../format';
import { artworkPath } from '../paths';
import { Media } from './Media';

export function ArtworkCard({ art }: { art: NftArtwork }) {
  const { t } = useTranslation();
  const f = useNftFormat();
  const l = art.listing;
  const price = l ? (l.pay_type === 'auction' ? (l.current_bid ?? l.price) : l.price) : null;
  return (
    <button type="button" className="nft-card" onClick={() => go(artworkPath(art))} data-testid="nft-card" data-code={art.code}>
      <Media art={art} thumb />
      <div className="nft-card-body">
        <strong className="nft-card-title">{art.title}</strong>
        <span className="muted nft-card-creator">{art.creator.name}</span>
        {l ? (
          <span className="nft-card-price">
            <small>
              {l.pay_type === 'auction' ? t(l.current_bid ? 'nft.listing.currentBid' : 'nft.listing.startPrice') : t('nft.listing.price')}
            </small>
            {f.money(price, l.currency)}
          </span>
        ) : (
          <span className="muted">{t('nft.listing.notListed')}</span>
        )}
        {l ? <SaleTag status={l.sale_status} auction={l.pay_type === 'auction'} /> : null}
      </div>
    </button>
  );
}

export function SaleTag({ status, auction }: { status: string; auction: boolean }) {
  const { t } = useTranslation();
  return (
    <span className={`nft-tag nft-tag--${status}`} data-testid="sale-status">
      {auction ? `${t('nft.payType.auction')} · ` : ''}
      {t(`nft.sale.${status}`)}
    </span>
  );
}

export function ArtworkGrid({ items }: { items: NftArtwork[] }) {
  return (
    <div className="nft-grid">
      {items.map((a) => (
        <ArtworkCard key={a.code} art={a} />
      ))}
    </div>
  );
}
