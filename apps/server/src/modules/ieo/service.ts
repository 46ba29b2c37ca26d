/**
 * IEO for users: the projects (public once open), one project with the caller's part in it, taking a
 * subscription (its payment held on the spot book, under the project's row lock so the per-user
 * limit and the counters hold under concurrency) and the caller's subscriptions. Allocation is
 * allocate.ts; operators' actions are operator.ts.
 */
import type { IeoOrder, IeoPhase, IeoProject, Page } from '@bourse/contract';
import { createHold, getBalance, LedgerError, userAccount } from '@bourse/ledger';
import { formatUnits, MoneyError, parseUnits } from '@bourse/money';
import type { AppContext } from '../../app/context';
import type { Realtime } from '../../app/socket';
import type { AssetInfo } from '../../platform/assets';
import { AppError } from '../../platform/errors';
import { costOf } from './maths';
import {
  insertOrder,
  orderByRequestKey,
  orderView as readOrder,
  type OrderView,
  pageOfOrders,
  pageOfProjects,
  type ProjectRow,
  projectById,
  setPayHold,
  userAsk,
} from './store';
import { orderView, phaseOf, projectView, type Scales, scalesOf } from './views';

/** Where a subscription's payment comes from and allocated tokens go: the spot (exchange) book. */
export const SPOT_BOOK = 'exchange';

export interface OrderInput {
  project_id: number;
  amount: string;
  pay_currency: string;
  price: string;
}

function pageOf<T>(data: T[], total: number, page: number, limit: number): Page<T> {
  return { data, page, pages: Math.max(1, Math.ceil(total / limit)), total, limit };
}

/** An amount typed in a form, at `scale`: the spec's "please enter a correct amount" for anything else. */
function parseAmount(text: string, scale: number): bigint {
  try {
    return parseUnits(text, scale);
  } catch (error) {
    if (error instanceof MoneyError && error.code === 'AMOUNT_TOO_PRECISE') throw new AppError('AMOUNT_TOO_PRECISE', { scale });
    if (error instanceof MoneyError && error.code === 'AMOUNT_TOO_LARGE') throw new AppError('AMOUNT_TOO_LARGE');
    throw new AppError('AMOUNT_INVALID');
  }
}

export class IeoService {
  constructor(
    private readonly ctx: AppContext,
    private readonly realtime: Realtime,
  ) {}

  private now(): Date {
    return this.ctx.clock.now();
  }

  /** A public project: drafts do not exist for users. */
  private async publicProject(id: number): Promise<ProjectRow> {
    const p = await projectById(this.ctx.db, id);
    if (!p || p.status !== 'open') throw new AppError('IEO_PROJECT_NOT_FOUND');
    return p;
  }

  private async mine(userId: number | undefined, p: ProjectRow, s: Scales): Promise<IeoProject['mine']> {
    if (userId === undefined) return null;
    const balance = await getBalance(this.ctx.db, userAccount(userId, s.pay.code, SPOT_BOOK));
    const ask = await userAsk(this.ctx.db, p.id, userId);
    return {
      available: formatUnits(balance.available, s.pay.scale),
      subscribed: formatUnits(ask.amount, s.token.scale),
      orders: ask.orders,
    };
  }

  /** GET /project. */
  async list(input: { status?: IeoPhase; page: number; limit?: number }): Promise<Page<IeoProject>> {
    const limit = input.limit ?? 10;
    const nowMs = this.now().getTime();
    const { rows, total } = await pageOfProjects(this.ctx.db, {
      now: this.now(),
      phase: input.status,
      offset: (input.page - 1) * limit,
      limit,
    });
    const data: IeoProject[] = [];
    for (const p of rows) data.push(projectView(p, await scalesOf(this.ctx, p), nowMs));
    return pageOf(data, total, input.page, limit);
  }

  /** GET /project/detail. */
  async detail(userId: number | undefined, projectId: number): Promise<IeoProject> {
    const p = await this.publicProject(projectId);
    const s = await scalesOf(this.ctx, p);
    return projectView(p, s, this.now().getTime(), await this.mine(userId, p, s));
  }

  private checkTerms(p: ProjectRow, s: Scales, input: OrderInput): bigint {
    const pay: AssetInfo = s.pay;
    if (input.pay_currency !== pay.code && input.pay_currency !== String(pay.id)) throw new AppError('IEO_PAY_CURRENCY');
    let price: bigint;
    try {
      price = parseUnits(input.price, pay.scale);
    } catch (error) {
      // More decimals than the pay currency has cannot be the issue price.
      if (error instanceof MoneyError && error.code === 'AMOUNT_TOO_PRECISE') throw new AppError('IEO_PRICE_MISMATCH');
      throw new AppError('PRICE_INVALID');
    }
    if (price !== BigInt(p.price_minor)) throw new AppError('IEO_PRICE_MISMATCH');
    const amount = parseAmount(input.amount, s.token.scale);
    if (amount < BigInt(p.min_amount)) throw new AppError('IEO_MIN_AMOUNT');
    if (p.max_per_user !== null && amount > BigInt(p.max_per_user)) throw new AppError('IEO_MAX_AMOUNT');
    return amount;
  }

  /** POST /project/order. */
  async subscribe(userId: number, input: OrderInput, requestKey: string): Promise<IeoOrder> {
    const replay = await orderByRequestKey(this.ctx.db, userId, requestKey);
    if (replay) return this.view(replay);
    const s = await scalesOf(this.ctx, await this.publicProject(input.project_id));
    const now = this.now();
    const id = await this.ctx.db.tx(async (ex) => {
      // The project's row lock orders subscriptions and the allocation: one that waited finds it begun.
      const p = (await projectById(ex, input.project_id, true))!;
      const amount = this.checkTerms(p, s, input);
      if (phaseOf(p, now.getTime()) !== 'progress' || p.allocation !== 'pending') throw new AppError('IEO_NOT_IN_PROGRESS');
      if (p.paused) throw new AppError('IEO_PAUSED');
      if (p.max_per_user !== null && (await userAsk(ex, p.id, userId)).amount + amount > BigInt(p.max_per_user)) {
        throw new AppError('IEO_MAX_AMOUNT');
      }
      const payment = costOf(amount, BigInt(p.price_minor), s.token.scale);
      const orderId = await insertOrder(ex, { projectId: p.id, userId, amount, payment, requestKey, now });
      try {
        const hold = await createHold(ex, {
          key: `ieo:pay:${orderId}`,
          kind: 'ieo.subscribe',
          account: userAccount(userId, s.pay.code, SPOT_BOOK),
          amount: payment,
          meta: { orderId, projectId: p.id },
        });
        await setPayHold(ex, orderId, hold.id);
      } catch (error) {
        if (error instanceof LedgerError && error.code === 'INSUFFICIENT_BALANCE') throw new AppError('INSUFFICIENT_BALANCE');
        throw error;
      }
      return orderId;
    });
    const row = (await readOrder(this.ctx.db, id))!;
    this.publish(row);
    return this.view(row);
  }

  /** GET /user/project/order. */
  async orders(userId: number, input: { project_id?: number; page: number; limit?: number }): Promise<Page<IeoOrder>> {
    const limit = input.limit ?? 10;
    const { rows, total } = await pageOfOrders(this.ctx.db, {
      userId,
      projectId: input.project_id,
      offset: (input.page - 1) * limit,
      limit,
    });
    const data: IeoOrder[] = [];
    for (const o of rows) data.push(await this.view(o));
    return pageOf(data, total, input.page, limit);
  }

  async view(o: OrderView): Promise<IeoOrder> {
    return orderView(o, await scalesOf(this.ctx, o));
  }

  /** Tell the owner's devices: the subscription changed, and so did their balances. */
  publish(o: OrderView): void {
    void this.view(o).then(
      (v) => {
        this.realtime.toUser(o.user_id, 'ieo_order', v);
        this.realtime.toUser(o.user_id, 'balance', { reason: 'ieo' });
      },
      (err: unknown) => this.ctx.log.error({ err }, 'ieo order event failed'),
    );
  }
}
