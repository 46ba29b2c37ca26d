/**
 * The loan calls (issue 19). Borrowing, repaying and adding collateral carry an Idempotency-Key, so
 * a retry after a lost answer acts once. Every query key starts with LOANS; a loan pushed on the
 * socket (borrowed, accrued, repaid, margin call, liquidated) asks again for what changed.
 */
import { useQuery, type QueryClient } from '@tanstack/react-query';
import type { LoanDetail } from '@bourse/contract';
import { call, type ApiInput } from '../../app/api';
import { useToken } from '../../app/session';

export const LOANS = 'loans';
/** Open loans move with the price: their LTV is asked for again this often. */
const OPEN_POLL_MS = 10_000;

export function refreshLoans(client: QueryClient): Promise<void> {
  return client.invalidateQueries({ predicate: (q) => q.queryKey[0] === LOANS });
}

export function useLoanMarket() {
  const token = useToken();
  return useQuery({
    queryKey: [LOANS, 'market', Boolean(token)],
    staleTime: 0,
    refetchInterval: OPEN_POLL_MS,
    queryFn: ({ signal }) => call('GET /loans/market', undefined, { signal }),
  });
}

export type LoanTab = 'open' | 'closed';

export function useLoans(status: LoanTab, enabled = true) {
  return useQuery({
    queryKey: [LOANS, 'list', status],
    enabled,
    staleTime: 0,
    refetchInterval: status === 'open' ? OPEN_POLL_MS : false,
    queryFn: ({ signal }) => call('GET /loans/list', { status, limit: 50 }, { signal }),
  });
}

export function useLoan(id: number) {
  return useQuery<LoanDetail>({
    queryKey: [LOANS, 'detail', id],
    staleTime: 0,
    refetchInterval: (q) => (q.state.data?.loan.status === 'open' ? OPEN_POLL_MS : false),
    queryFn: ({ signal }) => call('GET /loans/detail', { id }, { signal }),
  });
}

const keyed = (requestKey: string) => ({ headers: { 'Idempotency-Key': requestKey } });

export const borrowLoan = (input: ApiInput<'POST /loans/borrow'>, requestKey: string) =>
  call('POST /loans/borrow', input, keyed(requestKey));
export const repayLoan = (input: ApiInput<'POST /loans/repay'>, requestKey: string) => call('POST /loans/repay', input, keyed(requestKey));
export const addCollateral = (input: ApiInput<'POST /loans/add_collateral'>, requestKey: string) =>
  call('POST /loans/add_collateral', input, keyed(requestKey));

export const loanPath = (id: number) => `/pages/loans/loan?id=${id}`;
export const BORROWING_PATH = '/pages/common/borrowing';
