/** Fixtures of the coupon tests: campaigns made through the console, as an operator would, and the books they move. */
import type { Coupon, CouponCampaignAdmin } from '@bourse/contract';
import { checkLedger, getBalance, systemAccount, userAccount } from '@bourse/ledger';
import type { TestApp } from '../../../test/harness';

export interface CampaignFields {
  kind: 'fee_discount' | 'stake_voucher' | 'margin_voucher';
  product?: 'lever' | 'microtrade' | 'spot';
  percent?: number;
  value: string;
  budget: string;
  valid_days?: number;
  claim_days?: number;
  audience?: 'public' | 'game';
}

export async function createCampaign(t: TestApp, fields: CampaignFields): Promise<CouponCampaignAdmin> {
  const token = await t.operatorToken('finance');
  const r = await t.call<CouponCampaignAdmin>(
    'POST',
    '/operator/coupons/campaigns',
    { currency_id: 3, valid_days: 7, claim_days: 30, ...fields },
    { token },
  );
  if (r.body.type !== 'ok') throw new Error(`create campaign: ${JSON.stringify(r.body)}`);
  return r.body.message;
}

export async function claim(t: TestApp, token: string, campaignId: number): Promise<Coupon> {
  const r = await t.call<Coupon>('POST', '/coupons/claim', { campaign_id: campaignId }, { token });
  if (r.body.type !== 'ok') throw new Error(`claim: ${JSON.stringify(r.body)}`);
  return r.body.message;
}

export const treasury = () => getBalance(t_().db, systemAccount('treasury', 'USDT', 'coupons'));
export const book = (userId: number, name: string) => getBalance(t_().db, userAccount(userId, 'USDT', name));

let current: TestApp | undefined;
/** The suite's app, for the balance helpers above. */
export function useApp(t: TestApp): void {
  current = t;
}
function t_(): TestApp {
  if (!current) throw new Error('useApp first');
  return current;
}

export async function ledgerProblems(t: TestApp): Promise<string[]> {
  return (await checkLedger(t.db)).problems;
}

export const couponRow = async (t: TestApp, id: number) =>
  (
    await t.db.query<{ status: string; used_value: string | null; returned_value: string | null }>('SELECT * FROM coupons WHERE id = $1', [
      id,
    ])
  ).rows[0]!;
export const campaignRow = async (t: TestApp, id: number) =>
  (await t.db.query<{ held: string; spent: string; issued: number }>('SELECT * FROM coupon_campaigns WHERE id = $1', [id])).rows[0]!;
