/**
 * The NFT market (issue 17): the catalogue (market.ts), fixed-price sale, resale and blind boxes
 * (trade.ts), auctions and their payment (auction.ts), the scheduled transitions (schedule.ts),
 * the console's onboarding and minting (console.ts) and messages (messages.ts). Money moves only
 * through the ledger (money.ts), in the same transaction as the rows.
 */
import type { NftMessage, Page } from '@bourse/contract';
import type { AppContext } from '../../app/context';
import type { Realtime } from '../../app/socket';
import { NftAuction } from './auction';
import { NftConsole } from './console';
import { NftDeps } from './deps';
import { NftMarket, type Paging } from './market';
import { markRead, pageOfMessages } from './messages';
import type { NftPorts } from './ports';
import { NftScheduler } from './schedule';
import { NftTrade } from './trade';

export class NftService {
  readonly deps: NftDeps;
  readonly market: NftMarket;
  readonly trade: NftTrade;
  readonly auction: NftAuction;
  readonly console: NftConsole;
  readonly scheduler: NftScheduler;

  constructor(ctx: AppContext, ports: NftPorts, realtime: Realtime) {
    this.deps = new NftDeps(ctx, ports, realtime);
    this.market = new NftMarket(this.deps);
    this.trade = new NftTrade(this.deps, this.market);
    this.auction = new NftAuction(this.deps);
    this.console = new NftConsole(this.deps, this.market);
    this.scheduler = new NftScheduler(this.deps);
  }

  messages(userId: number, p: Paging): Promise<Page<NftMessage> & { unread: number }> {
    return pageOfMessages(this.deps.ctx.db, userId, { page: p.page, limit: p.limit ?? 10 }, this.deps.views);
  }

  readMessages(userId: number, id: number | undefined): Promise<null> {
    return markRead(this.deps.ctx.db, userId, id, this.deps.now());
  }
}
