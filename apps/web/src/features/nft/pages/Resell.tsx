/**
 * Resale (resell): fixed price or auction, a valid price (and per-increase for an auction), and a
 * window whose end is after its start (the template had this check backwards). Listing is
 * irrevocable: the page asks to confirm.
 */
import { useState } from 'react';
import Button from 'antd-mobile/es/components/button';
import Dialog from 'antd-mobile/es/components/dialog';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from '../../../app/i18n';
import { useSearchParams } from 'react-router';
import type { NftArtwork } from '@bourse/contract';
import { isAmount } from '@bourse/contract/validators';
import { go } from '../../../app/navigation';
import { Field } from '../../../components/form/Field';
import { Page } from '../../../components/Page';
import { QueryView } from '../../../components/states';
import { toast } from '../../../lib/toast';
import { refreshNft, resell, useArtwork } from '../api';
import { Media } from '../components/Media';
import { toLocalInput } from '../format';
import { artworkPath } from '../paths';
import '../nft.css';

export default function Resell() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const art = useArtwork(params.get('code') ?? '');
  return (
    <Page title={t('nft.resell.title')} name="nft-resell">
      <QueryView query={art}>
        {(a) => (a.mine && !a.listing ? <ResellForm art={a} /> : <p className="hint">{t('nft.resell.notYours')}</p>)}
      </QueryView>
    </Page>
  );
}

const HOUR = 60 * 60 * 1000;

/** The first failed rule's error code, as the server would name it; undefined when all pass. */
export function resellProblem(v: { auction: boolean; price: string; perIncrease: string; start: string; end: string }): string | undefined {
  const positive = (x: string) => isAmount(x.trim()) && /[1-9]/.test(x);
  if (!positive(v.price)) return 'NFT_PRICE_INVALID';
  if (v.auction && !positive(v.perIncrease)) return 'NFT_PRICE_INVALID';
  const start = Date.parse(v.start);
  const end = Date.parse(v.end);
  if (Number.isNaN(start) || Number.isNaN(end)) return 'NFT_TIME_INVALID';
  if (end <= start) return 'NFT_END_BEFORE_START';
  return undefined;
}

/** The form's state, its check (as the server names each failure) and the listing call. */
function useResell(art: NftArtwork) {
  const { t } = useTranslation();
  const client = useQueryClient();
  const [auction, setAuction] = useState(false);
  const [price, setPrice] = useState('');
  const [perIncrease, setPerIncrease] = useState('');
  const [start, setStart] = useState(() => toLocalInput(Date.now()));
  const [end, setEnd] = useState(() => toLocalInput(Date.now() + 24 * HOUR));
  const [problem, setProblem] = useState<string>();
  const [busy, setBusy] = useState(false);
  const submit = async () => {
    const code = resellProblem({ auction, price, perIncrease, start, end });
    setProblem(code);
    if (code) return;
    const sure = await Dialog.confirm({
      content: t('nft.resell.confirm'),
      confirmText: t('nft.resell.action'),
      cancelText: t('nft.common.cancel'),
    });
    if (!sure) return;
    setBusy(true);
    try {
      const terms = auction ? { pay_type: 'auction' as const, per_increase: perIncrease.trim() } : { pay_type: 'fixed' as const };
      await resell({ code: art.code, ...terms, price: price.trim(), start_time: Date.parse(start), end_time: Date.parse(end) });
      void toast(t('nft.resell.done'), 'success');
      await refreshNft(client);
      go(artworkPath(art), { replace: true });
    } catch {
      // The wrapper has shown the reason.
    } finally {
      setBusy(false);
    }
  };
  const values = { auction, price, perIncrease, start, end };
  const setters = { setAuction, setPrice, setPerIncrease, setStart, setEnd };
  return { values, setters, problem, busy, submit };
}

function ResellForm({ art }: { art: NftArtwork }) {
  const { t } = useTranslation();
  const { values: v, setters: s, problem, busy, submit } = useResell(art);
  const err = (field: 'price' | 'time') =>
    problem && (field === 'price' ? problem === 'NFT_PRICE_INVALID' : problem !== 'NFT_PRICE_INVALID') ? t(`errors.${problem}`) : undefined;
  return (
    <div className="nft-layout">
      <div className="nft-summary">
        <Media art={art} thumb />
        <strong>{art.title}</strong>
      </div>
      <section className="card nft-sale" data-testid="resell-form">
        <div className="nft-tabs" role="tablist">
          {[false, true].map((a) => (
            <button
              key={String(a)}
              type="button"
              role="tab"
              aria-selected={v.auction === a}
              className={v.auction === a ? 'active' : ''}
              onClick={() => s.setAuction(a)}
              data-testid={a ? 'resell-auction' : 'resell-fixed'}
            >
              {t(a ? 'nft.payType.auction' : 'nft.payType.fixed')}
            </button>
          ))}
        </div>
        <Field
          id="resell-price"
          label={t(v.auction ? 'nft.listing.startPrice' : 'nft.listing.price')}
          value={v.price}
          onChange={s.setPrice}
          inputMode="numeric"
          after="USDT"
          error={err('price')}
        />
        {v.auction ? (
          <Field
            id="resell-inc"
            label={t('nft.listing.perIncrease')}
            value={v.perIncrease}
            onChange={s.setPerIncrease}
            inputMode="numeric"
            after="USDT"
          />
        ) : null}
        <DateField id="resell-start" label={t('nft.resell.start')} value={v.start} onChange={s.setStart} />
        <DateField id="resell-end" label={t('nft.resell.end')} value={v.end} onChange={s.setEnd} />
        {err('time') ? (
          <p className="field-error" role="alert" data-testid="resell-time-error">
            {err('time')}
          </p>
        ) : null}
        <p className="hint">{t(v.auction ? 'nft.resell.auctionNote' : 'nft.resell.fixedNote')}</p>
        <Button block color="primary" loading={busy} onClick={submit} data-testid="resell-submit">
          {t('nft.resell.action')}
        </Button>
      </section>
    </div>
  );
}

function DateField({ id, label, value, onChange }: { id: string; label: string; value: string; onChange(v: string): void }) {
  return (
    <>
      <label className="field-label" htmlFor={id}>
        {label}
      </label>
      <input id={id} className="nft-date" type="datetime-local" value={value} onChange={(e) => onChange(e.target.value)} data-testid={id} />
    </>
  );
}
