/** What every part of the NFT module shares: context, views, settings, pricing rules and the outbox. */
import { MoneyError, parseUnits } from '@bourse/money';
import type { AppContext } from '../../app/context';
import type { Realtime } from '../../app/socket';
import type { AssetInfo } from '../../platform/assets';
import { AppError } from '../../platform/errors';
import type { Outbox } from './messages';
import type { NftPorts } from './ports';
import { Views } from './views';

/** The currencies NFTs are priced and paid in (from the spot book). */
export const NFT_CURRENCIES = ['USDT'] as const;
/** The winner of an auction has this long after its end to pay (SPEC section 9: one day). */
export const PAY_WINDOW_MS = 24 * 60 * 60 * 1000;
/** A bid this close to the end moves the end on by EXTEND_BY_MS (anti-sniping, stated on the page). */
export const EXTEND_WINDOW_MS = 5 * 60 * 1000;
export const EXTEND_BY_MS = 5 * 60 * 1000;
/** The winner is reminded this long before the payment is due. */
export const REMIND_BEFORE_MS = 2 * 60 * 60 * 1000;
/** The longest sale window a listing may have. */
export const MAX_WINDOW_MS = 90 * 24 * 60 * 60 * 1000;

export interface NftSettings {
  feePrimaryPpm: number;
  feeResalePpm: number;
  marginPpm: number;
  intervalMs: number;
}

export class NftDeps {
  readonly views: Views;
  readonly settings: NftSettings;

  constructor(
    readonly ctx: AppContext,
    readonly ports: NftPorts,
    private readonly realtime: Realtime,
  ) {
    this.views = new Views(ctx.assets);
    this.settings = {
      feePrimaryPpm: ctx.config.NFT_FEE_PRIMARY_PPM,
      feeResalePpm: ctx.config.NFT_FEE_RESALE_PPM,
      marginPpm: ctx.config.NFT_MARGIN_PPM,
      intervalMs: ctx.config.NFT_SCHEDULER_INTERVAL_MS,
    };
  }

  now(): Date {
    return this.ctx.clock.now();
  }

  /** The NFT currency by id (USDT by default); NFT_CURRENCY_UNSUPPORTED otherwise. */
  currency(currencyId?: number): AssetInfo {
    const asset =
      currencyId === undefined ? this.ctx.assets.find(NFT_CURRENCIES[0]) : this.ctx.assets.list().find((a) => a.id === currencyId);
    if (!asset || !asset.enabled || !(NFT_CURRENCIES as readonly string[]).includes(asset.code))
      throw new AppError('NFT_CURRENCY_UNSUPPORTED');
    return asset;
  }

  /** A positive price in the asset's units ("please choose the correct price"). */
  price(text: string, asset: { scale: number }): bigint {
    let v: bigint;
    try {
      v = parseUnits(text, asset.scale);
    } catch (error) {
      if (error instanceof MoneyError && error.code === 'AMOUNT_TOO_PRECISE')
        throw new AppError('AMOUNT_TOO_PRECISE', { scale: asset.scale });
      throw new AppError('NFT_PRICE_INVALID');
    }
    if (v <= 0n) throw new AppError('NFT_PRICE_INVALID');
    return v;
  }

  /** A sale window: the end after the start, not over, at most MAX_WINDOW_MS long. */
  window(startMs: number, endMs: number): { startAt: Date; endAt: Date } {
    if (endMs <= startMs) throw new AppError('NFT_END_BEFORE_START');
    if (endMs <= this.now().getTime() || endMs - startMs > MAX_WINDOW_MS) throw new AppError('NFT_TIME_INVALID');
    return { startAt: new Date(startMs), endAt: new Date(endMs) };
  }

  /** Push the messages of a committed transaction, and a nudge to refresh balances. */
  flush(outbox: Outbox, balancesOf: number[] = []): void {
    for (const m of outbox) this.realtime.toUser(m.userId, 'nft_message', { kind: m.kind, code: m.code });
    for (const userId of new Set(balancesOf)) this.realtime.toUser(userId, 'balance', { reason: 'nft' });
  }
}
