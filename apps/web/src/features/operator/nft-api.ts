/**
 * The console's NFT calls: artists, minting artworks with their first sale, and blind-box series
 * (items and counts only: the server makes each series' seed and publishes its commitment).
 */
import { useQuery } from '@tanstack/react-query';
import type { ApiInput } from '../../app/http';
import { OPERATOR } from './api';
import { operatorHttp } from './http';

const { call, upload } = operatorHttp;

export function useNftArtists() {
  return useQuery({
    queryKey: [OPERATOR, 'nft-artists'],
    staleTime: 0,
    queryFn: ({ signal }) => call('GET /operator/nft/artists', { limit: 50 }, { signal }),
  });
}

export function useNftSeries() {
  return useQuery({
    queryKey: [OPERATOR, 'nft-series'],
    staleTime: 0,
    queryFn: ({ signal }) => call('GET /operator/nft/series', {}, { signal }),
  });
}

export const addArtist = (input: ApiInput<'POST /operator/nft/artists'>) => call('POST /operator/nft/artists', input);
export const mintArtwork = (input: ApiInput<'POST /operator/nft/artworks'>) => call('POST /operator/nft/artworks', input);
export const mintSeries = (input: ApiInput<'POST /operator/nft/series'>) => call('POST /operator/nft/series', input);
/** A media file for an artwork, checked by the server by its content; resolves with its path. */
export const uploadNftMedia = (file: Blob) => upload(file, 'nft');
