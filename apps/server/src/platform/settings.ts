/** Site settings: typed reads with defaults, stored as JSON in site_settings. */
import type { Executor } from '@bourse/db';

export interface SettingDefaults {
  /** Currency exchange: the spread against the user and the fee, in parts per million, and how long a quote holds. */
  exchange_spread_ppm: number;
  exchange_fee_ppm: number;
  exchange_quote_ttl_seconds: number;
  site_name: string;
  site_logo: string;
  invite_required: boolean;
  support_email: string;
  default_lang: string;
  default_fiat: string;
}

export const SETTING_DEFAULTS: SettingDefaults = {
  exchange_spread_ppm: 2000,
  exchange_fee_ppm: 1000,
  exchange_quote_ttl_seconds: 10,
  site_name: 'Bourse',
  site_logo: '/static/logo.svg',
  invite_required: false,
  support_email: 'support@bourse.example',
  default_lang: 'en',
  default_fiat: 'USD',
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
