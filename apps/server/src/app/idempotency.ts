/**
 * Idempotency keys, one mechanism for every money route (docs/decisions/0005).
 *
 * A request with an `Idempotency-Key` first claims the key: a row in `request_keys`, unique per
 * user and key, holding the fingerprint of the route and input. Only the request that inserted
 * the row runs the handler; its answer is stored on the row and replayed to every copy.
 * - Copies on this node join the running request and get its answer, or its error.
 * - Copies on another node find the claim in progress and wait (on the clock) until it is
 *   answered, released or abandoned.
 * - A different route or input under the same key is `IDEMPOTENCY_CONFLICT`, whether it arrives
 *   before, during or after the first.
 * - A request that fails releases its claim: nothing happened, so a retry may run it again.
 * - A claim abandoned by a node that died mid-request is taken over after a lease. The handler
 *   may then run a second time, which is why each effect also carries the key in its own
 *   transaction under a unique index (spot and futures orders, options orders, withdrawals, ledger
 *   entries): the second run finds the first one's effect and answers with it.
 *
 * Under load the claims' inserts and the answers' writes are grouped (`keys-batch.ts`): the claims
 * that arrive while one insert is in flight go together in the next, likewise the answers, so a
 * busy node pays two statements per group rather than two per request. Each request still waits
 * for its own claim before running and for its own answer to be stored before it is answered.
 */
import type { Db } from '@bourse/db';
import type { Clock } from '../platform/clock';
import { AppError } from '../platform/errors';
import { KeyWrites } from './keys-batch';

export interface Claim {
  userId: number;
  key: string;
  /** `POST /coin/trade`: the same key on another route is a conflict. */
  route: string;
  /** Hash of the route and the parsed input. */
  fingerprint: string;
}

/** How long a claim in progress is trusted before another node takes it over. */
export const CLAIM_LEASE_MS = 30_000;
/** How often a copy on another node looks for the answer. */
export const CLAIM_POLL_MS = 50;

interface Running {
  fingerprint: string;
  answer: Promise<unknown>;
}

type Found = { state: 'claimed' } | { state: 'answered'; response: unknown } | { state: 'pending'; claimedAt: Date };

export class RequestKeys {
  /** Requests in progress on this node, by user and key. */
  private readonly running = new Map<string, Running>();
  private readonly writes: KeyWrites;

  constructor(
    private readonly db: Db,
    private readonly clock: Clock,
  ) {
    this.writes = new KeyWrites(db);
  }

  /** Run `effect` once for this claim and answer every copy with its result. */
  once(claim: Claim, effect: () => Promise<unknown>): Promise<unknown> {
    const id = `${claim.userId}:${claim.key}`;
    const here = this.running.get(id);
    if (here) {
      if (here.fingerprint !== claim.fingerprint) return Promise.reject(new AppError('IDEMPOTENCY_CONFLICT'));
      return here.answer;
    }
    // Registered before the first await, so every later copy on this node joins this one.
    const answer = this.claimAndRun(claim, effect).finally(() => this.running.delete(id));
    this.running.set(id, { fingerprint: claim.fingerprint, answer });
    return answer;
  }

  private async claimAndRun(claim: Claim, effect: () => Promise<unknown>): Promise<unknown> {
    for (;;) {
      const found = await this.claim(claim);
      if (found.state === 'answered') return found.response;
      if (found.state === 'pending') {
        if (!(await this.waitOrTakeOver(claim, found.claimedAt))) continue;
      }
      return this.run(claim, effect);
    }
  }

  /** Insert the claim, or read the row another request put there. */
  private async claim(claim: Claim): Promise<Found> {
    if (await this.writes.claim(claim, this.clock.now())) return { state: 'claimed' };
    const row = await this.read(claim);
    // Released between our insert and our read: try again.
    if (!row) return this.claim(claim);
    if (row.route !== claim.route || row.fingerprint !== claim.fingerprint) throw new AppError('IDEMPOTENCY_CONFLICT');
    return row.response === null ? { state: 'pending', claimedAt: row.claimed_at } : { state: 'answered', response: row.response };
  }

  private async read(claim: Claim) {
    const { rows } = await this.db.query<{ route: string; fingerprint: string; response: unknown; claimed_at: Date }>(
      'SELECT route, fingerprint, response, claimed_at FROM request_keys WHERE user_id = $1 AND key = $2',
      [claim.userId, claim.key],
    );
    return rows[0];
  }

  /**
   * Another node holds the claim. Wait for its answer; true when this request took the claim
   * over (the holder's lease ran out), false to look again (answered or released).
   */
  private async waitOrTakeOver(claim: Claim, claimedAt: Date): Promise<boolean> {
    // PGlite is one process: a claim this node is not running was left by an earlier run of it.
    const abandoned = () => this.db.kind === 'pglite' || this.clock.now().getTime() - claimedAt.getTime() >= CLAIM_LEASE_MS;
    for (;;) {
      if (abandoned()) {
        const { rows } = await this.db.query(
          `UPDATE request_keys SET claimed_at = $3 WHERE user_id = $1 AND key = $2 AND response IS NULL AND claimed_at = $4 RETURNING key`,
          [claim.userId, claim.key, this.clock.now(), claimedAt],
        );
        if (rows.length > 0) return true;
      }
      await new Promise<void>((resolve) => this.clock.setTimeout(resolve, CLAIM_POLL_MS));
      const row = await this.read(claim);
      if (!row || row.response !== null || row.claimed_at.getTime() !== claimedAt.getTime()) return false;
    }
  }

  private async run(claim: Claim, effect: () => Promise<unknown>): Promise<unknown> {
    let response: unknown;
    try {
      response = await effect();
    } catch (error) {
      // Nothing was done (or the effect's own key will find what was): let a retry run it again.
      await this.db
        .query('DELETE FROM request_keys WHERE user_id = $1 AND key = $2 AND response IS NULL', [claim.userId, claim.key])
        .catch(() => undefined);
      throw error;
    }
    await this.writes.answer(claim, JSON.stringify(response));
    return response;
  }
}
