import { ERROR_STATUS, type ErrorCode } from '@stash/shared';

/** An error whose message is fit to show the member; answered as `{error, code, details}`. */
export class AppError extends Error {
  readonly statusCode: number;
  constructor(
    readonly code: ErrorCode,
    message: string,
    options: { status?: number; details?: unknown } = {},
  ) {
    super(message);
    this.statusCode = options.status ?? ERROR_STATUS[code];
    this.details = options.details;
  }
  readonly details: unknown;
}

export const unauthorized = (message: string) => new AppError('UNAUTHORIZED', message);
export const invalid = (message: string, details?: unknown) => new AppError('VALIDATION_ERROR', message, { details });
