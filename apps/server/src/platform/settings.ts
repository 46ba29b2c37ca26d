/** Site settings: typed reads with defaults, stored as JSON in site_settings. */
import type { Executor } from '@bourse/db';

export interface SettingDefaults {
  /** Currency exchange: the spread against the user and the fee, in parts per million, and how long a quote holds. */
  exchange_spread_ppm: number;
  exchange_fee_ppm: number;
  exchange_quote_ttl_seconds: number;
  /**
   * Days between a fee or spread change's approval and its effect, shown to users all along
   * (wallet/fees.ts). Not an operator setting: no console route writes it.
   */
  fee_notice_days: number;
  /** A deposit claim worth more than this (USDT, a decimal) needs a second finance operator's approval. */
  deposit_single_approval_max_usdt: string;
  site_name: string;
  site_logo: string;
  invite_required: boolean;
  support_email: string;
  default_lang: string;
  default_fiat: string;
  /** Futures leverage above this multiple needs the user's one-time confirmation that they understand it. */
  lever_leverage_cap: number;
  /**
   * Invite rebates (modules/invite): the inviter's share of an invitee's trading fee per product,
   * in parts per million, and for how many days after the invitee signs up.
   */
  invite_rebate_spot_ppm: number;
  invite_rebate_futures_ppm: number;
  invite_rebate_options_ppm: number;
  invite_rebate_days: number;
}

export const SETTING_DEFAULTS: SettingDefaults = {
  exchange_spread_ppm: 2000,
  exchange_fee_ppm: 1000,
  exchange_quote_ttl_seconds: 10,
  fee_notice_days: 7,
  deposit_single_approval_max_usdt: '10000',
  site_name: 'Bourse',
  site_logo: '/static/logo.svg',
  invite_required: false,
  support_email: 'support@bourse.example',
  default_lang: 'en',
  default_fiat: 'USD',
  lever_leverage_cap: 20,
  invite_rebate_spot_ppm: 200_000,
  invite_rebate_futures_ppm: 200_000,
  invite_rebate_options_ppm: 100_000,
  invite_rebate_days: 180,
};

/** Settings that anyone may read through GET /getSetting. */
export const PUBLIC_SETTINGS = new Set(['site_name', 'site_logo', 'invite_required', 'support_email', 'default_lang', 'default_fiat']);

export class Settings {
  async get<K extends keyof SettingDefaults>(ex: Executor, key: K): Promise<SettingDefaults[K]> {
    const { rows } = await ex.query<{ value: SettingDefaults[K] }>('SELECT value FROM site_settings WHERE key = $1', [key]);
    return rows[0] ? rows[0].value : SETTING_DEFAULTS[key];
  }

  async getRaw(ex: Executor, key: string): Promise<{ value: unknown; public: boolean } | undefined> {
    const { rows } = await ex.query<{ value: unknown; public: boolean }>('SELECT value, public FROM site_settings WHERE key = $1', [key]);
    return rows[0];
  }

  async set(ex: Executor, key: string, value: unknown, isPublic = PUBLIC_SETTINGS.has(key)): Promise<void> {
    await ex.query(
      `INSERT INTO site_settings (key, value, public) VALUES ($1, $2::jsonb, $3)
       ON CONFLICT (key) DO UPDATE SET value = EXCLUDED.value, public = EXCLUDED.public, updated_at = now()`,
      [key, JSON.stringify(value), isPublic],
    );
  }
}
