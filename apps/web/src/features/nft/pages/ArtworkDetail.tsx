/**
 * One artwork (artworkDetail; artworkDetail_video plays audio and video): media, creator, owner,
 * rarity, its listing with the rules, the bids, and what the caller can do: buy, bid, resell,
 * open a box, collect.
 */
import { useState } from 'react';
import Button from 'antd-mobile/es/components/button';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from '../../../app/i18n';
import { useSearchParams } from 'react-router';
import type { NftArtwork } from '@bourse/contract';
import { go } from '../../../app/navigation';
import { useToken } from '../../../app/session';
import { Page } from '../../../components/Page';
import { QueryView } from '../../../components/states';
import { toast } from '../../../lib/toast';
import { collect, refreshNft, useArtwork } from '../api';
import { BidList } from '../components/BidList';
import { Media } from '../components/Media';
import { Row, SaleInfo } from '../components/SaleInfo';
import { artistPath, NFT_PATHS, seriesPath } from '../paths';
import { useNftLive } from '../live';
import '../nft.css';

export default function ArtworkDetail() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const code = params.get('code') ?? '';
  const art = useArtwork(code);
  useNftLive();
  return (
    <Page title={t('nft.detail.title')} name="nft-detail">
      <QueryView query={art}>{(a) => <Detail art={a} />}</QueryView>
    </Page>
  );
}

function Detail({ art }: { art: NftArtwork }) {
  const { t } = useTranslation();
  const l = art.listing;
  return (
    <div className="nft-layout" data-testid="nft-detail" data-code={art.code}>
      <Media art={art} />
      <section className="card nft-info">
        <div className="nft-info-head">
          <h2 className="nft-title">{art.title}</h2>
          <CollectButton art={art} />
        </div>
        <dl className="nft-rows">
          <Row label={t('nft.detail.code')} value={art.code} />
          <div>
            <dt>{t('nft.detail.creator')}</dt>
            <dd>
              <button type="button" className="nft-link" onClick={() => go(artistPath(art.creator.id))}>
                {art.creator.name}
              </button>
            </dd>
          </div>
          <Row label={t('nft.detail.owner')} value={art.mine ? t('nft.detail.you') : (art.owner ?? '--')} testid="owner" />
          <Row label={t('nft.detail.type')} value={t(`nft.type.${art.type}`)} />
          {art.rarity ? <Row label={t('nft.detail.rarity')} value={art.rarity} /> : null}
          {art.is_box ? <Row label={t('nft.detail.box')} value={t(art.opened ? 'nft.box.opened' : 'nft.box.unopened')} /> : null}
        </dl>
        {art.description ? <p className="nft-description">{art.description}</p> : null}
        {art.is_box && art.series_id ? (
          <button type="button" className="nft-link" onClick={() => go(seriesPath(art.series_id!))} data-testid="series-link">
            {t('nft.box.verifyLink')}
          </button>
        ) : null}
      </section>
      {l ? <SaleInfo l={l} /> : null}
      <Actions art={art} />
      {l?.pay_type === 'auction' ? <BidList code={art.code} /> : null}
    </div>
  );
}

function Actions({ art }: { art: NftArtwork }) {
  const { t } = useTranslation();
  const l = art.listing;
  if (art.mine) {
    if (l)
      return (
        <p className="hint" data-testid="listed-note">
          {t('nft.detail.listedMine')}
        </p>
      );
    return (
      <div className="nft-actions">
        {art.is_box && !art.opened ? (
          <Button block color="primary" onClick={() => go(NFT_PATHS.myNft)} data-testid="go-open">
            {t('nft.box.open')}
          </Button>
        ) : null}
        <Button block onClick={() => go(`${NFT_PATHS.resell}?code=${encodeURIComponent(art.code)}`)} data-testid="go-resell">
          {t('nft.resell.action')}
        </Button>
      </div>
    );
  }
  if (!l || l.status !== 'open' || l.sale_status !== 'started') return null;
  return (
    <div className="nft-actions">
      <Button
        block
        color="primary"
        onClick={() => go(`${NFT_PATHS.purchase}?code=${encodeURIComponent(art.code)}`)}
        data-testid={l.pay_type === 'auction' ? 'go-bid' : 'go-buy'}
      >
        {t(l.pay_type === 'auction' ? 'nft.bid.action' : 'nft.buy.action')}
      </Button>
    </div>
  );
}

function CollectButton({ art }: { art: NftArtwork }) {
  const { t } = useTranslation();
  const token = useToken();
  const client = useQueryClient();
  const [busy, setBusy] = useState(false);
  if (!token) return null;
  const onClick = async () => {
    setBusy(true);
    try {
      const r = await collect(art.code);
      void toast(t(r.collected ? 'nft.collect.added' : 'nft.collect.removed'), 'success');
      await refreshNft(client);
    } catch {
      // The wrapper has shown the reason.
    } finally {
      setBusy(false);
    }
  };
  return (
    <button
      type="button"
      className={`nft-collect${art.collected ? ' nft-collect--on' : ''}`}
      onClick={onClick}
      disabled={busy}
      aria-pressed={art.collected}
      data-testid="collect"
    >
      {art.collected ? '★' : '☆'} {t(art.collected ? 'nft.collect.collected' : 'nft.collect.add')} · {art.collect_count}
    </button>
  );
}
