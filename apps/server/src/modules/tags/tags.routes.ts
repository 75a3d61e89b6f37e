import type { FastifyPluginAsync } from 'fastify';
import { endpoints } from '@stash/shared';
import type { TagsService } from './tags.service';
import { endpointRoutes } from '../../http/endpoint-route';
import { memberId, type MemberGuard } from '../../http/member-guard';

export const tagsRoutes: FastifyPluginAsync<{ tags: TagsService; guard: MemberGuard }> = async (app, { tags, guard }) => {
  const serve = endpointRoutes(app, { guard });

  serve(endpoints.tagsList, (request) => tags.list(memberId(request)));

  serve(endpoints.tagsCreate, async (request, reply) => reply.status(201).send(await tags.create(memberId(request), request.body)));

  serve(endpoints.tagsStats, (request) => tags.stats(memberId(request)));

  serve(endpoints.tagsBatch, (request) => tags.batch(memberId(request), request.query.ids));

  serve(endpoints.tagsOfPosts, (request) => tags.tagsOfPosts(memberId(request), request.body.postIds));

  serve(endpoints.tagsOfPost, (request) => tags.tagsOfPost(memberId(request), request.params.postId));

  serve(endpoints.tagsSetOfPost, (request) => tags.setTagsOfPost(memberId(request), request.params.postId, request.body.tagIds));

  serve(endpoints.tagsGet, (request) => tags.get(memberId(request), request.params.id));

  serve(endpoints.tagsUpdate, (request) => tags.update(memberId(request), request.params.id, request.body));

  serve(endpoints.tagsDelete, async (request, reply) => {
    await tags.remove(memberId(request), request.params.id);
    return reply.status(204).send();
  });

  serve(endpoints.tagPosts, (request) => tags.postsOfTag(memberId(request), request.params.id));
};
