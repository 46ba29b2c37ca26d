import { handle, type RouteSpec } from '../../app/route';
import type { NftService } from './service';

export function nftRoutes(s: NftService): RouteSpec[] {
  const viewer = (r: { user?: { id: number } | undefined }) => r.user?.id;
  return [
    handle('GET /bind_box/getNftCurrency', (r) => s.market.currencies(viewer(r))),
    handle('GET /bind_box/getBoxList', (r) => s.market.list(r.input, viewer(r))),
    handle('GET /bind_box/getBoxDetail', (r) => s.market.one(r.input.code, viewer(r))),
    handle('GET /bind_box/getArtist', (r) => s.market.artists(r.input.keyword, r.input)),
    handle('GET /bind_box/getArtistDetail', (r) => s.market.artist(r.input.id, viewer(r))),
    handle('POST /bind_box/collect', (r) => s.market.collect(r.userId, r.input.code)),
    handle('GET /bind_box/getCollection', (r) => s.market.collection(r.userId, r.input)),
    handle('POST /bind_box/buyNFT', (r) => s.trade.buy(r.userId, r.input.code, r.requestKey)),
    handle('GET /bind_box/marginNFT', (r) => s.auction.margin(r.input.code, viewer(r))),
    handle('POST /bind_box/auctionNFT', (r) => s.auction.bid(r.userId, r.input, r.requestKey)),
    handle('GET /bind_box/getBindBoxQuotationLog', (r) => s.auction.bidsOf(r.input.code, viewer(r), r.input)),
    handle('GET /bind_box/getMyNFTs', (r) => s.market.mine(r.userId, r.input)),
    handle('GET /bind_box/getMyBindBoxQuotationLog', (r) => s.auction.myBids(r.userId, r.input)),
    handle('POST /bind_box/openBlindBox', (r) => s.trade.open(r.userId, r.input.code)),
    handle('POST /bind_box/resellNFT', (r) => s.trade.resell(r.userId, r.input)),
    handle('GET /bind_box/getNeedPayNFTOrder', (r) => s.auction.orders(r.userId, r.input)),
    handle('POST /bind_box/readNFTOrderMessage', (r) => s.readMessages(r.userId, r.input.id)),
    handle('POST /bind_box/payNFTOrder', (r) => s.auction.pay(r.userId, r.input.id)),
    handle('GET /bind_box/getNFTOrderMessage', (r) => s.messages(r.userId, r.input)),
    handle('GET /bind_box/getSeriesList', () => s.market.seriesList()),
    handle('GET /bind_box/getSeries', (r) => s.market.series(r.input.id)),
  ];
}

/** The console's NFT endpoints: onboarding and minting, audited. None sets a seed, a draw or a price paid. */
export function nftOperatorRoutes(s: NftService): RouteSpec[] {
  return [
    handle('GET /operator/nft/artists', (r) => s.console.artists(r.input.keyword, r.input)),
    handle('POST /operator/nft/artists', (r) => s.console.addArtist(r.operatorId, r.input)),
    handle('POST /operator/nft/artworks', (r) => s.console.mint(r.operatorId, r.input)),
    handle('POST /operator/nft/series', (r) => s.console.mintSeries(r.operatorId, r.input)),
    handle('GET /operator/nft/series', () => s.market.seriesList()),
  ];
}
