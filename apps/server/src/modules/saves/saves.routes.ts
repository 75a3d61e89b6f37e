import type { FastifyPluginAsync } from 'fastify';
import { endpoints } from '@stash/shared';
import { endpointRoutes } from '../../http/endpoint-route';
import { memberId, type MemberGuard } from '../../http/member-guard';
import { AppError } from '../../lib/app-error';
import type { SavesService } from './saves.service';

export const SAVING_UNAVAILABLE = 'Saving links is not available right now. Please try again later.';

export const savesRoutes: FastifyPluginAsync<{ saves: SavesService | undefined; guard: MemberGuard }> = async (app, { saves: maybeSaves, guard }) => {
  const serve = endpointRoutes(app, { guard });
  const saves = (): SavesService => {
    if (!maybeSaves) throw new AppError('SERVER_ERROR', SAVING_UNAVAILABLE, { status: 503 });
    return maybeSaves;
  };

  // 202: the post is stored and queued; it is fetched and organised in the background. Saving a
  // link already in the stash answers 200 with that post (202 again when it had failed and is retried).
  serve(endpoints.savesCreate, async (request, reply) => {
    const { body, queued } = await saves().save(memberId(request), request.body);
    return reply.status(queued ? 202 : 200).send(body);
  });

  serve(endpoints.postsRetry, async (request, reply) => {
    const { body, queued } = await saves().retry(memberId(request), request.params.id);
    return reply.status(queued ? 202 : 200).send(body);
  });
};
