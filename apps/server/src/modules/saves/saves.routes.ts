import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { postPathParamsSchema, saveLinkRequestSchema, saveLinkResponseSchema } from '@stash/shared';
import { memberId, requireMember, type MemberGuard } from '../../http/member-guard';
import { AppError } from '../../lib/app-error';
import type { SavesService } from './saves.service';

export const SAVING_UNAVAILABLE = 'Saving links is not available right now. Please try again later.';

export const savesRoutes: FastifyPluginAsyncZod<{ saves: SavesService | undefined; guard: MemberGuard }> = async (app, { saves: maybeSaves, guard }) => {
  const security = [{ bearer: [] }];
  const tags = ['saving'];
  app.addHook('preHandler', requireMember(guard));
  const saves = (): SavesService => {
    if (!maybeSaves) throw new AppError('SERVER_ERROR', SAVING_UNAVAILABLE, { status: 503 });
    return maybeSaves;
  };

  // 202: the post is stored and queued; it is fetched and organised in the background. Saving a
  // link already in the stash answers 200 with that post (202 again when it had failed and is retried).
  app.post(
    '/ios-share/saves',
    { schema: { tags, security, body: saveLinkRequestSchema, response: { 200: saveLinkResponseSchema, 202: saveLinkResponseSchema } } },
    async (request, reply) => {
      const { body, queued } = await saves().save(memberId(request), request.body);
      return reply.status(queued ? 202 : 200).send(body);
    },
  );

  app.post(
    '/posts/:id/retry',
    { schema: { tags, security, params: postPathParamsSchema, response: { 200: saveLinkResponseSchema, 202: saveLinkResponseSchema } } },
    async (request, reply) => {
      const { body, queued } = await saves().retry(memberId(request), request.params.id);
      return reply.status(queued ? 202 : 200).send(body);
    },
  );
};
