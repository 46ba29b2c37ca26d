/**
 * The request-key rows' two writes, grouped (app/idempotency.ts): a claim's insert and an
 * answer's update. Each kind has a writer queue (platform/writer-queue.ts): what arrives while one
 * statement of that kind is in flight goes in the next one, up to BATCH_MAX, so an idle node writes
 * a claim at once and a busy one writes many per round trip. The statements are the single ones
 * made set-based (one row per request, `unnest` of the same values); each caller waits for the
 * statement that holds its row and learns its own outcome. If a grouped statement fails, each of
 * its rows is written again alone, so one bad row fails only its own request.
 */
import type { Db } from '@bourse/db';
import { WriterQueue } from '../platform/writer-queue';
import type { Claim } from './idempotency';

const BATCH_MAX = 256;

interface Pending<T, R> {
  item: T;
  resolve(result: R): void;
  reject(error: unknown): void;
}

interface ClaimRow {
  claim: Claim;
  at: Date;
}

interface AnswerRow {
  claim: Claim;
  /** The answer as JSON text. */
  response: string;
}

const INSERT_CLAIMS = `
  INSERT INTO request_keys (key, user_id, route, fingerprint, response, claimed_at, created_at)
  SELECT c.key, c.user_id, c.route, c.fingerprint, NULL, c.at, c.at
    FROM unnest($1::text[], $2::bigint[], $3::text[], $4::text[], $5::timestamptz[]) AS c(key, user_id, route, fingerprint, at)
  ON CONFLICT (user_id, key) DO NOTHING RETURNING user_id, key`;

const UPDATE_ANSWERS = `
  UPDATE request_keys r SET response = a.response::json
    FROM unnest($1::bigint[], $2::text[], $3::text[]) AS a(user_id, key, response)
   WHERE r.user_id = a.user_id AND r.key = a.key`;

const idOf = (userId: number, key: string) => `${userId}:${key}`;

/** Queue an item on a grouped writer and wait for its own outcome. */
function submit<T, R>(queue: WriterQueue<Pending<T, R>>, item: T): Promise<R> {
  return new Promise<R>((resolve, reject) => queue.submit({ item, resolve, reject }));
}

/** Run `write` for the group; if it fails, again for each row alone, so each gets its own outcome. */
async function grouped<T, R>(pending: Array<Pending<T, R>>, write: (items: T[]) => Promise<R[]>): Promise<void> {
  try {
    const results = await write(pending.map((p) => p.item));
    pending.forEach((p, i) => p.resolve(results[i]!));
  } catch (error) {
    if (pending.length === 1) return pending[0]!.reject(error);
    await Promise.all(pending.map((p) => grouped([p], write)));
  }
}

export class KeyWrites {
  private readonly claims: WriterQueue<Pending<ClaimRow, boolean>>;
  private readonly answers: WriterQueue<Pending<AnswerRow, void>>;

  constructor(private readonly db: Db) {
    this.claims = new WriterQueue(BATCH_MAX, (pending) => grouped(pending, (rows) => this.insertClaims(rows)));
    this.answers = new WriterQueue(BATCH_MAX, (pending) => grouped(pending, (rows) => this.updateAnswers(rows)));
  }

  /** Insert the claim's row; false when a row for its user and key was already there. */
  claim(claim: Claim, at: Date): Promise<boolean> {
    return submit(this.claims, { claim, at });
  }

  /** Store the answer on the claim's row. */
  answer(claim: Claim, response: string): Promise<void> {
    return submit(this.answers, { claim, response });
  }

  private async insertClaims(rows: ClaimRow[]): Promise<boolean[]> {
    const { rows: inserted } = await this.db.query<{ user_id: number; key: string }>(INSERT_CLAIMS, [
      rows.map((r) => r.claim.key),
      rows.map((r) => r.claim.userId),
      rows.map((r) => r.claim.route),
      rows.map((r) => r.claim.fingerprint),
      rows.map((r) => r.at.toISOString()),
    ]);
    const mine = new Set(inserted.map((r) => idOf(Number(r.user_id), r.key)));
    return rows.map((r) => mine.has(idOf(r.claim.userId, r.claim.key)));
  }

  private async updateAnswers(rows: AnswerRow[]): Promise<void[]> {
    await this.db.query(UPDATE_ANSWERS, [rows.map((r) => r.claim.userId), rows.map((r) => r.claim.key), rows.map((r) => r.response)]);
    return rows.map(() => undefined);
  }
}
