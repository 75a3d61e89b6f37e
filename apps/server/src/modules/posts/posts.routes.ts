import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  postPathParamsSchema, postUpdateRequestSchema, postsBatchRequestSchema, postsBatchResponseSchema, postsFiltersRequestSchema,
  postsFiltersResponseSchema, postsGetRequestSchema, postsGetResponseSchema, postsListRequestSchema, postsListResponseSchema,
} from '@stash/shared';
import type { PostsService } from './posts.service';
import { sendJsonBody } from '../../http/json-body';
import type { StashAnswers } from '../../http/stash-answers';
import { memberId, requireMember, type MemberGuard } from '../../http/member-guard';

export const postsRoutes: FastifyPluginAsyncZod<{ posts: PostsService; guard: MemberGuard; answers: StashAnswers }> = async (app, { posts, guard, answers }) => {
  const security = [{ bearer: [] }];
  const tags = ['posts'];
  app.addHook('preHandler', requireMember(guard));

  app.post(
    '/posts/list',
    { schema: { tags, security, body: postsListRequestSchema, response: { 200: postsListResponseSchema } } },
    async (request, reply) => sendJsonBody(reply, await answers.answer(request, () => posts.list(memberId(request), request.body))),
  );

  app.post(
    '/posts/filters',
    { schema: { tags, security, body: postsFiltersRequestSchema.nullish(), response: { 200: postsFiltersResponseSchema } } },
    (request) => posts.filters(memberId(request)),
  );

  app.post(
    '/posts/get',
    { schema: { tags, security, body: postsGetRequestSchema, response: { 200: postsGetResponseSchema } } },
    async (request, reply) => sendJsonBody(reply, await posts.get(memberId(request), request.body, request.body.include_entities)),
  );

  app.post(
    '/posts/batch',
    { schema: { tags, security, body: postsBatchRequestSchema, response: { 200: postsBatchResponseSchema } } },
    async (request, reply) => sendJsonBody(reply, await posts.batch(memberId(request), request.body.ids, request.body.include_entities)),
  );

  // DELETE /posts/ with no id reaches the handler with an empty id, which answers 'Post ID is required'.
  for (const url of ['/posts/:id', '/posts/']) {
    app.delete(url, { schema: { tags, security, params: postPathParamsSchema.partial(), hide: url === '/posts/' } }, async (request, reply) => {
      await posts.remove(memberId(request), request.params.id ?? '');
      return reply.status(204).send();
    });
  }

  for (const method of ['PATCH', 'PUT'] as const) {
    app.route({
      method,
      url: '/posts/:id',
      schema: { tags, security, params: postPathParamsSchema, body: postUpdateRequestSchema, response: { 200: postsGetResponseSchema } },
      handler: async (request, reply) => sendJsonBody(reply, await posts.update(memberId(request), request.params.id, request.body)),
    });
  }
};
