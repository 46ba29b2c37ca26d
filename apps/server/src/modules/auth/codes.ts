/**
 * One-time codes: 6 digits, single use, valid 10 minutes, at most 5 attempts, 60 s before the next
 * one to the same destination and scene, at most 10 per destination per hour.
 */
import { createHash, randomInt } from 'node:crypto';
import { CODE_MAX_ATTEMPTS, CODE_RESEND_COOLDOWN_MS, CODE_TTL_MS, type CodeScene } from '@bourse/contract';
import type { Db, Executor } from '@bourse/db';
import type { Clock } from '../../platform/clock';
import { AppError } from '../../platform/errors';

export const CODES_PER_HOUR = 10;

interface CodeRow {
  id: number;
  destination: string;
  code_hash: string;
  attempts: number;
  created_at: Date;
  expires_at: Date;
}

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
    const { rows } = await ex.query<{ created_at: Date }>(
      `SELECT created_at FROM otp_codes WHERE destination = $1 AND scene = $2 ORDER BY id DESC LIMIT 1`,
      [destination, scene],
    );
    const last = rows[0]?.created_at.getTime();
    if (last !== undefined && now - last < CODE_RESEND_COOLDOWN_MS) {
      throw new AppError('CODE_COOLDOWN', { seconds: Math.ceil((CODE_RESEND_COOLDOWN_MS - (now - last)) / 1000) });
    }
    const { rows: count } = await ex.query<{ n: number }>(
      `SELECT count(*)::int AS n FROM otp_codes WHERE destination = $1 AND created_at > $2`,
      [destination, new Date(now - 3_600_000)],
    );
    if ((count[0]?.n ?? 0) >= CODES_PER_HOUR) throw new AppError('CODE_RATE_LIMITED');
  }

  async create(ex: Executor, destination: string, scene: CodeScene): Promise<string> {
    const code = newCode();
    const now = this.clock.now();
    await ex.query(
      `INSERT INTO otp_codes (destination, scene, code_hash, created_at, expires_at) VALUES ($1, $2, $3, $4, $5)`,
      [destination, scene, hashCode(destination, scene, code), now, new Date(now.getTime() + CODE_TTL_MS)],
    );
    return code;
  }

  /**
   * Check a code against the newest unused code for any of the destinations. A wrong guess is
   * counted in its own committed transaction (so failing the request cannot undo the count).
   * Returns the code's id; `consume` marks it used inside the action's transaction.
   */
  async verify(destinations: string[], scene: CodeScene, code: string): Promise<number> {
    type Outcome = { id: number } | { error: 'CODE_INVALID' | 'CODE_EXPIRED' | 'CODE_ATTEMPTS_EXCEEDED' };
    const outcome = await this.db.tx(async (ex): Promise<Outcome> => {
      const { rows } = await ex.query<CodeRow>(
        `SELECT id, destination, code_hash, attempts, created_at, expires_at FROM otp_codes
          WHERE destination = ANY($1::text[]) AND scene = $2 AND used_at IS NULL
          ORDER BY id DESC LIMIT 1 FOR UPDATE`,
        [destinations, scene],
      );
      const row = rows[0];
      if (!row) return { error: 'CODE_INVALID' };
      if (row.expires_at.getTime() <= this.clock.now().getTime()) return { error: 'CODE_EXPIRED' };
      if (row.attempts >= CODE_MAX_ATTEMPTS) return { error: 'CODE_ATTEMPTS_EXCEEDED' };
      await ex.query('UPDATE otp_codes SET attempts = attempts + 1 WHERE id = $1', [row.id]);
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
    const { rows } = await ex.query('UPDATE otp_codes SET used_at = $2 WHERE id = $1 AND used_at IS NULL RETURNING id', [
      codeId,
      this.clock.now(),
    ]);
    if (rows.length === 0) throw new AppError('CODE_INVALID');
  }
}

export const emailDestination = (email: string) => `email:${email.toLowerCase()}`;
export const mobileDestination = (areaCode: string, mobile: string) => `mobile:${areaCode}:${mobile}`;
