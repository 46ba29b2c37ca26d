/**
 * A position's risk as the screen shows it (issue 13): the margin ratio (maintenance margin over
 * equity, rising to 100 % at liquidation) with its colour level, and the ROE, from the position's
 * own decimal strings through the shared exact maths (@bourse/maths `lever`). The threshold is
 * the one the position was opened under.
 */
import { lever, PERCENT_SCALE } from '@bourse/maths';
import { parseUnits, toSafeCount } from '@bourse/money';
import type { LeverPosition } from '@bourse/contract';

export interface PositionRisk {
  /** Percent with two decimals ('9.29'). */
  ratio: string;
  ratioPpm: bigint;
  level: lever.MarginLevel;
  /** The PnL over the opening margin, in percent ('-7.57'); null without an opening margin. */
  roe: string | null;
  /** The liquidation threshold in percent ('10'): the ratio when the PnL is nil. */
  threshold: string;
}

const decimalsOf = (text: string) => (text.includes('.') ? text.length - text.indexOf('.') - 1 : 0);

/** The risk of an open position at its mark price; null for an order or a closed position, or before a mark price. */
export function positionRisk(
  p: Pick<LeverPosition, 'status' | 'margin' | 'open_margin' | 'unrealised_pnl' | 'liquidation_risk_percent'>,
): PositionRisk | null {
  if (p.status !== 'open' || p.unrealised_pnl === null) return null;
  const scale = Math.max(decimalsOf(p.margin), decimalsOf(p.open_margin), decimalsOf(p.unrealised_pnl));
  const margin = parseUnits(p.margin, scale);
  const opened = parseUnits(p.open_margin, scale);
  const pnl = parseUnits(p.unrealised_pnl, scale, { allowNegative: true });
  if (margin <= 0n) return null;
  const ratioPpm = lever.marginRatioPpm(margin, pnl, toSafeCount(parseUnits(p.liquidation_risk_percent, PERCENT_SCALE)));
  return {
    ratio: lever.percentText(ratioPpm),
    ratioPpm,
    level: lever.marginLevel(ratioPpm),
    roe: opened > 0n ? lever.percentText(lever.roePpm(pnl, opened)) : null,
    threshold: p.liquidation_risk_percent,
  };
}

/** The open position nearest to liquidation: the highest margin ratio of all (null with none). */
export function highestRisk(positions: readonly LeverPosition[]): PositionRisk | null {
  let top: PositionRisk | null = null;
  for (const p of positions) {
    const r = positionRisk(p);
    if (r && (!top || r.ratioPpm > top.ratioPpm)) top = r;
  }
  return top;
}

/** The tone class of a level: green, amber, red. */
export const levelTone: Record<lever.MarginLevel, string> = { safe: 'up', warn: 'warn', danger: 'down' };
