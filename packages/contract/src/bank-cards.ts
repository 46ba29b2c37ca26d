/**
 * Bank cards (SPEC section 3): the domestic card and the international one, as user/cash_save and
 * user/cash_save_international take them and as they are answered. The endpoints are in wallet.ts.
 */
import { z } from 'zod';

const cardField = z.string({ error: 'BANK_CARD_REQUIRED' }).trim().min(1, 'BANK_CARD_REQUIRED').max(100, 'CHARACTER_TOO_LONG');
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
/**
 * Fields of the international card with two names: the SPEC's (its client labels alipay_account
 * "ABA number", wechat_account "cardholder address", wechat_nickname "SWIFT code") and a clear one.
 * Either may be sent, both only with the same value; the card is stored and answered under the
 * name on the right, as it always was.
 */
export const INTERNATIONAL_CARD_ALIASES = {
  aba_number: 'alipay_account',
  cardholder_address: 'wechat_account',
  wechat_nickname: 'swift_code',
} as const;

const alias = (of: string, what: string) => cardField.optional().meta({ description: `${what}: the same field as \`${of}\`` });

/** The international card: every field required, under either of its names; the branch is optional. */
export const cashSaveInternationalInput = z
  .strictObject({
    real_name: cardField,
    bank_account: cardField,
    bank_name: cardField,
    bank_dizhi: cardField,
    alipay_account: cardField.optional().meta({ description: "ABA number (the SPEC's name); or `aba_number`" }),
    aba_number: alias('alipay_account', 'ABA number'),
    swift_code: cardField.optional().meta({ description: "SWIFT code; or `wechat_nickname` (the SPEC's name)" }),
    wechat_nickname: alias('swift_code', "SWIFT code (the SPEC's name)"),
    wechat_account: cardField.optional().meta({ description: "Cardholder address (the SPEC's name); or `cardholder_address`" }),
    cardholder_address: alias('wechat_account', 'Cardholder address'),
    /** Branch, as on the domestic card (the SPEC's client sends it on both). */
    bank_network: cardField.optional(),
    phone: cardField,
  })
  .superRefine((card, ctx) => {
    for (const [other, name] of Object.entries(INTERNATIONAL_CARD_ALIASES)) {
      const a = card[other as keyof typeof INTERNATIONAL_CARD_ALIASES];
      const b = card[name];
      if (a !== undefined && b !== undefined && a !== b) ctx.addIssue({ code: 'custom', message: 'FIELD_ALIAS_CONFLICT', path: [other] });
      if (a === undefined && b === undefined) ctx.addIssue({ code: 'custom', message: 'BANK_CARD_REQUIRED', path: [name] });
    }
  })
  .transform(({ aba_number, cardholder_address, wechat_nickname, ...card }) => ({
    ...card,
    alipay_account: (card.alipay_account ?? aba_number)!,
    swift_code: (card.swift_code ?? wechat_nickname)!,
    wechat_account: (card.wechat_account ?? cardholder_address)!,
  }));

/** The domestic bank card as saved (the fields of user/cash_save). */
export const bankCard = z.object({
  real_name: z.string(),
  bank_account: z.string(),
  bank_name: z.string(),
  bank_dizhi: z.string(),
  bank_network: z.string(),
  phone: z.string(),
});
export type BankCard = z.infer<typeof bankCard>;

/** The international bank card as saved (the fields of user/cash_save_international). */
export const internationalBankCard = z.object({
  real_name: z.string(),
  bank_account: z.string(),
  bank_name: z.string(),
  bank_dizhi: z.string(),
  alipay_account: z.string(),
  swift_code: z.string(),
  wechat_account: z.string(),
  /** The branch, when it was given. */
  bank_network: z.string().optional(),
  phone: z.string(),
});
export type InternationalBankCard = z.infer<typeof internationalBankCard>;
