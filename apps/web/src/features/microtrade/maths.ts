/**
 * What a stake would cost and pay under a duration's terms, on bigint minor units (DESIGN.md
 * section 4), with the server's own maths (@bourse/maths `seconds`): fee = ceil(stake x fee),
 * profit on a win = floor(stake x ratio). It is a preview: the order the server answers has the final figures.
 */
import { seconds } from '@bourse/maths';
import { formatUnits, MoneyError, parseUnits, toSafeCount } from '@bourse/money';
import type { MicroDuration } from '@bourse/contract';

/** payout_ratio comes as a fraction with 6 decimals ('0.8'): its units are parts per million. */
const RATIO_TO_PPM_SCALE = 6;
/** fee_percent comes as a percentage with up to 4 decimals ('0.1'): percent x 10^4 = ppm. */
const PERCENT_TO_PPM_SCALE = 4;

export interface StakePreview {
  stake: string;
  fee: string;
  /** What a win adds: floor(stake x ratio). */
  profit: string;
  /** Paid back on a win: stake x (1 + ratio) = stake + profit. */
  winPayout: string;
  /** The effect on the micro book of a win, a tie and a loss, fee included (signed). */
  winNet: string;
  tieNet: string;
  lossNet: string;
  /** Taken from the micro book when the order is accepted: stake + fee. */
  cost: string;
}

export type StakeCheck =
  | { ok: true; minor: bigint }
  | { ok: false; code: 'NUMBER_REQUIRED' | 'NUMBER_INVALID' | 'AMOUNT_TOO_PRECISE' | 'MIN_STAKE' | 'MAX_STAKE' | 'INSUFFICIENT_BALANCE' };

const signed = (minor: bigint, scale: number) => (minor > 0n ? `+${formatUnits(minor, scale)}` : formatUnits(minor, scale));

/** The same checks as the server, in its order: readable, precise enough, within the limits, affordable. */
export function checkStake(
  text: string,
  terms: Pick<MicroDuration, 'min_stake' | 'max_stake' | 'fee_percent'>,
  scale: number,
  available?: string,
): StakeCheck {
  const trimmed = text.trim();
  if (trimmed === '') return { ok: false, code: 'NUMBER_REQUIRED' };
  let stake: bigint;
  try {
    stake = parseUnits(trimmed, scale);
  } catch (error) {
    if (error instanceof MoneyError && error.code === 'AMOUNT_TOO_PRECISE') return { ok: false, code: 'AMOUNT_TOO_PRECISE' };
    if (error instanceof MoneyError && error.code === 'AMOUNT_TOO_LARGE') return { ok: false, code: 'MAX_STAKE' };
    return { ok: false, code: 'NUMBER_INVALID' };
  }
  if (stake < parseUnits(terms.min_stake, scale)) return { ok: false, code: 'MIN_STAKE' };
  if (stake > parseUnits(terms.max_stake, scale)) return { ok: false, code: 'MAX_STAKE' };
  if (available !== undefined) {
    const { feeMinor: fee } = seconds.stakeMaths(stake, 0, toSafeCount(parseUnits(terms.fee_percent, PERCENT_TO_PPM_SCALE)));
    if (stake + fee > parseUnits(available, scale)) return { ok: false, code: 'INSUFFICIENT_BALANCE' };
  }
  return { ok: true, minor: stake };
}

/** The preview of a readable, positive stake; undefined for anything else. */
export function previewStake(
  text: string,
  terms: Pick<MicroDuration, 'payout_ratio' | 'fee_percent'>,
  scale: number,
): StakePreview | undefined {
  let stake: bigint;
  try {
    stake = parseUnits(text.trim(), scale, { allowZero: false });
  } catch {
    return undefined;
  }
  // The server's own maths (@bourse/maths `seconds`); rates are whole ppm: an exact number.
  const { feeMinor: fee, profitMinor: profit } = seconds.stakeMaths(
    stake,
    toSafeCount(parseUnits(terms.payout_ratio, RATIO_TO_PPM_SCALE)),
    toSafeCount(parseUnits(terms.fee_percent, PERCENT_TO_PPM_SCALE)),
  );
  return {
    stake: formatUnits(stake, scale),
    fee: formatUnits(fee, scale),
    profit: formatUnits(profit, scale),
    winPayout: formatUnits(stake + profit, scale),
    winNet: signed(profit - fee, scale),
    tieNet: signed(-fee, scale),
    lossNet: signed(-stake - fee, scale),
    cost: formatUnits(stake + fee, scale),
  };
}

/** Whole seconds left until `deadlineMs` (rounded up, so "1" shows until the very end). */
export function secondsLeft(deadlineMs: number, nowMs: number): number {
  return Math.max(0, Math.ceil((deadlineMs - nowMs) / 1000));
}

/** 75 -> '01:15'. */
export function clockText(seconds: number): string {
  const m = Math.floor(seconds / 60);
  const s = seconds % 60;
  return `${String(m).padStart(2, '0')}:${String(s).padStart(2, '0')}`;
}

/**
 * What the user's own balance does with a coupon (issue 18): a fee discount lowers the cost and
 * raises every outcome by what it gives; a stake voucher's credit lowers the cost and the loss
 * (on a win or a tie it goes back out of the payout, so those stay as they were).
 */
export function withCoupon(p: StakePreview | undefined, kind: string | undefined, gives: string | undefined, scale: number) {
  if (!p || !kind || gives === undefined) return p;
  const g = parseUnits(gives, scale);
  const minorOf = (v: string) => (v.startsWith('-') ? -parseUnits(v.slice(1), scale) : parseUnits(v.replace(/^\+/, ''), scale));
  const add = (v: string, by: bigint) => signed(minorOf(v) + by, scale);
  const cost = formatUnits(parseUnits(p.cost, scale) - g, scale);
  if (kind === 'fee_discount') return { ...p, cost, winNet: add(p.winNet, g), tieNet: add(p.tieNet, g), lossNet: add(p.lossNet, g) };
  return { ...p, cost, lossNet: add(p.lossNet, g) };
}
