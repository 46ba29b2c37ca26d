/** Balances per book and coin, with equivalent values: wallet/list, wallet/detail, user_currency_list, getRateCurrency. */
import { BOOK_IDS, type AssetBalance, type BookBalances, type CoinRate, type WalletOverview } from '@bourse/contract';
import { listBalances } from '@bourse/ledger';
import { formatUnits } from '@bourse/money';
import type { AppContext } from '../../app/context';
import type { AssetInfo } from '../../platform/assets';
import { AppError } from '../../platform/errors';
import type { WalletPorts } from './ports';
import { fiatValue, formatFiat, formatUsdt, usdtValue } from './valuation';

/** The books shown to users, in the spec's order. */
export const SHOWN_BOOKS = ['legal', 'exchange', 'lever', 'micro', 'stock', 'lock'] as const;

export class Balances {
  constructor(
    private readonly ctx: AppContext,
    private readonly ports: WalletPorts,
  ) {}

  /** A coin by id or code. */
  asset(currency: string): AssetInfo {
    return /^\d+$/.test(currency) ? this.ctx.assets.byIdOrFail(Number(currency)) : this.ctx.assets.byCodeOrFail(currency);
  }

  private row(asset: AssetInfo, available: bigint, frozen: bigint, fiatRate: string): { view: AssetBalance; usdt: bigint } {
    const usdt = usdtValue(available + frozen, asset, this.ports.prices.usdtPrice(asset.code));
    return {
      usdt: usdt ?? 0n,
      view: {
        currency_id: asset.id,
        currency: asset.code,
        name: asset.name,
        icon: asset.icon,
        available: formatUnits(available, asset.scale),
        frozen: formatUnits(frozen, asset.scale),
        balance: formatUnits(available + frozen, asset.scale),
        usdt_value: usdt === undefined ? null : formatUsdt(usdt),
        fiat_value: usdt === undefined ? null : formatFiat(fiatValue(usdt, fiatRate)),
      },
    };
  }

  async overview(userId: number): Promise<WalletOverview> {
    const fiat = await this.ports.profile.defaultFiat(userId);
    const rate = await this.ports.fx.fiatRate(fiat);
    const accounts = await listBalances(this.ctx.db, `user:${userId}`);
    const held = new Map(accounts.map((a) => [`${a.account.book}|${a.account.asset}`, a]));
    let total = 0n;
    const books: BookBalances[] = SHOWN_BOOKS.map((book) => {
      let bookTotal = 0n;
      const assets = this.ctx.assets
        .list()
        .filter((a) => a.enabled && (a.kind === 'crypto' || held.has(`${book}|${a.code}`)))
        .map((asset) => {
          const b = held.get(`${book}|${asset.code}`);
          const r = this.row(asset, b?.available ?? 0n, b?.frozen ?? 0n, rate);
          bookTotal += r.usdt;
          return r.view;
        });
      total += bookTotal;
      return { type: BOOK_IDS[book], book, usdt_value: formatUsdt(bookTotal), fiat_value: formatFiat(fiatValue(bookTotal, rate)), assets };
    });
    return { fiat, usdt_value: formatUsdt(total), fiat_value: formatFiat(fiatValue(total, rate)), books };
  }

  async detail(userId: number, currency: string, book: string): Promise<AssetBalance & { book: string; type: number }> {
    if (!(SHOWN_BOOKS as readonly string[]).includes(book)) throw new AppError('BOOK_UNKNOWN');
    const asset = this.asset(currency);
    const fiat = await this.ports.profile.defaultFiat(userId);
    const accounts = await listBalances(this.ctx.db, `user:${userId}`);
    const b = accounts.find((a) => a.account.asset === asset.code && a.account.book === book);
    const { view } = this.row(asset, b?.available ?? 0n, b?.frozen ?? 0n, await this.ports.fx.fiatRate(fiat));
    return { ...view, book, type: BOOK_IDS[book as keyof typeof BOOK_IDS] };
  }

  /** The coins a user can hold, with their exchange-book (main wallet) balance. */
  async userCurrencies(userId: number): Promise<AssetBalance[]> {
    const overview = await this.overview(userId);
    return overview.books.find((b) => b.book === 'exchange')!.assets;
  }

  async rate(userId: number | undefined, assetId: number): Promise<CoinRate> {
    const asset = this.ctx.assets.byIdOrFail(assetId);
    const fiat = userId ? await this.ports.profile.defaultFiat(userId) : 'USD';
    const one = 10n ** BigInt(asset.scale);
    const usdt = usdtValue(one, asset, this.ports.prices.usdtPrice(asset.code));
    return {
      currency_id: asset.id,
      currency: asset.code,
      usdt: usdt === undefined ? null : formatUnits(usdt, 6),
      fiat: usdt === undefined ? null : formatFiat(fiatValue(usdt, await this.ports.fx.fiatRate(fiat))),
      fiat_code: fiat,
    };
  }
}
