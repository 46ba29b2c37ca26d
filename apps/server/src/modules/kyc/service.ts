/**
 * Identity verification: Lv1 (document type, name, number) and Lv2 (front and back photos), each
 * reviewed by an operator, who approves or rejects with a reason; a rejected level can be sent
 * again. Email and mobile must be bound first. The photos are private uploads.
 */
import type { KycLevelState, Page, RealState } from '@bourse/contract';
import type { Executor } from '@bourse/db';
import type { AppContext } from '../../app/context';
import { recordAudit } from '../../platform/audit';
import { AppError, isUniqueViolation } from '../../platform/errors';
import { paginate } from '../../platform/paging';

export interface KycPorts {
  identity(userId: number): Promise<{ email: string | null; mobile: string | null }>;
}

interface Row {
  id: number;
  user_id: number;
  level: 1 | 2;
  status: 'pending' | 'approved' | 'rejected';
  id_type: number | null;
  name: string | null;
  card_id: string | null;
  front_pic: string | null;
  reverse_pic: string | null;
  reason: string | null;
  created_at: Date;
  reviewed_at: Date | null;
}

export type RealInput =
  | { real_type: 1; id_type: number; name: string; card_id: string }
  | { real_type: 2; front_pic: string; reverse_pic: string };

export class KycService {
  constructor(
    private readonly ctx: AppContext,
    private readonly ports: KycPorts,
  ) {}

  private async latest(ex: Executor, userId: number, level: 1 | 2): Promise<Row | undefined> {
    const { rows } = await ex.query<Row>('SELECT * FROM kyc_applications WHERE user_id = $1 AND level = $2 ORDER BY id DESC LIMIT 1', [userId, level]);
    return rows[0];
  }

  async level(userId: number): Promise<0 | 1 | 2> {
    const { rows } = await this.ctx.db.query<{ level: number }>(
      `SELECT max(level) AS level FROM kyc_applications WHERE user_id = $1 AND status = 'approved'`,
      [userId],
    );
    return (rows[0]?.level ?? 0) as 0 | 1 | 2;
  }

  async state(userId: number): Promise<RealState> {
    const [l1, l2, identity, level] = await Promise.all([
      this.latest(this.ctx.db, userId, 1),
      this.latest(this.ctx.db, userId, 2),
      this.ports.identity(userId),
      this.level(userId),
    ]);
    const base = (r: Row | undefined): KycLevelState => ({
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
    const { rows } = name
      ? await this.ctx.db.query(`SELECT 1 FROM uploads WHERE name = $1 AND owner_user_id = $2 AND visibility = 'private'`, [name, userId])
      : { rows: [] };
    if (rows.length === 0) throw new AppError('UPLOAD_NOT_FOUND');
  }

  async submit(userId: number, input: RealInput): Promise<RealState> {
    const identity = await this.ports.identity(userId);
    if (!identity.email || !identity.mobile) throw new AppError('KYC_BIND_REQUIRED');
    if (input.real_type === 2) {
      await this.ownPrivateUpload(userId, input.front_pic);
      await this.ownPrivateUpload(userId, input.reverse_pic);
    }
    await this.ctx.db.tx(async (ex) => {
      // One submission at a time per user.
      await ex.query('SELECT pg_advisory_xact_lock($1, $2)', [7_231_030, userId]);
      const level = input.real_type;
      const current = await this.latest(ex, userId, level);
      if (current?.status === 'pending') throw new AppError('KYC_PENDING');
      if (current?.status === 'approved') throw new AppError('KYC_ALREADY_VERIFIED');
      if (level === 2 && (await this.latest(ex, userId, 1))?.status !== 'approved') throw new AppError('KYC_LEVEL1_REQUIRED');
      if (input.real_type === 1) {
        const { rows } = await ex.query(
          `SELECT 1 FROM kyc_applications WHERE level = 1 AND card_id = $1 AND user_id <> $2 AND status <> 'rejected'`,
          [input.card_id.toUpperCase(), userId],
        );
        if (rows.length > 0) throw new AppError('CARD_ID_IN_USE');
        // The check above sees only committed rows: another account submitting the same number at
        // this moment passes it too, and the unique index stops the second insert.
        try {
          await ex.query(
            `INSERT INTO kyc_applications (user_id, level, id_type, name, card_id, created_at) VALUES ($1, 1, $2, $3, $4, $5)`,
            [userId, input.id_type, input.name, input.card_id.toUpperCase(), this.ctx.clock.now()],
          );
        } catch (error) {
          throw isUniqueViolation(error, 'kyc_applications_card_id_active') ? new AppError('CARD_ID_IN_USE') : error;
        }
      } else {
        await ex.query(
          `INSERT INTO kyc_applications (user_id, level, front_pic, reverse_pic, created_at) VALUES ($1, 2, $2, $3, $4)`,
          [userId, input.front_pic, input.reverse_pic, this.ctx.clock.now()],
        );
      }
    });
    return this.state(userId);
  }

  queue(status: string, page: number, limit: number): Promise<Page<Record<string, unknown>>> {
    return paginate(this.ctx.db, {
      select: `SELECT id, user_id, level, status, id_type, name, card_id, front_pic, reverse_pic, reason, created_at, reviewed_at
                 FROM kyc_applications WHERE status = $1`,
      params: [status],
      order: 'id',
      page,
      limit,
    });
  }

  async decide(operatorId: number, id: number, approve: boolean, reason: string | undefined): Promise<void> {
    if (!approve && !reason) throw new AppError('REASON_REQUIRED');
    await this.ctx.db.tx(async (ex) => {
      const { rows } = await ex.query<Row>('SELECT * FROM kyc_applications WHERE id = $1 FOR UPDATE', [id]);
      if (!rows[0]) throw new AppError('APPLICATION_NOT_FOUND');
      if (rows[0].status !== 'pending') throw new AppError('APPLICATION_NOT_PENDING');
      await ex.query(`UPDATE kyc_applications SET status = $2, reason = $3, reviewed_by = $4, reviewed_at = $5 WHERE id = $1`, [
        id,
        approve ? 'approved' : 'rejected',
        reason ?? null,
        operatorId,
        this.ctx.clock.now(),
      ]);
      await recordAudit(ex, { operatorId, action: approve ? 'kyc.approve' : 'kyc.reject', target: `kyc:${id}`, detail: { reason: reason ?? null } });
    });
  }
}

/** Show only the last four characters of a document number. */
function mask(cardId: string | null): string | null {
  if (!cardId) return null;
  return `${'*'.repeat(Math.max(0, cardId.length - 4))}${cardId.slice(-4)}`;
}
