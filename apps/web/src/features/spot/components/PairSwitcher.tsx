/**
 * The pair in trade and its last price and 24-hour change; tapping it opens the list of spot and
 * stock markets to switch to (the choice goes into the address, so it survives a reload).
 */
import { useState, type ReactNode } from 'react';
import Popup from 'antd-mobile/es/components/popup';
import { DownOutline } from 'antd-mobile-icons';
import { useTranslation } from '../../../app/i18n';
import type { MarketQuote, SpotMarketInfo } from '@bourse/contract';
import { useSpotFormat } from '../format';
import { SimulatedMarketBadge } from '../../../components/SimulatedMarketBadge';

interface PairSwitcherProps {
  market: SpotMarketInfo;
  quote: MarketQuote | undefined;
  markets: SpotMarketInfo[];
  quotes: MarketQuote[];
  onPick(symbol: string): void;
  /** Something at the bar's end (the chart link on a phone). */
  extra?: ReactNode;
}

export function PairSwitcher({ market, quote, markets, quotes, onPick, extra }: PairSwitcherProps) {
  const { t } = useTranslation();
  const f = useSpotFormat();
  const [open, setOpen] = useState(false);
  const [tab, setTab] = useState<'crypto' | 'stock'>(market.kind);
  const quoteOf = (symbol: string) => quotes.find((q) => q.symbol === symbol);
  const change = quote?.change ?? null;
  const dir = !change || !/[1-9]/.test(change) ? 'flat' : change.startsWith('-') ? 'down' : 'up';
  const pct = (c: string | null) => (c ? f.percent(c, true) : '--');

  return (
    <>
      <div className="pair-bar">
        <button
          type="button"
          className="pair-button"
          onClick={() => {
            setTab(market.kind);
            setOpen(true);
          }}
          data-testid="pair-switch"
          aria-haspopup="dialog"
        >
          <strong data-testid="pair-symbol">{market.symbol}</strong>
          <DownOutline />
        </button>
        <span className={`pair-change ${dir}`} data-testid="pair-change">
          {pct(change)}
        </span>
        <SimulatedMarketBadge simulated={quote?.simulated} />
        {market.kind === 'stock' ? (
          <span className={`pair-hours${market.trading ? ' pair-hours--open' : ''}`}>
            {market.trading ? t('spot.pair.open') : t('spot.pair.closed')}
          </span>
        ) : null}
        {extra}
      </div>
      <Popup
        visible={open}
        onMaskClick={() => setOpen(false)}
        onClose={() => setOpen(false)}
        position="left"
        bodyClassName="pair-sheet"
        getContainer={() => document.body}
      >
        <div className="pair-sheet-body" data-testid="pair-sheet">
          <div className="kind-tabs" role="tablist">
            {(['crypto', 'stock'] as const).map((k) => (
              <button
                key={k}
                type="button"
                role="tab"
                aria-selected={tab === k}
                className={`kind-tab${tab === k ? ' kind-tab--on' : ''}`}
                onClick={() => setTab(k)}
                data-testid={`pair-tab-${k}`}
              >
                {k === 'crypto' ? t('spot.pair.crypto') : t('spot.pair.stocks')}
              </button>
            ))}
          </div>
          <ul className="pair-list">
            {markets
              .filter((m) => m.kind === tab)
              .map((m) => {
                const q = quoteOf(m.symbol);
                return (
                  <li key={m.symbol}>
                    <button
                      type="button"
                      className={`pair-row${m.symbol === market.symbol ? ' pair-row--on' : ''}`}
                      onClick={() => {
                        setOpen(false);
                        onPick(m.symbol);
                      }}
                      data-testid={`pair-${m.symbol}`}
                    >
                      <span className="pair-row-name">
                        <strong>{m.symbol}</strong>
                        {q?.name ? <span className="muted">{q.name}</span> : null}
                      </span>
                      <span className="pair-row-price">{f.num(q?.last, m.price_scale)}</span>
                    </button>
                  </li>
                );
              })}
          </ul>
        </div>
      </Popup>
    </>
  );
}
