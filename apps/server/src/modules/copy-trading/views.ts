/** What copy trading's rows look like on the wire: decimal strings, ISO times, tick times in ms. */
import type { CopyReceipt, CopySkipReason, Follow, TraderCard, TraderPosition } from '@bourse/contract';
import { formatUnits } from '@bourse/money';
import type { LeverCopy, LeverRow } from './ports';
import { centsText, percentText } from './rules';
import type { BoardRow, CopyRow, FollowRow } from './store';

/** USDT, the margin coin of every futures market. */
export const MARGIN_ASSET = 'USDT';
export const MARGIN_SCALE = 6;
export const usdt = (v: bigint | string) => formatUnits(BigInt(v), MARGIN_SCALE);
const iso = (d: Date | null | undefined) => (d ? new Date(d).toISOString() : null);

export function cardView(r: BoardRow, openPositions: number): TraderCard {
  return {
    user_id: r.user_id,
    name: r.name,
    profit_share_percent: percentText(r.share_ppm),
    total_pnl: usdt(r.total_pnl ?? '0'),
    roi_percent: percentText(BigInt(r.roi_ppm ?? 0)),
    win_rate_percent: percentText(r.win_rate_ppm ?? 0),
    max_drawdown_percent: percentText(r.drawdown_ppm ?? 0),
    followers: r.followers,
    long_wins: r.long_wins ?? 0,
    short_wins: r.short_wins ?? 0,
    closed_trades: r.closed_trades ?? 0,
    open_positions: openPositions,
    computed_at: iso(r.computed_at),
  };
}

export function followView(f: FollowRow, traderName: string, figures: { margin: bigint; earnings: bigint; open: number }): Follow {
  return {
    id: f.id,
    trader_user_id: f.trader_id,
    trader_name: traderName,
    type: f.mode === 'multiple' ? 1 : 2,
    mode: f.mode,
    number: centsText(f.number_cents),
    amount: usdt(f.amount),
    slippage_percent: percentText(f.slippage_ppm),
    profit_share_percent: percentText(f.share_ppm),
    status: f.status,
    margin_in_use: usdt(figures.margin),
    earnings: usdt(figures.earnings),
    copies_open: figures.open,
    created_at: iso(f.created_at)!,
    updated_at: iso(f.updated_at)!,
  };
}

/** A trader's position as followers and visitors see it: no margin or money of the trader's beyond the PnL. */
export function traderPositionView(lever: LeverCopy, p: LeverRow): TraderPosition {
  const m = lever.market(p.market_id);
  const price = (v: number | null) => (v === null || !m ? null : m.price(BigInt(v)));
  return {
    id: p.id,
    symbol: m?.symbol ?? String(p.market_id),
    side: p.side,
    lots: p.lots,
    leverage: p.leverage,
    entry_price: price(p.entry_price) ?? '0',
    close_price: price(p.close_price),
    pnl: p.pnl === null ? null : usdt(netPnl(p)),
    opened_at: iso(p.opened_at),
    closed_at: iso(p.closed_at),
  };
}

/** Settled PnL minus the opening fee and overnight fees: what the position earned its owner. */
export function netPnl(p: Pick<LeverRow, 'pnl' | 'fee' | 'overnight_total'>): bigint {
  return BigInt(p.pnl ?? '0') - BigInt(p.fee) - BigInt(p.overnight_total);
}

export function receiptView(lever: LeverCopy, c: CopyRow, more: { traderName: string; position: LeverRow | undefined }): CopyReceipt {
  const m = lever.market(c.market_id);
  const price = (v: number | null) => (v === null || !m ? null : m.price(BigInt(v)));
  const money = (v: string | null) => (v === null ? null : usdt(v));
  return {
    id: c.id,
    follow_id: c.follow_id,
    trader_user_id: c.trader_id,
    trader_name: more.traderName,
    symbol: m?.symbol ?? String(c.market_id),
    side: c.side,
    status: c.status,
    self_held: c.self_held,
    skip_reason: c.skip_reason as CopySkipReason | null,
    mode: c.mode,
    number: centsText(c.number_cents),
    trader_position_id: c.trader_position_id,
    trader_lots: c.trader_lots,
    trader_price: price(c.trader_price)!,
    trader_tick_id: c.trader_tick_id,
    trader_time: Number(c.trader_tick_ms),
    lots: centsText(c.lots_cents),
    leverage: c.leverage,
    follower_price: price(c.follower_price),
    follower_tick_id: c.follower_tick_id,
    follower_time: c.follower_tick_ms === null ? null : Number(c.follower_tick_ms),
    slippage_percent: c.slippage_ppm === null ? null : percentText(c.slippage_ppm),
    slippage_cap_percent: percentText(c.slippage_cap_ppm),
    position_id: c.position_id,
    margin: money(c.margin),
    fee: money(c.fee),
    close_price: price(c.close_price),
    close_tick_id: c.close_tick_id,
    pnl: money(c.pnl),
    profit_share: money(c.profit_share),
    profit_share_percent: percentText(c.share_ppm),
    created_at: iso(c.created_at)!,
    closed_at: iso(c.closed_at),
    position: more.position ? lever.view(more.position) : null,
  };
}
