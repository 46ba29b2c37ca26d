/**
 * What a position looks like to its owner: the live figures at the mark price, the position's view
 * and its proof (everything its result was computed from). Pure over the row, the market and the
 * feed's prices; the service (service.ts) supplies those.
 */
import type { LeverPosition, LeverProof, LeverTerms, ProofTick } from '@bourse/contract';
import type { Executor } from '@bourse/db';
import { getBalance, systemAccount } from '@bourse/ledger';
import { formatUnits } from '@bourse/money';
import { notional, percentText, pnl, riskPpm } from '@bourse/maths/lever';
import type { LeverMarket } from './market';
import type { LeverPorts } from './ports';
import type { PositionRow } from './store';

/** An open position's figures now: the mark and last prices, PnL and risk rate at the mark. */
export interface LiveFigures {
  mark: bigint;
  last: bigint;
  pnl: bigint;
  risk: bigint;
}

/**
 * An open position's PnL and risk rate at the mark price (what liquidation looks at, so the risk
 * shown is the one that decides), and the feed's last price (what a close now would use).
 */
export function liveFigures(m: LeverMarket | undefined, prices: LeverPorts['prices'], r: PositionRow): LiveFigures | undefined {
  const tick = m && prices.lastTick(r.market_id);
  const mark = m && prices.markPrice(r.market_id);
  if (!m || !tick || !mark || r.status !== 'open') return undefined;
  const value = pnl(m.scales, r.side, BigInt(r.entry_price!), mark.price, BigInt(r.qty));
  return { mark: mark.price, last: tick.price, pnl: value, risk: riskPpm(BigInt(r.margin), value) };
}

export function positionView(m: LeverMarket, r: PositionRow, live: LiveFigures | undefined): LeverPosition {
  return {
    id: r.id,
    symbol: m.shape.symbol,
    currency_id: m.shape.id,
    side: r.side,
    kind: r.kind,
    status: r.status,
    lots: r.lots,
    qty: m.qty(BigInt(r.qty)),
    leverage: r.leverage,
    limit_price: m.price(r.limit_price),
    entry_price: m.price(r.entry_price),
    spread: m.price(r.spread)!,
    margin: m.money(BigInt(r.margin)),
    open_margin: m.money(BigInt(r.open_margin)),
    fee: m.money(BigInt(r.fee)),
    overnight_fee: m.money(BigInt(r.overnight_total)),
    target_profit_price: m.price(r.tp_price),
    stop_loss_price: m.price(r.sl_price),
    liquidation_price: m.price(r.liq_price),
    liquidation_risk_percent: formatUnits(BigInt(r.liquidation_ppm), 4),
    cap_price: m.price(r.cap_price),
    mark_price: live ? m.price(live.mark) : null,
    unrealised_pnl: live ? m.money(live.pnl) : null,
    risk_rate: live ? percentText(live.risk) : null,
    last_price: live ? m.price(live.last) : null,
    close_price: m.price(r.close_price),
    close_reason: r.close_reason as LeverPosition['close_reason'],
    pnl: r.pnl === null ? null : m.money(BigInt(r.pnl)),
    insurance_paid: m.money(BigInt(r.insurance_paid)),
    created_at: r.created_at.toISOString(),
    opened_at: r.opened_at?.toISOString() ?? null,
    closed_at: r.closed_at?.toISOString() ?? null,
    coupon: r.coupon_id === null ? null : { id: Number(r.coupon_id), kind: r.coupon_kind!, value: m.money(BigInt(r.coupon_value!)) },
  };
}

/** Where a proof reads from: the database (the insurance fund), the feed's recorded ticks, and now. */
export interface ProofSources {
  db: Executor;
  prices: LeverPorts['prices'];
  now: Date;
}

/** Everything a position's result was computed from, to check it by hand; `position` is its view. */
export async function buildProof(src: ProofSources, m: LeverMarket, r: PositionRow, position: LeverPosition): Promise<LeverProof> {
  const tickView = async (tickId: number | null): Promise<ProofTick | null> => {
    const t = tickId === null ? undefined : await src.prices.tickById(r.market_id, tickId);
    return t ? { id: t.id, source: t.source, time: t.ts, price: m.price(t.price)! } : null;
  };
  const entry = r.entry_price === null ? null : BigInt(r.entry_price);
  const qty = BigInt(r.qty);
  const value = notional(m.scales, entry ?? BigInt(r.limit_price ?? 0), qty);
  const raw = entry !== null && r.close_price !== null ? pnl(m.scales, r.side, entry, BigInt(r.close_price), qty) : null;
  // The margin the close worked with: what opened it less what overnight fees took from it.
  const marginAtClose = BigInt(r.margin);
  const from = (r.opened_at ?? r.created_at).getTime();
  const to = (r.closed_at ?? src.now).getTime();
  const path = await src.prices.pricePath(r.market_id, from, to, 300);
  const insurance = await getBalance(src.db, systemAccount('insurance', m.shape.quote));
  const markTicks = r.close_mark ? await Promise.all(r.close_mark.ticks.map((tickId) => tickView(tickId))) : null;
  return {
    position,
    entry_tick: await tickView(r.entry_tick_id),
    close_tick: await tickView(r.close_tick_id),
    maths: {
      contract_size: formatUnits(m.terms.contractSize, m.shape.qtyScale),
      qty: m.qty(qty),
      notional: m.money(value),
      leverage: r.leverage,
      open_margin: m.money(BigInt(r.open_margin)),
      margin_at_close: m.money(marginAtClose),
      fee: m.money(BigInt(r.fee)),
      overnight_fee: m.money(BigInt(r.overnight_total)),
      raw_pnl: raw === null ? null : m.money(raw),
      settled_pnl: r.pnl === null ? null : m.money(BigInt(r.pnl)),
      liquidation_risk_percent: formatUnits(BigInt(r.liquidation_ppm), 4),
      risk_rate_at_close: raw === null ? null : percentText(riskPpm(marginAtClose, raw)),
      liquidation_price: m.price(r.liq_price),
      insurance_paid: m.money(BigInt(r.insurance_paid)),
    },
    mark:
      r.close_mark && markTicks && r.close_price !== null
        ? {
            price: m.price(r.close_price)!,
            window_ms: r.close_mark.windowMs,
            ticks: markTicks.filter((x): x is ProofTick => x !== null),
          }
        : null,
    path: path.map((p) => ({ time: p.ts, price: m.price(p.price)! })),
    insurance_fund: m.money(insurance.available),
  };
}

/** The open form's terms for a market, with the caller's available margin and confirmation (service.ts `deal`). */
export function termsView(
  m: LeverMarket,
  s: {
    available: bigint;
    tick: { price: bigint; ts: number } | undefined;
    mark: { price: bigint } | undefined;
    leverageCap: number;
    confirmed: boolean;
  },
): LeverTerms {
  const t = m.terms;
  const minutes = t.overnightMinute;
  return {
    currency_id: m.shape.id,
    legal_id: 3,
    symbol: m.shape.symbol,
    margin_currency: m.shape.quote,
    margin_scale: m.shape.quoteScale,
    price_scale: m.shape.priceScale,
    available: m.money(s.available),
    multiples: t.multiples,
    min_lots: t.minLots,
    max_lots: t.maxLots,
    contract_size: formatUnits(t.contractSize, m.shape.qtyScale),
    fee_percent: formatUnits(BigInt(t.feePpm), 4),
    overnight_percent: formatUnits(BigInt(t.overnightPpm), 4),
    overnight_time: `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`,
    liquidation_risk_percent: formatUnits(BigInt(t.liquidationPpm), 4),
    spread: m.price(t.spread)!,
    price: s.tick ? m.price(s.tick.price) : null,
    price_time: s.tick?.ts ?? null,
    mark_price: s.mark ? m.price(s.mark.price) : null,
    leverage_cap: s.leverageCap,
    leverage_confirmed: s.confirmed,
  };
}
