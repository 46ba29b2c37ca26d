/**
 * The OTC desk: the market (minimums, spread tiers, mark prices, what the house can cover), a firm
 * quote (the house's side held on the treasury's `otc` book in the same transaction; a desk that
 * cannot cover it gives no quote), accepting it (one ledger entry settles both sides), expiry
 * (the sweeper releases the house's side), the caller's orders and receipts, and the console's view.
 */
import {
  OTC_ASSETS,
  OTC_MIN_AMOUNT,
  OTC_QUOTE_ASSET,
  OTC_QUOTE_TTL_MS,
  OTC_SPREAD_TIERS,
  type OtcAsset,
  type OtcMarket,
  type OtcQuote,
  type OtcReceipt,
  type OtcSide,
  type Page,
} from '@bourse/contract';
import type { Executor } from '@bourse/db';
import { createHold, getBalance, LedgerError, releaseHold, settleHold, systemAccount, userAccount } from '@bourse/ledger';
import { ppmToPercent } from '@bourse/maths';
import { quote, type OtcScales } from '@bourse/maths/otc';
import { formatUnits, parseUnits } from '@bourse/money';
import type { AppContext } from '../../app/context';
import type { Realtime } from '../../app/socket';
import { AppError } from '../../platform/errors';
import type { OtcPorts } from './ports';
import {
  expiredQuoteIds,
  insertQuote,
  markExpired,
  markFilled,
  pageOfQuotes,
  quoteById,
  quoteByRequestKey,
  type QuoteRow,
  setHold,
} from './store';
import { parseAmount } from './amount';

export const TREASURY_BOOK = 'otc';

export class OtcService {
  constructor(
    readonly ctx: AppContext,
    private readonly ports: OtcPorts,
    private readonly realtime: Realtime,
  ) {}

  scale(code: string): number {
    return this.ctx.assets.byCodeOrFail(code).scale;
  }

  private market(asset: string) {
    return this.ports.prices.markets().find((m) => m.kind === 'crypto' && m.base === asset && m.quote === OTC_QUOTE_ASSET);
  }

  private tiers() {
    const usdt = this.scale(OTC_QUOTE_ASSET);
    return OTC_SPREAD_TIERS.map((t) => ({ upToMinor: t.upToUsdt === null ? null : parseUnits(t.upToUsdt, usdt), spreadPpm: t.spreadPpm }));
  }

  tiersView() {
    return OTC_SPREAD_TIERS.map((t) => ({ up_to_usdt: t.upToUsdt, spread_percent: ppmToPercent(t.spreadPpm) }));
  }

  house(ex: Executor, code: string) {
    return getBalance(ex, systemAccount('treasury', code, TREASURY_BOOK));
  }

  private scales(asset: string, priceScale: number): OtcScales {
    return { coinScale: this.scale(asset), usdtScale: this.scale(OTC_QUOTE_ASSET), priceScale };
  }

  view(r: QuoteRow, nowMs = this.ctx.clock.now().getTime()): OtcQuote {
    const coin = this.scale(r.asset);
    const usdt = this.scale(r.quote_asset);
    const price = (v: string) => formatUnits(BigInt(v), r.price_scale, { fixed: r.price_scale });
    // A quote past its time reads as expired at once, before the sweeper releases the house's side.
    const status = r.status === 'quoted' && r.expires_at.getTime() <= nowMs ? 'expired' : r.status;
    return {
      id: r.id,
      currency: r.asset,
      quote_currency: r.quote_asset,
      side: r.side,
      amount: formatUnits(BigInt(r.amount), coin),
      mark_price: price(r.mark_price),
      spread_percent: ppmToPercent(r.spread_ppm),
      price: price(r.price),
      total: formatUnits(BigInt(r.total), usdt),
      status,
      created_at: r.created_at.getTime(),
      expires_at: r.expires_at.getTime(),
      filled_at: r.filled_at?.getTime() ?? null,
    };
  }

  /** GET otc/market. */
  async overview(userId: number | undefined): Promise<OtcMarket> {
    const usdt = this.scale(OTC_QUOTE_ASSET);
    const bal = async (code: string) =>
      userId === undefined
        ? null
        : formatUnits((await getBalance(this.ctx.db, userAccount(userId, code, 'exchange'))).available, this.scale(code));
    const houseUsdt = (await this.house(this.ctx.db, OTC_QUOTE_ASSET)).available;
    const assets = [];
    for (const code of OTC_ASSETS) {
      const m = this.market(code);
      const mark = m ? this.ports.prices.markPrice(m.id) : undefined;
      const coin = this.scale(code);
      // What the house's USDT buys at the mark (before the spread, which only lowers the price it pays).
      const maxSell = m && mark ? (houseUsdt * 10n ** BigInt(coin + m.priceScale)) / (mark.price * 10n ** BigInt(usdt)) : null;
      assets.push({
        currency: code,
        scale: coin,
        min_amount: OTC_MIN_AMOUNT[code],
        price: m && mark ? formatUnits(mark.price, m.priceScale, { fixed: m.priceScale }) : null,
        max_buy: formatUnits((await this.house(this.ctx.db, code)).available, coin),
        max_sell: maxSell === null ? null : formatUnits(maxSell, coin),
        balance: await bal(code),
      });
    }
    return {
      quote_currency: OTC_QUOTE_ASSET,
      ttl_ms: OTC_QUOTE_TTL_MS,
      tiers: this.tiersView(),
      assets,
      quote_balance: await bal(OTC_QUOTE_ASSET),
    };
  }

  /** POST otc/quote: a firm price for OTC_QUOTE_TTL_MS, the house's side held meanwhile. */
  async quote(userId: number, input: { currency: OtcAsset; side: OtcSide; amount: string }, requestKey: string): Promise<OtcQuote> {
    const replay = await quoteByRequestKey(this.ctx.db, userId, requestKey);
    if (replay) return this.view(replay);
    const coin = this.scale(input.currency);
    const amount = parseAmount(input.amount, coin);
    if (amount < parseUnits(OTC_MIN_AMOUNT[input.currency], coin)) {
      throw new AppError('OTC_MIN_AMOUNT', { min: OTC_MIN_AMOUNT[input.currency], currency: input.currency });
    }
    const m = this.market(input.currency);
    const mark = m ? this.ports.prices.markPrice(m.id) : undefined;
    if (!m || !mark) throw new AppError('OTC_NO_PRICE');
    const s = this.scales(input.currency, m.priceScale);
    const q = quote(amount, mark.price, input.side, { ...s, tiers: this.tiers() });
    const now = this.ctx.clock.now();
    const id = await this.ctx.db.tx(async (ex) => {
      const id = await insertQuote(ex, {
        user_id: userId,
        asset: input.currency,
        quote_asset: OTC_QUOTE_ASSET,
        market_id: m.id,
        side: input.side,
        amount: amount.toString(),
        price_scale: m.priceScale,
        mark_price: mark.price.toString(),
        spread_ppm: q.spreadPpm,
        price: q.price.toString(),
        total: q.totalMinor.toString(),
        ticks: mark.ticks.map((t) => ({ id: t.id, ts: t.ts, price: t.price.toString(), source: t.source })),
        request_key: requestKey,
        created_at: now,
        expires_at: new Date(now.getTime() + OTC_QUOTE_TTL_MS),
      });
      if (id === undefined) return (await quoteByRequestKey(ex, userId, requestKey))!.id;
      // The house's side: the coin it sells on a buy, the USDT it pays on a sell.
      const [code, need] = input.side === 'buy' ? [input.currency, amount] : [OTC_QUOTE_ASSET, q.totalMinor];
      const free = (await this.house(ex, code)).available;
      const short = () => {
        const max = input.side === 'buy' ? free : (free * amount) / q.totalMinor;
        return new AppError('OTC_HOUSE_SHORT', { max: formatUnits(max, coin), currency: input.currency });
      };
      if (free < need) throw short();
      try {
        const account = systemAccount('treasury', code, TREASURY_BOOK);
        const hold = await createHold(ex, { key: `otc:reserve:${id}`, kind: 'otc.reserve', account, amount: need, meta: { orderId: id } });
        await setHold(ex, id, hold.id);
      } catch (error) {
        // Another quote took the house's last funds between the read and the hold.
        if (error instanceof LedgerError && error.code === 'INSUFFICIENT_BALANCE') throw short();
        throw error;
      }
      return id;
    });
    return this.view((await quoteById(this.ctx.db, id))!);
  }

  /** POST otc/accept: before the quote expires, both sides in one ledger entry. */
  async accept(userId: number, id: number): Promise<OtcQuote> {
    const now = this.ctx.clock.now();
    const outcome = await this.ctx.db.tx(async (ex) => {
      const r = await quoteById(ex, id, 'update');
      if (!r || r.user_id !== userId) throw new AppError('OTC_QUOTE_NOT_FOUND');
      if (r.status === 'filled') throw new AppError('OTC_QUOTE_FILLED');
      if (r.status === 'expired') throw new AppError('OTC_QUOTE_EXPIRED');
      if (r.expires_at.getTime() <= now.getTime()) {
        await this.expire(ex, r);
        return 'expired' as const;
      }
      const amount = BigInt(r.amount);
      const total = BigInt(r.total);
      const user = (code: string) => userAccount(userId, code, 'exchange');
      const house = (code: string) => systemAccount('treasury', code, TREASURY_BOOK);
      const [gets, getsAmount, pays, paysAmount] =
        r.side === 'buy' ? [r.asset, amount, r.quote_asset, total] : [r.quote_asset, total, r.asset, amount];
      await settleHold(ex, {
        key: `otc:trade:${r.id}`,
        kind: 'otc.trade',
        holdId: r.hold_id!,
        amount: getsAmount,
        to: [
          { account: user(gets), amount: getsAmount },
          { account: user(pays), amount: -paysAmount },
          { account: house(pays), amount: paysAmount },
        ],
        meta: { orderId: r.id, side: r.side, price: r.price },
      });
      const { rows } = await ex.query<{ id: number }>('SELECT id FROM ledger_entries WHERE idem_key = $1', [`otc:trade:${r.id}`]);
      await markFilled(ex, r.id, rows[0]!.id, now);
      return 'filled' as const;
    });
    if (outcome === 'expired') throw new AppError('OTC_QUOTE_EXPIRED');
    const row = (await quoteById(this.ctx.db, id))!;
    this.publish(row);
    return this.view(row);
  }

  private publish(row: QuoteRow): void {
    this.realtime.toUser(row.user_id, 'otc_quote', this.view(row));
    if (row.status === 'filled') this.realtime.toUser(row.user_id, 'balance', { reason: 'otc' });
  }

  /** Release the house's side of a locked quote and mark it expired. */
  private async expire(ex: Executor, r: QuoteRow): Promise<void> {
    if (r.hold_id !== null)
      await releaseHold(ex, { key: `otc:release:${r.id}`, kind: 'otc.release', holdId: r.hold_id, meta: { orderId: r.id } });
    await markExpired(ex, r.id);
  }

  /** The sweeper's pass: every quote past its time, each in its own transaction; returns how many. */
  async expireDue(): Promise<number> {
    const now = this.ctx.clock.now();
    let n = 0;
    for (const id of await expiredQuoteIds(this.ctx.db, now, 500)) {
      const row = await this.ctx.db.tx(async (ex) => {
        const r = await quoteById(ex, id, 'skip');
        if (!r || r.status !== 'quoted') return undefined;
        await this.expire(ex, r);
        return (await quoteById(ex, id))!;
      });
      if (row) {
        n += 1;
        this.publish(row);
      }
    }
    return n;
  }

  list(userId: number, q: { status: 'filled' | 'all'; page: number; limit: number }): Promise<Page<OtcQuote>> {
    const nowMs = this.ctx.clock.now().getTime();
    return pageOfQuotes(this.ctx.db, { userId, ...q }, (r) => this.view(r, nowMs));
  }

  /** GET otc/receipt: the quote, its mark's ticks and the maths. */
  async receipt(userId: number, id: number): Promise<OtcReceipt> {
    const r = await quoteById(this.ctx.db, id);
    if (!r || r.user_id !== userId) throw new AppError('OTC_QUOTE_NOT_FOUND');
    const v = this.view(r);
    const sign = r.side === 'buy' ? '+' : '-';
    const round = r.side === 'buy' ? 'rounded up' : 'rounded down';
    return {
      quote: v,
      ticks: r.ticks.map((t) => ({
        id: t.id,
        source: t.source,
        time: t.ts,
        price: formatUnits(BigInt(t.price), r.price_scale, { fixed: r.price_scale }),
      })),
      formula:
        `mark = median of ${r.ticks.length} ticks = ${v.mark_price}; price = ${v.mark_price} x (1 ${sign} ${v.spread_percent} %) = ${v.price} (${round}); ` +
        `total = ${v.amount} ${r.asset} x ${v.price} = ${v.total} ${r.quote_asset} (${round})`,
      entry_id: r.entry_id,
    };
  }
}
