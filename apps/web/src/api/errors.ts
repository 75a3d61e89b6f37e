import { ERROR_CODES, type ErrorCode } from '@stash/shared';
import { isRecord } from './is-record';

/** The error every call of the HTTP layer rejects with, so screens can branch on `code`. */
export class ApiError extends Error {
  override readonly name = 'ApiError';
  /** The HTTP status, or 0 when no response arrived (timeout, network failure). */
  readonly status: number;
  readonly code: ErrorCode;
  readonly details: unknown;

  constructor(message: string, status: number, code: ErrorCode, details?: unknown) {
    super(message);
    this.status = status;
    this.code = code;
    this.details = details;
  }
}

/** The client code of spec section 8 for a status whose body named none. */
export function codeForStatus(status: number): ErrorCode {
  if (status === 401) return 'UNAUTHORIZED';
  if (status === 403) return 'FORBIDDEN';
  if (status === 404) return 'NOT_FOUND';
  if (status === 429) return 'RATE_LIMITED';
  if (status >= 400 && status < 500) return 'VALIDATION_ERROR';
  return 'SERVER_ERROR';
}

function isErrorCode(value: unknown): value is ErrorCode {
  return typeof value === 'string' && (ERROR_CODES as readonly string[]).includes(value);
}

/**
 * Reads a server error body `{error, code, details}`; any field may be missing because proxies and
 * crashed servers answer with other bodies. `defaultMessage` lets a caller word the failure when
 * the body has no message (login, claim steps); otherwise it reads 'HTTP {status}'.
 */
export function errorFromResponse(
  status: number,
  body: unknown,
  defaultMessage: (status: number) => string = (code) => `HTTP ${code}`,
): ApiError {
  const fields = isRecord(body) ? body : {};
  const message = typeof fields.error === 'string' && fields.error !== '' ? fields.error : defaultMessage(status);
  const code = isErrorCode(fields.code) ? fields.code : codeForStatus(status);
  return new ApiError(message, status, code, fields.details);
}

/** True when the server (or the refresh step) refused the credentials themselves. */
export function isAuthRejection(error: unknown): error is ApiError {
  return error instanceof ApiError && (error.status === 401 || error.status === 403);
}

export const INVALID_RESPONSE_MESSAGE = 'Invalid response from server';

/** A success status with a body the client cannot use: reported as a bad gateway would be. */
export function invalidResponseError(message: string = INVALID_RESPONSE_MESSAGE): ApiError {
  return new ApiError(message, 502, 'SERVER_ERROR');
}
