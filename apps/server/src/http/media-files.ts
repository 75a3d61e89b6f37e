// Stored media (cdn_url, media_url) at /media/<key>, to holders of a signed address only
// (media-urls.ts), and the signing of every address in the JSON answers that show them. Files in
// the data dir's folder are served as static files; objects in a bucket are read from the store and
// streamed through (media-store-route.ts), so the same signed addresses hold whichever keeps them.
import fs from 'node:fs';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fastifyStatic from '@fastify/static';
import type { ErrorBody } from '@stash/shared';
import { MEDIA_URL_PREFIX, type MediaStorage } from '../providers/storage/media-storage';
import { MEDIA_CACHE_HEADERS, registerMediaStoreRoute } from './media-store-route';
import type { MediaUrlSigner } from './media-urls';

export const MEDIA_ADDRESS_REFUSED = 'This picture\'s address has expired or is not valid. Reload the page to see it.';

/** The key of a media request's path (before any query), or null when the path has none. */
function mediaKeyOf(url: string): string | null {
  const path = url.slice(MEDIA_URL_PREFIX.length).split(/[?#]/, 1)[0] ?? '';
  return path === '' ? null : path;
}

/**
 * Serves stored media; a request whose address is unsigned, tampered with or expired gets 403.
 * The store is checked first: a store that cannot be used stops the server at start-up, with why.
 */
export async function registerMediaFiles(app: FastifyInstance, storage: MediaStorage, signer: MediaUrlSigner): Promise<void> {
  await storage.check();
  const serving = storage.serving;
  if (serving.from === 'folder') fs.mkdirSync(serving.directory, { recursive: true });
  await app.register(async (media) => {
    media.addHook('onRequest', async (request: FastifyRequest, reply: FastifyReply) => {
      const key = mediaKeyOf(request.url);
      const query = request.query as Record<string, unknown> | undefined;
      if (key !== null && signer.verify(key, query?.exp, query?.sig)) return;
      const body: ErrorBody = { error: MEDIA_ADDRESS_REFUSED, code: 'FORBIDDEN' };
      return reply.status(403).header('cache-control', 'no-store').send(body);
    });
    if (serving.from === 'store') {
      registerMediaStoreRoute(media, serving.read);
      return;
    }
    await media.register(fastifyStatic, {
      root: serving.directory,
      prefix: MEDIA_URL_PREFIX,
      decorateReply: false,
      index: false,
      dotfiles: 'ignore',
      setHeaders(response) {
        for (const [name, value] of Object.entries(MEDIA_CACHE_HEADERS)) response.header(name, value);
      },
    });
  });
}

/** Signs the media addresses of every JSON answer as it leaves (stored documents hold them unsigned). */
export function signMediaInAnswers(app: FastifyInstance, signer: MediaUrlSigner): void {
  app.addHook('onSend', async (_request, reply, payload) => {
    if (!/json/i.test(String(reply.getHeader('content-type') ?? ''))) return payload;
    if (typeof payload === 'string' || Buffer.isBuffer(payload)) return signer.signJson(payload);
    return payload;
  });
}
