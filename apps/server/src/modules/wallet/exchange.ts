/**
 * Currency exchange at the market price with a spread and a fee from configuration. A quote is
 * shown to the user and holds for a few seconds; executing it is one ledger entry through the
 * funded house liquidity account. Every division rounds down: the user never receives a minor
 * unit the rate does not give them, and the house gains at most one.
 */
import { randomUUID } from 'node:crypto';
import type { ExchangeCoin, ExchangeQuote, ExchangeRecord, Page } from '@bourse/contract';
import type { Executor } from '@bourse/db';
import { getBalance, postEntry, systemAccount, userAccount } from '@bourse/ledger';
import { applyRate, divRound, formatUnits, parseUnits, PPM } from '@bourse/money';
import type { AppContext } from '../../app/context';
import type { AssetInfo } from '../../platform/assets';
import { AppError } from '../../platform/errors';
import { FUNDING_BOOK } from './deposits';
import type { Fees } from './fees';
import type { WalletPorts } from './ports';
import { type ExchangeRow, findExchangeByKey, insertExchange, insertQuote, lockQuote, markQuoteUsed, pageExchanges } from './store';
import { usdtValue } from './valuation';

/** Rates carry 18 decimals. */
const RATE_SCALE = 18;
const ONE = 10n ** BigInt(RATE_SCALE);

export class Exchange {
  constructor(
    private readonly ctx: AppContext,
    private readonly ports: WalletPorts,
    /** The spread and fee in effect (a change applies only after its notice period). */
    private readonly fees: Fees,
  ) {}

  /** Units of `to` per unit of `from` (18 decimals), after the spread against the user. */
  private async rateUnits(from: AssetInfo, to: AssetInfo): Promise<bigint> {
    if (from.id === to.id) throw new AppError('EXCHANGE_SAME_ASSET');
    const fromUsdt = usdtValue(10n ** BigInt(from.scale), from, this.ports.prices.usdtPrice(from.code));
    const toUsdt = usdtValue(10n ** BigInt(to.scale), to, this.ports.prices.usdtPrice(to.code));
    if (!fromUsdt || !toUsdt) throw new AppError('PRICE_UNAVAILABLE');
    const spread = BigInt((await this.fees.exchange()).spreadPpm);
    return divRound(fromUsdt * ONE * (PPM - spread), toUsdt * PPM, 'down');
  }

  async quote(userId: number, fromId: number, toId: number): Promise<ExchangeQuote> {
    const from = this.ctx.assets.byIdOrFail(fromId);
    const to = this.ctx.assets.byIdOrFail(toId);
    const rate = await this.rateUnits(from, to);
    const { feePpm } = await this.fees.exchange();
    const ttl = await this.ctx.settings.get(this.ctx.db, 'exchange_quote_ttl_seconds');
    const id = randomUUID();
    const expiresAt = new Date(this.ctx.clock.now().getTime() + ttl * 1000);
    await insertQuote(this.ctx.db, {
      id,
      userId,
      fromAssetId: from.id,
      toAssetId: to.id,
      rate,
      feePpm,
      expiresAt,
      at: this.ctx.clock.now(),
    });
    return this.quoteView(id, from, to, rate, feePpm, expiresAt);
  }

  private quoteView(id: string, from: AssetInfo, to: AssetInfo, rate: bigint, feePpm: number, expiresAt: Date): ExchangeQuote {
    const usdt = (a: AssetInfo) => usdtValue(10n ** BigInt(a.scale), a, this.ports.prices.usdtPrice(a.code)) ?? 0n;
    const feePercent = formatUnits(BigInt(feePpm), 4);
    return {
      quote_id: id,
      from_currency_id: from.id,
      to_currency_id: to.id,
      rate: formatUnits(rate, RATE_SCALE),
      fee_percent: feePercent,
      form_price: formatUnits(usdt(from), 6),
      to_price: formatUnits(usdt(to), 6),
      fee: feePercent,
      expires_at: expiresAt.toISOString(),
    };
  }

  /** The coins that can be exchanged (those with a price), with their USDT prices. */
  coins(): ExchangeCoin[] {
    return this.ctx.assets
      .list()
      .filter((a) => a.kind === 'crypto' && a.enabled && (a.code === 'USDT' || this.ports.prices.usdtPrice(a.code)))
      .map((a) => ({
        id: a.id,
        currency: a.code,
        name: a.name,
        icon: a.icon,
        scale: a.scale,
        is_transfer: 1 as const,
        usdt_price: formatUnits(usdtValue(10n ** BigInt(a.scale), a, this.ports.prices.usdtPrice(a.code)) ?? 0n, 6),
      }));
  }

  private async useQuote(ex: Executor, userId: number, quoteId: string, from: AssetInfo, to: AssetInfo) {
    const q = await lockQuote(ex, quoteId);
    if (!q || q.user_id !== userId || q.from_asset_id !== from.id || q.to_asset_id !== to.id || q.used_at) {
      throw new AppError('QUOTE_NOT_FOUND');
    }
    if (q.expires_at.getTime() <= this.ctx.clock.now().getTime()) throw new AppError('QUOTE_EXPIRED');
    await markQuoteUsed(ex, q.id, this.ctx.clock.now());
    return { rate: BigInt(q.rate), feePpm: BigInt(q.fee_ppm) };
  }

  async execute(
    userId: number,
    input: { number: string; from_currency_id: number; to_currency_id: number; quote_id?: string },
    requestKey: string,
  ): Promise<ExchangeRecord> {
    const from = this.ctx.assets.byIdOrFail(input.from_currency_id);
    const to = this.ctx.assets.byIdOrFail(input.to_currency_id);
    if (from.id === to.id) throw new AppError('EXCHANGE_SAME_ASSET');
    const amount = parseUnits(input.number, from.scale, { allowZero: false });
    const live = input.quote_id ? undefined : { rate: await this.rateUnits(from, to), feePpm: BigInt((await this.fees.exchange()).feePpm) };
    const entryKey = `exchange:${userId}:${requestKey}`;
    const row = await this.ctx.db.tx(async (ex) => {
      const prior = await findExchangeByKey(ex, entryKey);
      if (prior) return prior;
      const { rate, feePpm } = live ?? (await this.useQuote(ex, userId, input.quote_id!, from, to));
      const fee = applyRate(amount, feePpm, 'ceil');
      const net = amount - fee;
      const received = divRound(net * rate * 10n ** BigInt(to.scale), ONE * 10n ** BigInt(from.scale), 'down');
      if (received <= 0n) throw new AppError('AMOUNT_ZERO');
      const liquidity = await getBalance(ex, systemAccount('liquidity', to.code));
      if (liquidity.available < received) throw new AppError('LIQUIDITY_UNAVAILABLE');
      await postEntry(ex, {
        key: entryKey,
        kind: 'exchange',
        meta: { userId, rate: formatUnits(rate, RATE_SCALE), quoteId: input.quote_id ?? null, feePpm: feePpm.toString() },
        lines: [
          { account: userAccount(userId, from.code, FUNDING_BOOK), amount: -amount },
          { account: systemAccount('liquidity', from.code), amount: net },
          ...(fee > 0n ? [{ account: systemAccount('fees', from.code), amount: fee }] : []),
          { account: systemAccount('liquidity', to.code), amount: -received },
          { account: userAccount(userId, to.code, FUNDING_BOOK), amount: received },
        ],
      });
      return insertExchange(ex, {
        userId,
        fromAssetId: from.id,
        toAssetId: to.id,
        fromAmount: amount,
        fee,
        toAmount: received,
        rate,
        quoteId: input.quote_id ?? null,
        entryKey,
        at: this.ctx.clock.now(),
      });
    });
    return this.recordView(row);
  }

  private recordView(r: ExchangeRow): ExchangeRecord {
    const from = this.ctx.assets.byIdOrFail(r.from_asset_id);
    const to = this.ctx.assets.byIdOrFail(r.to_asset_id);
    return {
      id: r.id,
      from_currency: from.code,
      to_currency: to.code,
      number: formatUnits(BigInt(r.from_amount), from.scale),
      fee: formatUnits(BigInt(r.fee), from.scale),
      received: formatUnits(BigInt(r.to_amount), to.scale),
      rate: formatUnits(BigInt(r.rate), RATE_SCALE),
      created_at: r.created_at.toISOString(),
    };
  }

  history(userId: number, page: number, limit: number): Promise<Page<ExchangeRecord>> {
    return pageExchanges(this.ctx.db, userId, page, limit, (r) => this.recordView(r));
  }
}
