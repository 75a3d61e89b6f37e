// Every failure leaves the API as `{error, code, details}` with a code of spec section 8.
import type { FastifyError, FastifyInstance } from 'fastify';
import type { ErrorBody, ErrorCode } from '@stash/shared';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { AppError } from '../lib/app-error';
import { isDatabaseUnavailable } from '../lib/database-unavailable';

/** While the database is down or restarting: a 503 the client may retry, not a 500 that reads as a bug. */
export const DATABASE_UNAVAILABLE_MESSAGE = 'Stash cannot reach its database right now. Please try again in a moment.';
/** Seconds a client is asked to wait before trying again while the database is unreachable. */
const DATABASE_RETRY_AFTER_SECONDS = 5;

function body(code: ErrorCode, error: string, details?: unknown): ErrorBody {
  return details === undefined ? { error, code } : { error, code, details };
}

/** Fastify's own request errors (body parsing, size, media type) in the words a client can show. */
const REQUEST_ERRORS: Record<string, { status: number; message: string }> = {
  FST_ERR_CTP_INVALID_JSON_BODY: { status: 400, message: 'The request body is not valid JSON.' },
  FST_ERR_CTP_EMPTY_JSON_BODY: { status: 400, message: 'The request body is empty.' },
  FST_ERR_CTP_BODY_TOO_LARGE: { status: 413, message: 'The request body is too large.' },
  FST_ERR_CTP_INVALID_MEDIA_TYPE: { status: 415, message: 'Send the request body as application/json.' },
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: { status: 400, message: 'The request body length is wrong.' },
};

export function registerErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (error instanceof AppError) {
      if (error.code === 'RATE_LIMITED') reply.header('retry-after', String((error.details as { retry_after_seconds?: number })?.retry_after_seconds ?? 60));
      return reply.status(error.statusCode).send(body(error.code, error.message, error.details));
    }
    if (hasZodFastifySchemaValidationErrors(error)) {
      const issues = error.validation.map((issue) => ({
        field: issue.instancePath.split('/').filter(Boolean).join('.'),
        in: error.validationContext,
        message: issue.message,
      }));
      const first = issues[0];
      // A problem with one field names it; one with the request as a whole reads as it is.
      const message = first ? `${first.field ? `${first.field}: ` : ''}${first.message}` : 'The request is not valid.';
      return reply.status(400).send(body('VALIDATION_ERROR', message, { issues }));
    }
    const known = error.code ? REQUEST_ERRORS[error.code] : undefined;
    if (known) return reply.status(known.status).send(body('VALIDATION_ERROR', known.message));
    if (error.statusCode === 429) return reply.status(429).send(body('RATE_LIMITED', 'Too many requests. Please try again later.'));
    if (error.statusCode && error.statusCode >= 400 && error.statusCode < 500) {
      return reply.status(error.statusCode).send(body('VALIDATION_ERROR', error.message));
    }
    if (isDatabaseUnavailable(error)) {
      request.log.warn({ err: error }, 'database unavailable');
      reply.header('retry-after', String(DATABASE_RETRY_AFTER_SECONDS));
      return reply.status(503).send(body('SERVER_ERROR', DATABASE_UNAVAILABLE_MESSAGE));
    }
    request.log.error({ err: error }, 'request failed');
    return reply.status(500).send(body('SERVER_ERROR', 'Something went wrong on our side. Please try again.'));
  });
}
