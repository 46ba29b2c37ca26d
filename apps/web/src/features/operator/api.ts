/**
 * The console's calls (apps/server/src/modules/operator, wallet/operator-routes.ts, kyc routes).
 * Every query key starts with OPERATOR, so signing out drops every cached console answer at once,
 * and a decision refreshes the queues and counts it changes.
 */
import { useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  AuditEntry,
  BillRow,
  DepositClaim,
  NetworkInfo,
  OperatorAccount,
  OperatorLoginResult,
  OperatorRole,
  OperatorMe,
  OperatorSetupStart,
  OutboxMessage,
  Page,
  Withdrawal,
} from '@bourse/contract';
import type { Params } from '../../app/http';
import { operatorHttp, operatorJsonHttp } from './http';
import { useOperatorSession } from './session';

const { get, post } = operatorHttp;

export const OPERATOR = 'operator';

export type QueueKind = 'deposits' | 'withdrawals' | 'kyc';
export type QueueStatus = 'pending' | 'approved' | 'rejected';
export type Decision = 'approve' | 'reject';

export type DepositRow = DepositClaim & { user_id: number };
export type WithdrawalRow = Withdrawal & { user_id: number };
export interface KycRow {
  id: number;
  user_id: number;
  level: 1 | 2;
  status: QueueStatus;
  id_type: number | null;
  name: string | null;
  card_id: string | null;
  front_pic: string | null;
  reverse_pic: string | null;
  reason: string | null;
  created_at: string;
  reviewed_at: string | null;
}
export interface QueueRows {
  deposits: DepositRow;
  withdrawals: WithdrawalRow;
  kyc: KycRow;
}

export interface Adjustment {
  id: number;
  user_id: number;
  currency: string;
  book: string;
  amount: string;
  reason: string;
  requested_by: number;
  decided_by: number | null;
  status: QueueStatus;
  created_at: string;
  decided_at: string | null;
}

export interface UserSummary {
  id: number;
  email: string | null;
  mobile: string | null;
  area_code: string | null;
  status: string;
  created_at: string;
}

export interface UserDetail {
  user: UserSummary;
  balances: { currency: string; book: string; available: string; frozen: string }[];
  entries: BillRow[];
}

export interface CoinNetworks {
  currency_id: number;
  currency: string;
  networks: NetworkInfo[];
}

export interface ExchangeConfig {
  spread_ppm: number;
  fee_ppm: number;
  quote_ttl_seconds: number;
}

export interface LedgerReport {
  ok: boolean;
  problems: string[];
  counts: { accounts: number; entries: number; postings: number; holds: number };
}

/** Console screens show what is true now: another operator may have decided an item a moment ago. */
const FRESH = { staleTime: 0 } as const;

// ---- session ---------------------------------------------------------------------------------

export const login = (input: { username: string; password: string; totp_code?: string }) =>
  post<OperatorLoginResult>('/operator/login', input);
export const startSetup = () => post<OperatorSetupStart>('/operator/setup/start');
export const finishSetup = (input: { new_password: string; totp_code: string }) => post<OperatorLoginResult>('/operator/setup', input);
export const logout = () => post<string>('/operator/logout', undefined, { silent: true });

export function useMe() {
  const { token, scope } = useOperatorSession();
  return useQuery({
    queryKey: [OPERATOR, 'me', token],
    enabled: Boolean(token) && scope === 'full',
    staleTime: 60_000,
    queryFn: ({ signal }) => get<OperatorMe>('/operator/me', undefined, { signal }),
  });
}

// ---- review queues ---------------------------------------------------------------------------

export function useQueue<K extends QueueKind>(kind: K, status: QueueStatus, page: number) {
  return useQuery({
    queryKey: [OPERATOR, 'queue', kind, status, page],
    ...FRESH,
    queryFn: ({ signal }) => get<Page<QueueRows[K]>>(`/operator/${kind}`, { status, page, limit: 10 }, { signal }),
  });
}

/** Pending counts for the overview (one row is enough to read the total). */
export function usePendingCount(kind: QueueKind, enabled: boolean) {
  return useQuery({
    queryKey: [OPERATOR, 'queue', kind, 'pending', 'count'],
    ...FRESH,
    enabled,
    queryFn: ({ signal }) => get<Page<unknown>>(`/operator/${kind}`, { status: 'pending', page: 1, limit: 1 }, { signal }).then((p) => p.total),
  });
}

export function decide(kind: QueueKind, decision: Decision, input: { id: number; reason: string; tx_hash?: string }) {
  const params: Params = { id: input.id, reason: input.reason };
  if (kind === 'withdrawals' && decision === 'approve' && input.tx_hash) params.tx_hash = input.tx_hash;
  return post<unknown>(`/operator/${kind}/${decision}`, params);
}

// ---- configuration ---------------------------------------------------------------------------

export function useExchangeConfig() {
  return useQuery({
    queryKey: [OPERATOR, 'config', 'exchange'],
    ...FRESH,
    queryFn: ({ signal }) => get<ExchangeConfig>('/operator/config/exchange', undefined, { signal }),
  });
}

export const saveExchangeConfig = (input: ExchangeConfig) => post<string>('/operator/config/exchange', { ...input });

export function useNetworks() {
  return useQuery({
    queryKey: [OPERATOR, 'config', 'networks'],
    ...FRESH,
    queryFn: ({ signal }) => get<CoinNetworks[]>('/operator/config/networks', undefined, { signal }),
  });
}

export const saveNetwork = (input: {
  currency_id: number;
  network: string;
  withdraw_fee: string;
  withdraw_min: string;
  deposit_enabled: boolean;
  withdraw_enabled: boolean;
}) => post<string>('/operator/config/network', input);

export const saveDepositSource = (input: { network: string; xpub: string }) => post<string>('/operator/deposit-source', input);

/** Load pool addresses for a network: `addresses` one per line (sent as a JSON list). */
export const loadDepositPool = (input: { network: string; addresses: string }) =>
  operatorJsonHttp.post<{ added: number }>('/operator/deposit-pool', input);

// ---- users (read-only) -----------------------------------------------------------------------

export function useUsers(q: string) {
  return useQuery({
    queryKey: [OPERATOR, 'users', q],
    ...FRESH,
    queryFn: ({ signal }) => get<UserSummary[]>('/operator/users', { q }, { signal }),
  });
}

export function useUserDetail(id: number | null) {
  return useQuery({
    queryKey: [OPERATOR, 'user', id],
    ...FRESH,
    enabled: id !== null,
    queryFn: ({ signal }) => get<UserDetail>('/operator/users/detail', { id: id ?? 0 }, { signal }),
  });
}

// ---- adjustments -----------------------------------------------------------------------------

export function useAdjustments(status: QueueStatus) {
  return useQuery({
    queryKey: [OPERATOR, 'adjustments', status],
    ...FRESH,
    queryFn: ({ signal }) => get<Adjustment[]>('/operator/adjustments', { status }, { signal }),
  });
}

export const proposeAdjustment = (input: { user_id: number; currency_id: number; book: string; amount: string; reason: string }) =>
  post<Adjustment>('/operator/adjustments', input);

export const decideAdjustment = (id: number, decision: Decision) => post<Adjustment>(`/operator/adjustments/${decision}`, { id });

// ---- audit, ledger, outbox -------------------------------------------------------------------

export type AuditKind = 'all' | 'changes';

export function useAudit(page: number, kind: AuditKind = 'all', operator = '') {
  return useQuery({
    queryKey: [OPERATOR, 'audit', page, kind, operator],
    ...FRESH,
    queryFn: ({ signal }) => get<Page<AuditEntry>>('/operator/audit', { page, limit: 20, kind, ...(operator ? { operator } : {}) }, { signal }),
  });
}

export function useLedgerCheck() {
  return useQuery({
    queryKey: [OPERATOR, 'ledger'],
    ...FRESH,
    queryFn: ({ signal }) => get<LedgerReport>('/operator/ledger/check', undefined, { signal }),
  });
}

export function useOutbox(page: number) {
  return useQuery({
    queryKey: [OPERATOR, 'outbox', page],
    ...FRESH,
    queryFn: ({ signal }) => get<Page<OutboxMessage>>('/operator/outbox', { page, limit: 20 }, { signal }),
  });
}

// ---- operators (admin) -----------------------------------------------------------------------

export function useOperators() {
  return useQuery({
    queryKey: [OPERATOR, 'operators'],
    ...FRESH,
    queryFn: ({ signal }) => get<OperatorAccount[]>('/operator/operators', undefined, { signal }),
  });
}

export const createOperator = (input: { username: string; role: OperatorRole; password: string }) => post<OperatorAccount>('/operator/operators', input);
export const disableOperator = (id: number) => post<OperatorAccount>('/operator/operators/disable', { id });

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
