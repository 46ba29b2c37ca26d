/**
 * The order book: asks above, bids below, the last price between, grouped by a chosen price step
 * (order-math.ts). Tapping a row fills its price into the limit form. Each row's bar shows the
 * running total from the best price.
 */
import { useState } from 'react';
import { useTranslation } from '../../../app/i18n';
import type { Depth, SpotMarketInfo } from '@bourse/contract';
import { ErrorState, Spinner } from '../../../components/states';
import { splitSymbol, useSpotFormat } from '../format';
import { barPercent, groupLevels, groupSteps, type BookRow } from '../order-math';

interface OrderBookProps {
  market: SpotMarketInfo;
  depth: Depth | undefined;
  loading: boolean;
  failed: boolean;
  onRetry(): void;
  lastPrice: string | null;
  rows: number;
  onPick(price: string): void;
}

export function OrderBook({ market, depth, loading, failed, onRetry, lastPrice, rows, onPick }: OrderBookProps) {
  const { t } = useTranslation();
  const f = useSpotFormat();
  const steps = groupSteps(market.price_scale);
  const [step, setStep] = useState(steps[0]!);
  const { base, quote } = splitSymbol(market.symbol);
  const group = steps.includes(step) ? step : steps[0]!;

  if (failed && !depth) return <ErrorState onRetry={onRetry} />;
  if (loading && !depth)
    return (
      <div className="book-loading">
        <Spinner size={20} />
      </div>
    );

  const asks = groupLevels(depth?.asks ?? [], 'asks', group, market, rows);
  const bids = groupLevels(depth?.bids ?? [], 'bids', group, market, rows);
  const max = [asks.at(-1)?.cumulative ?? '0', bids.at(-1)?.cumulative ?? '0'].reduce((a, b) => (Number(a) > Number(b) ? a : b));
  const decimals = Math.max(0, market.price_scale - steps.indexOf(group));

  // A level with any platform market-maker quote gets a marker, so users can see which liquidity is
  // the platform's and which is other users' (the depth API reports the split per level).
  const row = (r: BookRow, side: 'ask' | 'bid') => {
    const platform = r.platformQty !== '0';
    return (
      <li key={r.price}>
        <button
          type="button"
          className={`book-row book-row--${side}`}
          onClick={() => onPick(r.price)}
          data-testid={`book-${side}`}
          data-price={r.price}
          data-platform-qty={r.platformQty}
          title={platform ? t('spot.book.platformShare', { qty: f.amount(r.platformQty, market.qty_scale, 0), coin: base }) : undefined}
        >
          <span className="book-bar" style={{ width: `${barPercent(r.cumulative, max)}%` }} aria-hidden="true" />
          <span className="book-price">{f.num(r.price, decimals)}</span>
          <span className="book-qty">
            {platform && (
              <span className="book-platform" aria-label={t('spot.book.platform')}>
                ◆
              </span>
            )}
            {f.amount(r.qty, market.qty_scale, 0)}
          </span>
        </button>
      </li>
    );
  };

  return (
    <section className="order-book" aria-label={t('spot.book.title')} data-testid="order-book">
      <div className="book-head">
        <span>{t('spot.book.price', { coin: quote })}</span>
        <span>{t('spot.book.qty', { coin: base })}</span>
      </div>
      <ul className="book-side book-side--asks">
        {asks.length ? [...asks].reverse().map((r) => row(r, 'ask')) : <li className="book-empty muted">{t('spot.book.noAsks')}</li>}
      </ul>
      <div className="book-mid" data-testid="book-last">
        {lastPrice ? f.num(lastPrice, market.price_scale) : '--'}
      </div>
      <ul className="book-side book-side--bids">
        {bids.length ? bids.map((r) => row(r, 'bid')) : <li className="book-empty muted">{t('spot.book.noBids')}</li>}
      </ul>
      <p className="book-legend muted">
        <span className="book-platform" aria-hidden="true">
          ◆
        </span>{' '}
        {t('spot.book.platform')}
      </p>
      <label className="book-group">
        <span className="muted">{t('spot.book.group')}</span>
        <select value={group} onChange={(e) => setStep(e.target.value)} data-testid="book-group">
          {steps.map((s) => (
            <option key={s} value={s}>
              {f.amount(s, market.price_scale, 0)}
            </option>
          ))}
        </select>
      </label>
    </section>
  );
}
