/**
 * Fiat exchange rates (USD base) for showing amounts in the user's currency. A provider adapter is
 * asked at most once a day (86,400,000 ms); without one, or when it fails, the embedded table is
 * used and says so in `source`.
 */
import type { FiatRates } from '@bourse/contract';
import { FIATS, FIAT_RATES_MAX_AGE_MS } from '@bourse/contract';
import { isAmount } from '@bourse/contract';
import type { Clock } from '../../platform/clock';

/** Units of each currency per 1 USD: an embedded fallback, refreshed when the code is released. */
export const FALLBACK_RATES: Record<string, string> = {
  USD: '1',
  CNY: '7.12',
  GBP: '0.78',
  HKD: '7.79',
  JPY: '151.4',
  EUR: '0.92',
  AED: '3.6725',
  THB: '35.6',
  PHP: '57.2',
  SGD: '1.34',
  VND: '25410',
};

export interface FxProvider {
  name: string;
  fetchRates(): Promise<Record<string, string>>;
}

/** A JSON endpoint answering `{ "rates": { "CNY": "7.1", ... } }` (USD base). */
export function httpFxProvider(url: string): FxProvider {
  return {
    name: new URL(url).host,
    async fetchRates() {
      const response = await fetch(url, { signal: AbortSignal.timeout(10_000) });
      if (!response.ok) throw new Error(`fx provider answered ${response.status}`);
      const body = (await response.json()) as { rates?: Record<string, unknown> };
      const rates: Record<string, string> = {};
      for (const [code, value] of Object.entries(body.rates ?? {})) {
        const text = String(value);
        if ((FIATS as readonly string[]).includes(code) && isAmount(text)) rates[code] = text;
      }
      return rates;
    },
  };
}

export class FxRates {
  private cached: FiatRates | undefined;
  private fetchedAtMs = 0;

  constructor(
    private readonly clock: Clock,
    private readonly provider: FxProvider | undefined,
  ) {}

  async current(): Promise<FiatRates> {
    const now = this.clock.now().getTime();
    if (this.cached && now - this.fetchedAtMs < FIAT_RATES_MAX_AGE_MS) return this.cached;
    let rates = { ...FALLBACK_RATES };
    let source = 'embedded';
    if (this.provider) {
      try {
        rates = { ...rates, ...(await this.provider.fetchRates()), USD: '1' };
        source = this.provider.name;
      } catch {
        // keep the embedded table; the next request after a day tries again
      }
    }
    this.cached = { base: 'USD', rates, source, updated_at: new Date(now).toISOString() };
    this.fetchedAtMs = now;
    return this.cached;
  }
}
