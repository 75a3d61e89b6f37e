import type { FastifyPluginAsync } from 'fastify';
import { endpoints } from '@stash/shared';
import type { Config } from '../../config';
import { endpointRoutes } from '../../http/endpoint-route';
import { memberId, type MemberGuard } from '../../http/member-guard';
import { AppError } from '../../lib/app-error';
import { hasValidMetaSignature } from '../../lib/meta-signature';
import type { InstagramService } from './instagram.service';

/** Meta's deliveries are small; anything far larger is not one. */
const WEBHOOK_BODY_LIMIT_BYTES = 1024 * 1024;

/**
 * /api/webhooks/instagram, called by Meta, not by the app: no API key (Meta cannot send ours);
 * every delivery is instead checked against the app secret's signature over its raw bytes, so
 * this plugin reads JSON bodies as bytes. Closed (404) until STASH_IG_APP_SECRET is set.
 */
export const instagramWebhookRoutes: FastifyPluginAsync<{ instagram: InstagramService; settings: Config['instagram'] }> = async (app, { instagram, settings }) => {
  app.addContentTypeParser('application/json', { parseAs: 'buffer', bodyLimit: WEBHOOK_BODY_LIMIT_BYTES }, (_request, body, done) => done(null, body));

  const requireConfigured = () => {
    if (!settings.appSecret) throw new AppError('NOT_FOUND', 'Not found');
    return settings.appSecret;
  };

  // The subscription handshake: Meta sends the verify token it was given and expects its challenge back.
  app.get<{ Querystring: Record<string, string | undefined> }>('/webhooks/instagram', { schema: { hide: true } }, async (request, reply) => {
    requireConfigured();
    const query = request.query;
    const tokenMatches = settings.verifyToken !== undefined && query['hub.verify_token'] === settings.verifyToken;
    if (query['hub.mode'] !== 'subscribe' || !tokenMatches) throw new AppError('FORBIDDEN', 'Verification failed');
    return reply.type('text/plain').send(query['hub.challenge'] ?? '');
  });

  app.post('/webhooks/instagram', { schema: { hide: true } }, async (request, reply) => {
    const appSecret = requireConfigured();
    const raw = Buffer.isBuffer(request.body) ? request.body : Buffer.alloc(0);
    if (!hasValidMetaSignature(raw, request.headers['x-hub-signature-256'], appSecret)) {
      throw new AppError('UNAUTHORIZED', 'Invalid signature');
    }
    let body: unknown;
    try {
      body = JSON.parse(raw.toString('utf8'));
    } catch {
      throw new AppError('VALIDATION_ERROR', 'The body is not JSON.');
    }
    await instagram.receive(body);
    return reply.type('text/plain').send('EVENT_RECEIVED');
  });
};

/** The member's side: linking their Instagram account from the profile. */
export const instagramLinkRoutes: FastifyPluginAsync<{ instagram: InstagramService; guard: MemberGuard }> = async (app, { instagram, guard }) => {
  const serve = endpointRoutes(app, { guard });
  serve(endpoints.profileInstagram, (request) => instagram.linkState(memberId(request)));
  serve(endpoints.profileInstagramCode, (request) => instagram.newCode(memberId(request)));
  serve(endpoints.profileInstagramUnlink, (request) => instagram.unlink(memberId(request)));
};
