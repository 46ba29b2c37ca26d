/**
 * The NFT market's calls (SPEC section 7, `/bind_box/*`). Buying, bidding and paying carry an
 * Idempotency-Key, so a retry after a lost answer does the work once. Every query key starts with
 * NFT; after any action `refreshNft` asks again for everything the market shows.
 */
import { useInfiniteQuery, useQuery, type QueryClient } from '@tanstack/react-query';
import { NFT_PAGE_SIZE } from '@bourse/contract';
import { call, type ApiInput } from '../../app/api';
import { useToken } from '../../app/session';
import { newRequestKey } from '../../lib/request-key';

export const NFT = 'nft';

export function refreshNft(client: QueryClient): Promise<void> {
  return client.invalidateQueries({ predicate: (q) => q.queryKey[0] === NFT });
}

export type ListInput = ApiInput<'GET /bind_box/getBoxList'>;

export function useArtworks(input: ListInput) {
  const token = useToken();
  return useInfiniteQuery({
    queryKey: [NFT, 'list', input, Boolean(token)],
    initialPageParam: 1,
    queryFn: ({ pageParam, signal }) => call('GET /bind_box/getBoxList', { ...input, page: pageParam, limit: NFT_PAGE_SIZE }, { signal }),
    getNextPageParam: (last) => (last.page < last.pages ? last.page + 1 : undefined),
  });
}

export function useArtwork(code: string) {
  const token = useToken();
  return useQuery({
    queryKey: [NFT, 'detail', code, Boolean(token)],
    enabled: code !== '',
    queryFn: ({ signal }) => call('GET /bind_box/getBoxDetail', { code }, { signal }),
  });
}

export function useBids(code: string) {
  return useQuery({
    queryKey: [NFT, 'bids', code],
    enabled: code !== '',
    queryFn: ({ signal }) => call('GET /bind_box/getBindBoxQuotationLog', { code, limit: 20 }, { signal }),
  });
}

export function useMargin(code: string, enabled: boolean) {
  const token = useToken();
  return useQuery({
    queryKey: [NFT, 'margin', code, Boolean(token)],
    enabled: enabled && code !== '',
    queryFn: ({ signal }) => call('GET /bind_box/marginNFT', { code }, { signal }),
  });
}

export function useArtists(keyword: string) {
  return useQuery({
    queryKey: [NFT, 'artists', keyword],
    queryFn: ({ signal }) => call('GET /bind_box/getArtist', keyword ? { keyword, limit: 50 } : { limit: 50 }, { signal }),
  });
}

export function useArtist(id: number) {
  const token = useToken();
  return useQuery({
    queryKey: [NFT, 'artist', id, Boolean(token)],
    enabled: id > 0,
    queryFn: ({ signal }) => call('GET /bind_box/getArtistDetail', { id }, { signal }),
  });
}

export function useSeriesList() {
  return useQuery({ queryKey: [NFT, 'series-list'], queryFn: ({ signal }) => call('GET /bind_box/getSeriesList', undefined, { signal }) });
}

export function useSeries(id: number) {
  return useQuery({
    queryKey: [NFT, 'series', id],
    enabled: id > 0,
    queryFn: ({ signal }) => call('GET /bind_box/getSeries', { id }, { signal }),
  });
}

export function useCurrencies() {
  const token = useToken();
  return useQuery({
    queryKey: [NFT, 'currency', Boolean(token)],
    queryFn: ({ signal }) => call('GET /bind_box/getNftCurrency', undefined, { signal }),
  });
}

export function useMyNfts() {
  return useQuery({ queryKey: [NFT, 'mine'], queryFn: ({ signal }) => call('GET /bind_box/getMyNFTs', { limit: 50 }, { signal }) });
}

export function useCollection() {
  return useQuery({
    queryKey: [NFT, 'collection'],
    queryFn: ({ signal }) => call('GET /bind_box/getCollection', { limit: 50 }, { signal }),
  });
}

export function useMyBids() {
  return useQuery({
    queryKey: [NFT, 'my-bids'],
    queryFn: ({ signal }) => call('GET /bind_box/getMyBindBoxQuotationLog', { limit: 50 }, { signal }),
  });
}

export function useOrders(status: 'unpaid' | 'all') {
  return useQuery({
    queryKey: [NFT, 'orders', status],
    queryFn: ({ signal }) => call('GET /bind_box/getNeedPayNFTOrder', { status, limit: 50 }, { signal }),
  });
}

export function useMessages() {
  return useQuery({
    queryKey: [NFT, 'messages'],
    queryFn: ({ signal }) => call('GET /bind_box/getNFTOrderMessage', { limit: 50 }, { signal }),
  });
}

const keyed = { headers: () => ({ 'Idempotency-Key': newRequestKey() }) };

export const buyNft = (code: string) => call('POST /bind_box/buyNFT', { code }, { headers: keyed.headers() });
export const bidNft = (code: string, price: string) => call('POST /bind_box/auctionNFT', { code, price }, { headers: keyed.headers() });
export const payOrder = (id: number) => call('POST /bind_box/payNFTOrder', { id }, { headers: keyed.headers() });
export const openBox = (code: string) => call('POST /bind_box/openBlindBox', { code });
export const collect = (code: string) => call('POST /bind_box/collect', { code });
export const readMessage = (id?: number) => call('POST /bind_box/readNFTOrderMessage', id === undefined ? {} : { id });
export type ResellInput = ApiInput<'POST /bind_box/resellNFT'>;
export const resell = (input: ResellInput) => call('POST /bind_box/resellNFT', input);
