/**
 * A `lever` push (mark price, PnL and risk rate at it, and the last price, of each open position of one market) applied to
 * the summary the screen holds, with the totals summed again exactly on decimal strings.
 */
import { formatUnits, parseUnits } from '@bourse/money';
import type { EventData, LeverSummary } from '@bourse/contract';

const decimals = (text: string) => (text.includes('.') ? text.length - text.indexOf('.') - 1 : 0);

/** The exact sum of signed decimal strings. */
export function sumDecimals(values: readonly string[]): string {
  const scale = Math.max(0, ...values.map(decimals));
  const total = values.reduce((acc, v) => acc + parseUnits(v, scale, { allowNegative: true }), 0n);
  return formatUnits(total, scale);
}

/** Risk rate across positions: (margin + PnL) / margin in percent, two decimals rounded down, as the server. */
export function totalRisk(margin: string, pnl: string): string | null {
  const scale = Math.max(decimals(margin), decimals(pnl));
  const m = parseUnits(margin, scale);
  if (m === 0n) return null;
  const equity = m + parseUnits(pnl, scale, { allowNegative: true });
  if (equity <= 0n) return '0.00';
  const hundredths = (equity * 10_000n) / m;
  return `${hundredths / 100n}.${(hundredths % 100n).toString().padStart(2, '0')}`;
}

export function applyLive(summary: LeverSummary, push: EventData<'lever'>): LeverSummary {
  const byId = new Map(push.positions.map((p) => [p.id, p]));
  const positions = summary.positions.map((p) => {
    const live = byId.get(p.id);
    return live
      ? { ...p, mark_price: live.mark_price, unrealised_pnl: live.unrealised_pnl, risk_rate: live.risk_rate, last_price: live.last_price }
      : p;
  });
  const pnl = sumDecimals(positions.map((p) => p.unrealised_pnl ?? '0'));
  return { ...summary, positions, total_unrealised_pnl: pnl, risk_rate: totalRisk(summary.total_margin, pnl) };
}
