import type { FastifyPluginAsync } from 'fastify';
import { endpoints, postPathParamsSchema } from '@stash/shared';
import type { PostsBulkService } from './posts-bulk.service';
import type { PostsService } from './posts.service';
import { endpointRoutes, routeSchema } from '../../http/endpoint-route';
import { jsonBody, sendJsonBody } from '../../http/json-body';
import type { StashAnswers } from '../../http/stash-answers';
import { memberId, requireMember, type MemberGuard } from '../../http/member-guard';

/** The minute a list asking for upcoming events is made in: an event starting now is past a minute on. */
const currentMinute = () => new Date().toISOString().slice(0, 16);

export const postsRoutes: FastifyPluginAsync<{ posts: PostsService; bulk: PostsBulkService; guard: MemberGuard; answers: StashAnswers }> = async (
  app,
  { posts, bulk, guard, answers },
) => {
  const serve = endpointRoutes(app, { guard });

  // Kept answers are keyed by the whole validated body, so every filter and order is part of the key.
  serve(endpoints.postsList, async (request, reply) => {
    const variant = request.body.has_upcoming_event === undefined ? '' : currentMinute();
    return sendJsonBody(reply, await answers.answer(request, async () => jsonBody(await posts.list(memberId(request), request.body)), variant));
  });

  serve(endpoints.postsBulk, (request) => bulk.apply(memberId(request), request.body));

  serve(endpoints.postsFilters, (request) => posts.filters(memberId(request)));

  serve(endpoints.postsGet, async (request, reply) =>
    sendJsonBody(reply, jsonBody(await posts.get(memberId(request), request.body, request.body.include_entities))),
  );

  serve(endpoints.postsBatch, async (request, reply) =>
    sendJsonBody(reply, jsonBody(await posts.batch(memberId(request), request.body.ids, request.body.include_entities))),
  );

  serve(endpoints.postsUpdate, async (request, reply) =>
    sendJsonBody(reply, jsonBody(await posts.update(memberId(request), request.params.id, request.body))),
  );

  serve(endpoints.postsDelete, async (request, reply) => {
    await posts.remove(memberId(request), request.params.id);
    return reply.status(204).send();
  });

  // DELETE /posts/ with no id reaches the same handler with an empty id, which answers 'Post ID is required'.
  app.delete(endpoints.postsDelete.path.replace(':id', ''), {
    preHandler: requireMember(guard),
    schema: { ...routeSchema(endpoints.postsDelete, { hide: true }), params: postPathParamsSchema.partial() },
    handler: async (request, reply) => {
      await posts.remove(memberId(request), '');
      return reply.status(204).send();
    },
  });
};
