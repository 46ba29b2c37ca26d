/**
 * My NFTs (myNft): what the caller owns. An unopened blind box opens after a confirmation; the
 * result names the item and links to the series page where anyone can check the draw.
 */
import { useState } from 'react';
import Button from 'antd-mobile/es/components/button';
import Dialog from 'antd-mobile/es/components/dialog';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from '../../../app/i18n';
import type { NftArtwork } from '@bourse/contract';
import { go } from '../../../app/navigation';
import { Page } from '../../../components/Page';
import { EmptyState, QueryView } from '../../../components/states';
import { toast } from '../../../lib/toast';
import { openBox, refreshNft, useMyNfts } from '../api';
import { Media } from '../components/Media';
import { artworkPath, NFT_PATHS, seriesPath } from '../paths';
import '../nft.css';

export default function MyNft() {
  const { t } = useTranslation();
  const mine = useMyNfts();
  return (
    <Page title={t('nft.myNft.title')} name="nft-my">
      <QueryView query={mine} isEmpty={(p) => p.data.length === 0} empty={<EmptyState title={t('nft.myNft.empty')} />}>
        {(p) => (
          <ul className="nft-owned">
            {p.data.map((a) => (
              <Owned key={a.code} art={a} />
            ))}
          </ul>
        )}
      </QueryView>
    </Page>
  );
}

function Owned({ art }: { art: NftArtwork }) {
  const { t } = useTranslation();
  const client = useQueryClient();
  const [busy, setBusy] = useState(false);
  const open = async () => {
    const sure = await Dialog.confirm({
      content: t('nft.box.confirmOpen'),
      confirmText: t('nft.box.open'),
      cancelText: t('nft.common.cancel'),
    });
    if (!sure) return;
    setBusy(true);
    try {
      const r = await openBox(art.code);
      await refreshNft(client);
      void toast(t('nft.box.done', { name: r.item.name, rarity: r.item.rarity }), 'success');
      Dialog.show({
        content: (
          <div className="nft-opened" data-testid="open-result">
            <img src={r.item.media} alt={r.item.name} />
            <strong>{r.item.name}</strong>
            <span className="nft-tag">{r.item.rarity}</span>
            <p className="hint">{t('nft.box.checkLater')}</p>
          </div>
        ),
        closeOnMaskClick: true,
        closeOnAction: true,
        actions: [
          { key: 'verify', text: t('nft.box.verifyLink'), onClick: () => go(seriesPath(r.series_id)) },
          { key: 'ok', text: t('nft.common.ok') },
        ],
      });
    } catch {
      // The wrapper has shown the reason.
    } finally {
      setBusy(false);
    }
  };
  return (
    <li className="card nft-owned-row" data-testid="owned" data-code={art.code}>
      <button type="button" className="nft-owned-main" onClick={() => go(artworkPath(art))}>
        <Media art={art} thumb />
        <span>
          <strong>{art.title}</strong>
          <span className="muted">{art.rarity ?? (art.is_box ? t('nft.box.unopened') : art.creator.name)}</span>
          {art.listing ? <span className="nft-tag nft-tag--started">{t('nft.myNft.listed')}</span> : null}
        </span>
      </button>
      <div className="nft-owned-actions">
        {art.is_box && !art.opened ? (
          <Button size="small" color="primary" loading={busy} onClick={open} data-testid="open-box">
            {t('nft.box.open')}
          </Button>
        ) : null}
        {!art.listing ? (
          <Button size="small" onClick={() => go(`${NFT_PATHS.resell}?code=${encodeURIComponent(art.code)}`)}>
            {t('nft.resell.action')}
          </Button>
        ) : null}
      </div>
    </li>
  );
}
