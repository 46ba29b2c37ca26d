/** A futures market at run time: the pair's scales with its configured terms, and text in and out. */
import { formatUnits, parseUnits } from '@bourse/money';
import { AppError } from '../../platform/errors';
import { type Scales, unit } from '@bourse/maths/lever';

export interface MarketShape {
  id: number;
  symbol: string;
  base: string;
  quote: string;
  kind: 'crypto' | 'stock';
  priceScale: number;
  qtyScale: number;
  baseScale: number;
  quoteScale: number;
}

export interface LeverTermsRow {
  enabled: boolean;
  contractSize: bigint;
  multiples: number[];
  feePpm: number;
  overnightPpm: number;
  overnightMinute: number;
  liquidationPpm: number;
  minLots: number;
  maxLots: number;
  spread: bigint;
}

/** The largest price accepted as input, in ticks: far beyond any market, well inside bigint maths. */
const MAX_PRICE_TICKS = 10n ** 15n;

export class LeverMarket {
  constructor(
    readonly shape: MarketShape,
    readonly terms: LeverTermsRow,
  ) {
    unit(this.scales); // throws at start for a market whose scales cannot be exact
  }

  get scales(): Scales {
    return { priceScale: this.shape.priceScale, qtyScale: this.shape.qtyScale, quoteScale: this.shape.quoteScale };
  }

  qtyOf(lots: number): bigint {
    return BigInt(lots) * this.terms.contractSize;
  }

  /** A price typed by the user; `code` names what was wrong with it. */
  parsePrice(text: string, code: 'PRICE_INVALID' | 'TAKE_PROFIT_INVALID' | 'STOP_LOSS_INVALID'): bigint {
    let ticks: bigint;
    try {
      ticks = parseUnits(text, this.shape.priceScale, { allowZero: false });
    } catch {
      throw new AppError(code);
    }
    if (ticks > MAX_PRICE_TICKS) throw new AppError(code);
    return ticks;
  }

  /** An optional price: absent, empty or 0 is "none". */
  optionalPrice(text: string | undefined, code: 'PRICE_INVALID' | 'TAKE_PROFIT_INVALID' | 'STOP_LOSS_INVALID'): bigint | null {
    if (text === undefined || text === '' || /^0*(\.0*)?$/.test(text)) return null;
    return this.parsePrice(text, code);
  }

  price(ticks: bigint | number | null | undefined): string | null {
    return ticks === null || ticks === undefined
      ? null
      : formatUnits(BigInt(ticks), this.shape.priceScale, { fixed: this.shape.priceScale });
  }

  money(minor: bigint): string {
    return formatUnits(minor, this.shape.quoteScale);
  }

  qty(units: bigint): string {
    return formatUnits(units, this.shape.qtyScale);
  }
}
