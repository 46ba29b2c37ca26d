/**
 * The single path: one transaction per opening, delegated order or close, as futures worked
 * before the group commit (group.ts), and still what the group commit hands an item it cannot
 * batch (a coupon's opening, one a listener acts on) or one of a batch that failed. With
 * `LeverService.grouped` false every item takes it directly (the bench compares the two).
 */
import type { Executor } from '@bourse/db';
import { couponBeforeFund } from './coupon';
import type { GroupAnswer } from './group';
import type { GroupItem } from './group-plan';
import type { AfterCommit } from './hooks';
import type { LeverMarket } from './market';
import { openAtMarket, placeDelegated } from './positions';
import type { LeverService } from './service';
import { findByRequestKey } from './store';

export async function singlePath(service: LeverService, m: LeverMarket, item: GroupItem): Promise<GroupAnswer> {
  const db = service.db;
  if (item.type === 'close') {
    const closed = await service.closeAt(m, item.positionId, item.at, item.userId);
    return closed ? { row: await service.row(item.positionId), after: [] } : undefined;
  }
  const { userId, requestKey } = item;
  // The route layer runs one request per Idempotency-Key; the key on the position (unique)
  // answers a request taken over from a node that died after opening it (app/idempotency.ts).
  const prior = async (ex: Executor) => (await findByRequestKey(ex, userId, requestKey))?.id;
  if (item.type === 'delegate') {
    const id = await db.tx(async (ex) => (await prior(ex)) ?? placeDelegated(ex, m, userId, item.req, service.now(), requestKey));
    return { row: await service.row(id), after: [] };
  }
  const { tick, couponId } = item;
  const after: AfterCommit[] = [];
  const id = await db.tx(async (ex) => {
    after.length = 0; // a retried transaction starts over
    const done = await prior(ex);
    if (done !== undefined) return done;
    const beforeFund = couponId === undefined ? undefined : couponBeforeFund(ex, service.ports.discounts, m, { userId, couponId });
    const opened = await openAtMarket(ex, m, userId, { ...item.req, beforeFund }, tick, service.now(), requestKey);
    await service.openedIn(ex, opened, tick, after);
    return opened;
  });
  return { row: await service.row(id), after };
}
