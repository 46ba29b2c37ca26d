/** The NFT market's screens (SPEC section 2, group nft) and the links between them. */
import type { NftArtwork } from '@bourse/contract';

export const NFT_PATHS = {
  market: '/pages/nft/nft',
  artist: '/pages/nft/artistDetail',
  mine: '/pages/nft/mine',
  artwork: '/pages/nft/artworkDetail',
  artworkVideo: '/pages/nft/artworkDetail_video',
  purchase: '/pages/nft/purchase',
  purchaseOne: '/pages/nft/purchase_one',
  resell: '/pages/nft/resell',
  myNft: '/pages/nft/myNft',
  artists: '/pages/nft/components/artist',
  artworks: '/pages/nft/components/artwork',
  search: '/pages/nft/components/search',
  collection: '/pages/nft/components/collection',
} as const;

/** Audio and video play on artworkDetail_video; images and animations on artworkDetail. */
export function artworkPath(a: Pick<NftArtwork, 'code' | 'type'>): string {
  const base = a.type === 'audio' || a.type === 'video' ? NFT_PATHS.artworkVideo : NFT_PATHS.artwork;
  return `${base}?code=${encodeURIComponent(a.code)}`;
}

export const seriesPath = (id: number) => `${NFT_PATHS.purchaseOne}?series=${id}`;
export const artistPath = (id: number) => `${NFT_PATHS.artist}?id=${id}`;
