import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  entityIdParamsSchema, entityListQuerySchema, entityMessageParamsSchema, entityNearbyQuerySchema, entityNearbyResponseSchema,
  entityPageSchema, entityRelatedQuerySchema, entityRelatedResponseSchema, entitySchema, entitySearchQuerySchema,
  entityTrendingQuerySchema, entityTrendingResponseSchema, entityTypesResponseSchema, postEntitiesResponseSchema,
} from '@stash/shared';
import type { EntitiesService } from './entities.service';
import { sendJsonBody } from '../../http/json-body';
import type { StashAnswers } from '../../http/stash-answers';
import { memberId, requireMember, type MemberGuard } from '../../http/member-guard';

export const entitiesRoutes: FastifyPluginAsyncZod<{ entities: EntitiesService; guard: MemberGuard; answers: StashAnswers }> = async (
  app,
  { entities, guard, answers },
) => {
  const docs = { tags: ['entities'], security: [{ bearer: [] }] };
  app.addHook('preHandler', requireMember(guard));

  // POST /entities/message/{postId} has no body; clients that still send a JSON content type with
  // nothing after it are answered as if they had sent none.
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (_request, body, done) => {
    const text = typeof body === 'string' ? body : body.toString('utf8');
    if (text.trim() === '') return done(null, undefined);
    try {
      done(null, JSON.parse(text));
    } catch {
      done(Object.assign(new Error('The request body is not valid JSON.'), { statusCode: 400, code: 'FST_ERR_CTP_INVALID_JSON_BODY' }), undefined);
    }
  });

  // Static paths (nearby, types, search, trending) take precedence over /entities/:id in Fastify's router.
  app.get(
    '/entities',
    { schema: { ...docs, querystring: entityListQuerySchema, response: { 200: entityPageSchema } } },
    async (request, reply) => sendJsonBody(reply, await answers.answer(request, () => entities.list(memberId(request), request.query))),
  );

  app.get(
    '/entities/nearby',
    { schema: { ...docs, querystring: entityNearbyQuerySchema, response: { 200: entityNearbyResponseSchema } } },
    async (request, reply) => sendJsonBody(reply, await answers.answer(request, () => entities.nearby(memberId(request), request.query))),
  );

  app.get('/entities/types', { schema: { ...docs, response: { 200: entityTypesResponseSchema } } }, (request) =>
    entities.types(memberId(request)),
  );

  app.get(
    '/entities/search',
    { schema: { ...docs, querystring: entitySearchQuerySchema, response: { 200: entityPageSchema } } },
    async (request, reply) => sendJsonBody(reply, await answers.answer(request, () => entities.search(memberId(request), request.query))),
  );

  app.get(
    '/entities/trending',
    { schema: { ...docs, querystring: entityTrendingQuerySchema, response: { 200: entityTrendingResponseSchema } } },
    // Not kept: what is trending depends on the time as well as on the stash.
    async (request, reply) => sendJsonBody(reply, await entities.trending(memberId(request), request.query.limit)),
  );

  app.get(
    '/entities/related/:id',
    { schema: { ...docs, params: entityIdParamsSchema, querystring: entityRelatedQuerySchema, response: { 200: entityRelatedResponseSchema } } },
    async (request, reply) => sendJsonBody(reply, await entities.related(memberId(request), request.params.id, request.query.limit)),
  );

  app.get(
    '/entities/:id',
    { schema: { ...docs, params: entityIdParamsSchema, response: { 200: entitySchema } } },
    async (request, reply) => sendJsonBody(reply, await entities.get(memberId(request), request.params.id)),
  );

  app.post(
    '/entities/message/:postId',
    { schema: { ...docs, params: entityMessageParamsSchema, response: { 200: postEntitiesResponseSchema } } },
    async (request, reply) => sendJsonBody(reply, await entities.forPost(memberId(request), request.params.postId)),
  );
};
