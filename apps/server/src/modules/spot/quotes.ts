/**
 * What the platform's market maker would like to quote, before its balances have their say
 * (market-maker.ts caps each order at what it holds):
 *
 * - depth follows the market: the first level's distance and the step between levels widen with
 *   the range the reference price covered in the last minute (an eighth of it is added), never
 *   tighter than the market's rules and never more than four times them;
 * - sizes grow with the distance from the reference (half of `mm_size_lots` at the first level,
 *   then 0.35 more per level) and each is jittered by up to 30 % either way, from a hash of the
 *   market, the reference, the time and the level: deterministic for the same inputs (so a
 *   test or an audit can recompute them) and different from one re-quote to the next.
 *
 * Prices and sizes are integers (ticks and lots); the arithmetic that could pass 2^53 is bigint.
 */
import { createHash } from 'node:crypto';

const PPM = 1_000_000n;
/** The first level's share of `mm_size_lots`, and what each further level adds. */
export const SIZE_FIRST_PPM = 500_000;
export const SIZE_GROWTH_PPM = 350_000;
/** How far a size may stray from its level's share, either way. */
export const JITTER_PPM = 300_000;
/** The share of the last minute's range added to the spread and the step, and the widest they get. */
export const RANGE_SHARE_DIVISOR = 8;
export const MAX_WIDEN = 4;
/** How long a reference price counts as recent. */
export const RANGE_WINDOW_MS = 60_000;

export interface QuoteRules {
  levels: number;
  spreadPpm: number;
  stepPpm: number;
  sizeLots: number;
  /** The smallest order worth quoting (the market's minimum). */
  minLots: number;
}

export interface QuoteInput {
  marketId: number;
  /** The reference price, in ticks. */
  ref: number;
  /** When the quote is made (ms): part of the jitter's seed. */
  at: number;
  /** The range of the recent reference prices, in ppm of the reference (recentRangePpm). */
  rangePpm: number;
}

export interface QuoteLevel {
  /** 0 for the level nearest the reference. */
  level: number;
  bid: number;
  ask: number;
  bidLots: number;
  askLots: number;
}

/** The distance of the first level and the step between levels for a recent range. */
export function depthPpm(rules: Pick<QuoteRules, 'spreadPpm' | 'stepPpm'>, rangePpm: number): { spreadPpm: number; stepPpm: number } {
  const widen = Math.floor(Math.max(0, rangePpm) / RANGE_SHARE_DIVISOR);
  return {
    spreadPpm: Math.min(rules.spreadPpm + widen, rules.spreadPpm * MAX_WIDEN),
    stepPpm: Math.min(rules.stepPpm + widen, rules.stepPpm * MAX_WIDEN),
  };
}

/** A factor in ppm between 1 - JITTER and 1 + JITTER, from a hash of what identifies the order. */
export function jitterPpm(seed: string): number {
  const n = createHash('sha256').update(seed).digest().readUInt32BE(0);
  return 1_000_000 - JITTER_PPM + Math.floor((n * (2 * JITTER_PPM + 1)) / 2 ** 32);
}

/** The share of `sizeLots` a level gets before its jitter, in ppm. */
export const levelSharePpm = (level: number) => SIZE_FIRST_PPM + level * SIZE_GROWTH_PPM;

function sizeOf(rules: QuoteRules, input: QuoteInput, side: 'bid' | 'ask', level: number): number {
  const jitter = jitterPpm(`${input.marketId}|${input.ref}|${input.at}|${side}|${level}`);
  const lots = (BigInt(rules.sizeLots) * BigInt(levelSharePpm(level)) * BigInt(jitter)) / (PPM * PPM);
  return Math.max(1, rules.minLots, Number(lots));
}

/** The levels to quote, nearest first: bids rounded down, asks up (a bid of 0 ticks is not quoted). */
export function planQuotes(rules: QuoteRules, input: QuoteInput): QuoteLevel[] {
  const { spreadPpm, stepPpm } = depthPpm(rules, input.rangePpm);
  const ref = BigInt(input.ref);
  const out: QuoteLevel[] = [];
  for (let i = 0; i < rules.levels; i++) {
    const distance = BigInt(spreadPpm + i * stepPpm);
    if (distance >= PPM) break;
    out.push({
      level: i,
      bid: Number((ref * (PPM - distance)) / PPM),
      ask: Number((ref * (PPM + distance) + PPM - 1n) / PPM),
      bidLots: sizeOf(rules, input, 'bid', i),
      askLots: sizeOf(rules, input, 'ask', i),
    });
  }
  return out;
}

/** The range (highest less lowest) of the reference prices seen since `now - RANGE_WINDOW_MS`, in ppm of `ref`. */
export function recentRangePpm(seen: ReadonlyArray<{ at: number; price: number }>, now: number, ref: number): number {
  let low = ref;
  let high = ref;
  for (const s of seen) {
    if (s.at < now - RANGE_WINDOW_MS) continue;
    if (s.price < low) low = s.price;
    if (s.price > high) high = s.price;
  }
  return ref > 0 ? Number((BigInt(high - low) * PPM) / BigInt(ref)) : 0;
}
