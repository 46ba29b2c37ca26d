/**
 * The demo's IEO project (SEED_DEMO on the embedded defaults only): a token sale a new user can
 * subscribe to, created, funded and opened the way an operator would, so the IEO page shows the
 * whole cycle instead of an empty list. The token is play money issued from `sys:demo` into the
 * `ieo` treasury book (the caller's `issue`), and the project's text says it has no value. Once
 * per database: a restart finds the project and does nothing.
 */
import type { AppContext } from '../../app/context';
import type { IeoOperator } from './operator';
import { allProjects } from './store';

export const DEMO_TOKEN = { code: 'BDT', name: 'Bourse Demo Token', scale: 2, issuance: '1000000' } as const;
const DAY_MS = 86_400_000;

export async function seedDemoProject(
  ctx: AppContext,
  operator: IeoOperator,
  operatorId: number,
  /** Issue demo money of a token (created by the project) into the IEO treasury book. */
  issue: (code: string, amount: string) => Promise<void>,
): Promise<void> {
  if ((await allProjects(ctx.db)).some((p) => p.token_asset === DEMO_TOKEN.code)) return;
  const now = ctx.clock.now().getTime();
  const usdt = ctx.assets.byCodeOrFail('USDT');
  const created = await operator.create(operatorId, {
    name: 'Bourse Demo Token sale',
    token_code: DEMO_TOKEN.code,
    token_name: DEMO_TOKEN.name,
    token_scale: DEMO_TOKEN.scale,
    pay_currency_id: usdt.id,
    price: '0.05',
    total_issuance: DEMO_TOKEN.issuance,
    min_amount: '100',
    max_per_user: '50000',
    start_time: now,
    end_time: now + 7 * DAY_MS,
    listing_time: now + 8 * DAY_MS,
    description:
      'A demonstration sale on the demo install: the token is play money with no value and no market. ' +
      'Subscribe to see how a sale holds your payment, allocates pro rata after it ends, refunds the rest ' +
      'and locks the tokens until listing.',
  });
  await issue(DEMO_TOKEN.code, DEMO_TOKEN.issuance);
  await operator.open(created.id);
}
