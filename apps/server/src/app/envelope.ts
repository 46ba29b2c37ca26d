/**
 * Every answer is an envelope (DESIGN.md section 5): HTTP 200 with `{ type: 'ok', message }`, or
 * `{ type, code, message }` in the request's language. Non-200 statuses only for transport faults.
 */
import { ERRORS, type ErrorCode, type ErrorSpec, isErrorCode } from '@bourse/contract';
import type { Lang } from '@bourse/i18n';
import { translate } from '@bourse/i18n/all';
import { LedgerError } from '@bourse/ledger';
import { MoneyError } from '@bourse/money';
import { ZodError } from 'zod';
import { AppError } from '../platform/errors';

export interface ErrorEnvelope {
  type: 'error' | '999' | '998';
  code: ErrorCode;
  message: string;
  field?: string;
}

const MONEY_CODES: Record<MoneyError['code'], ErrorCode> = {
  AMOUNT_MALFORMED: 'AMOUNT_INVALID',
  AMOUNT_NEGATIVE: 'AMOUNT_NEGATIVE',
  AMOUNT_TOO_PRECISE: 'AMOUNT_TOO_PRECISE',
  AMOUNT_TOO_LARGE: 'AMOUNT_TOO_LARGE',
  AMOUNT_ZERO: 'AMOUNT_ZERO',
};

/** The first zod issue as an AppError: its message is an error code (rules.ts), or a generic one. */
export function fromZod(error: ZodError): AppError {
  const issue = error.issues[0]!;
  const field = issue.path.map(String).join('.') || undefined;
  if (issue.code === 'unrecognized_keys') {
    const key = issue.keys[0] ?? '';
    return new AppError('UNKNOWN_FIELD', { field: key }, key);
  }
  if (isErrorCode(issue.message)) return new AppError(issue.message, undefined, field);
  return new AppError('INVALID_PARAMETER', undefined, field);
}

interface FastifyLikeError {
  statusCode?: number;
  code?: string;
}

/** Map anything thrown to a status and an error code. Unknown errors are 500 and get logged. */
export function classify(error: unknown): { status: number; appError: AppError; unexpected: boolean } {
  if (error instanceof AppError) {
    return { status: (ERRORS[error.code] as ErrorSpec).status ?? 200, appError: error, unexpected: false };
  }
  if (error instanceof ZodError) return { status: 200, appError: fromZod(error), unexpected: false };
  if (error instanceof MoneyError) {
    // The one place every amount that failed to parse becomes an answer: AMOUNT_TOO_PRECISE's
    // message names the decimals allowed, whichever route parsed the amount.
    const params = error.code === 'AMOUNT_TOO_PRECISE' && error.scale !== undefined ? { scale: error.scale } : undefined;
    return { status: 200, appError: new AppError(MONEY_CODES[error.code], params), unexpected: false };
  }
  if (error instanceof LedgerError) {
    if (error.code === 'INSUFFICIENT_BALANCE' || error.code === 'IDEMPOTENCY_CONFLICT') {
      return { status: 200, appError: new AppError(error.code), unexpected: false };
    }
    // Other ledger errors mean a caller built a wrong entry: a bug, not a user mistake.
    return { status: 500, appError: new AppError('INTERNAL_ERROR'), unexpected: true };
  }
  const fe = error as FastifyLikeError;
  const transport: Record<number, ErrorCode> = {
    400: 'MALFORMED_BODY',
    404: 'NOT_FOUND',
    413: 'PAYLOAD_TOO_LARGE',
    415: 'UNSUPPORTED_MEDIA_TYPE',
    429: 'RATE_LIMITED',
  };
  if (fe?.code === 'FST_REQ_FILE_TOO_LARGE' || fe?.code === 'FST_PARTS_LIMIT' || fe?.code === 'FST_FILES_LIMIT') {
    return { status: 413, appError: new AppError('PAYLOAD_TOO_LARGE'), unexpected: false };
  }
  if (fe?.code === 'FST_INVALID_MULTIPART_CONTENT_TYPE') {
    return { status: 415, appError: new AppError('UNSUPPORTED_MEDIA_TYPE'), unexpected: false };
  }
  const mapped = fe?.statusCode ? transport[fe.statusCode] : undefined;
  if (mapped) return { status: fe.statusCode!, appError: new AppError(mapped), unexpected: false };
  return { status: 500, appError: new AppError('INTERNAL_ERROR'), unexpected: true };
}

export function errorEnvelope(error: AppError, lang: Lang): ErrorEnvelope {
  return {
    type: ERRORS[error.code].type,
    code: error.code,
    message: translate(lang, `errors.${error.code}`, error.params),
    ...(error.field ? { field: error.field } : {}),
  };
}

export function ok<T>(message: T): { type: 'ok'; message: T } {
  return { type: 'ok', message };
}
