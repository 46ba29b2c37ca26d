/**
 * The IEO's operator side: create a project with its token asset (a draft, not public), open it once
 * the IEO treasury book holds its whole issuance (which is then held for it), pause or resume new
 * subscriptions, and see every project's issuance held, allocated and returned. Funding itself is
 * the wallet's two-person funding deposit (`POST /operator/funding`, account treasury, book ieo):
 * no IEO endpoint moves money in, and none can change a price, a time, a share or an allocation.
 * The route layer audits every operator call (app/route.ts).
 */
import type { IeoOperatorProject } from '@bourse/contract';
import { createHold, getBalance, getHold } from '@bourse/ledger';
import { formatUnits, MoneyError, parseUnits } from '@bourse/money';
import type { AppContext } from '../../app/context';
import { AppError } from '../../platform/errors';
import { issuanceAccount, proceedsAccount } from './allocate';
import {
  allProjects,
  assetCodeTaken,
  insertProject,
  insertTokenAsset,
  openProject,
  type ProjectRow,
  projectById,
  projectFigures,
  setPaused,
} from './store';
import { projectView, scalesOf } from './views';

export interface CreateInput {
  name: string;
  token_code: string;
  token_name: string;
  token_scale: number;
  pay_currency_id: number;
  price: string;
  total_issuance: string;
  min_amount: string;
  max_per_user?: string;
  start_time: number;
  end_time: number;
  listing_time: number;
  white_paper?: string;
  website?: string;
  description?: string;
}

function positive(text: string, scale: number, invalid: 'AMOUNT_INVALID' | 'PRICE_INVALID'): bigint {
  try {
    return parseUnits(text, scale, { allowZero: false });
  } catch (error) {
    if (error instanceof MoneyError && error.code === 'AMOUNT_TOO_PRECISE') throw new AppError('AMOUNT_TOO_PRECISE', { scale });
    throw new AppError(invalid);
  }
}

const orNull = (v: string | undefined) => (v === undefined || v === '' ? null : v);

export class IeoOperator {
  constructor(private readonly ctx: AppContext) {}

  private async view(p: ProjectRow): Promise<IeoOperatorProject> {
    const s = await scalesOf(this.ctx, p);
    const { mine: _mine, ...base } = projectView(p, s, this.ctx.clock.now().getTime());
    const tk = (v: bigint) => formatUnits(v, s.token.scale);
    const figures = await projectFigures(this.ctx.db, p.id);
    const treasury = await getBalance(this.ctx.db, issuanceAccount(s.token.code));
    const hold = p.issuance_hold_id === null ? undefined : await getHold(this.ctx.db, p.issuance_hold_id);
    const proceeds = await getBalance(this.ctx.db, proceedsAccount(s.pay.code, p.id));
    return {
      ...base,
      status: p.status,
      treasury_available: tk(treasury.available),
      issuance_held: tk(hold ? hold.amount - hold.settled - hold.released : 0n),
      allocated: tk(figures.allocated),
      returned: tk(BigInt(p.returned_total ?? '0')),
      proceeds: formatUnits(proceeds.available, s.pay.scale),
      payments_held: formatUnits(figures.held, s.pay.scale),
      fundable: p.status === 'draft' && treasury.available >= BigInt(p.total_issuance),
    };
  }

  /** GET /operator/ieo/projects. */
  async list(): Promise<IeoOperatorProject[]> {
    const out: IeoOperatorProject[] = [];
    for (const p of await allProjects(this.ctx.db)) out.push(await this.view(p));
    return out;
  }

  private async load(id: number): Promise<ProjectRow> {
    const p = await projectById(this.ctx.db, id);
    if (!p) throw new AppError('IEO_PROJECT_NOT_FOUND');
    return p;
  }

  /** POST /operator/ieo/projects: the project (a draft) and its token, a new asset with no network. */
  async create(operatorId: number, input: CreateInput): Promise<IeoOperatorProject> {
    const pay = this.ctx.assets.byIdOrFail(input.pay_currency_id);
    const scale = input.token_scale;
    const price = positive(input.price, pay.scale, 'PRICE_INVALID');
    const issuance = positive(input.total_issuance, scale, 'AMOUNT_INVALID');
    const min = positive(input.min_amount, scale, 'AMOUNT_INVALID');
    const max = input.max_per_user === undefined ? null : positive(input.max_per_user, scale, 'AMOUNT_INVALID');
    if (min > issuance || (max !== null && max < min)) throw new AppError('AMOUNT_INVALID');
    const now = this.ctx.clock.now().getTime();
    if (!(input.start_time < input.end_time && input.end_time > now && input.end_time <= input.listing_time)) {
      throw new AppError('IEO_TIMES_INVALID');
    }
    const id = await this.ctx.db.tx(async (ex) => {
      if (await assetCodeTaken(ex, input.token_code)) throw new AppError('IEO_TOKEN_EXISTS');
      await insertTokenAsset(ex, { code: input.token_code, name: input.token_name, scale });
      const projectId = await insertProject(ex, {
        name: input.name,
        tokenAsset: input.token_code,
        payAsset: pay.code,
        priceMinor: price,
        totalIssuance: issuance,
        minAmount: min,
        maxPerUser: max,
        startAt: new Date(input.start_time),
        endAt: new Date(input.end_time),
        listingAt: new Date(input.listing_time),
        whitePaper: orNull(input.white_paper),
        website: orNull(input.website),
        description: orNull(input.description),
        createdBy: operatorId,
      });
      return projectId;
    });
    await this.ctx.assets.load(this.ctx.db);
    return this.view(await this.load(id));
  }

  /**
   * POST /operator/ieo/projects/open: only a draft whose cycle has not ended, and only when the IEO
   * treasury book holds the whole issuance, which is then held for this project (the hold's key is
   * the project's, so it is taken once).
   */
  async open(id: number): Promise<IeoOperatorProject> {
    await this.ctx.db.tx(async (ex) => {
      const p = await projectById(ex, id, true);
      if (!p) throw new AppError('IEO_PROJECT_NOT_FOUND');
      if (p.status !== 'draft' || p.end_at.getTime() <= this.ctx.clock.now().getTime()) throw new AppError('IEO_STATE');
      const account = issuanceAccount(p.token_asset);
      const issuance = BigInt(p.total_issuance);
      if ((await getBalance(ex, account)).available < issuance) throw new AppError('IEO_NOT_FUNDED');
      const hold = await createHold(ex, {
        key: `ieo:issuance:${id}`,
        kind: 'ieo.issuance_hold',
        account,
        amount: issuance,
        meta: { projectId: id },
      });
      await openProject(ex, id, hold.id, this.ctx.clock.now());
    });
    return this.view(await this.load(id));
  }

  /** POST /operator/ieo/projects/pause: new subscriptions only; what was taken is allocated as usual. */
  async pause(id: number, paused: boolean): Promise<IeoOperatorProject> {
    await this.ctx.db.tx(async (ex) => {
      const p = await projectById(ex, id, true);
      if (!p) throw new AppError('IEO_PROJECT_NOT_FOUND');
      if (p.end_at.getTime() <= this.ctx.clock.now().getTime()) throw new AppError('IEO_STATE');
      await setPaused(ex, id, paused);
    });
    return this.view(await this.load(id));
  }
}
