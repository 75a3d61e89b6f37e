// PostgreSQL's text and jsonb cannot hold U+0000: a request string carrying one used to fail deep
// in a query as a server error (500) after passing validation. Refused here instead, once
// validation is done (search and chat have by then cleaned control characters out of their text),
// in the shape of a validation error, naming the field.
import type { FastifyInstance } from 'fastify';
import type { ErrorBody } from '@stash/shared';

export const NUL_CHARACTER_MESSAGE = 'Text cannot contain NUL characters.';

/** Nesting the request schemas never reach; deeper values were refused by validation already. */
const MAX_DEPTH = 32;

/**
 * Where the first string (or object key) holding a NUL character is, as a dotted path ('' for the
 * value itself); undefined when there is none. Buffers and streams (file uploads, signed webhooks) are bytes, not text.
 */
export function findNulCharacter(value: unknown, depth = 0): string | undefined {
  if (typeof value === 'string') return value.includes('\u0000') ? '' : undefined;
  // Only parsed JSON and query strings are walked: an upload's body is its request stream, whose
  // links lead back into the socket and the server itself.
  if (!isPlainData(value) || depth > MAX_DEPTH) return undefined;
  const entries: [string, unknown][] = Array.isArray(value) ? value.map((item, index) => [String(index), item]) : Object.entries(value);
  for (const [key, item] of entries) {
    if (key.includes('\u0000')) return key.replaceAll('\u0000', '\\u0000');
    const inner = findNulCharacter(item, depth + 1);
    if (inner !== undefined) return inner ? `${key}.${inner}` : key;
  }
  return undefined;
}

function isPlainData(value: unknown): value is object {
  if (value === null || typeof value !== 'object') return false;
  if (Array.isArray(value)) return true;
  const prototype = Object.getPrototypeOf(value) as unknown;
  return prototype === Object.prototype || prototype === null;
}

export function refuseNulCharacters(app: FastifyInstance): void {
  app.addHook('preHandler', async (request, reply) => {
    const parts = [
      ['params', request.params],
      ['querystring', request.query],
      ['body', request.body],
    ] as const;
    for (const [part, value] of parts) {
      const field = findNulCharacter(value);
      if (field === undefined) continue;
      const body: ErrorBody = {
        error: field ? `${field}: ${NUL_CHARACTER_MESSAGE}` : NUL_CHARACTER_MESSAGE,
        code: 'VALIDATION_ERROR',
        details: { issues: [{ field, in: part, message: NUL_CHARACTER_MESSAGE }] },
      };
      return reply.status(400).send(body);
    }
  });
}
