/** An amount typed by a user, in the asset's minor units; a named error for each way it can be wrong. */
import { MoneyError, parseUnits } from '@bourse/money';
import { AppError } from '../../platform/errors';

export function parseAmount(text: string, scale: number): bigint {
  let v: bigint;
  try {
    v = parseUnits(text, scale);
  } catch (error) {
    if (error instanceof MoneyError && error.code === 'AMOUNT_TOO_PRECISE') throw new AppError('AMOUNT_TOO_PRECISE', { scale });
    if (error instanceof MoneyError && error.code === 'AMOUNT_TOO_LARGE') throw new AppError('AMOUNT_TOO_LARGE');
    throw new AppError('AMOUNT_INVALID');
  }
  if (v <= 0n) throw new AppError('AMOUNT_INVALID');
  return v;
}
