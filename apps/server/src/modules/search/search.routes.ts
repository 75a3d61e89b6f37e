import type { FastifyPluginAsync } from 'fastify';
import { endpoints } from '@stash/shared';
import type { SearchService } from './search.service';
import { endpointRoutes } from '../../http/endpoint-route';
import { jsonBody, sendJsonBody } from '../../http/json-body';
import type { StashAnswers } from '../../http/stash-answers';
import { memberId, type MemberGuard } from '../../http/member-guard';

/** The hour a search is made in: "tonight" and "this weekend" mean something else an hour on. */
const currentHour = () => new Date().toISOString().slice(0, 13);

export const searchRoutes: FastifyPluginAsync<{ search: SearchService; guard: MemberGuard; answers: StashAnswers }> = async (app, { search, guard, answers }) => {
  const serve = endpointRoutes(app, { guard });

  serve(endpoints.searchText, async (request, reply) => {
    const userId = memberId(request);
    const body = await answers.answer(request, async () => jsonBody(await search.text(userId, request.body)), currentHour());
    if (request.body.offset === 0 && request.body.query) {
      await search.remember(userId, request.body.query).catch((error: unknown) => request.log.warn({ err: error }, 'could not remember a search'));
    }
    return sendJsonBody(reply, body);
  });

  // Kept like the other reads while the stash is unchanged and the member has not searched since.
  serve(endpoints.searchSuggestions, async (request, reply) => {
    const userId = memberId(request);
    const variant = await search.historyStamp(userId);
    return sendJsonBody(reply, await answers.answer(request, async () => jsonBody(await search.suggestions(userId, request.query.q)), variant));
  });

  serve(endpoints.searchRelated, async (request, reply) =>
    sendJsonBody(reply, await answers.answer(request, async () => jsonBody(await search.related(memberId(request), request.params.id, request.query.limit)))),
  );

  serve(endpoints.searchVector, async (request, reply) =>
    sendJsonBody(reply, await answers.answer(request, async () => jsonBody(await search.nearest(memberId(request), request.body)), currentHour())),
  );
};
