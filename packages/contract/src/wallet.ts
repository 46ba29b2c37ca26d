/** Moving funds between a user's own books (SPEC section 7, wallet). More of the wallet comes later. */
import { z } from 'zod';
import { amountText, int, page } from './rules';
import { defineEndpoints } from './endpoint';

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
  .transform((v) => BOOK_ALIASES[String(v).trim().toLowerCase()] ?? '')
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

export interface BookTransfer {
  id: number;
  currency_id: number;
  currency: string;
  from: string;
  to: string;
  number: string;
  fee: string;
  created_at: string;
}

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
  type: z.union([z.string(), z.number()]).transform((v) => String(v).trim()).optional(),
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

const cardField = z
  .string({ error: 'BANK_CARD_REQUIRED' })
  .trim()
  .min(1, 'BANK_CARD_REQUIRED')
  .max(100, 'CHARACTER_TOO_LONG');
/** The domestic card: every field required ('please add a bank card'). */
export const cashSaveInput = z.strictObject({
  real_name: cardField,
  bank_account: cardField,
  bank_name: cardField,
  /** Province and city. */
  bank_dizhi: cardField,
  /** Branch. */
  bank_network: cardField,
  phone: cardField,
});
/** The international card: the spec's labels (alipay_account = ABA number, wechat_account = cardholder address). */
export const cashSaveInternationalInput = z.strictObject({
  real_name: cardField,
  bank_account: cardField,
  bank_name: cardField,
  bank_dizhi: cardField,
  alipay_account: cardField,
  swift_code: cardField,
  wechat_account: cardField,
  phone: cardField,
});

export const billInput = z.strictObject({
  currency: currency.optional(),
  type: book.optional(),
  kind: z.string({ error: 'INVALID_PARAMETER' }).trim().max(40).optional(),
  /** yyyy-mm-dd, inclusive, in UTC. */
  from: z.string({ error: 'DATE_INVALID' }).regex(/^\d{4}-\d{2}-\d{2}$/, 'DATE_INVALID').optional(),
  to: z.string({ error: 'DATE_INVALID' }).regex(/^\d{4}-\d{2}-\d{2}$/, 'DATE_INVALID').optional(),
  page,
  limit: int({ min: 1, max: 50 }).optional(),
});

export interface AssetBalance {
  currency_id: number;
  currency: string;
  name: string;
  icon: string | null;
  available: string;
  frozen: string;
  balance: string;
  /** Equivalent values; null when no price is known. */
  usdt_value: string | null;
  fiat_value: string | null;
}

export interface BookBalances {
  /** 1 legal, 2 exchange, 3 lever, 4 micro, 5 stock, 6 lock */
  type: number;
  book: string;
  usdt_value: string;
  fiat_value: string;
  assets: AssetBalance[];
}

export interface WalletOverview {
  fiat: string;
  usdt_value: string;
  fiat_value: string;
  books: BookBalances[];
}

export interface NetworkInfo {
  network: string;
  deposit_enabled: boolean;
  withdraw_enabled: boolean;
  withdraw_fee: string;
  withdraw_min: string;
}

export interface CoinInfo {
  currency_id: number;
  currency: string;
  scale: number;
  available: string;
  networks: NetworkInfo[];
  /** The rolling 24-hour withdrawal limit in BTC and what is left of it; 0 without verification. */
  limit_btc: string;
  remaining_btc: string;
  withdraw_locked_until: string | null;
}

export interface DepositAddress {
  currency: string;
  network: string;
  address: string;
}

export interface DepositClaim {
  id: number;
  currency: string;
  network: string;
  amount: string;
  voucher: string;
  tx_hash: string | null;
  status: 'pending' | 'approved' | 'rejected' | 'cancelled';
  reason: string | null;
  created_at: string;
  reviewed_at: string | null;
}

export interface Withdrawal {
  id: number;
  currency: string;
  network: string;
  destination_type: 'address' | 'bank' | 'bank_international';
  destination: string;
  amount: string;
  fee: string;
  receive: string;
  remark: string;
  status: 'pending' | 'approved' | 'rejected' | 'cancelled';
  reason: string | null;
  tx_hash: string | null;
  created_at: string;
  reviewed_at: string | null;
}

export interface ExchangeQuote {
  quote_id: string;
  from_currency_id: number;
  to_currency_id: number;
  /** Units of `to` per unit of `from`, after the spread. */
  rate: string;
  /** The fee in percent of the amount, taken in the `from` coin. */
  fee_percent: string;
  /** The spec's fields: the coins' prices in USDT, and the fee rate. */
  form_price: string;
  to_price: string;
  fee: string;
  expires_at: string;
}

export interface ExchangeRecord {
  id: number;
  from_currency: string;
  to_currency: string;
  number: string;
  fee: string;
  received: string;
  rate: string;
  created_at: string;
}

export interface CoinRate {
  currency_id: number;
  currency: string;
  usdt: string | null;
  fiat: string | null;
  fiat_code: string;
}

export interface SavedAddress {
  id: number;
  currency_id: number;
  currency: string;
  network: string;
  name: string;
  address: string;
  qrcode: string;
  created_at: string;
}

export interface BillRow {
  id: number;
  entry_id: number;
  kind: string;
  currency: string;
  book: string;
  /** Signed change of the balance (available plus frozen). */
  change: string;
  bucket: 'available' | 'frozen';
  created_at: string;
  memo: Record<string, unknown>;
}

/** The wallet endpoints (the route map, routes.ts). */
export const walletEndpoints = defineEndpoints('wallet', {});

/** The socket events of this product: name and the schema of `data` (events.ts). */
export const walletEvents = {
  /** Something changed the user's balances; `reason` names the product. The client refetches. */
  balance: z.object({ reason: z.string() }),
  /** A notice for the user (text in their language). */
  notice: z.object({ text: z.string() }),
} satisfies Record<string, z.ZodType>;
