/**
 * Bills (issue 13): what each ledger entry kind the server writes is, in a user's words. Every kind
 * is listed in `LEDGER_KINDS` with the bill kind it reads as (labelled in eight languages under
 * `wallet.billKinds.<kind>`) and the product it belongs to; a kind missing here fails the wallet's
 * bill-kinds test, which reads the kinds out of every writer. A bill row also names its source:
 * the order, position, deposit, withdrawal, exchange or transfer it came from.
 */
import { z } from 'zod';
import { decimalOut, idOut, isoTimeOut } from './wire';

/** The products a bill belongs to (spot covers coins and stocks: one order book module). */
export const BILL_PRODUCTS = [
  'spot',
  'futures',
  'options',
  'wallet',
  'ieo',
  'dual_invest',
  'nft',
  'lock-mining',
  'loans',
  'otc',
  'coupons',
  'invite',
] as const;
export type BillProduct = (typeof BILL_PRODUCTS)[number];

/** What a user reads a balance change as. */
export const BILL_KINDS = [
  // the wallet
  'deposit',
  'withdrawal_hold',
  'withdrawal',
  'withdrawal_cancel',
  'withdrawal_reject',
  'withdrawal_refund',
  'deposit_reversal',
  'transfer',
  'exchange',
  'adjustment',
  // trading
  'order_hold',
  'order_release',
  'trade',
  'fee',
  'margin',
  'realised_pnl',
  'liquidation',
  'overnight_fee',
  'stake',
  'payout',
  'stake_refund',
  'loss',
  'void',
  'fee_refund',
  // IEO subscriptions
  'ieo_subscription',
  'ieo_allocation',
  'ieo_refund',
  'ieo_lock',
  'ieo_unlock',
  'profit_share',
  // dual investment
  'dual_subscribe',
  'dual_settlement',
  'dual_refund',
  // the NFT market
  'nft_trade',
  'margin_release',
  'margin_forfeit',
  // lock-up staking
  'lock_subscribe',
  'interest',
  'principal_return',
  'early_redemption',
  // loans and the OTC desk
  'loan_borrow',
  'loan_repay',
  'loan_collateral',
  'loan_collateral_release',
  'loan_liquidation',
  'otc_trade',
  // coupons: what a fee discount or an experience voucher paid, and a voucher's credit taken back
  'coupon_credit',
  'coupon_return',
  // invite rebates: a share of an invitee's trading fee
  'rebate',
  // the platform's own accounts: never on a user's bill, named all the same
  'house_reserve',
  'treasury_reserve',
  'insurance',
  'funding',
  'demo_issuance',
  'ieo_issuance',
  'interest_reserve',
  'interest_release',
  'treasury_release',
  'network_fee',
  'network_fee_reserve',
  'network_fee_release',
] as const;
export type BillKind = (typeof BILL_KINDS)[number];

/** What an entry of a kind this list does not know reads as. No kind the server writes maps here (tested). */
export const BILL_KIND_OTHER = 'other';

export interface LedgerKindSpec {
  bill: BillKind;
  product: BillProduct;
  /** A bill kind of its own when the entry's `meta.reason` is one of these. */
  byReason?: Readonly<Record<string, BillKind>>;
}

const spec = (bill: BillKind, product: BillProduct, byReason?: Record<string, BillKind>): LedgerKindSpec => ({
  bill,
  product,
  ...(byReason ? { byReason } : {}),
});

/** Every ledger entry kind the server writes (`kind` of postEntry, transfer and the hold calls). */
export const LEDGER_KINDS: Readonly<Record<string, LedgerKindSpec>> = {
  // wallet (modules/wallet)
  deposit: spec('deposit', 'wallet'),
  'withdraw.hold': spec('withdrawal_hold', 'wallet'),
  'withdraw.settle': spec('withdrawal', 'wallet'),
  'withdraw.cancel': spec('withdrawal_cancel', 'wallet'),
  'withdraw.reject': spec('withdrawal_reject', 'wallet'),
  // on-chain deposits and payouts (modules/wallet/chain)
  'chain.deposit': spec('deposit', 'wallet'),
  'chain.deposit.reverse': spec('deposit_reversal', 'wallet'),
  'withdraw.fail': spec('withdrawal_refund', 'wallet'),
  // the gas of sweeps, paid by the platform's fee account (never on a user's account)
  'chain.network_fee': spec('network_fee', 'wallet'),
  'chain.sweep.gas_hold': spec('network_fee_reserve', 'wallet'),
  'chain.sweep.gas_release': spec('network_fee_release', 'wallet'),
  'chain.payout.gas_hold': spec('network_fee_reserve', 'wallet'),
  'chain.payout.gas_release': spec('network_fee_release', 'wallet'),
  'book.transfer': spec('transfer', 'wallet'),
  exchange: spec('exchange', 'wallet'),
  adjustment: spec('adjustment', 'wallet'),
  'funding.deposit': spec('funding', 'wallet'),
  'demo.issuance': spec('demo_issuance', 'wallet'),
  // spot coins and stocks (modules/spot)
  'spot.hold': spec('order_hold', 'spot'),
  'stock.hold': spec('order_hold', 'spot'),
  'spot.release': spec('order_release', 'spot'),
  'spot.trade': spec('trade', 'spot'),
  'stock.trade': spec('trade', 'spot'),
  // futures (modules/lever)
  'lever.order': spec('order_hold', 'futures'),
  'lever.cancel': spec('order_release', 'futures'),
  'lever.trigger': spec('order_release', 'futures'),
  'lever.margin': spec('margin', 'futures'),
  'lever.fee': spec('fee', 'futures'),
  'lever.close': spec('realised_pnl', 'futures', { liquidation: 'liquidation' }),
  'lever.overnight': spec('overnight_fee', 'futures'),
  'lever.reserve': spec('house_reserve', 'futures'),
  'lever.insurance': spec('insurance', 'futures'),
  // copy trading (modules/copy-trading): a follower's profit share paid to the trader
  'copy.share': spec('profit_share', 'futures'),
  // seconds options (modules/microtrade)
  'micro.stake': spec('stake', 'options'),
  'micro.fee': spec('fee', 'options'),
  'micro.win': spec('payout', 'options'),
  'micro.tie': spec('stake_refund', 'options'),
  'micro.loss': spec('loss', 'options'),
  'micro.void': spec('void', 'options'),
  'micro.fee_refund': spec('fee_refund', 'options'),
  'micro.house_hold': spec('house_reserve', 'options'),
  // IEO (modules/ieo)
  'ieo.subscribe': spec('ieo_subscription', 'ieo'),
  'ieo.allocation': spec('ieo_allocation', 'ieo'),
  'ieo.refund': spec('ieo_refund', 'ieo'),
  'ieo.lock': spec('ieo_lock', 'ieo'),
  'ieo.unlock': spec('ieo_unlock', 'ieo'),
  'ieo.issuance_hold': spec('ieo_issuance', 'ieo'),
  'ieo.issuance_release': spec('ieo_issuance', 'ieo'),
  // dual investment (modules/dual-invest)
  'dual.pay': spec('dual_subscribe', 'dual_invest'),
  'dual.cover': spec('treasury_reserve', 'dual_invest'),
  'dual.settle': spec('dual_settlement', 'dual_invest'),
  'dual.refund': spec('dual_refund', 'dual_invest'),
  // the NFT market (modules/nft): a sale moves the price from the buyer to the seller and the fee to sys:fees in one entry
  'nft.sale': spec('nft_trade', 'nft'),
  'nft.margin': spec('margin', 'nft'),
  'nft.margin_release': spec('margin_release', 'nft'),
  'nft.margin_forfeit': spec('margin_forfeit', 'nft'),
  // lock-up staking (modules/lock-mining)
  'lock.subscribe': spec('lock_subscribe', 'lock-mining'),
  'lock.principal_hold': spec('lock_subscribe', 'lock-mining'),
  'lock.interest_reserve': spec('interest_reserve', 'lock-mining'),
  'lock.interest': spec('interest', 'lock-mining'),
  'lock.redeem': spec('principal_return', 'lock-mining'),
  'lock.early_redeem': spec('early_redemption', 'lock-mining'),
  'lock.interest_release': spec('interest_release', 'lock-mining'),
  // loans (modules/loans): meta.orderId is the loan's id
  'loan.borrow': spec('loan_borrow', 'loans'),
  'loan.repay': spec('loan_repay', 'loans'),
  'loan.collateral': spec('loan_collateral', 'loans'),
  'loan.collateral_release': spec('loan_collateral_release', 'loans'),
  'loan.liquidation': spec('loan_liquidation', 'loans'),
  // the OTC desk (modules/otc): meta.orderId is the quote's id
  'otc.reserve': spec('treasury_reserve', 'otc'),
  'otc.release': spec('treasury_release', 'otc'),
  'otc.trade': spec('otc_trade', 'otc'),
  // coupons (modules/coupons): held from the coupons treasury book at claim, paid at use, released at expiry
  'coupon.hold': spec('treasury_reserve', 'coupons'),
  'coupon.fee_discount': spec('coupon_credit', 'coupons'),
  'coupon.voucher_credit': spec('coupon_credit', 'coupons'),
  'coupon.release': spec('treasury_release', 'coupons'),
  'coupon.expire': spec('treasury_release', 'coupons'),
  'coupon.voucher_return': spec('coupon_return', 'coupons'),
  // invite rebates (modules/invite): sys:fees to the inviter, in the invitee's fee transaction
  'invite.rebate': spec('rebate', 'invite'),
};

const own = (kind: string): LedgerKindSpec | undefined =>
  Object.prototype.hasOwnProperty.call(LEDGER_KINDS, kind) ? LEDGER_KINDS[kind] : undefined;

export function isLedgerKind(kind: string): boolean {
  return own(kind) !== undefined;
}

export function isBillKind(kind: string): kind is BillKind {
  return (BILL_KINDS as readonly string[]).includes(kind);
}

/** The bill kind of an entry: by its kind, and for some kinds by the reason its meta gives. */
export function billKindOf(kind: string, meta?: Record<string, unknown> | null): BillKind | typeof BILL_KIND_OTHER {
  const s = own(kind);
  if (!s) return BILL_KIND_OTHER;
  const reason = meta?.reason;
  if (s.byReason && typeof reason === 'string' && Object.prototype.hasOwnProperty.call(s.byReason, reason)) return s.byReason[reason]!;
  return s.bill;
}

export function billProductOf(kind: string): BillProduct | undefined {
  return own(kind)?.product;
}

/** The ledger kinds of a product. */
export function ledgerKindsOf(product: BillProduct): string[] {
  return Object.keys(LEDGER_KINDS).filter((k) => LEDGER_KINDS[k]!.product === product);
}

/**
 * Which entries a bill kind (or one ledger kind, as the filter also takes) selects: an entry of
 * `kind`, with `meta.reason` equal to `reason`, or not any of `exceptReasons`.
 */
export interface KindMatch {
  kind: string;
  reason?: string;
  exceptReasons?: string[];
}

export function kindMatches(filter: string): KindMatch[] {
  if (isLedgerKind(filter)) return [{ kind: filter }];
  const out: KindMatch[] = [];
  for (const [kind, s] of Object.entries(LEDGER_KINDS)) {
    const reasons = Object.keys(s.byReason ?? {});
    if (s.bill === filter) out.push(reasons.length > 0 ? { kind, exceptReasons: reasons } : { kind });
    for (const r of reasons) if (s.byReason![r] === filter) out.push({ kind, reason: r });
  }
  return out;
}

// ---- the wire -----------------------------------------------------------------------------------

/** `kind`: a bill kind or one ledger entry kind; anything else is BILL_KIND_UNKNOWN. */
export const billKindFilter = z
  .string({ error: 'BILL_KIND_UNKNOWN' })
  .trim()
  .refine((v) => isBillKind(v) || isLedgerKind(v), 'BILL_KIND_UNKNOWN');

export const billProductFilter = z.enum(BILL_PRODUCTS, { error: 'PRODUCT_UNKNOWN' });

/** What a bill's source is: the screens that show one (the web links to each). */
export const BILL_SOURCE_TYPES = ['order', 'position', 'deposit', 'withdrawal', 'exchange', 'transfer', 'adjustment'] as const;
export type BillSourceType = (typeof BILL_SOURCE_TYPES)[number];

export const billSource = z.object({ product: z.enum(BILL_PRODUCTS), type: z.enum(BILL_SOURCE_TYPES), id: idOut });
export type BillSource = z.infer<typeof billSource>;

export const billRow = z.object({
  id: idOut,
  entry_id: idOut,
  /** The ledger entry's kind (LEDGER_KINDS). */
  kind: z.string(),
  /** What it reads as (BILL_KINDS; `other` only for a kind the list does not know). */
  bill_kind: z.enum([...BILL_KINDS, BILL_KIND_OTHER]),
  product: z.enum(BILL_PRODUCTS).nullable(),
  /** The order, position, deposit, withdrawal, exchange or transfer it came from, when known. */
  source: billSource.nullable(),
  currency: z.string(),
  book: z.string(),
  /** Signed change of the balance (available plus frozen). */
  change: decimalOut,
  bucket: z.enum(['available', 'frozen']),
  created_at: isoTimeOut,
  /** The entry's metadata, without operator ids. */
  memo: z.record(z.string(), z.unknown()),
});
export type BillRow = z.infer<typeof billRow>;

export function isBillProduct(value: string): value is BillProduct {
  return (BILL_PRODUCTS as readonly string[]).includes(value);
}
