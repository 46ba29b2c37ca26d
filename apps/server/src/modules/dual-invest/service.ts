/**
 * Dual investment for users: the products on offer, one product, buying whole shares (the payment
 * held on the spot book and the worst case of either payout held from the treasury's `dual-invest`
 * book, in one transaction), the caller's orders and their proofs. Settlement is settle.ts, the
 * console console.ts.
 */
import type { DualDetail, DualIndex, DualListStatus, DualOrder, DualOrderProof, Page } from '@bourse/contract';
import type { Executor } from '@bourse/db';
import { createHold, getBalance, LedgerError, systemAccount, userAccount } from '@bourse/ledger';
import { DUAL_RULE_TEXT, kFraction } from '@bourse/maths/dual';
import { formatUnits } from '@bourse/money';
import type { AppContext } from '../../app/context';
import type { Realtime } from '../../app/socket';
import { AppError } from '../../platform/errors';
import type { DualPorts } from './ports';
import {
  addSoldShares,
  insertOrder,
  offeredAssets,
  offeredProducts,
  orderById,
  orderByRequestKey,
  type OrderRow,
  pageOfOrders,
  productById,
  type ProductRow,
  setOrderHolds,
  userShares,
} from './store';
import { aprPercent, formatFor, needFor, orderView, outcomesOf, productView, TREASURY_BOOK } from './views';

export class DualService {
  constructor(
    private readonly ctx: AppContext,
    private readonly ports: DualPorts,
    private readonly realtime: Realtime,
  ) {}

  private now(): number {
    return this.ctx.clock.now().getTime();
  }

  /** The market pricing a coin: `<coin>/USDT`, crypto. */
  market(asset: string) {
    return this.ports.prices.markets().find((m) => m.kind === 'crypto' && m.base === asset && m.quote === 'USDT');
  }

  /** The treasury book's available balance per asset. */
  async treasury(ex: Executor, assets: string[]): Promise<Map<string, bigint>> {
    const out = new Map<string, bigint>();
    for (const a of new Set(assets)) out.set(a, (await getBalance(ex, systemAccount('treasury', a, TREASURY_BOOK))).available);
    return out;
  }

  /** The coin's market's last recorded tick now, read from the database. */
  async lastTick(asset: string) {
    const m = this.market(asset);
    return m ? this.ports.prices.tickAtOrBefore(this.ctx.db, m.id, this.now()) : undefined;
  }

  private async lastPrice(asset: string): Promise<string | null> {
    const tick = await this.lastTick(asset);
    return tick ? formatUnits(tick.price, tick.priceScale, { fixed: tick.priceScale }) : null;
  }

  private async views(products: ProductRow[], userId: number | undefined) {
    const treasury = await this.treasury(
      this.ctx.db,
      products.flatMap((p) => [p.asset, p.quote]),
    );
    const shares =
      userId === undefined
        ? undefined
        : await userShares(
            this.ctx.db,
            userId,
            products.map((p) => p.id),
          );
    const nowMs = this.now();
    return products.map((p) => productView(this.ctx, p, { nowMs, treasury, userShares: shares }));
  }

  /** GET dual/index: the products before their start for a coin and type, and the coins on offer. */
  async index(userId: number | undefined, input: { currency_id?: number | undefined; type: 'call' | 'put' }): Promise<DualIndex> {
    const now = new Date(this.now());
    const currencies = (await offeredAssets(this.ctx.db, now))
      .map((code) => this.ctx.assets.find(code))
      .filter((a) => a !== undefined)
      .map((a) => ({ currency_id: a.id, currency: a.code }));
    let asset = currencies[0];
    if (input.currency_id !== undefined) {
      const chosen = this.ctx.assets.list().find((a) => a.id === input.currency_id);
      if (!chosen || !this.market(chosen.code)) throw new AppError('DUAL_CURRENCY_UNSUPPORTED');
      asset = { currency_id: chosen.id, currency: chosen.code };
    }
    const products = asset ? await offeredProducts(this.ctx.db, asset.currency, input.type, now) : [];
    return {
      currencies,
      currency_id: asset?.currency_id ?? null,
      currency: asset?.currency ?? null,
      type: input.type,
      last_price: asset ? await this.lastPrice(asset.currency) : null,
      products: await this.views(products, userId),
    };
  }

  /** GET dual/detail. */
  async detail(userId: number | undefined, id: number): Promise<DualDetail> {
    const p = await productById(this.ctx.db, id);
    if (!p) throw new AppError('DUAL_PRODUCT_NOT_FOUND');
    const [product] = await this.views([p], userId);
    const f = formatFor(this.ctx, p);
    const balance =
      userId === undefined ? null : f.pay((await getBalance(this.ctx.db, userAccount(userId, f.payAsset, 'exchange'))).available);
    return { product: product!, last_price: await this.lastPrice(p.asset), balance, rule: DUAL_RULE_TEXT };
  }

  /** POST dual/buyDual: whole shares, paid from the spot book, covered by the treasury in the worst case. */
  async buy(userId: number, input: { id: number; num: number }, requestKey: string): Promise<DualOrder> {
    const replay = await orderByRequestKey(this.ctx.db, userId, requestKey);
    if (replay) return orderView(this.ctx, replay, this.now());
    const nowMs = this.now();
    const orderId = await this.ctx.db.tx(async (ex) => {
      // The product row is locked first: purchases of one product take turns, so shares and limits hold.
      const p = await productById(ex, input.id, true);
      if (!p) throw new AppError('DUAL_PRODUCT_NOT_FOUND');
      if (p.status !== 'open' || p.start_at.getTime() <= nowMs) throw new AppError('DUAL_NOT_ON_SALE');
      const remaining = p.total_shares - p.sold_shares;
      if (input.num > remaining) throw new AppError('DUAL_SHARES_EXCEEDED', { max: remaining });
      const held = (await userShares(ex, userId, [p.id])).get(p.id) ?? 0;
      if (held + input.num > p.user_limit) throw new AppError('DUAL_USER_LIMIT', { max: p.user_limit - held });
      const need = needFor(this.ctx, p, input.num);
      const payAsset = formatFor(this.ctx, p).payAsset;
      const user = userAccount(userId, payAsset, 'exchange');
      // Tell a user who cannot pay that, before asking whether the treasury can cover the order.
      if ((await getBalance(ex, user)).available < need.amount) throw new AppError('INSUFFICIENT_BALANCE');
      const outcomes = outcomesOf(this.ctx, p, need.amount);
      const id = await insertOrder(ex, {
        userId,
        productId: p.id,
        num: input.num,
        amount: need.amount,
        payAsset,
        coinPayout: outcomes.coinMinor,
        usdtPayout: outcomes.usdtMinor,
        requestKey,
        createdAt: new Date(nowMs),
      });
      if (id === undefined) return (await orderByRequestKey(ex, userId, requestKey))!.id;
      const meta = { orderId: id, productId: p.id, num: input.num };
      // The treasury first, in asset order (as settlement locks them), then the user.
      const cover = async (asset: string, amount: bigint) => {
        if (amount <= 0n) return null;
        try {
          const account = systemAccount('treasury', asset, TREASURY_BOOK);
          return (await createHold(ex, { key: `dual:cover:${id}:${asset}`, kind: 'dual.cover', account, amount, meta })).id;
        } catch (error) {
          if (error instanceof LedgerError && error.code === 'INSUFFICIENT_BALANCE') throw new AppError('DUAL_AWAITING_FUNDING');
          throw error;
        }
      };
      const covers = [
        { asset: p.asset, amount: need.coinMinor },
        { asset: p.quote, amount: need.usdtMinor },
      ].sort((a, b) => (a.asset < b.asset ? -1 : 1));
      const holdIds = new Map<string, number | null>();
      for (const c of covers) holdIds.set(c.asset, await cover(c.asset, c.amount));
      const hold = await createHold(ex, { key: `dual:pay:${id}`, kind: 'dual.pay', account: user, amount: need.amount, meta });
      await setOrderHolds(ex, id, { user: hold.id, coin: holdIds.get(p.asset) ?? null, usdt: holdIds.get(p.quote) ?? null });
      await addSoldShares(ex, p.id, input.num);
      return id;
    });
    const row = (await orderById(this.ctx.db, orderId))!;
    this.publish(row);
    return orderView(this.ctx, row, this.now());
  }

  /** The owner sees the order in their private room, with a nudge to refresh balances. */
  publish(row: OrderRow): void {
    this.realtime.toUser(row.user_id, 'dual_order', orderView(this.ctx, row, this.now()));
    this.realtime.toUser(row.user_id, 'balance', { reason: 'dual' });
  }

  /** POST dual/dual_list. */
  list(userId: number, q: { status?: DualListStatus | undefined; page: number; limit: number }): Promise<Page<DualOrder>> {
    const nowMs = this.now();
    return pageOfOrders(this.ctx.db, { userId, ...q, now: new Date(nowMs) }, (r) => orderView(this.ctx, r, nowMs));
  }

  /** GET dual/order: one of the caller's orders with, once settled, its tick and the formula's inputs. */
  async order(userId: number, id: number): Promise<DualOrderProof> {
    const o = await orderById(this.ctx.db, id);
    if (!o || o.user_id !== userId) throw new AppError('ORDER_NOT_FOUND');
    const order = orderView(this.ctx, o, this.now());
    if (o.status !== 'success') return { order, proof: null };
    const k = kFraction(BigInt(o.apr_ppm), BigInt(o.days));
    const coinBranch = o.branch === 'coin';
    const formula =
      o.type === 'call'
        ? coinBranch
          ? `${order.amount} ${o.asset} x k`
          : `${order.amount} ${o.asset} x ${order.linked_price} x k`
        : coinBranch
          ? `${order.amount} ${o.quote} / ${order.linked_price} x k`
          : `${order.amount} ${o.quote} x k`;
    return {
      order,
      proof: {
        tick: {
          id: o.tick_id!,
          source: o.tick_source!,
          time: o.tick_ts!.getTime(),
          time_iso: o.tick_ts!.toISOString(),
          price: order.settle_price!,
        },
        settle_time: o.settle_at.getTime(),
        settle_time_iso: o.settle_at.toISOString(),
        comparison: o.comparison!,
        branch: o.branch!,
        amount: order.amount,
        pay_currency: o.pay_asset,
        linked_price: order.linked_price,
        apr_percent: aprPercent(o.apr_ppm),
        days: o.days,
        k: formatUnits((k.num * 10n ** 10n) / k.den, 10),
        k_numerator: k.num.toString(),
        k_denominator: k.den.toString(),
        formula: `${formula} = ${order.payout} ${o.payout_asset}`,
        payout: order.payout!,
        payout_currency: o.payout_asset!,
        rounding: 'floor',
        rule: DUAL_RULE_TEXT,
      },
    };
  }
}
