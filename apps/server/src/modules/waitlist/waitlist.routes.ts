import type { FastifyPluginAsync } from 'fastify';
import { endpoints } from '@stash/shared';
import { endpointRoutes } from '../../http/endpoint-route';
import type { WaitlistService } from './waitlist.service';

export const waitlistRoutes: FastifyPluginAsync<{ waitlist: WaitlistService; rateLimit: object }> = async (app, { waitlist, rateLimit }) => {
  const serve = endpointRoutes(app, { rateLimit });

  serve(endpoints.waitlistJoin, async (request, reply) => {
    const answer = await waitlist.join(request.body);
    return reply.status(answer.already_joined ? 200 : 201).send(answer);
  });
};
