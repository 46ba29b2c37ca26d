/** How products and orders are shown: decimal strings, derived states (running, settling), names. */
import type { DualOrder, DualProduct } from '@bourse/contract';
import { dualOutcomes, type DualOutcomes, type DualTerms, treasuryNeed } from '@bourse/maths/dual';
import { formatUnits } from '@bourse/money';
import type { AppContext } from '../../app/context';
import type { OrderRow, ProductRow } from './store';

export const TREASURY_BOOK = 'dual-invest';
const MONTHS = ['JAN', 'FEB', 'MAR', 'APR', 'MAY', 'JUN', 'JUL', 'AUG', 'SEP', 'OCT', 'NOV', 'DEC'];

type Terms = Pick<ProductRow, 'type' | 'asset' | 'quote' | 'linked_price' | 'price_scale' | 'apr_ppm' | 'days'>;

/** Scales and formatting of one product's assets and prices. */
export function formatFor(ctx: AppContext, p: Pick<ProductRow, 'asset' | 'quote' | 'price_scale' | 'type'>) {
  const coinScale = ctx.assets.byCodeOrFail(p.asset).scale;
  const usdtScale = ctx.assets.byCodeOrFail(p.quote).scale;
  const payScale = p.type === 'call' ? coinScale : usdtScale;
  return {
    coinScale,
    usdtScale,
    payAsset: p.type === 'call' ? p.asset : p.quote,
    coin: (v: bigint | string) => formatUnits(BigInt(v), coinScale),
    usdt: (v: bigint | string) => formatUnits(BigInt(v), usdtScale),
    pay: (v: bigint | string) => formatUnits(BigInt(v), payScale),
    /** A price at the market's tick, as the feed writes it ('70000.00'). */
    price: (v: bigint | string, scale = p.price_scale) => formatUnits(BigInt(v), scale, { fixed: scale }),
  };
}

/** The formula's inputs for an amount paid under a product's terms. */
export function termsOf(ctx: AppContext, p: Terms, amountMinor: bigint): DualTerms {
  const f = formatFor(ctx, p);
  return {
    type: p.type,
    amountMinor,
    linkedPrice: BigInt(p.linked_price),
    priceScale: p.price_scale,
    aprPpm: BigInt(p.apr_ppm),
    days: BigInt(p.days),
    coinScale: f.coinScale,
    usdtScale: f.usdtScale,
  };
}

export function outcomesOf(ctx: AppContext, p: Terms, amountMinor: bigint): DualOutcomes {
  return dualOutcomes(termsOf(ctx, p, amountMinor));
}

/** What the treasury must hold, per asset, for `num` shares. */
export function needFor(ctx: AppContext, p: Terms & { unit_price: string }, num: number): DualOutcomes & { amount: bigint } {
  const amount = BigInt(p.unit_price) * BigInt(num);
  return { ...treasuryNeed(p.type, amount, outcomesOf(ctx, p, amount)), amount };
}

/** The section's name, as the template wrote it: BTC-08JUL26-70000-C. */
export function productName(ctx: AppContext, p: Terms & Pick<ProductRow, 'settle_at'>): string {
  const d = p.settle_at;
  const day = String(d.getUTCDate()).padStart(2, '0');
  const date = `${day}${MONTHS[d.getUTCMonth()]}${String(d.getUTCFullYear()).slice(-2)}`;
  return `${p.asset}-${date}-${formatUnits(BigInt(p.linked_price), p.price_scale)}-${p.type === 'call' ? 'C' : 'P'}`;
}

export const aprPercent = (ppm: number | bigint) => formatUnits(BigInt(ppm), 4);

export function productStatus(p: ProductRow, nowMs: number): DualProduct['status'] {
  if ((p.status === 'open' || p.status === 'paused') && p.start_at.getTime() <= nowMs) return 'running';
  return p.status;
}

export interface ProductContext {
  nowMs: number;
  /** The treasury book's available balance per asset. */
  treasury: Map<string, bigint>;
  /** The caller's shares per product; undefined without a session. */
  userShares: Map<number, number> | undefined;
}

export function productView(ctx: AppContext, p: ProductRow, c: ProductContext): DualProduct {
  const f = formatFor(ctx, p);
  const perShare = outcomesOf(ctx, p, BigInt(p.unit_price));
  const need = needFor(ctx, p, 1);
  const status = productStatus(p, c.nowMs);
  const remaining = p.total_shares - p.sold_shares;
  const short = (c.treasury.get(p.asset) ?? 0n) < need.coinMinor || (c.treasury.get(p.quote) ?? 0n) < need.usdtMinor;
  return {
    id: p.id,
    name: productName(ctx, p),
    currency_id: ctx.assets.byCodeOrFail(p.asset).id,
    currency: p.asset,
    quote: p.quote,
    type: p.type,
    pay_currency: f.payAsset,
    unit_price: f.pay(p.unit_price),
    apr_percent: aprPercent(p.apr_ppm),
    linked_price: f.price(p.linked_price),
    holding_days: p.days,
    start_time: p.start_at.getTime(),
    settle_time: p.settle_at.getTime(),
    total_shares: p.total_shares,
    sold_shares: p.sold_shares,
    remaining_shares: remaining,
    user_limit: p.user_limit,
    progress_percent: formatUnits((BigInt(p.sold_shares) * 10_000n) / BigInt(p.total_shares), 2, { fixed: 2 }),
    status,
    awaiting_funding: status === 'open' && remaining > 0 && short,
    per_share: { coin: f.coin(perShare.coinMinor), usdt: f.usdt(perShare.usdtMinor) },
    user_shares: c.userShares ? (c.userShares.get(p.id) ?? 0) : null,
    terms: { apr_ppm: p.apr_ppm, coin_scale: f.coinScale, usdt_scale: f.usdtScale, price_scale: p.price_scale },
  };
}

const STATUS_CODE = { purchased: 1, settling: 2, success: 3, fail: 4 } as const;

export function orderStatus(o: OrderRow, nowMs: number): DualOrder['status'] {
  if (o.status === 'purchased') return o.settle_at.getTime() <= nowMs ? 'settling' : 'purchased';
  return o.status;
}

export function orderView(ctx: AppContext, o: OrderRow, nowMs: number): DualOrder {
  const f = formatFor(ctx, o);
  const status = orderStatus(o, nowMs);
  const payoutScale = o.payout_asset ? ctx.assets.byCodeOrFail(o.payout_asset).scale : 0;
  return {
    id: o.id,
    product_id: o.product_id,
    name: productName(ctx, o),
    currency: o.asset,
    quote: o.quote,
    type: o.type,
    num: o.num,
    amount: f.pay(o.amount),
    pay_currency: o.pay_asset,
    unit_price: f.pay(o.unit_price),
    apr_percent: aprPercent(o.apr_ppm),
    linked_price: f.price(o.linked_price),
    holding_days: o.days,
    start_time: o.start_at.getTime(),
    settle_time: o.settle_at.getTime(),
    status,
    status_code: STATUS_CODE[status],
    coin_payout: f.coin(o.coin_payout),
    usdt_payout: f.usdt(o.usdt_payout),
    settle_price: o.tick_price === null ? null : f.price(o.tick_price, o.tick_scale ?? o.price_scale),
    payout: o.payout === null ? null : formatUnits(BigInt(o.payout), payoutScale),
    payout_currency: o.payout_asset,
    fail_reason: o.fail_reason,
    created_at: o.created_at.getTime(),
    settled_at: o.settled_at?.getTime() ?? null,
  };
}
