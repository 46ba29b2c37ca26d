/**
 * Identity verification: Lv1 (document type, name, number) and Lv2 (front and back photos), each
 * reviewed by an operator, who approves or rejects with a reason; a rejected level can be sent
 * again. Email and mobile must be bound first. The photos are private uploads.
 */
import type { KycApplication, KycLevelState, Page, RealState } from '@bourse/contract';
import type { AppContext } from '../../app/context';
import { recordAudit } from '../../platform/audit';
import { AppError, isUniqueViolation } from '../../platform/errors';
import {
  type ApplicationRow,
  approvedLevel,
  cardIdUsedByOther,
  insertLevel1,
  insertLevel2,
  latestApplication,
  lockApplication,
  lockUserSubmissions,
  ownsPrivateUpload,
  pageOfApplications,
  recordDecision,
} from './store';
import type { KycPorts } from './ports';

export type RealInput =
  { real_type: 1; id_type: number; name: string; card_id: string } | { real_type: 2; front_pic: string; reverse_pic: string };

export class KycService {
  constructor(
    private readonly ctx: AppContext,
    private readonly ports: KycPorts,
  ) {}

  async level(userId: number): Promise<0 | 1 | 2> {
    return ((await approvedLevel(this.ctx.db, userId)) ?? 0) as 0 | 1 | 2;
  }

  async state(userId: number): Promise<RealState> {
    const [l1, l2, identity, level] = await Promise.all([
      latestApplication(this.ctx.db, userId, 1),
      latestApplication(this.ctx.db, userId, 2),
      this.ports.identity.of(userId),
      this.level(userId),
    ]);
    const base = (r: ApplicationRow | undefined): KycLevelState => ({
      status: r?.status ?? 'none',
      reason: r?.status === 'rejected' ? r.reason : null,
      submitted_at: r?.created_at.toISOString() ?? null,
      reviewed_at: r?.reviewed_at?.toISOString() ?? null,
    });
    return {
      real_level: level,
      level1: { ...base(l1), id_type: l1?.id_type ?? null, name: l1?.name ?? null, card_id: l1 ? mask(l1.card_id) : null },
      level2: { ...base(l2), front_pic: l2?.front_pic ?? null, reverse_pic: l2?.reverse_pic ?? null },
      email_bound: identity.email !== null,
      mobile_bound: identity.mobile !== null,
      limits: [
        { level: 0, withdraw_btc_24h: '0', fiat_order_usdt: '0' },
        { level: 1, withdraw_btc_24h: '200', fiat_order_usdt: '2000' },
        { level: 2, withdraw_btc_24h: '500', fiat_order_usdt: '1000000' },
      ],
    };
  }

  private async ownPrivateUpload(userId: number, path: string): Promise<void> {
    const name = /^\/uploads\/([a-f0-9]{32}\.[a-z0-9]{2,4})$/.exec(path)?.[1];
    if (!name || !(await ownsPrivateUpload(this.ctx.db, userId, name))) throw new AppError('UPLOAD_NOT_FOUND');
  }

  async submit(userId: number, input: RealInput): Promise<RealState> {
    const identity = await this.ports.identity.of(userId);
    if (!identity.email || !identity.mobile) throw new AppError('KYC_BIND_REQUIRED');
    if (input.real_type === 2) {
      await this.ownPrivateUpload(userId, input.front_pic);
      await this.ownPrivateUpload(userId, input.reverse_pic);
    }
    await this.ctx.db.tx(async (ex) => {
      // One submission at a time per user.
      await lockUserSubmissions(ex, userId);
      const level = input.real_type;
      const current = await latestApplication(ex, userId, level);
      if (current?.status === 'pending') throw new AppError('KYC_PENDING');
      if (current?.status === 'approved') throw new AppError('KYC_ALREADY_VERIFIED');
      if (level === 2 && (await latestApplication(ex, userId, 1))?.status !== 'approved') throw new AppError('KYC_LEVEL1_REQUIRED');
      if (input.real_type === 1) {
        if (await cardIdUsedByOther(ex, input.card_id.toUpperCase(), userId)) throw new AppError('CARD_ID_IN_USE');
        // The check above sees only committed rows: another account submitting the same number at
        // this moment passes it too, and the unique index stops the second insert.
        try {
          await insertLevel1(ex, {
            userId,
            idType: input.id_type,
            name: input.name,
            cardId: input.card_id.toUpperCase(),
            createdAt: this.ctx.clock.now(),
          });
        } catch (error) {
          throw isUniqueViolation(error, 'kyc_applications_card_id_active') ? new AppError('CARD_ID_IN_USE') : error;
        }
      } else {
        await insertLevel2(ex, { userId, frontPic: input.front_pic, reversePic: input.reverse_pic, createdAt: this.ctx.clock.now() });
      }
    });
    return this.state(userId);
  }

  queue(status: KycApplication['status'], page: number, limit: number): Promise<Page<KycApplication>> {
    return pageOfApplications(this.ctx.db, status, page, limit, (r) => ({
      ...r,
      created_at: r.created_at.toISOString(),
      reviewed_at: r.reviewed_at?.toISOString() ?? null,
    }));
  }

  async decide(operatorId: number, id: number, approve: boolean, reason: string | undefined): Promise<void> {
    if (!approve && !reason) throw new AppError('REASON_REQUIRED');
    await this.ctx.db.tx(async (ex) => {
      const application = await lockApplication(ex, id);
      if (!application) throw new AppError('APPLICATION_NOT_FOUND');
      if (application.status !== 'pending') throw new AppError('APPLICATION_NOT_PENDING');
      await recordDecision(ex, {
        id,
        status: approve ? 'approved' : 'rejected',
        reason: reason ?? null,
        operatorId,
        reviewedAt: this.ctx.clock.now(),
      });
      await recordAudit(ex, {
        operatorId,
        action: approve ? 'kyc.approve' : 'kyc.reject',
        target: `kyc:${id}`,
        detail: { reason: reason ?? null },
      });
    });
  }
}

/** Show only the last four characters of a document number. */
function mask(cardId: string | null): string | null {
  if (!cardId) return null;
  return `${'*'.repeat(Math.max(0, cardId.length - 4))}${cardId.slice(-4)}`;
}
