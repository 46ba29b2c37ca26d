/** The console's routes (DESIGN.md section 7) and which roles see each section. */
import type { OperatorRole } from '@bourse/contract';

export const CONSOLE = {
  home: '/operator',
  login: '/operator/login',
  actions: '/operator/actions',
  deposits: '/operator/deposits',
  withdrawals: '/operator/withdrawals',
  identity: '/operator/identity',
  traders: '/operator/traders',
  config: '/operator/config',
  users: '/operator/users',
  adjustments: '/operator/adjustments',
  audit: '/operator/audit',
  ledger: '/operator/ledger',
  outbox: '/operator/outbox',
  operators: '/operator/operators',
  reserves: '/operator/reserves',
  ieo: '/operator/ieo',
  dual: '/operator/dual',
  nft: '/operator/nft',
  lockMining: '/operator/lock-mining',
  loans: '/operator/loans',
  otc: '/operator/otc',
  chat: '/operator/chat',
  support: '/operator/support',
  chain: '/operator/chain',
  coupons: '/operator/coupons',
} as const;

export type Section = Exclude<keyof typeof CONSOLE, 'login'>;

/** The roles each section's server routes accept (admin passes everywhere, as on the server). */
export const SECTION_ROLES: Record<Section, readonly OperatorRole[] | 'all'> = {
  home: 'all',
  // Two-person actions: every operator sees them; the server says who may approve which.
  actions: 'all',
  deposits: ['finance'],
  withdrawals: ['finance'],
  identity: ['compliance'],
  // Copy trading's trader applications (modules/copy-trading).
  traders: ['compliance'],
  config: ['finance'],
  users: ['support', 'finance', 'compliance', 'auditor'],
  adjustments: ['finance'],
  audit: ['auditor'],
  ledger: ['finance', 'auditor'],
  outbox: ['support'],
  // Adding and disabling operators is the admin's alone (an empty list: only the admin passes).
  operators: [],
  // The platform's own accounts, funding deposits and proof-of-reserves snapshots.
  reserves: ['finance', 'auditor'],
  // IEO projects: create, fund (a funding deposit), open and pause; every operator may look.
  ieo: 'all',
  // Dual investment products and the dual-invest treasury book's cover.
  dual: ['finance'],
  // Onboarding artists and minting artworks and blind-box series: the admin's alone.
  nft: [],
  // Lock-up products and the lock-mining treasury's cover (issue 15).
  lockMining: ['finance'],
  // The lending pool and the OTC desk (issue 19): read-only views of their treasury books.
  loans: ['finance', 'auditor'],
  otc: ['finance', 'auditor'],
  // The chat room's moderation and the customer-service queue (issue 19).
  chat: ['support'],
  support: ['support'],
  // On-chain watchers and the hot wallet (issue 20): read-only.
  chain: ['finance', 'auditor'],
  // Coupon campaigns paid from the coupons treasury book (issue 18).
  coupons: ['finance'],
};

export const SECTIONS = Object.keys(SECTION_ROLES) as Section[];

export function canSee(role: OperatorRole | undefined, section: Section): boolean {
  if (!role) return false;
  const roles = SECTION_ROLES[section];
  return role === 'admin' || roles === 'all' || roles.includes(role);
}
