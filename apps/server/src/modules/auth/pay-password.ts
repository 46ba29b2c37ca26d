/**
 * The one check of the pay password, for every action that asks for it (withdrawals today; any
 * later caller goes through `security.verifyPayPassword` too). Wrong guesses are counted in the
 * database per account: the fifth in a row locks every pay-password action for an hour
 * (PAY_PASSWORD_MAX_FAILURES, PAY_PASSWORD_LOCK_MS in the contract's constants), even with the
 * right password, and the user is told by email or SMS. A right one resets the count; so does
 * setting a new pay password with a security code (the way out for a user who forgot it).
 */
import { PAY_PASSWORD_LOCK_MS, PAY_PASSWORD_MAX_FAILURES } from '@bourse/contract';
import type { AppContext } from '../../app/context';
import { AppError } from '../../platform/errors';
import { verifyPassword } from '../../platform/passwords';
import { type UserNotices, utcMinute } from './notices';
import { claimPayPasswordAttempt, clearPayPasswordFailures, findUser, type UserRow } from './store';

function locked(until: Date | null): AppError {
  return new AppError('PAY_PASSWORD_LOCKED', { until: utcMinute(until ?? new Date(0)) });
}

export class PayPasswordGuard {
  /** Each user's checks on this node, one at a time (see `verify`). */
  private readonly queues = new Map<number, Promise<unknown>>();

  constructor(
    private readonly ctx: AppContext,
    private readonly notices: UserNotices,
  ) {}

  /**
   * Every attempt is counted as a failure before its hash is checked (a right one takes it back),
   * so simultaneous guesses cannot all be evaluated: at most five per lock, across every node. One
   * node checks one user's attempts one at a time, so a burst of right ones (an API client's
   * simultaneous withdrawals) is never refused for the others still in flight; argon2 is CPU-bound,
   * so this costs a user nothing measurable.
   */
  verify(user: UserRow, payPassword: string): Promise<void> {
    if (!user.pay_password_hash) return Promise.reject(new AppError('PAY_PASSWORD_NOT_SET'));
    const before = this.queues.get(user.id) ?? Promise.resolve();
    const mine = before.then(() => this.check(user, payPassword));
    const tail = mine.catch(() => undefined);
    this.queues.set(user.id, tail);
    void tail.then(() => {
      if (this.queues.get(user.id) === tail) this.queues.delete(user.id);
    });
    return mine;
  }

  private async check(user: UserRow, payPassword: string): Promise<void> {
    if (!user.pay_password_hash) throw new AppError('PAY_PASSWORD_NOT_SET');
    const now = this.ctx.clock.now();
    const claim = await claimPayPasswordAttempt(this.ctx.db, user.id, {
      now,
      lockUntil: new Date(now.getTime() + PAY_PASSWORD_LOCK_MS),
      maxFailures: PAY_PASSWORD_MAX_FAILURES,
    });
    if (!claim) throw locked((await findUser(this.ctx.db, user.id))?.pay_password_locked_until ?? null);
    if (await verifyPassword(user.pay_password_hash, payPassword)) {
      await clearPayPasswordFailures(this.ctx.db, user.id);
      return;
    }
    if (!claim.locked_until) throw new AppError('PAY_PASSWORD_WRONG');
    // This guess reached the limit: the lock starts now, and the user hears of it.
    await this.notices.send(user, 'payPasswordLocked', { count: claim.failures, until: utcMinute(claim.locked_until) });
    throw locked(claim.locked_until);
  }
}
