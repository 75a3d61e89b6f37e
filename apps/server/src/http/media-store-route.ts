// /media/<key> answered from a media store that is not a folder (an S3-compatible bucket): the object
// is read from the store and streamed through, with what the static file server gives a folder's
// files: its content type and size, one byte range (video seeking), and a 304 for a copy the browser
// already has. The signed-address check runs before this (media-files.ts).
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { MEDIA_URL_PREFIX, type MediaRead, type MediaReadRequest } from '../providers/storage/media-storage';

/** Keys are random and never reused, so a copy may be kept for good by the one who could see it. */
export const MEDIA_CACHE_HEADERS = {
  'cache-control': 'private, max-age=31536000, immutable',
  'x-content-type-options': 'nosniff',
} as const;

/** One range of bytes ('bytes=0-99', 'bytes=100-', 'bytes=-100'); several ranges are answered with the whole file, as HTTP allows. */
const SINGLE_RANGE = /^bytes=(?:\d{1,15}-\d{0,15}|-\d{1,15})$/;

export function registerMediaStoreRoute(media: FastifyInstance, read: (key: string, request: MediaReadRequest) => Promise<MediaRead>): void {
  media.route({
    method: ['GET', 'HEAD'],
    url: `${MEDIA_URL_PREFIX}:key`,
    // Not part of the API: left out of the OpenAPI document, as the folder's static files are.
    schema: { hide: true },
    handler: async (request: FastifyRequest, reply: FastifyReply) => {
      const { key } = request.params as { key: string };
      const range = request.headers.range;
      const ifNoneMatch = request.headers['if-none-match'];
      const object = await read(key, {
        ...(range && SINGLE_RANGE.test(range) ? { range } : {}),
        ...(ifNoneMatch ? { ifNoneMatch } : {}),
      });
      switch (object.status) {
        case 'missing':
          return reply.callNotFound();
        case 'range-not-satisfiable':
          return reply.status(416).header('cache-control', 'no-store').send();
        case 'not-modified':
          reply.headers(MEDIA_CACHE_HEADERS);
          if (object.etag) reply.header('etag', object.etag);
          return reply.status(304).send();
        case 'found': {
          reply.headers(MEDIA_CACHE_HEADERS).header('content-type', object.contentType).header('accept-ranges', 'bytes');
          if (object.contentLength !== undefined) reply.header('content-length', object.contentLength);
          if (object.etag) reply.header('etag', object.etag);
          if (object.lastModified) reply.header('last-modified', object.lastModified.toUTCString());
          if (object.contentRange) reply.status(206).header('content-range', object.contentRange);
          if (request.method === 'HEAD') {
            object.body.destroy();
            return reply.send();
          }
          return reply.send(object.body);
        }
      }
    },
  });
}
