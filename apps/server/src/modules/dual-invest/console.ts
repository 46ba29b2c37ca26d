/**
 * The operators' side of dual investment: list a product (its terms are fixed from then on),
 * pause or resume its subscription before its start, cancel it before its start (the settlement
 * scheduler refunds its orders in full), and compare what the treasury's book holds with what open
 * orders could be owed. Nothing here writes an order, a price or a result.
 */
import { DAY_MS, type DualCoverRow, type DualProduct, type DualProductStatus, type Page } from '@bourse/contract';
import { getBalance, systemAccount } from '@bourse/ledger';
import { formatUnits, MoneyError, parseUnits } from '@bourse/money';
import type { AppContext } from '../../app/context';
import { AppError } from '../../platform/errors';
import type { DualService } from './service';
import { insertProduct, owedByAsset, pageOfProducts, productById, type ProductRow, setProductStatus } from './store';
import { needFor, outcomesOf, productView, TREASURY_BOOK } from './views';

/** At most 1000 % a year, in parts per million. */
const MAX_APR_PPM = 10_000_000n;

export interface CreateInput {
  currency_id: number;
  type: 'call' | 'put';
  apr_percent: string;
  linked_price: string;
  unit_price: string;
  start_time: number;
  settle_time: number;
  total_shares: number;
  user_limit: number;
}

function positive(text: string, scale: number, error: 'DUAL_RATE_INVALID' | 'DUAL_PRICE_INVALID' | 'DUAL_UNIT_PRICE_INVALID'): bigint {
  let v: bigint;
  try {
    v = parseUnits(text, scale);
  } catch (e) {
    if (e instanceof MoneyError) throw new AppError(error);
    throw e;
  }
  if (v <= 0n) throw new AppError(error);
  return v;
}

export class DualConsole {
  constructor(
    private readonly ctx: AppContext,
    private readonly service: DualService,
    private readonly nudge: () => void,
  ) {}

  private async view(p: ProductRow): Promise<DualProduct> {
    const treasury = await this.service.treasury(this.ctx.db, [p.asset, p.quote]);
    return productView(this.ctx, p, { nowMs: this.ctx.clock.now().getTime(), treasury, userShares: undefined });
  }

  async list(q: { status?: DualProductStatus | undefined; page: number }): Promise<Page<DualProduct>> {
    const now = this.ctx.clock.now();
    const page = await pageOfProducts(this.ctx.db, { ...q, now, limit: 20 }, (r) => r);
    const treasury = await this.service.treasury(
      this.ctx.db,
      page.data.flatMap((p) => [p.asset, p.quote]),
    );
    const nowMs = now.getTime();
    return { ...page, data: page.data.map((p) => productView(this.ctx, p, { nowMs, treasury, userShares: undefined })) };
  }

  /** POST operator/dual/products. */
  async create(operatorId: number, input: CreateInput): Promise<DualProduct> {
    const asset = this.ctx.assets.list().find((a) => a.id === input.currency_id && a.enabled);
    const market = asset && this.service.market(asset.code);
    if (!asset || !market) throw new AppError('DUAL_CURRENCY_UNSUPPORTED');
    const usdt = this.ctx.assets.byCodeOrFail(market.quote);
    const aprPpm = positive(input.apr_percent, 4, 'DUAL_RATE_INVALID');
    if (aprPpm > MAX_APR_PPM) throw new AppError('DUAL_RATE_INVALID');
    const linked = positive(input.linked_price, market.priceScale, 'DUAL_PRICE_INVALID');
    const unit = positive(input.unit_price, input.type === 'call' ? asset.scale : usdt.scale, 'DUAL_UNIT_PRICE_INVALID');
    const nowMs = this.ctx.clock.now().getTime();
    const term = input.settle_time - input.start_time;
    if (input.start_time <= nowMs || term < DAY_MS || term % DAY_MS !== 0) throw new AppError('DUAL_TERM_INVALID');
    if (input.user_limit > input.total_shares) throw new AppError('DUAL_SHARES_INVALID');
    const row = {
      asset: asset.code,
      quote: usdt.code,
      market_id: market.id,
      type: input.type,
      apr_ppm: Number(aprPpm),
      linked_price: linked.toString(),
      price_scale: market.priceScale,
      unit_price: unit.toString(),
      start_at: new Date(input.start_time),
      settle_at: new Date(input.settle_time),
      days: term / DAY_MS,
      total_shares: input.total_shares,
      user_limit: input.user_limit,
      created_by: operatorId,
      created_at: new Date(nowMs),
    };
    // A share must pay something in either currency (a put share too small for one minor unit of the coin would not).
    const one = outcomesOf(this.ctx, row, unit);
    if (one.coinMinor <= 0n || one.usdtMinor <= 0n) throw new AppError('DUAL_UNIT_PRICE_INVALID');
    needFor(this.ctx, { ...row, unit_price: row.unit_price }, input.total_shares); // the whole issue must be computable
    return this.view(await insertProduct(this.ctx.db, row));
  }

  private async change(
    id: number,
    from: ProductRow['status'][],
    to: ProductRow['status'],
    error: 'DUAL_STATUS_INVALID' | 'DUAL_NOT_CANCELLABLE',
  ) {
    const now = this.ctx.clock.now();
    const changed = await setProductStatus(this.ctx.db, id, { from, to, startAfter: now });
    if (changed) return this.view(changed);
    if (!(await productById(this.ctx.db, id))) throw new AppError('DUAL_PRODUCT_NOT_FOUND');
    throw new AppError(error);
  }

  pause(id: number): Promise<DualProduct> {
    return this.change(id, ['open'], 'paused', 'DUAL_STATUS_INVALID');
  }

  resume(id: number): Promise<DualProduct> {
    return this.change(id, ['paused'], 'open', 'DUAL_STATUS_INVALID');
  }

  /** Cancel before the start; the scheduler refunds the orders at once (nudged here) and after any restart. */
  async cancel(id: number): Promise<DualProduct> {
    const product = await this.change(id, ['open', 'paused'], 'cancelled', 'DUAL_NOT_CANCELLABLE');
    this.nudge();
    return product;
  }

  /** GET operator/dual/cover: per asset, the treasury book's available and held funds against what open orders could be owed. */
  async cover(): Promise<DualCoverRow[]> {
    const owed = await owedByAsset(this.ctx.db);
    const { rows } = await this.ctx.db.query<{ asset: string }>(
      `SELECT asset FROM ledger_accounts WHERE owner = $1 AND book = $2 ORDER BY asset`,
      [systemAccount('treasury', 'USDT').owner, TREASURY_BOOK],
    );
    const assets = [...new Set([...rows.map((r) => r.asset), ...owed.keys()])].sort();
    const out: DualCoverRow[] = [];
    for (const code of assets) {
      const scale = this.ctx.assets.byCodeOrFail(code).scale;
      const b = await getBalance(this.ctx.db, systemAccount('treasury', code, TREASURY_BOOK));
      const o = owed.get(code) ?? 0n;
      out.push({
        currency: code,
        available: formatUnits(b.available, scale),
        held: formatUnits(b.frozen, scale),
        owed: formatUnits(o, scale),
        covered: b.frozen >= o,
      });
    }
    return out;
  }
}
