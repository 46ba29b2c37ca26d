/** The bids of an auction, highest first: bidder (masked; "you" for the caller), price, time. */
import { useTranslation } from '../../../app/i18n';
import { EmptyState, QueryView } from '../../../components/states';
import { useBids } from '../api';
import { useNftFormat } from '../format';

export function BidList({ code }: { code: string }) {
  const { t } = useTranslation();
  const f = useNftFormat();
  const bids = useBids(code);
  return (
    <section className="section" data-testid="bid-list">
      <h2 className="section-title">{t('nft.bids.title')}</h2>
      <QueryView query={bids} isEmpty={(p) => p.data.length === 0} empty={<EmptyState title={t('nft.bids.empty')} />}>
        {(p) => (
          <ul className="nft-list">
            {p.data.map((b) => (
              <li key={b.id} className="nft-list-row" data-testid="bid-row">
                <span>{b.mine ? t('nft.bids.you') : b.bidder}</span>
                <strong>{f.money(b.price, b.currency)}</strong>
                <span className="muted">{b.leading ? t('nft.bids.leading') : f.when(b.created_at)}</span>
              </li>
            ))}
          </ul>
        )}
      </QueryView>
    </section>
  );
}
