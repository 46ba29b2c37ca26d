import { handle, type RouteSpec } from '../../app/route';
import type { LeverService } from './service';

export function leverRoutes(lever: LeverService): RouteSpec[] {
  return [
    handle('POST /lever/deal', (r) => lever.deal(r.user?.id, r.input.currency_id, r.input.legal_id)),
    handle('POST /lever/confirm_risk', (r) => lever.confirmRisk(r.userId)),
    handle('POST /lever/submit', (r) => lever.submit(r.userId, r.input, r.requestKey)),
    handle('POST /lever/dealall', (r) => lever.summary(r.userId)),
    handle('POST /lever/close', (r) => lever.close(r.userId, r.input.id)),
    handle('POST /lever/cancel', (r) => lever.cancel(r.userId, r.input.id)),
    handle('POST /lever/batch_close', (r) => lever.batchClose(r.userId, r.input.type, r.input.currency_id)),
    handle('POST /lever/setstop', (r) => lever.setStop(r.userId, r.input.id, r.input.target_profit_price, r.input.stop_loss_price)),
    handle('POST /lever/my_trade', (r) => lever.list(r.userId, r.input)),
    handle('GET /lever/proof', (r) => lever.proof(r.userId, r.input.id)),
  ];
}
