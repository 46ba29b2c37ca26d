/**
 * The one error type handlers throw. It names a code from the contract; the envelope layer turns
 * it into `{ type, code, message }` in the request's language.
 */
import type { ErrorCode } from '@bourse/contract';

export class AppError extends Error {
  readonly code: ErrorCode;
  readonly params: Record<string, string | number> | undefined;
  readonly field: string | undefined;
  constructor(code: ErrorCode, params?: Record<string, string | number>, field?: string) {
    super(code);
    this.name = 'AppError';
    this.code = code;
    this.params = params;
    this.field = field;
  }
}

export function fail(code: ErrorCode, params?: Record<string, string | number>): never {
  throw new AppError(code, params);
}

/** A unique index refused a row: PostgreSQL's 23505 on the named constraint (pg and PGlite alike). */
export function isUniqueViolation(error: unknown, constraint: string): boolean {
  const e = error as { code?: unknown; constraint?: unknown } | null;
  return e?.code === '23505' && e.constraint === constraint;
}
