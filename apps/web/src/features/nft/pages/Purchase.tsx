/**
 * Buying at a fixed price or bidding in an auction (purchase). The price, the caller's spot
 * balance, who is paid and the fee are stated before the user confirms; a bid states the margin
 * held at the first bid and what happens if the win is not paid within a day.
 */
import { useState } from 'react';
import Button from 'antd-mobile/es/components/button';
import Dialog from 'antd-mobile/es/components/dialog';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from '../../../app/i18n';
import { useSearchParams } from 'react-router';
import type { NftArtwork, NftListing } from '@bourse/contract';
import { go } from '../../../app/navigation';
import { Field } from '../../../components/form/Field';
import { Page } from '../../../components/Page';
import { QueryView } from '../../../components/states';
import { toast } from '../../../lib/toast';
import { bidNft, buyNft, refreshNft, useArtwork, useCurrencies, useMargin } from '../api';
import { Media } from '../components/Media';
import { AuctionRules, Row } from '../components/SaleInfo';
import { useNftFormat } from '../format';
import { artworkPath, NFT_PATHS } from '../paths';
import '../nft.css';

export default function Purchase() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const art = useArtwork(params.get('code') ?? '');
  return (
    <Page title={t('nft.purchase.title')} name="nft-purchase">
      <QueryView query={art}>
        {(a) =>
          a.listing ? (
            <div className="nft-layout">
              <div className="nft-summary">
                <Media art={a} thumb />
                <div>
                  <strong>{a.title}</strong>
                  <div className="muted">{a.creator.name}</div>
                </div>
              </div>
              {a.listing.pay_type === 'auction' ? <BidForm art={a} l={a.listing} /> : <BuyForm art={a} l={a.listing} />}
            </div>
          ) : (
            <p className="hint">{t('errors.NFT_NOT_ON_SALE')}</p>
          )
        }
      </QueryView>
    </Page>
  );
}

function Balance({ currency }: { currency: string }) {
  const { t } = useTranslation();
  const f = useNftFormat();
  const cur = useCurrencies();
  const mine = cur.data?.find((c) => c.currency === currency);
  return <Row label={t('nft.purchase.balance')} value={f.money(mine?.available ?? null, currency)} testid="balance" />;
}

function BuyForm({ art, l }: { art: NftArtwork; l: NftListing }) {
  const { t } = useTranslation();
  const f = useNftFormat();
  const client = useQueryClient();
  const [busy, setBusy] = useState(false);
  const buy = async () => {
    const sure = await Dialog.confirm({
      content: t('nft.buy.confirm', { title: art.title, price: f.money(l.price, l.currency) }),
      confirmText: t('nft.buy.action'),
      cancelText: t('nft.common.cancel'),
    });
    if (!sure) return;
    setBusy(true);
    try {
      await buyNft(art.code);
      void toast(t('nft.buy.done'), 'success');
      await refreshNft(client);
      go(NFT_PATHS.myNft, { replace: true });
    } catch {
      // The wrapper has shown the reason (sold, out of its window, balance).
    } finally {
      setBusy(false);
    }
  };
  return (
    <section className="card nft-sale">
      <dl className="nft-rows">
        <Row label={t('nft.listing.price')} value={f.money(l.price, l.currency)} testid="purchase-price" />
        <Balance currency={l.currency} />
      </dl>
      <p className="hint">{t(l.primary ? 'nft.buy.paysArtist' : 'nft.buy.paysOwner', { fee: f.percent(l.fee_percent) })}</p>
      <Button block color="primary" loading={busy} onClick={buy} data-testid="buy-confirm">
        {t('nft.buy.action')}
      </Button>
    </section>
  );
}

function BidForm({ art, l }: { art: NftArtwork; l: NftListing }) {
  const { t } = useTranslation();
  const f = useNftFormat();
  const client = useQueryClient();
  const margin = useMargin(art.code, true);
  const [price, setPrice] = useState(l.min_bid ?? '');
  const [busy, setBusy] = useState(false);
  const held = margin.data?.mine === 'held';
  const bid = async () => {
    const sure = await Dialog.confirm({
      content: held
        ? t('nft.bid.confirm', { price: f.money(price, l.currency) })
        : t('nft.bid.confirmFirst', { price: f.money(price, l.currency), margin: f.money(l.margin, l.currency) }),
      confirmText: t('nft.bid.action'),
      cancelText: t('nft.common.cancel'),
    });
    if (!sure) return;
    setBusy(true);
    try {
      await bidNft(art.code, price);
      void toast(t('nft.bid.done'), 'success');
      await refreshNft(client);
      go(artworkPath(art), { replace: true });
    } catch {
      // The wrapper has shown the reason (too low, ended, balance for the margin).
    } finally {
      setBusy(false);
    }
  };
  return (
    <section className="card nft-sale">
      <dl className="nft-rows">
        <Row label={t('nft.listing.currentBid')} value={l.current_bid ? f.money(l.current_bid, l.currency) : t('nft.listing.noBids')} />
        <Row label={t('nft.listing.minBid')} value={f.money(l.min_bid, l.currency)} />
        <Row
          label={t('nft.listing.margin')}
          value={`${f.money(l.margin, l.currency)}${held ? ` · ${t('nft.bid.marginHeld')}` : ''}`}
          testid="margin"
        />
        <Balance currency={l.currency} />
      </dl>
      <Field id="nft-bid" label={t('nft.bid.price')} value={price} onChange={setPrice} inputMode="numeric" after={l.currency} />
      <AuctionRules />
      <Button block color="primary" loading={busy} onClick={bid} disabled={price.trim() === ''} data-testid="bid-confirm">
        {t('nft.bid.action')}
      </Button>
    </section>
  );
}
