/**
 * Seconds options: the terms on offer, taking an order (entry tick read from the database, stake
 * hold, fee, the house's hold on the possible profit, all in one transaction), the caller's orders
 * and their proofs. Settlement is settle.ts.
 */
import type { MicroCurrency, MicroDuration, MicroMarket, MicroOrder, MicroResult, MicroTick, Page } from '@bourse/contract';
import type { Executor } from '@bourse/db';
import { getBalance, userAccount } from '@bourse/ledger';
import { formatUnits, MoneyError, parseUnits, PPM } from '@bourse/money';
import type { AppContext } from '../../app/context';
import type { Realtime } from '../../app/socket';
import type { AssetInfo } from '../../platform/assets';
import { AppError } from '../../platform/errors';
import { FeeHooks } from '../../platform/fee-hooks';
import { compare, RULE_TEXT, type Side, stakeMaths } from '@bourse/maths/seconds';
import { type MicroAnswer, MicroGroup, type MicroItem } from './group';
import type { MicroMarketView, MicroPorts, MicroTickView } from './ports';
import { placeAlone } from './single';
import { enabledTerms, orderById, orderByRequestKey, type OrderFilter, type OrderRow, pageOfOrders, type TermsRow } from './store';

export interface MicroSettings {
  /** An order is refused when the market's last stored tick at acceptance is older than this. */
  priceMaxAgeMs: number;
  /**
   * Settlement waits until a tick stamped after settle_at is stored (ticks are stored in time order,
   * so no tick at or before settle_at can come after it), or this long after settle_at at most.
   */
  settleMaxWaitMs: number;
  /** A close tick older than this at settle_at makes the order void: stake and fee are returned. */
  closeMaxAgeMs: number;
  /** How often the leader looks for due orders (it also looks after every tick batch). */
  settleIntervalMs: number;
}

export interface SubmitInput {
  match_id: number;
  currency_id: number;
  type: Side;
  seconds: number;
  number: string;
  coupon_id?: number | undefined;
}

const percent = (ppm: bigint) => formatUnits(ppm, 4);

/** The module's settings, from the validated configuration. */
export function microSettings(config: AppContext['config']): MicroSettings {
  return {
    priceMaxAgeMs: config.MICRO_PRICE_MAX_AGE_MS,
    settleMaxWaitMs: config.MICRO_SETTLE_MAX_WAIT_MS,
    closeMaxAgeMs: config.MICRO_CLOSE_MAX_AGE_MS,
    settleIntervalMs: config.MICRO_SETTLE_INTERVAL_MS,
  };
}

export class MicroService {
  readonly settings: MicroSettings;
  /** Who hears each order's trading fee inside the order's transaction (the fee port: invite's rebates). */
  readonly fees = new FeeHooks();
  /** Orders wait on their market's queue and commit in batches (group.ts); false: one transaction each (single.ts). */
  grouped = true;
  readonly group: MicroGroup;

  constructor(
    private readonly ctx: AppContext,
    private readonly ports: MicroPorts,
    private readonly realtime: Realtime,
  ) {
    this.settings = microSettings(ctx.config);
    this.group = new MicroGroup(ctx, {
      single: (item) => this.placeAlone(item),
      entryTick: (ex, marketId, nowMs) => this.entryTick(ex, marketId, nowMs),
      feesPaid: (ex, fees) => this.fees.paid(ex, fees),
    });
  }

  private now(): number {
    return this.ctx.clock.now().getTime();
  }

  /** The markets seconds options are offered on: the crypto markets, which trade around the clock. */
  offeredMarkets(): MicroMarketView[] {
    return this.ports.prices.markets().filter((m) => m.kind === 'crypto');
  }

  private offeredMarket(id: number): MicroMarketView {
    const m = this.ports.prices.markets().find((x) => x.id === id);
    if (!m) throw new AppError('MARKET_UNKNOWN');
    if (m.kind !== 'crypto') throw new AppError('MICRO_MARKET_UNSUPPORTED');
    return m;
  }

  private async enabledTerms(ex: Executor): Promise<TermsRow[]> {
    return (await enabledTerms(ex)).filter((r) => this.ctx.assets.find(r.asset)?.enabled);
  }

  private payableAsset(currencyId: number, terms: TermsRow[]): AssetInfo {
    const asset = this.ctx.assets.list().find((a) => a.id === currencyId && a.enabled);
    if (!asset || !terms.some((t) => t.asset === asset.code)) throw new AppError('MICRO_CURRENCY_UNSUPPORTED');
    return asset;
  }

  private duration(t: TermsRow): MicroDuration {
    const asset = this.ctx.assets.byCodeOrFail(t.asset);
    const payout = BigInt(t.payout_ppm);
    const fee = BigInt(t.fee_ppm);
    // (1 + fee) / (1 + ratio) in hundredths of a percent, rounded up: the win rate needed to come out even.
    const breakEven = ((PPM + fee) * 10_000n + (PPM + payout) - 1n) / (PPM + payout);
    return {
      currency_id: asset.id,
      currency: asset.code,
      seconds: t.seconds,
      payout_percent: percent(payout),
      payout_ratio: formatUnits(payout, 6),
      min_stake: formatUnits(BigInt(t.min_stake), asset.scale),
      max_stake: formatUnits(BigInt(t.max_stake), asset.scale),
      fee_percent: percent(fee),
      break_even_percent: formatUnits(breakEven, 2, { fixed: 2 }),
      price_max_age_ms: this.settings.priceMaxAgeMs,
      settle_max_wait_ms: this.settings.settleMaxWaitMs,
      close_max_age_ms: this.settings.closeMaxAgeMs,
    };
  }

  /** GET microtrade/seconds: the durations on offer, per payable currency. */
  async seconds(currencyId?: number): Promise<MicroDuration[]> {
    const terms = await this.enabledTerms(this.ctx.db);
    if (currencyId === undefined) return terms.map((t) => this.duration(t));
    const asset = this.payableAsset(currencyId, terms);
    return terms.filter((t) => t.asset === asset.code).map((t) => this.duration(t));
  }

  /** GET microtrade/payable_currencies: what a stake can be paid in, its limits and markets, and the caller's micro book. */
  async payableCurrencies(userId: number | undefined): Promise<MicroCurrency[]> {
    const terms = await this.enabledTerms(this.ctx.db);
    const markets: MicroMarket[] = this.offeredMarkets().map((m) => ({ match_id: m.id, symbol: m.symbol }));
    const out: MicroCurrency[] = [];
    for (const code of [...new Set(terms.map((t) => t.asset))]) {
      const asset = this.ctx.assets.byCodeOrFail(code);
      const rows = terms.filter((t) => t.asset === code);
      const min = rows.reduce((a, t) => (BigInt(t.min_stake) < a ? BigInt(t.min_stake) : a), BigInt(rows[0]!.min_stake));
      const max = rows.reduce((a, t) => (BigInt(t.max_stake) > a ? BigInt(t.max_stake) : a), 0n);
      let balance: MicroCurrency['balance'] = null;
      if (userId !== undefined) {
        const b = await getBalance(this.ctx.db, userAccount(userId, code, 'micro'));
        balance = { available: formatUnits(b.available, asset.scale), frozen: formatUnits(b.frozen, asset.scale) };
      }
      out.push({
        currency_id: asset.id,
        currency: code,
        min_stake: formatUnits(min, asset.scale),
        max_stake: formatUnits(max, asset.scale),
        seconds: rows.map((t) => t.seconds),
        markets,
        balance,
      });
    }
    return out;
  }

  private parseStake(text: string, asset: AssetInfo, t: TermsRow): bigint {
    let stake: bigint;
    try {
      stake = parseUnits(text, asset.scale);
    } catch (error) {
      if (error instanceof MoneyError && error.code === 'AMOUNT_TOO_LARGE') throw new AppError('MICRO_MAX_STAKE');
      if (error instanceof MoneyError && error.code === 'AMOUNT_TOO_PRECISE')
        throw new AppError('AMOUNT_TOO_PRECISE', { scale: asset.scale });
      throw new AppError('NUMBER_INVALID');
    }
    // The spec's messages do not show the limits; microtrade/seconds lists them.
    if (stake < BigInt(t.min_stake)) throw new AppError('MICRO_MIN_STAKE');
    if (stake > BigInt(t.max_stake)) throw new AppError('MICRO_MAX_STAKE');
    return stake;
  }

  /**
   * The entry: the last tick stored at or before the acceptance instant, read in the order's
   * transaction (not this node's memory, which lags the database on a node behind the feed's
   * fan-out), as it is; refused when there is none or it is older than priceMaxAgeMs.
   */
  private async entryTick(ex: Executor, marketId: number, nowMs: number): Promise<MicroTickView> {
    const tick = await this.ports.prices.tickAtOrBefore(ex, marketId, nowMs);
    if (!tick) throw new AppError('PRICE_UNAVAILABLE');
    if (nowMs - tick.ts > this.settings.priceMaxAgeMs) throw new AppError('PRICE_STALE');
    return tick;
  }

  /** POST microtrade/submit. */
  async submit(userId: number, input: SubmitInput, requestKey: string): Promise<MicroOrder> {
    const replay = await orderByRequestKey(this.ctx.db, userId, requestKey);
    if (replay) return this.view(replay);
    const market = this.offeredMarket(input.match_id);
    const terms = await this.enabledTerms(this.ctx.db);
    const asset = this.payableAsset(input.currency_id, terms);
    const t = terms.find((x) => x.asset === asset.code && x.seconds === input.seconds);
    if (!t) throw new AppError('MICRO_SECONDS_UNSUPPORTED');
    const stake = this.parseStake(input.number, asset, t);
    const { feeMinor, profitMinor } = stakeMaths(stake, t.payout_ppm, t.fee_ppm);
    const item: MicroItem = { userId, market, asset: asset.code, terms: t, side: input.type, stake, feeMinor, profitMinor, requestKey };
    if (input.coupon_id !== undefined) item.couponId = input.coupon_id;
    const { row, fresh } = await (this.grouped ? this.group.submit(item) : this.placeAlone(item));
    const order = this.view(row);
    if (fresh) this.publish(row);
    return order;
  }

  /** One order in its own transaction (single.ts): without the group commit, a coupon's order, or one of a failed batch. */
  placeAlone(item: MicroItem): Promise<MicroAnswer> {
    const deps = { db: this.ctx.db, discounts: this.ports.discounts, fees: this.fees };
    return placeAlone(deps, item, { nowMs: this.now(), entryTick: (ex, id, nowMs) => this.entryTick(ex, id, nowMs) });
  }

  /** The order's owner sees it in their private room, with a nudge to refresh balances. */
  publish(row: OrderRow): void {
    this.realtime.toUser(row.user_id, 'micro_order', this.view(row));
    this.realtime.toUser(row.user_id, 'balance', { reason: 'micro' });
  }

  private format(row: OrderRow) {
    const scale = this.ctx.assets.find(row.asset)?.scale ?? 0;
    return {
      money: (v: bigint | string) => formatUnits(BigInt(v), scale),
      price: (v: number | bigint) => formatUnits(BigInt(v), row.price_scale, { fixed: row.price_scale }),
    };
  }

  view(row: OrderRow): MicroOrder {
    const f = this.format(row);
    const nowMs = this.now();
    const settleMs = row.settle_at.getTime();
    const asset = this.ctx.assets.find(row.asset);
    const market = this.ports.prices.markets().find((m) => m.id === row.market_id);
    const payout = row.payout === null ? null : BigInt(row.payout);
    const stake = BigInt(row.stake);
    return {
      id: row.id,
      match_id: row.market_id,
      symbol: market?.symbol ?? String(row.market_id),
      currency_id: asset?.id ?? 0,
      currency: row.asset,
      type: row.side === 'rise' ? 1 : 2,
      side: row.side,
      seconds: row.seconds,
      number: f.money(row.stake),
      fee: f.money(row.fee),
      payout_percent: percent(BigInt(row.payout_ppm)),
      expected_profit: f.money(row.win_profit),
      status: row.status,
      status_code: row.status === 'void' ? 4 : row.status === 'settled' ? 3 : settleMs <= nowMs ? 2 : 1,
      result: row.result,
      void_reason: row.void_reason,
      open_price: f.price(row.open_price),
      open_time: row.open_at.getTime(),
      settle_time: settleMs,
      remain_milli_seconds: Math.max(0, settleMs - nowMs),
      close_price: row.close_price === null ? null : f.price(row.close_price),
      payout: payout === null ? null : f.money(payout),
      // A void order's payout is stake + fee: nothing won or lost.
      profit: payout === null ? null : f.money(row.status === 'void' ? 0n : payout - stake),
      settled_at: row.settled_at?.getTime() ?? null,
      coupon: row.coupon_id === null ? null : { id: Number(row.coupon_id), kind: row.coupon_kind!, value: f.money(row.coupon_value!) },
    };
  }

  /** GET microtrade/lists: the caller's orders, newest first. */
  list(userId: number, filter: OrderFilter, page: number, limit: number): Promise<Page<MicroOrder>> {
    return pageOfOrders(this.ctx.db, userId, filter, new Date(this.now()), page, limit, (r) => this.view(r));
  }

  /** GET microtrade/get_result: one of the caller's orders with the ticks that decided it and the payout maths. */
  async result(userId: number, id: number): Promise<MicroResult> {
    const row = await orderById(this.ctx.db, id);
    if (!row || row.user_id !== userId) throw new AppError('ORDER_NOT_FOUND');
    const f = this.format(row);
    const tick = (tickId: number, ts: Date, price: number, source: string): MicroTick => ({
      id: tickId,
      source,
      time: ts.getTime(),
      time_iso: ts.toISOString(),
      price: f.price(price),
    });
    const settled = row.status === 'settled';
    const ended = row.status !== 'open';
    const stake = BigInt(row.stake);
    const fee = BigInt(row.fee);
    const payout = row.payout === null ? null : BigInt(row.payout);
    return {
      order: this.view(row),
      proof: {
        open_tick: tick(row.open_tick_id, row.open_tick_ts, row.open_price, row.open_source),
        close_tick: ended ? tick(row.close_tick_id!, row.close_tick_ts!, row.close_price!, row.close_source!) : null,
        settle_time: row.settle_at.getTime(),
        settle_time_iso: row.settle_at.toISOString(),
        close_age_ms: ended ? row.settle_at.getTime() - row.close_tick_ts!.getTime() : null,
        close_max_age_ms: row.close_max_age_ms,
        void_reason: row.void_reason,
        rule: {
          side: row.side,
          comparison: settled ? compare(BigInt(row.open_price), BigInt(row.close_price!)) : null,
          result: row.result,
          text: RULE_TEXT,
        },
        maths: {
          stake: f.money(stake),
          fee: f.money(fee),
          fee_percent: percent(BigInt(row.fee_ppm)),
          ratio: formatUnits(BigInt(row.payout_ppm), 6),
          profit: f.money(row.win_profit),
          payout: payout === null ? null : f.money(payout),
          net: payout === null ? null : f.money(payout - stake - fee),
        },
      },
    };
  }
}
