/**
 * Every answer is an envelope (DESIGN.md section 5): HTTP 200 with `{ type: 'ok', message }`, or
 * `{ type, code, message }` in the request's language. Non-200 statuses only for transport faults.
 */
import { STATUS_CODES } from 'node:http';
import type { Duplex } from 'node:stream';
import { ERRORS, type ErrorCode, type ErrorSpec, isErrorCode, ownEntry } from '@bourse/contract';
import { DEFAULT_LANG, type Lang } from '@bourse/i18n';
import { translate } from '@bourse/i18n/server';
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

/** Transport faults by the status Fastify gives them (a JSON body that does not parse is a 400). */
const TRANSPORT: Record<string, ErrorCode> = {
  400: 'MALFORMED_BODY',
  404: 'NOT_FOUND',
  408: 'REQUEST_TIMEOUT',
  413: 'PAYLOAD_TOO_LARGE',
  414: 'URL_TOO_LONG',
  415: 'UNSUPPORTED_MEDIA_TYPE',
  429: 'RATE_LIMITED',
  431: 'REQUEST_HEADERS_TOO_LARGE',
};

/** Faults whose status says less than their code: the router's and the multipart parser's. */
const FRAMEWORK_CODES: Record<string, ErrorCode> = {
  FST_ERR_BAD_URL: 'MALFORMED_REQUEST',
  FST_ERR_MAX_PARAM_LENGTH: 'URL_TOO_LONG',
  FST_REQ_FILE_TOO_LARGE: 'PAYLOAD_TOO_LARGE',
  FST_PARTS_LIMIT: 'PAYLOAD_TOO_LARGE',
  FST_FILES_LIMIT: 'PAYLOAD_TOO_LARGE',
  FST_FIELDS_LIMIT: 'PAYLOAD_TOO_LARGE',
  FST_INVALID_MULTIPART_CONTENT_TYPE: 'UNSUPPORTED_MEDIA_TYPE',
  FST_PROTO_VIOLATION: 'MALFORMED_MULTIPART',
  FST_INVALID_JSON_FIELD_ERROR: 'MALFORMED_MULTIPART',
  FST_MP_PREMATURE_CLOSE: 'MALFORMED_MULTIPART',
};

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
  const named = fe?.code ? ownEntry(FRAMEWORK_CODES, fe.code) : undefined;
  const code = named ?? (fe?.statusCode ? ownEntry(TRANSPORT, String(fe.statusCode)) : undefined);
  if (code) return { status: (ERRORS[code] as ErrorSpec).status ?? 200, appError: new AppError(code), unexpected: false };
  // Any other fault Fastify or a plugin reports as the client's (4xx) is still the client's.
  if (fe?.statusCode && fe.statusCode >= 400 && fe.statusCode < 500) {
    return { status: 400, appError: new AppError('MALFORMED_REQUEST'), unexpected: false };
  }
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

/**
 * Node's HTTP parser refused a request before Fastify saw it (`clientError`): headers or a query
 * string over the 16 kB Node allows, a broken request line, a request too slow to arrive. The
 * limit stays (it bounds what one connection may make the server hold); the answer is the envelope
 * with a named code, in English since the request's language could not be read.
 */
export function answerClientError(error: Error & { code?: string }, socket: Duplex): void {
  if (error.code === 'ECONNRESET' || socket.destroyed) return;
  const code: ErrorCode =
    error.code === 'HPE_HEADER_OVERFLOW'
      ? 'REQUEST_HEADERS_TOO_LARGE'
      : error.code === 'ERR_HTTP_REQUEST_TIMEOUT'
        ? 'REQUEST_TIMEOUT'
        : 'MALFORMED_REQUEST';
  const status = (ERRORS[code] as ErrorSpec).status ?? 400;
  const body = JSON.stringify(errorEnvelope(new AppError(code), DEFAULT_LANG));
  if (socket.writable) {
    socket.write(
      `HTTP/1.1 ${status} ${STATUS_CODES[status]}\r\nContent-Type: application/json; charset=utf-8\r\n` +
        `Content-Length: ${Buffer.byteLength(body)}\r\nX-Content-Type-Options: nosniff\r\nConnection: close\r\n\r\n${body}`,
    );
  }
  socket.destroy(error);
}

export function ok<T>(message: T): { type: 'ok'; message: T } {
  return { type: 'ok', message };
}
