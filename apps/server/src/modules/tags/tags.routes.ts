import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  createTagRequestSchema, postIdParamsSchema, postTagsBatchRequestSchema, postTagsBatchResponseSchema, setPostTagsRequestSchema,
  tagBatchQuerySchema, tagIdParamsSchema, tagListResponseSchema, tagPostsResponseSchema, tagSchema, tagStatsResponseSchema,
  updateTagRequestSchema,
} from '@stash/shared';
import type { TagsService } from './tags.service';
import { memberId, requireMember, type MemberGuard } from '../../http/member-guard';

// Static paths (/tags/stats, /tags/batch, /tags/post/...) win over /tags/{id} in Fastify's router,
// whatever the order they are declared in.
export const tagsRoutes: FastifyPluginAsyncZod<{ tags: TagsService; guard: MemberGuard }> = async (app, { tags, guard }) => {
  const security = [{ bearer: [] }];
  const docs = { tags: ['tags'], security };
  app.addHook('preHandler', requireMember(guard));

  app.get('/tags', { schema: { ...docs, response: { 200: tagListResponseSchema } } }, (request) => tags.list(memberId(request)));

  app.post(
    '/tags',
    { schema: { ...docs, body: createTagRequestSchema, response: { 201: tagSchema } } },
    async (request, reply) => reply.status(201).send(await tags.create(memberId(request), request.body)),
  );

  app.get('/tags/stats', { schema: { ...docs, response: { 200: tagStatsResponseSchema } } }, (request) => tags.stats(memberId(request)));

  app.get(
    '/tags/batch',
    { schema: { ...docs, querystring: tagBatchQuerySchema, response: { 200: tagListResponseSchema } } },
    (request) => tags.batch(memberId(request), request.query.ids),
  );

  app.post(
    '/tags/batch',
    { schema: { ...docs, body: postTagsBatchRequestSchema, response: { 200: postTagsBatchResponseSchema } } },
    (request) => tags.tagsOfPosts(memberId(request), request.body.postIds),
  );

  app.get(
    '/tags/post/:postId',
    { schema: { ...docs, params: postIdParamsSchema, response: { 200: tagListResponseSchema } } },
    (request) => tags.tagsOfPost(memberId(request), request.params.postId),
  );

  app.put(
    '/tags/post/:postId',
    { schema: { ...docs, params: postIdParamsSchema, body: setPostTagsRequestSchema, response: { 200: tagListResponseSchema } } },
    (request) => tags.setTagsOfPost(memberId(request), request.params.postId, request.body.tagIds),
  );

  app.get(
    '/tags/:id',
    { schema: { ...docs, params: tagIdParamsSchema, response: { 200: tagSchema } } },
    (request) => tags.get(memberId(request), request.params.id),
  );

  app.put(
    '/tags/:id',
    { schema: { ...docs, params: tagIdParamsSchema, body: updateTagRequestSchema, response: { 200: tagSchema } } },
    (request) => tags.update(memberId(request), request.params.id, request.body),
  );

  app.delete(
    '/tags/:id',
    { schema: { ...docs, params: tagIdParamsSchema, response: { 204: z.null() } } },
    async (request, reply) => {
      await tags.remove(memberId(request), request.params.id);
      return reply.status(204).send(null);
    },
  );

  app.get(
    '/tags/:id/posts',
    { schema: { ...docs, params: tagIdParamsSchema, response: { 200: tagPostsResponseSchema } } },
    (request) => tags.postsOfTag(memberId(request), request.params.id),
  );
};
