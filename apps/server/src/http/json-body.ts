// Response bodies assembled from JSON text PostgreSQL rendered (db/json-shapes.ts), as UTF-8 bytes.
//
// Why bytes and not one string: a feed page is about 130 KB of row text. Joined into one string,
// V8 puts it in its large-object space (a fresh memory mapping per response, unmapped again by the
// garbage collector) and the socket write then encodes it to UTF-8 once more. Writing each row's
// few KB straight into one buffer sized up front costs about a quarter of that.
import type { FastifyReply } from 'fastify';

/** A JSON body in the shape of T, sent to the client as it is. */
export type JsonBody<T = unknown> = Buffer & { readonly __shape?: T };

/** Items of a JSON array, each already JSON text, for a jsonBody template: written comma-separated. */
export class JsonItems {
  constructor(readonly items: readonly string[]) {}
}

export const jsonItems = (items: readonly string[]) => new JsonItems(items);

/** What a jsonBody template takes: JSON text (strings go in as they are, never quoted), scalars, or items. */
type JsonPiece = string | number | boolean | null | JsonItems;

/**
 * `jsonBody\`{"posts":[${jsonItems(rows)}],"has_more":${hasMore}}\``: the template's text with each
 * value spliced in as JSON text. A string value must already be JSON (use JSON.stringify for text).
 */
export function jsonBody<T = unknown>(template: TemplateStringsArray, ...values: JsonPiece[]): JsonBody<T> {
  const pieces: string[] = [];
  template.forEach((text, index) => {
    pieces.push(text);
    if (index >= values.length) return;
    const value = values[index]!;
    if (value instanceof JsonItems) {
      value.items.forEach((item, itemIndex) => {
        if (itemIndex > 0) pieces.push(',');
        pieces.push(item);
      });
    } else {
      pieces.push(String(value));
    }
  });
  let size = 0;
  for (const piece of pieces) size += Buffer.byteLength(piece);
  const body = Buffer.allocUnsafe(size);
  let offset = 0;
  for (const piece of pieces) offset += body.write(piece, offset);
  return body as JsonBody<T>;
}

/** Sends a body built by jsonBody; Fastify passes a Buffer through without serialising it again. */
export function sendJsonBody(reply: FastifyReply, body: JsonBody): FastifyReply {
  return reply.type('application/json; charset=utf-8').send(body);
}
