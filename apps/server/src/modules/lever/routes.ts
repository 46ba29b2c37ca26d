import { leverBatchCloseInput, leverDealInput, leverIdInput, leverMyTradeInput, leverSetStopInput, leverSubmitInput } from '@bourse/contract';
import { route, type RouteSpec } from '../../app/route';
import type { LeverService } from './service';

const tags = ['lever'];

export function leverRoutes(lever: LeverService): RouteSpec[] {
  return [
    route({
      method: 'POST',
      url: '/lever/deal',
      auth: 'user',
      input: leverDealInput,
      tags,
      summary: "What the open form needs: available margin, leverage multiples, lot limits, contract size, fees, spread, the feed's price",
      handler: (r) => lever.deal(r.userId, r.input.currency_id, r.input.legal_id),
    }),
    route({
      method: 'POST',
      url: '/lever/submit',
      auth: 'user',
      idempotent: true,
      input: leverSubmitInput,
      tags,
      summary: "Open a position: share (lots), multiple, type 1 long | 2 short, status 1 market | 0 limit at target_price; optional take-profit and stop-loss",
      handler: (r) => lever.submit(r.userId, r.input, r.requestKey),
    }),
    route({
      method: 'POST',
      url: '/lever/dealall',
      auth: 'user',
      tags,
      summary: 'Every open position and delegated order with live PnL and risk rate, and the totals',
      handler: (r) => lever.summary(r.userId),
    }),
    route({
      method: 'POST',
      url: '/lever/close',
      auth: 'user',
      input: leverIdInput,
      tags,
      summary: "Close one of your positions at the feed's price (or cancel a delegated order)",
      handler: (r) => lever.close(r.userId, r.input.id),
    }),
    route({
      method: 'POST',
      url: '/lever/cancel',
      auth: 'user',
      input: leverIdInput,
      tags,
      summary: 'Cancel one of your delegated (limit) orders; what it held is released',
      handler: (r) => lever.cancel(r.userId, r.input.id),
    }),
    route({
      method: 'POST',
      url: '/lever/batch_close',
      auth: 'user',
      input: leverBatchCloseInput,
      tags,
      summary: 'Close all your positions (type 0), only longs (1) or only shorts (2); optionally of one market',
      handler: (r) => lever.batchClose(r.userId, r.input.type, r.input.currency_id),
    }),
    route({
      method: 'POST',
      url: '/lever/setstop',
      auth: 'user',
      input: leverSetStopInput,
      tags,
      summary: 'Set or clear take-profit and stop-loss on an open position or a delegated order (empty or 0 clears)',
      handler: (r) => lever.setStop(r.userId, r.input.id, r.input.target_profit_price, r.input.stop_loss_price),
    }),
    route({
      method: 'POST',
      url: '/lever/my_trade',
      auth: 'user',
      input: leverMyTradeInput,
      tags,
      summary: 'Your positions by status: open, doing (delegated), closed, cancelled or history; 10 per page',
      handler: (r) => lever.list(r.userId, r.input),
    }),
    route({
      method: 'GET',
      url: '/lever/proof',
      auth: 'user',
      input: leverIdInput,
      tags,
      summary: "A position's proof: the recorded ticks it opened and closed at, the margin maths, the price path in between",
      handler: (r) => lever.proof(r.userId, r.input.id),
    }),
  ];
}
