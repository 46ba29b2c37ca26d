/**
 * The wallet's calls (SPEC section 7, "Wallet" and the account's addresses and bank cards). Every
 * money-moving call carries an Idempotency-Key, so a retry after a lost answer is applied once.
 */
import { useInfiniteQuery, useQuery, useQueryClient, type QueryKey } from '@tanstack/react-query';
import type { BankCard as DomesticBankCard, ExchangeQuote, InternationalBankCard, Page } from '@bourse/contract';
import { call, upload, type ApiInput } from '../../app/api';
import { langStore } from '../../app/preferences';
import { getToken } from '../../app/session';

/** Every wallet query starts with this, so one invalidation refreshes balances and lists after a money action. */
export const WALLET = 'wallet';

export type { ExchangeCoin } from '@bourse/contract';

export type BankKind = 'bank' | 'bank_international';
/** A saved card of either kind (user/cash_info, user/cash_info_international). */
export type BankCard = DomesticBankCard | InternationalBankCard;

/** The bills' filter: wallet/bill's input without the paging. */
export type BillFilter = Omit<ApiInput<'GET /wallet/bill'>, 'page' | 'limit'>;

const idem = (key: string) => ({ headers: { 'Idempotency-Key': key } });

/**
 * Balances and records change outside this screen (an operator's review, another device), so a
 * screen that shows them asks again each time it opens, rather than trusting a minute-old copy.
 */
const FRESH = { staleTime: 0 } as const;

// ---- balances -------------------------------------------------------------------------------

export function useOverview() {
  return useQuery({
    queryKey: [WALLET, 'overview'],
    ...FRESH,
    queryFn: ({ signal }) => call('POST /wallet/list', undefined, { signal }),
  });
}

/** The coins with their main-wallet (exchange book) balances. */
export function useUserCurrencies() {
  return useQuery({
    queryKey: [WALLET, 'currencies'],
    ...FRESH,
    queryFn: ({ signal }) => call('GET /currency/user_currency_list', undefined, { signal }),
  });
}

export function useCoinInfo(currency: string | undefined) {
  return useQuery({
    queryKey: [WALLET, 'info', currency],
    ...FRESH,
    enabled: Boolean(currency),
    queryFn: ({ signal }) => call('POST /wallet/get_info', { currency: currency! }, { signal }),
  });
}

export function useWalletDetail(currency: string | undefined, type: number | undefined) {
  return useQuery({
    queryKey: [WALLET, 'detail', currency, type],
    ...FRESH,
    enabled: Boolean(currency) && type !== undefined,
    queryFn: ({ signal }) => call('POST /wallet/detail', { currency: currency!, type: type! }, { signal }),
  });
}

export function useCoinRate(id: number | undefined) {
  return useQuery({
    queryKey: [WALLET, 'rate', id],
    enabled: id !== undefined,
    queryFn: ({ signal }) => call('GET /wallet/getRateCurrency', { id: id! }, { signal, silent: true }),
  });
}

/** A list of pages, ten at a time (SPEC section 9), with "load more". */
function usePaged<T>(queryKey: QueryKey, fetchPage: (page: number, signal: AbortSignal) => Promise<Page<T>>, enabled = true) {
  return useInfiniteQuery({
    queryKey,
    enabled,
    ...FRESH,
    initialPageParam: 1,
    queryFn: ({ pageParam, signal }) => fetchPage(pageParam, signal),
    getNextPageParam: (last) => (last.page < last.pages ? last.page + 1 : undefined),
  });
}

/** One coin in one book, or (without both) every change of every balance. */
export function useLegalLog(currency?: string, type?: number) {
  return usePaged([WALLET, 'legal_log', currency ?? '', type ?? 0], (page, signal) =>
    call('POST /wallet/legal_log', { currency, type, page }, { signal }),
  );
}

// ---- deposits ---------------------------------------------------------------------------------

export function useDepositAddress(currency: string | undefined, network: string | undefined) {
  return useQuery({
    queryKey: [WALLET, 'address', currency, network],
    enabled: Boolean(currency && network),
    staleTime: Infinity,
    queryFn: ({ signal }) => call('POST /wallet/get_in_address', { currency: currency!, network: network! }, { signal }),
  });
}

/** Upload an image (payment voucher, QR code, identity document) and get its stored path. */
export const uploadImage = (file: Blob, purpose: 'voucher' | 'general') => upload(file, purpose);

export const claimDeposit = (input: ApiInput<'POST /wallet/charge_req'>) => call('POST /wallet/charge_req', input);

export const useDeposits = () => usePaged([WALLET, 'deposits'], (page, signal) => call('GET /recharge/log', { page }, { signal }));

// ---- withdrawals ------------------------------------------------------------------------------

export const withdraw = (input: ApiInput<'POST /wallet/out'>, requestKey: string) => call('POST /wallet/out', input, idem(requestKey));

export const useWithdrawals = () =>
  usePaged([WALLET, 'withdrawals'], (page, signal) => call('GET /user/withdraw/list', { page }, { signal }));

export const cancelWithdrawal = (id: number) => call('POST /wallet/withdraw/cancel', { id });

// ---- transfers between books and exchange ------------------------------------------------------

export const bookTransfer = (input: ApiInput<'POST /wallet/change'>, requestKey: string) =>
  call('POST /wallet/change', input, idem(requestKey));

export const useBookTransfers = () =>
  usePaged([WALLET, 'hzhistory'], (page, signal) => call('GET /wallet/hzhistory', { page }, { signal }));

/** Approved fee and spread changes not yet in effect (public): users see each for its whole notice period. */
export function useUpcomingFees() {
  return useQuery({
    queryKey: [WALLET, 'upcoming-fees'],
    queryFn: ({ signal }) => call('GET /fees/upcoming', undefined, { signal, silent: true }),
    staleTime: 60_000,
  });
}

export function useExchangeCoins() {
  return useQuery({
    queryKey: [WALLET, 'exchange-coins'],
    queryFn: ({ signal }) => call('POST /user/getTransferList', undefined, { signal }),
    staleTime: 60_000,
  });
}

/** Time the quote is shown as expiring before the server's own expiry, so confirming at "0 s" never races it. */
const QUOTE_MARGIN_MS = 500;
/** The longest quote the server gives (operator setting, 3 to 120 s). */
const QUOTE_MAX_TTL_MS = 120_000;
/** A device whose clock disagrees with the server's cannot read expires_at: such a quote is shown this long. */
const QUOTE_FALLBACK_TTL_MS = 5_000;

/**
 * When the quote stops being offered, in this device's time. expires_at is the server's time; a
 * device clock that is off by more than a quote's life makes it unreadable, so then the quote is
 * given a short life from when it arrived (the server still has the final word on expiry).
 */
export function quoteDeadline(quote: ExchangeQuote, receivedAtMs: number): number {
  const left = Date.parse(quote.expires_at) - receivedAtMs;
  const ttl = Number.isFinite(left) && left > 0 && left <= QUOTE_MAX_TTL_MS ? left : QUOTE_FALLBACK_TTL_MS;
  return receivedAtMs + ttl - QUOTE_MARGIN_MS;
}

/** A live quote for the pair, fetched again as soon as it expires. */
export function useQuote(from: number | undefined, to: number | undefined) {
  return useQuery({
    queryKey: [WALLET, 'quote', from, to],
    enabled: from !== undefined && to !== undefined && from !== to,
    queryFn: ({ signal }) => call('POST /user/getTransferFee', { from_currency_id: from!, to_currency_id: to! }, { signal, silent: true }),
    gcTime: 0,
    refetchInterval: (query) => {
      const { data, dataUpdatedAt } = query.state;
      return data ? Math.max(1000, quoteDeadline(data, dataUpdatedAt) - Date.now()) : 5000;
    },
    refetchIntervalInBackground: false,
  });
}

export function quoteSecondsLeft(quote: ExchangeQuote | undefined, receivedAtMs: number, nowMs: number): number {
  if (!quote) return 0;
  return Math.max(0, Math.ceil((quoteDeadline(quote, receivedAtMs) - nowMs) / 1000));
}

export const exchange = (input: ApiInput<'POST /user/Transfer'>, requestKey: string) =>
  call('POST /user/Transfer', input, idem(requestKey));

export const useExchanges = () =>
  usePaged([WALLET, 'exchanges'], (page, signal) => call('GET /user/exchange/history', { page }, { signal }));

// ---- saved addresses and bank cards ------------------------------------------------------------

/** Enough for anyone's address book on one screen; the list pages on beyond it. */
const ADDRESS_PAGE = 50;

export const useSavedAddresses = () =>
  usePaged([WALLET, 'addresses'], (page, signal) => call('GET /user/wallet/list', { page, limit: ADDRESS_PAGE }, { signal }));

export const saveAddress = (input: ApiInput<'POST /user/wallet/save'>) => call('POST /user/wallet/save', input);

export const deleteAddress = (id: number) => call('POST /user/wallet/delete', { id });

export function useBankCard(kind: BankKind, enabled = true) {
  return useQuery({
    queryKey: [WALLET, 'card', kind],
    ...FRESH,
    enabled,
    queryFn: ({ signal }): Promise<BankCard | null> =>
      kind === 'bank'
        ? call('POST /user/cash_info', undefined, { signal })
        : call('POST /user/cash_info_international', undefined, { signal }),
  });
}

/** Save the card of one kind: each kind has its own endpoint and fields. */
export const saveBankCard = (
  card:
    | { kind: 'bank'; fields: ApiInput<'POST /user/cash_save'> }
    | { kind: 'bank_international'; fields: ApiInput<'POST /user/cash_save_international'> },
): Promise<BankCard> =>
  card.kind === 'bank' ? call('POST /user/cash_save', card.fields) : call('POST /user/cash_save_international', card.fields);

// ---- bills ------------------------------------------------------------------------------------

export const useBills = (filter: BillFilter, enabled = true) =>
  usePaged([WALLET, 'bills', filter], (page, signal) => call('GET /wallet/bill', { ...filter, page }, { signal }), enabled);

/**
 * The bills as CSV. A plain link cannot carry the Authorization header (DESIGN.md section 5:
 * the token travels only there), so the file is fetched and handed to the browser as a blob.
 */
export async function downloadBills(filter: BillFilter): Promise<void> {
  const query = new URLSearchParams({ lang: langStore.get() });
  for (const [key, value] of Object.entries(filter)) if (value !== undefined && value !== '') query.set(key, String(value));
  const response = await fetch(`/api/wallet/bill/export?${query.toString()}`, { headers: { Authorization: getToken() ?? '' } });
  const type = response.headers.get('content-type') ?? '';
  if (response.status !== 200 || !type.includes('text/csv')) throw new Error(`export failed (${response.status})`);
  const blob = await response.blob();
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = `bourse-bill-${new Date().toISOString().slice(0, 10)}.csv`;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}

/** After a money action: balances, records and limits are all stale. */
export function useRefreshWallet() {
  const client = useQueryClient();
  return () => client.invalidateQueries({ queryKey: [WALLET] });
}

/**
 * The user's latest withdrawals by id, to show the fee and amount received beside a settled
 * withdrawal in the bills (its ledger entry names the withdrawal, not the fee).
 */
export function useWithdrawalIndex(enabled: boolean) {
  return useQuery({
    queryKey: [WALLET, 'withdrawals', 'index'],
    ...FRESH,
    enabled,
    queryFn: ({ signal }) => call('GET /user/withdraw/list', { page: 1, limit: 50 }, { signal, silent: true }),
    select: (page) => new Map(page.data.map((w) => [w.id, w])),
  });
}

/** How often the deposit screen asks for its on-chain deposits while one is confirming. */
const CHAIN_POLL_MS = 3_000;

/** The on-chain deposits seen to the user's addresses (newest first), polled while any confirms. */
export function useChainDeposits(currency: string) {
  return useQuery({
    queryKey: [WALLET, 'chain-deposits', currency],
    queryFn: ({ signal }) => call('GET /wallet/chain/deposits', { currency }, { signal }),
    refetchInterval: CHAIN_POLL_MS,
  });
}
