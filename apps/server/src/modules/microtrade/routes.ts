import { MICRO_PAGE_SIZE, microListInput, microResultInput, microSecondsInput, microSubmitInput } from '@bourse/contract';
import { route, type RouteSpec } from '../../app/route';
import type { MicroService } from './service';

const tags = ['seconds-options'];

export function microtradeRoutes(micro: MicroService): RouteSpec[] {
  return [
    route({
      method: 'GET',
      url: '/microtrade/payable_currencies',
      auth: 'optional',
      tags,
      summary: 'Currencies a seconds order can be paid in, with stake limits, durations, markets and (signed in) your micro book',
      handler: (r) => micro.payableCurrencies(r.user?.id),
    }),
    route({
      method: 'GET',
      url: '/microtrade/seconds',
      auth: 'none',
      input: microSecondsInput,
      tags,
      summary: 'Durations on offer: payout ratio, minimum and maximum stake, fee and the break-even win rate',
      handler: (r) => micro.seconds(r.input.currency_id),
    }),
    route({
      method: 'POST',
      url: '/microtrade/submit',
      auth: 'user',
      idempotent: true,
      input: microSubmitInput,
      tags,
      summary: 'Open a seconds order: type 1 rise or 2 fall, number is the stake; it opens at the last recorded price',
      handler: (r) => micro.submit(r.userId, r.input, r.requestKey),
    }),
    route({
      method: 'GET',
      url: '/microtrade/lists',
      auth: 'user',
      input: microListInput,
      tags,
      summary: 'Your seconds orders, newest first, 5 per page: status open (1), 2 (time up, settling), settled (3) or all',
      handler: (r) => micro.list(r.userId, r.input, r.input.page, r.input.limit ?? MICRO_PAGE_SIZE),
    }),
    route({
      method: 'GET',
      url: '/microtrade/get_result',
      auth: 'user',
      input: microResultInput,
      tags,
      summary: 'One of your seconds orders with its proof: both recorded ticks, the rule applied and the payout maths',
      handler: (r) => micro.result(r.userId, r.input.id),
    }),
  ];
}
