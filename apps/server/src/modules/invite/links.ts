/**
 * Who invited each fee payer, cached per process. A user's link is written once, in their
 * registration's transaction, before they can pay any fee, and never changes (the inviter and the
 * rebate's end are fixed then); a user without one never gets one. So a cached answer, a link or
 * "none", stays exact, and most fees (paid by users nobody invited, or already seen) cost no query.
 */
import type { Executor } from '@bourse/db';
import { linksOf } from './store';

export interface Link {
  inviterId: number;
  untilMs: number;
}

/** Enough for every active trader; past it the cache starts over (a miss only costs a query). */
const MAX_ENTRIES = 200_000;

export class LinkCache {
  private readonly known = new Map<number, Link | null>();

  /** The live links (rebate period not over at `nowMs`) of these users. */
  async live(ex: Executor, userIds: number[], nowMs: number): Promise<Map<number, Link>> {
    const missing = [...new Set(userIds)].filter((id) => !this.known.has(id));
    if (missing.length > 0) {
      if (this.known.size + missing.length > MAX_ENTRIES) this.known.clear();
      const found = new Map((await linksOf(ex, missing)).map((r) => [Number(r.invitee_id), r]));
      for (const id of missing) {
        const r = found.get(id);
        this.known.set(id, r ? { inviterId: Number(r.inviter_id), untilMs: r.rebate_until.getTime() } : null);
      }
    }
    const out = new Map<number, Link>();
    for (const id of userIds) {
      const link = this.known.get(id);
      if (link && link.untilMs > nowMs) out.set(id, link);
    }
    return out;
  }
}
