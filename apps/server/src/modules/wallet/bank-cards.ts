/** Bank cards (SPEC section 3): one domestic and one international per user, every field required. */
import type { BankCard, InternationalBankCard } from '@bourse/contract';
import type { AppContext } from '../../app/context';
import { findBankCard, upsertBankCard } from './store';

/** The card of each kind, as user/cash_save and user/cash_save_international take it. */
export interface CardOf {
  domestic: BankCard;
  international: InternationalBankCard;
}
export type CardKind = keyof CardOf;

export class BankCards {
  constructor(private readonly ctx: AppContext) {}

  async save<K extends CardKind>(userId: number, kind: K, fields: CardOf[K]): Promise<CardOf[K]> {
    await upsertBankCard(this.ctx.db, userId, kind, fields, this.ctx.clock.now());
    return fields;
  }

  /** The saved card, or null: the client then shows 'please add a bank card'. */
  async get<K extends CardKind>(userId: number, kind: K): Promise<CardOf[K] | null> {
    return (await findBankCard<CardOf[K]>(this.ctx.db, userId, kind)) ?? null;
  }
}
