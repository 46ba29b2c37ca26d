/**
 * Releases the house's side of quotes whose firm time ended, on the clock's timer and once at
 * start (quotes that ended while the server was down). Each quote ends in its own transaction under
 * its row lock, so a quote is expired once whatever runs it, and an accept racing it sees the row
 * after it.
 */
import { OTC_SWEEP_INTERVAL_MS } from '@bourse/contract';
import type { AppContext } from '../../app/context';
import { PeriodicPass } from '../../platform/periodic-pass';
import type { OtcService } from './service';

export class OtcSweeper extends PeriodicPass {
  constructor(ctx: AppContext, otc: OtcService) {
    super(ctx, { name: 'otc sweep', intervalMs: OTC_SWEEP_INTERVAL_MS, pass: () => otc.expireDue() });
  }
}
