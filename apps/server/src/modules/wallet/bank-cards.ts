/** Bank cards (SPEC section 3): one domestic and one international per user, every field required. */
import type { AppContext } from '../../app/context';

export type CardKind = 'domestic' | 'international';

export class BankCards {
  constructor(private readonly ctx: AppContext) {}

  async save(userId: number, kind: CardKind, fields: Record<string, string>): Promise<Record<string, string>> {
    await this.ctx.db.query(
      `INSERT INTO bank_cards (user_id, kind, fields, updated_at) VALUES ($1, $2, $3::jsonb, $4)
       ON CONFLICT (user_id, kind) DO UPDATE SET fields = EXCLUDED.fields, updated_at = EXCLUDED.updated_at`,
      [userId, kind, JSON.stringify(fields), this.ctx.clock.now()],
    );
    return fields;
  }

  /** The saved card, or null: the client then shows 'please add a bank card'. */
  async get(userId: number, kind: CardKind): Promise<Record<string, string> | null> {
    const { rows } = await this.ctx.db.query<{ fields: Record<string, string> }>(
      'SELECT fields FROM bank_cards WHERE user_id = $1 AND kind = $2',
      [userId, kind],
    );
    return rows[0]?.fields ?? null;
  }
}
