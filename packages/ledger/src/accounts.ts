import type { AccountRef } from './types';

/** User-owned accounts: `user:<id>`. Books follow SPEC section 3 plus the products' own books. */
export const BOOKS = ['legal', 'exchange', 'lever', 'micro', 'stock', 'lock', 'funding'] as const;
export type Book = (typeof BOOKS)[number];

export const SYSTEM_BOOK = 'main';

/**
 * System accounts. Only `world` (money outside the platform: deposits come from it, withdrawals
 * go to it) and `demo` (the issuer of a demo setup's play money, never used in production) may be
 * negative; every other system account is funded and can never go below zero, which is how "the
 * platform cannot promise money it does not have" is enforced by the database.
 */
export const SYSTEM = {
  world: 'sys:world',
  fees: 'sys:fees',
  insurance: 'sys:insurance',
  house: 'sys:house',
  treasury: 'sys:treasury',
  marketMaker: 'sys:market_maker',
  escrow: 'sys:escrow',
  liquidity: 'sys:liquidity',
  rebates: 'sys:rebates',
  demo: 'sys:demo',
} as const;
export type SystemName = keyof typeof SYSTEM;

export function userAccount(userId: number | string, asset: string, book: string): AccountRef {
  return { owner: `user:${userId}`, asset, book };
}

/** A system account; `book` splits one owner into pots (the treasury's per-product books). */
export function systemAccount(name: SystemName, asset: string, book: string = SYSTEM_BOOK): AccountRef {
  return { owner: SYSTEM[name], asset, book };
}

/** The issuers: what they hold is minus what entered through them (outside money, demo money). */
export function allowsNegative(ref: AccountRef): boolean {
  return ref.owner === SYSTEM.world || ref.owner === SYSTEM.demo;
}

export function refKey(ref: AccountRef): string {
  return `${ref.owner}|${ref.asset}|${ref.book}`;
}

export function isUserOwner(owner: string): boolean {
  return owner.startsWith('user:');
}
