/**
 * The NFT market (issue 17): artists and artworks, fixed-price sale with exactly one buyer,
 * auctions with margins and anti-sniping, resale, and provably fair blind boxes (commit-reveal).
 * Sellers are paid in the sale's transaction, minus the stated fee.
 */
import type { AppContext, Module } from '../../app/context';
import type { Realtime } from '../../app/socket';
import type { NftPorts } from './ports';
import { nftOperatorRoutes, nftRoutes } from './routes';
import { NftService } from './service';

export type { NftPorts } from './ports';
export { NftService } from './service';

export function createNftModule(ctx: AppContext, ports: NftPorts, realtime: Realtime): Module & { service: NftService } {
  const service = new NftService(ctx, ports, realtime);
  return {
    name: 'nft',
    service,
    routes: [...nftRoutes(service), ...nftOperatorRoutes(service)],
    start: () => service.scheduler.start(),
    stop: () => service.scheduler.stop(),
  };
}
