import type { FastifyPluginAsync } from 'fastify';
import { endpoints } from '@stash/shared';
import type { EntitiesService } from './entities.service';
import { endpointRoutes } from '../../http/endpoint-route';
import { jsonBody, sendJsonBody } from '../../http/json-body';
import type { StashAnswers } from '../../http/stash-answers';
import { memberId, type MemberGuard } from '../../http/member-guard';

export const entitiesRoutes: FastifyPluginAsync<{ entities: EntitiesService; guard: MemberGuard; answers: StashAnswers }> = async (
  app,
  { entities, guard, answers },
) => {
  const serve = endpointRoutes(app, { guard });

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

  serve(endpoints.entitiesList, async (request, reply) =>
    sendJsonBody(reply, await answers.answer(request, async () => jsonBody(await entities.list(memberId(request), request.query)))),
  );

  serve(endpoints.entitiesNearby, async (request, reply) =>
    sendJsonBody(reply, await answers.answer(request, async () => jsonBody(await entities.nearby(memberId(request), request.query)))),
  );

  serve(endpoints.entitiesTypes, (request) => entities.types(memberId(request)));

  serve(endpoints.entitiesSearch, async (request, reply) =>
    sendJsonBody(reply, await answers.answer(request, async () => jsonBody(await entities.search(memberId(request), request.query)))),
  );

  // Not kept: what is trending depends on the time as well as on the stash.
  serve(endpoints.entitiesTrending, async (request, reply) =>
    sendJsonBody(reply, jsonBody(await entities.trending(memberId(request), request.query.limit))),
  );

  serve(endpoints.entitiesRelated, async (request, reply) =>
    sendJsonBody(reply, jsonBody(await entities.related(memberId(request), request.params.id, request.query.limit))),
  );

  serve(endpoints.entitiesGet, async (request, reply) => sendJsonBody(reply, jsonBody(await entities.get(memberId(request), request.params.id))));

  serve(endpoints.entitiesOfPost, async (request, reply) =>
    sendJsonBody(reply, jsonBody(await entities.forPost(memberId(request), request.params.postId))),
  );
};
