/**
 * Sizing a futures order in lots, in the coin or in the margin coin (issue 13). The server takes
 * whole lots (1 lot = the contract size, 0.001 BTC); a size in the coin or in USDT is turned into
 * the whole lots it makes, rounded down (never a larger position than asked for), with the shared
 * exact maths (@bourse/maths `lever`). USDT is the position's value at the price it opens at (the
 * feed's price with the spread, or the limit): the margin is that value over the leverage.
 */
import { lever } from '@bourse/maths';
import { formatUnits, parseUnits, toSafeCount } from '@bourse/money';
import type { LeverTerms } from '@bourse/contract';

export type SizeUnit = 'lots' | 'coin' | 'quote';
export const SIZE_UNITS: readonly SizeUnit[] = ['lots', 'coin', 'quote'];

/** Decimals a size may be typed with: whole lots, the coin to 8 places, USDT to the cent. */
export const SIZE_DECIMALS: Record<SizeUnit, number> = { lots: 0, coin: 8, quote: 2 };

const decimalsOf = (text: string) => (text.includes('.') ? text.length - text.indexOf('.') - 1 : 0);

function parse(text: string, scale: number): bigint | undefined {
  try {
    return parseUnits(text.trim(), scale);
  } catch {
    return undefined;
  }
}

/** The market's scales for the maths: prices, quantities at the contract size's decimals, the margin coin. */
function scalesOf(terms: Pick<LeverTerms, 'price_scale' | 'contract_size'>, quoteScale: number): lever.Scales {
  return { priceScale: terms.price_scale, qtyScale: decimalsOf(terms.contract_size), quoteScale };
}

export type SizeResult =
  | { ok: true; lots: number }
  /** Nothing typed, or not a number this unit takes. */
  | { ok: false; reason: 'empty' | 'invalid' }
  /** A size in USDT with no price to turn it into lots. */
  | { ok: false; reason: 'price' };

/**
 * The whole lots a typed size makes. `price` is the price the order would open at, in ticks
 * (needed for USDT only).
 */
export function lotsOfSize(
  terms: Pick<LeverTerms, 'price_scale' | 'contract_size'>,
  size: { text: string; unit: SizeUnit },
  price: bigint | undefined,
  quoteScale: number,
): SizeResult {
  const text = size.text.trim();
  if (text === '') return { ok: false, reason: 'empty' };
  // USDT is read at the margin coin's full scale (the field takes cents): exact either way.
  const amount = parse(text, size.unit === 'quote' ? quoteScale : SIZE_DECIMALS[size.unit]);
  if (amount === undefined || amount < 0n) return { ok: false, reason: 'invalid' };
  if (size.unit === 'lots') return amount > 10n ** 10n ? { ok: false, reason: 'invalid' } : { ok: true, lots: Number(amount) };
  const scales = scalesOf(terms, quoteScale);
  const lotUnits = parseUnits(terms.contract_size, scales.qtyScale);
  let lots: bigint;
  if (size.unit === 'coin') {
    // The typed quantity at 8 decimals, in the market's quantity units (rounded down with it).
    const shift = 10n ** BigInt(SIZE_DECIMALS.coin - scales.qtyScale);
    lots = lever.lotsForQty(amount / shift, lotUnits);
  } else {
    if (price === undefined || price <= 0n) return { ok: false, reason: 'price' };
    lots = lever.lotsForNotional(scales, price, lotUnits, amount);
  }
  return lots > 10n ** 10n ? { ok: false, reason: 'invalid' } : { ok: true, lots: toSafeCount(lots) };
}

/** The base quantity of `lots` lots ('0.003' for 3 lots of 0.001). */
export function qtyOfLots(terms: Pick<LeverTerms, 'contract_size'>, lots: number): string {
  const scale = decimalsOf(terms.contract_size);
  return formatUnits(BigInt(lots) * parseUnits(terms.contract_size, scale), scale);
}

/**
 * What `lots` lots read as in another unit, for a switch of unit that keeps the size ('' if it
 * cannot). In USDT it is the value to the cent, rounded up, which reads back as the same lots
 * wherever a lot is worth a cent or more.
 */
export function sizeText(
  terms: Pick<LeverTerms, 'price_scale' | 'contract_size'>,
  { lots, unit }: { lots: number; unit: SizeUnit },
  price: bigint | undefined,
  quoteScale: number,
): string {
  if (unit === 'lots') return String(lots);
  if (unit === 'coin') return qtyOfLots(terms, lots);
  if (price === undefined || price <= 0n) return '';
  const scales = scalesOf(terms, quoteScale);
  const value = lever.notional(scales, price, BigInt(lots) * parseUnits(terms.contract_size, scales.qtyScale));
  // Shown to the cent, rounded up, so that typing it back makes the same lots.
  const cents = 10n ** BigInt(quoteScale - SIZE_DECIMALS.quote);
  return formatUnits(((value + cents - 1n) / cents) * cents, quoteScale);
}
