import type { RouteObject } from 'react-router';
import { lazyPage } from '../../app/lazy-page';
import { pageRoute } from '../../app/route-kit';
import { NFT_PATHS } from './paths';

const Market = lazyPage(() => import('./pages/Market'));
const ArtistDetail = lazyPage(() => import('./pages/ArtistDetail'));
const ArtworkDetail = lazyPage(() => import('./pages/ArtworkDetail'));
const Purchase = lazyPage(() => import('./pages/Purchase'));
const PurchaseOne = lazyPage(() => import('./pages/PurchaseOne'));
const Resell = lazyPage(() => import('./pages/Resell'));
const MyNft = lazyPage(() => import('./pages/MyNft'));
const Mine = lazyPage(() => import('./pages/Mine'));
const Artworks = lazyPage(() => import('./pages/Artworks'));
const Artists = lazyPage(() => import('./pages/Artists'));
const Search = lazyPage(() => import('./pages/Search'));
const Collection = lazyPage(() => import('./pages/Collection'));

/**
 * The NFT market (issue 17). Browsing is open to visitors; buying, bidding, resale, the caller's
 * NFTs, orders, messages and collection need an account. A blind-box series (purchase_one) is open:
 * anyone can check its draws.
 */
export const nftRoutes: RouteObject[] = [
  pageRoute(NFT_PATHS.market, Market),
  pageRoute(NFT_PATHS.artist, ArtistDetail),
  pageRoute(NFT_PATHS.artwork, ArtworkDetail),
  pageRoute(NFT_PATHS.artworkVideo, ArtworkDetail),
  pageRoute(NFT_PATHS.purchase, Purchase, { auth: true }),
  pageRoute(NFT_PATHS.purchaseOne, PurchaseOne),
  pageRoute(NFT_PATHS.resell, Resell, { auth: true }),
  pageRoute(NFT_PATHS.myNft, MyNft, { auth: true }),
  pageRoute(NFT_PATHS.mine, Mine, { auth: true }),
  pageRoute(NFT_PATHS.artworks, Artworks),
  pageRoute(NFT_PATHS.artists, Artists),
  pageRoute(NFT_PATHS.search, Search),
  pageRoute(NFT_PATHS.collection, Collection, { auth: true }),
];
