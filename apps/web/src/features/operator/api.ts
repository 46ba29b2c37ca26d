/**
 * The console's calls (apps/server/src/modules/operator, wallet/operator-routes.ts, kyc routes).
 * Every query key starts with OPERATOR, so signing out drops every cached console answer at once,
 * and a decision refreshes the queues and counts it changes.
 */
import { useQuery, useQueryClient } from '@tanstack/react-query';
import type { Page } from '@bourse/contract';
import type { ApiInput, ApiOutput } from '../../app/http';
import { operatorHttp } from './http';
import { useOperatorSession } from './session';

const { call } = operatorHttp;

export const OPERATOR = 'operator';

export type QueueKind = 'deposits' | 'withdrawals' | 'kyc' | 'traders';
export type QueueStatus = 'pending' | 'approved' | 'rejected';
export type Decision = 'approve' | 'reject';

/** Each review queue's list endpoint; its rows are typed by the route map. */
const QUEUE_LISTS = {
  deposits: 'GET /operator/deposits',
  withdrawals: 'GET /operator/withdrawals',
  kyc: 'GET /operator/kyc',
  traders: 'GET /operator/traders',
} as const;
export type QueueRows = { [K in QueueKind]: ApiOutput<(typeof QUEUE_LISTS)[K]>['data'][number] };

const QUEUE_DECISIONS = {
  deposits: { approve: 'POST /operator/deposits/approve', reject: 'POST /operator/deposits/reject' },
  withdrawals: { approve: 'POST /operator/withdrawals/approve', reject: 'POST /operator/withdrawals/reject' },
  kyc: { approve: 'POST /operator/kyc/approve', reject: 'POST /operator/kyc/reject' },
  traders: { approve: 'POST /operator/traders/approve', reject: 'POST /operator/traders/reject' },
} as const;

export type Adjustment = ApiOutput<'GET /operator/adjustments'>[number];
export type UserSummary = ApiOutput<'GET /operator/users'>[number];
export type UserDetail = ApiOutput<'GET /operator/users/detail'>;
export type CoinNetworks = ApiOutput<'GET /operator/config/networks'>[number];
export type ExchangeConfig = ApiOutput<'GET /operator/config/exchange'>;
export type OperatorAction = ApiOutput<'GET /operator/actions'>[number];
export type ActionStatus = 'pending' | 'approved' | 'rejected';

/** Console screens show what is true now: another operator may have decided an item a moment ago. */
const FRESH = { staleTime: 0 } as const;

// ---- session ---------------------------------------------------------------------------------

export const login = (input: ApiInput<'POST /operator/login'>) => call('POST /operator/login', input);
export const startSetup = () => call('POST /operator/setup/start');
export const finishSetup = (input: ApiInput<'POST /operator/setup'>) => call('POST /operator/setup', input);
export const logout = () => call('POST /operator/logout', {}, { silent: true });

export function useMe() {
  const { token, scope } = useOperatorSession();
  return useQuery({
    queryKey: [OPERATOR, 'me', token],
    enabled: Boolean(token) && scope === 'full',
    staleTime: 60_000,
    queryFn: ({ signal }) => call('GET /operator/me', {}, { signal }),
  });
}

// ---- review queues ---------------------------------------------------------------------------

/** One page of a review queue. */
function queuePage<K extends QueueKind>(
  kind: K,
  input: { status: QueueStatus; page: number; limit: number },
  signal?: AbortSignal,
): Promise<Page<QueueRows[K]>> {
  const key: (typeof QUEUE_LISTS)[QueueKind] = QUEUE_LISTS[kind];
  // The three keys take the same input; the key's own answer type is the kind's.
  return call(key, input, { signal }) as Promise<Page<QueueRows[K]>>;
}

export function useQueue<K extends QueueKind>(kind: K, status: QueueStatus, page: number) {
  return useQuery({
    queryKey: [OPERATOR, 'queue', kind, status, page],
    ...FRESH,
    queryFn: ({ signal }) => queuePage(kind, { status, page, limit: 10 }, signal),
  });
}

/** Pending counts for the overview (one row is enough to read the total). */
export function usePendingCount(kind: QueueKind, enabled: boolean) {
  return useQuery({
    queryKey: [OPERATOR, 'queue', kind, 'pending', 'count'],
    ...FRESH,
    enabled,
    queryFn: ({ signal }) => queuePage(kind, { status: 'pending', page: 1, limit: 1 }, signal).then((p) => p.total),
  });
}

export function decide(kind: QueueKind, decision: Decision, input: { id: number; reason: string; tx_hash?: string }) {
  const withTxHash = kind === 'withdrawals' && decision === 'approve' && input.tx_hash;
  return call(QUEUE_DECISIONS[kind][decision], { id: input.id, reason: input.reason, ...(withTxHash ? { tx_hash: input.tx_hash } : {}) });
}

// ---- configuration ---------------------------------------------------------------------------

export function useExchangeConfig() {
  return useQuery({
    queryKey: [OPERATOR, 'config', 'exchange'],
    ...FRESH,
    queryFn: ({ signal }) => call('GET /operator/config/exchange', {}, { signal }),
  });
}

export const saveExchangeConfig = (input: ApiInput<'POST /operator/config/exchange'>) => call('POST /operator/config/exchange', input);

export function useNetworks() {
  return useQuery({
    queryKey: [OPERATOR, 'config', 'networks'],
    ...FRESH,
    queryFn: ({ signal }) => call('GET /operator/config/networks', {}, { signal }),
  });
}

export const saveNetwork = (input: ApiInput<'POST /operator/config/network'>) => call('POST /operator/config/network', input);

export const saveDepositSource = (input: ApiInput<'POST /operator/deposit-source'>) => call('POST /operator/deposit-source', input);

/** Load pool addresses for a network (sent as a JSON list: the server takes a list only in a JSON body). */
export const loadDepositPool = (input: ApiInput<'POST /operator/deposit-pool'>) => operatorHttp.call('POST /operator/deposit-pool', input);

// ---- users (read-only) -----------------------------------------------------------------------

export function useUsers(q: string) {
  return useQuery({
    queryKey: [OPERATOR, 'users', q],
    ...FRESH,
    queryFn: ({ signal }) => call('GET /operator/users', { q }, { signal }),
  });
}

export function useUserDetail(id: number | null) {
  return useQuery({
    queryKey: [OPERATOR, 'user', id],
    ...FRESH,
    enabled: id !== null,
    queryFn: ({ signal }) => call('GET /operator/users/detail', { id: id ?? 0 }, { signal }),
  });
}

// ---- adjustments -----------------------------------------------------------------------------

export function useAdjustments(status: QueueStatus) {
  return useQuery({
    queryKey: [OPERATOR, 'adjustments', status],
    ...FRESH,
    queryFn: ({ signal }) => call('GET /operator/adjustments', { status }, { signal }),
  });
}

export const proposeAdjustment = (input: ApiInput<'POST /operator/adjustments'>) => call('POST /operator/adjustments', input);

export const decideAdjustment = (id: number, decision: Decision) =>
  call(decision === 'approve' ? 'POST /operator/adjustments/approve' : 'POST /operator/adjustments/reject', { id });

// ---- audit, ledger, outbox -------------------------------------------------------------------

export type AuditKind = 'all' | 'changes';

export function useAudit(page: number, kind: AuditKind = 'all', operator = '') {
  return useQuery({
    queryKey: [OPERATOR, 'audit', page, kind, operator],
    ...FRESH,
    queryFn: ({ signal }) => call('GET /operator/audit', { page, limit: 20, kind, ...(operator ? { operator } : {}) }, { signal }),
  });
}

export function useLedgerCheck() {
  return useQuery({
    queryKey: [OPERATOR, 'ledger'],
    ...FRESH,
    queryFn: ({ signal }) => call('GET /operator/ledger/check', {}, { signal }),
  });
}

export function useOutbox(page: number) {
  return useQuery({
    queryKey: [OPERATOR, 'outbox', page],
    ...FRESH,
    queryFn: ({ signal }) => call('GET /operator/outbox', { page, limit: 20 }, { signal }),
  });
}

// ---- operators (admin) -----------------------------------------------------------------------

export function useOperators() {
  return useQuery({
    queryKey: [OPERATOR, 'operators'],
    ...FRESH,
    queryFn: ({ signal }) => call('GET /operator/operators', {}, { signal }),
  });
}

/** A proposal: the operator exists once a second admin approves it (the actions section). */
export const createOperator = (input: ApiInput<'POST /operator/operators'>) => call('POST /operator/operators', input);
export const disableOperator = (id: number) => call('POST /operator/operators/disable', { id });
export const proposeEnable = (id: number) => call('POST /operator/operators/enable', { id });
export const proposeRole = (input: ApiInput<'POST /operator/operators/role'>) => call('POST /operator/operators/role', input);

// ---- two-person actions ----------------------------------------------------------------------

export function useActions(status: ActionStatus, enabled = true) {
  return useQuery({
    queryKey: [OPERATOR, 'actions', status],
    ...FRESH,
    enabled,
    queryFn: ({ signal }) => call('GET /operator/actions', { status }, { signal }),
  });
}

export const approveAction = (id: number) => call('POST /operator/actions/approve', { id });
export const rejectAction = (id: number, reason: string) => call('POST /operator/actions/reject', { id, reason });

/** After an action: everything the console shows may have changed. */
export function useRefreshConsole() {
  const client = useQueryClient();
  return () => client.invalidateQueries({ queryKey: [OPERATOR] });
}

/** On sign-out: no answer meant for this operator stays in memory. */
export function useDropConsole() {
  const client = useQueryClient();
  return () => client.removeQueries({ queryKey: [OPERATOR] });
}
