// buildApp(deps): the whole HTTP server, used by main.ts and by the integration tests alike.
import fs from 'node:fs';
import path from 'node:path';
import Fastify, { type FastifyBaseLogger, type FastifyInstance, type FastifyReply, type FastifyRequest, type FastifyServerOptions } from 'fastify';
import helmet from 'helmet';
import rateLimit from '@fastify/rate-limit';
import fastifyStatic from '@fastify/static';
import swagger from '@fastify/swagger';
import { jsonSchemaTransform, serializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import { API_VERSION, type ErrorBody } from '@stash/shared';
import { sql } from 'drizzle-orm';
import type { Config } from './config';
import type { DatabaseHandle } from './db/connection';
import { requireApiKey } from './http/api-key';
import { registerErrorHandler } from './http/error-handler';
// Bad input (npm run chaos): NUL characters in request text are refused before they reach PostgreSQL.
import { refuseNulCharacters } from './http/nul-characters';
import { checkResponseShapes } from './http/response-shape';
import { createStashAnswers } from './http/stash-answers';
import { adminRoutes } from './modules/admin/admin.routes';
import { createAdminService } from './modules/admin/admin.service';
import { instagramLinkRoutes, instagramWebhookRoutes } from './modules/instagram/instagram.routes';
import { createInstagramService } from './modules/instagram/instagram.service';
import { createLogMessenger, createSendApiMessenger } from './providers/messaging/instagram-messenger';
import { createAccessTokens } from './modules/auth/access-tokens';
import { authRoutes } from './modules/auth/auth.routes';
import { createAuthService } from './modules/auth/auth.service';
import { claimRoutes } from './modules/claim/claim.routes';
import { createClaimService } from './modules/claim/claim.service';
import { entitiesRoutes } from './modules/entities/entities.routes';
import { createEntitiesService } from './modules/entities/entities.service';
import { createPostsBulkService } from './modules/posts/posts-bulk.service';
import { importsRoutes } from './modules/imports/imports.routes';
import { createImportsService } from './modules/imports/imports.service';
import { exportsRoutes } from './modules/exports/exports.routes';
import { createExportsService } from './modules/exports/exports.service';
import { postsRoutes } from './modules/posts/posts.routes';
import { createPostsService } from './modules/posts/posts.service';
import { accountDataRoutes } from './modules/account-data/account-data.routes';
import { createAccountDataService } from './modules/account-data/account-data.service';
import { feedbackRoutes } from './modules/feedback/feedback.routes';
import { createFeedbackService } from './modules/feedback/feedback.service';
import { profileRoutes } from './modules/profile/profile.routes';
import { waitlistRoutes } from './modules/waitlist/waitlist.routes';
import { createWaitlistService } from './modules/waitlist/waitlist.service';
import { savesRoutes } from './modules/saves/saves.routes';
import { chatRoutes } from './modules/chat/chat.routes';
import { createChatService } from './modules/chat/chat.service';
import { searchRoutes } from './modules/search/search.routes';
import { createEmbeddingSearch } from './modules/search/embeddings.service';
import { createSearchService } from './modules/search/search.service';
import { createSavesService } from './modules/saves/saves.service';
import { createProfileService } from './modules/profile/profile.service';
import { tagsRoutes } from './modules/tags/tags.routes';
import { createTagsService } from './modules/tags/tags.service';
import { createGazetteer } from './providers/geocoder/gazetteer';
import { createEmbeddingsProvider } from './providers/embeddings/embeddings-provider';
import { createStreamingChatModel } from './providers/llm/streaming-chat-model';
import { redactTokenPaths } from './http/redact-token-paths';
import { createLogMailer, printsLinks, type Mailer } from './providers/mailer/mailer';
import { createSmtpMailer } from './providers/mailer/smtp-mailer';
import { MEDIA_URL_PREFIX } from './providers/storage/media-storage';
// Media storage: the data dir's folder or an S3-compatible bucket, as configured.
import { createMediaStorage } from './providers/storage/create-media-storage';
import type { Queue } from './queue/queue';
// Member limits (counted in PostgreSQL) and signed media addresses.
import { createLimitsService } from './modules/limits/limits.service';
import { postgresRateLimitStore } from './modules/limits/rate-limit-store';
import { registerMediaFiles, signMediaInAnswers } from './http/media-files';
import { createMediaUrlSigner } from './http/media-urls';

export interface AppDependencies {
  config: Config;
  database: DatabaseHandle;
  signingSecret: Uint8Array;
  /** Defaults to the log mailer (who was mailed what; links only printed, outside production). */
  mailer?: Mailer;
  /** The job queue; without one (tests of other areas) saving a link answers 503. */
  queue?: Queue;
  logger?: FastifyServerOptions['loggerInstance'];
  /** Where the server's own logger writes (standard output when absent); not used with `logger`. */
  logStream?: NodeJS.WritableStream;
}

function createServices(deps: AppDependencies, mailer: Mailer, logger: FastifyBaseLogger) {
  const { config, database } = deps;
  const db = database.db;
  const accessTokens = createAccessTokens(deps.signingSecret, config.accessTokenTtlSeconds);
  const auth = createAuthService({ db, accessTokens, refreshTokenTtlSeconds: config.refreshTokenTtlSeconds, login: config.login, mailer, logger });
  const claim = createClaimService({ db, auth, mailer, publicUrl: config.publicUrl, logger });
  const limits = createLimitsService({ db, limits: config.limits });
  const profile = createProfileService({ db, usage: { limits, mediaQuotaBytes: config.ingest.media.memberQuotaBytes } });
  const waitlist = createWaitlistService({ db, mailer });
  const feedback = createFeedbackService({ db });
  const admin = createAdminService({ db, auth, claim, mailer, logger });
  const mediaStorage = createMediaStorage(config);
  const posts = createPostsService({ db, mediaStorage });
  const postsBulk = createPostsBulkService({ db, queue: deps.queue, mediaStorage });
  const accountData = createAccountDataService({ db, profile, mediaStorage });
  const imports = createImportsService({
    db,
    queue: deps.queue,
    postsBulk,
    dataDir: config.dataDir,
    feed: config.imports,
    log: logger.child({ module: 'imports' }),
  });
  const tags = createTagsService({ db });
  const entities = createEntitiesService({ db });
  const embeddings = config.embeddings ? createEmbeddingSearch({ db, provider: createEmbeddingsProvider(config.embeddings), log: logger }) : undefined;
  const search = createSearchService({ db, gazetteer: createGazetteer(), embeddings });
  const chat = createChatService({ db, search, model: config.ingest.llm ? createStreamingChatModel(config.ingest.llm) : undefined, logger });
  const saves = deps.queue ? createSavesService({ db, queue: deps.queue, limits }) : undefined;
  const instagram = createInstagramService({
    db,
    queue: deps.queue,
    messenger: config.instagram.accessToken
      ? createSendApiMessenger({ baseUrl: config.instagram.sendApiUrl, accessToken: config.instagram.accessToken })
      : createLogMessenger(logger),
    publicUrl: config.publicUrl,
    handle: config.instagram.handle,
    log: logger,
  });
  const exports = createExportsService({ db, signingSecret: deps.signingSecret });
  return { limits, auth, claim, profile, waitlist, feedback, admin, instagram, accountData, posts, postsBulk, imports, exports, tags, entities, search, embeddings, chat, saves, mediaStorage };
}
export type Services = ReturnType<typeof createServices>;

declare module 'fastify' {
  interface FastifyInstance {
    services: Services;
  }
}

const REQUEST_BODY_LIMIT_BYTES = 1024 * 1024;

/** The SMTP mailer when one is configured, else the log mailer. */
function mailerFor(config: Config, log: FastifyBaseLogger): Mailer {
  return config.smtp ? createSmtpMailer(config.smtp) : createLogMailer(log, { printLinks: printsLinks() });
}

/**
 * Fastify trusts no hop count (it cannot tell the proxy from a client that connects directly), so a
 * count becomes a function: the nearest `hops` addresses (the socket's, then X-Forwarded-For from
 * the right) are proxies. Only for a server reachable through those proxies alone.
 */
function trustProxyOption(trust: Config['trustProxy']): false | string[] | ((address: string, hop: number) => boolean) {
  if (typeof trust !== 'number') return trust;
  return (_address, hop) => hop < trust;
}

/** What a request log line shows: the secret in a claim or sign-in link's path is never logged. */
function requestForLog(request: FastifyRequest) {
  return { method: request.method, url: redactTokenPaths(request.url), host: request.host, remoteAddress: request.ip };
}

export async function buildApp(deps: AppDependencies): Promise<FastifyInstance> {
  const { config } = deps;
  const app = Fastify({
    ...(deps.logger
      ? { loggerInstance: deps.logger }
      : {
          logger: {
            level: config.logLevel,
            redact: ['req.headers.authorization', 'req.headers["x-api-key"]'],
            serializers: { req: requestForLog },
            ...(deps.logStream ? { stream: deps.logStream } : {}),
          },
        }),
    bodyLimit: REQUEST_BODY_LIMIT_BYTES,
    // The longest path parameter is an export's signed download token (shared exports.ts: 2,000).
    routerOptions: { maxParamLength: 2_000 },
    trustProxy: trustProxyOption(config.trustProxy),
    // Addresses the router refuses before any route runs (bad escapes, over-long ids) still answer in our shape.
    frameworkErrors: (error, _request, reply) => {
      const body: ErrorBody = { error: 'This address is not valid.', code: 'VALIDATION_ERROR' };
      void (reply as FastifyReply).status(error.statusCode ?? 400).send(body);
    },
  }).withTypeProvider<ZodTypeProvider>();

  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  registerErrorHandler(app);
  refuseNulCharacters(app);
  if (config.checkResponses) checkResponseShapes(app);
  app.decorateRequest('member', null);
  const services = createServices(deps, deps.mailer ?? mailerFor(config, app.log), app.log);
  app.decorate('services', services);
  // Sign-in links are mailed after their call answers: a stopping server sends them first.
  app.addHook('onClose', () => services.claim.flush());

  // Security headers on every answer. The middleware is built once: @fastify/helmet built it again
  // for every request (its content security policy parsed each time).
  const securityHeaders = helmet({
    contentSecurityPolicy: {
      directives: {
        'img-src': ["'self'", 'data:', 'blob:', 'https:'],
        'media-src': ["'self'", 'blob:', 'https:'],
        'style-src': ["'self'", "'unsafe-inline'"],
        'worker-src': ["'self'", 'blob:'],
        'connect-src': ["'self'"],
      },
    },
  });
  app.addHook('onRequest', (request, reply, done) => securityHeaders(request.raw, reply.raw, (error) => done(error as Error | undefined)));
  // Counted in PostgreSQL, so every API process shares the per-address limits.
  await app.register(rateLimit, { global: false, store: postgresRateLimitStore(services.limits) });
  app.decorate('memberLimitCheck', services.limits.checkMember);
  const mediaUrls = createMediaUrlSigner({ secret: deps.signingSecret, ttlSeconds: config.limits.mediaUrlTtlSeconds });
  signMediaInAnswers(app, mediaUrls);
  await app.register(swagger, {
    openapi: {
      info: { title: 'Stash API', version: API_VERSION },
      servers: [{ url: '/api' }],
      components: {
        securitySchemes: {
          apiKey: { type: 'apiKey', in: 'header', name: 'x-api-key' },
          bearer: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' },
        },
      },
      security: [{ apiKey: [] }],
    },
    transform: jsonSchemaTransform,
  });

  const authRateLimit = { max: config.authRequestsPerMinute, timeWindow: '1 minute' };
  const guard = services.auth;
  const answers = createStashAnswers({ maxBytes: config.answerCacheBytes });
  await app.register(
    async (api) => {
      api.addHook('onRequest', requireApiKey(config.apiKey));
      api.get('/health', { schema: { hide: true } }, async (_request, reply) => {
        try {
          await deps.database.db.execute(sql`select 1`);
          return { status: 'ok' };
        } catch {
          return reply.status(503).send({ status: 'unavailable' });
        }
      });
      api.get('/docs', { schema: { hide: true } }, () => app.swagger());
      await api.register(authRoutes, { auth: services.auth, claim: services.claim, rateLimit: authRateLimit });
      await api.register(waitlistRoutes, { waitlist: services.waitlist, rateLimit: authRateLimit });
      await api.register(feedbackRoutes, { feedback: services.feedback, guard, rateLimit: authRateLimit });
      await api.register(claimRoutes, { claim: services.claim, guard, rateLimit: authRateLimit });
      await api.register(profileRoutes, { profile: services.profile, auth: services.auth, guard });
      await api.register(accountDataRoutes, { accountData: services.accountData, guard });
      await api.register(postsRoutes, { posts: services.posts, bulk: services.postsBulk, guard, answers });
      await api.register(tagsRoutes, { tags: services.tags, guard });
      await api.register(importsRoutes, { imports: services.imports, guard });
      await api.register(exportsRoutes, { exports: services.exports, guard });
      await api.register(entitiesRoutes, { entities: services.entities, guard, answers });
      await api.register(searchRoutes, { search: services.search, guard, answers });
      await api.register(chatRoutes, { chat: services.chat, guard, answers });
      await api.register(savesRoutes, { saves: services.saves, guard });
      await api.register(adminRoutes, { admin: services.admin, guard });
      await api.register(instagramLinkRoutes, { instagram: services.instagram, guard });
    },
    { prefix: '/api' },
  );
  // Beside the API rather than in it: Meta calls it without our API key (its signature is checked instead).
  await app.register(instagramWebhookRoutes, { prefix: '/api', instagram: services.instagram, settings: config.instagram });

  await registerMediaFiles(app, services.mediaStorage, mediaUrls);
  registerWebApp(app, config.webDist);
  return app;
}

/** Serves the built single-page app; any non-API path it does not know gets index.html. */
function registerWebApp(app: FastifyInstance, webDist: string | undefined): void {
  const hasWebApp = webDist !== undefined && fs.existsSync(path.join(webDist, 'index.html'));
  if (hasWebApp) {
    void app.register(fastifyStatic, {
      root: webDist,
      wildcard: false,
      index: false,
      setHeaders(response, filePath) {
        // Vite fingerprints everything under assets/, so those never change; index.html always may.
        const immutable = filePath.includes(`${path.sep}assets${path.sep}`);
        response.header('cache-control', immutable ? 'public, max-age=31536000, immutable' : 'no-cache');
      },
    });
  }
  app.setNotFoundHandler((request, reply) => {
    // API and media paths answer a real 404; any other path is a screen of the single-page app.
    const isAppPath = !(request.url === '/api' || request.url.startsWith('/api/') || request.url.startsWith(MEDIA_URL_PREFIX));
    if (isAppPath && hasWebApp && (request.method === 'GET' || request.method === 'HEAD')) {
      return reply.header('cache-control', 'no-cache').type('text/html').sendFile('index.html');
    }
    return reply.status(404).send({ error: 'Not found', code: 'NOT_FOUND' });
  });
}
