/**
 * A blind-box series (purchase_one): its items with each rarity's count and odds, the commitment
 * published before the sale, buying the next box, and, once the series has ended and its seed is
 * revealed, checking every box in the browser.
 */
import { useState } from 'react';
import Button from 'antd-mobile/es/components/button';
import Dialog from 'antd-mobile/es/components/dialog';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from '../../../app/i18n';
import { useSearchParams } from 'react-router';
import type { NftSeriesDetail } from '@bourse/contract';
import { go, loginPathFor } from '../../../app/navigation';
import { useToken } from '../../../app/session';
import { Page } from '../../../components/Page';
import { QueryView } from '../../../components/states';
import { toast } from '../../../lib/toast';
import { buyNft, refreshNft, useSeries } from '../api';
import { SaleTag } from '../components/ArtworkCard';
import { Row } from '../components/SaleInfo';
import { useNftFormat } from '../format';
import { NFT_PATHS } from '../paths';
import { type SeriesCheck, verifySeries } from '../verify';
import '../nft.css';

export default function PurchaseOne() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const series = useSeries(Number(params.get('series') ?? 0));
  return (
    <Page title={t('nft.series.title')} name="nft-series">
      <QueryView query={series}>
        {(s) => (
          <div className="nft-layout" data-testid="series" data-code={s.code}>
            {s.cover ? <img className="nft-series-cover" src={s.cover} alt={s.name} /> : null}
            <Summary s={s} />
            <Items s={s} />
            <Fairness s={s} />
          </div>
        )}
      </QueryView>
    </Page>
  );
}

function Summary({ s }: { s: NftSeriesDetail }) {
  const { t } = useTranslation();
  const f = useNftFormat();
  const token = useToken();
  const client = useQueryClient();
  const [busy, setBusy] = useState(false);
  const buy = async () => {
    if (!token) return go(loginPathFor(`${NFT_PATHS.purchaseOne}?series=${s.id}`));
    const sure = await Dialog.confirm({
      content: t('nft.series.confirm', { price: f.money(s.price, s.currency) }),
      confirmText: t('nft.series.buy'),
      cancelText: t('nft.common.cancel'),
    });
    if (!sure) return;
    setBusy(true);
    try {
      await buyNft(s.code);
      void toast(t('nft.buy.done'), 'success');
      await refreshNft(client);
      go(NFT_PATHS.myNft);
    } catch {
      // The wrapper has shown the reason.
    } finally {
      setBusy(false);
    }
  };
  return (
    <section className="card nft-sale">
      <div className="nft-sale-head">
        <h2 className="nft-title">{s.name}</h2>
        <SaleTag status={s.sale_status} auction={false} />
      </div>
      <dl className="nft-rows">
        <Row label={t('nft.detail.creator')} value={s.creator.name} />
        <Row label={t('nft.series.price')} value={f.money(s.price, s.currency)} />
        <Row label={t('nft.series.left')} value={`${f.count(s.box_count - s.sold_count)} / ${f.count(s.box_count)}`} testid="boxes-left" />
        <Row label={t('nft.listing.window')} value={`${f.when(s.start_time)} – ${f.when(s.end_time)}`} />
        <Row label={t('nft.listing.feePrimary')} value={f.percent(s.fee_percent)} />
      </dl>
      <p className="hint">{t('nft.series.nextBox')}</p>
      {s.sale_status === 'started' && s.sold_count < s.box_count ? (
        <Button block color="primary" loading={busy} onClick={buy} data-testid="buy-box">
          {t('nft.series.buy')}
        </Button>
      ) : null}
    </section>
  );
}

function Items({ s }: { s: NftSeriesDetail }) {
  const { t } = useTranslation();
  const f = useNftFormat();
  return (
    <section className="section" data-testid="series-items">
      <h2 className="section-title">{t('nft.series.items')}</h2>
      <ul className="nft-list">
        {s.items.map((i) => (
          <li key={i.index} className="nft-list-row nft-item-row">
            <img className="nft-item-thumb" src={i.media} alt={i.name} />
            <span>
              {i.name} <span className="nft-tag">{i.rarity}</span>
            </span>
            <span className="muted">{t('nft.series.odds', { n: f.count(i.count), total: f.count(s.box_count) })}</span>
          </li>
        ))}
      </ul>
    </section>
  );
}

function Fairness({ s }: { s: NftSeriesDetail }) {
  const { t } = useTranslation();
  const f = useNftFormat();
  const [check, setCheck] = useState<SeriesCheck | undefined>();
  const [busy, setBusy] = useState(false);
  const run = async () => {
    setBusy(true);
    try {
      setCheck(await verifySeries(s));
    } finally {
      setBusy(false);
    }
  };
  const name = (idx: number | null) => (idx === null ? t('nft.box.unopened') : (s.items[idx]?.name ?? '?'));
  return (
    <section className="card nft-fair" data-testid="fairness">
      <h2 className="section-title">{t('nft.fair.title')}</h2>
      <p className="hint">{t('nft.fair.how')}</p>
      <p className="mono nft-hash" data-testid="commitment">
        {t('nft.fair.commitment')}: {s.commitment}
      </p>
      {s.seed ? (
        <>
          <p className="mono nft-hash" data-testid="seed">
            {t('nft.fair.seed')}: {s.seed}
          </p>
          <Button block onClick={run} loading={busy} data-testid="verify">
            {t('nft.fair.verify')}
          </Button>
        </>
      ) : (
        <p className="hint" data-testid="seed-pending">
          {t('nft.fair.pending', { when: f.when(s.end_time) })}
        </p>
      )}
      {check ? (
        <div data-testid="verify-result" data-ok={check.allOk}>
          <p className={check.allOk ? 'nft-ok' : 'nft-bad'}>{t(check.commitmentOk ? 'nft.fair.commitmentOk' : 'nft.fair.commitmentBad')}</p>
          <p className={check.allOk ? 'nft-ok' : 'nft-bad'}>
            {t(check.allOk ? 'nft.fair.allOk' : 'nft.fair.mismatch', { n: check.boxes.length })}
          </p>
          <ul className="nft-list nft-verify-list">
            {check.boxes.map((b) => (
              <li key={b.box_no} className="nft-list-row" data-testid="verify-box">
                <span>#{b.box_no}</span>
                <span>{name(b.expected)}</span>
                <span className={b.recorded === null ? 'muted' : b.ok ? 'nft-ok' : 'nft-bad'}>
                  {b.recorded === null ? t('nft.box.unopened') : b.ok ? '✓' : `✗ ${name(b.recorded)}`}
                </span>
              </li>
            ))}
          </ul>
        </div>
      ) : null}
      <p className="muted nft-rule">{s.rule}</p>
    </section>
  );
}
