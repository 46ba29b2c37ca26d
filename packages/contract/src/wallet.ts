/**
 * The wallet (SPEC section 7, "Wallet" and parts of "Account"): balances, transfers between books,
 * deposits, withdrawals, exchange, saved addresses, bank cards and bills.
 */
import { z } from 'zod';
import { amountText, int, page } from './rules';
import { decimalOut, idOut, isoTimeOut, pageOf } from './wire';
import { defineEndpoints } from './endpoint';
import { ownEntry } from './validators';
import { bankCard, cashSaveInput, cashSaveInternationalInput, internationalBankCard } from './bank-cards';
import { billKindFilter, billProductFilter, billRow } from './bills';
import { depositAddress, networkInfo, withdrawalStatus } from './chain';

/** Book names the client may send: SPEC's field names (legal, change, lever, micro) or ids 1-6. */
export const BOOK_ALIASES: Record<string, string> = {
  '1': 'legal',
  legal: 'legal',
  '2': 'exchange',
  change: 'exchange',
  exchange: 'exchange',
  '3': 'lever',
  lever: 'lever',
  '4': 'micro',
  micro: 'micro',
  '5': 'stock',
  stock: 'stock',
  '6': 'lock',
  lock: 'lock',
};

const book = z
  .union([z.string(), z.number()], { error: 'BOOK_UNKNOWN' })
  .transform((v) => ownEntry(BOOK_ALIASES, String(v).trim().toLowerCase()) ?? '')
  .refine((v) => v !== '', 'BOOK_UNKNOWN');

export const bookTransferInput = z
  .strictObject({
    currency_id: int({ min: 1, error: 'ASSET_UNKNOWN' }),
    number: amountText,
    from_field: book,
    to_field: book,
  })
  .refine((v) => v.from_field !== v.to_field, { path: ['to_field'], message: 'SAME_BOOK' });

export const bookTransferHistoryInput = z.strictObject({ page, limit: int({ min: 1, max: 50 }).optional() });

export const bookTransfer = z.object({
  id: idOut,
  currency_id: idOut,
  currency: z.string(),
  /** Book names (legal, exchange, lever, micro, stock). */
  from: z.string(),
  to: z.string(),
  number: decimalOut,
  fee: decimalOut,
  created_at: isoTimeOut,
});
export type BookTransfer = z.infer<typeof bookTransfer>;

// ---- balances, deposits, withdrawals, exchange, addresses, bank cards, bills (issue 5) -------

/** A coin by id (3) or code ('USDT'). */
const currency = z
  .union([z.string(), z.number()], { error: (iss) => (iss.input === undefined ? 'CURRENCY_REQUIRED' : 'ASSET_UNKNOWN') })
  .transform((v) => String(v).trim())
  .refine((v) => v.length > 0 && v.length <= 12, 'CURRENCY_REQUIRED');

export const walletDetailInput = z.strictObject({ currency, type: book });
export const legalLogInput = z.strictObject({
  currency: currency.optional(),
  type: book.optional(),
  page,
  limit: int({ min: 1, max: 50 }).optional(),
});
export const walletInfoInput = z.strictObject({ currency });
export const getInAddressInput = z.strictObject({
  currency,
  network: z.string({ error: 'NETWORK_UNKNOWN' }).trim().max(16).optional(),
  /** The spec's client sends its own user id; another user's id is refused. */
  user_id: int({ min: 1 }).optional(),
});
export const chargeReqInput = z.strictObject({
  /** The payment voucher: a path returned by POST /upload with purpose=voucher. */
  account: z
    .string({ error: (iss) => (iss.input === undefined ? 'VOUCHER_REQUIRED' : 'INVALID_PARAMETER') })
    .trim()
    .min(1, 'VOUCHER_REQUIRED')
    .max(300, 'CHARACTER_TOO_LONG'),
  amount: amountText.pipe(z.string().min(1, 'RECHARGE_AMOUNT_REQUIRED')),
  currency,
  /** The network the funds were sent on (ERC20, TRC20, BTC...); defaults to the coin's first. */
  type: z
    .union([z.string(), z.number()])
    .transform((v) => String(v).trim())
    .optional(),
  tx_hash: z.string({ error: 'INVALID_PARAMETER' }).trim().max(128, 'CHARACTER_TOO_LONG').optional(),
});
export const pageInput = z.strictObject({ page, limit: int({ min: 1, max: 50 }).optional() });
/**
 * A record's id: one that cannot exist answers like one that does not (200, type error). Not
 * NOT_FOUND, which is the transport's 404 for an unknown path.
 */
export const withdrawalIdInput = z.strictObject({ id: int({ min: 1, error: 'WITHDRAWAL_NOT_FOUND' }) });
export const savedAddressIdInput = z.strictObject({ id: int({ min: 1, error: 'ADDRESS_NOT_FOUND' }) });

export const withdrawInput = z.strictObject({
  currency,
  number: amountText,
  /** A saved address's id, or `bank` / `bank_international` for the saved bank card. */
  address: z
    .union([z.string(), z.number()], { error: (iss) => (iss.input === undefined ? 'ADDRESS_REQUIRED' : 'INVALID_PARAMETER') })
    .transform((v) => String(v).trim())
    .refine((v) => v.length > 0, 'ADDRESS_REQUIRED'),
  pay_password: z.string({ error: 'PAY_PASSWORD_WRONG' }).min(1, 'PAY_PASSWORD_WRONG').max(64),
  remark: z.string({ error: 'INVALID_PARAMETER' }).trim().max(100, 'CHARACTER_TOO_LONG').optional(),
  totp_code: z.string({ error: 'TOTP_INVALID' }).trim().max(10).optional(),
});

export const transferFeeInput = z.strictObject({
  from_currency_id: int({ min: 1, error: 'ASSET_UNKNOWN' }),
  to_currency_id: int({ min: 1, error: 'ASSET_UNKNOWN' }),
});
export const exchangeInput = z.strictObject({
  number: amountText,
  from_currency_id: int({ min: 1, error: 'ASSET_UNKNOWN' }),
  to_currency_id: int({ min: 1, error: 'ASSET_UNKNOWN' }),
  /** The quote the user saw (user/getTransferFee); without it the live rate is used. */
  quote_id: z.string({ error: 'QUOTE_NOT_FOUND' }).trim().max(64).optional(),
});
export const rateCurrencyInput = z.strictObject({ id: int({ min: 1, error: 'ASSET_UNKNOWN' }) });

export const walletSaveInput = z.strictObject({
  currency,
  name: z.string({ error: 'NAME_REQUIRED' }).trim().min(1, 'NAME_REQUIRED').max(30, 'CHARACTER_TOO_LONG'),
  address: z
    .string({ error: (iss) => (iss.input === undefined ? 'ADDRESS_REQUIRED' : 'ADDRESS_INVALID') })
    .trim()
    .min(1, 'ADDRESS_REQUIRED')
    .max(128, 'ADDRESS_INVALID'),
  /** An uploaded image of the address's QR code (POST /upload). */
  qrcode: z
    .string({ error: (iss) => (iss.input === undefined ? 'QRCODE_REQUIRED' : 'INVALID_PARAMETER') })
    .trim()
    .min(1, 'QRCODE_REQUIRED')
    .max(300),
  network: z.string({ error: 'NETWORK_UNKNOWN' }).trim().max(16).optional(),
});

export const billInput = z.strictObject({
  currency: currency.optional(),
  type: book.optional(),
  kind: billKindFilter.optional(),
  product: billProductFilter.optional(),
  /** yyyy-mm-dd, inclusive, in UTC. */
  from: z
    .string({ error: 'DATE_INVALID' })
    .regex(/^\d{4}-\d{2}-\d{2}$/, 'DATE_INVALID')
    .optional(),
  to: z
    .string({ error: 'DATE_INVALID' })
    .regex(/^\d{4}-\d{2}-\d{2}$/, 'DATE_INVALID')
    .optional(),
  page,
  limit: int({ min: 1, max: 50 }).optional(),
});

export const assetBalance = z.object({
  currency_id: idOut,
  currency: z.string(),
  name: z.string(),
  icon: z.string().nullable(),
  available: decimalOut,
  frozen: decimalOut,
  balance: decimalOut,
  /** Equivalent values; null when no price is known. */
  usdt_value: decimalOut.nullable(),
  fiat_value: decimalOut.nullable(),
});
export type AssetBalance = z.infer<typeof assetBalance>;

export const bookBalances = z.object({
  /** 1 legal, 2 exchange, 3 lever, 4 micro, 5 stock, 6 lock */
  type: z.number().int(),
  book: z.string(),
  usdt_value: decimalOut,
  fiat_value: decimalOut,
  assets: z.array(assetBalance),
});
export type BookBalances = z.infer<typeof bookBalances>;

export const walletOverview = z.object({
  fiat: z.string(),
  usdt_value: decimalOut,
  fiat_value: decimalOut,
  books: z.array(bookBalances),
});
export type WalletOverview = z.infer<typeof walletOverview>;

/** One coin in one book (wallet/detail). */
export const walletDetail = assetBalance.extend({ book: z.string(), type: z.number().int() });
export type WalletDetail = z.infer<typeof walletDetail>;

export const coinInfo = z.object({
  currency_id: idOut,
  currency: z.string(),
  scale: z.number().int(),
  available: decimalOut,
  networks: z.array(networkInfo),
  /** The rolling 24-hour withdrawal limit in BTC and what is left of it; 0 without verification. */
  limit_btc: decimalOut,
  remaining_btc: decimalOut,
  withdraw_locked_until: isoTimeOut.nullable(),
});
export type CoinInfo = z.infer<typeof coinInfo>;

const reviewStatus = z.enum(['pending', 'approved', 'rejected', 'cancelled']);

export const depositClaim = z.object({
  id: idOut,
  /** The claimant (the caller, on the user's routes). */
  user_id: idOut,
  currency: z.string(),
  network: z.string(),
  amount: decimalOut,
  voucher: z.string(),
  tx_hash: z.string().nullable(),
  status: reviewStatus,
  reason: z.string().nullable(),
  created_at: isoTimeOut,
  reviewed_at: isoTimeOut.nullable(),
});
export type DepositClaim = z.infer<typeof depositClaim>;

export const withdrawal = z.object({
  id: idOut,
  /** The requester (the caller, on the user's routes). */
  user_id: idOut,
  currency: z.string(),
  network: z.string(),
  destination_type: z.enum(['address', 'bank', 'bank_international']),
  destination: z.string(),
  amount: decimalOut,
  fee: decimalOut,
  receive: decimalOut,
  remark: z.string(),
  status: withdrawalStatus,
  reason: z.string().nullable(),
  tx_hash: z.string().nullable(),
  created_at: isoTimeOut,
  reviewed_at: isoTimeOut.nullable(),
});
export type Withdrawal = z.infer<typeof withdrawal>;

/** A coin that can be exchanged (user/getTransferList). */
export const exchangeCoin = z.object({
  id: idOut,
  currency: z.string(),
  name: z.string(),
  icon: z.string().nullable(),
  scale: z.number().int(),
  /** The spec's flag: always 1 here (only exchangeable coins are listed). */
  is_transfer: z.literal(1),
  usdt_price: decimalOut,
});
export type ExchangeCoin = z.infer<typeof exchangeCoin>;

export const exchangeQuote = z.object({
  quote_id: z.string(),
  from_currency_id: idOut,
  to_currency_id: idOut,
  /** Units of `to` per unit of `from`, after the spread. */
  rate: decimalOut,
  /** The fee in percent of the amount, taken in the `from` coin. */
  fee_percent: decimalOut,
  /** The spec's fields: the coins' prices in USDT, and the fee rate. */
  form_price: decimalOut,
  to_price: decimalOut,
  fee: decimalOut,
  expires_at: isoTimeOut,
});
export type ExchangeQuote = z.infer<typeof exchangeQuote>;

export const exchangeRecord = z.object({
  id: idOut,
  from_currency: z.string(),
  to_currency: z.string(),
  number: decimalOut,
  fee: decimalOut,
  received: decimalOut,
  rate: decimalOut,
  created_at: isoTimeOut,
});
export type ExchangeRecord = z.infer<typeof exchangeRecord>;

export const coinRate = z.object({
  currency_id: idOut,
  currency: z.string(),
  usdt: decimalOut.nullable(),
  fiat: decimalOut.nullable(),
  fiat_code: z.string(),
});
export type CoinRate = z.infer<typeof coinRate>;

export const savedAddress = z.object({
  id: idOut,
  currency_id: idOut,
  currency: z.string(),
  network: z.string(),
  name: z.string(),
  address: z.string(),
  qrcode: z.string(),
  created_at: isoTimeOut,
});
export type SavedAddress = z.infer<typeof savedAddress>;

/**
 * Fee and spread changes approved by two operators and not yet in effect: users see each one for
 * the whole notice period before it applies. Rates are percent strings ("0.2" is 0.2 %), a
 * withdrawal fee is an amount of its coin.
 */
export const upcomingFeeChange = z.object({
  item: z.enum(['exchange_spread', 'exchange_fee', 'withdraw_fee']),
  /** The coin and network of a withdrawal fee; null for the exchange's. */
  currency: z.string().nullable(),
  network: z.string().nullable(),
  from: decimalOut,
  to: decimalOut,
  announced_at: isoTimeOut,
  effective_at: isoTimeOut,
});
export type UpcomingFeeChange = z.infer<typeof upcomingFeeChange>;
export const upcomingFees = z.object({
  /** How long every fee change is announced before it applies. */
  notice_days: z.number().int(),
  changes: z.array(upcomingFeeChange),
});
export type UpcomingFees = z.infer<typeof upcomingFees>;

/** The wallet endpoints (the route map, routes.ts). */
export const walletEndpoints = defineEndpoints('wallet', {
  'POST /wallet/change': {
    auth: 'user',
    idempotent: true,
    input: bookTransferInput,
    output: bookTransfer,
    summary: 'Move funds between your own books (legal, exchange, lever, micro, stock); send an Idempotency-Key to retry safely',
  },
  'GET /wallet/hzhistory': {
    auth: 'user',
    input: bookTransferHistoryInput,
    output: pageOf(bookTransfer),
    summary: 'Your transfers between books, newest first, 10 per page',
  },
  'POST /wallet/list': {
    auth: 'user',
    output: walletOverview,
    summary: 'Every book with every coin: balance, available, frozen and value in USDT and your fiat',
  },
  'POST /wallet/detail': { auth: 'user', input: walletDetailInput, output: walletDetail, summary: 'One coin in one book' },
  'POST /wallet/legal_log': {
    auth: 'user',
    input: legalLogInput,
    output: pageOf(billRow),
    summary: 'The changes of one coin in one book (ledger postings), 10 per page',
  },
  'GET /currency/user_currency_list': {
    auth: 'user',
    output: z.array(assetBalance),
    summary: 'Your coins with their main-wallet (exchange book) balances',
  },
  'POST /wallet/get_info': {
    auth: 'user',
    input: walletInfoInput,
    output: coinInfo,
    summary: 'Deposit and withdrawal information for a coin: networks, fees, minimums, limits',
  },
  'POST /wallet/get_in_address': {
    auth: 'user',
    input: getInAddressInput,
    output: depositAddress,
    summary: 'Your own deposit address for a coin and network',
  },
  'POST /wallet/charge_req': {
    auth: 'user',
    input: chargeReqInput,
    output: depositClaim,
    summary: 'Claim a deposit with its payment voucher (account) and optional transaction hash; an operator reviews it',
  },
  'GET /recharge/log': {
    auth: 'user',
    input: pageInput,
    output: pageOf(depositClaim),
    summary: 'Your deposit claims with their status and reasons',
  },
  'POST /wallet/out': {
    auth: 'user',
    idempotent: true,
    rateLimit: 'auth',
    input: withdrawInput,
    output: withdrawal,
    summary: 'Withdraw to a saved address (its id) or bank card (bank, bank_international); the fee comes from configuration',
  },
  'GET /user/withdraw/list': {
    auth: 'user',
    input: pageInput,
    output: pageOf(withdrawal),
    summary: 'Your withdrawals with their status and reasons',
  },
  'POST /wallet/withdraw/cancel': {
    auth: 'user',
    input: withdrawalIdInput,
    output: withdrawal,
    summary: 'Cancel one of your pending withdrawals (the held amount is released)',
  },
  'POST /user/getTransferList': {
    auth: 'user',
    output: z.array(exchangeCoin),
    summary: 'Coins that can be exchanged, with their USDT prices',
  },
  'POST /user/getTransferFee': {
    auth: 'user',
    input: transferFeeInput,
    output: exchangeQuote,
    summary: 'A quote: the rate after the spread and the fee, valid for a few seconds',
  },
  'POST /user/Transfer': {
    auth: 'user',
    idempotent: true,
    input: exchangeInput,
    output: exchangeRecord,
    summary: 'Exchange one coin for another at a quote (quote_id) or the live rate',
  },
  'GET /user/exchange/history': {
    auth: 'user',
    input: pageInput,
    output: pageOf(exchangeRecord),
    summary: 'Your exchanges, newest first',
  },
  'GET /wallet/getRateCurrency': {
    auth: 'optional',
    input: rateCurrencyInput,
    output: coinRate,
    summary: "A coin's price in USDT and in your fiat",
  },
  'POST /user/wallet/save': {
    auth: 'user',
    input: walletSaveInput,
    output: savedAddress,
    summary: 'Save a withdrawal address (checked for its network) with its QR code image',
  },
  'GET /user/wallet/list': { auth: 'user', input: pageInput, output: pageOf(savedAddress), summary: 'Your saved addresses' },
  'POST /user/wallet/delete': {
    auth: 'user',
    input: savedAddressIdInput,
    /** A confirmation text in the caller's language. */
    output: z.string(),
    summary: 'Delete one of your saved addresses',
  },
  'POST /user/cash_save': {
    auth: 'user',
    input: cashSaveInput,
    output: bankCard,
    summary: 'Save your bank card (every field required)',
  },
  'POST /user/cash_save_international': {
    auth: 'user',
    input: cashSaveInternationalInput,
    output: internationalBankCard,
    summary: "Save your international bank card (every field required, under the SPEC's name or the clear one; the branch optional)",
  },
  'POST /user/cash_info': { auth: 'user', output: bankCard.nullable(), summary: 'Your bank card, or null' },
  'POST /user/cash_info_international': {
    auth: 'user',
    output: internationalBankCard.nullable(),
    summary: 'Your international bank card, or null',
  },
  'GET /wallet/bill': {
    auth: 'user',
    input: billInput,
    output: pageOf(billRow),
    summary: 'Every change to your balances, filtered by coin, book, kind, product and date, 10 per page, each with its source',
  },
  'GET /wallet/bill/export': {
    auth: 'user',
    input: billInput,
    raw: true,
    output: z.unknown(),
    summary: 'The same as a CSV file',
  },
  'GET /fees/upcoming': {
    auth: 'none',
    output: upcomingFees,
    summary: 'Approved fee and spread changes not yet in effect, each with the time it takes effect (the notice period)',
  },
});

/** The socket events of this product: name and the schema of `data` (events.ts). */
export const walletEvents = {
  /** Something changed the user's balances; `reason` names the product. The client refetches. */
  balance: z.object({ reason: z.string() }),
  /** A notice for the user (text in their language). */
  notice: z.object({ text: z.string() }),
} satisfies Record<string, z.ZodType>;
