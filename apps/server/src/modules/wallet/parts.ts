/** The wallet's services, built once and shared by its user and operator routes. */
import type { BillProduct, CoinInfo } from '@bourse/contract';
import { getBalance, userAccount } from '@bourse/ledger';
import { formatUnits } from '@bourse/money';
import type { AppContext } from '../../app/context';
import { Adjustments } from './adjustments';
import { Balances } from './balances';
import { BankCards } from './bank-cards';
import { ChainPart } from './chain/part';
import { SweepActions } from './chain/sweep';
import { ChainViews } from './chain/views';
import { type BillFilter, Bills } from './bills';
import { DepositSources } from './deposit-sources';
import { Deposits, FUNDING_BOOK } from './deposits';
import { Exchange } from './exchange';
import { Fees } from './fees';
import { Fundings } from './fundings';
import { networksOf, networkView } from './networks';
import type { WalletPorts } from './ports';
import { SavedAddresses } from './saved-addresses';
import { WalletService } from './service';
import { WITHDRAW_LIMIT_BTC, Withdrawals } from './withdrawals';

export class WalletModuleParts {
  readonly transfers: WalletService;
  readonly balances: Balances;
  readonly deposits: Deposits;
  readonly withdrawals: Withdrawals;
  readonly exchange: Exchange;
  readonly addresses: SavedAddresses;
  readonly cards: BankCards;
  readonly bills: Bills;
  readonly adjustments: Adjustments;
  readonly fees: Fees;
  readonly sources: DepositSources;
  readonly fundings: Fundings;
  readonly chain: ChainPart;
  readonly chainViews: ChainViews;
  readonly sweeps: SweepActions;

  constructor(
    private readonly ctx: AppContext,
    readonly ports: WalletPorts,
  ) {
    this.transfers = new WalletService(ctx);
    this.balances = new Balances(ctx, ports);
    // Each registers its two-person action kinds with the operator module's approvals.
    this.fees = new Fees(ctx, ports.approvals);
    this.deposits = new Deposits(ctx, ports);
    this.sources = new DepositSources(ctx, ports.approvals, this.deposits);
    this.chain = new ChainPart(ctx);
    this.chainViews = new ChainViews(ctx, this.chain);
    this.sweeps = new SweepActions(ctx, ports.approvals, (network) => this.chain.sweepers.has(network));
    this.withdrawals = new Withdrawals(ctx, ports, this.chain);
    this.exchange = new Exchange(ctx, ports, this.fees);
    this.addresses = new SavedAddresses(ctx);
    this.cards = new BankCards(ctx);
    this.bills = new Bills(ctx);
    this.adjustments = new Adjustments(ctx, ports.approvals);
    this.fundings = new Fundings(ctx, ports.approvals);
  }

  billFilter(input: { currency?: string; type?: string; kind?: string; product?: BillProduct; from?: string; to?: string }): BillFilter {
    return {
      asset: input.currency ? this.balances.asset(input.currency).code : undefined,
      book: input.type,
      kind: input.kind,
      product: input.product,
      from: input.from,
      to: input.to,
    };
  }

  /** wallet/get_info: what the deposit and withdraw screens need for one coin. */
  async coinInfo(userId: number, currency: string): Promise<CoinInfo> {
    const asset = this.balances.asset(currency);
    const [networks, balance, level, identity] = await Promise.all([
      networksOf(this.ctx.db, asset, this.ctx.clock.now()),
      getBalance(this.ctx.db, userAccount(userId, asset.code, FUNDING_BOOK)),
      this.ports.levels.level(userId),
      this.ports.identity.of(userId),
    ]);
    const limit = WITHDRAW_LIMIT_BTC[level];
    const used = await this.withdrawals.usedBtc(this.ctx.db, userId);
    const locked = this.withdrawals.lockedUntil(identity.securityChangedAt);
    return {
      currency_id: asset.id,
      currency: asset.code,
      scale: asset.scale,
      available: formatUnits(balance.available, asset.scale),
      networks: networks.map((n) => networkView(asset, n, this.chain.paysOut(n.network))),
      limit_btc: formatUnits(limit, 8),
      remaining_btc: formatUnits(limit > used ? limit - used : 0n, 8),
      withdraw_locked_until: locked?.toISOString() ?? null,
    };
  }
}
