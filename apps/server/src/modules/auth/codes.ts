/**
 * One-time codes: 6 digits, single use, valid 10 minutes, at most 5 attempts, 60 s before the next
 * one to the same destination and scene, at most 10 per destination per hour.
 */
import { createHash, randomBytes, randomInt } from 'node:crypto';
import { CODE_MAX_ATTEMPTS, CODE_RESEND_COOLDOWN_MS, CODE_TTL_MS, type CodeScene } from '@bourse/contract';
import type { Db, Executor } from '@bourse/db';
import type { Clock } from '../../platform/clock';
import { AppError } from '../../platform/errors';
import { countCodeAttempt, countCodesSince, insertCode, lastCodeAt, latestUnusedCodeForUpdate, useCode } from './store';

export const CODES_PER_HOUR = 10;

function hashCode(destination: string, scene: string, code: string): string {
  return createHash('sha256').update(`${destination}\n${scene}\n${code}`).digest('hex');
}

export function newCode(): string {
  return randomInt(0, 1_000_000).toString().padStart(6, '0');
}

export class Codes {
  constructor(
    private readonly db: Db,
    private readonly clock: Clock,
  ) {}

  /** Refuse a new code while the last one is younger than the cool-down, or after too many this hour. */
  async assertCanSend(ex: Executor, destination: string, scene: CodeScene): Promise<void> {
    const now = this.clock.now().getTime();
    const last = (await lastCodeAt(ex, destination, scene))?.getTime();
    if (last !== undefined && now - last < CODE_RESEND_COOLDOWN_MS) {
      throw new AppError('CODE_COOLDOWN', { seconds: Math.ceil((CODE_RESEND_COOLDOWN_MS - (now - last)) / 1000) });
    }
    if ((await countCodesSince(ex, destination, new Date(now - 3_600_000))) >= CODES_PER_HOUR) throw new AppError('CODE_RATE_LIMITED');
  }

  async create(ex: Executor, destination: string, scene: CodeScene): Promise<string> {
    const code = newCode();
    const now = this.clock.now();
    await insertCode(ex, {
      destination,
      scene,
      codeHash: hashCode(destination, scene, code),
      createdAt: now,
      expiresAt: new Date(now.getTime() + CODE_TTL_MS),
    });
    return code;
  }

  /**
   * Record a send without a usable code: a registration asked for an address that has an account.
   * The row keeps cool-downs, hourly limits and guessing exactly as for a real code (a hash no
   * six-digit code can match), so nothing tells the two cases apart.
   */
  async createUnusable(ex: Executor, destination: string, scene: CodeScene): Promise<void> {
    const now = this.clock.now();
    await insertCode(ex, {
      destination,
      scene,
      codeHash: hashCode(destination, scene, `unusable:${randomBytes(16).toString('hex')}`),
      createdAt: now,
      expiresAt: new Date(now.getTime() + CODE_TTL_MS),
    });
  }

  /**
   * Check a code against the newest unused code for any of the destinations. A wrong guess is
   * counted in its own committed transaction (so failing the request cannot undo the count).
   * Returns the code's id; `consume` marks it used inside the action's transaction.
   */
  async verify(destinations: string[], scene: CodeScene, code: string): Promise<number> {
    type Outcome = { id: number } | { error: 'CODE_INVALID' | 'CODE_EXPIRED' | 'CODE_ATTEMPTS_EXCEEDED' };
    const outcome = await this.db.tx(async (ex): Promise<Outcome> => {
      const row = await latestUnusedCodeForUpdate(ex, destinations, scene);
      if (!row) return { error: 'CODE_INVALID' };
      if (row.expires_at.getTime() <= this.clock.now().getTime()) return { error: 'CODE_EXPIRED' };
      if (row.attempts >= CODE_MAX_ATTEMPTS) return { error: 'CODE_ATTEMPTS_EXCEEDED' };
      await countCodeAttempt(ex, row.id);
      if (row.code_hash !== hashCode(row.destination, scene, code)) {
        return { error: row.attempts + 1 >= CODE_MAX_ATTEMPTS ? 'CODE_ATTEMPTS_EXCEEDED' : 'CODE_INVALID' };
      }
      return { id: row.id };
    });
    if ('error' in outcome) throw new AppError(outcome.error);
    return outcome.id;
  }

  /** Use a verified code up, once. A second use (a concurrent request) fails. */
  async consume(ex: Executor, codeId: number): Promise<void> {
    if (!(await useCode(ex, codeId, this.clock.now()))) throw new AppError('CODE_INVALID');
  }
}

export const emailDestination = (email: string) => `email:${email.toLowerCase()}`;
export const mobileDestination = (areaCode: string, mobile: string) => `mobile:${areaCode}:${mobile}`;
